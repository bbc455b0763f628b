import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { TextAction } from '@/components/ui/text-action'
import { back, relaunch } from '@/core/navigate'
import { useRouteParams } from '@/core/route-params'
import './index.scss'

/**
 * docs/routes.md /error: `tips` carries a message already in the user's language (a fatal server
 * answer, 'currency selected incorrectly'); `code=notFound` is an unknown route.
 */
export default function ErrorPage() {
  const { t } = useTranslation()
  const params = useRouteParams()
  const notFound = params.code === 'notFound'
  const tips = params.tips ?? ''
  return (
    <Page title="shell:error.title" className="error-page" testId="error-page">
      <View className="error-page__icon">!</View>
      <Text className="error-page__title">{notFound ? t('shell:error.notFound') : t('shell:error.title')}</Text>
      <Text className="error-page__tips" data-testid="error-tips">
        {tips || (notFound ? t('shell:error.notFoundHint') : t('errors:fatal'))}
      </Text>
      <View className="error-page__actions">
        <View className="error-page__button error-page__button--primary" role="button" onClick={() => void relaunch('home')}>
          <Text>{t('shell:error.backHome')}</Text>
        </View>
        <TextAction block="error-page__button" label={t('shell:error.back')} onClick={() => void back()} />
      </View>
    </Page>
  )
}

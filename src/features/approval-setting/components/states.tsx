import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import '@/i18n/ns/approvalSetting'
import './index.scss'

export function Loading({ testId }: { testId?: string }) {
  const { t } = useTranslation()
  return (
    <View className='as-state' data-testid={testId}>
      <Text>{t('common:loading')}</Text>
    </View>
  )
}

export function Failed({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation()
  return (
    <View className='as-state' data-testid={testId}>
      <Text>{t('approvalSetting:common.loadFailed')}</Text>
      <View className='as-state__button' role='button' onClick={onRetry}>
        <Text>{t('approvalSetting:common.retry')}</Text>
      </View>
    </View>
  )
}

export function Empty({ text, testId }: { text: string; testId?: string }) {
  return (
    <View className='as-state' data-testid={testId}>
      <Text>{text}</Text>
    </View>
  )
}

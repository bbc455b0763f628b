/** The trips did not load (the trips tab, the followed trips): the words and a retry, in the page's own block. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import '@/i18n/ns/trip'

export default function TripsLoadFailed(p: { block: string; testId: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <View className={`${p.block}__state`} data-testid={p.testId}>
      <Text className={`${p.block}__state-text`}>{t('trip:loadFailed')}</Text>
      <View className={`${p.block}__button`} role="button" onClick={p.onRetry} data-testid="retry">
        <Text>{t('common:retry')}</Text>
      </View>
    </View>
  )
}

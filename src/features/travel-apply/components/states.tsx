/** Loading, empty and error blocks of the application pages (docs/ux.md: four states on every page). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import '@/i18n/ns/travelApply'

export function Skeletons({ count = 3, testId }: { count?: number; testId?: string }) {
  return (
    <View className='ta-skeletons' data-testid={testId} aria-busy='true'>
      {Array.from({ length: count }, (_, i) => (
        <View key={i} className='ta-skeleton'>
          <View className='ta-skeleton__bar ta-skeleton__bar--wide' />
          <View className='ta-skeleton__bar' />
          <View className='ta-skeleton__bar ta-skeleton__bar--short' />
        </View>
      ))}
    </View>
  )
}

export function StateBlock({ text, hint, action, testId }: { text: string; hint?: string; action?: { text: string; onPress: () => void; testId?: string }; testId?: string }) {
  return (
    <View className='ta-state' data-testid={testId}>
      <Text className='ta-state__text'>{text}</Text>
      {hint && <Text className='ta-state__hint'>{hint}</Text>}
      {action && (
        <View className='ta-state__button' role='button' onClick={action.onPress} data-testid={action.testId}>
          <Text>{action.text}</Text>
        </View>
      )}
    </View>
  )
}

export function ErrorBlock({ onRetry, text, testId }: { onRetry: () => void; text?: string; testId?: string }) {
  const { t } = useTranslation()
  return <StateBlock text={text ?? t('travelApply:common.loadFailed')} action={{ text: t('common:retry'), onPress: onRetry, testId: 'retry' }} testId={testId} />
}

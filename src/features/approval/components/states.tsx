/** Loading, empty and error blocks of the approval pages (docs/ux.md: every page has all four states). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import '@/i18n/ns/approval'

/** Skeleton cards shaped like approval cards: a loading list never shows a blank page. */
export function CardSkeletons({ count = 3, testId }: { count?: number; testId?: string }) {
  return (
    <View className='ap-skeletons' data-testid={testId} aria-busy='true'>
      {Array.from({ length: count }, (_, i) => (
        <View key={i} className='ap-skeleton'>
          <View className='ap-skeleton__bar ap-skeleton__bar--wide' />
          <View className='ap-skeleton__bar' />
          <View className='ap-skeleton__bar ap-skeleton__bar--short' />
        </View>
      ))}
    </View>
  )
}

export interface StateAction {
  text: string
  onPress: () => void
  testId?: string
}

/** A short sentence, an optional hint and the next action. */
export function StateBlock({ text, hint, action, testId }: { text: string; hint?: string; action?: StateAction; testId?: string }) {
  return (
    <View className='ap-state' data-testid={testId}>
      <Text className='ap-state__text'>{text}</Text>
      {hint && <Text className='ap-state__hint'>{hint}</Text>}
      {action && (
        <View className='ap-state__button' role='button' data-testid={action.testId} onClick={action.onPress}>
          <Text>{action.text}</Text>
        </View>
      )}
    </View>
  )
}

export function ErrorBlock({ onRetry, testId, text }: { onRetry: () => void; testId?: string; text?: string }) {
  const { t } = useTranslation()
  return <StateBlock text={text ?? t('approval:common.loadFailed')} action={{ text: t('common:retry'), onPress: onRetry, testId: 'retry' }} testId={testId} />
}

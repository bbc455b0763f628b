import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import './index.scss'

/** Skeleton cards shaped like flight rows (docs/ux.md: loading shows skeleton rows, not a blank page). */
export function RowSkeletons({ count = 5 }: { count?: number }) {
  return (
    <View data-testid='flight-skeleton' aria-busy='true'>
      {Array.from({ length: count }, (_, i) => (
        <View key={i} className='flight-skeleton'>
          <View className='flight-skeleton__bar flight-skeleton__bar--wide' />
          <View className='flight-skeleton__bar' />
          <View className='flight-skeleton__bar flight-skeleton__bar--short' />
        </View>
      ))}
    </View>
  )
}

export interface StateAction {
  text: string
  onPress: () => void
  solid?: boolean
  testId?: string
}

/** Empty and error states: a short sentence, an optional hint and the next actions. */
export function StateBlock({ text, hint, actions = [], testId }: { text: string; hint?: string; actions?: StateAction[]; testId?: string }) {
  return (
    <View className='flight-state' data-testid={testId}>
      <Text className='flight-state__text'>{text}</Text>
      {hint && <Text className='flight-state__hint'>{hint}</Text>}
      {actions.length > 0 && (
        <View className='flight-state__actions'>
          {actions.map((a) => (
            <View
              key={a.text}
              className={`flight-state__button ${a.solid ? 'flight-state__button--solid' : ''}`}
              role='button'
              data-testid={a.testId}
              onClick={a.onPress}
            >
              <Text>{a.text}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/** The error state with the one action it always has. */
export function ErrorBlock({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation()
  return <StateBlock text={text} actions={[{ text: t('common:retry'), onPress: onRetry, solid: true, testId: 'retry' }]} testId={testId} />
}

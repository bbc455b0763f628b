/** The day searched with the day before and after (a result list's head); a day out of sale is off. */
import { Text, View } from '@tarojs/components'

export interface DayStep {
  text: string
  enabled: boolean
  testId: string
  onPress: () => void
}

export function DayShift({ day, prev, next, testId, dayTestId }: { day: string; prev: DayStep; next: DayStep; testId?: string; dayTestId?: string }) {
  const step = (s: DayStep) => (
    <View
      className={`day-shift__step ${s.enabled ? '' : 'day-shift__step--off'}`}
      role="button"
      aria-disabled={!s.enabled}
      data-testid={s.testId}
      onClick={() => s.enabled && s.onPress()}
    >
      <Text>{s.text}</Text>
    </View>
  )
  return (
    <View className="day-shift" data-testid={testId}>
      {step(prev)}
      <Text className="day-shift__day" data-testid={dayTestId}>
        {day}
      </Text>
      {step(next)}
    </View>
  )
}

import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { formatMonthDayWeekday } from '@/domain/format'
import { useFlightText } from './labels'
import './date-strip.scss'
import '@/features/flight/texts'

export interface DateStripProps {
  /** The days offered, in order. */
  days: string[]
  selected: string
  today: string
  /** Price text under a day, or '' when unknown or nothing flies. */
  price: (date: string) => string
  onPick: (date: string) => void
  onCalendar: () => void
}

const anchor = (date: string) => `strip-${date}`

/**
 * Days before and after the searched one with their lowest fares; tap one to search it, or open the
 * calendar. An observer: `price` reads the store's prices, which often arrive after the day's
 * flights, and the strip shows them as they come, whatever else renders.
 */
function DateStrip(props: DateStripProps) {
  const { t, lang } = useFlightText()
  const [jump, setJump] = useState('')
  useEffect(() => {
    // Keep the chosen day in view: two days before it at the left edge.
    const i = props.days.indexOf(props.selected)
    const target = props.days[Math.max(0, i - 2)]
    if (!target) return
    const id = setTimeout(() => setJump(anchor(target)), 30)
    return () => clearTimeout(id)
  }, [props.selected, props.days])
  return (
    <View className="date-strip" data-testid="date-strip">
      <ScrollView className="date-strip__days" scrollX scrollIntoView={jump} scrollIntoViewAlignment="start" scrollWithAnimation>
        {props.days.map((d) => {
          const on = d === props.selected
          const p = props.price(d)
          return (
            <View
              key={d}
              id={anchor(d)}
              className={`date-strip__day ${on ? 'date-strip__day--on' : ''}`}
              role="button"
              aria-pressed={on}
              data-date={d}
              onClick={on ? undefined : () => props.onPick(d)}
            >
              <Text className="date-strip__label">{formatMonthDayWeekday(d, lang, { today: props.today })}</Text>
              <Text className="date-strip__price">{p || '—'}</Text>
            </View>
          )
        })}
      </ScrollView>
      <View className="date-strip__calendar" role="button" data-testid="open-calendar" onClick={props.onCalendar}>
        <Text className="date-strip__calendar-icon">▦</Text>
        <Text className="date-strip__calendar-text">{t('flight:list.calendar')}</Text>
      </View>
    </View>
  )
}

export default observer(DateStrip)

import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { FullPicker } from '@/components/ui/full-picker'
import { buildMonths, cellRole, isDisabled, nextSelection, nightsBetween, offsetFromToday, type MonthModel } from './model'
import './index.scss'

export { buildMonths, cellRole, isDisabled, nextSelection, nightsBetween } from './model'

export interface CalendarLabels {
  close: string
  /** Sunday first, in the interface language. */
  weekdays: readonly string[]
  monthTitle: (year: number, month: number) => string
  today: string
  tomorrow: string
  /** Range ends under the day: check-in / check-out. */
  startTag: string
  endTag: string
  /** Range mode, after the first tap. */
  pickEnd: string
  nights: (count: number) => string
}

export interface DayPrice {
  text: string
  /** The cheapest day of what is shown: coloured. */
  low: boolean
}

export interface CalendarProps {
  open: boolean
  title: string
  labels: CalendarLabels
  mode: 'single' | 'range'
  today: string
  /** Last selectable day = today + maxDays. */
  maxDays: number
  minDate?: string
  start: string | null
  end?: string | null
  price?: (date: string) => DayPrice | null
  onSelect: (start: string, end: string | null) => void
  onClose: () => void
  testId?: string
}

const monthAnchor = (key: string) => `cal-m-${key}`

interface MonthProps {
  m: MonthModel
  today: string
  maxDays: number
  minDate?: string
  start: string | null
  end: string | null
  mode: 'single' | 'range'
  labels: CalendarLabels
  price?: (date: string) => DayPrice | null
  onTap: (date: string) => void
}

// One month re-renders only when its own inputs change (a price arriving for any month re-renders
// all, which is cheap next to the whole year).
const Month = memo(function Month({ m, today, maxDays, minDate, start, end, mode, labels, price, onTap }: MonthProps) {
  return (
    <View id={monthAnchor(m.key)} className="calendar__month" data-month={m.key}>
      <Text className="calendar__month-title">{labels.monthTitle(m.year, m.month)}</Text>
      <View className="calendar__grid">
        {m.cells.map((c, i) => {
          if (!c) return <View key={`pad-${i}`} className="calendar__cell calendar__cell--pad" />
          const disabled = isDisabled(c.date, { today, maxDays, minDate })
          const role = cellRole(c.date, start, end, mode)
          const offset = offsetFromToday(c.date, today)
          const p = disabled ? null : (price?.(c.date) ?? null)
          const top = offset === 0 ? labels.today : offset === 1 ? labels.tomorrow : String(c.day)
          const tag = mode === 'range' && role === 'start' ? labels.startTag : mode === 'range' && role === 'end' ? labels.endTag : null
          const cls = [
            'calendar__cell',
            disabled ? 'calendar__cell--disabled' : '',
            role ? `calendar__cell--${role}` : '',
            c.weekday === 0 || c.weekday === 6 ? 'calendar__cell--weekend' : '',
          ].join(' ')
          return (
            <View
              key={c.date}
              className={cls}
              data-date={c.date}
              role="button"
              aria-disabled={disabled}
              aria-pressed={!!role && role !== 'between'}
              onClick={disabled ? undefined : () => onTap(c.date)}
            >
              <Text className={`calendar__day ${offset !== null && offset <= 1 && offset >= 0 ? 'calendar__day--word' : ''}`}>{top}</Text>
              {tag ? (
                <Text className="calendar__tag">{tag}</Text>
              ) : (
                p && <Text className={`calendar__price ${p.low ? 'calendar__price--low' : ''}`}>{p.text}</Text>
              )}
            </View>
          )
        })}
      </View>
    </View>
  )
})

/**
 * Full-screen calendar (docs/ux.md): months scroll vertically from today to the bookable limit, past
 * and out-of-range days disabled, the lowest price under each day where known, 'today' and
 * 'tomorrow' in words; one date, or a range (check-in/out) with the nights counted.
 */
export default function Calendar(props: CalendarProps) {
  const { labels, mode } = props
  const months = useMemo(() => buildMonths(props.today, props.maxDays), [props.today, props.maxDays])
  const [sel, setSel] = useState<{ start: string | null; end: string | null }>({ start: props.start, end: props.end ?? null })
  const [jump, setJump] = useState('')

  useEffect(() => {
    if (!props.open) return
    setSel({ start: props.start, end: props.end ?? null })
    // Show the month of the current choice; the anchor exists once this render is committed.
    const key = (props.start ?? props.today).slice(0, 7)
    const id = setTimeout(() => setJump(monthAnchor(key)), 50)
    return () => {
      clearTimeout(id)
      setJump('')
    }
  }, [props.open]) // eslint-disable-line react-hooks/exhaustive-deps

  // A stable tap handler, so the memoised months re-render only when the selection or prices change.
  const latest = useRef({ props, sel })
  latest.current = { props, sel }
  const onTap = useCallback((date: string) => {
    const { props: p, sel: cur } = latest.current
    const next = nextSelection(date, cur, p.mode)
    setSel({ start: next.start, end: next.end })
    if (next.done) {
      p.onSelect(next.start, next.end)
      p.onClose()
    }
  }, [])

  if (!props.open) return null

  const nights = mode === 'range' ? nightsBetween(sel.start, sel.end) : 0
  return (
    <FullPicker block="calendar" title={props.title} closeLabel={labels.close} onClose={props.onClose} testId={props.testId}>
      <View className="calendar__weekdays">
        {labels.weekdays.map((w, i) => (
          <Text key={i} className={`calendar__weekday ${i === 0 || i === 6 ? 'calendar__weekday--weekend' : ''}`}>
            {w}
          </Text>
        ))}
      </View>
      <ScrollView className="calendar__body" scrollY scrollIntoView={jump} scrollIntoViewAlignment="start">
        {months.map((m) => (
          <Month
            key={m.key}
            m={m}
            today={props.today}
            maxDays={props.maxDays}
            minDate={props.minDate}
            start={sel.start}
            end={sel.end}
            mode={mode}
            labels={labels}
            price={props.price}
            onTap={onTap}
          />
        ))}
      </ScrollView>
      {mode === 'range' && (
        <View className="calendar__foot" data-testid="calendar-nights">
          <Text>{sel.start && !sel.end ? labels.pickEnd : labels.nights(nights)}</Text>
        </View>
      )}
    </FullPicker>
  )
}

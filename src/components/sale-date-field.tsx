/**
 * The departure date of a search within a sale window (trains, buses): the row with the date and
 * how many days ahead it is (today and tomorrow say so in the date itself), and the single-date
 * calendar it opens, from today to the last day on sale. Texts are the product's
 * `<ns>:search.daysAhead`, `<ns>:calendar.title` and `<ns>:calendar.depart`.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Calendar from '@/components/calendar'
import { dayLabels } from '@/components/calendar/labels'
import { useFormat } from '@/components/format'
import { diffDays, parseDate } from '@/domain/dates'
import type { Lang } from '@/domain/format'

export interface SaleDateProps {
  ns: string
  /** The search page's block: the row is `<block>__row`. */
  block: string
  lang: Lang
  day: string
  today: string
  lastSaleDate: string
  onPick: (day: string) => void
  testId: string
  calendarTestId: string
}

export default function SaleDateField(p: SaleDateProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const [open, setOpen] = useState(false)
  const ahead = diffDays(parseDate(p.today)!, parseDate(p.day)!)
  return (
    <>
      <View className={`${p.block}__row`} role="button" data-testid={p.testId} onClick={() => setOpen(true)}>
        <Text className={`${p.block}__date`}>{f.day(p.day, p.today)}</Text>
        <Text className={`${p.block}__hint`}>{ahead >= 2 ? t(`${p.ns}:search.daysAhead`, { count: ahead }) : ''}</Text>
        <Text className={`${p.block}__chevron`}>›</Text>
      </View>
      <Calendar
        open={open}
        title={t(`${p.ns}:calendar.title`)}
        labels={dayLabels(t, p.lang, t(`${p.ns}:calendar.depart`))}
        mode="single"
        today={p.today}
        maxDays={diffDays(parseDate(p.today)!, parseDate(p.lastSaleDate)!) + 1}
        start={p.day}
        onSelect={(a) => {
          p.onPick(a)
          setOpen(false)
        }}
        onClose={() => setOpen(false)}
        testId={p.calendarTestId}
      />
    </>
  )
}

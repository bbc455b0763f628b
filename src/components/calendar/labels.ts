/** The calendar's texts from the kit namespace; a product adds the words of its own dates. */
import type { TFunction } from 'i18next'
import { weekdayNames, type Lang } from '@/domain/format'
import type { CalendarLabels } from './index'
import '@/i18n/ns/kit'

export function calendarLabels(t: TFunction, lang: Lang, own: Pick<CalendarLabels, 'startTag' | 'endTag' | 'pickEnd' | 'nights'>): CalendarLabels {
  return {
    close: t('common:close'),
    weekdays: weekdayNames(lang),
    monthTitle: (year, month) => t('kit:calendar.monthTitle', { year, month: t(`kit:calendar.months.${month}`) }),
    today: t('kit:calendar.today'),
    tomorrow: t('kit:calendar.tomorrow'),
    ...own,
  }
}

/** A range of a product's dates, in its namespace's `calendar` texts: startTag, endTag, pickEnd and nights. */
export function rangeLabels(t: TFunction, lang: Lang, ns: string): CalendarLabels {
  return calendarLabels(t, lang, {
    startTag: t(`${ns}:calendar.startTag`),
    endTag: t(`${ns}:calendar.endTag`),
    pickEnd: t(`${ns}:calendar.pickEnd`),
    nights: (count) => t(`${ns}:calendar.nights`, { count }),
  })
}

/** One date: no end, no nights (a start's tag where a product names it). */
export function dayLabels(t: TFunction, lang: Lang, startTag = ''): CalendarLabels {
  return calendarLabels(t, lang, { startTag, endTag: '', pickEnd: '', nights: () => '' })
}

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

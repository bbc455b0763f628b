/** Display helpers of the application pages: language, money, stamps, and the shared pickers' texts. */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { CalendarLabels } from '@/components/calendar'
import type { CityPickerLabels } from '@/components/city-picker'
import { formatMoney, formatMonthDayWeekday, LANGS, weekdayNames, type Lang } from '@/domain/format'
import '@/i18n/ns/travelApply'
import { clock } from '@/core/clock'

export function asLang(language: string): Lang {
  return (LANGS as readonly string[]).includes(language) ? (language as Lang) : 'zh-CN'
}

export function money(fen: number | null | undefined): string {
  return formatMoney(fen ?? null)
}

/** Fen as the yuan a user would type back into a budget field ('6000', '6000.5'). */
export function yuanText(fen: number | null | undefined): string {
  if (typeof fen !== 'number') return ''
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2)
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A China-time stamp without the year when it is this year: '11-22 09:30', 'Nov 22, 09:30', '11/22 09:30'. */
export function stamp(text: string | null | undefined, lang: Lang, thisYear: number = clock.year()): string {
  const m = STAMP.exec(text ?? '')
  if (!m) return text ?? ''
  const [, y, mo, d, h, mi] = m
  const time = h !== undefined ? ` ${h}:${mi}` : ''
  const same = Number(y) === thisYear
  if (lang === 'en') return `${EN_MONTHS[Number(mo) - 1]} ${Number(d)}${same ? '' : `, ${y}`}${time ? `,${time}` : ''}`
  if (lang === 'ja') return `${same ? '' : `${y}/`}${mo}/${d}${time}`
  return `${same ? '' : `${y}-`}${mo}-${d}${time}`
}

export function useFormat() {
  const { t, i18n } = useTranslation()
  const lang = asLang(i18n.language)
  const day = (date: string, today?: string) => formatMonthDayWeekday(date, lang, today ? { today } : {})
  return {
    t,
    lang,
    money,
    day,
    stamp: (text: string | null | undefined) => stamp(text, lang),
    /** One day reads once; a span reads 'start – end' in the language's words. */
    range: (start: string, end: string) => (start === end || !end ? day(start) : t('travelApply:details.datesValue', { start: day(start), end: day(end) })),
  }
}

export function cityPickerLabels(t: TFunction): CityPickerLabels {
  return {
    placeholder: t('travelApply:cityPicker.placeholder'),
    current: t('travelApply:cityPicker.current'),
    recent: t('travelApply:cityPicker.recent'),
    hot: t('travelApply:cityPicker.hot'),
    currentShort: t('travelApply:cityPicker.currentShort'),
    recentShort: t('travelApply:cityPicker.recentShort'),
    hotShort: t('travelApply:cityPicker.hotShort'),
    noMatch: (keyword) => t('travelApply:cityPicker.noMatch', { keyword }),
    loading: t('common:loading'),
    error: t('travelApply:cityPicker.loadFailed'),
    retry: t('common:retry'),
    close: t('common:close'),
    clearKeyword: t('travelApply:cityPicker.clear'),
    airport: t('travelApply:cityPicker.airport'),
  }
}

export function calendarLabels(t: TFunction, lang: Lang): CalendarLabels {
  return {
    close: t('common:close'),
    weekdays: weekdayNames(lang),
    monthTitle: (year, month) => t('travelApply:calendar.monthTitle', { year, month: t(`travelApply:calendar.months.${month}`) }),
    today: t('travelApply:calendar.today'),
    tomorrow: t('travelApply:calendar.tomorrow'),
    startTag: '',
    endTag: '',
    pickEnd: '',
    // Single-date mode only: nights are never shown.
    nights: () => '',
  }
}

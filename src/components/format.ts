/**
 * One formatter for every feature: the interface language, money, dates, stamps, times and
 * durations (fares speak their discounts in flight/components/labels.ts). Amounts are integer
 * fen of the settlement currency (CNY) everywhere in the contract, so money carries the yuan
 * sign whatever currency the user picked; showing amounts converted into the chosen currency is
 * the money issue's work and will change this one place.
 */
import { useTranslation } from 'react-i18next'
import { clock } from '@/core/clock'
import { formatDate, formatDuration, formatMoney, formatMonthDayWeekday, formatTime, resolveLang, type Lang } from '@/domain/format'

/** The interface language of an i18next language code; unknown codes fall back to zh-CN. */
export const asLang = (language: string): Lang => resolveLang(language)

/** Fen of CNY as the screen shows them ('¥1,280'); nothing for a missing amount. */
export function money(fen: number | null | undefined): string {
  return formatMoney(fen ?? null)
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A China-time stamp ('yyyy-MM-dd HH:mm') as a phone shows it: '11-22 09:30', 'Nov 22, 09:30',
 * '11/22 09:30'; the year joins when it is not this year (China time). Unreadable input is shown
 * as it came.
 */
export function stamp(text: string | null | undefined, lang: Lang, thisYear: number = clock.year()): string {
  const m = STAMP.exec(text ?? '')
  if (!m) return text ?? ''
  const [, y, mo, d, h, mi] = m
  const time = h !== undefined ? ` ${h}:${mi}` : ''
  const sameYear = Number(y) === thisYear
  if (lang === 'en') return `${EN_MONTHS[Number(mo) - 1]} ${Number(d)}${sameYear ? '' : `, ${y}`}${time ? `,${time}` : ''}`
  if (lang === 'ja') return `${sameYear ? '' : `${y}/`}${mo}/${d}${time}`
  return `${sameYear ? '' : `${y}-`}${mo}-${d}${time}`
}

export interface Formatters {
  lang: Lang
  money: (fen: number | null | undefined) => string
  date: (d: string) => string
  /** '11-24 周二', with today / tomorrow when `today` is given. */
  day: (d: string, today?: string) => string
  time: (t: string) => string
  duration: (minutes: number) => string
  stamp: (text: string | null | undefined) => string
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation()
  const lang = asLang(i18n.language)
  return {
    lang,
    money,
    date: (d) => formatDate(d, lang),
    day: (d, today) => formatMonthDayWeekday(d, lang, today ? { today } : {}),
    time: (t) => formatTime(t),
    duration: (m) => formatDuration(m, lang),
    stamp: (text) => stamp(text, lang),
  }
}

/**
 * One formatter for every feature: the interface language, money, dates, stamps, times and
 * durations (fares speak their discounts in flight/components/labels.ts). Amounts are integer
 * fen of the settlement currency (CNY) everywhere in the contract; money() shows them in the
 * currency the person chose, converted at today's rate the server sends with every answer that
 * carries money (docs/money.md: one rule, rounded half away from zero to the currency's minor
 * unit), and cny() in CNY where money is paid.
 */
import { useTranslation } from 'react-i18next'
import { clock } from '@/core/clock'
import { formatDate, formatDuration, formatMinor, formatMoney, formatMonthDayWeekday, formatTime, resolveLang, type Lang } from '@/domain/format'
import { rootStore } from '@/stores'

/** The interface language of an i18next language code; unknown codes fall back to zh-CN. */
export const asLang = (language: string): Lang => resolveLang(language)

/** Fen of CNY in the chosen currency ('¥1,280', '$179.69', 'JP¥27,000'); nothing for a missing amount. */
export function money(fen: number | null | undefined): string {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return ''
  const d = rootStore.currency.display
  return d.code === 'CNY' ? formatMoney(fen) : formatMinor(rootStore.currency.convert(fen), d.units, d.symbol)
}

/** Fen in CNY, whatever the chosen currency: what is paid and settled. */
export function cny(fen: number | null | undefined): string {
  return formatMoney(fen ?? null)
}

/** What is paid: in the chosen currency with CNY beside it when they differ ('$85.21 (¥606.50)'). */
export function paid(fen: number | null | undefined): string {
  const shown = money(fen)
  return rootStore.currency.display.code === 'CNY' || !shown ? shown : `${shown} (${cny(fen)})`
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
  /** CNY whatever the chosen currency. */
  cny: (fen: number | null | undefined) => string
  /** The chosen currency with CNY beside it, where money is paid. */
  paid: (fen: number | null | undefined) => string
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
    cny,
    paid,
    date: (d) => formatDate(d, lang),
    day: (d, today) => formatMonthDayWeekday(d, lang, today ? { today } : {}),
    time: (t) => formatTime(t),
    duration: (m) => formatDuration(m, lang),
    stamp: (text) => stamp(text, lang),
  }
}

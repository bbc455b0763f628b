/**
 * Display helpers of the approval and message pages: the interface language, money in fen and
 * the server's China-time stamps ('yyyy-MM-dd HH:mm') as a phone shows them.
 */
import { useTranslation } from 'react-i18next'
import { formatMoney, formatMonthDayWeekday, LANGS, type Lang } from '@/domain/format'
import { clock } from '@/core/clock'

export function asLang(language: string): Lang {
  return (LANGS as readonly string[]).includes(language) ? (language as Lang) : 'zh-CN'
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/

/**
 * '11-22 09:30' / 'Nov 22, 09:30' / '11/22 09:30'; the year joins when it is not `thisYear`
 * (an old request reads '2025-12-30 18:00'). Unreadable input is shown as it came.
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

/** Amounts are integer fen of CNY (types/api), so the symbol is the yuan's. */
export function money(fen: number | null | undefined): string {
  return formatMoney(fen ?? null)
}

export function useFormat() {
  const { i18n } = useTranslation()
  const lang = asLang(i18n.language)
  return {
    lang,
    money,
    stamp: (text: string | null | undefined) => stamp(text, lang),
    day: (date: string) => formatMonthDayWeekday(date, lang),
  }
}

/** Money, dates and times in the interface language and the user's currency symbol. */
import { useTranslation } from 'react-i18next'
import { formatDate, formatDuration, formatMoney, formatMonthDayWeekday, formatTime, resolveLang, type Lang } from '@/domain/format'
import { useStores } from '@/stores'

export interface Formatters {
  lang: Lang
  money: (fen: number | null | undefined) => string
  date: (d: string) => string
  monthDay: (d: string, today?: string) => string
  time: (t: string) => string
  duration: (minutes: number) => string
  /** 0.45 → '4.5折' in Chinese (how fares are advertised there), '55% off' / '55%OFF' otherwise. */
  discount: (d: number) => string
}

export function discountText(d: number, lang: Lang): string {
  if (lang === 'zh-CN' || lang === 'zh-TW') return `${Math.round(d * 100) / 10}折`
  const off = Math.round((1 - d) * 100)
  return lang === 'ja' ? `${off}%OFF` : `${off}% off`
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation()
  const { currency } = useStores()
  const lang = resolveLang(i18n.language)
  return {
    lang,
    money: (fen) => formatMoney(fen ?? 0, currency.symbol),
    date: (d) => formatDate(d, lang),
    monthDay: (d, today) => formatMonthDayWeekday(d, lang, today ? { today } : {}),
    time: (t) => formatTime(t),
    duration: (m) => formatDuration(m, lang),
    discount: (d) => discountText(d, lang),
  }
}

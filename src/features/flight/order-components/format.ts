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
  }
}

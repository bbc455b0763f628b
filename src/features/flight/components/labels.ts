/**
 * Display helpers of the flight pages: language, money, discounts, the travel-policy line and the
 * texts the shared city picker and calendar take from their caller.
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { FlightRankStandard, PolicyVerdict } from '@api/flight'
import { formatTime, type Lang } from '@/domain/format'
import { asLang, money } from '@/components/format'
import type { CalendarLabels } from '@/components/calendar'
import { rangeLabels } from '@/components/calendar/labels'
import type { CityPickerLabels } from '@/components/city-picker'
import '@/features/flight/texts'

/** t of the flight namespace and the interface language, in one hook. */
export function useFlightText(): { t: TFunction; lang: Lang } {
  const { t, i18n } = useTranslation('flight')
  return { t, lang: asLang(i18n.language) }
}

/**
 * The number a discount is spoken in: Chinese fares say 折 (0.45 → 4.5, 0.8 → 8), English and
 * Japanese sites say a percentage of the full fare (45). The texts carry the unit.
 */
export function discountValue(discount: number, lang: Lang): string {
  const percent = Math.round(discount * 100)
  if (lang === 'zh-CN' || lang === 'zh-TW') return percent % 10 === 0 ? String(percent / 10) : (percent / 10).toFixed(1)
  return String(percent)
}

export function discountText(t: TFunction, lang: Lang, discount: number): string {
  return discount >= 1 ? t('flight:cabins.fullFare') : t('flight:cabins.discount', { value: discountValue(discount, lang) })
}

// Matches the airport names the server sends in each of the four languages; never shown itself.
const AIRPORT_SUFFIX = /\s*(国际机场|國際機場|机场|機場|International Airport|Airport|国際空港|空港)$/i

/**
 * The short airport name rows print, as Ctrip does: '上海虹桥国际机场' → '虹桥', 'Shanghai
 * Pudong International Airport' → 'Pudong'. A name that would shrink to nothing stays whole.
 */
export function shortAirport(airport: string, city: string): string {
  let n = airport.replace(AIRPORT_SUFFIX, '').trim()
  if (city && n.toLowerCase().startsWith(city.toLowerCase()) && n.length > city.length) n = n.slice(city.length).trim()
  return n || airport
}

/** Airport and terminal: '虹桥T2', 'Hongqiao T2'. */
export function withTerminal(airport: string, terminal: string, lang: Lang): string {
  if (!terminal) return airport
  return lang === 'en' || lang === 'ja' ? `${airport} ${terminal}` : `${airport}${terminal}`
}

/** The rules of a standard: 'Economy or lower, ≤ 75% of full fare, lowest within ±2h'. */
export function policyRules(t: TFunction, lang: Lang, rank: FlightRankStandard | null | undefined): string {
  if (!rank) return t('flight:policy.none')
  const rules: string[] = []
  if (rank.CabinClassCeiling) rules.push(t('flight:policy.cabinCeiling', { cabin: t(`flight:cabinClass.${rank.CabinClassCeiling}`) }))
  if (rank.DiscountCeiling !== null && rank.DiscountCeiling < 1)
    rules.push(t('flight:policy.discountCeiling', { value: discountValue(rank.DiscountCeiling, lang) }))
  if (rank.LowestPrice.IsEnable) rules.push(t('flight:policy.lowest', { hours: rank.LowestPrice.RangeHour }))
  if (rank.AdvanceDays) rules.push(t('flight:policy.advance', { days: rank.AdvanceDays }))
  return rules.length ? rules.join(t('flight:policy.separator')) : t('flight:policy.none')
}

/** 'Policy: Economy or lower, ≤ 75% of full fare, lowest within ±2h, book 3 days ahead'. */
export function policyLine(t: TFunction, lang: Lang, rank: FlightRankStandard | null | undefined): string {
  const rules = policyRules(t, lang, rank)
  return rank && rules !== t('flight:policy.none') ? t('flight:policy.line', { rules }) : rules
}

/**
 * Why a verdict fails (the server's sentences, already in the request's language, the lowest
 * flight named in its own) and the price to beat, as one line for rows and fares.
 */
export function verdictDetail(t: TFunction, v: PolicyVerdict): string {
  if (v.InPolicy) return ''
  const parts = v.Violations.map((x) => x.Message)
  if (!parts.length && v.LowestPriceFlight) {
    const f = v.LowestPriceFlight
    parts.push(t('flight:policy.lowestFlight', { flight: f.FlightNo, time: formatTime(f.DepartTime), price: money(f.Price) }))
  }
  if (v.PriceToBeat !== null) parts.push(t('flight:policy.priceToBeat', { price: money(v.PriceToBeat) }))
  return parts.join(t('flight:policy.separator'))
}

export function cityPickerLabels(t: TFunction): CityPickerLabels {
  return {
    placeholder: t('flight:cityPicker.placeholder'),
    current: t('flight:cityPicker.current'),
    recent: t('flight:cityPicker.recent'),
    hot: t('flight:cityPicker.hot'),
    currentShort: t('flight:cityPicker.currentShort'),
    recentShort: t('flight:cityPicker.recentShort'),
    hotShort: t('flight:cityPicker.hotShort'),
    noMatch: (keyword) => t('flight:cityPicker.noMatch', { keyword }),
    loading: t('common:loading'),
    error: t('flight:cityPicker.loadFailed'),
    retry: t('common:retry'),
    close: t('common:close'),
    clearKeyword: t('flight:cityPicker.clearKeyword'),
    airport: t('flight:cityPicker.airport'),
  }
}

export function calendarLabels(t: TFunction, lang: Lang): CalendarLabels {
  return rangeLabels(t, lang, 'flight')
}

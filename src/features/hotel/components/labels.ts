/**
 * Display helpers of the hotel pages: language, local-currency money, the policy line, stars,
 * cancellation and pay-kind words, and the texts the shared city picker and calendar take.
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { HotelPolicyVerdict, HotelRankStandard, PayKind } from '@api/hotel'
import { currencySymbol, formatMoney, type Lang } from '@/domain/format'
import { asLang, money } from '@/components/format'
import type { CalendarLabels } from '@/components/calendar'
import type { CityPickerLabels } from '@/components/city-picker'
import { rangeLabels } from '@/components/calendar/labels'
import { cityPickerLabels as kitCityPickerLabels } from '@/components/city-picker/labels'
import '@/features/hotel/texts'

export function useHotelText(): { t: TFunction; lang: Lang } {
  const { t, i18n } = useTranslation('hotel')
  return { t, lang: asLang(i18n.language) }
}

/** ISO 4217 currencies without minor units: their amounts are whole units. */
const NO_MINOR = new Set(['JPY', 'KRW', 'VND', 'IDR', 'TWD'])

/** An amount in the hotel's currency (minor units) as 'JP¥12,800' / 'US$180.50': as the server computed it. */
export function localMoney(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return ''
  if (currency === 'CNY') return nightly(amount)
  const symbol = currencySymbol(currency) || `${currency} `
  return formatMoney(NO_MINOR.has(currency) ? amount * 100 : amount, symbol)
}

/**
 * An average nightly price: as the server computed it, with the kit's one money rule (decimals
 * only when there are fen), so it matches the over-standard warning, the price lines and the
 * total (¥440.50 a night × 2 = ¥881).
 */
export function nightly(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : money(fen)
}

/**
 * A rate plan's title. The server's plan name already begins with its breakfast ('无早 · 免费取消',
 * 'Room only · free cancellation'): the breakfast words are not repeated after it.
 */
export function planTitle(p: { Name: string; BreakfastText: string }): string {
  return p.Name.trim() || p.BreakfastText
}

export function stars(n: number): string {
  return '★'.repeat(Math.max(0, Math.min(5, n)))
}

export function payKindText(t: TFunction, k: PayKind): string {
  return t(`hotel:payKind.${k}`)
}

/** The nightly cap of a standard in a city: its own cap, else its tier's (domestic) or the international one. */
export function capFor(rank: HotelRankStandard | null | undefined, city: { code: string; tier?: number | null; country: string }): number | null {
  if (!rank) return null
  const own = rank.CityCaps.find((c) => c.CityCode === city.code)
  if (own) return own.Cap
  if (city.country !== 'CN') return rank.IntlCap
  return city.tier ? (rank.TierCaps[city.tier - 1] ?? null) : null
}

/** The rules of a hotel standard: 'up to ¥600 a night here, 4 stars or lower'. */
export function policyLine(t: TFunction, rank: HotelRankStandard | null | undefined, cap: number | null | undefined): string {
  if (!rank) return t('hotel:policy.none')
  const parts: string[] = []
  if (cap !== null && cap !== undefined) parts.push(t('hotel:policy.cap', { price: money(cap) }))
  if (rank.StarCeiling) parts.push(t('hotel:policy.star', { star: rank.StarCeiling }))
  return parts.length ? t('hotel:policy.line', { rules: parts.join(t('hotel:policy.separator')) }) : t('hotel:policy.none')
}

/** Why a plan is over standard, as one line (the server's sentences are in the request's language). */
export function verdictDetail(t: TFunction, v: HotelPolicyVerdict): string {
  if (v.InPolicy) return ''
  const parts = v.Violations.map((x) => x.Message)
  if (v.PriceToBeat !== null) parts.push(t('hotel:policy.priceToBeat', { price: money(v.PriceToBeat) }))
  return parts.join(t('hotel:policy.separator'))
}

export function cityPickerLabels(t: TFunction): CityPickerLabels {
  return kitCityPickerLabels(t, { placeholder: t('hotel:cityPicker.placeholder') })
}

export function calendarLabels(t: TFunction, lang: Lang): CalendarLabels {
  return rangeLabels(t, lang, 'hotel')
}

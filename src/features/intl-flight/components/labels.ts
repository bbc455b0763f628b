/**
 * Display helpers of the international flight pages: language, places and carriers of an answer
 * by code, a fare's price in the display currency with its own currency
 * beside it, why a fare is over standard, and the texts of the kit's city picker and calendar.
 */
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { IntlCarriers, IntlFare, IntlPlaces, IntlPolicyVerdict } from '@api/intlflight'
import { FARE_RULES, type FareFamily } from '@api/intlflight-values'
import { asLang } from '@/components/format'
import { calendarLabels } from '@/components/calendar/labels'
import { cityPickerLabels } from '@/components/city-picker/labels'
import type { CalendarLabels } from '@/components/calendar'
import type { CityPickerLabels } from '@/components/city-picker'
import type { Lang } from '@/domain/format'
import { fareCurrencyText } from '@/domain/intl-flight'
import '@/features/intl-flight/texts'

export function useIntlText(): { t: TFunction; lang: Lang } {
  const { t, i18n } = useTranslation('intlFlight')
  return { t, lang: asLang(i18n.language) }
}

/** An airport of an answer: its city (and the airport's code). */
export function cityOf(places: IntlPlaces, code: string): string {
  return places[code]?.CityName ?? code
}

export function airportOf(places: IntlPlaces, code: string): string {
  const p = places[code]
  return p ? `${p.AirPortName} ${code}` : code
}

export function carrierOf(carriers: IntlCarriers, code: string): string {
  return carriers[code]?.Name ?? code
}

/** A fare's own currency beside the display amount, when it is not CNY. */
export function ownCurrency(fare: Pick<IntlFare, 'FareCurrencyTotal'>, currency: string): string {
  return currency && currency !== 'CNY' ? fareCurrencyText(fare.FareCurrencyTotal, currency) : ''
}

/** A refund line's rule in the language: per leg, its family's refund fee or non-refundable. */
export function refundRuleText(t: TFunction, money: (v: number) => string, families: readonly FareFamily[]): string {
  return families
    .map((f) => (FARE_RULES[f].RefundFee === null ? t('intlFlight:refund.ruleNone') : t('intlFlight:refund.ruleFee', { fee: money(FARE_RULES[f].RefundFee!) })))
    .join(' / ')
}

/** A leg's name: one way; outbound and return; leg 1, 2, 3 of a multi-city trip. */
export function legLabel(t: TFunction, tripType: string, index: number, count: number): string {
  if (count <= 1) return t('intlFlight:list.oneWay')
  if (tripType === 'MultiCity') return t('intlFlight:list.leg', { n: index + 1 })
  return t(index === 0 ? 'intlFlight:list.outbound' : 'intlFlight:list.inbound')
}

/** Why a fare is over standard, one line per rule. */
export function verdictText(v: IntlPolicyVerdict): string {
  return v.Violations.map((x) => x.Message).join('；')
}

export function intlCalendarLabels(t: TFunction, lang: Lang): CalendarLabels {
  return calendarLabels(t, lang, {
    startTag: t('intlFlight:calendar.depart'),
    endTag: t('intlFlight:calendar.return'),
    pickEnd: t('intlFlight:calendar.pickReturn'),
    nights: (count) => t('intlFlight:calendar.days', { count }),
  })
}

export function intlPickerLabels(t: TFunction): CityPickerLabels {
  return cityPickerLabels(t, { placeholder: t('intlFlight:picker.placeholder') })
}

/**
 * Fares of an itinerary, deterministic (docs/intl-flights.md#prices). Amounts are CNY fen; the
 * economy standard fare of a leg is 600 yuan + 0.45 yuan per great-circle km from its origin to
 * its destination, times a demand factor of the route and day (0.85–1.35), a carrier factor
 * (0.95–1.10), a nonstop premium (×1.12 nonstop, ×0.92 with two stops) and a late-booking
 * surcharge (×1.15 within 7 days of departure, ×1.30 within 3), rounded to 10 yuan. Business is
 * 3.4 × economy; each family applies its PricePct. Taxes: each departure's airport charges
 * (data.ts DEPARTURE_TAX) plus a fuel surcharge of 0.06 yuan per km flown.
 *
 * The fare currency is the currency of the first departure's country; its amounts are converted
 * from CNY with the money service's rate of the day for the company (services/money/rates.ts),
 * read under the cache generation like the envelope's CurrencyInfo.
 */
import { fromFen, isCurrencyCode, type CurrencyCode } from '../../../../types/api/money-values'
import { FARE_FAMILIES, FARE_RULES, type FareFamily, type IntlCabin } from '../../../../types/api/intlflight-values'
import type { FareFamilyInfo, IntlFamilies, IntlFare, IntlPolicyVerdict } from '../../../../types/api/intlflight'
import { cachedRead, type GenerationSource } from '../../db/generation'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { hash32, unit } from '../../lib/prng'
import { daysBetween } from '../../lib/time'
import { ratesOn, type DatedRate } from '../../services/money/rates'
import { distanceKm } from '../../services/places/places'
import { CNY_TEXT, currencyKey, money as amountText, type TextCurrency } from '../../lib/money'
import type { Itin } from './connections'
import { DEPARTURE_TAX } from './data'
import { NATION_BY_CODE } from './places'
import { it } from './texts'

export interface FareCalc {
  family: FareFamily
  base: number
  taxes: number
  total: number
}

const round10yuan = (y: number): number => Math.round(y / 10) * 10 * 100

/** The economy standard fare (fen) of a leg's itinerary booked on `today` (China day). */
export function economyStandard(itin: Itin, today: string): number {
  const first = itin[0]
  const last = itin[itin.length - 1]
  const km = distanceKm(first.def.from, last.def.to)
  const demand = 0.85 + unit(`demand|${first.def.from.city}|${last.def.to.city}|${first.date}`) * 0.5
  const carrier = 0.95 + unit(`carrier|${first.def.carrier.code}`) * 0.15
  const stops = [1.12, 1, 0.92][itin.length - 1] ?? 0.92
  const ahead = daysBetween(today, first.date)
  const late = ahead < 3 ? 1.3 : ahead < 7 ? 1.15 : 1
  return round10yuan((600 + km * 0.45) * demand * carrier * stops * late)
}

export function taxesOf(itin: Itin): number {
  const airport = itin.reduce((s, x) => s + (DEPARTURE_TAX[x.def.from.country] ?? DEPARTURE_TAX.XX), 0)
  const fuel = Math.round(itin.reduce((s, x) => s + x.def.km, 0) * 0.06) * 100
  return airport + fuel
}

export function fareOf(itin: Itin, family: FareFamily, today: string): FareCalc {
  const rule = FARE_RULES[family]
  const std = economyStandard(itin, today)
  const cabinBase = rule.Cabin === 'Business' ? std * 3.4 : std
  const base = round10yuan((cabinBase * rule.PricePct) / 100 / 100)
  const taxes = taxesOf(itin)
  return { family, base, taxes, total: base + taxes }
}

export const familiesOf = (cabin?: IntlCabin): FareFamily[] => FARE_FAMILIES.filter((f) => !cabin || FARE_RULES[f].Cabin === cabin)

/** Seats the airline sells in a cabin of a flight on a date (the inventory's first count). */
export function capacityOf(flightNo: string, date: string, cabin: IntlCabin): number {
  const h = hash32(`seats|${flightNo}|${date}|${cabin}`)
  return cabin === 'Business' ? 6 + (h % 18) : 40 + (h % 120)
}

// ---------------------------------------------------------------------------------------------
// Currency

const cachedRates = cachedRead(
  (companyId: number, day: string) => `intl|${companyId}|${day}`,
  (db, companyId: number, day: string) => ratesOn(db as Db, companyId, day),
  500,
)

export interface FareMoney {
  code: CurrencyCode
  rate: DatedRate
}

export async function fareCurrency(src: GenerationSource, companyId: number, day: string, country: string): Promise<FareMoney> {
  const wanted = NATION_BY_CODE.get(country)?.currency ?? 'USD'
  const code: CurrencyCode = isCurrencyCode(wanted) ? wanted : 'USD'
  const rates = await cachedRates(src, companyId, day)
  const rate = rates.get(code) ?? rates.get('CNY')!
  return { code: rates.has(code) ? code : 'CNY', rate }
}

export const inCurrency = (fen: number, m: FareMoney): number => fromFen(fen, m.code, m.rate.rateMicro)

// ---------------------------------------------------------------------------------------------
// Words

export const familyName = (f: FareFamily, lang: Lang): string => it(lang, `fam${f}`)
export const cabinName = (c: IntlCabin, lang: Lang): string => it(lang, `cab${c}`)

/** A family's rules in words; `cur`: the currency the fees are quoted in (the caller's display currency). */
export function ruleSummary(f: FareFamily, lang: Lang, cur: TextCurrency = CNY_TEXT): string[] {
  const r = FARE_RULES[f]
  return [
    r.Bags ? it(lang, 'ruleBags', { n: r.Bags, kg: r.BagKg }) : it(lang, 'ruleNoBags'),
    it(lang, 'ruleCabinBag', { kg: r.CabinBagKg }),
    it(lang, r.SeatChoice === 'Paid' ? 'ruleSeatPaid' : r.SeatChoice === 'Standard' ? 'ruleSeatStandard' : 'ruleSeatAny'),
    r.ChangeFee === null
      ? it(lang, 'ruleNoChange')
      : r.ChangeFee === 0
        ? it(lang, 'ruleChangeFree')
        : it(lang, 'ruleChangeFee', { fee: amountText(r.ChangeFee, cur) }),
    r.RefundFee === null
      ? it(lang, 'ruleNoRefund')
      : r.RefundFee === 0
        ? it(lang, 'ruleRefundFree')
        : it(lang, 'ruleRefundFee', { fee: amountText(r.RefundFee, cur) }),
  ]
}

/** One fare as the client reads it. */
export function fareItem(c: FareCalc, money: FareMoney, seats: number, policy: IntlPolicyVerdict): IntlFare {
  return {
    Family: c.family,
    Cabin: FARE_RULES[c.family].Cabin,
    BaseFare: c.base,
    Taxes: c.taxes,
    Total: c.total,
    FareCurrencyTotal: inCurrency(c.total, money),
    Seats: seats,
    Policy: policy,
  }
}

/** By family, language and the currency the fees are quoted in (its rate moves day by day: bounded). */
const infos = new Map<string, FareFamilyInfo>()
const INFOS_LIMIT = 2000
/** The Families of an answer: rules and words of the families it mentions. */
export function familyInfos(families: Iterable<FareFamily>, lang: Lang, cur: TextCurrency = CNY_TEXT): IntlFamilies {
  const out: IntlFamilies = {}
  for (const f of families) {
    if (out[f]) continue
    const key = `${f}|${lang}|${currencyKey(cur)}`
    let info = infos.get(key)
    if (!info && infos.size >= INFOS_LIMIT) infos.clear()
    if (!info) infos.set(key, (info = { ...FARE_RULES[f], Family: f, Name: familyName(f, lang), Summary: ruleSummary(f, lang, cur) }))
    out[f] = info
  }
  return out
}

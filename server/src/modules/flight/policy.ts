/**
 * The travel-policy engine for flights (差旅标准), pure: a rank's rules applied to a choice among
 * the fares of one route and day (docs/flights.md#travel-standard-policy).
 *
 * Rules: lowest fare within ±RangeHour of the chosen departure (plus a tolerance), highest cabin
 * class, highest economy discount, minimum days booked ahead. A fare is "allowed" when its class
 * and discount fit; the lowest-fare rule compares against allowed fares with seats only.
 *
 * PriceToBeat — the most the company pays for an adult fare under mixed payment:
 *   lowest rule on:  the lowest allowed fare within the window + tolerance;
 *   lowest rule off: the dearest allowed fare on the chosen flight;
 *   nothing allowed there: the cheapest allowed fare of the day; none at all: null (no cap).
 * An in-policy choice never costs more than its PriceToBeat, so it has no personal part.
 */
import type { CabinClass, LowestPriceFlight, PolicyVerdict, Violation } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { hhmm } from '../../lib/time'
import { cabinClassName, violation } from './labels'
import { CNY_TEXT, money, yuan, type TextCurrency } from '../../lib/money'
import type { StandardRank } from '../../kernel/ranks/rows'

export interface FlightPolicy extends StandardRank {
  lowestEnabled: boolean
  rangeHour: number
  /** fen */
  tolerance: number
  cabinCeiling: CabinClass | null
  /** 0..1, e.g. 0.8 */
  discountCeiling: number | null
  advanceDays: number | null
}

export interface PolicyCabin {
  code: string
  cls: CabinClass
  price: number
  discount: number
  seats: number
}

export interface PolicyFlight {
  flightNo: string
  depMin: number
  cabins: PolicyCabin[]
}

export const CLASS_RANK: Record<CabinClass, number> = { Economy: 0, Premium: 1, Business: 2, First: 3 }

export const NO_POLICY: PolicyVerdict = { InPolicy: true, Violations: [], PriceToBeat: null, LowestPriceFlight: null }

export function classAllowed(p: FlightPolicy, cls: CabinClass): boolean {
  return p.cabinCeiling === null || CLASS_RANK[cls] <= CLASS_RANK[p.cabinCeiling]
}

export function discountAllowed(p: FlightPolicy, c: Pick<PolicyCabin, 'cls' | 'discount'>): boolean {
  return c.cls !== 'Economy' || p.discountCeiling === null || c.discount <= p.discountCeiling + 1e-9
}

export const isAllowed = (p: FlightPolicy, c: PolicyCabin): boolean => classAllowed(p, c.cls) && discountAllowed(p, c)

/** '8' for 0.8, '7.5' for 0.75: how Chinese fares name discounts (折). */
export const zhe = (d: number): string => String(Math.round(d * 100) / 10)

/** One policy over one route-day: precomputes each flight's cheapest allowed fare. */
export class DayPolicy {
  private readonly cheapest: ({ price: number; code: string } | null)[]

  constructor(
    readonly policy: FlightPolicy,
    private readonly flights: readonly PolicyFlight[],
    private readonly daysAhead: number,
  ) {
    this.cheapest = flights.map((f) => {
      let best: { price: number; code: string } | null = null
      for (const c of f.cabins) if (c.seats > 0 && isAllowed(policy, c) && (!best || c.price < best.price)) best = { price: c.price, code: c.code }
      return best
    })
  }

  /** Lowest allowed fare of flights departing within ±RangeHour of depMin (inclusive). */
  lowestInWindow(depMin: number): LowestPriceFlight | null {
    const range = this.policy.rangeHour * 60
    let best: LowestPriceFlight | null = null
    this.flights.forEach((f, i) => {
      const c = this.cheapest[i]
      if (!c || Math.abs(f.depMin - depMin) > range) return
      if (!best || c.price < best.Price) best = { FlightNo: f.flightNo, DepartTime: hhmm(f.depMin), CabinCode: c.code, Price: c.price }
    })
    return best
  }

  priceToBeat(flight: PolicyFlight): number | null {
    const p = this.policy
    if (p.lowestEnabled) {
      const low = this.lowestInWindow(flight.depMin)
      if (low) return low.Price + p.tolerance
    } else {
      let max: number | null = null
      for (const c of flight.cabins) if (c.seats > 0 && isAllowed(p, c) && (max === null || c.price > max)) max = c.price
      if (max !== null) return max
    }
    let dayLow: number | null = null
    for (const c of this.cheapest) if (c && (dayLow === null || c.price < dayLow)) dayLow = c.price
    return dayLow
  }

  /** `cur`: the currency the texts quote amounts in (the caller's display currency). */
  verdict(flight: PolicyFlight, cabin: PolicyCabin, lang: Lang, cur: TextCurrency = CNY_TEXT): PolicyVerdict {
    const p = this.policy
    const violations: Violation[] = []
    let lowestFlight: LowestPriceFlight | null = null
    if (p.lowestEnabled) {
      const low = this.lowestInWindow(flight.depMin)
      if (low && cabin.price > low.Price + p.tolerance) {
        lowestFlight = low
        violations.push(violation('LowestPrice', lang, { hours: p.rangeHour, flight: low.FlightNo, time: low.DepartTime, price: yuan(low.Price) }, cur))
      }
    }
    if (!classAllowed(p, cabin.cls)) {
      violations.push(violation('CabinClass', lang, { cabin: p.cabinCeiling! }))
    }
    if (!discountAllowed(p, cabin)) {
      const d = p.discountCeiling!
      violations.push(violation('Discount', lang, { discount: zhe(d), percent: Math.round(d * 100) }))
    }
    if (p.advanceDays !== null && this.daysAhead < p.advanceDays) {
      violations.push(violation('AdvanceDays', lang, { days: p.advanceDays }))
    }
    return { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: this.priceToBeat(flight), LowestPriceFlight: lowestFlight }
  }
}

/**
 * Several travellers with different ranks: out of policy if any is, violations once per kind,
 * the smallest PriceToBeat (the company pays what the strictest rule allows).
 */
export function mergeVerdicts(verdicts: readonly PolicyVerdict[]): PolicyVerdict {
  if (verdicts.length === 0) return NO_POLICY
  if (verdicts.length === 1) return verdicts[0]
  const seen = new Set<string>()
  const violations: Violation[] = []
  let ptb: number | null = null
  let lowest: LowestPriceFlight | null = null
  for (const v of verdicts) {
    for (const x of v.Violations) if (!seen.has(x.Kind)) (seen.add(x.Kind), violations.push(x))
    if (v.PriceToBeat !== null && (ptb === null || v.PriceToBeat < ptb)) ptb = v.PriceToBeat
    lowest ??= v.LowestPriceFlight
  }
  return { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: ptb, LowestPriceFlight: lowest }
}

/** Mixed payment of one adult fare: the company pays up to PriceToBeat, the traveller the rest. */
export function splitFare(fare: number, priceToBeat: number | null): { company: number; personal: number } {
  if (priceToBeat === null || fare <= priceToBeat) return { company: fare, personal: 0 }
  return { company: priceToBeat, personal: fare - priceToBeat }
}

/** The rank's rules as short sentences ('my travel standard'). */
export function policySummary(
  p: FlightPolicy,
  lang: Lang,
  summary: (key: 'lowest' | 'lowestTolerance' | 'cabin' | 'discount' | 'advance' | 'none', params?: Record<string, string | number>) => string,
  cur: TextCurrency = CNY_TEXT,
): string[] {
  const out: string[] = []
  if (p.lowestEnabled)
    out.push(summary('lowest', { hours: p.rangeHour }) + (p.tolerance > 0 ? summary('lowestTolerance', { price: money(p.tolerance, cur) }) : ''))
  if (p.cabinCeiling) out.push(summary('cabin', { cabin: cabinClassName(p.cabinCeiling, lang) }))
  if (p.discountCeiling !== null) out.push(summary('discount', { discount: zhe(p.discountCeiling), percent: Math.round(p.discountCeiling * 100) }))
  if (p.advanceDays !== null) out.push(summary('advance', { days: p.advanceDays }))
  return out.length ? out : [summary('none')]
}

/**
 * Re-pricing chosen fares: shared by domesticFlightv2/checkOrderPrice and flight/submitBooking.
 * A flight or class no longer on sale is 305 (re-query); a different current fare is reported
 * with the new price (PriceChanged, or 318 at submit); too few seats is 305.
 */
import type { PolicyVerdict, PriceCheckResult, SegmentChoice, SegmentQuote, PaymentType } from '../../../../types/api/flight'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { localName } from '../../services/places/places'
import { offerExpired } from './texts'
import { mergeVerdicts, NO_POLICY, type FlightPolicy } from './policy'
import { distinctPolicies } from './rank'
import { evaluatorsFor, loadRouteDay, resolveRoute, type RouteDay } from './search'
import type { FlightDay } from './inventory'
import type { PricedCabin } from './rows'
import { priceBooking, type Quote, type SegmentForPricing } from './pricing'
import { textCurrencyOf } from '../../services/money/rates'
import type { PaxType } from './fares'

export interface PickedSegment {
  choice: SegmentChoice
  rd: RouteDay
  day: FlightDay
  cabin: PricedCabin
  /** Merged verdict of all travellers (what the screen shows). */
  verdict: PolicyVerdict
  /** Verdict per traveller, in passenger order. */
  perTraveller: PolicyVerdict[]
}

/** Finds each chosen fare in today's inventory; throws 305 when a flight or class is gone. */
export async function pickSegments(
  ctx: AuthedContext,
  choices: readonly SegmentChoice[],
  policies: readonly (FlightPolicy | null)[],
): Promise<PickedSegment[]> {
  const out: PickedSegment[] = []
  const cur = await textCurrencyOf(ctx)
  for (const choice of choices) {
    const route = resolveRoute(choice.DepartCityCode, choice.ArriveCityCode)
    const rd = await loadRouteDay(ctx, route, choice.DepartDate)
    const index = rd.days.findIndex((d) => d.flight.flightNo === choice.FlightNo)
    if (index < 0) throw offerExpired('flightChanged')
    const cabin = rd.priced[index].find((c) => c.offer.code === choice.CabinCode)
    if (!cabin) throw offerExpired('flightChanged')
    const distinct = distinctPolicies(policies)
    const evaluators = evaluatorsFor(rd, distinct)
    const pf = rd.policyFlights[index]
    const pc = pf.cabins.find((c) => c.code === choice.CabinCode)!
    const byRank = new Map(evaluators.map((e) => [e.policy.rankId, e.verdict(pf, pc, ctx.lang, cur)]))
    const perTraveller = policies.map((p) => (p ? byRank.get(p.rankId)! : NO_POLICY))
    out.push({ choice, rd, day: rd.days[index], cabin, verdict: mergeVerdicts([...byRank.values()]), perTraveller })
  }
  return out
}

export const seatTakers = (types: readonly PaxType[]): number => types.filter((t) => t !== 'Infant').length

export function segmentQuotes(picked: readonly PickedSegment[]): SegmentQuote[] {
  return picked.map((p) => ({
    FlightNo: p.choice.FlightNo,
    DepartDate: p.choice.DepartDate,
    CabinCode: p.choice.CabinCode,
    OldPrice: p.choice.Price,
    NewPrice: p.cabin.offer.price,
    SeatsLeft: Math.max(0, Math.min(9, p.cabin.seats)),
    Policy: p.verdict,
  }))
}

export const priceChanged = (picked: readonly PickedSegment[]): boolean => picked.some((p) => p.cabin.offer.price !== p.choice.Price)

export function routeLabel(p: PickedSegment, lang: Lang): string {
  return `${localName(p.day.flight.depCity.names, lang)}-${localName(p.day.flight.arrCity.names, lang)}`
}

export function quoteFor(
  picked: readonly PickedSegment[],
  types: readonly PaxType[],
  paymentType: PaymentType,
  insurance: boolean,
  freeInsurance: boolean,
  lang: Lang,
): Quote {
  const segments: SegmentForPricing[] = picked.map((p) => ({
    offer: p.cabin.offer,
    km: p.day.flight.fareKm,
    label: routeLabel(p, lang),
    priceToBeat: p.perTraveller.map((v) => v.PriceToBeat),
  }))
  return priceBooking(segments, types, { paymentType, insurance, freeInsurance }, lang)
}

export function priceCheckResult(picked: readonly PickedSegment[], quote: Quote): PriceCheckResult {
  return { PriceChanged: priceChanged(picked), Segments: segmentQuotes(picked), PriceDetail: quote.detail }
}

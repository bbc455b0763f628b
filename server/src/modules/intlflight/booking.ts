/**
 * intlflight/checkPrice and intlflight/submitBooking (and the order of a confirmed inquiry
 * sheet, inquiry.ts, through placeOrder).
 *
 * A selection names one itinerary and fare family per leg; it is rebuilt from the timetable
 * (connections.ts parseKey: a connection the search would not offer is refused) and must leave
 * at least an hour from now, each leg after the previous one lands. The quote adds the
 * passengers' documents (refused 1120 when expired or ending before the trip; a warning under 6
 * months), the standard's verdict, the seats left and the visa reminders.
 *
 * The submit checks, in order: the payment permission, the request id (a replay answers the
 * earlier order; other contents 1014), the selection, the passengers, the price the screen showed
 * (1110 with the new quote otherwise), the seats (1110), the reason for a fare over standard,
 * contacts and company fields. The order kernel writes the order in ONE transaction whose first
 * statements take the seats of every segment (a lost race rolls everything back: 1110). Approval
 * as for every product, right after the commit; the cashier (Pay/intlflightpaystart) issues.
 */
import type { PaymentType } from '../../../../types/api/flight'
import type {
  IntlFare,
  IntlItinerary,
  IntlPassengerInput,
  IntlPolicyVerdict,
  IntlPriceDetail,
  IntlQuoteReq,
  IntlQuoteRes,
  IntlSelection,
  IntlSubmitReq,
  IntlSubmitRes,
} from '../../../../types/api/intlflight'
import { FARE_RULES, LEG_GAP_MINUTES, type FareFamily, type IntlCabin } from '../../../../types/api/intlflight-values'
import type { AuthedContext } from '../../http/context'
import { submitAnswer } from '../../kernel/orders/create'
import { companySetting } from '../../kernel/orders/setting-cache'
import { submitBooking as submitOrder, type Booking } from '../../kernel/orders/submit'
import type { OrderDoc } from '../../kernel/orders/tables'
import { displayName } from '../../lib/names'
import { chinaDay } from '../../lib/time'
import { parseKey, type Itin, type Resolved } from './connections'
import { familyInfos, familyName, fareOf, inCurrency, type FareCalc } from './fares'
import { carriersOf, placesOf } from './places'
import { fewestSeats, seatsLeft, takeSeats, type SeatNeed } from './inventory'
import { checkPassengers, visaReminders, type CheckedPassenger } from './passengers'
import { intlVerdict, type IntlTravellers } from './policy'
import { INTL_FLIGHT } from './product'
import { flyingMinutes, itineraryItem, lowestFares, moneyFor, SALE_CLOSES_MS, type ItineraryContext } from './search'
import { airportsOf, localDate } from './schedule'
import type { IntlOrderDoc } from './tables'
import { invalid, it, offerExpired } from './texts'
import { writeOrderRows } from './tickets'
import type { TextCurrency } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'

const cabinOf = (f: FareFamily): IntlCabin => FARE_RULES[f].Cabin

/** The legs a selection names, checked against the trip type and the clock. */
export function resolveSelections(tripType: string, sels: readonly IntlSelection[], now: Date): Resolved {
  const legs = sels.map((s) => parseKey(s.ItineraryKey))
  if (legs.some((l) => !l)) throw invalid('ifItineraryUnknown')
  const ok = legs as Itin[]
  const n = ok.length
  const back = n === 2 && ok[1][ok[1].length - 1].def.to.city === ok[0][0].def.from.city
  if ((tripType === 'OneWay' && n !== 1) || (tripType === 'RoundTrip' && !back) || (tripType === 'MultiCity' && n < 2)) throw invalid('ifLegCount')
  if (ok[0][0].depart <= now.getTime() + SALE_CLOSES_MS) throw offerExpired('ifDeparted')
  for (let i = 1; i < n; i++) {
    const prev = ok[i - 1]
    if (ok[i][0].depart < prev[prev.length - 1].arrive + LEG_GAP_MINUTES * 60_000) throw invalid('ifLegOrder', { n: i + 1 })
  }
  const last = ok[n - 1][ok[n - 1].length - 1]
  return { legs: ok, families: sels.map((s) => s.Family), tripEnd: localDate(last.arrive, last.def.to), firstDate: ok[0][0].date }
}

export const seatNeeds = (r: Pick<Resolved, 'legs' | 'families'>): SeatNeed[] =>
  r.legs.flatMap((l, i) => l.map((s) => ({ flightNo: s.def.no, date: s.date, cabin: cabinOf(r.families[i]) })))

export interface Priced {
  calcs: FareCalc[]
  perPassenger: number
  verdict: IntlPolicyVerdict
}

/** The fares and the verdict of a selection; `lowest` null: the lowest-price rule is not judged (a consultant's price). */
export function priceSelection(
  r: Resolved,
  travellers: IntlTravellers,
  today: string,
  lang: AuthedContext['lang'],
  lowest: ItineraryContext['lowest'] | null,
  cur: TextCurrency,
): Priced {
  const calcs = r.legs.map((l, i) => fareOf(l, r.families[i], today))
  const needLowest = lowest !== null && travellers.policies.some((p) => p?.lowestPricePct != null)
  const verdict = intlVerdict(
    travellers.policies,
    r.legs.map((l, i) => ({
      cabin: cabinOf(r.families[i]),
      flyingMinutes: flyingMinutes(l),
      total: calcs[i].total,
      economyTotal: fareOf(l, 'EconomyStandard', today).total,
      lowestTotal: needLowest ? lowest(l, r.families[i]) : null,
    })),
    r.firstDate,
    today,
    lang,
    1,
    cur,
  )
  return { calcs, perPassenger: calcs.reduce((s, c) => s + c.total, 0), verdict }
}

/** Who pays one passenger's `price` under the payment type (Mixed: the company up to the cap). */
export function splitTicket(price: number, cap: number | null, paymentType: PaymentType): { company: number; personal: number } {
  if (paymentType === 'Company') return { company: price, personal: 0 }
  if (paymentType === 'Personal') return { company: 0, personal: price }
  const company = cap === null ? price : Math.min(price, cap)
  return { company, personal: price - company }
}

export async function priceDetail(
  ctx: AuthedContext,
  r: Resolved,
  legFares: readonly { base: number; taxes: number }[],
  n: number,
  split: { company: number; personal: number },
  today: string,
): Promise<IntlPriceDetail> {
  const money = await moneyFor(ctx, today)(r.legs[0][0].def.from.country)
  const lines: IntlPriceDetail['Lines'] = []
  r.legs.forEach((l, i) => {
    const route = `${l[0].def.from.code}-${l[l.length - 1].def.to.code}`
    lines.push({
      Kind: 'Fare',
      Label: familyName(r.families[i], ctx.lang),
      UnitPrice: legFares[i].base,
      Count: n,
      Amount: legFares[i].base * n,
      Detail: `${route} ${l.map((s) => s.def.no).join('/')} ${l[0].date}`,
    })
    lines.push({ Kind: 'Taxes', Label: it(ctx.lang, 'lnTaxes'), UnitPrice: legFares[i].taxes, Count: n, Amount: legFares[i].taxes * n, Detail: route })
  })
  const total = (split.company + split.personal) * n
  return {
    Total: total,
    CompanyAmount: split.company * n,
    PersonalAmount: split.personal * n,
    Lines: lines,
    FareCurrency: money.code,
    FareCurrencyTotal: inCurrency(total, money),
  }
}

async function legsOut(ctx: AuthedContext, r: Resolved, travellers: IntlTravellers, today: string, now: Date, cur: TextCurrency): Promise<IntlItinerary[]> {
  const c: ItineraryContext = {
    policies: travellers.policies,
    today,
    lang: ctx.lang,
    cur,
    money: moneyFor(ctx, today),
    lowest: lowestFares(today, now.getTime() + SALE_CLOSES_MS),
  }
  return Promise.all(r.legs.map((l, i) => itineraryItem(l, c, i + 1, undefined, [r.families[i]])))
}

export async function quote(ctx: AuthedContext, req: IntlQuoteReq): Promise<IntlQuoteRes> {
  const now = ctx.now()
  const today = chinaDay(now)
  const r = resolveSelections(req.TripType, req.Selections, now)
  const [p, cur] = await Promise.all([checkPassengers(ctx, req.Passengers, r.tripEnd, today), textCurrencyOf(ctx)])
  const priced = priceSelection(r, p.travellers, today, ctx.lang, lowestFares(today, now.getTime() + SALE_CLOSES_MS), cur)
  const legs = await legsOut(ctx, r, p.travellers, today, now, cur)
  const fares: IntlFare[] = legs.map((l) => l.Fares[0])
  const split = splitTicket(priced.perPassenger, priced.verdict.PriceToBeat, 'Company')
  const left = fewestSeats(await seatsLeft(ctx.db, seatNeeds(r)))
  return {
    Legs: legs,
    Places: placesOf(
      legs.flatMap((l) => l.Segments),
      ctx.lang,
    ),
    Carriers: carriersOf(
      legs.flatMap((l) => l.Segments),
      ctx.lang,
    ),
    Families: familyInfos(r.families, ctx.lang, cur),
    Fares: fares,
    PricePerPassenger: priced.perPassenger,
    PriceDetail: await priceDetail(ctx, r, priced.calcs, req.Passengers.length, split, today),
    Policy: priced.verdict,
    SeatsLeft: left,
    Warnings: p.warnings,
    Visa: visaReminders(r.legs, airportsOf(r.legs[0][0].def.from.code)[0].country, ctx.lang),
    TripEndDate: r.tripEnd,
  }
}

/**
 * A consultant's price per passenger over the legs: each leg keeps its taxes, the rest is fare,
 * shared in proportion to the legs' own fares (the last leg takes the rounding). The answer
 * refuses a price below the taxes (inquiry.ts).
 */
export function spreadPrice(calcs: readonly FareCalc[], price: number): { base: number; taxes: number }[] {
  const taxes = calcs.reduce((s, c) => s + c.taxes, 0)
  const fare = Math.max(0, price - taxes)
  const own = calcs.reduce((s, c) => s + c.base, 0) || 1
  let given = 0
  return calcs.map((c, i) => {
    const base = i === calcs.length - 1 ? fare - given : Math.round((fare * c.base) / own)
    given += base
    return { base, taxes: c.taxes }
  })
}

/** What an international order books: the legs, who flies, how they pay; `sheetNo` links an inquiry sheet. */
export interface Selection {
  TripType: string
  Selections: IntlSelection[]
  Passengers: IntlPassengerInput[]
  PaymentType: PaymentType
  sheetNo: string
}

/**
 * The checks and price of a selection: checked passengers and seats left, the standard's verdict,
 * the price per passenger (the fares', or a consultant's `override` for an inquiry sheet);
 * `expected` is the price the screen showed (1110 when it moved). The seats are taken in the
 * order's transaction; `warnings` receives the passengers' document warnings.
 */
export async function prepareSelection(
  ctx: AuthedContext,
  o: Selection,
  expected: number,
  override: number | null,
  warnings: IntlSubmitRes['Warnings'],
): Promise<Booking> {
  const now = ctx.now()
  const today = chinaDay(now)
  const r = resolveSelections(o.TripType, o.Selections, now)
  const p = await checkPassengers(ctx, o.Passengers, r.tripEnd, today)
  warnings.push(...p.warnings)
  const priced = priceSelection(
    r,
    p.travellers,
    today,
    ctx.lang,
    override === null ? lowestFares(today, now.getTime() + SALE_CLOSES_MS) : null,
    await textCurrencyOf(ctx),
  )
  const perPassenger = override ?? priced.perPassenger
  if (perPassenger !== expected) throw offerExpired('ifPriceChanged', { PricePerPassenger: perPassenger, Policy: priced.verdict })
  const n = p.passengers.length
  const needs = seatNeeds(r)
  if (fewestSeats(await seatsLeft(ctx.db, needs)) < n) throw offerExpired('ifSoldOut')
  const taxes = priced.calcs.reduce((s, c) => s + c.taxes, 0)
  const legFares = override === null ? priced.calcs.map((c) => ({ base: c.base, taxes: c.taxes })) : spreadPrice(priced.calcs, override)
  const cap = priced.verdict.PriceToBeat === null ? null : Math.min(priced.verdict.PriceToBeat, perPassenger)
  const split = splitTicket(perPassenger, cap, o.PaymentType)
  const setting = await companySetting(ctx, ctx.caller.companyId)
  const { rankIds } = p.travellers.persons
  const detail = await priceDetail(ctx, r, legFares, n, split, today)
  const places = r.legs.flatMap((l) => [l[0].def.from, l[l.length - 1].def.to])
  return {
    product: INTL_FLIGHT,
    settings: setting.IntlFlightSettings.NormalSettings,
    tripType: o.TripType,
    amounts: detail,
    travellers: p.passengers.map((x, i) => ({ traveller: x.traveller, paxType: 'Adult', rankId: rankIds[i] })),
    searchWords: [
      ...p.passengers.map((x: CheckedPassenger) => `${displayName(x.traveller)} ${x.traveller.lastName}${x.traveller.firstName}`),
      ...r.legs.flatMap((l) => l.map((s) => s.def.no)),
      ...places.flatMap((a) => [a.code, a.cityCn, a.cityEn]),
      o.sheetNo,
    ],
    allInPolicy: priced.verdict.InPolicy,
    reasonAsks: priced.verdict.InPolicy ? [] : [{ index: 0, rules: ['Policy'], missing: () => invalid('ifReasonRequired') }],
    doc: (reasons) =>
      ({
        TripType: o.TripType,
        Selections: o.Selections,
        PriceDetail: detail,
        Policy: priced.verdict,
        PolicyReason: reasons.get(0) ?? '',
        InquirySheetNo: o.sheetNo,
      }) satisfies Omit<IntlOrderDoc, keyof OrderDoc>,
    hold: (trx, at) => takeSeats(trx, needs, n, at),
    soldOut: () => offerExpired('ifSoldOut'),
    write: (trx, order, _reasons, at) => writeOrderRows(trx, order, r, p.passengers, perPassenger, taxes, split, at),
  }
}

export async function submitBooking(ctx: AuthedContext, req: IntlSubmitReq): Promise<IntlSubmitRes> {
  const warnings: IntlSubmitRes['Warnings'] = []
  const placed = await submitOrder(ctx, req, () => prepareSelection(ctx, { ...req, sheetNo: '' }, req.PricePerPassenger, null, warnings))
  return { ...submitAnswer<IntlPriceDetail>(placed.order, placed.replayed), Warnings: warnings }
}

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
import type { PowerKey } from '../../../../types/api'
import type { PaymentType } from '../../../../types/api/flight'
import type { IntlFare, IntlItinerary, IntlPassengerInput, IntlPolicyVerdict, IntlPriceDetail, IntlQuoteReq, IntlQuoteRes, IntlSelection, IntlSubmitReq, IntlSubmitRes } from '../../../../types/api/intlflight'
import { FARE_RULES, LEG_GAP_MINUTES, type FareFamily, type IntlCabin } from '../../../../types/api/intlflight-values'
import type { AuthedContext } from '../../http/context'
import { needsApproval } from '../../kernel/orders/approval'
import { resolveCompanyFields } from '../../kernel/orders/company-fields'
import { checkContacts } from '../../kernel/orders/contacts'
import { createOrder, orderByRequest, submitAnswer } from '../../kernel/orders/create'
import { requestFingerprint } from '../../kernel/orders/fingerprint'
import { paymentTypeName } from '../../kernel/orders/labels'
import { storedReason } from '../../kernel/orders/reason-text'
import { companySetting } from '../../kernel/orders/setting-cache'
import type { OrderRow } from '../../kernel/orders/tables'
import { invalid as invalidOrder } from '../../kernel/orders/texts'
import { displayName } from '../../lib/names'
import { chinaDay } from '../../lib/time'
import { assertPower } from '../../services/power'
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

const PAY_POWER: Record<PaymentType, PowerKey> = {
  Company: 'PaymentPermission.CompanyPay',
  Personal: 'PaymentPermission.PersonalPay',
  Mixed: 'PaymentPermission.MixedPay',
}

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

export const seatNeeds = (r: Pick<Resolved, 'legs' | 'families'>): SeatNeed[] => r.legs.flatMap((l, i) => l.map((s) => ({ flightNo: s.def.no, date: s.date, cabin: cabinOf(r.families[i]) })))

export interface Priced {
  calcs: FareCalc[]
  perPassenger: number
  verdict: IntlPolicyVerdict
}

/** The fares and the verdict of a selection; `lowest` null: the lowest-price rule is not judged (a consultant's price). */
export function priceSelection(r: Resolved, travellers: IntlTravellers, today: string, lang: AuthedContext['lang'], lowest: ItineraryContext['lowest'] | null): Priced {
  const calcs = r.legs.map((l, i) => fareOf(l, r.families[i], today))
  const needLowest = lowest !== null && travellers.policies.some((p) => p?.lowestPricePct != null)
  const verdict = intlVerdict(
    travellers.policies,
    r.legs.map((l, i) => ({ cabin: cabinOf(r.families[i]), flyingMinutes: flyingMinutes(l), total: calcs[i].total, economyTotal: fareOf(l, 'EconomyStandard', today).total, lowestTotal: needLowest ? lowest(l, r.families[i]) : null })),
    r.firstDate,
    today,
    lang,
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

export async function priceDetail(ctx: AuthedContext, r: Resolved, legFares: readonly { base: number; taxes: number }[], n: number, split: { company: number; personal: number }, today: string): Promise<IntlPriceDetail> {
  const money = await moneyFor(ctx, today)(r.legs[0][0].def.from.country)
  const lines: IntlPriceDetail['Lines'] = []
  r.legs.forEach((l, i) => {
    const route = `${l[0].def.from.code}-${l[l.length - 1].def.to.code}`
    lines.push({ Kind: 'Fare', Label: familyName(r.families[i], ctx.lang), UnitPrice: legFares[i].base, Count: n, Amount: legFares[i].base * n, Detail: `${route} ${l.map((s) => s.def.no).join('/')} ${l[0].date}` })
    lines.push({ Kind: 'Taxes', Label: it(ctx.lang, 'lnTaxes'), UnitPrice: legFares[i].taxes, Count: n, Amount: legFares[i].taxes * n, Detail: route })
  })
  const total = (split.company + split.personal) * n
  return { Total: total, CompanyAmount: split.company * n, PersonalAmount: split.personal * n, Lines: lines, FareCurrency: money.code, FareCurrencyTotal: inCurrency(total, money) }
}

async function legsOut(ctx: AuthedContext, r: Resolved, travellers: IntlTravellers, today: string, now: Date): Promise<IntlItinerary[]> {
  const c: ItineraryContext = { policies: travellers.policies, today, lang: ctx.lang, money: moneyFor(ctx, today), lowest: lowestFares(today, now.getTime() + SALE_CLOSES_MS) }
  return Promise.all(r.legs.map((l, i) => itineraryItem(l, c, i + 1, undefined, [r.families[i]])))
}

export async function quote(ctx: AuthedContext, req: IntlQuoteReq): Promise<IntlQuoteRes> {
  const now = ctx.now()
  const today = chinaDay(now)
  const r = resolveSelections(req.TripType, req.Selections, now)
  const p = await checkPassengers(ctx, req.Passengers, r.tripEnd, today)
  const priced = priceSelection(r, p.travellers, today, ctx.lang, lowestFares(today, now.getTime() + SALE_CLOSES_MS))
  const legs = await legsOut(ctx, r, p.travellers, today, now)
  const fares: IntlFare[] = legs.map((l) => l.Fares[0])
  const split = splitTicket(priced.perPassenger, priced.verdict.PriceToBeat, 'Company')
  const left = fewestSeats(await seatsLeft(ctx.db, seatNeeds(r)))
  return {
    Legs: legs,
    Places: placesOf(legs.flatMap((l) => l.Segments), ctx.lang),
    Carriers: carriersOf(legs.flatMap((l) => l.Segments), ctx.lang),
    Families: familyInfos(r.families, ctx.lang),
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

export async function policyReason(ctx: AuthedContext, given: IntlSubmitReq['PolicyReason']): Promise<string> {
  const text = (given?.ReasonText ?? '').trim()
  if ([...text].length > 50) throw invalidOrder('reasonTooLong')
  if (given?.ReasonCodeId) {
    const row = await ctx.db
      .selectFrom('reason_codes')
      .select(['code', 'text_json'])
      .where('company_id', '=', ctx.caller.companyId)
      .where('id', '=', given.ReasonCodeId)
      .where('product', '=', 'IntlFlight')
      .where('kind', '=', 'Policy')
      .where('status', '=', 1)
      .executeTakeFirst()
    if (!row) throw invalidOrder('reasonUnknown')
    return storedReason(row.code, JSON.parse(row.text_json) as Record<string, string>, text)
  }
  if (!text) throw invalid('ifReasonRequired')
  return text
}

/** What the order needs besides the flights: who books, the form's fields, the money. */
export interface OrderInput {
  ClientRequestId: string
  TripType: string
  Selections: IntlSelection[]
  Passengers: IntlPassengerInput[]
  Contacts: IntlSubmitReq['Contacts']
  PaymentType: PaymentType
  PolicyReason: IntlSubmitReq['PolicyReason']
  fields: Parameters<typeof resolveCompanyFields>[4]
}

class SoldOut extends Error {}

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

/**
 * Writes the order of a selection: checked passengers and seats, the standard's verdict and
 * reason, approval, the price per passenger (the fares', or a consultant's for an inquiry sheet).
 * `expected` is the price the screen showed (1110 when it moved); `sheetNo` links an inquiry.
 */
export async function placeOrder(ctx: AuthedContext, o: OrderInput, requestHash: string, expected: number, override: number | null, sheetNo: string): Promise<{ order: OrderRow; replayed: boolean; warnings: IntlSubmitRes['Warnings'] }> {
  const { companyId, personId } = ctx.caller
  const now = ctx.now()
  const today = chinaDay(now)
  const r = resolveSelections(o.TripType, o.Selections, now)
  const p = await checkPassengers(ctx, o.Passengers, r.tripEnd, today)
  const priced = priceSelection(r, p.travellers, today, ctx.lang, override === null ? lowestFares(today, now.getTime() + SALE_CLOSES_MS) : null)
  const perPassenger = override ?? priced.perPassenger
  if (perPassenger !== expected) throw offerExpired('ifPriceChanged', { PricePerPassenger: perPassenger, Policy: priced.verdict })
  const n = p.passengers.length
  const needs = seatNeeds(r)
  if (fewestSeats(await seatsLeft(ctx.db, needs)) < n) throw offerExpired('ifSoldOut')
  const reason = priced.verdict.InPolicy ? '' : await policyReason(ctx, o.PolicyReason)
  const taxes = priced.calcs.reduce((s, c) => s + c.taxes, 0)
  const legFares = override === null ? priced.calcs.map((c) => ({ base: c.base, taxes: c.taxes })) : spreadPrice(priced.calcs, override)
  const cap = priced.verdict.PriceToBeat === null ? null : Math.min(priced.verdict.PriceToBeat, perPassenger)
  const split = splitTicket(perPassenger, cap, o.PaymentType)
  const setting = await companySetting(ctx, companyId)
  const normal = setting.IntlFlightSettings.NormalSettings
  const contacts = o.Contacts.map((c) => ({ Name: c.Name.trim(), MobileCountryCode: c.MobileCountryCode, Mobile: c.Mobile.trim(), Email: (c.Email ?? '').trim() }))
  checkContacts(contacts.map((c) => ({ name: c.Name, mobileCountryCode: c.MobileCountryCode, mobile: c.Mobile, email: c.Email })), normal.ContactBookMessageSettings.IsSendEmail)
  const fields = await resolveCompanyFields(ctx.db, companyId, setting.CommonSettings, normal, o.fields, ctx.lang)
  const { rankIds } = p.travellers.persons
  const responsible = p.passengers.map((x, i) => (rankIds[i] !== null && x.traveller.personId !== null ? x.traveller.personId : personId))
  const approval = await needsApproval(ctx.db, companyId, 'IntlFlight', normal.VettingSettings, priced.verdict.InPolicy, responsible)
  const detail = await priceDetail(ctx, r, legFares, n, split, today)
  const doc: IntlOrderDoc = {
    Contacts: contacts,
    Fields: fields,
    BookMessage: '',
    PaymentTypeName: paymentTypeName(o.PaymentType, 'zh-CN'),
    TripType: o.TripType,
    Selections: o.Selections,
    PriceDetail: detail,
    Policy: priced.verdict,
    PolicyReason: reason,
    InquirySheetNo: sheetNo,
  }
  const places = r.legs.flatMap((l) => [l[0].def.from, l[l.length - 1].def.to])
  const searchText = [
    ...p.passengers.map((x: CheckedPassenger) => `${displayName(x.traveller)} ${x.traveller.lastName}${x.traveller.firstName}`),
    ...r.legs.flatMap((l) => l.map((s) => s.def.no)),
    ...places.flatMap((a) => [a.code, a.cityCn, a.cityEn]),
    sheetNo,
  ]
    .join(' ')
    .toLowerCase()
  try {
    const created = await createOrder(
      ctx,
      {
        product: INTL_FLIGHT,
        requestId: o.ClientRequestId,
        requestHash,
        tripType: o.TripType,
        paymentType: o.PaymentType,
        needApproval: approval,
        total: detail.Total,
        companyAmount: detail.CompanyAmount,
        personalAmount: detail.PersonalAmount,
        doc,
        searchText,
        travellers: p.passengers.map((x, i) => ({ traveller: x.traveller, paxType: 'Adult', rankId: rankIds[i] })),
      },
      {
        before: async (trx, at) => {
          if (!(await takeSeats(trx, needs, n, at))) throw new SoldOut()
        },
        after: async (trx, order, at) => writeOrderRows(trx, order, r, p.passengers, perPassenger, taxes, split, at),
      },
    )
    return { ...created, warnings: p.warnings }
  } catch (e) {
    if (e instanceof SoldOut) throw offerExpired('ifSoldOut')
    throw e
  }
}

export async function submitBooking(ctx: AuthedContext, req: IntlSubmitReq): Promise<IntlSubmitRes> {
  assertPower(await ctx.power(), PAY_POWER[req.PaymentType])
  const requestHash = requestFingerprint(req)
  const replay = await orderByRequest(ctx, req.ClientRequestId, requestHash)
  if (replay) return { ...submitAnswer<IntlPriceDetail>(replay, true), Warnings: [] }
  const { ClientRequestId, TripType, Selections, Passengers, Contacts, PaymentType, PolicyReason, PricePerPassenger: _p, ...fields } = req
  const placed = await placeOrder(ctx, { ClientRequestId, TripType, Selections, Passengers, Contacts, PaymentType, PolicyReason, fields }, requestHash, req.PricePerPassenger, null, '')
  return { ...submitAnswer<IntlPriceDetail>(placed.order, placed.replayed), Warnings: placed.warnings }
}

export { PAY_POWER }

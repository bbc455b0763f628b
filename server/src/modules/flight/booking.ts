/**
 * flight/submitBooking (through the kernel's booking path, kernel/orders/submit.ts) and
 * domesticFlightv2/checkOrderPrice.
 *
 * The flight's own checks: the trip's shape first, then (after the payment permission and the
 * request id) passengers in scope and by the rules of docs/validation.md, fares (gone → 305,
 * moved → 318 with the new quote, too few seats → 305). The kernel checks contacts, company
 * fields, one reason per broken rule of each out-of-policy segment and the authorization code,
 * routes the approval, and writes the order in ONE transaction whose first statements take the seats with a conditional
 * decrement; a lost race for the last seats rolls everything back and answers 305.
 */
import { ErrorCode, type CommonSettings, type OrderFieldSettings } from '../../../../types/api'
import type { CheckOrderPriceReq, CheckOrderPriceRes, PriceDetail, SubmitBookingReq, SubmitBookingRes } from '../../../../types/api/flight'
import type { Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { submitAnswer, type WrittenOrder } from '../../kernel/orders/create'
import type { ReasonAsk, ReasonRule } from '../../kernel/orders/reasons'
import { submitBooking as submitOrder, type Booking } from '../../kernel/orders/submit'
import type { CompanyFields, OrderDoc, OrderRow } from '../../kernel/orders/tables'
import { displayName } from '../../lib/names'
import { chinaDay, daysBetween } from '../../lib/time'
import { authorizationCodeError, resolveAuthorizationCode } from '../../services/trip-forms/authorization'
import { tripError } from '../../services/trip-forms/texts'
import { takeSeats } from './inventory'
import { checkPassengers, paxTypeOn, type PassengerData, type PaxType } from './passengers'
import { FLIGHT } from './product'
import type { Quote } from './pricing'
import { pickSegments, priceChanged, priceCheckResult, quoteFor, routeLabel, seatTakers, type PickedSegment } from './quote'
import { companySetting } from '../../kernel/orders/setting-cache'
import { flightError, ft, invalid, offerExpired } from './texts'
import { resolveTravellers } from './travellers'

/** A flight order's detail document: the kernel's, its price lines and the passengers' document warnings. */
export interface FlightOrderDoc extends OrderDoc {
  Warnings: { key: 'docExpiringSoon'; name: string }[]
  PriceDetail: PriceDetail
}

export async function checkOrderPrice(ctx: AuthedContext, req: CheckOrderPriceReq): Promise<CheckOrderPriceRes> {
  // A quote books nothing: a passenger without PersonId is priced with the caller's standard.
  const travellers = await resolveTravellers(
    ctx,
    req.Passengers.map((p) => p.PersonId ?? ctx.caller.personId),
  )
  const firstDate = req.Segments[0].DepartDate
  const types: PaxType[] = req.Passengers.map((p) => {
    const t = paxTypeOn(p.BirthDate, firstDate)
    if (!t) throw invalid('babyTooYoung')
    return t
  })
  const picked = await pickSegments(ctx, req.Segments, travellers.policies)
  const setting = await companySetting(ctx, ctx.caller.companyId)
  const ins = setting.FlightSettings.NormalSettings.InsuranceSettings
  const quote = quoteFor(picked, types, 'Mixed', req.Insurance === true || ins.IsBindAccidentInsurance, ins.IsFreeInsurance, ctx.lang)
  return priceCheckResult(picked, quote)
}

/** Shape checks that need no database: one-way vs round trip, cities and dates of the legs. */
function checkTrip(req: SubmitBookingReq): void {
  const n = req.TripType === 'OneWay' ? 1 : 2
  if (req.Segments.length !== n) throw invalid('tripTypeSegments')
  if (n === 2) {
    const [a, b] = req.Segments
    if (b.DepartCityCode !== a.ArriveCityCode || b.ArriveCityCode !== a.DepartCityCode) throw invalid('roundTripRoute')
    if (daysBetween(a.DepartDate, b.DepartDate) < 0) throw invalid('legDateOrder')
  }
}

async function loadPassengers(ctx: AuthedContext, req: SubmitBookingReq): Promise<PassengerData[]> {
  const ids = req.Passengers.map((p) => p.PersonId).filter((id): id is number => id !== null)
  const stored = ids.length
    ? await ctx.db
        .selectFrom('persons')
        .select(['id', 'id_type', 'id_no', 'mobile', 'mobile_country_code'])
        .where('company_id', '=', ctx.caller.companyId)
        .where('id', 'in', ids)
        .execute()
    : []
  return req.Passengers.map((p) => {
    const person = p.PersonId === null ? undefined : stored.find((s) => s.id === p.PersonId)
    // user/getBookPersons masks other people's numbers; a masked value sent back means "the stored one".
    const masked = (v: string) => v.includes('*')
    const idNo = person && masked(p.IdNo) && person.id_type === p.IdType ? (person.id_no ?? '') : p.IdNo
    const mobile = person && masked(p.Mobile) ? (person.mobile ?? '') : p.Mobile
    return {
      personId: p.PersonId,
      chName: p.ChName.trim(),
      lastName: p.LastName.trim().toUpperCase(),
      firstName: p.FirstName.trim().toUpperCase(),
      gender: p.Gender,
      birthDate: p.BirthDate,
      nationality: p.Nationality,
      idType: p.IdType,
      idNo: idNo.trim().toUpperCase(),
      idExpiry: p.IdExpiry ?? null,
      mobileCountryCode: p.MobileCountryCode,
      mobile: mobile.trim(),
      email: (p.Email ?? '').trim(),
    }
  })
}

/** The rules a segment's verdict breaks that each need a reason: other rank rules, not the lowest fare, or both. */
export function brokenRules(v: PickedSegment['verdict']): ReasonRule[] {
  if (v.InPolicy) return []
  const kinds: ReasonRule[] = []
  if (v.Violations.some((x) => x.Kind !== 'LowestPrice')) kinds.push('Policy')
  if (v.Violations.some((x) => x.Kind === 'LowestPrice') || v.LowestPriceFlight) kinds.push('LowestPrice')
  return kinds.length ? kinds : ['Policy']
}

/** One reason per broken rule of each out-of-policy segment (docs/validation.md); a reason code may be of either kind. */
function reasonAsks(picked: readonly PickedSegment[], flights: readonly string[]): ReasonAsk[] {
  return picked.flatMap((p, i) => {
    const rules = brokenRules(p.verdict)
    if (!rules.length) return []
    const missing = (rule: ReasonRule | null) =>
      rule === null
        ? invalid('reasonRequired', { flight: flights[i] })
        : invalid(rule === 'Policy' ? 'reasonRequiredPolicy' : 'reasonRequiredLowest', { flight: flights[i] })
    return [{ index: i, rules, missing }]
  })
}

/**
 * The order's authorization code against the trip applications (services/trip-forms). With
 * IsCheckAuthorizationCode on, the code's application must cover every segment — all travellers
 * on it (a typed-in traveller cannot be), both cities on its itinerary, the date within its
 * dates, the order's total within its flight budget left — or the booking is refused with 1001
 * saying why. Under VettingType 2 (approval by trip application) the code is resolved even when
 * not checked, to learn whether an approved application covers the order and spares its
 * approval. A code that applies is stored as the register spells it (upper case), so the
 * application finds the orders carrying it. Answers whether an approved application covers the order.
 */
async function applyAuthorizationCode(
  ctx: AuthedContext,
  req: SubmitBookingReq,
  passengers: readonly PassengerData[],
  fields: CompanyFields,
  normal: OrderFieldSettings,
  common: CommonSettings,
  amount: number,
): Promise<boolean> {
  const code = fields.AuthorizationCode
  const ac = normal.AuthorizationCodeSettings
  const vetting = normal.VettingSettings
  const byApplication = vetting?.IsEnableVetting === true && vetting.VettingType === 2
  if (!code || (!ac.IsCheckAuthorizationCode && !byApplication)) return false
  // The company's name for the field in Chinese; in English and Japanese the trip texts' own.
  const label = ctx.lang === 'en' || ctx.lang === 'ja' ? '' : ac.AuthorizationCodeName || common.AuthorizationCodeName
  const personIds = passengers.flatMap((p) => (p.personId === null ? [] : [p.personId]))
  const typedIn = passengers.find((p) => p.personId === null)
  let approved = true
  for (const s of req.Segments) {
    const r = await resolveAuthorizationCode(
      ctx.db,
      ctx.caller.companyId,
      code,
      { travellerPersonIds: personIds, departCityCode: s.DepartCityCode, arriveCityCode: s.ArriveCityCode, departDate: s.DepartDate, amount },
      ctx.lang,
      label,
    )
    if (!r.ok) {
      if (ac.IsCheckAuthorizationCode) throw authorizationCodeError(r)
      return false
    }
    if (typedIn) {
      if (ac.IsCheckAuthorizationCode) {
        throw tripError(ErrorCode.ValidationFailed, 'codeTraveller', { name: label, code, traveller: displayName(typedIn), no: r.application.applicationNo })
      }
      return false
    }
    approved &&= r.application.approved
  }
  fields.AuthorizationCode = code.toUpperCase()
  return approved
}

export async function submitBooking(ctx: AuthedContext, req: SubmitBookingReq, options: { skipApproval?: boolean } = {}): Promise<SubmitBookingRes> {
  checkTrip(req)
  const { order, replayed } = await submitOrder(ctx, req, () => prepare(ctx, req), options)
  return bookingAnswer(order, ctx.lang, replayed)
}

/**
 * The flight's checks and price of a submission: passengers (in scope, by the rules of docs/validation.md), fares
 * (gone → 305, moved → 318 with the new quote, too few seats → 305), the authorization code
 * against the trip applications; the seats taken first in the order's transaction.
 */
async function prepare(ctx: AuthedContext, req: SubmitBookingReq): Promise<Booking> {
  const today = chinaDay(ctx.now())
  const firstDate = req.Segments[0].DepartDate
  const lastDate = req.Segments[req.Segments.length - 1].DepartDate
  const passengers = await loadPassengers(ctx, req)
  const travellers = await resolveTravellers(
    ctx,
    passengers.map((p) => p.personId),
    passengers.map(displayName),
  )
  const paxCheck = checkPassengers(passengers, firstDate, lastDate, today)

  const setting = await companySetting(ctx, ctx.caller.companyId)
  const flightSetting = setting.FlightSettings.NormalSettings
  const insurance = flightSetting.InsuranceSettings.IsBindAccidentInsurance || req.Insurance === true
  const picked = await pickSegments(ctx, req.Segments, travellers.policies)
  const quote = quoteFor(picked, paxCheck.types, req.PaymentType, insurance, flightSetting.InsuranceSettings.IsFreeInsurance, ctx.lang)
  if (priceChanged(picked)) {
    throw flightError(ErrorCode.FlightSubmitPassBack, 'priceChanged', undefined, priceCheckResult(picked, quote))
  }
  const needSeats = seatTakers(paxCheck.types)
  if (picked.some((p) => p.cabin.seats < needSeats)) throw offerExpired('seatsShort')
  const docWarnings = paxCheck.warnings.map((w) => ({ key: w.key, name: w.name }))
  return {
    product: FLIGHT,
    settings: flightSetting,
    tripType: req.TripType,
    amounts: quote.detail,
    travellers: passengers.map((traveller, i) => ({ traveller, paxType: paxCheck.types[i], rankId: travellers.rankIds[i] })),
    searchWords: [
      ...passengers.map((p) => `${displayName(p)} ${p.lastName}${p.firstName}`),
      ...picked.map(
        (p) =>
          `${p.choice.FlightNo} ${p.day.flight.depCity.names.CN}${p.day.flight.arrCity.names.CN} ${p.day.flight.depCity.names.EN} ${p.day.flight.arrCity.names.EN}`,
      ),
    ],
    allInPolicy: picked.every((p) => p.verdict.InPolicy),
    reasonAsks: reasonAsks(
      picked,
      picked.map((p) => `${p.choice.FlightNo} ${routeLabel(p, ctx.lang)}`),
    ),
    reasonKinds: ['Policy', 'LowestPrice'],
    doc: () => ({ Warnings: docWarnings, PriceDetail: quote.detail }) satisfies Omit<FlightOrderDoc, keyof OrderDoc>,
    byApplication: (fields, common) => applyAuthorizationCode(ctx, req, passengers, fields, flightSetting, common, quote.detail.Total),
    // Seats first, in a fixed key order, so that two round trips never wait on each other in
    // opposite order on PostgreSQL; a lost race for the last seats rolls everything back.
    hold: async (trx, at) => {
      const seatOrder = [...picked].sort((a, b) =>
        `${a.choice.FlightNo}|${a.choice.DepartDate}|${a.choice.CabinCode}`.localeCompare(`${b.choice.FlightNo}|${b.choice.DepartDate}|${b.choice.CabinCode}`),
      )
      for (const p of seatOrder) if (!(await takeSeats(trx, p.day, p.cabin.offer, needSeats, at))) return false
      return true
    },
    soldOut: () => flightError(ErrorCode.FlightOfferExpired, 'seatsShort'),
    write: (trx, order, reasons, at) => writeSegments(trx, order, picked, reasons, quote, at),
  }
}

/** The answer of submitBooking for an order, fresh or created earlier with the same request id. */
function bookingAnswer(row: OrderRow, lang: Lang, replayed: boolean): SubmitBookingRes {
  const doc = JSON.parse(row.detail_json) as FlightOrderDoc
  return {
    ...submitAnswer<SubmitBookingRes['PriceDetail']>(row, replayed),
    Warnings: doc.Warnings.map((w) => ft(lang, w.key, { name: w.name })),
  }
}

/** The flight's rows of a new order: its segments (with the policy verdict and reason) and one ticket per passenger and segment. */
async function writeSegments(
  trx: Trx,
  order: WrittenOrder,
  picked: readonly PickedSegment[],
  reasons: ReadonlyMap<number, string>,
  quote: Quote,
  at: string,
): Promise<void> {
  for (const [i, p] of picked.entries()) {
    await trx
      .insertInto('order_segments')
      .values({
        company_id: order.companyId,
        order_id: order.id,
        segment_index: i,
        flight_no: p.choice.FlightNo,
        route_key: p.day.flight.routeKey,
        dep_date: p.choice.DepartDate,
        cabin_code: p.choice.CabinCode,
        cabin_class: p.cabin.offer.cls,
        price: p.cabin.offer.price,
        discount: p.cabin.offer.discount,
        in_policy: p.verdict.InPolicy ? 1 : 0,
        policy_json: JSON.stringify(p.verdict),
        policy_reason: reasons.get(i) ?? '',
      })
      .execute()
  }
  for (const t of quote.tickets) {
    const p = picked[t.segmentIndex]
    await trx
      .insertInto('tickets')
      .values({
        company_id: order.companyId,
        order_id: order.id,
        passenger_id: order.passengerIds[t.paxIndex],
        segment_index: t.segmentIndex,
        ticket_no: '',
        status: 'Booked',
        flight_no: p.choice.FlightNo,
        route_key: p.day.flight.routeKey,
        dep_date: p.choice.DepartDate,
        cabin_code: p.choice.CabinCode,
        fare_family: p.cabin.offer.family,
        fare: t.fare,
        airport_tax: t.airportTax,
        fuel: t.fuel,
        service_fee: t.serviceFee,
        insurance: t.insurance,
        company_amount: t.companyAmount,
        personal_amount: t.personalAmount,
        personal_fare: t.personalFare,
        updated_at: at,
      })
      .execute()
  }
}

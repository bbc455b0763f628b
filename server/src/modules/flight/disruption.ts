/**
 * Domestic flights in the disruption assistant (docs/disruptions.md, docs/flights.md#disruptions):
 * the services the feed watches, a flight's facts, the demo feed (the deterministic delays of
 * flight-status.ts, seen from a day before departure; about 1 in 50 flights cancelled), the
 * travellers an event touches, and the traveller's alternatives on the same route — the same
 * airline's (an involuntary change: no fee, no difference, no approval) and other airlines' (a
 * new booking, the disrupted ticket refunded in full) — in the traveller's cabin class, each
 * with its verdict under their standard.
 */
import { createHash } from 'node:crypto'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { carriedOver, confirmIfCompanyOnly, disruptionReason } from '../../kernel/disruptions/rebooking'
import type { DisruptedTrip, OfferedAlternative, RebookOptions, RebookOutcome, ServiceFacts, TimetableOps } from '../../kernel/disruptions/registry'
import { insertChange, insertRefund, refundRecord, splitRefund } from '../../kernel/orders/records'
import { addEvent } from '../../kernel/orders/state'
import type { OrderStatus } from '../../../../types/api/order'
import { addDays, chinaDay, chinaInstant, hhmm, weekday } from '../../lib/time'
import { textCurrencyOf } from '../../services/money/rates'
import { rowName } from '../../lib/names'
import { localName } from '../../services/places/places'
import { flightsNamed } from './arrivals'
import { submitBooking } from './booking'
import { completeChange } from './change-apply'
import { classOf } from './fares'
import { delayOf } from './flight-status'
import { takeSeats } from './inventory'
import { cabinClassName, violationMessage } from './labels'
import { CLASS_RANK } from './policy'
import { completeRefund } from './refund'
import { evaluatorsFor, loadRouteDay, verdictFor } from './search'
import { ft, offerExpired } from './texts'
import { ACTIVE_TICKET, moveTickets } from './tickets'
import { resolveTravellers } from './travellers'

const PRODUCT = 'Flight'
const carrierName = (c: { cn: string; en: string; jp: string }, lang: Lang) => (lang === 'en' ? c.en : lang === 'ja' ? c.jp : c.cn)

/** The flight of that number flying that day (a through flight: its first leg's departure, its last leg's arrival). */
function service(no: string, date: string, lang: Lang): ServiceFacts | null {
  const legs = flightsNamed(no).filter((f) => f.daysMask & (1 << weekday(date)))
  if (!legs.length) return null
  const first = legs.reduce((a, b) => (b.depMin < a.depMin ? b : a))
  const last = legs.reduce((a, b) => (b.arrMin > a.arrMin ? b : a))
  return {
    product: PRODUCT,
    no,
    date,
    carrier: first.carrier.code,
    carrierName: carrierName(first.carrier, lang),
    fromCity: first.depCity.code,
    toCity: last.arrCity.code,
    fromName: localName(first.depCity.names, lang),
    toName: localName(last.arrCity.names, lang),
    arrivalPlace: last.arrAirport.code,
    departure: chinaInstant(date, first.depMin),
    arrival: chinaInstant(date, last.arrMin),
    km: first.fareKm,
  }
}

/** The demo feed: a flight's delay (flight-status.ts) or, for about 1 in 50, a cancellation, known from a day before departure. */
function simulate(no: string, date: string, now: Date) {
  const s = service(no, date, 'en')
  if (!s || now.getTime() < s.departure.getTime() - 24 * 3600_000) return []
  if (createHash('sha256').update(`cancel:${no}:${date}`).digest().readUInt32BE(0) % 50 === 0) return [{ kind: 'Cancellation' as const }]
  const delay = delayOf(no, date)
  return delay > 0 ? [{ kind: 'Delay' as const, delayMinutes: delay }] : []
}

async function watched(db: Db, fromDay: string, toDay: string) {
  const rows = await db
    .selectFrom('tickets')
    .select(['flight_no', 'dep_date'])
    .distinct()
    .where('status', 'in', [...ACTIVE_TICKET])
    .where('dep_date', '>=', fromDay)
    .where('dep_date', '<=', toDay)
    .execute()
  return rows.map((r) => ({ no: r.flight_no, date: r.dep_date }))
}

/** The traveller's active tickets of the disrupted flight on the order. */
function travellerTickets(db: Db, trip: Pick<DisruptedTrip, 'orderId' | 'personId' | 'serviceNo' | 'departDate'>) {
  return db
    .selectFrom('tickets')
    .innerJoin('order_passengers as p', 'p.id', 'tickets.passenger_id')
    .selectAll('tickets')
    .select(['p.pax_type', 'p.person_id', 'p.ch_name', 'p.last_name', 'p.first_name'])
    .where('tickets.order_id', '=', trip.orderId)
    .where('p.person_id', '=', trip.personId)
    .where('tickets.flight_no', '=', trip.serviceNo)
    .where('tickets.dep_date', '=', trip.departDate)
    .where('tickets.status', 'in', [...ACTIVE_TICKET])
    .execute()
}

async function affected(db: Db, no: string, date: string) {
  const rows = await db
    .selectFrom('tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['o.company_id', 'p.person_id', 'o.id as order_id', 'o.order_no', 't.fare', 't.airport_tax', 't.fuel', 't.service_fee', 't.insurance'])
    .where('t.flight_no', '=', no)
    .where('t.dep_date', '=', date)
    .where('t.status', 'in', [...ACTIVE_TICKET])
    .where('p.person_id', 'is not', null)
    .orderBy('t.id')
    .execute()
  const out = new Map<string, { companyId: number; personId: number; orderId: number; orderNo: string; paid: number }>()
  for (const r of rows) {
    const key = `${r.order_id}:${r.person_id}`
    const b = out.get(key) ?? { companyId: r.company_id, personId: r.person_id!, orderId: r.order_id, orderNo: r.order_no, paid: 0 }
    b.paid += paidFor(r)
    out.set(key, b)
  }
  return [...out.values()]
}

/** What a ticket cost, all of which an involuntary refund gives back: fare, taxes, the service fee and the insurance of the flight not flown. */
const paidFor = (t: { fare: number; airport_tax: number; fuel: number; service_fee: number; insurance: number }): number =>
  t.fare + t.airport_tax + t.fuel + t.service_fee + t.insurance

const MAX_SAME = 4
const MAX_OTHER = 6

async function alternatives(ctx: AuthedContext, trip: DisruptedTrip): Promise<OfferedAlternative[]> {
  const [ticket] = await travellerTickets(ctx.db, trip)
  if (!ticket) return []
  const cls = classOf(ticket.cabin_code)
  const [{ policies }, cur] = await Promise.all([resolveTravellers(ctx, [trip.personId]), textCurrencyOf(ctx)])
  const after = ctx.now().getTime() + 45 * 60_000
  const same: OfferedAlternative[] = []
  const other: OfferedAlternative[] = []
  for (const date of [trip.departDate, addDays(trip.departDate, 1)]) {
    if (date < chinaDay(ctx.now())) continue
    let rd
    try {
      rd = await loadRouteDay(ctx, ticket.route_key, date)
    } catch {
      continue
    }
    const evaluators = evaluatorsFor(
      rd,
      policies.filter((p): p is NonNullable<typeof p> => p !== null),
    )
    rd.days.forEach((d, i) => {
      const f = d.flight
      if (f.flightNo === trip.serviceNo || chinaInstant(date, f.depMin).getTime() < after) return
      const cabin = rd.priced[i].filter((c) => CLASS_RANK[c.offer.cls] === CLASS_RANK[cls] && c.seats > 0).sort((a, b) => a.offer.price - b.offer.price)[0]
      if (!cabin) return
      const sameCarrier = f.carrier.code === trip.service.carrier
      const verdict = verdictFor(rd, evaluators, i, cabin.offer.code, ctx.lang, cur)
      const list = sameCarrier ? same : other
      list.push({
        group: sameCarrier ? 'SameCarrier' : 'OtherCarrier',
        Product: PRODUCT,
        ServiceNo: f.flightNo,
        CarrierName: carrierName(f.carrier, ctx.lang),
        DepartDate: date,
        DepartTime: hhmm(f.depMin),
        ArriveTime: hhmm(f.arrMin % 1440),
        ArriveDayOffset: Math.floor(f.arrMin / 1440),
        FromName: `${localName(f.depAirport.names, ctx.lang)} ${f.depTerminal}`.trim(),
        ToName: `${localName(f.arrAirport.names, ctx.lang)} ${f.arrTerminal}`.trim(),
        ClassName: cabinClassName(cabin.offer.cls, ctx.lang),
        Price: cabin.offer.price,
        PriceDifference: sameCarrier ? 0 : cabin.offer.price - ticket.fare,
        Free: sameCarrier,
        // The airline's own rebooking is outside the standard's reach.
        InPolicy: sameCarrier || verdict.InPolicy,
        PolicyNote: sameCarrier ? '' : verdict.Violations.map((v) => violationMessage(v, ctx.lang, cur)).join('；'),
        SeatsLeft: cabin.seats,
        choice: { route: f.routeKey, flightNo: f.flightNo, date, cabin: cabin.offer.code, price: cabin.offer.price },
      })
    })
  }
  return [...same.slice(0, MAX_SAME), ...other.sort((a, b) => Number(b.InPolicy) - Number(a.InPolicy)).slice(0, MAX_OTHER)]
}

function arrivalOf(choice: Record<string, string | number>, lang: Lang): RebookOutcome['arrival'] {
  const s = service(String(choice.flightNo), String(choice.date), lang)!
  return { product: PRODUCT, no: s.no, date: s.date, at: s.arrival, place: s.arrivalPlace, cityCode: s.toCity }
}

/** The same airline's flight: the ticket re-issued on it free of charge, in one transaction (sold out: nothing changes). */
async function changeInvoluntary(
  ctx: AuthedContext,
  trip: DisruptedTrip,
  choice: Record<string, string | number>,
  opts: RebookOptions,
): Promise<RebookOutcome> {
  const tickets = await travellerTickets(ctx.db, trip)
  if (!tickets.length) throw offerExpired('flightChanged')
  const rd = await loadRouteDay(ctx, String(choice.route), String(choice.date))
  const i = rd.days.findIndex((d) => d.flight.flightNo === choice.flightNo)
  const cabin = i < 0 ? undefined : rd.priced[i].find((c) => c.offer.code === choice.cabin)
  if (!cabin) throw offerExpired('flightChanged')
  const now = ctx.now()
  const at = now.toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', trip.orderId).executeTakeFirstOrThrow()
    const ids = tickets.map((t) => t.id)
    await moveTickets(trx, ids, ACTIVE_TICKET, 'Changing', at)
    if (!(await takeSeats(trx, rd.days[i], cabin.offer, tickets.filter((t) => t.pax_type !== 'Infant').length, at))) throw offerExpired('seatsShort')
    const change = await insertChange(
      trx,
      order,
      {
        client_request_id: opts.requestId,
        status: 'Changing',
        ticket_ids_json: JSON.stringify(ids),
        ticket_costs_json: JSON.stringify(tickets.map((t) => ({ ticketId: t.id, fare: t.fare, fee: 0, diff: 0, company: 0, personal: 0 }))),
        reason: disruptionReason(),
        old_service_no: trip.serviceNo,
        new_service_no: String(choice.flightNo),
        new_route_key: String(choice.route),
        new_dep_date: String(choice.date),
        new_cabin_code: String(choice.cabin),
        new_fare: cabin.offer.price,
        change_fee: 0,
        price_difference: 0,
        company_amount: 0,
        personal_amount: 0,
      },
      at,
    )
    const log = (s: OrderStatus, k: string, p: Record<string, string | number>) => addEvent(trx, order, s, k, p, at)
    await log(order.status as OrderStatus, 'evChangeApplied', { flight: String(choice.flightNo), date: String(choice.date) })
    await completeChange(trx, order, change, now, log)
  })
  return { orderNo: trip.orderNo, pendingApproval: false, arrival: arrivalOf(choice, ctx.lang) }
}

/** Another airline's flight: a booking for the traveller through the flight's own path, as the disrupted order was made. */
async function book(ctx: AuthedContext, trip: DisruptedTrip, choice: Record<string, string | number>, opts: RebookOptions): Promise<RebookOutcome> {
  const [ticket] = await travellerTickets(ctx.db, trip)
  if (!ticket) throw offerExpired('flightChanged')
  const pax = await ctx.db.selectFrom('order_passengers').selectAll().where('id', '=', ticket.passenger_id).executeTakeFirstOrThrow()
  const s = service(String(choice.flightNo), String(choice.date), ctx.lang)!
  const res = await submitBooking(
    ctx,
    {
      ...(await carriedOver(ctx.db, trip.orderId)),
      ClientRequestId: opts.requestId,
      TripType: 'OneWay',
      Segments: [
        {
          FlightNo: String(choice.flightNo),
          DepartDate: String(choice.date),
          DepartCityCode: s.fromCity,
          ArriveCityCode: s.toCity,
          CabinCode: String(choice.cabin),
          Price: Number(choice.price),
        },
      ],
      Passengers: [
        {
          PersonId: pax.person_id,
          ChName: pax.ch_name,
          LastName: pax.last_name,
          FirstName: pax.first_name,
          Gender: pax.gender as 'M' | 'F',
          BirthDate: pax.birth_date,
          Nationality: pax.nationality,
          IdType: pax.id_type as never,
          IdNo: pax.id_no,
          IdExpiry: pax.id_expiry,
          MobileCountryCode: pax.mobile_country_code,
          Mobile: pax.mobile,
          Email: pax.email,
        },
      ],
      PolicyReasons: [
        { SegmentIndex: 0, ReasonCodeId: null, ReasonText: opts.reasonText, Kind: 'Policy' },
        { SegmentIndex: 0, ReasonCodeId: null, ReasonText: opts.reasonText, Kind: 'LowestPrice' },
      ],
    },
    { skipApproval: opts.skipApproval },
  )
  const pendingApproval = res.NeedApproval
  if (!pendingApproval) await confirmIfCompanyOnly(ctx, res.OrderNo)
  return { orderNo: res.OrderNo, pendingApproval, arrival: arrivalOf(choice, ctx.lang) }
}

/** The disrupted tickets refunded in full (all they cost, no fee), back where they were paid from. */
async function refundInFull(trx: Trx, trip: DisruptedTrip, now: Date): Promise<void> {
  const tickets = await travellerTickets(trx, trip)
  if (!tickets.length) return
  const at = now.toISOString()
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', trip.orderId).executeTakeFirstOrThrow()
  const lines = tickets.map((t) => ({ amount: paidFor(t), split: splitRefund(paidFor(t), t) }))
  const ids = tickets.map((t) => t.id)
  await moveTickets(trx, ids, ACTIVE_TICKET, 'Refunding', at)
  const quote = {
    fee: 0,
    refund: lines.reduce((s, l) => s + l.amount, 0),
    company: lines.reduce((s, l) => s + l.split.company, 0),
    personal: lines.reduce((s, l) => s + l.split.personal, 0),
  }
  const record = refundRecord({ requestId: `disruption-${trip.id}`, ticketIds: ids, reason: disruptionReason(), quote }, 'Refunding')
  const refund = await insertRefund(trx, order, record, at)
  await addEvent(trx, order, order.status as OrderStatus, 'evRefundApplied', { names: rowName(tickets[0]) }, at)
  await completeRefund(trx, order, refund.id, at)
}

export const FLIGHT_OPERATIONS: TimetableOps = {
  product: PRODUCT,
  advice: (lang) => ft(lang, 'disruptionAdvice'),
  watched,
  service,
  simulate,
  affected,
  alternatives,
  changeInvoluntary,
  refundInFull,
  book,
}

/**
 * International flights in the disruption assistant (docs/disruptions.md, docs/intl-flights.md#disruptions).
 * An international ticket covers the whole trip, so a disrupted flight's leg is moved as a whole:
 * every alternative is the leg on another itinerary (today's or tomorrow's, the same airline's
 * first) through the change flow with the involuntary option (change.ts: no fee, no difference,
 * no approval). The demo feed takes a delay from a hash of flight and date, known a day before.
 */
import type { Lang } from '../../i18n'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { disruptionReason } from '../../kernel/disruptions/rebooking'
import type { DisruptedTrip, Observation, OfferedAlternative, RebookOutcome, ServiceFacts, TimetableOps } from '../../kernel/disruptions/registry'
import { ticketRefundDone, ticketRefundLine, sumRefundLines } from '../../kernel/orders/records'
import { moveTickets } from '../../kernel/orders/ticket-status'
import { hash32 } from '../../lib/prng'
import { addDays, chinaDay } from '../../lib/time'
import { distanceKm } from '../../services/places/places'
import { changeIntlLeg, quoteIntlChange, runOf } from './change'
import { itinOfKey } from './change-complete'
import { familyName } from './fares'
import { returnSeats } from './inventory'
import { FLIGHT_BY_NO, instanceOf, localTime, type FlightInstance } from './schedule'
import type { AirportDef, CarrierDef } from './data'
import { it as itText } from './texts'
import { needsOf, ticketsText } from './tickets'
import type { FareFamily } from '../../../../types/api/intlflight-values'

const PRODUCT = 'IntlFlight'
const cityName = (a: AirportDef, lang: Lang) => (lang === 'en' ? a.cityEn : lang === 'ja' ? a.cityJa : a.cityCn)
const carrierName = (c: CarrierDef, lang: Lang) => (lang === 'en' ? c.en : lang === 'ja' ? c.ja : c.cn)

function service(no: string, date: string, lang: Lang): ServiceFacts | null {
  const def = FLIGHT_BY_NO.get(no)
  if (!def) return null
  const i = instanceOf(def, date)
  return {
    product: PRODUCT,
    no,
    date,
    carrier: def.carrier.code,
    carrierName: carrierName(def.carrier, lang),
    fromCity: def.from.city,
    toCity: def.to.city,
    fromName: cityName(def.from, lang),
    toName: cityName(def.to, lang),
    arrivalPlace: def.to.code,
    departure: new Date(i.depart),
    arrival: new Date(i.arrive),
    km: Math.round(distanceKm(def.from, def.to)),
  }
}

/** The demo feed: 3 in 10 flights late 15 to 150 minutes, known from a day before departure. */
function simulate(no: string, date: string, now: Date): Observation[] {
  const s = service(no, date, 'en')
  if (!s || now.getTime() < s.departure.getTime() - 24 * 3600_000) return []
  const h = hash32(`intl-delay:${no}:${date}`)
  return h % 10 < 7 ? [] : [{ kind: 'Delay', delayMinutes: 15 + (Math.floor(h / 10) % 28) * 5 }]
}

async function watched(db: Db, fromDay: string, toDay: string) {
  const rows = await db
    .selectFrom('intlflight_segments as s')
    .innerJoin('intlflight_tickets as t', 't.order_id', 's.order_id')
    .select(['s.flight_no', 's.dep_date'])
    .distinct()
    .where('t.status', '=', 'Issued')
    .where('s.dep_date', '>=', fromDay)
    .where('s.dep_date', '<=', toDay)
    .execute()
  return rows.map((r) => ({ no: r.flight_no, date: r.dep_date }))
}

async function affected(db: Db, no: string, date: string) {
  const rows = await db
    .selectFrom('intlflight_segments as s')
    .innerJoin('intlflight_tickets as t', 't.order_id', 's.order_id')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['o.company_id', 'p.person_id', 'o.id as order_id', 'o.order_no', 't.price'])
    .where('s.flight_no', '=', no)
    .where('s.dep_date', '=', date)
    .where('t.status', '=', 'Issued')
    .where('p.person_id', 'is not', null)
    .orderBy('t.id')
    .execute()
  return rows.map((r) => ({ companyId: r.company_id, personId: r.person_id!, orderId: r.order_id, orderNo: r.order_no, paid: r.price }))
}

/** The disrupted flight's leg on the order and the traveller's issued tickets. */
async function legOf(db: Db, trip: DisruptedTrip) {
  const seg = await db
    .selectFrom('intlflight_segments')
    .selectAll()
    .where('order_id', '=', trip.orderId)
    .where('flight_no', '=', trip.serviceNo)
    .where('dep_date', '=', trip.departDate)
    .executeTakeFirst()
  const tickets = await db
    .selectFrom('intlflight_tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .selectAll('t')
    .where('t.order_id', '=', trip.orderId)
    .where('p.person_id', '=', trip.personId)
    .where('t.status', '=', 'Issued')
    .execute()
  const first = seg
    ? await db
        .selectFrom('intlflight_segments')
        .select('dep_date')
        .where('order_id', '=', trip.orderId)
        .where('leg_no', '=', seg.leg_no)
        .orderBy('seg_no')
        .executeTakeFirst()
    : undefined
  return seg && first ? { legNo: seg.leg_no, legDate: first.dep_date, family: seg.family as FareFamily, tickets } : null
}

const shownAt = (i: FlightInstance, at: number, a: AirportDef) => localTime(at, a).slice(11)

async function alternatives(ctx: AuthedContext, trip: DisruptedTrip): Promise<OfferedAlternative[]> {
  const leg = await legOf(ctx.db, trip)
  if (!leg || !leg.tickets.length) return []
  const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', trip.orderId).executeTakeFirstOrThrow()
  const after = ctx.now().getTime() + 45 * 60_000
  const out: OfferedAlternative[] = []
  for (const date of [leg.legDate, addDays(leg.legDate, 1)]) {
    if (date < chinaDay(ctx.now())) continue
    const quote = await quoteIntlChange(
      runOf(ctx),
      order,
      leg.legNo,
      date,
      leg.tickets.map((t) => t.id),
      { involuntary: true },
    ).catch(() => null)
    for (const o of quote?.Options ?? []) {
      const itin = itinOfKey(o.Key)
      if (!itin.length || itin[0].depart < after || itin.some((s) => s.def.no === trip.serviceNo && s.date === trip.departDate)) continue
      const fare = o.Fares.find((f) => f.Family === leg.family) ?? o.Fares[0]
      if (!fare || fare.Seats <= 0) continue
      const first = itin[0]
      const last = itin[itin.length - 1]
      const arriveDate = localTime(last.arrive, last.def.to).slice(0, 10)
      out.push({
        group: first.def.carrier.code === trip.service.carrier ? 'SameCarrier' : 'OtherCarrier',
        Product: PRODUCT,
        ServiceNo: itin.map((s) => s.def.no).join('/'),
        CarrierName: [...new Set(itin.map((s) => carrierName(s.def.carrier, ctx.lang)))].join(' / '),
        DepartDate: first.date,
        DepartTime: shownAt(first, first.depart, first.def.from),
        ArriveTime: shownAt(last, last.arrive, last.def.to),
        ArriveDayOffset: Math.max(0, Math.round((Date.parse(arriveDate) - Date.parse(first.date)) / 86_400_000)),
        FromName: `${cityName(first.def.from, ctx.lang)} ${first.def.from.code}`,
        ToName: `${cityName(last.def.to, ctx.lang)} ${last.def.to.code}`,
        ClassName: familyName(fare.Family, ctx.lang),
        Price: fare.LegTotal,
        PriceDifference: 0,
        Free: true,
        // The airline's rebooking of an issued trip: the standard judged the trip when it was booked.
        InPolicy: true,
        PolicyNote: '',
        SeatsLeft: fare.Seats,
        choice: { legNo: leg.legNo, key: o.Key, family: fare.Family },
      })
    }
  }
  return out.sort((a, b) => Number(b.group === 'SameCarrier') - Number(a.group === 'SameCarrier')).slice(0, 10)
}

/** The leg moved to the chosen itinerary through the change flow, involuntary: free, no approval. */
async function changeInvoluntary(
  ctx: AuthedContext,
  trip: DisruptedTrip,
  choice: Record<string, string | number>,
  opts: { requestId: string },
): Promise<RebookOutcome> {
  const leg = await legOf(ctx.db, trip)
  const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', trip.orderId).executeTakeFirstOrThrow()
  await changeIntlLeg(
    runOf(ctx),
    order,
    {
      requestId: opts.requestId,
      legNo: Number(choice.legNo),
      ticketIds: leg?.tickets.map((t) => t.id) ?? null,
      itineraryKey: String(choice.key),
      family: String(choice.family) as FareFamily,
      shownTotal: null,
      reason: disruptionReason(),
    },
    { involuntary: true },
  )
  const last = itinOfKey(String(choice.key)).at(-1)!
  return {
    orderNo: trip.orderNo,
    pendingApproval: false,
    arrival: { product: PRODUCT, no: last.def.no, date: last.date, at: new Date(last.arrive), place: last.def.to.code, cityCode: last.def.to.city },
  }
}

/** The traveller's tickets refunded in full (price and taxes, no fee), back where they were paid from. */
async function refundInFull(trx: Trx, trip: DisruptedTrip, now: Date): Promise<void> {
  const leg = await legOf(trx, trip)
  if (!leg?.tickets.length) return
  const at = now.toISOString()
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', trip.orderId).executeTakeFirstOrThrow()
  const segs = await trx.selectFrom('intlflight_segments').selectAll().where('order_id', '=', trip.orderId).execute()
  const q = sumRefundLines(leg.tickets.map((t) => ticketRefundLine(t, 0, {})))
  await moveTickets(trx, 'intlflight_tickets', leg.tickets, 'Issued', 'Refunded', at)
  await returnSeats(trx, needsOf(segs), leg.tickets.length, at)
  const left = await trx.selectFrom('intlflight_tickets').select('id').where('order_id', '=', order.id).where('status', '=', 'Issued').execute()
  const ids = leg.tickets.map((t) => t.id)
  await ticketRefundDone(
    trx,
    order,
    { requestId: `disruption-${trip.id}`, ticketIds: ids, reason: disruptionReason(), quote: q, anyLeft: left.length > 0 },
    { key: 'evIntlRefunded', tickets: await ticketsText(trx, ids) },
    at,
  )
}

export const INTL_OPERATIONS: TimetableOps = {
  product: PRODUCT,
  advice: (lang) => itText(lang, 'ifDisruptionAdvice'),
  watched,
  service,
  simulate,
  affected,
  alternatives,
  changeInvoluntary,
  refundInFull,
  /** Every alternative of an international trip is its own leg moved (a change); a new booking is not offered. */
  book: (ctx, trip, choice, opts) => changeInvoluntary(ctx, trip, choice, opts),
}

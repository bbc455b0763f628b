/**
 * Trains for the disruption assistant (docs/trains.md "Disruptions", kernel/disruptions/registry.ts):
 * the railway's timetable as the assistant reads it (which trains carry issued tickets, a train's
 * facts, the demo feed, the tickets an event touches) and the trains offered instead of a
 * disrupted flight or train.
 *
 * A train's service is its number on its start date (the date at its first station); its facts
 * run from its first to its last station, since the registry's per-service shape has one origin
 * and one destination. What a traveller's ticket covers (its own stations) is read from the ticket
 * wherever it matters: the train's own alternatives, the free change and the refund.
 */
import type { SeatClass, TrainSeatOffer } from '../../../../types/api/train'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import type { DisruptedTrip, Observation, OfferedAlternative, ServiceFacts } from '../../kernel/disruptions/registry'
import { hash32 } from '../../lib/prng'
import { addDays, chinaDay, isRealDate } from '../../lib/time'
import { lastSaleDate, runsOn, timesOf, trainByNo, type Journey } from './catalog'
import { Inventory } from './inventory'
import { seatClassName, stationName } from './labels'
import { trainTravellers } from './policy'
import { journeysBetween, seatOffers } from './search'
import type { Station } from './stations'
import { tt } from './texts'

export const PRODUCT = 'Train'
/** The railway as a carrier. */
export const CARRIER = 'CR'
/** Trains are offered instead of a flight under this many km. */
export const TRAIN_MAX_KM = 1000
/** At most this many trains are offered. */
const MAX_OFFERED = 8
/** The demo feed knows a train's delay or suspension from this many hours before it starts. */
const KNOWN_HOURS = 12

/** A train's whole run on its start date. */
function runOf(no: string, date: string): Journey | null {
  const t = trainByNo(no)
  if (!t || !isRealDate(date) || !runsOn(t, date)) return null
  return { train: t, from: 0, to: t.stops.length - 1, date, startDate: date }
}

export function trainService(no: string, date: string, lang: Lang): ServiceFacts | null {
  const j = runOf(no, date)
  if (!j) return null
  const times = timesOf(j)
  const first = j.train.stops[j.from].station
  const last = j.train.stops[j.to].station
  return {
    product: PRODUCT,
    no,
    date,
    carrier: CARRIER,
    carrierName: tt(lang, 'dsRailway'),
    fromCity: first.cityCode,
    toCity: last.cityCode,
    fromName: stationName(first, lang),
    toName: stationName(last, lang),
    arrivalPlace: last.code,
    departure: times.depart,
    arrival: times.arrive,
    // The line's kilometres: the stations carry no positions.
    km: times.km,
  }
}

/**
 * What the demo feed sees of a train (deterministic by a hash of its number and date): about 1 in
 * 60 suspended, about 1 in 5 of the rest delayed 10–90 minutes, the others on time; known from
 * KNOWN_HOURS before the train starts.
 */
export function simulateTrain(no: string, date: string, now: Date): Observation[] {
  const j = runOf(no, date)
  if (!j) return []
  if (now.getTime() < timesOf(j).depart.getTime() - KNOWN_HOURS * 3_600_000) return []
  const h = hash32(`ops|${no}|${date}`)
  if (h % 60 === 0) return [{ kind: 'Suspension' }]
  const rest = Math.floor(h / 60)
  if (rest % 5 !== 0) return []
  return [{ kind: 'Delay', delayMinutes: 10 + (Math.floor(rest / 5) % 17) * 5 }]
}

/** Trains with issued tickets leaving from `fromDay` to `toDay`, each on its start date. */
export async function watchedTrains(db: Db, fromDay: string, toDay: string): Promise<{ no: string; date: string }[]> {
  const rows = await db
    .selectFrom('train_tickets')
    .select(['train_no', 'start_date'])
    .distinct()
    .where('status', '=', 'Issued')
    .where('dep_date', '>=', fromDay)
    .where('dep_date', '<=', toDay)
    .orderBy('start_date')
    .orderBy('train_no')
    .execute()
  return rows.map((r) => ({ no: r.train_no, date: r.start_date }))
}

/** Issued tickets on a train's start date, one per order and traveller (a person of the company), with what the ticket cost. */
export async function affectedTickets(db: Db, no: string, date: string) {
  const rows = await db
    .selectFrom('train_tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .select(['t.company_id', 't.order_id', 'o.order_no', 'p.person_id', 't.price'])
    .where('t.train_no', '=', no)
    .where('t.start_date', '=', date)
    .where('t.status', '=', 'Issued')
    .orderBy('t.id')
    .execute()
  const out = new Map<string, { companyId: number; personId: number; orderId: number; orderNo: string; paid: number }>()
  for (const r of rows) {
    if (r.person_id === null) continue
    const key = `${r.order_id}|${r.person_id}`
    const seen = out.get(key)
    if (seen) seen.paid += r.price
    else out.set(key, { companyId: r.company_id, personId: r.person_id, orderId: r.order_id, orderNo: r.order_no, paid: r.price })
  }
  return [...out.values()]
}

/** Which class of a train to offer: `want` when it has places, else the cheapest seated class in the standard, else the cheapest seated one. */
function offerOf(seats: readonly TrainSeatOffer[], want: SeatClass | null): TrainSeatOffer | null {
  const open = seats.filter((s) => s.SeatClass !== 'Standing' && s.Remaining > 0)
  const wanted = want ? open.find((s) => s.SeatClass === want) : undefined
  if (wanted) return wanted
  const cheapest = (list: TrainSeatOffer[]) => [...list].sort((a, b) => a.Price - b.Price)[0] ?? null
  return cheapest(open.filter((s) => s.Policy.InPolicy)) ?? cheapest(open)
}

export interface TrainOptions {
  from: readonly Station[]
  to: readonly Station[]
  /** The class to offer first (the ticket's own on the train's alternatives). */
  cls: SeatClass | null
  /** The disrupted train itself is not offered. */
  exclude?: { no: string; date: string }
  /** The train's own (free) alternatives, or another product's. */
  free: boolean
  /** The first day looked at (default the trip's): a ticket's own departure day from its station. */
  day?: string
}

/**
 * Trains between the stations on the trip's day (the next day when none are left that day),
 * leaving after the expected departure (now when cancelled), within the railway's sale window:
 * one class each (the one the standard allows, out-of-policy ones marked with a note), in policy
 * first, then the earliest arrival.
 */
export async function trainAlternatives(ctx: AuthedContext, trip: DisruptedTrip, o: TrainOptions): Promise<OfferedAlternative[]> {
  const now = ctx.now()
  const after = Math.max(now.getTime(), trip.expectedDeparture?.getTime() ?? 0)
  const today = chinaDay(now)
  const travellers = await trainTravellers(ctx, [trip.personId])
  const first = o.day ?? trip.departDate
  for (const day of [first, addDays(first, 1)]) {
    if (day < today || day > lastSaleDate(today)) continue
    const journeys = journeysBetween(o.from, o.to, day).filter(
      (j) => timesOf(j).depart.getTime() > after && !(o.exclude && j.train.no === o.exclude.no && j.startDate === o.exclude.date),
    )
    if (!journeys.length) continue
    const inv = await Inventory.load(
      ctx.db,
      journeys.map((j) => j.train.no),
      [...new Set(journeys.map((j) => j.startDate))],
    )
    const offered: { alt: OfferedAlternative; arrive: number }[] = []
    for (const j of journeys) {
      const times = timesOf(j)
      const offer = offerOf(seatOffers(j, inv, travellers.policies, now, ctx.lang), o.cls)
      if (!offer) continue
      const from = j.train.stops[j.from].station
      const to = j.train.stops[j.to].station
      offered.push({
        arrive: times.arrive.getTime(),
        alt: {
          group: 'Train',
          Product: PRODUCT,
          ServiceNo: j.train.no,
          CarrierName: tt(ctx.lang, 'dsRailway'),
          DepartDate: j.date,
          DepartTime: times.departTime,
          ArriveTime: times.arriveTime,
          ArriveDayOffset: times.arriveOffset,
          FromName: stationName(from, ctx.lang),
          ToName: stationName(to, ctx.lang),
          ClassName: seatClassName(offer.SeatClass, ctx.lang),
          Price: offer.Price,
          PriceDifference: o.free ? 0 : offer.Price - trip.paid,
          Free: o.free,
          InPolicy: offer.Policy.InPolicy,
          PolicyNote: offer.Policy.InPolicy ? '' : tt(ctx.lang, 'dsTrainOutOfPolicy', { why: offer.Policy.Violations.map((v) => v.Message).join('; ') }),
          SeatsLeft: offer.Remaining,
          choice: {
            TrainNo: j.train.no,
            Date: j.date,
            FromStation: from.code,
            ToStation: to.code,
            SeatClass: offer.SeatClass,
            Price: offer.Price,
            InPolicy: offer.Policy.InPolicy ? 1 : 0,
          },
        },
      })
    }
    if (!offered.length) continue
    return offered
      .sort((a, b) => Number(b.alt.InPolicy) - Number(a.alt.InPolicy) || a.arrive - b.arrive || a.alt.ServiceNo.localeCompare(b.alt.ServiceNo))
      .slice(0, MAX_OFFERED)
      .map((x) => x.alt)
  }
  return []
}

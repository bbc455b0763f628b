/**
 * Flights of a route on a date = the timetable (built once) × the fares of that date, cached per
 * route, date and booking day because both are pure. Seats are the only mutable part: a row in
 * flight_seats per flight, date and class appears at the first booking (starting from the
 * computed count) and every booking, refund and change moves it with a conditional UPDATE.
 */
import { sql } from 'kysely'
import { preparedRead } from '../../db/prepared'
import type { Db, Trx } from '../../db/schema'
import { cabinOffers, type CabinOffer } from './fares'
import { buildTimetable, flightKey, type ScheduledFlight, type Timetable } from './schedule'
import { equal } from '../../db/match'

export interface FlightDay {
  flight: ScheduledFlight
  date: string
  cabins: CabinOffer[]
}

const CACHE_LIMIT = 2000

export class Inventory {
  readonly timetable: Timetable = buildTimetable()
  private readonly cache = new Map<string, FlightDay[]>()

  /** Every flight of the route that operates on the date, by departure time. */
  flightsOn(route: string, date: string, today: string): FlightDay[] {
    const key = `${route}|${date}|${today}`
    const hit = this.cache.get(key)
    if (hit) return hit
    const days: FlightDay[] = []
    for (const flight of this.timetable.byRoute.get(route) ?? []) {
      const cabins = cabinOffers(flight, date, today)
      if (cabins.length) days.push({ flight, date, cabins })
    }
    // Insertion-ordered Map as a simple LRU: drop the oldest entry when full.
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string)
    this.cache.set(key, days)
    return days
  }

  flight(flightNo: string, route: string): ScheduledFlight | undefined {
    return this.timetable.byFlight.get(flightKey(flightNo, route))
  }

  flightDay(flightNo: string, route: string, date: string, today: string): FlightDay | undefined {
    return this.flightsOn(route, date, today).find((d) => d.flight.flightNo === flightNo)
  }

  hasRoute(route: string): boolean {
    return this.timetable.byRoute.has(route)
  }
}

let shared: Inventory | null = null
/** One inventory per process: it is immutable and costs ~50 ms to build. */
export function inventory(): Inventory {
  shared ??= new Inventory()
  return shared
}

// --- Seats -------------------------------------------------------------------------------------

export const seatKey = (flightNo: string, date: string, code: string): string => `${flightNo}|${date}|${code}`

const seatRows = preparedRead((db, route: string, dates: readonly string[]) => {
  const q = db.selectFrom('flight_seats').select(['flight_no', 'flight_date', 'cabin_code', 'seats_left']).where('route_key', '=', route)
  return dates.length === 1 ? q.where('flight_date', '=', dates[0]) : q.where('flight_date', 'in', dates)
})

/** Stored seat counts of a route over some dates; missing keys still have their computed count. */
export async function storedSeats(db: Db, route: string, dates: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (!dates.length) return out
  for (const r of await seatRows(db, route, dates)) out.set(seatKey(r.flight_no, r.flight_date, r.cabin_code), r.seats_left)
  return out
}

export function seatsLeft(stored: Map<string, number>, day: FlightDay, c: CabinOffer): number {
  return stored.get(seatKey(day.flight.flightNo, day.date, c.code)) ?? c.initialSeats
}

/**
 * Takes n seats inside the caller's transaction. The row is created with the computed count if
 * it does not exist yet (ON CONFLICT DO NOTHING: concurrent first bookings both pass), then
 * decremented only while enough are left — the database arbitrates, so concurrent bookings for
 * the last seats cannot oversell. Returns false when there were not enough seats.
 */
export async function takeSeats(trx: Trx, day: FlightDay, c: CabinOffer, n: number, nowIso: string): Promise<boolean> {
  await trx
    .insertInto('flight_seats')
    .values({
      flight_no: day.flight.flightNo,
      flight_date: day.date,
      cabin_code: c.code,
      route_key: day.flight.routeKey,
      seats_left: c.initialSeats,
      initial_seats: c.initialSeats,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.columns(['flight_no', 'flight_date', 'cabin_code']).doNothing())
    .execute()
  const res = await trx
    .updateTable('flight_seats')
    .set({ seats_left: sql`seats_left - ${n}`, updated_at: nowIso })
    .where((eb) => equal(eb, { flight_no: day.flight.flightNo, flight_date: day.date, cabin_code: c.code }))
    .where('seats_left', '>=', n)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Gives seats back (refund, cancel, change away). The row exists: seats were taken from it. */
export async function returnSeats(trx: Trx, flightNo: string, date: string, code: string, n: number, nowIso: string): Promise<void> {
  await trx
    .updateTable('flight_seats')
    .set({ seats_left: sql`seats_left + ${n}`, updated_at: nowIso })
    .where((eb) => equal(eb, { flight_no: flightNo, flight_date: date, cabin_code: code }))
    .execute()
}

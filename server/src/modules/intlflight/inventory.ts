/**
 * The airlines' seats per flight, local departure date and cabin (intlflight_inventory). A row
 * is created with the schedule's capacity (fares.ts capacityOf) the first time a booking touches
 * it; taking seats is one conditional decrement per segment in the booking's transaction (the
 * CHECK constraint refuses a negative count whatever a query forgets), so two bookings racing for
 * the last seats cannot both win. Search shows the schedule's count; the quote reads this table.
 */
import type { IntlCabin } from '../../../../types/api/intlflight-values'
import type { Db, Trx } from '../../db/schema'
import { capacityOf } from './fares'
import { equal } from '../../db/match'

export interface SeatNeed {
  flightNo: string
  date: string
  cabin: IntlCabin
}

export const seatKey = (s: SeatNeed): string => `${s.flightNo}|${s.date}|${s.cabin}`

/** Seats left per segment (the schedule's capacity where no booking touched it yet). */
export async function seatsLeft(db: Db, needs: readonly SeatNeed[]): Promise<Map<string, number>> {
  const out = new Map(needs.map((n) => [seatKey(n), capacityOf(n.flightNo, n.date, n.cabin)]))
  if (!needs.length) return out
  const rows = await db
    .selectFrom('intlflight_inventory')
    .select(['flight_no', 'dep_date', 'cabin', 'seats_left'])
    .where('flight_no', 'in', [...new Set(needs.map((n) => n.flightNo))])
    .where('dep_date', 'in', [...new Set(needs.map((n) => n.date))])
    .execute()
  for (const r of rows) {
    const k = `${r.flight_no}|${r.dep_date}|${r.cabin}`
    if (out.has(k)) out.set(k, r.seats_left)
  }
  return out
}

export const fewestSeats = (left: Map<string, number>): number => Math.min(...left.values())

/** Takes n seats on every segment, or returns false having taken none (the caller's transaction rolls back). */
export async function takeSeats(trx: Trx, needs: readonly SeatNeed[], n: number, at: string): Promise<boolean> {
  for (const s of needs) {
    const cap = capacityOf(s.flightNo, s.date, s.cabin)
    await trx
      .insertInto('intlflight_inventory')
      .values({ flight_no: s.flightNo, dep_date: s.date, cabin: s.cabin, seats_left: cap, initial_seats: cap, updated_at: at })
      .onConflict((oc) => oc.columns(['flight_no', 'dep_date', 'cabin']).doNothing())
      .execute()
    const res = await trx
      .updateTable('intlflight_inventory')
      .set((eb) => ({ seats_left: eb('seats_left', '-', n), updated_at: at }))
      .where((eb) => equal(eb, { flight_no: s.flightNo, dep_date: s.date, cabin: s.cabin }))
      .where('seats_left', '>=', n)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) return false
  }
  return true
}

/** Gives n seats back on each segment. */
export async function returnSeats(trx: Trx, needs: readonly SeatNeed[], n: number, at: string): Promise<void> {
  for (const s of needs) {
    await trx
      .updateTable('intlflight_inventory')
      .set((eb) => ({ seats_left: eb('seats_left', '+', n), updated_at: at }))
      .where((eb) => equal(eb, { flight_no: s.flightNo, dep_date: s.date, cabin: s.cabin }))
      .execute()
  }
}

/**
 * Rooms for sale per hotel, room type and night. The starting count is computed (a few room
 * types are sold out on a night; now and then a whole hotel is; the first hotel of every city
 * sells out its cheapest room type on Friday and Saturday nights); a row in hotel_allotments
 * appears at the first booking of a night and every booking and cancellation moves it with a
 * conditional UPDATE, so concurrent bookings can never take more rooms than there are.
 */
import { sql } from 'kysely'
import { preparedRead } from '../../db/prepared'
import type { Db, Trx } from '../../db/schema'
import { unit } from '../../lib/prng'
import { addDays } from '../../lib/time'
import type { Hotel, RoomTypeDef } from './catalog'
import { isWeekendNight } from './pricing'
import { equal } from '../../db/match'

export function baseRooms(h: Hotel, room: RoomTypeDef, date: string): number {
  if (unit(`full|${h.id}|${date}`) < 0.02) return 0
  if (h.seq === 0 && room === h.rooms[0] && isWeekendNight(date)) return 0
  if (unit(`allot|${h.id}|${room.code}|${date}`) < 0.03) return 0
  return 1 + Math.floor(unit(`rooms|${h.id}|${room.code}|${date}`) * (h.star >= 4 ? 15 : 10))
}

export const nightsOf = (checkIn: string, nights: number): string[] => Array.from({ length: nights }, (_, i) => addDays(checkIn, i))

const key = (hotelId: number, room: string, date: string) => `${hotelId}|${room}|${date}`

// The computed counts are pure: the list asks for every room type of a city each search.
const baseCache = new Map<string, number>()
function baseRoomsCached(k: string, h: Hotel, room: RoomTypeDef, date: string): number {
  let n = baseCache.get(k)
  if (n === undefined) {
    n = baseRooms(h, room, date)
    if (baseCache.size > 200_000) baseCache.clear()
    baseCache.set(k, n)
  }
  return n
}

const allotmentRows = preparedRead((db, hotelIds: readonly number[], first: string, last: string) =>
  db
    .selectFrom('hotel_allotments')
    .select(['hotel_id', 'room_code', 'stay_date', 'rooms_left'])
    .where('hotel_id', 'in', hotelIds)
    .where('stay_date', '>=', first)
    .where('stay_date', '<=', last),
)

/** Stored counts of some hotels over some nights; what is missing still has its computed count. */
export class Allotments {
  private constructor(private readonly stored: Map<string, number>) {}

  static async load(db: Db, hotelIds: readonly number[], dates: readonly string[]): Promise<Allotments> {
    const stored = new Map<string, number>()
    if (hotelIds.length && dates.length) {
      for (const r of await allotmentRows(db, hotelIds, dates[0], dates[dates.length - 1])) stored.set(key(r.hotel_id, r.room_code, r.stay_date), r.rooms_left)
    }
    return new Allotments(stored)
  }

  /** The stored counts as text: equal signatures, equal rooms left. */
  signature(): string {
    return [...this.stored.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join(',')
  }

  left(h: Hotel, room: RoomTypeDef, date: string): number {
    const k = key(h.id, room.code, date)
    return this.stored.get(k) ?? baseRoomsCached(k, h, room, date)
  }

  /** Rooms left for the whole stay: the fewest of its nights. */
  remaining(h: Hotel, room: RoomTypeDef, dates: readonly string[]): number {
    return Math.min(...dates.map((d) => this.left(h, room, d)))
  }
}

/**
 * Takes n rooms of every night inside the caller's transaction, nights in date order (two
 * bookings of overlapping stays then wait on each other in the same order). A night's row is
 * created with its computed count if missing (concurrent first bookings both pass the insert),
 * then decremented only while enough are left. False as soon as one night is short: the caller
 * rolls the whole transaction back, nights already taken included.
 */
export async function takeRooms(trx: Trx, h: Hotel, room: RoomTypeDef, dates: readonly string[], n: number, at: string): Promise<boolean> {
  for (const date of dates) {
    const initial = baseRooms(h, room, date)
    await trx
      .insertInto('hotel_allotments')
      .values({ hotel_id: h.id, room_code: room.code, stay_date: date, rooms_left: initial, initial_rooms: initial, updated_at: at })
      .onConflict((oc) => oc.columns(['hotel_id', 'room_code', 'stay_date']).doNothing())
      .execute()
    const res = await trx
      .updateTable('hotel_allotments')
      .set({ rooms_left: sql`rooms_left - ${n}`, updated_at: at })
      .where((eb) => equal(eb, { hotel_id: h.id, room_code: room.code, stay_date: date }))
      .where('rooms_left', '>=', n)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) return false
  }
  return true
}

/** Gives n rooms of every night back (the rows exist: the rooms were taken from them). */
export async function returnRooms(trx: Trx, hotelId: number, roomCode: string, dates: readonly string[], n: number, at: string): Promise<void> {
  for (const date of dates) {
    await trx
      .updateTable('hotel_allotments')
      .set({ rooms_left: sql`rooms_left + ${n}`, updated_at: at })
      .where((eb) => equal(eb, { hotel_id: hotelId, room_code: roomCode, stay_date: date }))
      .execute()
  }
}

// Hotel room occupancy (docs/validation.md): each room at least one guest, a main occupant, every child's
// age, and no more guests than the room takes.
import { fail, failAt, messages, PASS, type ItemCheck } from './check'

/**
 * The spec shows no number for room capacity. Defaults follow the standard double room that
 * corporate bookings mostly buy: 2 adults plus up to 2 children. Pass the room type's own
 * capacity when the hotel supplies it (a family room, a single).
 */
export const DEFAULT_MAX_ADULTS_PER_ROOM = 2
export const DEFAULT_MAX_CHILDREN_PER_ROOM = 2
/** Hotels count guests under 18 as children; 0 means under one year. */
export const MAX_CHILD_AGE = 17

export interface RoomOccupancy {
  /** Named adult guests of the room. */
  readonly guests: ReadonlyArray<{ readonly name: string }>
  /** Index into `guests` of the main occupant (the name the hotel files the room under). */
  readonly mainGuestIndex?: number | null
  /** One entry per child; null until the age is picked. */
  readonly childAges?: ReadonlyArray<number | null | undefined>
}

export interface RoomLimits {
  readonly maxAdults?: number
  readonly maxChildren?: number
}

function isChildAge(age: number | null | undefined): boolean {
  return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE
}

/** Rooms are numbered from 1 in messages ("房间2"); `index` is the room's array index. */
export function checkRooms(rooms: ReadonlyArray<RoomOccupancy>, limits: RoomLimits = {}): ItemCheck {
  const maxAdults = limits.maxAdults ?? DEFAULT_MAX_ADULTS_PER_ROOM
  const maxChildren = limits.maxChildren ?? DEFAULT_MAX_CHILDREN_PER_ROOM
  if (rooms.length === 0) return fail(messages.room.required)
  for (let i = 0; i < rooms.length; i++) {
    const room = rooms[i]
    const n = i + 1
    const guests = room.guests.filter((g) => g.name.trim() !== '')
    if (guests.length === 0) return failAt(i, messages.room.guestRequired, { room: n })
    if (room.guests.length > maxAdults) return failAt(i, messages.room.tooManyAdults, { room: n, max: maxAdults })
    const main = room.mainGuestIndex
    if (main == null || !Number.isInteger(main) || main < 0 || main >= room.guests.length || room.guests[main].name.trim() === '') {
      return failAt(i, messages.room.mainGuestRequired, { room: n })
    }
    const ages = room.childAges ?? []
    if (ages.length > maxChildren) return failAt(i, messages.room.tooManyChildren, { room: n, max: maxChildren })
    const missing = ages.findIndex((age) => !isChildAge(age))
    if (missing >= 0) return failAt(i, messages.room.childAgeRequired, { room: n, child: missing + 1 })
  }
  return PASS
}

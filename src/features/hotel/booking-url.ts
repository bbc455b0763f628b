/**
 * The booking form's URL: the search (search-params.ts) plus the hotel, room type and rate plan
 * chosen. A reload of /module/hotel/bookDetails (or a shared link) finds the same booking again:
 * from the session store when it holds that booking, else by asking the hotel page's answer again
 * for those keys (selectionByKeys).
 */
import type { HotelDetailRes, RatePlan, RoomType } from '@api/hotel'
import type { ReasonDraft } from '@/domain/booking'
import type { RouteParams } from '@/routes'
import { fromHotelParams, toHotelParams, type HotelQuery } from './search-params'
import { saveSelection, type HotelSelection } from './selection'
import { hotelDetail } from './api'

export interface BookingKeys {
  hotelId: number
  room: string
  plan: string
  query: HotelQuery
}

export function bookingParams(q: HotelQuery, hotelId: number, room: string, plan: string): RouteParams {
  return { ...toHotelParams(q), hotelId, room, plan }
}

/** The booking a URL names, or null when it names none. */
export function bookingKeys(raw: Record<string, string | undefined>): BookingKeys | null {
  const hotelId = Number(raw.hotelId)
  const room = raw.room ?? ''
  const plan = raw.plan ?? ''
  const query = fromHotelParams(raw)
  if (!(hotelId > 0) || !room || !plan || !query) return null
  return { hotelId, room, plan, query }
}

/** Whether a kept selection is the booking the URL names. */
export function sameBooking(s: HotelSelection, k: BookingKeys): boolean {
  return (
    s.hotel.HotelId === k.hotelId &&
    s.room.RoomCode === k.room &&
    s.plan.PlanCode === k.plan &&
    s.stay.checkIn === k.query.checkIn &&
    s.stay.checkOut === k.query.checkOut &&
    s.occupancy.rooms === k.query.occupancy.rooms
  )
}

/** The selection the booking page works on, from the hotel page's answer. */
export function selectionOf(
  d: HotelDetailRes,
  room: RoomType,
  plan: RatePlan,
  q: Pick<HotelQuery, 'earlyMorning' | 'occupancy'>,
  passengerIds: number[],
  reason: ReasonDraft | null,
): HotelSelection {
  const h = d.Hotel
  const { Plans: _plans, ...roomOnly } = room
  return {
    hotel: {
      HotelId: h.HotelId,
      Name: h.Name,
      Star: h.Star,
      Address: h.Address,
      GroupCode: h.GroupCode,
      GroupName: h.GroupName,
      CheckInFrom: h.CheckInFrom,
      CheckOutBy: h.CheckOutBy,
      international: h.City.International,
      cityName: h.City.CityName,
      photo: h.Photos[0] ?? '',
    },
    room: roomOnly,
    plan,
    stay: { checkIn: d.CheckIn, checkOut: d.CheckOut, earlyMorning: q.earlyMorning },
    occupancy: q.occupancy,
    passengerIds,
    reason,
  }
}

/** The room and plan of the keys in the hotel page's answer; null when the plan is gone. */
export function findPlan(d: HotelDetailRes, k: Pick<BookingKeys, 'room' | 'plan'>, rooms: number): { room: RoomType; plan: RatePlan } | null {
  const room = d.Rooms.find((r) => r.RoomCode === k.room)
  const plan = room?.Plans.find((p) => p.PlanCode === k.plan)
  return room && plan && plan.Remaining >= rooms ? { room, plan } : null
}

/**
 * The booking a URL's keys name, asked again of the hotel page's answer: the same hotel, room and
 * plan for the same stay, kept as the selection; null when the plan is gone.
 */
export async function selectionByKeys(keys: BookingKeys): Promise<HotelSelection | null> {
  const q = keys.query
  const d = await hotelDetail({
    HotelId: keys.hotelId,
    CheckIn: q.checkIn,
    CheckOut: q.checkOut,
    Rooms: q.occupancy.rooms,
    Adults: q.occupancy.adults,
    ...(q.earlyMorning ? { EarlyMorning: true } : {}),
    ...(q.travellers.length ? { PassengerIds: q.travellers.map((p) => p.id) } : {}),
  })
  const found = findPlan(d, keys, q.occupancy.rooms)
  if (!found) return null
  const sel = selectionOf(
    d,
    found.room,
    found.plan,
    q,
    q.travellers.map((p) => p.id),
    null,
  )
  saveSelection(sel)
  return sel
}

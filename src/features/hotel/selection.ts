/**
 * The hotel, room and rate plan chosen for booking, handed from the hotel page to the booking
 * page through the session store (a reload of the booking page keeps it), with the stay, the
 * rooms and guests searched for, and the reason given for an over-standard plan.
 */
import type { HotelInfo, RatePlan, RoomType } from '@api/hotel'
import { SESSION_KEYS } from '@/core/storage-keys'
import type { ReasonDraft } from '@/domain/booking'
import type { Occupancy, Stay } from '@/domain/hotel-stay'
import { sessionStore } from '@/platform/storage'

export interface HotelSelection {
  hotel: Pick<HotelInfo, 'HotelId' | 'Name' | 'Star' | 'Address' | 'GroupCode' | 'GroupName' | 'CheckInFrom' | 'CheckOutBy'> & {
    international: boolean
    cityName: string
    photo: string
  }
  room: Omit<RoomType, 'Plans'>
  plan: RatePlan
  stay: Stay
  occupancy: Occupancy
  /** The travellers the verdict was for (search page); the booking starts with them. */
  passengerIds: number[]
  reason: ReasonDraft | null
}

export function saveSelection(s: HotelSelection): void {
  sessionStore.setJSON(SESSION_KEYS.hotelSelection, s)
}

export function loadSelection(): HotelSelection | null {
  const s = sessionStore.getJSON<HotelSelection | null>(SESSION_KEYS.hotelSelection, null)
  return s && s.hotel && s.room && s.plan && s.stay && s.occupancy ? { ...s, passengerIds: Array.isArray(s.passengerIds) ? s.passengerIds : [] } : null
}

export function clearSelection(): void {
  sessionStore.remove(SESSION_KEYS.hotelSelection)
}

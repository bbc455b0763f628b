/**
 * The hand-off from choosing a fare (search → list → cabins) to filling the order: what was
 * chosen, kept in the session store so an H5 reload of the booking page does not lose it.
 * A missing or unreadable selection sends the booking page back to the search.
 */
import { SESSION_KEYS } from '@/core/storage-keys'
import type { CabinItem, FlightRow, SegmentChoice } from '@api/flight'
import { sessionStore } from '@/platform/storage'

export type TripType = 'OneWay' | 'RoundTrip'

export interface ChosenSegment {
  /** What submitBooking and checkOrderPrice take. */
  choice: SegmentChoice
  /** The flight as listed (times, airports, carrier) for the itinerary card. */
  flight: FlightRow
  /** The chosen fare with its rules and its policy verdict. */
  cabin: CabinItem
}

export interface FlightSelection {
  tripType: TripType
  /** One segment, or outbound then return. */
  segments: ChosenSegment[]
  /** Travellers picked on the search page (employees in the booking scope), for the policy. */
  passengerIds: number[]
}

const KEY = SESSION_KEYS.flightSelection

export function saveSelection(s: FlightSelection): void {
  sessionStore.setJSON(KEY, s)
}

function isSelection(v: unknown): v is FlightSelection {
  if (!v || typeof v !== 'object') return false
  const s = v as Partial<FlightSelection>
  const expected = s.tripType === 'OneWay' ? 1 : s.tripType === 'RoundTrip' ? 2 : -1
  return (
    Array.isArray(s.segments) &&
    s.segments.length === expected &&
    s.segments.every((seg) => !!seg?.choice?.FlightNo && !!seg.flight?.FlightNo && !!seg.cabin?.CabinCode) &&
    Array.isArray(s.passengerIds) &&
    s.passengerIds.every((id) => Number.isInteger(id) && id > 0)
  )
}

/** The stored selection, or null when there is none or it is not one (a stale or edited value). */
export function loadSelection(): FlightSelection | null {
  const v = sessionStore.getJSON<unknown>(KEY, null)
  if (isSelection(v)) return v
  if (v !== null) sessionStore.remove(KEY)
  return null
}

export function clearSelection(): void {
  sessionStore.remove(KEY)
}

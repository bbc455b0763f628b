/**
 * The booking page's URL names what is booked: the search (route, dates, cabin filter, travellers)
 * and the chosen flight and cabin of each leg. A reload, a new tab or a shared link finds the
 * choice again by these keys (the session copy when it is the same, otherwise asked again), and
 * a fare that is gone sends the user back to the list of the same search.
 */
import type { RouteParams } from '@/routes'
import { getCabins } from './search-api'
import { fromParams, toParams, type LegQuery } from './search-params'
import type { ChosenSegment, FlightSelection } from './selection'

export interface BookingKeys {
  /** The outbound leg's search (the return leg is its reverse on the return date). */
  query: LegQuery
  /** Flight number and cabin code per leg, outbound first. */
  legs: { flightNo: string; cabinCode: string }[]
}

const FLIGHT_NO = /^[A-Z0-9]{2}\d{3,4}$/
const CABIN_CODE = /^[A-Z]$/

export function bookingParams(q: LegQuery, sel: FlightSelection): RouteParams {
  const outbound: LegQuery =
    q.leg === 1
      ? { ...q, leg: 0, from: q.to, to: q.from, date: sel.segments[0].choice.DepartDate, returnDate: sel.segments[1]?.choice.DepartDate ?? q.date }
      : q
  return {
    ...toParams(outbound),
    fn: sel.segments.map((s) => s.choice.FlightNo).join(','),
    cc: sel.segments.map((s) => s.choice.CabinCode).join(','),
  }
}

export function bookingKeys(raw: Record<string, string | undefined>): BookingKeys | null {
  const query = fromParams({ ...raw, leg: '0' })
  if (!query) return null
  const fns = (raw.fn ?? '').toUpperCase().split(',')
  const ccs = (raw.cc ?? '').toUpperCase().split(',')
  const n = query.tripType === 'RoundTrip' ? 2 : 1
  if (fns.length !== n || ccs.length !== n || !fns.every((f) => FLIGHT_NO.test(f)) || !ccs.every((c) => CABIN_CODE.test(c))) return null
  return { query, legs: fns.map((flightNo, i) => ({ flightNo, cabinCode: ccs[i] })) }
}

/** Each leg's search: route and date as the cabins page asks for them. */
export function legQueries(k: BookingKeys): LegQuery[] {
  const q = k.query
  return q.tripType === 'RoundTrip' ? [q, { ...q, leg: 1, from: q.to, to: q.from, date: q.returnDate }] : [q]
}

/** Whether a kept selection is the booking the URL names. */
export function sameBooking(s: FlightSelection, k: BookingKeys): boolean {
  const legs = legQueries(k)
  return (
    s.tripType === k.query.tripType &&
    s.segments.length === k.legs.length &&
    s.segments.every(
      (seg, i) =>
        seg.choice.FlightNo === k.legs[i].flightNo &&
        seg.choice.CabinCode === k.legs[i].cabinCode &&
        seg.choice.DepartDate === legs[i].date &&
        seg.choice.DepartCityCode === legs[i].from &&
        seg.choice.ArriveCityCode === legs[i].to,
    )
  )
}

/** The booking the keys name, asked again: the same flights and cabins with seats left, or null when one is gone. */
export async function selectionByKeys(k: BookingKeys): Promise<FlightSelection | null> {
  const segments = await Promise.all(
    legQueries(k).map(async (q, i): Promise<ChosenSegment | null> => {
      const res = await getCabins({ from: q.from, to: q.to, date: q.date, flightNo: k.legs[i].flightNo, passengerIds: q.passengerIds })
      const cabin = res.Cabins.find((c) => c.CabinCode === k.legs[i].cabinCode && c.SeatsLeft > 0)
      if (!cabin) return null
      const choice = {
        FlightNo: res.Flight.FlightNo,
        DepartDate: q.date,
        DepartCityCode: q.from,
        ArriveCityCode: q.to,
        CabinCode: cabin.CabinCode,
        Price: cabin.Price,
      }
      return { choice, flight: res.Flight, cabin }
    }),
  )
  if (segments.some((x) => x === null)) return null
  return { tripType: k.query.tripType, segments: segments as ChosenSegment[], passengerIds: k.query.passengerIds }
}

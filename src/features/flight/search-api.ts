/**
 * Every server call of the flight search pages (search, list, cabins): one place that knows the
 * paths and request shapes of types/api/flight.ts. Rejections are core's ApiError; 305 comes back
 * unhandled (no toast) and the pages turn it into the 'search again' flow.
 */
import type { FlightIndexInitInfoRes, FlightRankStandard, GetCabinClassRes, GetFlightsRes, RouteLowestPriceRes } from '@api/flight'
import { ErrorCode } from '@api/errors'
import { isApiError } from '@/core/errors'
import { http } from '@/stores'
import type { CabinFilter } from './search-params'

export function getIndexInitInfo(): Promise<FlightIndexInitInfoRes> {
  return http.call('flight/getFlightIndexInitInfo', {})
}

/** The rank standard of a traveller (default the caller). */
export function getFlightRank(personId?: number): Promise<FlightRankStandard | null> {
  // One call per traveller, side by side.
  return http.call('flightrank', personId ? { PersonId: personId } : {}, { parallel: true })
}

/** The server answers at most 62 days per call. */
export const LOWEST_PRICE_SPAN_DAYS = 62

export interface LowestPriceQuery {
  from: string
  to: string
  start: string
  end: string
  cabin: CabinFilter
}

/**
 * `parallel`: the calendar asks for several 62-day windows at once; without it each would cancel
 * the previous one (same path).
 */
export function getRouteLowestPrices(q: LowestPriceQuery, parallel = false): Promise<RouteLowestPriceRes> {
  return http.call(
    'routeLowestPrice/get',
    { DepartCityCode: q.from, ArriveCityCode: q.to, StartDate: q.start, EndDate: q.end, CabinClass: q.cabin },
    { parallel },
  )
}

export interface FlightQuery {
  from: string
  to: string
  date: string
  cabin: CabinFilter
  passengerIds: number[]
}

export function getFlights(q: FlightQuery): Promise<GetFlightsRes> {
  return http.call('domesticFlightv2/getFlights', {
    DepartCityCode: q.from,
    ArriveCityCode: q.to,
    DepartDate: q.date,
    CabinClass: q.cabin,
    ...(q.passengerIds.length ? { PassengerIds: q.passengerIds } : {}),
  })
}

export function getCabins(q: Omit<FlightQuery, 'cabin'> & { flightNo: string }): Promise<GetCabinClassRes> {
  return http.call('domesticFlightv2/getCabinClass', {
    FlightNo: q.flightNo,
    DepartDate: q.date,
    DepartCityCode: q.from,
    ArriveCityCode: q.to,
    ...(q.passengerIds.length ? { PassengerIds: q.passengerIds } : {}),
  })
}

export { getBookPersons } from '@/shared/book-persons'

export type PolicyReasonKind = 'Policy' | 'LowestPrice'

/** docs/error-codes.md: the fare or flight is gone; the screen says so and sends the user back to search again. */
export function isOfferExpired(e: unknown): boolean {
  return isApiError(e) && e.kind === 'server' && e.code === ErrorCode.FlightOfferExpired
}

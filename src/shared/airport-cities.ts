/** The cities with airports, for every screen that picks one (flight search, trip application legs). */
import type { FlightCityListRes, SearchAirportCityRes } from '@api/flight'
import { http } from '@/stores'

export function cityList(): Promise<FlightCityListRes> {
  return http.call('flight/getFlightCityList', {})
}

export function searchCities(keyword: string): Promise<SearchAirportCityRes> {
  // A newer keyword cancels the unfinished older one (core's per-path rule): typing stays fast.
  return http.call('flight/searchAirportCity/v2', { Keyword: keyword.slice(0, 40) })
}

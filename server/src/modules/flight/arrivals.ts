/**
 * Flight arrivals for the products that meet a flight (kernel/arrivals.ts): the timetable's
 * arrival of a flight number on its departure date, and the expected one once its delay is known
 * (flight-status.ts: from a day before departure, as the flight notices tell it).
 */
import type { Arrival } from '../../kernel/arrivals'
import { chinaInstant, weekday } from '../../lib/time'
import { flightStatus } from './flight-status'
import { inventory } from './inventory'
import type { ScheduledFlight } from './schedule'

let byNo: Map<string, ScheduledFlight[]> | null = null

export function flightsNamed(no: string): ScheduledFlight[] {
  if (!byNo) {
    byNo = new Map()
    for (const f of inventory().timetable.byFlight.values()) byNo.set(f.flightNo, [...(byNo.get(f.flightNo) ?? []), f])
  }
  return byNo.get(no) ?? []
}

export function flightArrival(no: string, date: string, now: Date): Arrival | null {
  // A through flight is listed per leg: the rider leaves it where it ends.
  const f = flightsNamed(no)
    .filter((x) => x.daysMask & (1 << weekday(date)))
    .sort((a, b) => b.arrMin - a.arrMin)[0]
  if (!f) return null
  const s = flightStatus(f, date, now)
  const known = s.status !== 'Scheduled'
  const scheduled = chinaInstant(date, f.arrMin)
  return {
    kind: 'Flight',
    no,
    scheduled,
    expected: known ? new Date(scheduled.getTime() + s.delayMinutes * 60_000) : scheduled,
    placeCode: f.arrAirport.code,
    cityCode: f.arrCity.code,
    names: f.arrAirport.names,
    position: { lat: f.arrAirport.lat, lon: f.arrAirport.lon },
  }
}

/**
 * Train arrivals for the products that meet a train (kernel/arrivals.ts): a train number on the
 * date it starts, at one of its stations (default its last). Trains keep their timetable here:
 * expected is scheduled.
 */
import type { Arrival } from '../../kernel/arrivals'
import { chinaInstant } from '../../lib/time'
import { runsOn, trainByNo } from './catalog'

export function trainArrival(no: string, date: string, _now: Date, at?: string): Arrival | null {
  const t = trainByNo(no)
  if (!t || !runsOn(t, date)) return null
  const stop = at ? t.stops.slice(1).find((s) => s.station.code === at || s.station.cityCode === at) : t.stops[t.stops.length - 1]
  if (!stop) return null
  const scheduled = chinaInstant(date, stop.arr)
  return {
    kind: 'Train',
    no,
    scheduled,
    expected: scheduled,
    placeCode: stop.station.code,
    cityCode: stop.station.cityCode,
    names: { CN: stop.station.cn, EN: stop.station.en, JP: stop.station.cn },
    position: null,
  }
}

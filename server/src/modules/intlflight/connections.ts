/**
 * Itineraries of one leg on a local departure date: nonstop flights, and connections with one or
 * two stops where every change of plane is at one airport, leaves at least the minimum
 * connection time (MCT_MINUTES; MCT_LONG_HAUL_MINUTES when either flight flies LONG_HAUL_MINUTES
 * or more) and at most MAX_LAYOVER_MINUTES, with carriers of one alliance (or one carrier), and
 * no detour: the distance flown stays within 1.35 × the great circle + 800 km. Two stops are
 * offered only when fewer than 8 itineraries with at most one stop exist. A leg answers at
 * most 20 itineraries: every nonstop, then the quickest connections, at most two through one airport.
 *
 * An itinerary's key names its flights and local dates; parseKey rebuilds it and checks the
 * same rules, so a booking cannot name a connection the search would not offer.
 */
import { LONG_HAUL_MINUTES, MAX_LAYOVER_MINUTES, MCT_LONG_HAUL_MINUTES, MCT_MINUTES, type FareFamily } from '../../../../types/api/intlflight-values'
import { distanceKm } from '../../services/places/places'
import type { AirportDef, CarrierDef } from './data'
import { airportsOf, FLIGHT_BY_NO, flightsFrom, flightsOn, instanceOf, localDates, type FlightDef, type FlightInstance } from './schedule'

export type Itin = FlightInstance[]

export const mctOf = (a: FlightDef, b: FlightDef): number =>
  a.duration >= LONG_HAUL_MINUTES || b.duration >= LONG_HAUL_MINUTES ? MCT_LONG_HAUL_MINUTES : MCT_MINUTES
const compatible = (a: CarrierDef, b: CarrierDef): boolean => a.code === b.code || (a.alliance !== 'None' && a.alliance === b.alliance)
export const keyOf = (it: Itin): string => it.map((s) => `${s.def.no}@${s.date}`).join('+')
export const layoverMinutes = (a: FlightInstance, b: FlightInstance): number => Math.round((b.depart - a.arrive) / 60_000)

const maxFlown = (direct: number): number => direct * 1.35 + 800

/** The next instances of `f` leaving `from` between min and max minutes after `after`. */
function nextInstances(f: FlightDef, after: number, min: number, max: number): FlightInstance[] {
  const out: FlightInstance[] = []
  for (const d of localDates(after + min * 60_000, after + max * 60_000, f.from)) {
    const i = instanceOf(f, d)
    const lay = (i.depart - after) / 60_000
    if (lay >= min && lay <= max) out.push(i)
  }
  return out
}

/** Itineraries from → to (airport or city codes) leaving on a local date, best first. */
export function searchLeg(from: string, to: string, date: string, nonstopOnly = false): Itin[] {
  const origins = airportsOf(from)
  const dests = airportsOf(to)
  const originSet = new Set(origins.map((a) => a.code))
  const destSet = new Set(dests.map((a) => a.code))
  const out: Itin[] = []
  for (const o of origins) for (const d of dests) for (const f of flightsOn(o.code, d.code)) out.push([instanceOf(f, date)])
  if (!nonstopOnly) {
    for (const o of origins) {
      for (const f1 of flightsFrom(o.code)) {
        const x = f1.to
        if (destSet.has(x.code) || originSet.has(x.code)) continue
        let i1: FlightInstance | null = null
        for (const d of dests) {
          const list = flightsOn(x.code, d.code)
          if (!list.length) continue
          if (f1.km + distanceKm(x, d) > maxFlown(distanceKm(o, d))) continue
          i1 ??= instanceOf(f1, date)
          for (const f2 of list) {
            if (!compatible(f1.carrier, f2.carrier)) continue
            for (const i2 of nextInstances(f2, i1.arrive, mctOf(f1, f2), MAX_LAYOVER_MINUTES)) out.push([i1, i2])
          }
        }
      }
    }
    if (out.length < 8) out.push(...twoStops(origins, dests, originSet, destSet, date))
  }
  const elapsed = (it: Itin) => it[it.length - 1].arrive - it[0].depart
  out.sort((a, b) => a.length - b.length || elapsed(a) - elapsed(b) || a[0].depart - b[0].depart)
  // Nonstops all; then connections, at most 2 through one connecting airport, 20 in all.
  const perVia = new Map<string, number>()
  const kept: Itin[] = []
  for (const it of out) {
    if (it.length > 1) {
      const via = it
        .slice(0, -1)
        .map((s) => s.def.to.code)
        .join('-')
      const n = perVia.get(via) ?? 0
      if (n >= 2) continue
      perVia.set(via, n + 1)
    }
    kept.push(it)
    if (kept.length >= 20) break
  }
  return kept.sort((a, b) => a[0].depart - b[0].depart || a.length - b.length)
}

function twoStops(origins: AirportDef[], dests: AirportDef[], originSet: Set<string>, destSet: Set<string>, date: string): Itin[] {
  const out: Itin[] = []
  for (const o of origins) {
    for (const d of dests) {
      const limit = maxFlown(distanceKm(o, d))
      for (const f1 of flightsFrom(o.code)) {
        const x = f1.to
        if (destSet.has(x.code) || originSet.has(x.code) || f1.km + distanceKm(x, d) > limit) continue
        const i1 = instanceOf(f1, date)
        for (const f2 of flightsFrom(x.code)) {
          const y = f2.to
          if (y.code === o.code || destSet.has(y.code) || originSet.has(y.code) || !compatible(f1.carrier, f2.carrier)) continue
          if (f1.km + f2.km + distanceKm(y, d) > limit) continue
          const last = flightsOn(y.code, d.code).filter((f3) => compatible(f2.carrier, f3.carrier))
          if (!last.length) continue
          for (const i2 of nextInstances(f2, i1.arrive, mctOf(f1, f2), 12 * 60)) {
            for (const f3 of last) for (const i3 of nextInstances(f3, i2.arrive, mctOf(f2, f3), 12 * 60)) out.push([i1, i2, i3])
          }
          if (out.length > 60) return out
        }
      }
    }
  }
  return out
}

/**
 * The itinerary a key names, checked like the search builds them (flights known, a chain of
 * airports, layovers within the connection rules); null otherwise. The key's first flight must
 * leave from `from` and its last arrive at `to` when they are given (airport or city codes).
 */
export function parseKey(key: string, from?: string, to?: string): Itin | null {
  const parts = key.split('+')
  if (!parts.length || parts.length > 3) return null
  const it: Itin = []
  for (const p of parts) {
    const [no, date] = p.split('@')
    const def = FLIGHT_BY_NO.get(no)
    if (!def || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) return null
    it.push(instanceOf(def, date))
  }
  for (let i = 1; i < it.length; i++) {
    const a = it[i - 1]
    const b = it[i]
    if (a.def.to.code !== b.def.from.code || !compatible(a.def.carrier, b.def.carrier)) return null
    const lay = layoverMinutes(a, b)
    if (lay < mctOf(a.def, b.def) || lay > MAX_LAYOVER_MINUTES) return null
  }
  if (from && !airportsOf(from).some((a) => a.code === it[0].def.from.code)) return null
  if (to && !airportsOf(to).some((a) => a.code === it[it.length - 1].def.to.code)) return null
  return it
}

/** The itineraries a booking chose, one per leg, with their fare families and the trip's first and last days. */
export interface Resolved {
  legs: Itin[]
  families: FareFamily[]
  tripEnd: string
  firstDate: string
}

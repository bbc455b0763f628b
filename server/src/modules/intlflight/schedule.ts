/**
 * The international timetable, built once in memory from data.ts and the same on every server:
 * each carrier flies from its hubs to a deterministic choice of airports (other carriers' hubs
 * likely, its own region often, the rest seldom; a few routes always, like PVG–FRA), daily, one
 * to three times a day, at local departure times picked from the route's hash. Flight time is
 * the great-circle distance at 820 km/h plus 30 minutes for taxi and climb.
 *
 * A leg's itineraries (connections.ts) are assembled per request from the indexes here, so a
 * search touches no table.
 */
import { distanceKm } from '../../services/places/places'
import { hash32, unit } from '../../lib/prng'
import { addDays } from '../../lib/time'
import { AIRPORTS, CARRIERS, type AirportDef, type CarrierDef } from './data'

export interface FlightDef {
  no: string
  carrier: CarrierDef
  from: AirportDef
  to: AirportDef
  /** Local departure, minutes after midnight. */
  depMin: number
  /** Minutes in the air (block time). */
  duration: number
  km: number
  aircraft: string
  depTerminal: string
  arrTerminal: string
}

/** A flight on a local departure date. */
export interface FlightInstance {
  def: FlightDef
  date: string
  depart: number
  arrive: number
}

export const AIRPORT_BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]))
export const CARRIER_BY_CODE = new Map(CARRIERS.map((c) => [c.code, c]))

/** Airports of a place code: an airport's own code, or every airport of a city code (TYO: NRT, HND). */
export function airportsOf(code: string): AirportDef[] {
  const a = AIRPORT_BY_CODE.get(code)
  if (a) return [a]
  return AIRPORTS.filter((x) => x.city === code)
}

/** Block minutes for a distance, rounded to 5. */
export const blockMinutes = (km: number): number => Math.round((30 + (km / 820) * 60) / 5) * 5

/** Routes flown whatever the hashes say: the journeys the demo and the tests rely on. */
const ALWAYS: readonly [string, string, string][] = [
  ['MU', 'PVG', 'FRA'],
  ['LH', 'FRA', 'PVG'],
  ['CA', 'PEK', 'FRA'],
  ['CA', 'PVG', 'PEK'],
  ['LH', 'MUC', 'PVG'],
  ['LH', 'FRA', 'MUC'],
  ['AY', 'HEL', 'PVG'],
  ['AY', 'HEL', 'FRA'],
  ['MU', 'PVG', 'NRT'],
  ['NH', 'HND', 'PVG'],
  ['MU', 'PVG', 'JFK'],
  ['UA', 'SFO', 'PVG'],
  ['CX', 'HKG', 'LHR'],
  ['SQ', 'SIN', 'PVG'],
  ['QF', 'SYD', 'PVG'],
]

function addRouteKey(set: Set<string>, carrier: string, a: string, b: string): boolean {
  const key = `${carrier}:${[a, b].sort().join('-')}`
  if (set.has(key)) return false
  set.add(key)
  return true
}

/** Whether a carrier flies hub → airport (before ALWAYS). */
function flies(c: CarrierDef, hub: AirportDef, a: AirportDef, hubs: Set<string>): boolean {
  const km = distanceKm(hub, a)
  if (km < 300 || km > 15_500) return false
  const u = unit(`route|${c.code}|${hub.code}|${a.code}`)
  if (a.country === hub.country) return c.hubs.includes(a.code) || u < 0.45
  if (hubs.has(a.code)) return u < (km > 7000 ? 0.42 : 0.75)
  if (a.region === hub.region) return u < 0.6
  return u < 0.1
}

function buildFlights(): FlightDef[] {
  const hubs = new Set(CARRIERS.flatMap((c) => c.hubs))
  const seen = new Set<string>()
  const routes: [CarrierDef, AirportDef, AirportDef][] = []
  for (const [code, a, b] of ALWAYS) {
    const c = CARRIER_BY_CODE.get(code)!
    if (addRouteKey(seen, code, a, b)) routes.push([c, AIRPORT_BY_CODE.get(a)!, AIRPORT_BY_CODE.get(b)!])
  }
  for (const c of CARRIERS) {
    for (const h of c.hubs) {
      const hub = AIRPORT_BY_CODE.get(h)!
      for (const a of AIRPORTS) {
        if (a.code === h || !flies(c, hub, a, hubs)) continue
        if (addRouteKey(seen, c.code, h, a.code)) routes.push([c, hub, a])
      }
    }
  }
  const next = new Map<string, number>()
  const flights: FlightDef[] = []
  for (const [c, a, b] of routes) {
    const km = Math.round(distanceKm(a, b))
    const duration = blockMinutes(km)
    const u = unit(`freq|${c.code}|${a.code}|${b.code}`)
    const freq = km > 6000 ? 1 : km > 2500 ? (u < 0.5 ? 2 : 1) : u < 0.35 ? 3 : 2
    for (let i = 0; i < freq; i++) {
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const n = (next.get(c.code) ?? 101) + (from === a ? 0 : 1)
        const h = hash32(`dep|${c.code}|${from.code}|${to.code}|${i}`)
        // Spread the day's flights over 06:30–23:30 local, each in its share of the day.
        const share = (17 * 60) / freq
        const off = Math.floor(((h % 1000) / 1000) * share)
        const depMin = 390 + Math.floor(i * share) + off - (off % 5)
        flights.push({
          no: `${c.code}${n}`,
          carrier: c,
          from,
          to,
          depMin,
          duration,
          km,
          aircraft: km > 4000 ? c.longHaul : c.shortHaul,
          depTerminal: `T${1 + (h % from.terminals)}`,
          arrTerminal: `T${1 + ((h >>> 8) % to.terminals)}`,
        })
      }
      next.set(c.code, (next.get(c.code) ?? 101) + 2)
    }
  }
  return flights
}

export const FLIGHTS: readonly FlightDef[] = buildFlights()
export const FLIGHT_BY_NO = new Map(FLIGHTS.map((f) => [f.no, f]))
const BY_FROM = new Map<string, FlightDef[]>()
const BY_ROUTE = new Map<string, FlightDef[]>()
for (const f of FLIGHTS) {
  ;(BY_FROM.get(f.from.code) ?? BY_FROM.set(f.from.code, []).get(f.from.code)!).push(f)
  const key = `${f.from.code}-${f.to.code}`
  ;(BY_ROUTE.get(key) ?? BY_ROUTE.set(key, []).get(key)!).push(f)
}
for (const list of [...BY_FROM.values(), ...BY_ROUTE.values()]) list.sort((x, y) => x.depMin - y.depMin)

export const flightsFrom = (airport: string): readonly FlightDef[] => BY_FROM.get(airport) ?? []
export const flightsOn = (from: string, to: string): readonly FlightDef[] => BY_ROUTE.get(`${from}-${to}`) ?? []

// ---------------------------------------------------------------------------------------------
// Local time

const formats = new Map<string, Intl.DateTimeFormat>()
const offsets = new Map<string, number>()

/** UTC offset (minutes) of a time zone around noon UTC of a date; cached. */
export function utcOffset(tz: string, date: string): number {
  const key = `${tz}|${date}`
  let v = offsets.get(key)
  if (v !== undefined) return v
  let f = formats.get(tz)
  if (!f) formats.set(tz, (f = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })))
  const name = f.formatToParts(new Date(`${date}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  v = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
  if (offsets.size > 50_000) offsets.clear()
  offsets.set(key, v)
  return v
}

const DAY_MS = 86_400_000
const dayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`)

/** The instance of a flight leaving on a local date. */
export function instanceOf(def: FlightDef, date: string): FlightInstance {
  const depart = dayStart(date) + (def.depMin - utcOffset(def.from.tz, date)) * 60_000
  return { def, date, depart, arrive: depart + def.duration * 60_000 }
}

/** Local 'yyyy-MM-dd HH:mm' of an instant at an airport. */
export function localTime(at: number, a: AirportDef): string {
  const approxDate = new Date(at).toISOString().slice(0, 10)
  const local = new Date(at + utcOffset(a.tz, approxDate) * 60_000).toISOString()
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`
}

export const localDate = (at: number, a: AirportDef): string => localTime(at, a).slice(0, 10)

export function offsetText(at: number, a: AirportDef): string {
  const m = utcOffset(a.tz, new Date(at).toISOString().slice(0, 10))
  const abs = Math.abs(m)
  return `${m < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** Instances of flights from → to leaving on a local date (and the next, for connections). */
export function instancesOn(from: string, to: string, date: string): FlightInstance[] {
  return flightsOn(from, to).map((f) => instanceOf(f, date))
}

/** Local dates at `a` an instant range may fall on. */
export function localDates(from: number, to: number, a: AirportDef): string[] {
  const first = localDate(from, a)
  const last = localDate(to, a)
  const out = [first]
  let d = first
  while (d < last && out.length < 4) out.push((d = addDays(d, 1)))
  return out
}

export { DAY_MS }

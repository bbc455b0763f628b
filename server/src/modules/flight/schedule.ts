/**
 * The timetable: every route's daily flights, generated once at start from the city, airport and
 * carrier tables with a seeded generator (so every run and every server has the same one), then
 * indexed by route. A date's flights are the timetable filtered by weekday — nothing per day is
 * stored except seats and orders.
 *
 * Routes: every pair of the 30 busiest cities, and each other city to the five national hubs and
 * its three nearest big cities. Pairs closer than 300 km have no flights (the train wins).
 * Frequencies follow traffic (weight product); some long routes get a one-stop through flight;
 * about one flight in eight of the big groups is also sold under a partner's code (code-share).
 */
import { AIRCRAFT, CARRIERS, type AircraftCode, type Carrier } from './data/carriers'
import { allCities, distanceKm, type Airport, type City } from '../../services/places/places'
import { pick, pickWeighted, rng } from '../../lib/prng'

export interface Stop {
  airport: Airport
  arrMin: number
  depMin: number
}

export interface ScheduledFlight {
  flightNo: string
  carrier: Carrier
  /** Operating flight of a code-share; null when this is the operating flight. */
  operating: string | null
  depCity: City
  arrCity: City
  depAirport: Airport
  arrAirport: Airport
  depTerminal: string
  arrTerminal: string
  /** Minutes after midnight of the departure day (China time). */
  depMin: number
  arrMin: number
  stop: Stop | null
  aircraft: AircraftCode
  meal: boolean
  /** Bit d set = operates on weekday d (0 Monday .. 6 Sunday). */
  daysMask: number
  /** City-pair distance: fares follow it even for through flights. */
  fareKm: number
  routeKey: string
}

export const routeKey = (dep: string, arr: string): string => `${dep}-${arr}`

const TOP = 30
const HUBS = ['BJS', 'SHA', 'CAN', 'SZX', 'CTU']
const MIN_KM = 300
const FIRST_DEP = 6 * 60
const LAST_ARR = 23 * 60 + 30
/** Multi-airport cities: share of flights by airport when the carrier has no base there. */
const AIRPORT_SHARE: Record<string, number> = { PEK: 0.55, PKX: 0.45, PVG: 0.5, SHA: 0.5, CTU: 0.5, TFU: 0.5 }
/** Terminals by carrier where the real split is well known; other carriers hash to a terminal. */
const TERMINALS: Record<string, Record<string, string>> = {
  PEK: { CA: 'T3', ZH: 'T3', SC: 'T3', '3U': 'T3', MU: 'T2', CZ: 'T2', HU: 'T2', KN: 'T2' },
  PVG: { MU: 'T1', FM: 'T1', HO: 'T2', '9C': 'T2', CA: 'T2', CZ: 'T2' },
  SHA: { MU: 'T2', FM: 'T2', HO: 'T2', CA: 'T2', '9C': 'T1', CZ: 'T2' },
  CAN: { CZ: 'T2', MF: 'T2', CA: 'T1', MU: 'T1', HU: 'T1', '3U': 'T1', ZH: 'T1' },
  HGH: { CA: 'T3', MU: 'T4', CZ: 'T4', MF: 'T3', JD: 'T3' },
}

/** Block time: cruise at ~780 km/h plus 40 minutes of taxi, climb and approach, in 5-minute steps. */
export const blockMinutes = (km: number): number => Math.round(((km / 780) * 60) / 5 + 8) * 5

const hubStrength = (carrier: Carrier, city: string): number => carrier.hubs.find((h) => h[0] === city)?.[2] ?? 0

function chooseAirport(carrier: Carrier, city: City, r: () => number): Airport {
  if (city.airports.length === 1) return city.airports[0]
  const base = carrier.hubs.find((h) => h[0] === city.code)?.[1]
  const hub = base ? city.airports.find((a) => a.code === base) : undefined
  if (hub && r() < 0.85) return hub
  return pickWeighted(r, city.airports, (a) => AIRPORT_SHARE[a.code] ?? 1)
}

function terminal(airport: Airport, carrier: Carrier): string {
  if (airport.terminals.length === 0) return ''
  const fixed = TERMINALS[airport.code]?.[carrier.code]
  if (fixed && airport.terminals.includes(fixed)) return fixed
  const h = [...(airport.code + carrier.code)].reduce((s, ch) => s + ch.charCodeAt(0), 0)
  return airport.terminals[h % airport.terminals.length]
}

function chooseAircraft(carrier: Carrier, km: number, big: boolean, r: () => number): AircraftCode {
  if (big && km >= 1000 && carrier.wide.length > 0 && r() < 0.35) return pick(r, carrier.wide)
  const regional = carrier.narrow.includes('ARJ21')
  if (regional && km < 900 && r() < (carrier.code === 'EU' || carrier.code === 'G5' ? 0.6 : 0.15)) return 'ARJ21'
  if (carrier.narrow.includes('C919') && km < 2000 && r() < 0.12) return 'C919'
  const mainline = carrier.narrow.filter((a) => a !== 'ARJ21' && a !== 'C919')
  return mainline.length ? pick(r, mainline) : carrier.narrow[0]
}

function daysMask(r: () => number): number {
  if (r() < 0.85) return 0b1111111
  let mask = 0b1111111
  const off = 1 + Math.floor(r() * 3)
  for (let i = 0; i < off; i++) mask &= ~(1 << Math.floor(r() * 7))
  return mask === 0 ? 0b1010101 : mask
}

/** Evenly spread departures over the day's window, jittered, in 5-minute steps. */
function departures(count: number, duration: number, r: () => number): number[] {
  const last = Math.max(FIRST_DEP + 30, LAST_ARR - duration)
  const span = last - FIRST_DEP
  const step = span / count
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const t = FIRST_DEP + step * (i + 0.5) + (r() - 0.5) * step * 0.7
    out.push(Math.min(last, Math.max(FIRST_DEP, Math.round(t / 5) * 5)))
  }
  return out
}

export interface Timetable {
  byRoute: Map<string, ScheduledFlight[]>
  byFlight: Map<string, ScheduledFlight>
  flightCount: number
}

export const flightKey = (flightNo: string, route: string): string => `${flightNo}|${route}`

export function buildTimetable(): Timetable {
  const cities = allCities().sort((a, b) => b.weight - a.weight)
  const top = cities.slice(0, TOP)
  const counters = new Map<string, number>(CARRIERS.map((c, i) => [c.code, 1001 + (i % 4) * 2000]))
  const nextNo = (carrier: Carrier): number => {
    const n = counters.get(carrier.code)!
    counters.set(carrier.code, n + 2)
    return n
  }
  const flights: ScheduledFlight[] = []

  const pairs: [City, City, boolean][] = []
  for (let i = 0; i < top.length; i++) for (let j = i + 1; j < top.length; j++) pairs.push([top[i], top[j], true])
  for (const c of cities.slice(TOP)) {
    const near = top
      .filter((t) => distanceKm(t.airports[0], c.airports[0]) >= MIN_KM)
      .sort((x, y) => distanceKm(x.airports[0], c.airports[0]) - distanceKm(y.airports[0], c.airports[0]))
      .slice(0, 3)
    const partners = new Set<City>([...HUBS.map((h) => top.find((t) => t.code === h)!), ...near])
    for (const p of partners) pairs.push([p, c, false])
  }

  const make = (
    carrier: Carrier,
    from: City,
    to: City,
    no: number,
    dep: number,
    r: () => number,
    aircraft: AircraftCode,
    km: number,
    via: City | null,
    mask: number,
  ): ScheduledFlight => {
    const depAirport = chooseAirport(carrier, from, r)
    const arrAirport = chooseAirport(carrier, to, r)
    let stop: Stop | null = null
    let arr: number
    if (via) {
      const leg1 = blockMinutes(distanceKm(depAirport, via.airports[0]))
      const ground = 45 + 5 * Math.floor(r() * 4)
      stop = { airport: via.airports[0], arrMin: dep + leg1, depMin: dep + leg1 + ground }
      arr = stop.depMin + blockMinutes(distanceKm(via.airports[0], arrAirport))
    } else {
      arr = dep + blockMinutes(distanceKm(depAirport, arrAirport))
    }
    return {
      flightNo: `${carrier.code}${no}`,
      carrier,
      operating: null,
      depCity: from,
      arrCity: to,
      depAirport,
      arrAirport,
      depTerminal: terminal(depAirport, carrier),
      arrTerminal: terminal(arrAirport, carrier),
      depMin: dep,
      arrMin: arr,
      stop,
      aircraft,
      meal: !carrier.lowCost && arr - dep >= 90,
      daysMask: mask,
      fareKm: km,
      routeKey: routeKey(from.code, to.code),
    }
  }

  for (const [a, b, isTop] of pairs) {
    const km = distanceKm(a.airports[0], b.airports[0])
    if (km < MIN_KM) continue
    const r = rng(`route|${a.code}|${b.code}`)
    const short = km < 450 ? 0.3 : km < 650 ? 0.6 : 1
    const count = Math.max(1, Math.min(isTop ? 36 : 8, Math.round(((a.weight * b.weight) / 280) * short)))
    const duration = blockMinutes(km)
    const out = departures(count, duration, r)
    const back = departures(count, duration, r)
    const big = a.weight >= 25 && b.weight >= 25
    for (let i = 0; i < count; i++) {
      const carrier = pickWeighted(
        r,
        CARRIERS,
        (c) => hubStrength(c, a.code) + hubStrength(c, b.code) + (['CA', 'MU', 'CZ', 'HU'].includes(c.code) ? 0.6 : 0.05),
      )
      const aircraft = chooseAircraft(carrier, km, big, r)
      const mask = daysMask(r)
      const no = nextNo(carrier)
      flights.push(make(carrier, a, b, no, out[i], r, aircraft, km, null, mask))
      flights.push(make(carrier, b, a, no + 1, back[i], r, aircraft, km, null, mask))
    }
    // A one-stop through flight on some long routes, via a big city close to the straight line.
    if (isTop && km > 1400 && r() < 0.5) {
      const via = top
        .filter((v) => v !== a && v !== b)
        .filter((v) => {
          const l1 = distanceKm(a.airports[0], v.airports[0])
          const l2 = distanceKm(v.airports[0], b.airports[0])
          return l1 >= 400 && l2 >= 400 && (l1 + l2) / km < 1.2
        })
      if (via.length) {
        const v = pickWeighted(r, via, (x) => x.weight)
        const carrier = pickWeighted(r, CARRIERS, (c) => hubStrength(c, v.code) + hubStrength(c, a.code) + 0.2)
        const aircraft = chooseAircraft(carrier, km, false, r)
        const no = nextNo(carrier)
        const total = blockMinutes(distanceKm(a.airports[0], v.airports[0])) + blockMinutes(distanceKm(v.airports[0], b.airports[0])) + 60
        const dep1 = FIRST_DEP + 60 + Math.round((r() * Math.max(30, LAST_ARR - total - FIRST_DEP - 90)) / 5) * 5
        const dep2 = FIRST_DEP + 30 + Math.round((r() * Math.max(30, LAST_ARR - total - FIRST_DEP - 60)) / 5) * 5
        flights.push(make(carrier, a, b, no, dep1, r, aircraft, km, v, 0b1111111))
        flights.push(make(carrier, b, a, no + 1, dep2, r, aircraft, km, v, 0b1111111))
      }
    }
  }

  // Code-shares: a partner of the same group markets the flight under its own number.
  const shares: ScheduledFlight[] = []
  for (const f of flights) {
    if (f.carrier.group === 'other') continue
    const r = rng(`share|${f.flightNo}|${f.routeKey}`)
    if (r() >= 0.12) continue
    const partners = CARRIERS.filter((c) => c.group === f.carrier.group && c !== f.carrier && !c.lowCost)
    if (!partners.length) continue
    const partner = pick(r, partners)
    shares.push({ ...f, flightNo: `${partner.code}${nextNo(partner)}`, carrier: partner, operating: f.flightNo })
  }
  flights.push(...shares)

  const byRoute = new Map<string, ScheduledFlight[]>()
  const byFlight = new Map<string, ScheduledFlight>()
  for (const f of flights) {
    const list = byRoute.get(f.routeKey)
    if (list) list.push(f)
    else byRoute.set(f.routeKey, [f])
    byFlight.set(flightKey(f.flightNo, f.routeKey), f)
  }
  for (const list of byRoute.values()) list.sort((x, y) => x.depMin - y.depMin || x.flightNo.localeCompare(y.flightNo))
  return { byRoute, byFlight, flightCount: flights.length }
}

export const aircraftInfo = (code: AircraftCode) => AIRCRAFT[code]

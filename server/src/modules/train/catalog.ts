/**
 * The railway's timetable and seats, generated once from fixed seeds (lib/prng.ts), so every
 * server computes the same trains: G, D and C trains on the high-speed lines, Z, T and K on the
 * conventional ones (stations.ts), each with its stops (times, day offsets), running days, seat
 * classes, prices by distance, the tickets the railway starts a date with, and its coaches.
 *
 * Tickets are sold per train, date and seat class for the whole run (a ticket of any stretch
 * takes one place): the reference railway does not split places by stretch. Seats of a class are
 * sold to other passengers in a fixed order per date (seatOrder), so the seat map, the count
 * left and the seats the server gives out agree.
 */
import type { SeatClass, TrainType } from '../../../../types/api/train-values'
import { SALE_WINDOW_DAYS } from '../../../../types/api/train-values'
import { hash32, rng, unit } from '../../lib/prng'
import { addDays, chinaInstant } from '../../lib/time'
import { LINES, type Line } from './lines'
import { stationByCode, type Station } from './stations'

export interface Stop {
  station: Station
  km: number
  /** Minutes from 00:00 of the train's start date; arr = dep at the first station. */
  arr: number
  dep: number
}

export interface CoachDef {
  no: number
  cls: SeatClass
  rows: number
  letters: readonly string[]
  /** Seats before the aisle in a row. */
  aisle: number
}

export interface TrainDef {
  no: string
  type: TrainType
  line: string
  stops: Stop[]
  running: 'Daily' | 'OddDates' | 'EvenDates'
  classes: SeatClass[]
  coaches: CoachDef[]
  /** Second class (or hard sleeper) sold out on every date: grabbing has work. */
  alwaysSoldOut: SeatClass | null
}

const SPEED: Record<TrainType, number> = { G: 260, D: 190, C: 170, Z: 120, T: 100, K: 80 }
const DWELL: Record<TrainType, number> = { G: 2, D: 3, C: 1, Z: 6, T: 8, K: 10 }

/** Yuan per km by train type and class. */
const RATE: Record<TrainType, Partial<Record<SeatClass, number>>> = {
  G: { Business: 1.45, PremiumFirst: 0.95, First: 0.74, Second: 0.46, Standing: 0.46 },
  D: { First: 0.5, Second: 0.31, SoftSleeper: 0.6, Standing: 0.31 },
  C: { First: 0.5, Second: 0.31, Standing: 0.31 },
  Z: { SoftSleeper: 0.3, HardSleeper: 0.19, HardSeat: 0.11, Standing: 0.11 },
  T: { SoftSleeper: 0.29, HardSleeper: 0.185, HardSeat: 0.105, Standing: 0.105 },
  K: { SoftSleeper: 0.28, HardSleeper: 0.18, HardSeat: 0.1, Standing: 0.1 },
}

/** Journey price in fen, rounded to 0.5 yuan, at least 5 yuan. */
export function priceOf(type: TrainType, cls: SeatClass, km: number, student = false): number {
  const rate = RATE[type][cls] ?? 0
  const full = Math.max(10, Math.round(km * rate * 2)) * 50
  if (!student) return full
  // Students pay 75 % of a second-class, hard-seat or standing ticket (the railway's student fare).
  return cls === 'Second' || cls === 'HardSeat' || cls === 'Standing' ? Math.round((full * 0.75) / 50) * 50 : full
}

/** Coach layouts per class: rows per coach, letters, seats before the aisle, coaches. */
const LAYOUT: Record<SeatClass, { rows: number; letters: readonly string[]; aisle: number; coaches: number }> = {
  Business: { rows: 5, letters: ['A', 'C', 'F'], aisle: 2, coaches: 1 },
  PremiumFirst: { rows: 6, letters: ['A', 'C', 'F'], aisle: 2, coaches: 1 },
  First: { rows: 13, letters: ['A', 'C', 'D', 'F'], aisle: 2, coaches: 1 },
  Second: { rows: 17, letters: ['A', 'B', 'C', 'D', 'F'], aisle: 3, coaches: 4 },
  SoftSleeper: { rows: 8, letters: ['L', 'U', 'L', 'U'], aisle: 2, coaches: 1 },
  HardSleeper: { rows: 11, letters: ['L', 'M', 'U', 'L', 'M', 'U'], aisle: 3, coaches: 3 },
  HardSeat: { rows: 20, letters: ['A', 'B', 'C', 'D', 'F'], aisle: 3, coaches: 3 },
  Standing: { rows: 0, letters: [], aisle: 0, coaches: 0 },
}
/** Places without a seat per train and date. */
export const STANDING_PLACES = 40

export const isSleeper = (cls: SeatClass): boolean => cls === 'SoftSleeper' || cls === 'HardSleeper'

/** A seat's code: '12D', or a berth '013L' (berth number, level). */
export function seatCode(coach: CoachDef, row: number, index: number): string {
  if (isSleeper(coach.cls)) {
    const perRow = coach.letters.length
    return `${String((row - 1) * perRow + index + 1).padStart(3, '0')}${coach.letters[index]}`
  }
  return `${row}${coach.letters[index]}`
}

export interface SeatPlace {
  coach: number
  seat: string
  row: number
  letter: string
  /** Index within the row. */
  index: number
}

/** Every seat of a class in coach, row, letter order. */
export function seatsOf(t: TrainDef, cls: SeatClass): SeatPlace[] {
  const out: SeatPlace[] = []
  for (const c of t.coaches) {
    if (c.cls !== cls) continue
    for (let row = 1; row <= c.rows; row++) c.letters.forEach((letter, index) => out.push({ coach: c.no, seat: seatCode(c, row, index), row, letter, index }))
  }
  return out
}

export const capacityOf = (t: TrainDef, cls: SeatClass): number =>
  cls === 'Standing' ? STANDING_PLACES : t.coaches.filter((c) => c.cls === cls).reduce((s, c) => s + c.rows * c.letters.length, 0)

function coachesFor(classes: readonly SeatClass[], short: boolean): CoachDef[] {
  const out: CoachDef[] = []
  for (const cls of classes) {
    const l = LAYOUT[cls]
    const n = short && l.coaches > 1 ? l.coaches - 1 : l.coaches
    for (let i = 0; i < n; i++) out.push({ no: out.length + 1, cls, rows: l.rows, letters: l.letters, aisle: l.aisle })
  }
  return out
}

const counters: Record<TrainType, number> = { G: 0, D: 0, C: 2000, Z: 0, T: 100, K: 1000 }

/** How many trains of each type a line runs each way. */
const PLAN: Record<string, Partial<Record<TrainType | 'DN', number>>> = {
  JH: { G: 22, D: 4, DN: 1 },
  JG: { G: 16, D: 4, DN: 1 },
  HK: { G: 10, D: 4 },
  XL: { G: 8, D: 2 },
  HR: { G: 8, D: 4 },
  DN: { G: 8, D: 4 },
  JHA: { G: 6, D: 2 },
  HD: { G: 6, D: 2 },
  JQ: { G: 4, D: 4 },
  ST: { G: 4, D: 2 },
  JJ: { C: 14 },
  GS: { C: 10 },
  JHP: { Z: 2, T: 2, K: 3 },
  JGP: { Z: 2, T: 2, K: 3 },
  LX: { T: 1, K: 2 },
  HKP: { Z: 1, T: 1, K: 2 },
  CY: { K: 2 },
  FX: { K: 2 },
  HSP: { Z: 1, T: 1, K: 2 },
}

function build(line: Line, type: TrainType, night: boolean, seq: number, total: number, reverse: boolean, no: string): TrainDef {
  const r = rng(`train|${no}`)
  const all = reverse ? [...line.stops].reverse().map(([c, km]) => [c, line.stops[line.stops.length - 1][1] - km] as [string, number]) : [...line.stops]
  // Most trains run the whole line; some a stretch of it (at least three stations on long lines).
  let from = 0
  let to = all.length - 1
  if (all.length > 4 && r() < 0.35) {
    const len = 3 + Math.floor(r() * (all.length - 3))
    from = Math.floor(r() * (all.length - len + 1))
    to = from + len - 1
  }
  const stretch = all.slice(from, to + 1)
  const stopP = type === 'G' ? 0.5 : type === 'D' ? 0.75 : 1
  const chosen = stretch.filter((s, i) => (i === 0 || i === stretch.length - 1 || stationByCode(s[0])!.hot ? true : r() < stopP))
  const base = chosen[0][1]
  // Departures spread over the day by the train's place in the line's timetable.
  let start: number
  if (night || type === 'Z') start = 19 * 60 + Math.floor(r() * 150)
  else if (type === 'T' || type === 'K') start = 6 * 60 + Math.floor(r() * 17 * 60)
  else start = 6 * 60 + 30 + Math.floor(((seq + r() * 0.8) / total) * 14 * 60)
  start -= start % 5
  const speed = night ? 150 : SPEED[type]
  const stops: Stop[] = []
  let clock = start
  chosen.forEach(([code, km], i) => {
    const prev = stops[i - 1]
    if (prev) clock = prev.dep + Math.max(8, Math.round(((km - base - prev.km) / speed) * 60))
    const dwell = i === 0 || i === chosen.length - 1 ? 0 : DWELL[type] + Math.floor(r() * 3)
    const arr = Math.round(clock)
    stops.push({ station: stationByCode(code)!, km: km - base, arr: i === 0 ? start : arr, dep: i === 0 ? start : arr + dwell })
  })
  let classes: SeatClass[]
  if (type === 'G') classes = r() < 0.3 ? ['Business', 'PremiumFirst', 'First', 'Second', 'Standing'] : ['Business', 'First', 'Second', 'Standing']
  else if (type === 'D') classes = night ? ['SoftSleeper', 'Second', 'Standing'] : ['First', 'Second', 'Standing']
  else if (type === 'C') classes = ['First', 'Second', 'Standing']
  else if (type === 'Z') classes = ['SoftSleeper', 'HardSleeper', 'HardSeat', 'Standing']
  else classes = ['SoftSleeper', 'HardSleeper', 'HardSeat', 'Standing']
  const running = type === 'K' && r() < 0.3 ? (r() < 0.5 ? 'OddDates' : 'EvenDates') : 'Daily'
  const short = stops[stops.length - 1].km < 300
  // The first two trains of every line each way sell out their main class: there is always something to grab.
  const alwaysSoldOut: SeatClass | null = seq === 0 && !night ? (classes.includes('Second') ? 'Second' : 'HardSleeper') : null
  return { no, type, line: line.code, stops, running, classes, coaches: coachesFor(classes, short), alwaysSoldOut }
}

function generate(): TrainDef[] {
  const trains: TrainDef[] = []
  for (const line of LINES) {
    const plan = PLAN[line.code] ?? {}
    for (const type of ['G', 'D', 'C', 'Z', 'T', 'K'] as const) {
      const n = plan[type] ?? 0
      for (let i = 0; i < n; i++) {
        const odd = ++counters[type] * 2 - 1
        trains.push(build(line, type, false, i, n, false, `${type}${odd}`))
        trains.push(build(line, type, false, i, n, true, `${type}${odd + 1}`))
      }
    }
    for (let i = 0; i < (plan.DN ?? 0); i++) {
      const odd = ++counters.D * 2 - 1
      trains.push(build(line, 'D', true, i, 1, false, `D${odd}`))
      trains.push(build(line, 'D', true, i, 1, true, `D${odd + 1}`))
    }
  }
  return trains
}

let cache: { trains: TrainDef[]; byNo: Map<string, TrainDef>; atStation: Map<string, { train: TrainDef; index: number }[]> } | null = null

function catalog() {
  if (!cache) {
    const trains = generate()
    const atStation = new Map<string, { train: TrainDef; index: number }[]>()
    for (const t of trains) t.stops.forEach((s, index) => atStation.set(s.station.code, [...(atStation.get(s.station.code) ?? []), { train: t, index }]))
    cache = { trains, byNo: new Map(trains.map((t) => [t.no, t])), atStation }
  }
  return cache
}

export const allTrains = (): readonly TrainDef[] => catalog().trains
export const trainByNo = (no: string): TrainDef | undefined => catalog().byNo.get(no)

export function runsOn(t: TrainDef, startDate: string): boolean {
  if (t.running === 'Daily') return true
  const odd = Number(startDate.slice(8, 10)) % 2 === 1
  return t.running === 'OddDates' ? odd : !odd
}

/** A journey: a train from one of its stops to a later one, leaving on `date`. */
export interface Journey {
  train: TrainDef
  from: number
  to: number
  /** The date the train leaves the journey's first station. */
  date: string
  /** The train's start date (the date at its first station). */
  startDate: string
}

export const depDayOffset = (t: TrainDef, i: number): number => Math.floor(t.stops[i].dep / 1440)

/** The journey of a train between two stations leaving the first on `date`, if it runs then. */
export function journeyOf(t: TrainDef, fromCode: string, toCode: string, date: string): Journey | null {
  const from = t.stops.findIndex((s) => s.station.code === fromCode)
  const to = t.stops.findIndex((s) => s.station.code === toCode)
  if (from < 0 || to <= from) return null
  const startDate = addDays(date, -depDayOffset(t, from))
  return runsOn(t, startDate) ? { train: t, from, to, date, startDate } : null
}

const pairCache = new Map<string, { train: TrainDef; from: number; to: number }[]>()
/** Trains stopping at `from` and later at `to` (any date). */
export function trainsBetween(from: string, to: string): { train: TrainDef; from: number; to: number }[] {
  const key = `${from}|${to}`
  let hit = pairCache.get(key)
  if (!hit) {
    const at = catalog().atStation
    const ends = new Map((at.get(to) ?? []).map((x) => [x.train.no, x.index]))
    hit = (at.get(from) ?? []).flatMap((x) => {
      const j = ends.get(x.train.no)
      return j !== undefined && j > x.index ? [{ train: x.train, from: x.index, to: j }] : []
    })
    if (pairCache.size > 20_000) pairCache.clear()
    pairCache.set(key, hit)
  }
  return hit
}

export interface JourneyTimes {
  depart: Date
  arrive: Date
  departTime: string
  arriveDate: string
  arriveTime: string
  arriveOffset: number
  minutes: number
  km: number
  overnight: boolean
}

const hm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

export function timesOf(j: Journey): JourneyTimes {
  const a = j.train.stops[j.from]
  const b = j.train.stops[j.to]
  const minutes = b.arr - a.dep
  const depMin = a.dep % 1440
  const arriveOffset = Math.floor(b.arr / 1440) - Math.floor(a.dep / 1440)
  const overnight = minutes >= 300 && (arriveOffset > 0 ? depMin >= 19 * 60 || depMin + minutes >= 1440 + 5 * 60 : depMin < 5 * 60)
  return {
    depart: chinaInstant(j.date, depMin),
    arrive: chinaInstant(j.date, depMin + minutes),
    departTime: hm(depMin),
    arriveDate: addDays(j.date, arriveOffset),
    arriveTime: hm(b.arr % 1440),
    arriveOffset,
    minutes,
    km: b.km - a.km,
    overnight,
  }
}

/** Tickets the railway starts a train's date and class with (before anything this server sold). */
export function baseTickets(t: TrainDef, startDate: string, cls: SeatClass): number {
  if (t.alwaysSoldOut === cls) return 0
  const cap = capacityOf(t, cls)
  const u = unit(`tickets|${t.no}|${startDate}|${cls}`)
  if (u < (cls === 'Business' ? 0.15 : 0.06)) return 0
  if (cls === 'Standing') return Math.floor(u * cap)
  return Math.max(1, Math.floor(cap * (0.05 + 0.6 * unit(`share|${t.no}|${startDate}|${cls}`))))
}

/** Released by the railway for a sold-out class: this many places at 15:00 the day before the train starts. */
export const SCHEDULE_RELEASE = 2
export const releaseInstant = (startDate: string): Date => chinaInstant(addDays(startDate, -1), 15 * 60)

const orderCache = new Map<string, number[]>()
/** The order in which a date's seats of a class go to other passengers: a permutation of seatsOf indexes. */
export function seatOrder(t: TrainDef, startDate: string, cls: SeatClass): number[] {
  const key = `${t.no}|${startDate}|${cls}`
  let order = orderCache.get(key)
  if (!order) {
    const n = capacityOf(t, cls)
    order = Array.from({ length: n }, (_, i) => i)
    const r = rng(hash32(`seats|${key}`))
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1))
      ;[order[i], order[j]] = [order[j], order[i]]
    }
    if (orderCache.size > 5000) orderCache.clear()
    orderCache.set(key, order)
  }
  return order
}

/** The ticket gate at a station for a train ('A12'). */
export const gateOf = (t: TrainDef, station: string): string => `${'ABC'[hash32(`${t.no}|${station}`) % 3]}${1 + (hash32(`gate|${t.no}|${station}`) % 24)}`

/** The last date the railway sells from `today`. */
export const lastSaleDate = (today: string): string => addDays(today, SALE_WINDOW_DAYS)

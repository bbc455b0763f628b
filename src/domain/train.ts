// Train rules the screens apply without asking the server (docs/trains.md): the result list's
// filters and sorts, the cheapest class, seat-letter choices, the grab deadline, and whether a
// traveller's railway check lets them buy online. Pure: no Taro, no React, no i18n; problems are
// 'train:…' message keys the screen translates.
import { BUYABLE_CHECKS, GRAB_DEADLINE_MIN_HOURS, type PassengerCheck, type SeatClass, type TrainSort, type TrainType } from '@api/train-values'
import { matchesRoute, NO_ROUTE_FILTER, routeFilterCount, type RouteFilter } from './route-filter'
import { compareAscii } from './format'

/** What a row needs for filtering and sorting (TrainRow has all of it). */
export interface TrainLike {
  TrainNo: string
  TrainType: TrainType
  DepartDate: string
  DepartTime: string
  ArriveTime: string
  DurationMinutes: number
  FromStation: { Code: string }
  ToStation: { Code: string }
  Seats: { SeatClass: SeatClass; Price: number; Remaining: number }[]
}

/** The groups of train types a traveller filters by: high-speed (G, C), EMU (D), conventional (Z, T, K). */
export const TYPE_GROUPS = ['GC', 'D', 'ZTK'] as const
export type TypeGroup = (typeof TYPE_GROUPS)[number]
export function typeGroupOf(t: TrainType): TypeGroup {
  return t === 'G' || t === 'C' ? 'GC' : t === 'D' ? 'D' : 'ZTK'
}

export { TIME_BANDS, timeBandOf, type TimeBand } from './route-filter'

/** The route filter (available: a ticket left in some class) and the train types. */
export interface TrainFilter extends RouteFilter {
  groups: TypeGroup[]
}

export const NO_TRAIN_FILTER: TrainFilter = { ...NO_ROUTE_FILTER, groups: [] }

export function filterCount(f: TrainFilter): number {
  return f.groups.length + routeFilterCount(f)
}

/** Empty lists mean any. */
export function filterTrains<T extends TrainLike>(rows: readonly T[], f: TrainFilter): T[] {
  return rows.filter(
    (r) =>
      (f.groups.length === 0 || f.groups.includes(typeGroupOf(r.TrainType))) &&
      matchesRoute(
        r,
        f,
        r.Seats.some((s) => s.Remaining > 0),
      ),
  )
}

/** The cheapest class with a ticket left, else the cheapest class; null for a train without classes. */
export function lowestPrice(r: Pick<TrainLike, 'Seats'>): number | null {
  const open = r.Seats.filter((s) => s.Remaining > 0)
  const list = open.length ? open : r.Seats
  return list.length ? Math.min(...list.map((s) => s.Price)) : null
}

const departKey = (r: TrainLike) => `${r.DepartDate} ${r.DepartTime}`

/** A stable sort; ties keep departure order. */
export function sortTrains<T extends TrainLike>(rows: readonly T[], sort: TrainSort): T[] {
  const byDepart = (a: T, b: T) => compareAscii(departKey(a), departKey(b)) || compareAscii(a.TrainNo, b.TrainNo)
  const list = [...rows]
  if (sort === 'DepartEarly') return list.sort(byDepart)
  if (sort === 'DepartLate') return list.sort((a, b) => -byDepart(a, b))
  if (sort === 'DurationShort') return list.sort((a, b) => a.DurationMinutes - b.DurationMinutes || byDepart(a, b))
  return list.sort((a, b) => (lowestPrice(a) ?? Infinity) - (lowestPrice(b) ?? Infinity) || byDepart(a, b))
}

/**
 * Seat letters asked for, one per traveller ('1D', '2F'): every traveller needs one (or nobody
 * asks), each from the class's letters, no seat twice. Rows: 1 for up to the letters of one row,
 * then 2. Returns a message key or null.
 */
export function seatLetterProblem(letters: readonly string[], travellers: number, classLetters: readonly string[]): string | null {
  if (letters.length === 0) return null
  if (letters.length !== travellers) return 'train:seat.onePerTraveller'
  const seen = new Set<string>()
  for (const l of letters) {
    const m = /^([12])([A-Z])$/.exec(l)
    if (!m || !classLetters.includes(m[2])) return 'train:seat.unknownLetter'
    if (seen.has(l)) return 'train:seat.twice'
    seen.add(l)
  }
  return null
}

/** Toggling a letter of row 1 or 2 in the choice, keeping at most `max` (the travellers). */
export function toggleSeatLetter(letters: readonly string[], seat: string, max: number): string[] {
  if (letters.includes(seat)) return letters.filter((l) => l !== seat)
  const next = [...letters, seat]
  return next.length > max ? next.slice(next.length - max) : next
}

const MINUTE = 60_000
const stampMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+08:00`)

function chinaStamp(ms: number): string {
  const s = new Date(ms + 8 * 3_600_000).toISOString()
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`
}

/**
 * The latest deadline a grab may have: GRAB_DEADLINE_MIN_HOURS before the earliest departure it
 * could take ('yyyy-MM-dd HH:mm' China time, on a 5-minute step).
 */
export function latestGrabDeadline(earliestDeparture: string): string {
  const ms = stampMs(earliestDeparture) - GRAB_DEADLINE_MIN_HOURS * 60 * MINUTE
  return chinaStamp(Math.floor(ms / (5 * MINUTE)) * 5 * MINUTE)
}

/** Why a deadline cannot be used now, or null: it must be after now and no later than the latest. */
export function grabDeadlineProblem(deadline: string, earliestDeparture: string, nowMs: number): string | null {
  const d = stampMs(deadline)
  if (Number.isNaN(d)) return 'train:grab.deadlineRequired'
  if (d <= nowMs) return 'train:grab.deadlinePast'
  if (d > stampMs(latestGrabDeadline(earliestDeparture))) return 'train:grab.deadlineLate'
  return null
}

/** Deadlines to offer: every hour from the next full hour up to the latest, the latest last. */
export function grabDeadlineChoices(earliestDeparture: string, nowMs: number, max = 48): string[] {
  const latest = stampMs(latestGrabDeadline(earliestDeparture))
  const out: string[] = []
  for (let ms = Math.ceil((nowMs + MINUTE) / (60 * MINUTE)) * 60 * MINUTE; ms < latest && out.length < max - 1; ms += 60 * MINUTE) out.push(chinaStamp(ms))
  if (latest > nowMs) out.push(chinaStamp(latest))
  return out
}

export function canBuyOnline(check: PassengerCheck): boolean {
  return BUYABLE_CHECKS.includes(check)
}

/** A ticket's price split for the travellers (the company up to the standard's price under mixed payment). */
export { ticketSplit as trainSplit } from './booking'

// A hotel stay as the search form holds it (docs/constants.md hotels): check-in and
// check-out dates, nights, the early-morning stay (00:00–06:00 China time the night that began
// yesterday can still be booked), rooms and guests. Pure: no Taro, no React, no i18n; problems
// are 'hotel:…' message keys the screen translates.
import { addDays, diffDays, parseDate, toIsoDate } from './dates'

export const MAX_NIGHTS = 28
export const MAX_ROOMS = 5
export const MAX_ADULTS_PER_ROOM = 4
export const MAX_CHILDREN_PER_ROOM = 2

export interface Stay {
  checkIn: string
  checkOut: string
  /** Booked between 00:00 and 06:00 for the night that began yesterday. */
  earlyMorning: boolean
}

export interface StayLimits {
  /** Today in China time. */
  today: string
  /** True from 00:00 to 06:00 China time (the server says so with the index info). */
  earlyMorningWindow: boolean
  maxBookDays: number
  maxNights?: number
}

export function nightsOf(checkIn: string, checkOut: string): number {
  const a = parseDate(checkIn)
  const b = parseDate(checkOut)
  return a && b ? diffDays(a, b) : 0
}

export function shiftDay(day: string, days: number): string {
  const d = parseDate(day)
  return d ? toIsoDate(addDays(d, days)) : day
}

/** The first night a stay may begin: yesterday in the early-morning window, else today. */
export function firstCheckIn(l: StayLimits): string {
  return l.earlyMorningWindow ? shiftDay(l.today, -1) : l.today
}

/** Tonight to tomorrow; in the early-morning window last night to this morning. */
export function defaultStay(l: StayLimits): Stay {
  const checkIn = firstCheckIn(l)
  return { checkIn, checkOut: shiftDay(checkIn, 1), earlyMorning: l.earlyMorningWindow }
}

/**
 * A remembered stay made valid again: a past check-in moves to the first bookable night with its
 * length kept (up to the limit); the early-morning flag holds only while its window lasts.
 */
export function normaliseStay(s: Stay | null | undefined, l: StayLimits): Stay {
  const max = l.maxNights ?? MAX_NIGHTS
  if (!s || !parseDate(s.checkIn) || !parseDate(s.checkOut)) return defaultStay(l)
  const first = firstCheckIn(l)
  let nights = Math.min(Math.max(nightsOf(s.checkIn, s.checkOut), 1), max)
  let checkIn = s.checkIn < first ? first : s.checkIn
  const last = shiftDay(l.today, l.maxBookDays)
  if (checkIn > last) checkIn = first
  if (shiftDay(checkIn, nights) > shiftDay(last, 1)) nights = 1
  return { checkIn, checkOut: shiftDay(checkIn, nights), earlyMorning: l.earlyMorningWindow && checkIn < l.today }
}

export type StayProblem =
  | { key: 'hotel:stay.checkInPast' }
  | { key: 'hotel:stay.checkOutOrder' }
  | { key: 'hotel:stay.tooManyNights'; params: { max: number } }
  | { key: 'hotel:stay.tooFar'; params: { days: number } }

export function checkStay(s: Stay, l: StayLimits): StayProblem | null {
  const max = l.maxNights ?? MAX_NIGHTS
  if (!parseDate(s.checkIn) || s.checkIn < firstCheckIn(l) || (s.checkIn < l.today && !s.earlyMorning)) return { key: 'hotel:stay.checkInPast' }
  const nights = nightsOf(s.checkIn, s.checkOut)
  if (nights < 1) return { key: 'hotel:stay.checkOutOrder' }
  if (nights > max) return { key: 'hotel:stay.tooManyNights', params: { max } }
  if (s.checkIn > shiftDay(l.today, l.maxBookDays)) return { key: 'hotel:stay.tooFar', params: { days: l.maxBookDays } }
  return null
}

/** Rooms and who sleeps in them, as the search asks for them. */
export interface Occupancy {
  rooms: number
  adults: number
  /** Ages of the children per room (0–17). */
  childAges: number[]
}

export const DEFAULT_OCCUPANCY: Occupancy = { rooms: 1, adults: 1, childAges: [] }

export function normaliseOccupancy(o: Partial<Occupancy> | null | undefined): Occupancy {
  const clamp = (n: unknown, lo: number, hi: number, d: number) => (typeof n === 'number' && Number.isInteger(n) ? Math.min(Math.max(n, lo), hi) : d)
  const ages = Array.isArray(o?.childAges) ? o!.childAges.filter((a) => Number.isInteger(a) && a >= 0 && a <= 17).slice(0, MAX_CHILDREN_PER_ROOM) : []
  return { rooms: clamp(o?.rooms, 1, MAX_ROOMS, 1), adults: clamp(o?.adults, 1, MAX_ADULTS_PER_ROOM, 1), childAges: ages }
}

/** A nightly price band chip: [min, max) in fen; max null = open. */
export interface PriceBand {
  min: number
  max: number | null
}

/** docs/constants.md price bands (CNY): 0–150, 150–300, … 1800+. */
export function priceBands(edges: readonly number[]): PriceBand[] {
  return edges.map((e, i) => ({ min: e * 100, max: i + 1 < edges.length ? edges[i + 1] * 100 : null }))
}

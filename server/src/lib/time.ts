/**
 * Time of the business, in one place. The clock is injected (AppDeps.clock) so tests can move
 * time: token expiry, daily quotas, approval deadlines. The calendar is China Standard Time
 * (UTC+8, no daylight saving) whatever the machine's zone: every "today", every date-time text
 * and every local departure instant of the server comes from the functions below.
 *
 * Calendar dates are 'yyyy-MM-dd' strings; their arithmetic treats them as UTC dates, which
 * keeps it exact (no zone, no daylight saving in between).
 */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export const addSeconds = (d: Date, s: number): Date => new Date(d.getTime() + s * 1000)

const DAY_MS = 86_400_000
const CHINA_OFFSET_MS = 8 * 3_600_000

const parse = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))

/** The instant shifted so that its UTC fields read China's wall clock. */
const chinaWall = (at: string | Date): string => new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString()

export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  return new Date(parse(date)).toISOString().slice(0, 10) === date
}

const shifted = new Map<string, string>()
/** 'yyyy-MM-dd' n days later. Remembered: searches shift the same few dates over and over. */
export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`
  let out = shifted.get(key)
  if (out === undefined) {
    out = new Date(parse(date) + days * DAY_MS).toISOString().slice(0, 10)
    if (shifted.size > 50_000) shifted.clear()
    shifted.set(key, out)
  }
  return out
}

/** Whole days from a to b (b - a). */
export const daysBetween = (a: string, b: string): number => Math.round((parse(b) - parse(a)) / DAY_MS)

/** 0 Monday .. 6 Sunday. */
export const weekday = (date: string): number => (new Date(parse(date)).getUTCDay() + 6) % 7

/** Adds months, clamping the day to the month's end (Aug 31 + 6 months = Feb 28/29), as dayjs does. */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4))
  const m = Number(date.slice(5, 7)) - 1 + months
  const year = y + Math.floor(m / 12)
  const month = ((m % 12) + 12) % 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(Number(date.slice(8, 10)), last)
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The calendar day in China of an instant: "today", and what "per day" quotas count by. */
export const chinaDay = (at: Date): string => chinaWall(at).slice(0, 10)

/** A document's number: its prefix, the China day it was made and its row id in six digits ('A20261130000042'). */
export const dailyNo = (prefix: string, at: Date, id: number): string => `${prefix}${chinaDay(at).replace(/-/g, '')}${String(id).padStart(6, '0')}`

/** Minutes since midnight in China of an instant. */
export function chinaMinutes(at: Date): number {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS)
  return d.getUTCHours() * 60 + d.getUTCMinutes()
}

/** The instant of a China date and minute of its day (minutes may exceed 1440 for next-day arrivals). */
export const chinaInstant = (date: string, minutes: number): Date => new Date(parse(date) + minutes * 60_000 - CHINA_OFFSET_MS)

/** 'HH:mm' of a minute of the day (wrapping past midnight). */
export const hhmm = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** 'yyyy-MM-dd HH:mm' in China: how lists and notices show a time. */
export function chinaDateTime(at: string | Date): string {
  const s = chinaWall(at)
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`
}

/** 'yyyy-MM-dd HH:mm:ss' in China: how timelines show a time. */
export function chinaTimestamp(at: string | Date): string {
  const s = chinaWall(at)
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`
}

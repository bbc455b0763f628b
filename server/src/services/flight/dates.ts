/**
 * Calendar arithmetic on 'yyyy-MM-dd' strings in China time (UTC+8, no DST): flight dates and
 * times are local, and treating them as UTC dates keeps the arithmetic exact.
 */
const DAY_MS = 86_400_000
const CHINA_OFFSET_MS = 8 * 3_600_000

const parse = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))

export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  return new Date(parse(date)).toISOString().slice(0, 10) === date
}

export const addDays = (date: string, days: number): string => new Date(parse(date) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from a to b (b - a). */
export const daysBetween = (a: string, b: string): number => Math.round((parse(b) - parse(a)) / DAY_MS)

/** 0 Monday .. 6 Sunday. */
export const weekday = (date: string): number => (new Date(parse(date)).getUTCDay() + 6) % 7

export function chinaToday(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** Minutes since midnight, China time. */
export function chinaMinutes(now: Date): number {
  const d = new Date(now.getTime() + CHINA_OFFSET_MS)
  return d.getUTCHours() * 60 + d.getUTCMinutes()
}

/** The instant of a local date and minute-of-day (minutes may exceed 1440 for next-day arrivals). */
export const chinaInstant = (date: string, minutes: number): Date => new Date(parse(date) + minutes * 60_000 - CHINA_OFFSET_MS)

export const hhmm = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** 'yyyy-MM-dd HH:mm:ss' in China time, the display format of timelines. */
export function chinaDateTime(iso: string | Date): string {
  const d = new Date((typeof iso === 'string' ? new Date(iso) : iso).getTime() + CHINA_OFFSET_MS).toISOString()
  return `${d.slice(0, 10)} ${d.slice(11, 19)}`
}

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

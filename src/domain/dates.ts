// Calendar dates without time zones. Booking rules (ages, document validity, leg order, query
// ranges) are about the date printed on a ticket or an ID, so they are computed on plain
// year/month/day values: a Date at local midnight would shift a day when the phone's zone
// differs from the server's, and the rules would stop being reproducible in tests.
import { fail, messages, PASS, type Check } from './check'

export interface CalendarDate {
  readonly year: number
  readonly month: number // 1-12
  readonly day: number // 1-31
}

/**
 * What rules accept as a date: 'yyyy-MM-dd' (also with '/' or '.', or followed by a time, as the
 * server sends 'yyyy-MM-dd HH:mm:ss'), compact 'yyyyMMdd', a CalendarDate, or a Date (read in the
 * device's local zone, i.e. the date the user sees on the phone).
 */
export type DateInput = string | Date | CalendarDate

const SEPARATED = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

function make(year: number, month: number, day: number): CalendarDate | null {
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null
}

/** Never throws: anything that is not a real calendar date (Feb 30, '2023-02-29', '') gives null. */
export function parseDate(input: DateInput | null | undefined): CalendarDate | null {
  if (input == null) return null
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null
    return make(input.getFullYear(), input.getMonth() + 1, input.getDate())
  }
  if (typeof input === 'object') return make(input.year, input.month, input.day)
  if (typeof input !== 'string') return null
  const text = input.trim()
  const m = SEPARATED.exec(text) ?? COMPACT.exec(text)
  if (!m) return null
  return make(Number(m[1]), Number(m[2]), Number(m[3]))
}

/**
 * Days since 1970-01-01 (proleptic Gregorian). Integer arithmetic from H. Hinnant's
 * days_from_civil, so differences never suffer from DST hours or leap seconds.
 */
export function toDayNumber(date: CalendarDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const mp = (date.month + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

export function fromDayNumber(days: number): CalendarDate {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

/** 0 = Sunday ... 6 = Saturday, the order weekday name tables use. */
export function dayOfWeek(date: CalendarDate): number {
  // 1970-01-01 was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days)
}

/**
 * Month arithmetic clamps to the end of the month (Jan 31 + 1 month = Feb 28/29), as dayjs does,
 * so "6 months before expiry" and "1 year range" agree with what calendars elsewhere show.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const total = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(total / 12)
  const month = total - year * 12 + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

export function addYears(date: CalendarDate, years: number): CalendarDate {
  return addMonths(date, years * 12)
}

/** Negative when a is earlier, 0 when the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(a) - toDayNumber(b)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function diffDays(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from)
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/** The wire format the API and the server use. */
export function toIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`
}

/** docs/constants.md: queries and statistics cover at most one year. */
export const MAX_QUERY_RANGE_YEARS = 1

/**
 * Query/statistics range: both ends required, end not before start, and end no later than
 * start + 1 year (so 2024-01-01..2025-01-01 passes and ..2025-01-02 does not; from Feb 29 the
 * year ends on Feb 28, by the clamping above).
 */
export function checkDateRange(start: DateInput | null | undefined, end: DateInput | null | undefined): Check {
  const from = parseDate(start)
  const to = parseDate(end)
  if (!from || !to) return fail(messages.dateRange.required)
  if (compareDates(to, from) < 0) return fail(messages.dateRange.endBeforeStart)
  if (compareDates(to, addYears(from, MAX_QUERY_RANGE_YEARS)) > 0) return fail(messages.dateRange.tooLong)
  return PASS
}

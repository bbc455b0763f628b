// The months and day cells of the calendar as plain data, so the rules (what is disabled, what a
// range covers, how many nights) are tested without rendering.
import { addDays, compareDates, dayOfWeek, daysInMonth, diffDays, parseDate, toIsoDate, type CalendarDate } from '../../domain/dates'

export interface DayCell {
  /** 'yyyy-MM-dd' */
  date: string
  day: number
  /** 0 Sunday .. 6 Saturday */
  weekday: number
}

export interface MonthModel {
  key: string
  year: number
  month: number
  /** Leading nulls pad the first week (weeks start on Sunday). */
  cells: (DayCell | null)[]
}

/** Every month from today's to the one holding today + maxDays. */
export function buildMonths(today: string, maxDays: number): MonthModel[] {
  const start = parseDate(today)
  if (!start) return []
  const last = addDays(start, Math.max(0, maxDays))
  const out: MonthModel[] = []
  let y = start.year
  let m = start.month
  while (y < last.year || (y === last.year && m <= last.month)) {
    const first: CalendarDate = { year: y, month: m, day: 1 }
    const cells: (DayCell | null)[] = Array.from({ length: dayOfWeek(first) }, () => null)
    for (let d = 1; d <= daysInMonth(y, m); d++) {
      const date: CalendarDate = { year: y, month: m, day: d }
      cells.push({ date: toIsoDate(date), day: d, weekday: dayOfWeek(date) })
    }
    out.push({ key: `${y}-${String(m).padStart(2, '0')}`, year: y, month: m, cells })
    m += 1
    if (m > 12) {
      m = 1
      y += 1
    }
  }
  return out
}

export interface Bounds {
  today: string
  maxDays: number
  /** Earliest selectable day when later than today (a return not before the outbound). */
  minDate?: string
}

/** Outside today (or minDate) .. today + maxDays. */
export function isDisabled(date: string, b: Bounds): boolean {
  const d = parseDate(date)
  const t = parseDate(b.today)
  if (!d || !t) return true
  if (compareDates(d, t) < 0 || diffDays(t, d) > b.maxDays) return true
  const min = b.minDate ? parseDate(b.minDate) : null
  return !!min && compareDates(d, min) < 0
}

export type CellRole = 'start' | 'end' | 'single' | 'between' | null

/** A cell's part in the selection: single date, range ends, or inside a range. */
export function cellRole(date: string, start: string | null | undefined, end: string | null | undefined, mode: 'single' | 'range'): CellRole {
  if (!start) return null
  if (mode === 'single') return date === start ? 'single' : null
  if (date === start) return end && end !== start ? 'start' : 'single'
  if (!end) return null
  if (date === end) return 'end'
  return date > start && date < end ? 'between' : null
}

/** Nights between check-in and check-out (0 for the same or a missing day). */
export function nightsBetween(start: string | null | undefined, end: string | null | undefined): number {
  const s = parseDate(start ?? '')
  const e = parseDate(end ?? '')
  return s && e ? Math.max(0, diffDays(s, e)) : 0
}

/** Days from today: 0 today, 1 tomorrow, for the 'today / tomorrow' labels. */
export function offsetFromToday(date: string, today: string): number | null {
  const d = parseDate(date)
  const t = parseDate(today)
  return d && t ? diffDays(t, d) : null
}

/**
 * The next selection of a range after a tap: the first tap (or a tap on or before the start)
 * starts a new range; a later tap ends it. Single mode just takes the day.
 */
export function nextSelection(
  tapped: string,
  current: { start: string | null; end: string | null },
  mode: 'single' | 'range',
): { start: string; end: string | null; done: boolean } {
  if (mode === 'single') return { start: tapped, end: null, done: true }
  if (!current.start || current.end || tapped <= current.start) return { start: tapped, end: null, done: false }
  return { start: current.start, end: tapped, done: true }
}

/**
 * A flight search as route parameters. The list and cabins pages read everything they need from
 * their URL, so an H5 reload, a shared link or the back button shows the same search again
 * (the store only adds what the URL cannot carry: names, the chosen outbound fare).
 */
import type { CabinClass } from '@api/flight'
import { addDays, compareDates, diffDays, parseDate, toIsoDate } from '@/domain/dates'
import type { RouteParams } from '@/routes'
import { formatMonthDayWeekday, relativeDay, type Lang } from '@/domain/format'
import type { TripType } from './selection'
import '@/features/flight/texts'

export type CabinFilter = CabinClass | 'All'
// Not CABIN_CLASSES of types/api/flight: importing a value from there would pull TypeBox into the bundle.
export const CABIN_FILTERS: readonly CabinFilter[] = ['Economy', 'Premium', 'Business', 'First', 'All']

/** One leg of a search: the outbound one, or the return one of a round trip (route reversed). */
export interface LegQuery {
  tripType: TripType
  /** 0 outbound, 1 return. */
  leg: 0 | 1
  /** Route and date of THIS leg. */
  from: string
  to: string
  date: string
  /** The return date a round trip was searched with (kept while choosing the outbound fare). */
  returnDate: string
  cabin: CabinFilter
  passengerIds: number[]
  /**
   * The authorization code of the trip application the search was started from ("book with this
   * application"), carried list → cabins → booking form, where it is prefilled. Absent otherwise.
   */
  authCode?: string
}

const CITY = /^[A-Z]{3}$/

function cabinOf(v: string | undefined): CabinFilter {
  return (CABIN_FILTERS as readonly string[]).includes(v ?? '') ? (v as CabinFilter) : 'Economy'
}

/** An authorization code as a URL may carry it: letters, digits and dashes, at most 50 (the form's limit). */
export function authCodeOf(v: string | undefined): string {
  const c = (v ?? '').trim()
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$/.test(c) ? c : ''
}

function idsOf(v: string | undefined): number[] {
  if (!v) return []
  const ids = v.split(',').map(Number)
  return ids.every((n) => Number.isInteger(n) && n > 0) ? [...new Set(ids)].slice(0, 9) : []
}

export function toParams(q: LegQuery): RouteParams {
  return {
    trip: q.tripType,
    leg: q.leg,
    from: q.from,
    to: q.to,
    date: q.date,
    ret: q.tripType === 'RoundTrip' ? q.returnDate : undefined,
    cabin: q.cabin,
    pax: q.passengerIds.length ? q.passengerIds.join(',') : undefined,
    authCode: q.authCode || undefined,
  }
}

/** The leg a URL describes, or null when it is not a usable search (then the page goes to search). */
export function fromParams(p: Record<string, string | undefined>): LegQuery | null {
  const from = (p.from ?? '').toUpperCase()
  const to = (p.to ?? '').toUpperCase()
  const date = parseDate(p.date ?? '')
  if (!CITY.test(from) || !CITY.test(to) || from === to || !date) return null
  const tripType: TripType = p.trip === 'RoundTrip' ? 'RoundTrip' : 'OneWay'
  const ret = parseDate(p.ret ?? '')
  if (tripType === 'RoundTrip' && !ret) return null
  const authCode = authCodeOf(p.authCode)
  return {
    tripType,
    leg: tripType === 'RoundTrip' && p.leg === '1' ? 1 : 0,
    from,
    to,
    date: toIsoDate(date),
    returnDate: ret ? toIsoDate(ret) : '',
    cabin: cabinOf(p.cabin),
    passengerIds: idsOf(p.pax),
    ...(authCode ? { authCode } : {}),
  }
}

/**
 * What the search page is opened with (a trip application's "book with this application":
 * /planeTicket/query?authCode=…&from=SHA&to=SZX&date=2026-12-20): each part on its own, a bad
 * or missing one left out (the page keeps what it had for it); null when there is nothing.
 */
export interface SearchPrefill {
  from?: string
  to?: string
  date?: string
  authCode?: string
}

export function searchPrefillOf(p: Record<string, string | undefined>): SearchPrefill | null {
  const out: SearchPrefill = {}
  const from = (p.from ?? '').trim().toUpperCase()
  const to = (p.to ?? '').trim().toUpperCase()
  if (CITY.test(from)) out.from = from
  if (CITY.test(to) && to !== out.from) out.to = to
  const date = parseDate(p.date ?? '')
  if (date) out.date = toIsoDate(date)
  const authCode = authCodeOf(p.authCode)
  if (authCode) out.authCode = authCode
  return Object.keys(out).length ? out : null
}

/** The return leg of a round trip whose outbound leg is `q`: route reversed, on the return date. */
export function returnLeg(q: LegQuery): LegQuery {
  return { ...q, leg: 1, from: q.to, to: q.from, date: q.returnDate }
}

/**
 * The same leg on another day (the list's date strip or calendar). A later outbound date drags the
 * return date of a round trip along; the return leg keeps the outbound's return date.
 */
export function movedDate(q: LegQuery, date: string): LegQuery {
  if (q.leg === 1) return { ...q, date }
  const returnDate = q.tripType === 'RoundTrip' && q.returnDate < date ? date : q.returnDate
  return { ...q, date, returnDate }
}

/** A stable key of what the server is asked, for caching results and prices. */
export function queryKey(q: Pick<LegQuery, 'from' | 'to' | 'date' | 'cabin' | 'passengerIds'>): string {
  return [q.from, q.to, q.date, q.cabin, q.passengerIds.join('.')].join('|')
}

export type SearchProblem =
  | { key: 'flight:search.errors.cityRequired' }
  | { key: 'flight:search.errors.sameCity' }
  | { key: 'flight:search.errors.dateOutOfRange'; params: { days: number } }
  | { key: 'flight:search.errors.returnBeforeDepart' }

export interface SearchForm {
  tripType: TripType
  from: string
  to: string
  departDate: string
  returnDate: string
}

/**
 * What stops a search (docs/validation.md: cities differ per leg, a later leg is not earlier; the bookable
 * window is today .. today + maxDays). The first problem only: the form shows one message.
 */
export function checkSearch(f: SearchForm, today: string, maxDays: number): SearchProblem | null {
  if (!f.from || !f.to) return { key: 'flight:search.errors.cityRequired' }
  if (f.from === f.to) return { key: 'flight:search.errors.sameCity' }
  const t = parseDate(today)
  const d = parseDate(f.departDate)
  if (!t || !d) return { key: 'flight:search.errors.dateOutOfRange', params: { days: maxDays } }
  const inRange = (x: ReturnType<typeof parseDate>) => !!x && diffDays(t, x) >= 0 && diffDays(t, x) <= maxDays
  if (!inRange(d)) return { key: 'flight:search.errors.dateOutOfRange', params: { days: maxDays } }
  if (f.tripType === 'RoundTrip') {
    const r = parseDate(f.returnDate)
    if (!r || !inRange(r)) return { key: 'flight:search.errors.dateOutOfRange', params: { days: maxDays } }
    if (compareDates(r, d) < 0) return { key: 'flight:search.errors.returnBeforeDepart' }
  }
  return null
}

/**
 * Keeps the dates valid after one of them moved: a departure moved past the return drags the
 * return along (the gap the user had, at least the same day), as Ctrip does; past days move to today.
 */
export function normaliseDates(today: string, depart: string, ret: string, maxDays: number): { depart: string; ret: string } {
  const t = parseDate(today)
  if (!t) return { depart, ret }
  const last = addDays(t, maxDays)
  const clamp = (x: ReturnType<typeof parseDate>, fallback: ReturnType<typeof parseDate>) => {
    const v = x ?? fallback ?? t
    if (compareDates(v, t) < 0) return t
    return compareDates(v, last) > 0 ? last : v
  }
  const d = clamp(parseDate(depart), addDays(t, 1))
  let r = clamp(parseDate(ret), addDays(d, 2))
  if (compareDates(r, d) < 0) r = d
  return { depart: toIsoDate(d), ret: toIsoDate(r) }
}

/** The search form's date: the weekday always, today / tomorrow beside it ('11-28 周六 明天'). */
export function searchDateText(date: string, lang: Lang, today: string): string {
  return [formatMonthDayWeekday(date, lang), relativeDay(date, today, lang)].filter(Boolean).join(' ')
}

/**
 * International flight rules the client applies before asking the server (docs/intl-flights.md):
 * a travel document against the trip's last day (expired or ending before it: refused; valid for
 * less than six months after it: a warning), English surname and given names exactly as in the
 * document, and the layovers between flights (minutes from the instants, shown as hours and minutes).
 */
import { DOCUMENT_WARNING_MONTHS, ENGLISH_NAME_PATTERN, LEG_GAP_MINUTES } from '@api/intlflight-values'
import { addMonths, compareDates, parseDate } from './dates'

export type DocumentVerdict = 'missing' | 'expired' | 'endsBeforeTrip' | 'expiresSoon' | 'ok'

/**
 * A document valid through `expiry`, for a trip from `today` to `tripEnd` (the last flight's local
 * arrival date): 'expired' before today, 'endsBeforeTrip' before the trip's last day, 'expiresSoon'
 * less than six months after it.
 */
export function documentVerdict(expiry: string | null | undefined, tripEnd: string, today: string): DocumentVerdict {
  const exp = parseDate(expiry)
  if (!exp) return 'missing'
  const now = parseDate(today)
  if (now && compareDates(exp, now) < 0) return 'expired'
  const end = parseDate(tripEnd)
  if (!end) return 'ok'
  if (compareDates(exp, end) < 0) return 'endsBeforeTrip'
  if (compareDates(exp, addMonths(end, DOCUMENT_WARNING_MONTHS)) < 0) return 'expiresSoon'
  return 'ok'
}

export const ENGLISH_NAME_MAX = 30
const ENGLISH_NAME = new RegExp(ENGLISH_NAME_PATTERN)

export type EnglishNameProblem = 'required' | 'format' | 'tooLong'

/** An English surname or given names as in the document: letters and single spaces, at most 30. */
export function englishNameProblem(value: string): EnglishNameProblem | null {
  const v = value.trim()
  if (!v) return 'required'
  if (v.length > ENGLISH_NAME_MAX) return 'tooLong'
  return ENGLISH_NAME.test(v) ? null : 'format'
}

/** What is typed, the way the document prints it: upper case, single spaces, no spaces around. */
export function normalizeEnglishName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase()
}

export interface TimedSegment {
  To: string
  DepartAt: string
  ArriveAt: string
  ArriveTime: string
  DepartTime: string
}

export interface Layover {
  airport: string
  minutes: number
  /** The next flight leaves on a later local date than the arrival. */
  overnight: boolean
}

/** The waits between consecutive flights of one itinerary, from their instants. */
export function layoversOf(segments: readonly TimedSegment[]): Layover[] {
  const out: Layover[] = []
  for (let i = 1; i < segments.length; i++) {
    const a = segments[i - 1]
    const b = segments[i]
    const minutes = Math.round((Date.parse(b.DepartAt) - Date.parse(a.ArriveAt)) / 60000)
    out.push({ airport: a.To, minutes, overnight: b.DepartTime.slice(0, 10) > a.ArriveTime.slice(0, 10) })
  }
  return out
}

/** Minutes as whole hours and the minutes left: 315 → { h: 5, m: 15 }. */
export function hoursMinutes(minutes: number): { h: number; m: number } {
  const total = Math.max(0, Math.round(minutes))
  return { h: Math.floor(total / 60), m: total % 60 }
}

/** Days between two local dates 'yyyy-MM-dd HH:mm' (the +1 beside an arrival). */
export function dayOffset(depart: string, arrive: string): number {
  const a = parseDate(depart.slice(0, 10))
  const b = parseDate(arrive.slice(0, 10))
  if (!a || !b) return 0
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 864e5)
}

/** Minor units of the fare currencies that have none. */
const NO_MINOR = ['JPY', 'KRW', 'VND', 'IDR', 'CLP', 'ISK', 'HUF', 'TWD']

/** An amount in the fare's own currency ('EUR 1,234.50'), from its minor units. */
export function fareCurrencyText(amount: number, currency: string): string {
  const digits = NO_MINOR.includes(currency) ? 0 : 2
  const value = digits ? amount / 100 : amount
  const [int, frac] = value.toFixed(digits).split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${currency} ${frac ? `${grouped}.${frac}` : grouped}`
}

/**
 * The dates of a multi-city trip after leg `index` is set to `date`: each leg flies on or after the
 * one before, so later legs that would fly earlier move to that date; earlier legs stay (their
 * calendar starts at the previous leg's date, so a later leg is never set before them).
 */
export function setLegDate(dates: readonly string[], index: number, date: string): string[] {
  return dates.map((d, i) => (i === index ? date : i > index && d < date ? date : d))
}

/** Each leg's date raised to at least the leg before it (dates of stored searches). */
export function orderedLegDates(dates: readonly string[]): string[] {
  const out: string[] = []
  for (const d of dates) out.push(out.length && d < out[out.length - 1] ? out[out.length - 1] : d)
  return out
}

/**
 * Whether an itinerary leaving at `departAt` can follow a leg landing at `previousArriveAt`
 * (instants): at least an hour between them, as the server requires of multi-city legs.
 */
export function followsLeg(departAt: string, previousArriveAt: string | null | undefined): boolean {
  if (!previousArriveAt) return true
  return Date.parse(departAt) - Date.parse(previousArriveAt) >= LEG_GAP_MINUTES * 60_000
}

/** A travel document on file (a frequent traveller's record). */
export interface DocumentOnFile {
  DocType: string
  DocNo: string
  IssuingCountry?: string
  Nationality?: string
  Expiry?: string | null
}

/**
 * The passport among a traveller's documents on file (whatever their main document is), as the
 * booking form's fields: number, issuing country, nationality, expiry; null without one.
 */
export function passportOnFile(docs: readonly DocumentOnFile[]): { docNo: string; issuer: string; nationality: string; expiry: string } | null {
  const p = docs.find((d) => d.DocType === 'Passport' && d.DocNo.trim())
  if (!p) return null
  return {
    docNo: p.DocNo.trim(),
    issuer: p.IssuingCountry || p.Nationality || '',
    nationality: p.Nationality || p.IssuingCountry || '',
    expiry: p.Expiry ?? '',
  }
}

export type IntlSort = 'depart' | 'price' | 'duration'
export const INTL_SORTS: readonly IntlSort[] = ['depart', 'price', 'duration']

/**
 * The list's rows as the traveller sorts and filters them: earliest departure, lowest price or
 * shortest journey first (ties by departure), nonstop only when asked. A new array; the answer's
 * order is kept otherwise.
 */
export function arrangeItineraries<T extends { Stops: number; LowestTotal: number; TotalMinutes: number; Segments: readonly { DepartAt: string }[] }>(
  rows: readonly T[],
  sort: IntlSort,
  nonstopOnly: boolean,
): T[] {
  const kept = nonstopOnly ? rows.filter((r) => r.Stops === 0) : [...rows]
  const depart = (r: T) => Date.parse(r.Segments[0]?.DepartAt ?? '')
  const by = sort === 'price' ? (r: T) => r.LowestTotal : sort === 'duration' ? (r: T) => r.TotalMinutes : depart
  return kept.sort((a, b) => by(a) - by(b) || depart(a) - depart(b))
}

// Passenger age classes (docs/validation.md, docs/constants.md): adult 12+, child 2 to under 12, baby 14 days to under 2.
//
// Thresholds are computed by subtracting from the travel date: a passenger is N or older when
// born on or before (onDate - N years). Subtraction clamps Feb 29 to Feb 28 in common years
// (dayjs does the same), so someone born on Feb 29 turns N on Mar 1 of a common year and on
// Feb 29 of a leap year - the convention most airlines and legal systems use for leaplings.
import { fail, failAt, messages, PASS, type Check, type ItemCheck } from './check'
import { addDays, addYears, compareDates, parseDate, type CalendarDate, type DateInput } from './dates'

export const ADULT_MIN_AGE = 12
export const CHILD_MIN_AGE = 2
export const BABY_MIN_DAYS = 14
/** The separate "18 or older" check (e.g. a booker or a hotel main guest). */
export const LEGAL_ADULT_AGE = 18

export type AgeClass = 'adult' | 'child' | 'baby' | 'tooYoung'

/** Born on or before onDate minus `years` years. */
function bornBy(birth: CalendarDate, on: CalendarDate, years: number): boolean {
  return compareDates(birth, addYears(on, -years)) <= 0
}

/**
 * Age class on a given date (normally the departure or check-in date, not today). Null when
 * either date is not a date or the birth date is after onDate: someone not yet born has no class.
 */
export function ageClass(birth: DateInput | null | undefined, onDate: DateInput): AgeClass | null {
  const b = parseDate(birth)
  const on = parseDate(onDate)
  if (!b || !on || compareDates(b, on) > 0) return null
  if (bornBy(b, on, ADULT_MIN_AGE)) return 'adult'
  if (bornBy(b, on, CHILD_MIN_AGE)) return 'child'
  if (compareDates(b, addDays(on, -BABY_MIN_DAYS)) <= 0) return 'baby'
  return 'tooYoung'
}

/** The numeric passenger type the legacy API and the airlines use: 1 adult, 2 child, 3 infant. */
export type PassengerTypeCode = 1 | 2 | 3

/**
 * The legacy helper of docs/validation.md, "returns 2, 3, 1 for 12+ up to 2 years ago, under 2, other",
 * read as three ranges of birth date, with the same boundaries as ageClass:
 *   2 when born after (onDate - 12 years) and on or before (onDate - 2 years): a child;
 *   3 when born after (onDate - 2 years): under 2, including the under-14-days case, which
 *     this helper never refused (use ageClass / checkPassengerSet for that);
 *   1 otherwise, i.e. born on or before (onDate - 12 years): an adult.
 * These are the airline codes ADT=1, CHD=2, INF=3. The legacy "other" branch also caught
 * unreadable dates as adults; here an unreadable date gives null instead of a silent adult.
 */
export function legacyPassengerTypeCode(birth: DateInput | null | undefined, onDate: DateInput): PassengerTypeCode | null {
  const b = parseDate(birth)
  const on = parseDate(onDate)
  if (!b || !on) return null
  if (!bornBy(b, on, CHILD_MIN_AGE)) return 3
  if (!bornBy(b, on, ADULT_MIN_AGE)) return 2
  return 1
}

/** Completed years on onDate (same convention as above); null for unreadable or future births. */
export function ageOn(birth: DateInput | null | undefined, onDate: DateInput): number | null {
  const b = parseDate(birth)
  const on = parseDate(onDate)
  if (!b || !on || compareDates(b, on) > 0) return null
  let years = on.year - b.year
  while (years > 0 && !bornBy(b, on, years)) years--
  return years
}

/** "At least N years old on onDate"; false when a date cannot be read. */
export function isAtLeast(birth: DateInput | null | undefined, onDate: DateInput, years: number): boolean {
  const b = parseDate(birth)
  const on = parseDate(onDate)
  return !!b && !!on && bornBy(b, on, years)
}

/** The 18+ rule (or another bound, e.g. 14) as a Check with a message. */
export function checkAtLeast(birth: DateInput | null | undefined, onDate: DateInput, years: number = LEGAL_ADULT_AGE): Check {
  if (!parseDate(birth)) return fail(messages.birthDate.required)
  return isAtLeast(birth, onDate, years) ? PASS : fail(messages.age.atLeast, { years })
}

/** A birth-date field: required, a real date, not after today. */
export function checkBirthDate(birth: DateInput | null | undefined, today: DateInput): Check {
  if (birth == null || birth === '') return fail(messages.birthDate.required)
  const b = parseDate(birth)
  const now = parseDate(today)
  if (!b || !now || compareDates(b, now) > 0) return fail(messages.birthDate.invalid)
  return PASS
}

export interface PassengerAge {
  readonly name: string
  readonly birthDate: DateInput | null | undefined
}

/**
 * One booking's passengers on the travel date: every birth date readable, no baby under 14 days,
 * children and babies only together with at least one adult, and only adults when the flow
 * sells adult tickets only (`adultsOnly`). The failure carries the index of the passenger to
 * highlight; the "needs an adult" failure has no index because no single passenger is at fault.
 */
export function checkPassengerSet(passengers: ReadonlyArray<PassengerAge>, travelDate: DateInput, options: { readonly adultsOnly?: boolean } = {}): ItemCheck {
  const classes: AgeClass[] = []
  for (let i = 0; i < passengers.length; i++) {
    const { name, birthDate } = passengers[i]
    const cls = ageClass(birthDate, travelDate)
    if (!cls) return failAt(i, messages.passenger.birthDateRequired, { name })
    if (cls === 'tooYoung') return failAt(i, messages.passenger.tooYoung, { name, days: BABY_MIN_DAYS })
    if (options.adultsOnly && cls !== 'adult') return failAt(i, messages.passenger.adultOnly, { name, years: ADULT_MIN_AGE })
    classes.push(cls)
  }
  if (classes.length > 0 && !classes.includes('adult')) return fail(messages.passenger.needAdult)
  return PASS
}

// Multi-city searches and trip applications (docs/validation.md): per leg, different departure and arrival
// cities, and dates that never go backwards.
import { failAt, messages, PASS, type ItemCheck } from './check'
import { compareDates, parseDate, type CalendarDate, type DateInput } from './dates'

export interface TripLeg {
  /** City code (or any stable city id); compared case-insensitively. */
  readonly from: string | null | undefined
  readonly to: string | null | undefined
  readonly date: DateInput | null | undefined
}

const cityKey = (city: string | null | undefined): string => (city ?? '').trim().toUpperCase()

/**
 * First problem in leg order. Params number legs from 1 as the UI labels them ("第2程").
 * A later leg on the same day as the previous one is allowed (a morning and an evening flight).
 * `today`, when given, also refuses past dates, e.g. a restored recent search.
 */
export function checkTripLegs(legs: ReadonlyArray<TripLeg>, options: { readonly today?: DateInput } = {}): ItemCheck {
  const today = options.today != null ? parseDate(options.today) : null
  let previous: CalendarDate | null = null
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]
    const n = i + 1
    const from = cityKey(leg.from)
    const to = cityKey(leg.to)
    if (from === '') return failAt(i, messages.tripLeg.departureRequired, { leg: n })
    if (to === '') return failAt(i, messages.tripLeg.arrivalRequired, { leg: n })
    if (from === to) return failAt(i, messages.tripLeg.sameCity, { leg: n })
    const date = parseDate(leg.date)
    if (!date) return failAt(i, messages.tripLeg.dateRequired, { leg: n })
    if (today && compareDates(date, today) < 0) return failAt(i, messages.tripLeg.dateInPast, { leg: n })
    if (previous && compareDates(date, previous) < 0) {
      return failAt(i, messages.tripLeg.dateBeforePrevious, { leg: n, previous: n - 1 })
    }
    previous = date
  }
  return PASS
}

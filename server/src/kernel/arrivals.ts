/**
 * Arrivals the products know, for the products that meet them (a car picking a rider up at an
 * airport or a station). A module that runs a timetable registers its lookup here under its order
 * kind; a module that needs an arrival asks here, and neither imports the other.
 */
/** The order kind of the product whose timetable it is. */
export type ArrivalKind = string

export interface Arrival {
  kind: ArrivalKind
  no: string
  /** Timetable arrival. */
  scheduled: Date
  /** Expected or actual arrival as known at `now` (a delay is known some hours before departure). */
  expected: Date
  /** Where it arrives: an airport (IATA code) or a station (telegraph code), its city and names. */
  placeCode: string
  cityCode: string
  names: { CN: string; EN: string; JP: string }
  /** Position when the timetable knows it (airports); null for a station. */
  position: { lat: number; lon: number } | null
}

/** `at`: the station of a train's arrival (a flight arrives where it lands). */
export type ArrivalLookup = (no: string, date: string, now: Date, at?: string) => Arrival | null

const lookups = new Map<ArrivalKind, ArrivalLookup>()

/** Called once by the module that owns the timetable. */
export function registerArrivals(kind: ArrivalKind, lookup: ArrivalLookup): void {
  if (lookups.has(kind)) throw new Error(`arrivals of ${kind} registered twice`)
  lookups.set(kind, lookup)
}

/** The arrival of a flight or train on a date (its departure date), or null when none runs then. */
export const arrivalOf = (kind: ArrivalKind, no: string, date: string, now: Date, at?: string): Arrival | null => lookups.get(kind)?.(no, date, now, at) ?? null

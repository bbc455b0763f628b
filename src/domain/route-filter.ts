/**
 * Filtering a day's departures between two places (trains, coaches): departure and arrival times
 * of day, departure and arrival stations, only those with places left. Empty lists mean any.
 */

/** Times of day: 00–06, 06–12, 12–18, 18–24. */
export const TIME_BANDS = ['Night', 'Morning', 'Afternoon', 'Evening'] as const
export type TimeBand = (typeof TIME_BANDS)[number]
export function timeBandOf(hhmm: string): TimeBand {
  const h = Number(hhmm.slice(0, 2))
  return h < 6 ? 'Night' : h < 12 ? 'Morning' : h < 18 ? 'Afternoon' : 'Evening'
}

export interface RouteFilter {
  depart: TimeBand[]
  arrive: TimeBand[]
  from: string[]
  to: string[]
  /** Only departures with a place left. */
  available: boolean
}

export const NO_ROUTE_FILTER: RouteFilter = { depart: [], arrive: [], from: [], to: [], available: false }

export const routeFilterCount = (f: RouteFilter): number => f.depart.length + f.arrive.length + f.from.length + f.to.length + (f.available ? 1 : 0)

export interface RouteLike {
  DepartTime: string
  ArriveTime: string
  FromStation: { Code: string }
  ToStation: { Code: string }
}

export function matchesRoute(r: RouteLike, f: RouteFilter, hasPlaces: boolean): boolean {
  return (
    (f.depart.length === 0 || f.depart.includes(timeBandOf(r.DepartTime))) &&
    (f.arrive.length === 0 || f.arrive.includes(timeBandOf(r.ArriveTime))) &&
    (f.from.length === 0 || f.from.includes(r.FromStation.Code)) &&
    (f.to.length === 0 || f.to.includes(r.ToStation.Code)) &&
    (!f.available || hasPlaces)
  )
}

/** The distinct stations of the rows, in order of first appearance. */
export function stationsOf<S extends { Code: string }>(rows: readonly { FromStation: S; ToStation: S }[], side: 'FromStation' | 'ToStation'): S[] {
  const out: S[] = []
  for (const r of rows) if (!out.some((s) => s.Code === r[side].Code)) out.push(r[side])
  return out
}

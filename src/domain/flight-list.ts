// The flight result list as pure data: filters (carrier, departure time band, airports, direct),
// the counts each filter option shows, sorting, and the few row facts the list needs (sold out,
// conflicts with the chosen outbound flight). No Taro, no React: the list page and the tests call
// the same functions, and the server's rows are never mutated.
import type { FlightRow } from '../../types/api/flight'
import { compareAscii, parseTime } from './format'

/** Departure time bands as Ctrip's filter shows them: [from, to) in hours. */
export const TIME_BANDS = ['00-06', '06-12', '12-18', '18-24'] as const
export type TimeBand = (typeof TIME_BANDS)[number]

export const LIST_SORTS = ['DepartAsc', 'DepartDesc', 'PriceAsc', 'PriceDesc'] as const
export type ListSort = (typeof LIST_SORTS)[number]

export interface FlightFilters {
  /** Carrier codes; empty = any. */
  readonly carriers: readonly string[]
  readonly bands: readonly TimeBand[]
  /** Airport codes; empty = any. */
  readonly departAirports: readonly string[]
  readonly arriveAirports: readonly string[]
  readonly directOnly: boolean
}

export const NO_FILTERS: FlightFilters = Object.freeze({
  carriers: [],
  bands: [],
  departAirports: [],
  arriveAirports: [],
  directOnly: false,
})

/** The band a 'HH:mm' departure falls in; null for an unreadable time. */
export function bandOf(time: string): TimeBand | null {
  const minutes = parseTime(time)
  if (minutes === null) return null
  return TIME_BANDS[Math.min(3, Math.floor(minutes / 360))]
}

export function isSoldOut(row: Pick<FlightRow, 'LowestPrice'>): boolean {
  return row.LowestPrice === null
}

export function isDirect(row: Pick<FlightRow, 'Stops'>): boolean {
  return row.Stops.length === 0
}

type Group = 'carriers' | 'bands' | 'departAirports' | 'arriveAirports' | 'directOnly'

function passes(row: FlightRow, f: FlightFilters, skip: Group | null): boolean {
  if (skip !== 'carriers' && f.carriers.length && !f.carriers.includes(row.CarrierCode)) return false
  if (skip !== 'bands' && f.bands.length) {
    const band = bandOf(row.DepartTime)
    if (!band || !f.bands.includes(band)) return false
  }
  if (skip !== 'departAirports' && f.departAirports.length && !f.departAirports.includes(row.DepartAirport)) return false
  if (skip !== 'arriveAirports' && f.arriveAirports.length && !f.arriveAirports.includes(row.ArriveAirport)) return false
  if (skip !== 'directOnly' && f.directOnly && !isDirect(row)) return false
  return true
}

/** Options inside a group are alternatives (OR); groups narrow each other (AND). */
export function applyFilters(rows: readonly FlightRow[], filters: FlightFilters): FlightRow[] {
  return rows.filter((r) => passes(r, filters, null))
}

/** Number of filter options chosen, for the badge on the filter button. */
export function activeFilterCount(f: FlightFilters): number {
  return f.carriers.length + f.bands.length + f.departAirports.length + f.arriveAirports.length + (f.directOnly ? 1 : 0)
}

export function hasFilters(f: FlightFilters): boolean {
  return activeFilterCount(f) > 0
}

export interface FilterOption<V extends string = string> {
  value: V
  /** Carrier or airport name as the server sent it; '' for bands (the UI labels them). */
  label: string
  /** Rows this option would show given the other groups' choices (faceted count). */
  count: number
}

export interface FilterOptions {
  carriers: FilterOption[]
  bands: FilterOption<TimeBand>[]
  departAirports: FilterOption[]
  arriveAirports: FilterOption[]
  /** Direct rows given the other groups' choices. */
  direct: number
}

function collect(rows: readonly FlightRow[], pickValue: (r: FlightRow) => string, pickLabel: (r: FlightRow) => string) {
  const labels = new Map<string, string>()
  for (const r of rows) if (!labels.has(pickValue(r))) labels.set(pickValue(r), pickLabel(r))
  return labels
}

function counted(all: readonly FlightRow[], f: FlightFilters, group: Group, labels: Map<string, string>, pickValue: (r: FlightRow) => string): FilterOption[] {
  const counts = new Map<string, number>()
  for (const r of all) if (passes(r, f, group)) counts.set(pickValue(r), (counts.get(pickValue(r)) ?? 0) + 1)
  return [...labels].map(([value, label]) => ({ value, label, count: counts.get(value) ?? 0 }))
}

/**
 * Every option the sheet offers, built from all rows so an option never disappears while it is
 * chosen, each with the number of rows it would show if the other groups stay as they are
 * (the way Ctrip and airline apps count). Carriers by name, airports by code order as listed.
 */
export function filterOptions(rows: readonly FlightRow[], f: FlightFilters): FilterOptions {
  const carriers = collect(
    rows,
    (r) => r.CarrierCode,
    (r) => r.CarrierName,
  )
  const deps = collect(
    rows,
    (r) => r.DepartAirport,
    (r) => r.DepartAirportName,
  )
  const arrs = collect(
    rows,
    (r) => r.ArriveAirport,
    (r) => r.ArriveAirportName,
  )
  const bandCounts = new Map<TimeBand, number>()
  for (const r of rows) {
    if (!passes(r, f, 'bands')) continue
    const b = bandOf(r.DepartTime)
    if (b) bandCounts.set(b, (bandCounts.get(b) ?? 0) + 1)
  }
  return {
    carriers: counted(rows, f, 'carriers', carriers, (r) => r.CarrierCode).sort((a, b) => b.count - a.count || compareAscii(a.value, b.value)),
    bands: TIME_BANDS.map((value) => ({ value, label: '', count: bandCounts.get(value) ?? 0 })),
    departAirports: counted(rows, f, 'departAirports', deps, (r) => r.DepartAirport),
    arriveAirports: counted(rows, f, 'arriveAirports', arrs, (r) => r.ArriveAirport),
    direct: rows.filter((r) => isDirect(r) && passes(r, f, 'directOnly')).length,
  }
}

/** Adds the value when absent, removes it when present. */
export function toggle<V extends string>(values: readonly V[], value: V): V[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
}

const byTime = (a: FlightRow, b: FlightRow) => compareAscii(a.DepartTime, b.DepartTime) || compareAscii(a.FlightNo, b.FlightNo)

/**
 * A sorted copy. Sold-out rows go last under price sorts in both directions (a sold-out flight
 * is never 'the most expensive' or 'the cheapest'); ties fall back to departure time, then flight
 * number, so the order is stable across reloads.
 */
export function sortFlights(rows: readonly FlightRow[], sort: ListSort): FlightRow[] {
  const out = [...rows]
  switch (sort) {
    case 'DepartAsc':
      return out.sort(byTime)
    case 'DepartDesc':
      return out.sort((a, b) => -byTime(a, b))
    case 'PriceAsc':
    case 'PriceDesc': {
      const dir = sort === 'PriceAsc' ? 1 : -1
      return out.sort((a, b) => {
        if (a.LowestPrice === null || b.LowestPrice === null) {
          return (a.LowestPrice === null ? 1 : 0) - (b.LowestPrice === null ? 1 : 0) || byTime(a, b)
        }
        return dir * (a.LowestPrice - b.LowestPrice) || byTime(a, b)
      })
    }
  }
}

/** Filters then sorts: what the list shows. */
export function visibleFlights(rows: readonly FlightRow[], filters: FlightFilters, sort: ListSort): FlightRow[] {
  return sortFlights(applyFilters(rows, filters), sort)
}

/** The cheapest bookable fare among rows (fen), or null when all are sold out. */
export function lowestFare(rows: readonly FlightRow[]): number | null {
  let low: number | null = null
  for (const r of rows) if (r.LowestPrice !== null && (low === null || r.LowestPrice < low)) low = r.LowestPrice
  return low
}

/** The sort the list starts with: FlightSettings.SearchSettings.SearchOrder (0 time, 1 price). */
export function initialSort(searchOrder: number | null | undefined): ListSort {
  return searchOrder === 1 ? 'PriceAsc' : 'DepartAsc'
}

/** Time button: ascending first, then flips. Price button likewise. */
export function nextSort(current: ListSort, pressed: 'time' | 'price'): ListSort {
  if (pressed === 'time') return current === 'DepartAsc' ? 'DepartDesc' : 'DepartAsc'
  return current === 'PriceAsc' ? 'PriceDesc' : 'PriceAsc'
}

/** Minimum ground time between the outbound arrival and a same-day return departure. */
export const MIN_CONNECTION_MINUTES = 60

/**
 * A return flight the traveller cannot take: it leaves before the outbound flight has landed
 * (plus the minimum connection), on the outbound arrival day or earlier.
 */
export function conflictsWithOutbound(
  row: Pick<FlightRow, 'DepartDate' | 'DepartTime'>,
  outbound: Pick<FlightRow, 'ArriveDate' | 'ArriveTime'> | null | undefined,
): boolean {
  if (!outbound) return false
  if (row.DepartDate !== outbound.ArriveDate) return row.DepartDate < outbound.ArriveDate
  const dep = parseTime(row.DepartTime)
  const arr = parseTime(outbound.ArriveTime)
  if (dep === null || arr === null) return false
  return dep < arr + MIN_CONNECTION_MINUTES
}

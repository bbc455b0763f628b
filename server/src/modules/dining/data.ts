/**
 * The partner restaurants of the demo, per city: a few brands, each at a branch near the city's
 * centre, with its cuisine, average spend, hours, dishes and the terminal that charges at its
 * tables (its id signs the terminal's requests, terminal.ts). Tiers as the hotels count them.
 * The tables are in data.json.
 */
import DATA from './data.json'

type T4 = readonly [string, string, string, string]

export interface DiningCity {
  code: string
  tier: number
  /** The centre the branches are placed around. */
  lat: number
  lon: number
  district: T4
}

export const DINING_CITIES = DATA.cities as unknown as readonly DiningCity[]

export interface Brand {
  key: string
  name: T4
  cuisine: T4
  /** Average spend per person, fen. */
  avg: number
  hours: readonly string[]
  dishes: readonly { name: T4; price: number }[]
}

export const BRANDS = DATA.brands as unknown as readonly Brand[]

/** Metres east and north of the city's centre for the brand at that position of BRANDS. */
export const BRANCH_OFFSETS = DATA.branchOffsets as unknown as readonly (readonly [number, number])[]

/** The company's office the 'Office' search starts from (by company code; others: the first city's centre). */
export const OFFICES = DATA.offices as unknown as Record<string, { city: string; name: T4; east: number; north: number }>

/** The ranks' meal standards of the seeded companies (fen; GenericRankPolicy of rank_rules). */
export const RANK_STANDARDS = DATA.rankStandards as Record<string, Record<string, Record<string, number | null>>>

/** Reasons for a meal over the standard. */
export const REASONS = DATA.reasons as unknown as readonly (readonly [string, T4])[]

/** Where a point lies east and north of another, in metres (small distances). */
export function offset(lat: number, lon: number, east: number, north: number): { lat: number; lon: number } {
  return { lat: lat + north / 111_320, lon: lon + east / (111_320 * Math.cos((lat * Math.PI) / 180)) }
}

/** The hotel search's values: markets, city references, keyword choices, travellers and list filters. */
import type { HotelCity, PayKind } from '@api/hotel'
import type { CityRef } from '@/domain/city'

export type Market = 'CN' | 'INTL'

export interface HotelCityRef extends CityRef {
  country: string
  currency: string
  /** City tier of the travel standard (domestic); absent for international cities. */
  tier?: number | null
}

/** What the keyword box chose: free text, or a suggestion (a hotel opens at once). */
export interface KeywordChoice {
  kind: 'Text' | 'Hotel' | 'Brand' | 'Area'
  value: string
  name: string
}

export interface Traveller {
  id: number
  name: string
}

export interface ListFilters {
  brands: string[]
  groups: string[]
  areas: string[]
  facilities: string[]
  payKinds: PayKind[]
  freeCancel: boolean
}

export const NO_LIST_FILTERS: ListFilters = { brands: [], groups: [], areas: [], facilities: [], payKinds: [], freeCancel: false }

export function activeFilterCount(f: ListFilters): number {
  return f.brands.length + f.groups.length + f.areas.length + f.facilities.length + f.payKinds.length + (f.freeCancel ? 1 : 0)
}

// The cities a first search starts from, as the server's city list names them (place names are
// data, not texts of the app): every language shows its own, Traditional Chinese included.
export const SHANGHAI: HotelCityRef = { code: 'SHA', names: { CN: '上海', EN: 'Shanghai', JP: '上海' }, tc: '上海', country: 'CN', currency: 'CNY', tier: 1 }
export const TOKYO: HotelCityRef = { code: 'TYO', names: { CN: '东京', EN: 'Tokyo', JP: '東京' }, tc: '東京', country: 'JP', currency: 'JPY' }
export const MAX_RECENT_CITIES = 8
export const DEFAULT_MAX_BOOK_DAYS = 365

export function cityRefOf(c: HotelCity): HotelCityRef {
  return { code: c.CityCode, names: c.CityNames, tc: c.CityName, country: c.Country, currency: c.Currency, tier: c.Tier }
}

export function isCityRef(v: unknown): v is HotelCityRef {
  const c = v as HotelCityRef | null
  return !!c && typeof c.code === 'string' && /^[A-Z]{3}$/.test(c.code) && !!c.names && typeof c.names.CN === 'string' && typeof c.currency === 'string'
}

/**
 * Who the traveller picker starts with: the travellers chosen, or — none chosen, the search is for
 * oneself — oneself, so the sheet shows them ticked ('1/20') as the form shows them.
 */
export function travellerPicks(travellers: readonly Traveller[], self: Traveller | null): Traveller[] {
  return travellers.length ? [...travellers] : self ? [self] : []
}

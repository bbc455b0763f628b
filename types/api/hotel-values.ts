/**
 * The hotel contract's plain values (no TypeBox): the client imports these without pulling the
 * request schemas into its bundles; types/api/hotel.ts re-exports them.
 */
export const MAX_NIGHTS = 28
export const MAX_ROOMS = 5
export const MAX_GUESTS_PER_ROOM = 4
export const MAX_CHILDREN_PER_ROOM = 2
/** docs/constants.md: nightly price bands (CNY) of the price chips; the last is open. */
export const PRICE_BANDS = [0, 150, 300, 450, 600, 1000, 1300, 1800] as const
export const STAR_LEVELS = [2, 3, 4, 5] as const
export const PAY_KINDS = ['Prepay', 'PayAtHotel', 'Monthly'] as const
export type PayKind = (typeof PAY_KINDS)[number]
export const HOTEL_SORTS = ['Recommended', 'PriceAsc', 'PriceDesc', 'StarDesc', 'Distance'] as const
export type HotelSort = (typeof HOTEL_SORTS)[number]

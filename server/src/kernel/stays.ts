/**
 * Where the products' stays are, for the products that take a traveller there (a car to the hotel
 * of a booked stay). The module that keeps the hotels registers its lookup here; a module that
 * needs a stay's place asks here, and neither imports the other (as kernel/arrivals.ts does for
 * timetables).
 */
export interface StayPlace {
  id: number
  names: { CN: string; EN: string; JP: string }
  address: { CN: string; EN: string; JP: string }
  lat: number
  lon: number
}

export type StayLookup = (lodgingId: number) => StayPlace | null

let lookup: StayLookup | null = null

/** Called once by the module that keeps the lodgings. */
export function registerStays(l: StayLookup): void {
  if (lookup) throw new Error('stays registered twice')
  lookup = l
}

/** The place of a lodging by its id, or null when none is known. */
export const stayPlaceOf = (lodgingId: number): StayPlace | null => lookup?.(lodgingId) ?? null

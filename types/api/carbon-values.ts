/**
 * The carbon of a trip as plain values, for the client and the server alike (docs/carbon.md).
 *
 * Method: the UK government's greenhouse-gas conversion factors for company reporting, 2024 set
 * (DESNZ, "Business travel – air", "Business travel – land" and "Hotel stay"), in kg CO2e:
 * - a flight: great-circle distance between the two cities × 1.08 (DESNZ's uplift for routing and
 *   stacking) × the factor of its haul and cabin class, with radiative forcing (the non-CO2
 *   effects at altitude), per passenger;
 * - a train: the same great-circle distance × 1.08 × the national-rail factor, per passenger
 *   (distances by rail are not published per line; the uplift stands in for track curvature);
 * - a hotel: room-nights × the country's hotel-stay factor;
 * - a car (a taxi-like ride): the ride's road kilometres × the regular-taxi factor per vehicle-km,
 *   whoever rides in it;
 * - a coach: the great-circle distance between the stations × 1.08 × the coach factor, per
 *   passenger.
 * Company dining has no factor in the set and no carbon here.
 * Results are whole grams, rounded once at the end, so sums over orders add up exactly.
 */

export type Cabin = 'Economy' | 'PremiumEconomy' | 'Business' | 'First'
export type Haul = 'Domestic' | 'ShortHaul' | 'LongHaul'

/** DESNZ's distance uplift on the great-circle distance (8 %). */
export const DISTANCE_UPLIFT = 1.08
/** Below this great-circle distance a flight counts as domestic-haul (DESNZ's domestic factor). */
export const DOMESTIC_HAUL_KM = 500
/** From this distance on a flight is long-haul (DESNZ: 3 700 km). */
export const LONG_HAUL_KM = 3700

/** kg CO2e per passenger-km with radiative forcing, DESNZ 2024. Domestic has one class only. */
export const FLIGHT_FACTORS: Readonly<Record<Haul, Readonly<Record<Cabin, number>>>> = {
  Domestic: { Economy: 0.27258, PremiumEconomy: 0.27258, Business: 0.27258, First: 0.27258 },
  ShortHaul: { Economy: 0.18287, PremiumEconomy: 0.29259, Business: 0.2743, First: 0.2743 },
  LongHaul: { Economy: 0.20011, PremiumEconomy: 0.32016, Business: 0.58029, First: 0.80048 },
}

/** kg CO2e per passenger-km, DESNZ 2024 "National rail". */
export const RAIL_FACTOR = 0.03546

/** kg CO2e per vehicle-km, DESNZ 2024 "Taxis – Regular taxi" (a ride, whoever rides in it). */
export const TAXI_FACTOR = 0.20805

/** kg CO2e per passenger-km, DESNZ 2024 "Bus – Coach". */
export const COACH_FACTOR = 0.02733

/** kg CO2e per room per night, DESNZ 2024 "Hotel stay" by country (ISO 3166); OTHER for the rest. */
export const HOTEL_FACTORS: Readonly<Record<string, number>> = {
  CN: 53.5,
  HK: 48.9,
  JP: 28.6,
  SG: 24.4,
  US: 16.1,
  GB: 10.4,
  OTHER: 20.6,
}

const R = 6371.0088

/** Great-circle (haversine) distance in km on the mean Earth radius. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function haulOf(km: number): Haul {
  if (km < DOMESTIC_HAUL_KM) return 'Domestic'
  return km < LONG_HAUL_KM ? 'ShortHaul' : 'LongHaul'
}

/** Grams CO2e of one passenger flying a great-circle distance in a cabin. */
export function flightGrams(km: number, cabin: Cabin): number {
  return Math.round(km * DISTANCE_UPLIFT * FLIGHT_FACTORS[haulOf(km)][cabin] * 1000)
}

/**
 * Grams CO2e of one passenger by train: over a great-circle distance (uplifted), or over the
 * line's own kilometres when the timetable knows them (`track`, taken as they are).
 */
export function railGrams(km: number, track = false): number {
  return Math.round(km * (track ? 1 : DISTANCE_UPLIFT) * RAIL_FACTOR * 1000)
}

/** Grams CO2e of a car ride over its road kilometres (the vehicle's, not per rider). */
export function taxiGrams(roadKm: number): number {
  return Math.round(roadKm * TAXI_FACTOR * 1000)
}

/** Grams CO2e of one passenger by coach over the great-circle distance between its stations (uplifted). */
export function coachGrams(km: number): number {
  return Math.round(km * DISTANCE_UPLIFT * COACH_FACTOR * 1000)
}

/** Grams CO2e of room-nights in a country. */
export function hotelGrams(roomNights: number, country: string): number {
  return Math.round(roomNights * (HOTEL_FACTORS[country] ?? HOTEL_FACTORS.OTHER) * 1000)
}

/**
 * What a train avoided against flying the same trip in economy: grams. Over the line's own
 * kilometres (`track`) the flight's great-circle distance is taken as those less the uplift.
 */
export function avoidedByRail(km: number, track = false): number {
  const gc = track ? km / DISTANCE_UPLIFT : km
  return Math.max(0, flightGrams(gc, 'Economy') - railGrams(km, track))
}

/** A cabin name of any product (flight cabin classes; a train's seat classes map to rail). */
export function cabinOf(name: string): Cabin {
  if (name === 'First') return 'First'
  if (name === 'Business') return 'Business'
  if (name === 'PremiumEconomy' || name === 'Premium') return 'PremiumEconomy'
  return 'Economy'
}

/** Grams as kilograms with one decimal for display ('12.3'). */
export const kgText = (grams: number): string => (Math.round(grams / 100) / 10).toFixed(1)

/**
 * Districts and business areas hotels are found in: real ones for the first-tier cities and the
 * cities abroad, a generic set for the others ("railway station", "hi-tech zone" of the city).
 * Each sits at a distance and bearing from the city centre, which places its hotels on the map.
 */
import AREAS from './areas.json'

/** [CN, EN, JP, pinyin (no spaces), km from the centre, bearing in degrees] */
export type AreaRow = [string, string, string, string, number, number]

/** The areas of the cities that have their own (areas.json). */
export const CITY_AREAS = AREAS.cities as unknown as Record<string, AreaRow[]>

/** The areas of a Chinese city without its own list: named after the city ("成都火车站"). */
export const GENERIC_AREAS = AREAS.generic as AreaRow[]

/** The roads a hotel's address is on: [CN, EN, JP], at home and abroad (areas.json). */
export const ROADS = AREAS.roads as { home: [string, string, string][]; abroad: [string, string, string][] }

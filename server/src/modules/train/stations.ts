/**
 * The railway's stations (generated data, fixed): about 120 stations with their telegraph codes,
 * Chinese and English names, pinyin and city, on the lines the trains run along (lines.ts,
 * catalog.ts). A city with an airport keeps the flight and hotel city code (BJS, SHA, CAN); the
 * others get a code of their own. Hot stations are the big cities' main stations.
 */
import { placeFinder, placeOf, type Place } from '../../lib/places'
import LINES from './stations.json'

/** [telegraph code, Chinese, pinyin (syllables), English, city code, city Chinese, city English, hot] */
type StationRow = [string, string, string, string, string, string, string, boolean?]

/** The stations, by the region or line they lie on (stations.json). */
const ROWS = Object.values(LINES).flat() as StationRow[]

export type Station = Place

export const STATIONS: readonly Station[] = ROWS.map(([code, cn, pinyin, en, cityCode, cityCn, cityEn, hot]) =>
  placeOf({ code, cn, pinyin, en, cityCode, cityCn, cityEn, hot }),
)

const FIND = placeFinder(STATIONS)
export const stationByCode = FIND.byCode

/** The stations of a station code (itself) or of a city code (all of the city's). */
export const stationsOf = FIND.of

/**
 * Coach stations (汽车客运站) of the cities the coach network serves, found by Chinese, pinyin,
 * initials and English like the railway's (lib/places.ts). A city keeps the flight and hotel
 * city code (SHA, HGH); a station's code is the city's and a number. Fixed data: stations.json.
 */
import { placeFinder, placeOf, type Place } from '../../lib/places'
import DATA from './stations.json'

/** [code, Chinese, pinyin (syllables), English, city code, city Chinese, city English, address, hot] */
type Row = [string, string, string, string, string, string, string, string, boolean?]

const ROWS = DATA.stations as Row[]

/** The cities: searching one finds every station of it. [code, Chinese, pinyin, English, centre latitude, centre longitude (degrees)] */
const CITIES = DATA.cities as [string, string, string, string, number, number][]

export interface BusStationDef extends Place {
  address: string
}

export const BUS_STATIONS: readonly BusStationDef[] = ROWS.map(([code, cn, pinyin, en, cityCode, cityCn, cityEn, address, hot]) => ({
  ...placeOf({ code, cn, pinyin, en, cityCode, cityCn, cityEn, hot }),
  address,
}))

/** A city as a place to pick (its code stands for all its stations); the hot places of the picker. */
export const BUS_CITIES: readonly BusStationDef[] = CITIES.map(([code, cn, pinyin, en]) => ({
  ...placeOf({ code, cn, pinyin, en, cityCode: code, cityCn: cn, cityEn: en, hot: true }),
  address: '',
}))

/** A bus city's centre (degrees): a coach's distance is the great circle between its cities' (docs/carbon.md). */
const CENTRES = new Map(CITIES.map(([code, , , , lat, lon]) => [code, { lat, lon }]))
export const busCityCentre = (code: string): { lat: number; lon: number } | undefined => CENTRES.get(code)

const FIND = placeFinder(BUS_STATIONS)
export const busStationByCode = FIND.byCode

/** The station of a station code, or every station of a city code. */
export const busStationsOf = FIND.of

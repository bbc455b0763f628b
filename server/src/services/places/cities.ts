/**
 * Mainland China's busiest airports (CAAC traffic ranking, roughly the top 90) with their cities.
 * Coordinates are to about 0.01°, enough for great-circle durations and fares. Weight is the
 * city's yearly passengers in millions: it drives how many flights a route gets.
 * Multi-airport cities use their IATA metropolitan code (BJS, SHA, CTU). The cities and the
 * provinces are in cities.json, and so are the airports.
 */
import DATA from './cities.json'

/** [cityCode, nameCN, nameEN, nameJP, pinyin syllables, province, weight] */
export type CityRow = [string, string, string, string, string, string, number]

export const CITY_ROWS = DATA.cities as CityRow[]

/** [airportCode, cityCode, shortCN, shortEN, shortJP, lat, lon, terminals] — full name is city + short name. */
export type AirportRow = [string, string, string, string, string, number, number, string[]]

const INTL = ['国际机场', 'International Airport', '国際空港'] as const
const a = (code: string, city: string, cn: string, en: string, jp: string, lat: number, lon: number, t: string[] = [], intl = true): AirportRow => [
  code,
  city,
  cn + (intl ? INTL[0] : '机场'),
  `${en} ${intl ? INTL[1] : 'Airport'}`.trim(),
  jp + (intl ? INTL[2] : '空港'),
  lat,
  lon,
  t,
]

/** cities.json keeps an airport's short names (no 国际机场 / International Airport / 国際空港) and the terminals and whether it is international only where they differ from a's defaults. */
export const AIRPORT_ROWS: AirportRow[] = (DATA.airports as Parameters<typeof a>[]).map((row) => a(...row))

/** The hot cities of the city picker, in display order. */
export const HOT_CITY_CODES = ['BJS', 'SHA', 'CAN', 'SZX', 'CTU', 'HGH', 'WUH', 'XIY', 'CKG', 'NKG', 'CSX', 'XMN', 'KMG', 'TAO', 'TSN', 'SYX']

/** Province names (CN -> EN, JP) for display. */
export const PROVINCES = DATA.provinces as unknown as Record<string, [string, string]>

/**
 * Cities and airports built once from the data tables: lookups by code, the keyword search of
 * the city picker (Chinese, pinyin, initials, English, Japanese, IATA codes), the A–Z list, and
 * names in the request's language. Shared by every product and by trip applications and
 * approvals, which speak of cities by code.
 */
import type { AirportBrief, AirportCityItem, CityItem, NameVariants } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { AIRPORT_ROWS, CITY_ROWS, HOT_CITY_CODES, PROVINCES } from './cities'
import { toTraditional } from './tc'

export interface Airport {
  code: string
  cityCode: string
  names: NameVariants
  lat: number
  lon: number
  terminals: string[]
}

export interface City {
  code: string
  names: NameVariants
  pinyin: string
  initials: string
  letter: string
  province: string
  weight: number
  hot: boolean
  airports: Airport[]
  /** Lower-case texts a keyword is matched against, best first. */
  keys: string[]
}

/** The name variant of a language; Traditional Chinese is converted from CN. */
export function localName(n: NameVariants, lang: Lang): string {
  switch (lang) {
    case 'en':
      return n.EN
    case 'ja':
      return n.JP
    case 'zh-TW':
      return toTraditional(n.CN)
    default:
      return n.CN
  }
}

function buildPlaces() {
  const cities = new Map<string, City>()
  for (const [code, cn, en, jp, syllables, province, weight] of CITY_ROWS) {
    const parts = syllables.split(' ')
    const pinyin = parts.join('')
    cities.set(code, {
      code,
      names: { CN: cn, EN: en, JP: jp },
      pinyin,
      initials: parts
        .map((p) => p[0])
        .join('')
        .toUpperCase(),
      letter: pinyin[0].toUpperCase(),
      province,
      weight,
      hot: HOT_CITY_CODES.includes(code),
      airports: [],
      keys: [],
    })
  }
  const airports = new Map<string, Airport>()
  for (const [code, cityCode, cn, en, jp, lat, lon, terminals] of AIRPORT_ROWS) {
    const city = cities.get(cityCode)
    if (!city) throw new Error(`airport ${code}: unknown city ${cityCode}`)
    const airport: Airport = {
      code,
      cityCode,
      names: { CN: city.names.CN + cn, EN: `${city.names.EN} ${en}`, JP: city.names.JP + jp },
      lat,
      lon,
      terminals,
    }
    airports.set(code, airport)
    city.airports.push(airport)
  }
  for (const city of cities.values()) {
    if (city.airports.length === 0) throw new Error(`city ${city.code} has no airport`)
    city.keys = [
      city.code.toLowerCase(),
      ...city.airports.map((a) => a.code.toLowerCase()),
      city.names.CN,
      toTraditional(city.names.CN),
      city.pinyin,
      city.initials.toLowerCase(),
      city.names.EN.toLowerCase().replace(/'/g, ''),
      city.names.JP,
      ...city.airports.flatMap((a) => [a.names.CN, a.names.EN.toLowerCase(), a.names.JP]),
    ]
  }
  return { cities, airports }
}

const PLACES = buildPlaces()

export const allCities = (): City[] => [...PLACES.cities.values()]
export const cityByCode = (code: string): City | undefined => PLACES.cities.get(code.toUpperCase())
export const airportByCode = (code: string): Airport | undefined => PLACES.airports.get(code.toUpperCase())

/** A city code, or an airport code standing for its city (clients may send PEK for Beijing). */
export function resolveCity(code: string): City | undefined {
  const upper = code.toUpperCase()
  const city = PLACES.cities.get(upper)
  if (city) return city
  const airport = PLACES.airports.get(upper)
  return airport ? PLACES.cities.get(airport.cityCode) : undefined
}

export function airportBrief(a: Airport, lang: Lang): AirportBrief {
  return { Code: a.code, AirPortName: localName(a.names, lang), AirPortNames: a.names, Terminals: a.terminals }
}

/** How every city list names a city: its code, its name in the reader's language and in all, and how it sorts and is searched. */
export const cityNaming = (c: { code: string; names: NameVariants; pinyin: string; initials: string; letter: string }, lang: Lang) => ({
  CityCode: c.code,
  CityName: localName(c.names, lang),
  CityNames: c.names,
  Pinyin: c.pinyin,
  Initials: c.initials,
  Letter: c.letter,
})

export function cityItem(c: City, lang: Lang): CityItem {
  const province = PROVINCES[c.province]
  const provinceName = lang === 'en' ? province?.[0] : lang === 'ja' ? province?.[1] : lang === 'zh-TW' ? toTraditional(c.province) : c.province
  return {
    ...cityNaming(c, lang),
    ProvinceName: provinceName ?? c.province,
    IsHot: c.hot,
    Airports: c.airports.map((a) => airportBrief(a, lang)),
  }
}

export function hotCities(): City[] {
  return HOT_CITY_CODES.map((code) => PLACES.cities.get(code)!)
}

/**
 * Ranks cities for a keyword: exact code first, then prefix matches of pinyin / initials /
 * names, then substring matches; ties go to the busier city. A city with several airports is
 * followed by its airports so the user can pick one.
 */
export function searchPlaces(keyword: string, lang: Lang, limit = 20): AirportCityItem[] {
  const k = keyword.trim().toLowerCase().replace(/['\s]/g, '')
  if (!k) return []
  const scored: { city: City; score: number; airport: Airport | null }[] = []
  for (const city of PLACES.cities.values()) {
    let score = 0
    const airportHit = city.airports.find((a) => a.code.toLowerCase() === k) ?? null
    if (city.code.toLowerCase() === k) score = 100
    else if (airportHit) score = 95
    else {
      for (const key of city.keys) {
        const compact = key.replace(/[\s']/g, '')
        if (compact === k) score = Math.max(score, 90)
        else if (compact.startsWith(k)) score = Math.max(score, 70)
        else if (k.length >= 2 && compact.includes(k)) score = Math.max(score, 40)
      }
    }
    if (score > 0) scored.push({ city, score: score + city.weight / 1000, airport: airportHit && city.code.toLowerCase() !== k ? airportHit : null })
  }
  scored.sort((x, y) => y.score - x.score)
  const out: AirportCityItem[] = []
  for (const { city, airport } of scored) {
    if (airport) out.push(placeItem(city, airport, lang))
    out.push(placeItem(city, null, lang))
    if (city.airports.length > 1) for (const a of city.airports) if (a !== airport) out.push(placeItem(city, a, lang))
    if (out.length >= limit) break
  }
  return out.slice(0, limit)
}

function placeItem(city: City, airport: Airport | null, lang: Lang): AirportCityItem {
  return {
    Type: airport ? 'Airport' : 'City',
    CityCode: city.code,
    CityName: localName(city.names, lang),
    CityNames: city.names,
    AirportCode: airport?.code ?? null,
    AirPortName: airport ? localName(airport.names, lang) : null,
    AirPortNames: airport?.names ?? null,
    Pinyin: city.pinyin,
    Initials: city.initials,
    IsHot: city.hot,
  }
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

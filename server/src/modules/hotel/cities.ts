/**
 * The hotel cities (data/cities.ts) as the calls speak of them: names, pinyin and A–Z letter,
 * tier, currency, time zone, centre and areas. Built once.
 */
import type { HotelCity } from '../../../../types/api/hotel'
import type { NameVariants } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { cityByCode, cityNaming } from '../../services/places/places'
import { countryName, worldCityByCode } from '../../services/places/world-cities'
import { CITY_AREAS, GENERIC_AREAS, type AreaRow } from './data/areas'
import { DOMESTIC_CITIES, INTL_CITIES } from './data/cities'

export interface Area {
  code: string
  names: NameVariants
  pinyin: string
  lat: number
  lon: number
}

export interface HotelCityDef {
  code: string
  /** Position in the city list: hotel ids are built from it (catalog.ts). */
  index: number
  names: NameVariants
  pinyin: string
  initials: string
  letter: string
  country: string
  international: boolean
  tier: 1 | 2 | 3 | 4 | null
  hot: boolean
  currency: string
  timeZone: string
  lat: number
  lon: number
  /** Telephone prefix ('+86 21'). */
  dial: string
  /** How dear its hotels are; 1 = a tier-2 Chinese city. */
  priceLevel: number
  areas: Area[]
}

const KM_PER_DEGREE = 111.2

/** A point `km` away from (lat, lon) in the direction `bearing` (degrees from north). */
export function offset(lat: number, lon: number, km: number, bearing: number): { lat: number; lon: number } {
  const b = (bearing * Math.PI) / 180
  const dLat = (km * Math.cos(b)) / KM_PER_DEGREE
  const dLon = (km * Math.sin(b)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))
  return { lat: Math.round((lat + dLat) * 1e5) / 1e5, lon: Math.round((lon + dLon) * 1e5) / 1e5 }
}

function areasOf(code: string, names: NameVariants, pinyin: string, lat: number, lon: number): Area[] {
  const own = CITY_AREAS[code]
  const rows: AreaRow[] =
    own ?? GENERIC_AREAS.map(([cn, en, jp, py, km, bearing]) => [names.CN + cn, `${names.EN} ${en}`, names.JP + jp, pinyin + py, km, bearing])
  return rows.map(([cn, en, jp, py, km, bearing], i) => ({
    code: `${code}-${i + 1}`,
    names: { CN: cn, EN: en, JP: jp },
    pinyin: py,
    ...offset(lat, lon, km, bearing),
  }))
}

function buildCities(): Map<string, HotelCityDef> {
  const out = new Map<string, HotelCityDef>()
  let index = 0
  for (const [code, tier, lat, lon, areaCode, priceLevel, hot] of DOMESTIC_CITIES) {
    const c = cityByCode(code)
    if (!c) throw new Error(`hotel city ${code} is not a known place`)
    out.set(code, {
      code,
      index: index++,
      names: c.names,
      pinyin: c.pinyin,
      initials: c.initials,
      letter: c.letter,
      country: 'CN',
      international: false,
      tier,
      hot,
      currency: 'CNY',
      timeZone: 'Asia/Shanghai',
      lat,
      lon,
      dial: `+86 ${areaCode.slice(1)}`,
      priceLevel,
      areas: areasOf(code, c.names, c.pinyin, lat, lon),
    })
  }
  for (const [code, priceLevel, hot] of INTL_CITIES) {
    const w = worldCityByCode(code)
    if (!w) throw new Error(`hotel city ${code} is not a known world city`)
    out.set(code, {
      code,
      index: index++,
      names: w.names,
      pinyin: w.pinyin,
      initials: w.initials,
      // International cities are grouped by their English name.
      letter: w.names.EN[0].toUpperCase(),
      country: w.country,
      international: true,
      tier: null,
      hot,
      currency: w.currency,
      timeZone: w.timeZone,
      lat: w.lat,
      lon: w.lon,
      dial: w.dial,
      priceLevel,
      areas: areasOf(code, w.names, w.pinyin, w.lat, w.lon),
    })
  }
  return out
}

const CITIES = buildCities()

export const hotelCities = (): HotelCityDef[] => [...CITIES.values()]
export const hotelCity = (code: string): HotelCityDef | undefined => CITIES.get(code.toUpperCase())

export function cityView(c: HotelCityDef, lang: Lang): HotelCity {
  return {
    ...cityNaming(c, lang),
    Country: c.country,
    CountryName: countryName(c.country, lang),
    International: c.international,
    Tier: c.tier,
    IsHot: c.hot,
    Currency: c.currency,
    TimeZone: c.timeZone,
  }
}

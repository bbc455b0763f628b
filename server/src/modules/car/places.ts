/**
 * The places a car goes between, per city: its airports (from the shared city tables), and
 * offices, hotels, railway stations and popular places laid out around the city from one table.
 * Built once; the place search matches Chinese, English, Japanese and pinyin. A train pick-up's
 * station is made from the arrival (kernel/arrivals.ts) when the city has no place of that name.
 */
import type { NameVariants } from '../../../../types/api/flight'
import { HOT_CITY_CODES } from '../../services/places/cities'
import { cityByCode, distanceKm, localName, type City } from '../../services/places/places'
import type { CarPlace, PlaceKind } from '../../../../types/api/car'
import type { Lang } from '../../i18n'
import type { Arrival } from '../../kernel/arrivals'
import { hash32 } from '../../lib/prng'

export interface Place {
  id: string
  kind: PlaceKind
  cityCode: string
  names: NameVariants
  /** The street address, by district. */
  address: NameVariants
  lat: number
  lon: number
  keys: string
}

/** [kind, CN suffix, EN suffix, JP suffix, north, east (degrees from the centre)]. */
type Template = [PlaceKind, string, string, string, number, number]
const TEMPLATES: Template[] = [
  ['Office', '国贸中心', 'Trade Center', '国際貿易センター', 0.012, 0.045],
  ['Office', '软件园', 'Software Park', 'ソフトウェアパーク', 0.11, -0.06],
  ['Office', '金融街', 'Financial Street', '金融街', 0.01, -0.035],
  ['Hotel', '希尔顿酒店', 'Hilton', 'ヒルトン', 0.02, 0.03],
  ['Hotel', '全季酒店', 'JI Hotel', 'JIホテル', -0.03, 0.01],
  ['Hotel', '洲际酒店', 'InterContinental', 'インターコンチネンタル', 0.04, 0.05],
  ['Station', '站', 'Railway Station', '駅', 0.005, -0.01],
  ['Station', '南站', 'South Railway Station', '南駅', -0.09, -0.02],
  ['Popular', '博物馆', 'Museum', '博物館', 0.0, 0.0],
  ['Popular', '人民公园', "People's Park", '人民公園', -0.015, -0.02],
  ['Popular', '会展中心', 'Convention Center', 'コンベンションセンター', 0.06, 0.09],
]
const DISTRICTS: [string, string, string][] = [
  ['中心区', 'Central District', '中心区'],
  ['高新区', 'Hi-Tech Zone', 'ハイテク区'],
  ['新区', 'New District', '新区'],
]

const fix = (n: number) => Math.round(n * 10_000) / 10_000

/** A city's centre: some way in town from its first airport (airports lie outside). */
function centreOf(c: City): { lat: number; lon: number } {
  const a = c.airports[0]
  return { lat: fix(a.lat + 0.12), lon: fix(a.lon - 0.15) }
}

function placeOf(id: string, kind: PlaceKind, c: City, names: NameVariants, lat: number, lon: number, district: number): Place {
  const d = DISTRICTS[district % DISTRICTS.length]
  const address = { CN: `${c.names.CN}${d[0]}`, EN: `${d[1]}, ${c.names.EN}`, JP: `${c.names.JP}${d[2]}` }
  return { id, kind, cityCode: c.code, names, address, lat: fix(lat), lon: fix(lon), keys: [names.CN, names.EN, names.JP, c.pinyin].join(' ').toLowerCase() }
}

function build(): { byId: Map<string, Place>; byCity: Map<string, Place[]> } {
  const byId = new Map<string, Place>()
  const byCity = new Map<string, Place[]>()
  for (const code of HOT_CITY_CODES) {
    const c = cityByCode(code)
    if (!c || !c.airports.length) continue
    const centre = centreOf(c)
    const list: Place[] = c.airports.map((a, i) => placeOf(`${code}-A-${a.code}`, 'Airport', c, a.names, a.lat, a.lon, i))
    TEMPLATES.forEach(([kind, cn, en, jp, north, east], i) => {
      const names = { CN: `${c.names.CN}${cn}`, EN: `${c.names.EN} ${en}`, JP: `${c.names.JP}${jp}` }
      list.push(placeOf(`${code}-${kind[0]}${i}`, kind, c, names, centre.lat + north, centre.lon + east, i))
    })
    for (const p of list) byId.set(p.id, p)
    byCity.set(code, list)
  }
  return { byId, byCity }
}

let built: ReturnType<typeof build> | null = null
const catalog = () => (built ??= build())

export const carCities = (): string[] => [...catalog().byCity.keys()]
export const placeById = (id: string): Place | undefined => catalog().byId.get(id)
export const placesOf = (cityCode: string): Place[] => catalog().byCity.get(cityCode) ?? []

export function searchCarPlaces(cityCode: string, keyword: string, kind?: PlaceKind): Place[] {
  const k = keyword.trim().toLowerCase()
  return placesOf(cityCode).filter((p) => (!kind || p.kind === kind) && (!k || p.keys.includes(k)))
}

/** The place nearest a position (the current place), within 50 km. */
export function nearestPlace(lat: number, lon: number): Place | null {
  let best: Place | null = null
  let bestKm = 50
  for (const p of catalog().byId.values()) {
    const km = distanceKm(p, { lat, lon })
    if (km < bestKm) [best, bestKm] = [p, km]
  }
  return best
}

/** Where a car meets an arrival: its airport, or the city's station of that name (else one made for it). */
export function arrivalPlace(a: Arrival): Place | null {
  const list = placesOf(a.cityCode)
  if (!list.length) return null
  if (a.kind === 'Flight') return list.find((p) => p.id === `${a.cityCode}-A-${a.placeCode}`) ?? null
  const named = list.find((p) => p.kind === 'Station' && p.names.CN === `${a.names.CN}站`)
  if (named) return named
  const c = cityByCode(a.cityCode)!
  const h = hash32(a.placeCode)
  const centre = centreOf(c)
  const names = { CN: `${a.names.CN}站`, EN: `${a.names.EN} Railway Station`, JP: `${a.names.JP}駅` }
  return placeOf(`${a.cityCode}-T-${a.placeCode}`, 'Station', c, names, centre.lat + ((h % 100) - 50) / 1000, centre.lon + (((h >> 8) % 100) - 50) / 1000, h)
}

export function placeView(p: Place, lang: Lang): CarPlace {
  const c = cityByCode(p.cityCode)
  return {
    Id: p.id,
    Kind: p.kind,
    Name: localName(p.names, lang),
    Address: localName(p.address, lang),
    CityCode: p.cityCode,
    CityName: c ? localName(c.names, lang) : p.cityCode,
    Lat: p.lat,
    Lon: p.lon,
  }
}

/** Road distance (km, one decimal) and minutes between two places in town. */
export function routeOf(a: Place, b: Place): { km: number; minutes: number } {
  const km = Math.max(1, Math.round(distanceKm(a, b) * 1.35 * 10) / 10)
  return { km, minutes: Math.round((km / 28) * 60) + 4 }
}

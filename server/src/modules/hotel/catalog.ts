/**
 * Every hotel, built once from the seeded pseudo-randomness (lib/prng.ts): ~30 per city (40 in
 * Beijing and Shanghai), each a brand in an area, with its star, rating, place, facilities, room
 * types and rate plans. A hotel's id is (city index + 1) × 100 + its number in the city, so ids
 * stay put as long as the city list does. Nothing here changes at run time; prices and
 * allotments per date are pricing.ts and allotments.ts.
 */
import type { NameVariants } from '../../../../types/api/flight'
import type { CancelKind, PayKind } from '../../../../types/api/hotel'
import { hash32, pick, pickWeighted, rng } from '../../lib/prng'
import { distanceKm } from '../../services/places/places'
import { toTraditional } from '../../services/places/tc'
import { hotelCities, offset, type Area, type HotelCityDef } from './cities'
import { ROADS } from './data/areas'
import { BRANDS, GROUPS, type BrandRegion } from './data/brands'
import { ROOM_TYPES, type BedKind } from './data/rooms'

export interface Brand {
  code: string
  names: NameVariants
  pinyin: string
  group: string
  star: number
  region: BrandRegion
  /** How a hotel of the brand is named: CN suffix, EN and JP names. */
  hotelCN: string
  hotelEN: string
  hotelJP: string
  colour: string
}

export interface RatePlanDef {
  code: string
  breakfast: 0 | 1 | 2
  cancel: CancelKind
  /** Free plans: free until 18:00 the day before check-in (else 18:00 on the day). */
  freeDayBefore: boolean
  payKind: PayKind
  /** On the room's price: non-refundable saves, a monthly company agreement a little. */
  factor: number
}

export interface RoomTypeDef {
  code: string
  names: NameVariants
  bed: BedKind
  maxOccupancy: number
  area: number
  window: boolean
  smoking: boolean
  floors: [number, number]
  /** On the hotel's base price. */
  factor: number
  plans: RatePlanDef[]
}

export interface Hotel {
  id: number
  /** Its number in the city (0 = the first). */
  seq: number
  city: HotelCityDef
  area: Area
  brand: Brand
  names: NameVariants
  star: number
  score: number
  reviews: number
  lat: number
  lon: number
  distanceKm: number
  address: NameVariants
  phone: string
  openedYear: number
  facilities: string[]
  petsAllowed: boolean
  breakfastFrom: string
  /** Nightly price of its standard room in CNY yuan (abroad: the CNY worth of it). */
  base: number
  rooms: RoomTypeDef[]
  /** Lower-case texts the keyword search matches: names, brand, area, address, pinyin. */
  keys: string[]
}

export const BRAND_LIST: Brand[] = BRANDS.map(([code, cn, en, jp, pinyin, group, star, region, hotelCN, hotelEN, hotelJP, colour]) => ({
  code,
  names: { CN: cn, EN: en, JP: jp },
  pinyin,
  group,
  star,
  region,
  hotelCN,
  hotelEN,
  hotelJP,
  colour,
}))
export const GROUP_LIST = GROUPS.map(([code, cn, en, jp]) => ({ code, names: { CN: cn, EN: en, JP: jp } as NameVariants }))
export const brandByCode = (code: string): Brand | undefined => BRAND_LIST.find((b) => b.code === code)
export const groupByCode = (code: string) => GROUP_LIST.find((g) => g.code === code)

const STAR_BASE: Record<number, number> = { 2: 210, 3: 360, 4: 600, 5: 1150 }
const STAR_WEIGHT: Record<number, number> = { 2: 3, 3: 3.5, 4: 2.2, 5: 1.5 }

function brandsFor(city: HotelCityDef): Brand[] {
  const jp = city.country === 'JP'
  return BRAND_LIST.filter((b) =>
    city.international ? b.region === 'all' || b.region === 'abroad' || (jp && b.region === 'jp') : b.region === 'cn' || b.region === 'all',
  )
}

/** `strict`: a hotel that never cancels for free (the free-cancellation filter leaves it out). */
function plansFor(r: () => number, international: boolean, maxOccupancy: number, strict: boolean): RatePlanDef[] {
  const flexible = (chance: number): CancelKind => (!strict && r() < chance ? 'Free' : 'Penalty')
  const plans: Omit<RatePlanDef, 'code'>[] = [{ breakfast: 0, cancel: flexible(1), freeDayBefore: r() < 0.3, payKind: 'Prepay', factor: 1 }]
  const full: 1 | 2 = maxOccupancy >= 2 ? 2 : 1
  plans.push({ breakfast: full, cancel: flexible(0.6), freeDayBefore: r() < 0.3, payKind: r() < 0.35 ? 'PayAtHotel' : 'Prepay', factor: 1 })
  const third = r()
  if (third < 0.3) plans.push({ breakfast: r() < 0.5 ? 0 : 1, cancel: 'NonRefundable', freeDayBefore: false, payKind: 'Prepay', factor: 0.88 })
  else if (third < 0.5 && !international) plans.push({ breakfast: full, cancel: flexible(1), freeDayBefore: false, payKind: 'Monthly', factor: 0.97 })
  else if (third < 0.65) plans.push({ breakfast: 1, cancel: 'Penalty', freeDayBefore: false, payKind: 'PayAtHotel', factor: 0.95 })
  const seen = new Set<string>()
  return plans.flatMap((p) => {
    const code = `B${p.breakfast}-${p.cancel[0]}-${p.payKind === 'PayAtHotel' ? 'H' : p.payKind[0]}`
    if (seen.has(code)) return []
    seen.add(code)
    return [{ ...p, factor: p.cancel === 'Penalty' ? 0.95 * p.factor : p.factor, code }]
  })
}

function roomsFor(r: () => number, star: number, international: boolean): RoomTypeDef[] {
  const strict = r() < 0.15
  const fits = ROOM_TYPES.filter((t) => star >= t[9] && star <= t[10])
  const count = Math.min(fits.length, 3 + Math.floor(r() * 3))
  // The cheapest fitting type always, then a random choice of the others, shown by price.
  const chosen = new Set([fits[0]])
  while (chosen.size < count) chosen.add(pick(r, fits))
  return [...chosen]
    .sort((a, b) => a[8] - b[8])
    .map(([code, cn, en, jp, bed, maxOccupancy, areaFrom, areaTo, factor]) => {
      const low = 2 + Math.floor(r() * 4)
      return {
        code,
        names: { CN: cn, EN: en, JP: jp },
        bed,
        maxOccupancy,
        area: areaFrom + Math.floor(r() * (areaTo - areaFrom + 1)),
        window: code !== 'SGL' || r() < 0.6,
        smoking: !international && star <= 3 && r() < 0.15,
        floors: [low, low + 4 + Math.floor(r() * (star * 5))],
        factor,
        plans: plansFor(r, international, maxOccupancy, strict),
      }
    })
}

function facilitiesFor(r: () => number, star: number, city: HotelCityDef, area: Area): string[] {
  const f = ['WIFI', 'FRONTDESK', 'LUGGAGE']
  if (star >= 3) f.push('RESTAURANT', 'LAUNDRY', 'NONSMOKING')
  if (star >= 4) f.push('GYM', 'MEETING', 'BUSINESS')
  if (star >= 5 || (star === 4 && r() < 0.3)) f.push('POOL')
  if (star >= 5) f.push('SPA')
  if (r() < (city.international ? 0.5 : 0.85)) f.push('PARKING')
  if (/Airport/.test(area.names.EN) || r() < 0.15) f.push('SHUTTLE')
  if (!city.international && r() < 0.4) f.push('EVCHARGE')
  return f
}

function buildHotel(city: HotelCityDef, seq: number, brand: Brand, area: Area, r: () => number): Hotel {
  const id = (city.index + 1) * 100 + seq + 1
  const star = brand.star
  const spot = offset(area.lat, area.lon, r() * 0.9, r() * 360)
  const road = pick(r, city.international ? ROADS.abroad : ROADS.home)
  const no = 8 + Math.floor(r() * 1500)
  // Areas named after the city ("成都火车站", "Tokyo Station") say the city once in a hotel's name.
  const own = (k: keyof NameVariants, sep = '') =>
    area.names[k].startsWith(city.names[k] + sep) ? area.names[k].slice(city.names[k].length + sep.length) : area.names[k]
  const names: NameVariants = {
    CN: `${city.names.CN}${own('CN')}${brand.names.CN}${brand.hotelCN}`,
    EN: `${brand.hotelEN} ${city.names.EN} ${own('EN', ' ')}`,
    JP: `${brand.hotelJP}${city.names.JP}${own('JP')}`,
  }
  const address: NameVariants = city.international
    ? {
        CN: `${city.names.CN}${own('CN')}${road[0]}${no}号`,
        EN: `${no} ${road[1]}, ${area.names.EN}, ${city.names.EN}`,
        JP: `${city.names.JP}${own('JP')}${road[2]}${no}番地`,
      }
    : { CN: `${city.names.CN}${road[0]}${no}号`, EN: `No. ${no} ${road[1]}, ${city.names.EN}`, JP: `${city.names.JP}${road[2]}${no}号` }
  const digits = String(hash32(`phone|${id}`)).padStart(10, '0')
  const rooms = roomsFor(r, star, city.international)
  const facilities = facilitiesFor(r, star, city, area)
  const hotel: Hotel = {
    id,
    seq,
    city,
    area,
    brand,
    names,
    star,
    score: Math.min(4.9, Math.round((3.7 + (star - 2) * 0.2 + r() * 0.6) * 10) / 10),
    reviews: Math.floor(40 + r() ** 2 * (city.tier === 1 ? 12000 : 6000)),
    ...spot,
    distanceKm: Math.round(distanceKm(city, spot) * 10) / 10,
    address,
    phone: `${city.dial} ${digits.slice(2, 6)} ${digits.slice(6, 10)}`,
    openedYear: 1998 + Math.floor(r() * 27),
    facilities,
    petsAllowed: r() < (city.international ? 0.25 : 0.1),
    breakfastFrom: r() < 0.5 ? '06:30' : '07:00',
    base: Math.round((STAR_BASE[star] * city.priceLevel * (0.85 + r() * 0.35)) / 10) * 10,
    rooms,
    keys: [],
  }
  hotel.keys = [
    ...Object.values(names),
    toTraditional(names.CN),
    ...Object.values(brand.names),
    toTraditional(brand.names.CN),
    brand.pinyin,
    ...Object.values(area.names),
    toTraditional(area.names.CN),
    area.pinyin,
    ...Object.values(address),
    toTraditional(address.CN),
    `${city.pinyin}${area.pinyin}${brand.pinyin}`,
  ].map((k) => k.toLowerCase().replace(/\s+/g, ''))
  return hotel
}

function buildCatalog() {
  const hotels = new Map<number, Hotel>()
  const byCity = new Map<string, Hotel[]>()
  for (const city of hotelCities()) {
    const r = rng(`hotels|${city.code}`)
    const count = city.code === 'BJS' || city.code === 'SHA' ? 40 : 30
    const brands = brandsFor(city)
    const used = new Set<string>()
    const list: Hotel[] = []
    for (let seq = 0; seq < count; seq++) {
      let brand = pickWeighted(r, brands, (b) => STAR_WEIGHT[b.star])
      let area = pick(r, city.areas)
      // One hotel of a brand per area: the name would repeat otherwise.
      for (let tries = 0; used.has(`${brand.code}|${area.code}`) && tries < 50; tries++) {
        brand = pickWeighted(r, brands, (b) => STAR_WEIGHT[b.star])
        area = pick(r, city.areas)
      }
      if (used.has(`${brand.code}|${area.code}`)) continue
      used.add(`${brand.code}|${area.code}`)
      const h = buildHotel(city, list.length, brand, area, rng(`hotel|${city.code}|${list.length}`))
      list.push(h)
      hotels.set(h.id, h)
    }
    byCity.set(city.code, list)
  }
  return { hotels, byCity }
}

let built: ReturnType<typeof buildCatalog> | null = null
const catalog = () => (built ??= buildCatalog())

export const hotelById = (id: number): Hotel | undefined => catalog().hotels.get(id)
export const hotelsIn = (cityCode: string): Hotel[] => catalog().byCity.get(cityCode.toUpperCase()) ?? []
export const roomOf = (h: Hotel, code: string): RoomTypeDef | undefined => h.rooms.find((r) => r.code === code)
export const planOf = (room: RoomTypeDef, code: string): RatePlanDef | undefined => room.plans.find((p) => p.code === code)

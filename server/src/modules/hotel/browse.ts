/**
 * The hotel search page around the list: its start (today, the early-morning window, default and
 * hot cities, limits, the caller's standard), the A–Z city list, the keyword suggestions and the
 * filters of a city, and the hotel groups of membership cards.
 */
import type {
  FilterOption,
  HotelCityListReq,
  HotelCityListRes,
  HotelFilterListReq,
  HotelFilterListRes,
  HotelIndexInitInfoReq,
  HotelIndexInitInfoRes,
  HotelSuggestReq,
  HotelSuggestRes,
  HotelSuggestion,
} from '../../../../types/api/hotel'
import { MAX_NIGHTS, MAX_ROOMS } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { MAX_BOOK_DAYS } from '../../../../types/api/booking-data'
import { toTraditional } from '../../services/places/tc'
import { BRAND_LIST, GROUP_LIST, hotelsIn, type Hotel } from './catalog'
import { cityView, hotelCities, hotelCity } from './cities'
import { DEFAULT_DOMESTIC, DEFAULT_INTL } from './data/cities'
import { requireCity, requirePowerFor } from './guard'
import { FACILITY_CODES, facilityName, label, nameIn } from './labels'
import { standardOf } from './rank'
import { matchesKeyword, recommendScore } from './search'
import { todayOf } from './stay'

const citiesOf = (international: boolean) => hotelCities().filter((c) => c.international === international)

export async function initInfo(ctx: AuthedContext, req: HotelIndexInitInfoReq): Promise<HotelIndexInitInfoRes> {
  const international = req.International === true
  await requirePowerFor(ctx, international, 'Search')
  const t = todayOf(ctx.now())
  return {
    Today: t.today,
    EarlyMorning: t.earlyMorning,
    Yesterday: t.yesterday,
    DefaultCity: cityView(hotelCity(international ? DEFAULT_INTL : DEFAULT_DOMESTIC)!, ctx.lang),
    HotCities: citiesOf(international)
      .filter((c) => c.hot)
      .map((c) => cityView(c, ctx.lang)),
    MaxNights: MAX_NIGHTS,
    MaxRooms: MAX_ROOMS,
    MaxBookDays: MAX_BOOK_DAYS,
    RankStandard: await standardOf(ctx, undefined, international ? 'IntlHotel' : 'Hotel'),
  }
}

/** Domestic cities by pinyin, cities abroad by their English name. */
export function cityList(req: HotelCityListReq, lang: Lang): HotelCityListRes {
  const international = req.International === true
  const cities = citiesOf(international)
  // Chinese readers look a city up by its pinyin (曼谷 under M, 东京 under D), abroad too; the
  // others by the English name.
  const byPinyin = !international || lang === 'zh-CN' || lang === 'zh-TW'
  const sortKey = (c: (typeof cities)[number]) => (byPinyin ? c.pinyin : c.names.EN)
  const letterOf = (c: (typeof cities)[number]) => (byPinyin ? (c.pinyin.trim()[0] ?? c.letter).toUpperCase() : c.letter)
  const groups = new Map<string, HotelCityListRes['Groups'][number]['Cities']>()
  for (const c of [...cities].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))) {
    const letter = letterOf(c)
    const list = groups.get(letter) ?? []
    list.push({ ...cityView(c, lang), Letter: letter })
    groups.set(letter, list)
  }
  return {
    HotCities: cities.filter((c) => c.hot).map((c) => cityView(c, lang)),
    Groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([Letter, Cities]) => ({ Letter, Cities })),
  }
}

const SUGGEST_HOTELS = 10
const SUGGEST_OTHERS = 5

export async function suggest(ctx: AuthedContext, req: HotelSuggestReq): Promise<HotelSuggestRes> {
  const city = await requireCity(ctx, req.CityCode, 'Search')
  const lang = ctx.lang
  const word = req.Keyword.trim().toLowerCase().replace(/\s+/g, '')
  const hotels = hotelsIn(city.code)
  const texts = (n: { CN: string; EN: string; JP: string }, pinyin: string) =>
    [n.CN, toTraditional(n.CN), n.EN, n.JP, pinyin].map((t) => t.toLowerCase().replace(/\s+/g, ''))
  const hits = (keys: string[]) => keys.some((k) => k.includes(word))
  const count = (list: Hotel[]) => label('hotelsCount', lang, { n: list.length })

  const brands: HotelSuggestion[] = BRAND_LIST.flatMap((b) => {
    const own = hotels.filter((h) => h.brand === b)
    return own.length && hits(texts(b.names, b.pinyin)) ? [{ Kind: 'Brand' as const, Value: b.code, Name: nameIn(b.names, lang), Detail: count(own) }] : []
  })
  const areas: HotelSuggestion[] = city.areas.flatMap((a) => {
    const own = hotels.filter((h) => h.area === a)
    return own.length && hits(texts(a.names, a.pinyin)) ? [{ Kind: 'Area' as const, Value: a.code, Name: nameIn(a.names, lang), Detail: count(own) }] : []
  })
  const found: HotelSuggestion[] = hotels
    .filter((h) => matchesKeyword(h, req.Keyword))
    .sort((a, b) => recommendScore(b) - recommendScore(a) || a.id - b.id)
    .slice(0, SUGGEST_HOTELS)
    .map((h) => ({ Kind: 'Hotel', Value: String(h.id), Name: nameIn(h.names, lang), Detail: nameIn(h.area.names, lang) }))
  return { Items: [...brands.slice(0, SUGGEST_OTHERS), ...areas.slice(0, SUGGEST_OTHERS), ...found] }
}

export async function filterList(ctx: AuthedContext, req: HotelFilterListReq): Promise<HotelFilterListRes> {
  const city = await requireCity(ctx, req.CityCode, 'Search')
  const lang = ctx.lang
  const hotels = hotelsIn(city.code)
  const brands = BRAND_LIST.filter((b) => hotels.some((h) => h.brand === b))
  const groups = GROUP_LIST.filter((g) => brands.some((b) => b.group === g.code))
  const facilities = FACILITY_CODES.filter((f) => hotels.some((h) => h.facilities.includes(f)))
  return {
    Brands: brands.map((b) => ({ Code: b.code, Name: nameIn(b.names, lang), GroupCode: b.group })),
    Groups: groups.map((g) => ({ Code: g.code, Name: nameIn(g.names, lang) })),
    Areas: city.areas.filter((a) => hotels.some((h) => h.area === a)).map((a) => ({ Code: a.code, Name: nameIn(a.names, lang) })),
    Facilities: facilities.map((f) => ({ Code: f, Name: facilityName(f, lang) })),
  }
}

/** Hotel groups whose membership cards a booking may carry. */
export const hotelGroups = (lang: Lang): { Groups: FilterOption[] } => ({
  Groups: GROUP_LIST.filter((g) => g.code !== 'IND').map((g) => ({ Code: g.code, Name: nameIn(g.names, lang) })),
})

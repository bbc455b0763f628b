/**
 * Airports, cities and nations as the client reads them: names in the request's language and in
 * CN, EN and JP (zh-TW converted from zh-CN), memoised per airport and language since every
 * itinerary carries them.
 */
import type { IntlCarriers, IntlCityListRes, IntlNation, IntlPlace, IntlPlaces, IntlSegment } from '../../../../types/api/intlflight'
import type { Lang } from '../../i18n'
import { toTraditional } from '../../services/places/tc'
import { AIRPORTS, CARRIERS, HOT_AIRPORTS, NATIONS, type AirportDef, type NationDef } from './data'

const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]))
import { it } from './texts'

export const NATION_BY_CODE = new Map(NATIONS.map((n) => [n.code, n]))

export function nationName(code: string, lang: Lang): string {
  const n = NATION_BY_CODE.get(code)
  if (!n) return code
  return lang === 'en' ? n.en : lang === 'ja' ? n.ja : lang === 'zh-TW' ? toTraditional(n.cn) : n.cn
}

const pick = (lang: Lang, cn: string, en: string, ja: string): string => (lang === 'en' ? en : lang === 'ja' ? ja : lang === 'zh-TW' ? toTraditional(cn) : cn)

const memo = new Map<string, IntlPlace>()
export function placeOf(a: AirportDef, lang: Lang): IntlPlace {
  const key = `${a.code}|${lang}`
  let p = memo.get(key)
  if (p) return p
  const n = NATION_BY_CODE.get(a.country)
  p = {
    Code: a.code,
    CityCode: a.city,
    CityName: pick(lang, a.cityCn, a.cityEn, a.cityJa),
    AirPortName: pick(lang, a.nameCn, a.nameEn, a.nameJa),
    CountryCode: a.country,
    CountryName: nationName(a.country, lang),
    CityNameCN: a.cityCn,
    CityNameEN: a.cityEn,
    CityNameJP: a.cityJa,
    AirPortNameCN: a.nameCn,
    AirPortNameEN: a.nameEn,
    AirPortNameJP: a.nameJa,
    CountryNameCN: n?.cn ?? a.country,
    CountryNameEN: n?.en ?? a.country,
    CountryNameJP: n?.ja ?? a.country,
    TimeZone: a.tz,
    Region: a.region,
    IsHot: HOT_AIRPORTS.includes(a.code),
  }
  memo.set(key, p)
  return p
}

const REGIONS = ['Asia', 'MiddleEast', 'Europe', 'America', 'Oceania', 'Africa'] as const

export function cityList(keyword: string | undefined, lang: Lang): IntlCityListRes {
  const k = (keyword ?? '').trim().toLowerCase()
  const match = (a: AirportDef) =>
    !k ||
    [
      a.code,
      a.city,
      a.cityCn,
      a.cityEn,
      a.cityJa,
      a.nameCn,
      a.nameEn,
      a.nameJa,
      a.country,
      NATION_BY_CODE.get(a.country)?.en ?? '',
      NATION_BY_CODE.get(a.country)?.cn ?? '',
    ].some((x) => x.toLowerCase().includes(k))
  const places = AIRPORTS.filter(match).map((a) => placeOf(a, lang))
  return {
    Hot: k ? [] : HOT_AIRPORTS.map((c) => places.find((p) => p.Code === c)!).filter(Boolean),
    Regions: REGIONS.map((r) => ({
      Region: r,
      RegionName: it(lang, `reg${r}`),
      Places: places.filter((p) => p.Region === r).sort((x, y) => x.CityNameEN.localeCompare(y.CityNameEN) || x.Code.localeCompare(y.Code)),
    })).filter((g) => g.Places.length),
  }
}

export function nationItem(n: NationDef, lang: Lang): IntlNation {
  return { Code: n.code, Name: nationName(n.code, lang), NationNameCN: n.cn, NationNameEN: n.en, NationNameJP: n.ja, DialCode: n.dial }
}

export function nationList(keyword: string | undefined, lang: Lang): IntlNation[] {
  const k = (keyword ?? '').trim().toLowerCase()
  return NATIONS.filter((n) => !k || [n.code, n.cn, n.en, n.ja].some((x) => x.toLowerCase().includes(k))).map((n) => nationItem(n, lang))
}

/** The Places of an answer: every airport its segments (and `more`) mention. */
export function placesOf(segments: Iterable<Pick<IntlSegment, 'From' | 'To'>>, lang: Lang, more: readonly string[] = []): IntlPlaces {
  const out: IntlPlaces = {}
  const add = (code: string) => {
    if (out[code]) return
    const a = BY_CODE.get(code)
    if (a) out[code] = placeOf(a, lang)
  }
  for (const s of segments) {
    add(s.From)
    add(s.To)
  }
  for (const c of more) add(c)
  return out
}

const CARRIER_BY = new Map(CARRIERS.map((c) => [c.code, c]))
/** The Carriers of an answer: every carrier its segments mention. */
export function carriersOf(segments: Iterable<Pick<IntlSegment, 'Carrier'>>, lang: Lang): IntlCarriers {
  const out: IntlCarriers = {}
  for (const s of segments) {
    const c = CARRIER_BY.get(s.Carrier)
    if (c && !out[c.code])
      out[c.code] = { Name: lang === 'en' ? c.en : lang === 'ja' ? c.ja : lang === 'zh-TW' ? toTraditional(c.cn) : c.cn, Alliance: c.alliance }
  }
  return out
}

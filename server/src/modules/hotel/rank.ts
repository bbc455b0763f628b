/**
 * Rank hotel standards (hotel_rank_policies, one row per rank and product 'Hotel' / 'IntlHotel')
 * and the standard as the screens show it. Whose rank applies to whom is the kernel's
 * (kernel/orders/travellers.ts): employees their own, others the booker's.
 */
import type { HotelRankStandard } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import { cachedRead, type GenerationSource } from '../../db/generation'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { CNY_TEXT, currencyKey, money, type TextCurrency } from '../../lib/money'
import { rankLabel, rankOfRow, rankPolicyRows } from '../../kernel/ranks/rows'
import { resolveBookingPersons, travellersWithStandards, type TravellersWith } from '../../kernel/orders/travellers'
import { localName } from '../../services/places/places'
import { hotelCity } from './cities'
import { summaryText, tierName } from './labels'
import type { HotelPolicy } from './policy'
import { textCurrencyOf } from '../../services/money/rates'

export type HotelProduct = 'Hotel' | 'IntlHotel'

/** Every rank's hotel standards of a company by product, kept under the cache generation (db/generation.ts). Shared: read only. */
const companyPolicies = cachedRead(
  (companyId: number) => String(companyId),
  async (db, companyId: number): Promise<Map<string, HotelPolicy>> => {
    const out = new Map<string, HotelPolicy>()
    const rows = await rankPolicyRows(db as Db, 'hotel_rank_policies', companyId)
    for (const r of rows) {
      const cities = JSON.parse(r.city_caps_json) as { CityCode: string; Cap: number }[]
      out.set(`${r.product}:${r.rank_id}`, {
        ...rankOfRow(r),
        tierCaps: [r.tier1_cap, r.tier2_cap, r.tier3_cap, r.tier4_cap],
        cityCaps: cities.map((c) => ({ cityCode: c.CityCode, cap: c.Cap })),
        intlCap: r.intl_cap,
        starCeiling: r.star_ceiling,
      })
    }
    return out
  },
)

export async function policiesByRank(
  src: GenerationSource,
  companyId: number,
  rankIds: readonly number[],
  product: HotelProduct,
): Promise<Map<number, HotelPolicy>> {
  if (!rankIds.length) return new Map()
  const all = await companyPolicies(src, companyId)
  const out = new Map<number, HotelPolicy>()
  for (const id of rankIds) {
    const p = all.get(`${product}:${id}`)
    if (p) out.set(id, p)
  }
  return out
}

export type HotelTravellers = TravellersWith<HotelPolicy>

/** The travellers in the caller's hotel booking scope, with the standards they follow for `product`. */
export async function hotelTravellers(
  ctx: AuthedContext,
  product: HotelProduct,
  personIds: readonly (number | null)[],
  names?: readonly string[],
): Promise<HotelTravellers> {
  return travellersWithStandards(ctx, 'Hotel', personIds, names, (ranks) => policiesByRank(ctx, ctx.caller.companyId, ranks, product))
}

const cityLabel = (code: string, lang: Lang) => {
  const c = hotelCity(code)
  return c ? localName(c.names, lang) : code
}

/**
 * A rank's standard as the screens show it: the domestic caps of its 'Hotel' row, the cap
 * abroad of its 'IntlHotel' row, the cities with their own caps of both; the star ceiling of
 * the product asked for. Summary: the rules as sentences, that product's first.
 */
export function rankStandard(
  domestic: HotelPolicy | null,
  abroad: HotelPolicy | null,
  product: HotelProduct,
  lang: Lang,
  cur: TextCurrency = CNY_TEXT,
): HotelRankStandard | null {
  const main = product === 'IntlHotel' ? (abroad ?? domestic) : (domestic ?? abroad)
  if (!main) return null
  const tierCaps = domestic?.tierCaps ?? [null, null, null, null]
  const cityCaps = [...(domestic?.cityCaps ?? []), ...(abroad?.cityCaps ?? [])].map((c) => ({
    CityCode: c.cityCode,
    CityName: cityLabel(c.cityCode, lang),
    Cap: c.cap,
  }))
  const capLine = (place: string, cap: number | null) =>
    cap === null ? summaryText('noCap', lang, { place }) : summaryText('cap', lang, { place, cap: money(cap, cur) })
  const home: string[] = domestic
    ? [
        ...tierCaps.map((cap, i) => capLine(tierName(i + 1, lang), cap)),
        ...domestic.cityCaps.map((c) => capLine(cityLabel(c.cityCode, lang), c.cap)),
        ...(domestic.starCeiling !== null ? [summaryText('star', lang, { star: domestic.starCeiling })] : []),
      ]
    : []
  const away: string[] = abroad
    ? [
        capLine(summaryText('abroad', lang), abroad.intlCap),
        ...abroad.cityCaps.map((c) => capLine(cityLabel(c.cityCode, lang), c.cap)),
        ...(abroad.starCeiling !== null ? [summaryText('starAbroad', lang, { star: abroad.starCeiling })] : []),
      ]
    : []
  const lines = product === 'IntlHotel' ? [...away, ...home] : [...home, ...away]
  const unlimited = tierCaps.every((c) => c === null) && !cityCaps.length && (abroad?.intlCap ?? null) === null && main.starCeiling === null
  return {
    RankId: main.rankId,
    RankName: rankLabel(main, lang),
    TierCaps: tierCaps,
    CityCaps: cityCaps,
    IntlCap: abroad?.intlCap ?? null,
    StarCeiling: main.starCeiling,
    Summary: unlimited ? [summaryText('none', lang)] : lines,
  }
}

/** The standard of one person (the caller by default) as the search pages and hotelrank show it. */
export async function standardOf(ctx: AuthedContext, personId: number | undefined, product: HotelProduct): Promise<HotelRankStandard | null> {
  const persons = await resolveBookingPersons(ctx, 'Hotel', personId ? [personId] : [])
  return standardOfRank(ctx, persons.standardRankIds[0] ?? null, product)
}

/** The standard of a rank already resolved (the search has its travellers' ranks at hand). */
export async function standardOfRank(ctx: AuthedContext, rank: number | null, product: HotelProduct): Promise<HotelRankStandard | null> {
  if (rank === null) return null
  const [home, away, cur] = await Promise.all([
    policiesByRank(ctx, ctx.caller.companyId, [rank], 'Hotel'),
    policiesByRank(ctx, ctx.caller.companyId, [rank], 'IntlHotel'),
    textCurrencyOf(ctx),
  ])
  const domestic = home.get(rank) ?? null
  const abroad = away.get(rank) ?? null
  // The policies are the generation's shared objects, so their wording is kept with them.
  const anchor = domestic ?? abroad
  if (!anchor) return null
  let byKey = standards.get(anchor)
  if (!byKey) standards.set(anchor, (byKey = new Map()))
  const key = `${product}:${ctx.lang}:${currencyKey(cur)}:${abroad?.rankId ?? ''}`
  if (!byKey.has(key)) byKey.set(key, rankStandard(domestic, abroad, product, ctx.lang, cur))
  return byKey.get(key)!
}

const standards = new WeakMap<HotelPolicy, Map<string, HotelRankStandard | null>>()

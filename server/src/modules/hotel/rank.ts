/**
 * Rank hotel standards (hotel_rank_policies, one row per rank and product 'Hotel' / 'IntlHotel')
 * and the standard as the screens show it. Whose rank applies to whom is the kernel's
 * (kernel/orders/travellers.ts): employees their own, others the booker's.
 */
import type { HotelRankStandard } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { yuan } from '../../lib/money'
import { resolveBookingPersons, type BookingPersons } from '../../kernel/orders/travellers'
import { localName } from '../../services/places/places'
import { hotelCity } from './cities'
import { summaryText, tierName } from './labels'
import type { HotelPolicy } from './policy'

export type HotelProduct = 'Hotel' | 'IntlHotel'

export async function policiesByRank(db: Db, companyId: number, rankIds: readonly number[], product: HotelProduct): Promise<Map<number, HotelPolicy>> {
  const out = new Map<number, HotelPolicy>()
  const ids = [...new Set(rankIds)]
  if (!ids.length) return out
  const rows = await db
    .selectFrom('hotel_rank_policies as p')
    .innerJoin('ranks', 'ranks.id', 'p.rank_id')
    .selectAll('p')
    .select(['ranks.name', 'ranks.name_en'])
    .where('p.company_id', '=', companyId)
    .where('ranks.company_id', '=', companyId)
    .where('p.product', '=', product)
    .where('p.rank_id', 'in', ids)
    .execute()
  for (const r of rows) {
    const cities = JSON.parse(r.city_caps_json) as { CityCode: string; Cap: number }[]
    out.set(r.rank_id, {
      rankId: r.rank_id,
      rankName: r.name,
      rankNameEn: r.name_en,
      tierCaps: [r.tier1_cap, r.tier2_cap, r.tier3_cap, r.tier4_cap],
      cityCaps: cities.map((c) => ({ cityCode: c.CityCode, cap: c.Cap })),
      intlCap: r.intl_cap,
      starCeiling: r.star_ceiling,
    })
  }
  return out
}

export interface HotelTravellers {
  persons: BookingPersons
  /** The standard each traveller follows for the product (null: none). */
  policies: (HotelPolicy | null)[]
}

/** The travellers in the caller's hotel booking scope, with the standards they follow for `product`. */
export async function hotelTravellers(ctx: AuthedContext, product: HotelProduct, personIds: readonly (number | null)[], names?: readonly string[]): Promise<HotelTravellers> {
  const persons = await resolveBookingPersons(ctx, 'Hotel', personIds, names)
  const byRank = await policiesByRank(ctx.db, ctx.caller.companyId, persons.standardRankIds.filter((r): r is number => r !== null), product)
  return { persons, policies: persons.standardRankIds.map((r) => (r === null ? null : byRank.get(r) ?? null)) }
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
export function rankStandard(domestic: HotelPolicy | null, abroad: HotelPolicy | null, product: HotelProduct, lang: Lang): HotelRankStandard | null {
  const main = product === 'IntlHotel' ? abroad ?? domestic : domestic ?? abroad
  if (!main) return null
  const tierCaps = domestic?.tierCaps ?? [null, null, null, null]
  const cityCaps = [...(domestic?.cityCaps ?? []), ...(abroad?.cityCaps ?? [])].map((c) => ({ CityCode: c.cityCode, CityName: cityLabel(c.cityCode, lang), Cap: c.cap }))
  const capLine = (place: string, cap: number | null) => (cap === null ? summaryText('noCap', lang, { place }) : summaryText('cap', lang, { place, cap: yuan(cap) }))
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
    RankName: lang === 'en' || lang === 'ja' ? main.rankNameEn || main.rankName : main.rankName,
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
  const [home, away] = await Promise.all([
    policiesByRank(ctx.db, ctx.caller.companyId, [rank], 'Hotel'),
    policiesByRank(ctx.db, ctx.caller.companyId, [rank], 'IntlHotel'),
  ])
  return rankStandard(home.get(rank) ?? null, away.get(rank) ?? null, product, ctx.lang)
}

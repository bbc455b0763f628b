/**
 * Rank flight standards (flight_rank_policies); whose rank applies to whom is the kernel's
 * (kernel/orders/travellers.ts).
 */
import type { Kysely } from 'kysely'
import type { CabinClass, FlightRankStandard } from '../../../../types/api/flight'
import { cachedRead, type GenerationSource } from '../../db/generation'
import type { Database } from '../../db/schema'
import type { Lang } from '../../i18n'
import type { TextCurrency } from '../../lib/money'
import { summaryText } from './labels'
import { policySummary, type FlightPolicy } from './policy'
import { rankLabel, rankOfRow } from '../../kernel/ranks/rows'

const CLASSES: readonly string[] = ['Economy', 'Premium', 'Business', 'First']

/** Every rank's flight standard of a company, kept under the cache generation (db/generation.ts). Shared: read only. */
const companyPolicies = cachedRead(
  (companyId: number) => String(companyId),
  async (db, companyId: number): Promise<Map<number, FlightPolicy>> => {
    const out = new Map<number, FlightPolicy>()
    const rows = await (db as Kysely<Database>)
      .selectFrom('flight_rank_policies')
      .innerJoin('ranks', 'ranks.id', 'flight_rank_policies.rank_id')
      .where('flight_rank_policies.company_id', '=', companyId)
      .where('ranks.company_id', '=', companyId)
      .select([
        'flight_rank_policies.rank_id',
        'ranks.name',
        'ranks.name_en',
        'flight_rank_policies.lowest_enabled',
        'flight_rank_policies.range_hour',
        'flight_rank_policies.tolerance',
        'flight_rank_policies.cabin_ceiling',
        'flight_rank_policies.discount_ceiling',
        'flight_rank_policies.advance_days',
      ])
      .execute()
    for (const r of rows) {
      out.set(r.rank_id, {
        ...rankOfRow(r),
        lowestEnabled: r.lowest_enabled === 1,
        rangeHour: r.range_hour,
        tolerance: r.tolerance,
        cabinCeiling: r.cabin_ceiling && CLASSES.includes(r.cabin_ceiling) ? (r.cabin_ceiling as CabinClass) : null,
        discountCeiling: r.discount_ceiling === null ? null : r.discount_ceiling / 100,
        advanceDays: r.advance_days,
      })
    }
    return out
  },
)

export async function policiesByRank(src: GenerationSource, companyId: number, rankIds: readonly number[]): Promise<Map<number, FlightPolicy>> {
  if (!rankIds.length) return new Map()
  const all = await companyPolicies(src, companyId)
  return new Map(rankIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])))
}

/** Distinct policies, so that each is evaluated once per route-day. */
export function distinctPolicies(list: readonly (FlightPolicy | null)[]): FlightPolicy[] {
  const seen = new Map<number, FlightPolicy>()
  for (const p of list) if (p && !seen.has(p.rankId)) seen.set(p.rankId, p)
  return [...seen.values()]
}

/** `cur`: the currency the summary quotes amounts in (the caller's display currency). */
export function rankStandard(p: FlightPolicy, lang: Lang, cur: TextCurrency): FlightRankStandard {
  return {
    RankId: p.rankId,
    RankName: rankLabel(p, lang),
    LowestPrice: { IsEnable: p.lowestEnabled, RangeHour: p.rangeHour, TolerancePrice: p.tolerance },
    CabinClassCeiling: p.cabinCeiling,
    DiscountCeiling: p.discountCeiling,
    AdvanceDays: p.advanceDays,
    Summary: policySummary(p, lang, (k, params) => summaryText(k, lang, params), cur),
  }
}

/**
 * The strictest of several standards, for a legend: lowest rule if any has it (smallest window
 * and tolerance), the lowest cabin and discount ceilings, the most advance days.
 */
export function strictest(list: readonly FlightPolicy[]): FlightPolicy | null {
  if (!list.length) return null
  return list.reduce((a, b) => ({
    rankId: a.rankId,
    rankName: a.rankName,
    rankNameEn: a.rankNameEn,
    lowestEnabled: a.lowestEnabled || b.lowestEnabled,
    rangeHour: a.lowestEnabled && b.lowestEnabled ? Math.min(a.rangeHour, b.rangeHour) : a.lowestEnabled ? a.rangeHour : b.rangeHour,
    tolerance: a.lowestEnabled && b.lowestEnabled ? Math.min(a.tolerance, b.tolerance) : a.lowestEnabled ? a.tolerance : b.tolerance,
    cabinCeiling: minClass(a.cabinCeiling, b.cabinCeiling),
    discountCeiling:
      a.discountCeiling === null ? b.discountCeiling : b.discountCeiling === null ? a.discountCeiling : Math.min(a.discountCeiling, b.discountCeiling),
    advanceDays: a.advanceDays === null ? b.advanceDays : b.advanceDays === null ? a.advanceDays : Math.max(a.advanceDays, b.advanceDays),
  }))
}

function minClass(a: CabinClass | null, b: CabinClass | null): CabinClass | null {
  if (a === null) return b
  if (b === null) return a
  return CLASSES.indexOf(a) <= CLASSES.indexOf(b) ? a : b
}

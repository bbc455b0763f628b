/** The flight standard as company administration reads and writes it (kernel/ranks registry). */
import { FlightRankPolicy } from '../../../../types/api/admin'
import type { RankPolicyHandler } from '../../kernel/ranks'

export const FLIGHT_RANK_POLICY: RankPolicyHandler<FlightRankPolicy> = {
  product: 'Flight',
  schema: FlightRankPolicy,
  async get(db, companyId, rankId) {
    const r = await db.selectFrom('flight_rank_policies').selectAll().where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    if (!r) return null
    return {
      CabinClassCeiling: (r.cabin_ceiling as FlightRankPolicy['CabinClassCeiling']) ?? null,
      DiscountCeiling: r.discount_ceiling === null ? null : r.discount_ceiling / 100,
      LowestPrice: { IsEnable: r.lowest_enabled === 1, RangeHour: r.range_hour, TolerancePrice: r.tolerance },
      AdvanceDays: r.advance_days,
    }
  },
  async save(trx, companyId, rankId, doc, at) {
    if (!doc) {
      await trx.deleteFrom('flight_rank_policies').where('company_id', '=', companyId).where('rank_id', '=', rankId).execute()
      return
    }
    const row = {
      lowest_enabled: doc.LowestPrice.IsEnable ? 1 : 0,
      range_hour: doc.LowestPrice.RangeHour,
      tolerance: doc.LowestPrice.TolerancePrice,
      cabin_ceiling: doc.CabinClassCeiling,
      discount_ceiling: doc.DiscountCeiling === null ? null : Math.round(doc.DiscountCeiling * 100),
      advance_days: doc.AdvanceDays,
      updated_at: at,
    }
    const done = await trx.updateTable('flight_rank_policies').set(row).where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0)
      await trx
        .insertInto('flight_rank_policies')
        .values({ company_id: companyId, rank_id: rankId, ...row })
        .execute()
  },
}

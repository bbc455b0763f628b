/** The international flight standard as company administration reads and writes it (kernel/ranks registry). */
import { IntlFlightRankPolicy } from '../../../../types/api/admin'
import type { RankPolicyHandler } from '../../kernel/ranks'

export const INTL_RANK_POLICY: RankPolicyHandler<IntlFlightRankPolicy> = {
  product: 'IntlFlight',
  schema: IntlFlightRankPolicy,
  async get(db, companyId, rankId) {
    const r = await db.selectFrom('intlflight_rank_policies').selectAll().where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    return r ? { BusinessMinMinutes: r.business_min_minutes, AdvanceDays: r.advance_days, LowestPricePct: r.lowest_price_pct } : null
  },
  async save(trx, companyId, rankId, doc, at) {
    if (!doc) {
      await trx.deleteFrom('intlflight_rank_policies').where('company_id', '=', companyId).where('rank_id', '=', rankId).execute()
      return
    }
    const row = { business_min_minutes: doc.BusinessMinMinutes, advance_days: doc.AdvanceDays, lowest_price_pct: doc.LowestPricePct, updated_at: at }
    const done = await trx.updateTable('intlflight_rank_policies').set(row).where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0)
      await trx
        .insertInto('intlflight_rank_policies')
        .values({ company_id: companyId, rank_id: rankId, ...row })
        .execute()
  },
}

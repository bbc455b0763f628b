/** The bus standard as company administration reads and writes it (kernel/ranks registry). */
import { BusRankPolicy } from '../../../../types/api/admin'
import type { RankPolicyHandler } from '../../kernel/ranks'

export const BUS_RANK_POLICY: RankPolicyHandler<BusRankPolicy> = {
  product: 'Bus',
  schema: BusRankPolicy,
  async get(db, companyId, rankId) {
    const r = await db.selectFrom('bus_rank_policies').selectAll().where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    return r ? { PriceCap: r.price_cap, SeatClasses: JSON.parse(r.classes_json) } : null
  },
  async save(trx, companyId, rankId, doc, at) {
    if (!doc) {
      await trx.deleteFrom('bus_rank_policies').where('company_id', '=', companyId).where('rank_id', '=', rankId).execute()
      return
    }
    const row = { price_cap: doc.PriceCap, classes_json: JSON.stringify([...new Set(doc.SeatClasses)]), updated_at: at }
    const done = await trx.updateTable('bus_rank_policies').set(row).where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0)
      await trx
        .insertInto('bus_rank_policies')
        .values({ company_id: companyId, rank_id: rankId, ...row })
        .execute()
  },
}

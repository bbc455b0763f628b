/** The train standard as company administration reads and writes it (kernel/ranks registry). */
import { TrainRankPolicy } from '../../../../types/api/admin'
import { SEAT_CLASSES } from '../../../../types/api/train-values'
import type { RankPolicyHandler } from '../../kernel/ranks'
import { fail } from '../../errors'

export const TRAIN_RANK_POLICY: RankPolicyHandler<TrainRankPolicy> = {
  product: 'Train',
  schema: TrainRankPolicy,
  async get(db, companyId, rankId) {
    const r = await db.selectFrom('train_rank_policies').selectAll().where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    if (!r) return null
    return { HighSpeed: JSON.parse(r.high_speed_json), Conventional: JSON.parse(r.conventional_json), Night: JSON.parse(r.night_json) }
  },
  check(doc) {
    for (const key of ['HighSpeed', 'Conventional', 'Night'] as const) {
      doc[key].forEach((s, i) => {
        if (!(SEAT_CLASSES as readonly string[]).includes(s)) throw fail.validation('vInvalid', { field: `Policy.${key}.${i}` })
      })
    }
  },
  async save(trx, companyId, rankId, doc, at) {
    if (!doc) {
      await trx.deleteFrom('train_rank_policies').where('company_id', '=', companyId).where('rank_id', '=', rankId).execute()
      return
    }
    const row = {
      high_speed_json: JSON.stringify(doc.HighSpeed),
      conventional_json: JSON.stringify(doc.Conventional),
      night_json: JSON.stringify(doc.Night),
      updated_at: at,
    }
    const done = await trx.updateTable('train_rank_policies').set(row).where('company_id', '=', companyId).where('rank_id', '=', rankId).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0)
      await trx
        .insertInto('train_rank_policies')
        .values({ company_id: companyId, rank_id: rankId, ...row })
        .execute()
  },
}

/** The hotel standards (domestic and abroad) as company administration reads and writes them (kernel/ranks registry). */
import { HotelRankPolicy } from '../../../../types/api/admin'
import type { RankPolicyHandler } from '../../kernel/ranks'
import { fail } from '../../errors'
import type { HotelProduct } from './rank'
import { equal } from '../../db/match'

const handler = (product: HotelProduct): RankPolicyHandler<HotelRankPolicy> => ({
  product,
  schema: HotelRankPolicy,
  async get(db, companyId, rankId) {
    const r = await db
      .selectFrom('hotel_rank_policies')
      .selectAll()
      .where((eb) => equal(eb, { company_id: companyId, rank_id: rankId, product }))
      .executeTakeFirst()
    if (!r) return null
    return {
      TierCaps: [r.tier1_cap, r.tier2_cap, r.tier3_cap, r.tier4_cap],
      CityCaps: JSON.parse(r.city_caps_json) as HotelRankPolicy['CityCaps'],
      IntlCap: r.intl_cap,
      StarCeiling: r.star_ceiling,
    }
  },
  check(doc) {
    const seen = new Set<string>()
    for (const [i, c] of doc.CityCaps.entries()) {
      if (seen.has(c.CityCode)) throw fail.validation('vInvalid', { field: `Policy.CityCaps.${i}.CityCode` })
      seen.add(c.CityCode)
    }
  },
  async save(trx, companyId, rankId, doc, at) {
    const where = trx.deleteFrom('hotel_rank_policies').where('company_id', '=', companyId).where('rank_id', '=', rankId).where('product', '=', product)
    if (!doc) {
      await where.execute()
      return
    }
    const row = {
      tier1_cap: doc.TierCaps[0],
      tier2_cap: doc.TierCaps[1],
      tier3_cap: doc.TierCaps[2],
      tier4_cap: doc.TierCaps[3],
      intl_cap: doc.IntlCap,
      star_ceiling: doc.StarCeiling,
      city_caps_json: JSON.stringify(doc.CityCaps),
      updated_at: at,
    }
    const done = await trx
      .updateTable('hotel_rank_policies')
      .set(row)
      .where((eb) => equal(eb, { company_id: companyId, rank_id: rankId, product }))
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0)
      await trx
        .insertInto('hotel_rank_policies')
        .values({ company_id: companyId, rank_id: rankId, product, ...row })
        .execute()
  },
})

export const HOTEL_RANK_POLICY = handler('Hotel')
export const INTL_HOTEL_RANK_POLICY = handler('IntlHotel')

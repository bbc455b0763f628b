/** The hotel standards (domestic and abroad) as company administration reads and writes them (kernel/ranks registry). */
import { HotelRankPolicy } from '../../../../types/api/admin'
import { rankPolicyTable } from '../../kernel/ranks/policy-table'
import { fail } from '../../errors'
import type { HotelProduct } from './rank'

const handler = (product: HotelProduct) =>
  rankPolicyTable({
    product,
    schema: HotelRankPolicy,
    table: 'hotel_rank_policies',
    productColumn: true,
    read: (r): HotelRankPolicy => ({
      TierCaps: [r.tier1_cap, r.tier2_cap, r.tier3_cap, r.tier4_cap],
      CityCaps: JSON.parse(r.city_caps_json) as HotelRankPolicy['CityCaps'],
      IntlCap: r.intl_cap,
      StarCeiling: r.star_ceiling,
    }),
    check(doc) {
      const seen = new Set<string>()
      for (const [i, c] of doc.CityCaps.entries()) {
        if (seen.has(c.CityCode)) throw fail.validation('vInvalid', { field: `Policy.CityCaps.${i}.CityCode` })
        seen.add(c.CityCode)
      }
    },
    write: (doc) => ({
      tier1_cap: doc.TierCaps[0],
      tier2_cap: doc.TierCaps[1],
      tier3_cap: doc.TierCaps[2],
      tier4_cap: doc.TierCaps[3],
      intl_cap: doc.IntlCap,
      star_ceiling: doc.StarCeiling,
      city_caps_json: JSON.stringify(doc.CityCaps),
    }),
  })

export const HOTEL_RANK_POLICY = handler('Hotel')
export const INTL_HOTEL_RANK_POLICY = handler('IntlHotel')

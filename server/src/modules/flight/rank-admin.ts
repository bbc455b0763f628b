/** The flight standard as company administration reads and writes it (kernel/ranks registry). */
import { FlightRankPolicy } from '../../../../types/api/admin'
import { rankPolicyTable } from '../../kernel/ranks/policy-table'

export const FLIGHT_RANK_POLICY = rankPolicyTable({
  product: 'Flight',
  schema: FlightRankPolicy,
  table: 'flight_rank_policies',
  read: (r): FlightRankPolicy => ({
    CabinClassCeiling: (r.cabin_ceiling as FlightRankPolicy['CabinClassCeiling']) ?? null,
    DiscountCeiling: r.discount_ceiling === null ? null : r.discount_ceiling / 100,
    LowestPrice: { IsEnable: r.lowest_enabled === 1, RangeHour: r.range_hour, TolerancePrice: r.tolerance },
    AdvanceDays: r.advance_days,
  }),
  write: (doc) => ({
    lowest_enabled: doc.LowestPrice.IsEnable ? 1 : 0,
    range_hour: doc.LowestPrice.RangeHour,
    tolerance: doc.LowestPrice.TolerancePrice,
    cabin_ceiling: doc.CabinClassCeiling,
    discount_ceiling: doc.DiscountCeiling === null ? null : Math.round(doc.DiscountCeiling * 100),
    advance_days: doc.AdvanceDays,
  }),
})

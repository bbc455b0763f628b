/** The bus standard as company administration reads and writes it (kernel/ranks registry). */
import { BusRankPolicy } from '../../../../types/api/admin'
import { rankPolicyTable } from '../../kernel/ranks/policy-table'

export const BUS_RANK_POLICY = rankPolicyTable({
  product: 'Bus',
  schema: BusRankPolicy,
  table: 'bus_rank_policies',
  read: (r): BusRankPolicy => ({ PriceCap: r.price_cap, SeatClasses: JSON.parse(r.classes_json) }),
  write: (doc) => ({ price_cap: doc.PriceCap, classes_json: JSON.stringify([...new Set(doc.SeatClasses)]) }),
})

/** The international flight standard as company administration reads and writes it (kernel/ranks registry). */
import { IntlFlightRankPolicy } from '../../../../types/api/admin'
import { rankPolicyTable } from '../../kernel/ranks/policy-table'

export const INTL_RANK_POLICY = rankPolicyTable({
  product: 'IntlFlight',
  schema: IntlFlightRankPolicy,
  table: 'intlflight_rank_policies',
  read: (r): IntlFlightRankPolicy => ({ BusinessMinMinutes: r.business_min_minutes, AdvanceDays: r.advance_days, LowestPricePct: r.lowest_price_pct }),
  write: (doc) => ({ business_min_minutes: doc.BusinessMinMinutes, advance_days: doc.AdvanceDays, lowest_price_pct: doc.LowestPricePct }),
})

/** The international flight module: its calls, its product with the order kernel, its part in the disruption assistant. */
import type { DomainDef } from '../../http/call'
import { registerTimetableOps } from '../../kernel/disruptions/registry'
import { registerProduct } from '../../kernel/orders/register'
import { registerRankPolicy } from '../../kernel/ranks'
import { INTL_OPERATIONS } from './disruption'
import { INTL_FLIGHT } from './product'
import { INTL_RANK_POLICY } from './rank-admin'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

export function register(): void {
  registerProduct(INTL_FLIGHT)
  registerRankPolicy(INTL_RANK_POLICY)
  registerTimetableOps(INTL_OPERATIONS)
}

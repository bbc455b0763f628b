/** The international flight module: its calls and its product with the order kernel. */
import type { DomainDef } from '../../http/call'
import { registerProduct } from '../../kernel/orders/register'
import { registerRankPolicy } from '../../kernel/ranks'
import { INTL_FLIGHT } from './product'
import { INTL_RANK_POLICY } from './rank-admin'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

export function register(): void {
  registerProduct(INTL_FLIGHT)
  registerRankPolicy(INTL_RANK_POLICY)
}

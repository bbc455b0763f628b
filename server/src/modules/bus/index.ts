/** The bus module: its calls, its product with the order kernel, its rank standard. */
import type { DomainDef } from '../../http/call'
import { registerProduct } from '../../kernel/orders/register'
import { registerRankPolicy } from '../../kernel/ranks'
import { BUS } from './product'
import { BUS_RANK_POLICY } from './rank-admin'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

export function register(): void {
  registerProduct(BUS)
  registerRankPolicy(BUS_RANK_POLICY)
}

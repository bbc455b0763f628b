/** The dining module (docs/dining.md): its calls and its product with the order kernel. */
import type { DomainDef } from '../../http/call'
import { registerTripDependent } from '../../kernel/disruptions/registry'
import { registerProduct } from '../../kernel/orders/register'
import { DINING_FOLLOWS } from './disruption'
import { DINING } from './product'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

export function register(): void {
  registerProduct(DINING)
  registerTripDependent(DINING_FOLLOWS)
}

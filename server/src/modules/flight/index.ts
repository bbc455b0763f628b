/** The domestic flight module: its calls, and its registration with the order kernel and the message centre. */
import { registerArrivals } from '../../kernel/arrivals'
import { registerTimetableOps } from '../../kernel/disruptions/registry'
import { FLIGHT_OPERATIONS } from './disruption'
import { registerRankPolicy } from '../../kernel/ranks'
import { flightArrival } from './arrivals'
import { FLIGHT_RANK_POLICY } from './rank-admin'
import type { DomainDef } from '../../http/call'
import { registerProduct } from '../../kernel/orders/register'
import { registerNoticeSource } from '../../services/messages/sources'
import { FLIGHT_NOTICES } from './notices'
import orderRoutes from './order-routes'
import { FLIGHT } from './product'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes, orderRoutes]

export function register(): void {
  registerProduct(FLIGHT)
  registerRankPolicy(FLIGHT_RANK_POLICY)
  registerNoticeSource(FLIGHT_NOTICES)
  registerArrivals('Flight', flightArrival)
  registerTimetableOps(FLIGHT_OPERATIONS)
}

/** The hotel module (domestic and abroad): its calls, its two products with the order kernel, its pictures. */
import type { FastifyInstance } from 'fastify'
import { registerTripDependent } from '../../kernel/disruptions/registry'
import { registerRankPolicy } from '../../kernel/ranks'
import { HOTEL_RANK_POLICY, INTL_HOTEL_RANK_POLICY } from './rank-admin'
import type { DomainDef } from '../../http/call'
import { registerProduct } from '../../kernel/orders/register'
import { registerStays } from '../../kernel/stays'
import { hotelById } from './catalog'
import { HOTEL_FOLLOWS } from './disruption'
import orderRoutes from './order-routes'
import { registerPhotoRoute } from './photos'
import { HOTEL, INTL_HOTEL } from './product'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes, orderRoutes]

export function register(): void {
  registerProduct(HOTEL)
  registerProduct(INTL_HOTEL)
  registerRankPolicy(HOTEL_RANK_POLICY)
  registerRankPolicy(INTL_HOTEL_RANK_POLICY)
  registerStays((id) => hotelById(id) ?? null)
  registerTripDependent(HOTEL_FOLLOWS)
}

export function http(app: FastifyInstance): void {
  registerPhotoRoute(app)
}

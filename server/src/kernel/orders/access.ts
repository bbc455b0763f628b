/**
 * Finding an order for the caller. An order is visible to its booker, to its travellers, and to
 * whoever's ViewScope of its product covers one of its travellers; it can be operated on (pay,
 * cancel, refund, change) by its booker, its travellers, and whoever's BookingScope of its
 * product covers all its travellers. Other companies' orders do not exist for the caller (1005),
 * whatever the order number.
 */
import type { PowerKey } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import { assertPower } from '../../services/power'
import { fail } from '../../errors'
import { productOf } from './products'
import { inScope, scopeFilter } from '../../services/scope'
import type { OrderRow } from './tables'

export interface LoadedOrder {
  order: OrderRow
  travellerPersonIds: number[]
  canManage: boolean
}

export async function loadOrder(ctx: AuthedContext, orderNo: string, need: 'view' | 'manage'): Promise<LoadedOrder> {
  const { companyId, userId, personId } = ctx.caller
  const order = await ctx.db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('order_no', '=', orderNo).executeTakeFirst()
  if (!order) throw fail.notFound()
  const pax = await ctx.db
    .selectFrom('order_passengers')
    .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
    .select(['order_passengers.person_id', 'persons.department_id', 'persons.kind'])
    .where('order_passengers.order_id', '=', order.id)
    .execute()
  const persons = pax.filter((p) => p.person_id !== null).map((p) => ({ id: p.person_id!, department_id: p.department_id ?? null, kind: p.kind ?? 'employee' }))
  const own = order.booker_user_id === userId || persons.some((p) => p.id === personId)
  let canManage = own
  let canView = own
  if (!own) {
    const power = await ctx.power()
    const scope = productOf(order.product).scope
    const book = await scopeFilter(ctx, companyId, personId, power, scope, 'BookingScope')
    canManage = persons.length > 0 && persons.length === pax.length && persons.every((p) => inScope(book, p))
    if (book.kind === 'All') canManage = true
    const view = await scopeFilter(ctx, companyId, personId, power, scope, 'ViewScope')
    canView = canManage || view.kind === 'All' || persons.some((p) => inScope(view, p))
  }
  // An order one may not see is reported as missing, not as forbidden: its existence is private too.
  if (!canView) throw fail.notFound()
  if (need === 'manage' && !canManage) throw fail.noPermission()
  return { order, travellerPersonIds: persons.map((p) => p.id), canManage }
}

/** An order of one product (1005 for another product's) with the product's orders power. */
export async function loadProductOrder(ctx: AuthedContext, orderNo: string, need: 'view' | 'manage', kind: string, power: PowerKey): Promise<LoadedOrder> {
  const loaded = await loadOrder(ctx, orderNo, need)
  if (loaded.order.product !== kind) throw fail.notFound()
  assertPower(await ctx.power(), power)
  return loaded
}

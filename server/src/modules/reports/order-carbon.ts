/**
 * The carbon of some orders (docs/carbon.md), for their details page and the trips tab: what the
 * reports count of each, by the product's report facts. An order is answered when the caller
 * booked it or travels on it, or may see it in a report scope (the company, their departments);
 * others, and orders of a product without a method (dining), are left out.
 */
import type { OrderCarbonReq, OrderCarbonRes } from '../../../../types/api/report'
import type { AuthedContext } from '../../http/context'
import { findProduct } from '../../kernel/orders/products'
import { scopesOf } from './facts'
import { grams } from './store'

export async function orderCarbon(ctx: AuthedContext, req: OrderCarbonReq): Promise<OrderCarbonRes> {
  const { companyId, personId } = ctx.caller
  const orders = await ctx.db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('order_no', 'in', req.OrderNos).execute()
  if (!orders.length) return { Orders: [] }
  const pax = await ctx.db
    .selectFrom('order_passengers')
    .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
    .select(['order_passengers.order_id', 'order_passengers.person_id', 'persons.department_id'])
    .where(
      'order_passengers.order_id',
      'in',
      orders.map((o) => o.id),
    )
    .execute()
  const scopes = await scopesOf(ctx)
  const company = scopes.some((s) => s.scope === 'Company')
  const depts = new Set(scopes.flatMap((s) => s.departmentIds ?? []))
  const out: OrderCarbonRes['Orders'] = []
  for (const o of orders) {
    const mine = pax.filter((p) => p.order_id === o.id)
    const sees =
      company || o.booker_person_id === personId || mine.some((p) => p.person_id === personId || (p.department_id != null && depts.has(p.department_id)))
    const report = findProduct(o.product)?.report
    if (!sees || !report) continue
    const facts = await report(ctx.db, o).catch(() => null)
    if (facts?.carbon.length) out.push({ OrderNo: o.order_no, Grams: grams(facts.carbon).grams })
  }
  return { Orders: req.OrderNos.flatMap((no) => out.filter((x) => x.OrderNo === no)) }
}

/**
 * The order list of every product (and the trips tab, which reads it) and cancelling an order.
 * The list shows what the caller may view (their bookings, their trips, each product's
 * ViewScope), newest first, filtered by product, status group, time range and a keyword; each
 * order's title, subtitle and actions come from its product.
 */
import type { CancelOrderReq, OrderListReq, OrderListRes, OrderStatus, OrderStatusRes, OrderSummary } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { rowName } from '../../lib/names'
import { addMonths, chinaDateTime, chinaDay, chinaInstant } from '../../lib/time'
import { loadOrder } from './access'
import { orderStatusName } from './labels'
import { productOf, products, type ListItem } from './products'
import { scopeFilter } from '../../services/scope'
import { addEvent, moveOrder, STATUS_GROUPS } from './state'
import { statusChanged } from './texts'
import { readPage } from '../../db/page'
import type { OrderRow } from './tables'

const MONTHS = { '1M': 1, '6M': 6, '1Y': 12 } as const
const NO_ACTIONS = { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false }

export async function listOrders(ctx: AuthedContext, req: OrderListReq): Promise<OrderListRes> {
  const db = ctx.db
  const { companyId, userId, personId } = ctx.caller
  const power = await ctx.power()
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 10
  const since = chinaInstant(addMonths(chinaDay(ctx.now()), -MONTHS[req.TimeRange ?? '6M']), 0).toISOString()
  // Per product: all its orders when its ViewScope is All, else those booked by the caller or
  // with a traveller in that scope.
  const visible = await Promise.all(
    products().map(async (p) => ({ kind: p.kind, view: await scopeFilter(ctx, companyId, personId, power, p.scope, 'ViewScope') })),
  )

  let q = db.selectFrom('orders').where('orders.company_id', '=', companyId).where('orders.created_at', '>=', since)
  if (req.Product) q = q.where('orders.product', '=', req.Product)
  const group = STATUS_GROUPS[req.StatusGroup ?? 'All']
  if (group) q = q.where('orders.status', 'in', [...group])
  if (req.Keyword?.trim()) {
    const k = `%${req.Keyword.trim().toLowerCase()}%`
    q = q.where((eb) => eb.or([eb('orders.search_text', 'like', k), eb('orders.order_no', 'like', k.toUpperCase())]))
  }
  q = q.where((eb) =>
    eb.or(
      visible.map(({ kind, view }) => {
        if (view.kind === 'All') return eb('orders.product', '=', kind)
        const persons = [...(view.personIds ?? [])]
        const depts = [...(view.departmentIds ?? [])]
        return eb.and([
          eb('orders.product', '=', kind),
          eb.or([
            eb('orders.booker_user_id', '=', userId),
            eb.exists(
              eb
                .selectFrom('order_passengers')
                .leftJoin('persons', 'persons.id', 'order_passengers.person_id')
                .select('order_passengers.id')
                .whereRef('order_passengers.order_id', '=', 'orders.id')
                .where((inner) =>
                  inner.or([
                    inner('order_passengers.person_id', 'in', persons.length ? persons : [0]),
                    inner('persons.department_id', 'in', depts.length ? depts : [0]),
                  ]),
                ),
            ),
          ]),
        ])
      }),
    ),
  )
  const { total, rows } = await readPage(q, q.selectAll('orders').orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc'), {
    index: pageIndex,
    size: pageSize,
  })
  const ids = rows.map((r) => r.id)
  const passengers = ids.length
    ? await db.selectFrom('order_passengers').select(['order_id', 'ch_name', 'last_name', 'first_name']).where('order_id', 'in', ids).orderBy('id').execute()
    : []
  const items = new Map<number, ListItem>()
  for (const kind of new Set(rows.map((r) => r.product))) {
    const own = rows.filter((r) => r.product === kind)
    for (const [id, item] of await productOf(kind).listItems(db, own, power, ctx.lang)) items.set(id, item)
  }
  const orders: OrderSummary[] = rows.map((o) => {
    const status = o.status as OrderStatus
    const item = items.get(o.id)!
    return {
      OrderNo: o.order_no,
      Product: o.product,
      Status: status,
      StatusName: orderStatusName(status, ctx.lang, o.product),
      ApprovalStatus: o.approval_status as OrderSummary['ApprovalStatus'],
      PaymentType: o.payment_type as OrderSummary['PaymentType'],
      CreatedAt: chinaDateTime(o.created_at),
      Title: item.Title,
      SubTitle: item.SubTitle,
      PassengerNames: passengers.filter((p) => p.order_id === o.id).map((p) => rowName(p)),
      TotalAmount: item.Amounts?.total ?? o.total,
      PersonalAmount: item.Amounts?.personal ?? o.personal_amount,
      // The list offers actions only on one's own bookings; the detail decides for everyone else.
      Actions: o.booker_user_id === userId ? item.Actions : NO_ACTIONS,
    }
  })
  return { Total: total, PageIndex: pageIndex, PageSize: pageSize, Orders: orders }
}

/** Cancels an order awaiting approval or payment; what it held goes back (ProductDef.release). */
export async function cancelOrder(ctx: AuthedContext, req: CancelOrderReq): Promise<OrderStatusRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const from = order.status as OrderStatus
  if ((req.Status && req.Status !== from) || (from !== 'PendingApproval' && from !== 'Placed')) throw statusChanged()
  await cancelHeld(ctx, order, from, ctx.now().toISOString())
  return { OrderNo: order.order_no, Status: 'Cancelled', StatusName: orderStatusName('Cancelled', ctx.lang) }
}

/** Cancels an order awaiting approval or payment (`from`) in one transaction: what it held goes back (ProductDef.release), and the timeline says so. */
export async function cancelHeld(ctx: AuthedContext, order: OrderRow, from: OrderStatus, at: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await moveOrder(trx, order.id, from, 'Cancelled', at)
    await productOf(order.product).release(trx, order.id, at)
    await addEvent(trx, order, 'Cancelled', 'evCancelled', {}, at)
  })
}

/**
 * A product's own cancel call for an order before its tickets: one awaiting approval or payment is cancelled
 * (cancelHeld), a cancelled one is answered as it is, any other is refused with the product's words.
 */
export async function cancelBeforeTickets(ctx: AuthedContext, order: OrderRow, refused: () => Error): Promise<OrderStatusRes> {
  const status = order.status as OrderStatus
  const answer = (s: OrderStatus): OrderStatusRes => ({ OrderNo: order.order_no, Status: s, StatusName: orderStatusName(s, ctx.lang) })
  if (status === 'Cancelled') return answer(status)
  if (status !== 'PendingApproval' && status !== 'Placed') throw refused()
  await cancelHeld(ctx, order, status, ctx.now().toISOString())
  return answer('Cancelled')
}

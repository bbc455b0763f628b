/**
 * The order list (all products; flights for now) and cancelling a flight order.
 * The list shows what the caller may view (their bookings, their trips, their ViewScope),
 * newest first, filtered by status group, time range and a keyword.
 */
import type { CancelOrderReq, OrderListReq, OrderListRes, OrderStatus, OrderStatusRes, OrderSummary, TicketStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { addMonths, chinaDateTime, chinaDay, chinaInstant, hhmm } from '../../lib/time'
import { inventory } from '../flight/inventory'
import { orderStatusName } from '../flight/labels'
import { statusChanged } from '../flight/messages'
import { localName } from '../flight/places'
import { loadOrder } from './access'
import { releaseOrderSeats } from './approval'
import { displayName } from './passengers'
import { scopeFilter } from './scope'
import { actionsFor, addEvent, moveOrder, STATUS_GROUPS } from './state'
import { flightDb } from './tables'

const MONTHS = { '1M': 1, '6M': 6, '1Y': 12 } as const

export async function listOrders(ctx: AuthedContext, req: OrderListReq): Promise<OrderListRes> {
  const db = flightDb(ctx.db)
  const { companyId, userId, personId } = ctx.caller
  const power = await ctx.power()
  const view = await scopeFilter(ctx.db, companyId, personId, power, 'Flight', 'ViewScope')
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 10
  const since = chinaInstant(addMonths(chinaDay(ctx.now()), -MONTHS[req.TimeRange ?? '6M']), 0).toISOString()

  let q = db.selectFrom('orders').where('orders.company_id', '=', companyId).where('orders.created_at', '>=', since)
  if (req.Product) q = q.where('orders.product', '=', req.Product)
  const group = STATUS_GROUPS[req.StatusGroup ?? 'All']
  if (group) q = q.where('orders.status', 'in', [...group])
  if (req.Keyword?.trim()) {
    const k = `%${req.Keyword.trim().toLowerCase()}%`
    q = q.where((eb) => eb.or([eb('orders.search_text', 'like', k), eb('orders.order_no', 'like', k.toUpperCase())]))
  }
  if (view.kind !== 'All') {
    const persons = [...(view.personIds ?? [])]
    const depts = [...(view.departmentIds ?? [])]
    q = q.where((eb) =>
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
    )
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await q
    .selectAll('orders')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute()
  const ids = rows.map((r) => r.id)
  const [segments, passengers, tickets, pendingChanges] = ids.length
    ? await Promise.all([
        db.selectFrom('order_segments').selectAll().where('order_id', 'in', ids).orderBy('segment_index').execute(),
        db.selectFrom('order_passengers').select(['order_id', 'ch_name', 'last_name', 'first_name']).where('order_id', 'in', ids).orderBy('id').execute(),
        db.selectFrom('tickets').select(['order_id', 'status']).where('order_id', 'in', ids).execute(),
        db.selectFrom('changes').select('order_id').where('order_id', 'in', ids).where('status', '=', 'Placed').execute(),
      ])
    : [[], [], [], []]
  const orders: OrderSummary[] = rows.map((o) => {
    const segs = segments.filter((s) => s.order_id === o.id)
    const title = segs
      .map((s) => {
        const f = inventory().flight(s.flight_no, s.route_key)
        return f ? `${localName(f.depCity.names, ctx.lang)} - ${localName(f.arrCity.names, ctx.lang)}` : s.route_key
      })
    const first = segs[0]
    const f0 = first ? inventory().flight(first.flight_no, first.route_key) : undefined
    const status = o.status as OrderStatus
    const ownOrder = o.booker_user_id === userId
    const actions = actionsFor({ status, ticketStatuses: tickets.filter((t) => t.order_id === o.id).map((t) => t.status as TicketStatus), changeAwaitingPayment: pendingChanges.some((c) => c.order_id === o.id) }, power)
    return {
      OrderNo: o.order_no,
      Product: o.product,
      Status: status,
      StatusName: orderStatusName(status, ctx.lang),
      ApprovalStatus: o.approval_status as OrderSummary['ApprovalStatus'],
      PaymentType: o.payment_type as OrderSummary['PaymentType'],
      CreatedAt: chinaDateTime(o.created_at),
      Title: title.join(' / '),
      SubTitle: first ? `${first.flight_no} · ${first.dep_date} ${f0 ? hhmm(f0.depMin) : ''}`.trim() : '',
      PassengerNames: passengers.filter((p) => p.order_id === o.id).map((p) => displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name })),
      TotalAmount: o.total,
      PersonalAmount: o.personal_amount,
      // The list offers actions only on one's own bookings; the detail decides for everyone else.
      Actions: ownOrder ? actions : { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false },
    }
  })
  return { Total: Number(total.n), PageIndex: pageIndex, PageSize: pageSize, Orders: orders }
}

export async function cancelOrder(ctx: AuthedContext, req: CancelOrderReq): Promise<OrderStatusRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const from = order.status as OrderStatus
  if ((req.Status && req.Status !== from) || (from !== 'PendingApproval' && from !== 'Placed')) throw statusChanged()
  const at = ctx.now().toISOString()
  await flightDb(ctx.db)
    .transaction()
    .execute(async (trx) => {
      await moveOrder(trx, order.id, from, 'Cancelled', at)
      await releaseOrderSeats(trx, order.id, at)
      await addEvent(trx, order, 'Cancelled', 'evCancelled', {}, at)
    })
  return { OrderNo: order.order_no, Status: 'Cancelled', StatusName: orderStatusName('Cancelled', ctx.lang) }
}

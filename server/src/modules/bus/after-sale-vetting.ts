/**
 * Bus refunds and changes that need the company's approval (BusSettings.RefundSettings /
 * ChangeSettings VettingSettings, decided by the kernel's afterSaleNeedsApproval as for
 * international flights; whitelisted travellers go through at once). The record waits in
 * PendingApproval as an approval subject of the order kernel (kernel/orders/after-sale-approval.ts)
 * while its tickets are held:
 *   refund: the tickets Refunding, their seats still taken; approved, they are refunded with the
 *     fee quoted when asked; otherwise Issued again;
 *   change: the old tickets Changing, the new departure's seats taken at once (Booked tickets);
 *     approved, the new tickets are issued and the old seats given back; otherwise the new seats
 *     go back and the old tickets are Issued again.
 */
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { submitAfterSale } from '../../kernel/orders/after-sale-approval'
import type { AfterSaleApproval, Log } from '../../kernel/orders/products'
import { insertRefund, refundSucceeded, type RefundQuote, refundRecord } from '../../kernel/orders/records'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import type { OrderRow, RefundRow } from '../../kernel/orders/tables'
import { yuan } from '../../lib/money'
import { returnSeats } from './search'
import type { BusTicketRow } from './tables'
import { bt } from './texts'
import { issueTickets, markTickets, ticketsText } from './tickets'

const ticketRows = (db: Db | Trx, ids: readonly number[]): Promise<BusTicketRow[]> =>
  ids.length
    ? db
        .selectFrom('bus_tickets')
        .selectAll()
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute()
    : Promise.resolve([])

/** The order is refunded once none of its tickets is left to travel on or waiting. */
async function settleOrder(trx: Trx, orderId: number, at: string): Promise<OrderStatus> {
  const current = (await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status as OrderStatus
  const left = await trx
    .selectFrom('bus_tickets')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', ['Issued', 'Refunding', 'Changing'])
    .execute()
  if (left.length || current === 'RefundSucceeded') return current
  await moveOrder(trx, orderId, current, 'RefundSucceeded', at)
  return 'RefundSucceeded'
}

/** A refund that waits for approval: its tickets Refunding, the record PendingApproval, the approval started. */
export async function holdRefund(
  trx: Trx,
  ctx: AuthedContext,
  order: OrderRow,
  r: { requestId: string; rows: readonly BusTicketRow[]; reason: string; quote: RefundQuote },
  now: Date,
): Promise<{ refund: RefundRow; to: OrderStatus }> {
  const at = now.toISOString()
  const ids = r.rows.map((x) => x.id)
  await markTickets(trx, r.rows, 'Issued', 'Refunding', at)
  const refund = await insertRefund(trx, order, refundRecord({ ...r, ticketIds: ids }, 'PendingApproval'), at)
  await addEvent(trx, order, order.status as OrderStatus, 'evBusRefundApplied', { tickets: await ticketsText(trx, ids) }, at)
  await submitAfterSale(trx, 'refund', order, refund.id, ctx.caller, now)
  const status = (await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status as OrderStatus
  return { refund: await trx.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow(), to: status }
}

/** The approval's outcome on a waiting refund. */
async function decideRefund(trx: Trx, order: OrderRow, refundId: number, approved: boolean, now: Date, log: Log): Promise<void> {
  const at = now.toISOString()
  const refund = await trx.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow()
  const ids = JSON.parse(refund.ticket_ids_json) as number[]
  const rows = await ticketRows(trx, ids)
  if (!approved) {
    await markTickets(trx, rows, 'Refunding', 'Issued', at)
    await trx.updateTable('refunds').set({ status: 'RefundFailed' }).where('id', '=', refundId).execute()
    return
  }
  await markTickets(trx, rows, 'Refunding', 'Refunded', at)
  await returnSeats(trx, rows, at)
  await refundSucceeded(trx, order, refundId, at)
  const to = await settleOrder(trx, order.id, at)
  await log(to, 'evBusRefunded', { tickets: await ticketsText(trx, ids), fee: yuan(refund.refund_fee), amount: yuan(refund.refund_amount) })
}

/** What a change record holds: the old tickets and, per old ticket, the new one. */
const changePairs = (json: string) => (JSON.parse(json) as { id: number; to: number }[]).map((c) => ({ from: c.id, to: c.to }))

/** The approval's outcome on a waiting change. */
async function decideChange(trx: Trx, order: OrderRow, changeId: number, approved: boolean, now: Date, log: Log): Promise<void> {
  const at = now.toISOString()
  const change = await trx.selectFrom('changes').selectAll().where('id', '=', changeId).executeTakeFirstOrThrow()
  const pairs = changePairs(change.ticket_costs_json)
  const old = await ticketRows(
    trx,
    pairs.map((p) => p.from),
  )
  const next = await ticketRows(
    trx,
    pairs.map((p) => p.to),
  )
  if (!approved) {
    await markTickets(trx, next, 'Booked', 'Void', at)
    await returnSeats(trx, next, at)
    await markTickets(trx, old, 'Changing', 'Issued', at)
    await trx.updateTable('changes').set({ status: 'ChangeFailed' }).where('id', '=', changeId).execute()
    return
  }
  await markTickets(trx, old, 'Changing', 'Changed', at)
  await returnSeats(trx, old, at)
  await issueTickets(
    trx,
    order.order_no,
    next.map((t) => t.id),
    at,
  )
  await trx.updateTable('changes').set({ status: 'ChangeSucceeded' }).where('id', '=', changeId).execute()
  const current = (await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status as OrderStatus
  if (current !== 'ChangeSucceeded') await moveOrder(trx, order.id, current, 'ChangeSucceeded', at)
  const from = `${change.old_service_no} ${old[0]?.dep_date ?? ''}`
  await log('ChangeSucceeded', 'evBusChanged', {
    from,
    to: await ticketsText(
      trx,
      next.map((t) => t.id),
    ),
  })
}

const passengersOf = async (db: Db, json: string): Promise<number[]> => {
  const ids = JSON.parse(json) as number[]
  return [...new Set((await ticketRows(db, ids)).map((t) => t.passenger_id))]
}

export const BUS_REFUND_APPROVAL: AfterSaleApproval = {
  subject: 'BusRefund',
  kindName: (lang) => bt(lang, 'subjectBusRefund'),
  passengers: passengersOf,
  notApproved: 'evBusRefundNotApproved',
  decide: decideRefund,
}

export const BUS_CHANGE_APPROVAL: AfterSaleApproval = {
  subject: 'BusChange',
  kindName: (lang) => bt(lang, 'subjectBusChange'),
  passengers: passengersOf,
  notApproved: 'evBusChangeNotApproved',
  decide: decideChange,
}

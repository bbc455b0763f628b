/**
 * The order state machine (docs/order-states.md), one table for every product. Every change of status is one
 * conditional UPDATE (`... WHERE status = <expected>`) inside the caller's transaction: when
 * someone else moved the order first, nothing is updated and the caller gets 316 (order status
 * changed), so two concurrent operations can never both succeed from the same state. A move the
 * table does not allow is refused the same way.
 *
 *   PendingApproval ─approve─▶ Placed ─pay─▶ Paid ─▶ Ticketing ─▶ TicketIssued
 *          │  reject/cancel        │ cancel                               │ refund all
 *          ▼                       ▼                                      ▼
 *      Cancelled               Cancelled          ChangeSucceeded ◀─change─┘ ─▶ RefundSucceeded
 *
 * Hotels: Paid ─▶ Confirming ─▶ Confirmed; cancelled from there: RefundSucceeded when something
 * was paid, Cancelled when nothing was (paid at the hotel). A product whose orders take other
 * steps adds them here.
 */
import type { OrderStatus } from '../../../../types/api/order'
import type { Trx } from '../../db/schema'
import { releasePendingPayment } from '../../services/money/sources'
import { statusChanged } from './texts'

export const TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  PendingApproval: ['Placed', 'Cancelled'],
  Placed: ['Paid', 'Cancelled'],
  // A meal is eaten when it is paid: Paid ─▶ Completed; a car ride runs first (Processing).
  Paid: ['Ticketing', 'Confirming', 'Processing', 'Completed', 'Cancelled', 'RefundSucceeded'],
  Ticketing: ['TicketIssued'],
  TicketIssued: ['ChangeSucceeded', 'RefundSucceeded'],
  ChangeSucceeded: ['ChangeSucceeded', 'RefundSucceeded'],
  // Hotels confirm instead of ticketing; a stay paid at the hotel is cancelled with nothing to refund.
  Confirming: ['Confirmed', 'Cancelled', 'RefundSucceeded'],
  Confirmed: ['Cancelled', 'RefundSucceeded'],
  // A car ride runs (Processing) until it is completed, or cancelled with what was paid given back less a fee.
  Processing: ['Completed', 'RefundSucceeded'],
}

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from]?.includes(to) ?? false

/** Moves the order from `from` to `to`, or throws 316 when the move is not allowed or its status is no longer `from`. */
export async function moveOrder(trx: Trx, orderId: number, from: OrderStatus, to: OrderStatus, nowIso: string): Promise<void> {
  if (!canTransition(from, to)) throw statusChanged()
  const res = await trx.updateTable('orders').set({ status: to, updated_at: nowIso }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
  // A payment the simulator holds for a cancelled order gives back what it held (docs/money.md).
  if (to === 'Cancelled') await releasePendingPayment(trx, orderId, nowIso)
}

/** A timeline entry: `key` is a text key of the kernel's or the product's table (texts.ts timelineText). */
export async function addEvent(
  trx: Trx,
  order: { id: number; company_id: number },
  status: OrderStatus,
  key: string,
  params: Record<string, string | number>,
  at: string,
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({ company_id: order.company_id, order_id: order.id, created_at: at, status, text_key: key, params_json: JSON.stringify(params) })
    .execute()
}

/** Status groups of the order list (types/api/order.ts ORDER_STATUS_GROUPS). */
export const STATUS_GROUPS: Record<string, readonly OrderStatus[] | null> = {
  All: null,
  PendingApproval: ['PendingApproval'],
  PendingPayment: ['Placed', 'PaymentFailed'],
  Issued: ['Paid', 'Ticketing', 'TicketingSucceeded', 'TicketIssued', 'Completed', 'Confirmed', 'Confirming', 'Processing'],
  RefundChange: ['Refunding', 'RefundSucceeded', 'RefundFailed', 'Changing', 'ChangeSucceeded', 'ChangeFailed', 'Rescheduling', 'Rescheduled'],
  Cancelled: ['Cancelled', 'Voided'],
}

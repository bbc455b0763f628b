/**
 * The order state machine (SPEC §4). Every change of status is one conditional UPDATE
 * (`... WHERE status = <expected>`) inside the caller's transaction: when someone else moved the
 * order first, nothing is updated and the caller gets 316 (order status changed), so two
 * concurrent operations can never both succeed from the same state.
 *
 *   PendingApproval ─approve─▶ Placed ─pay─▶ Paid ─▶ Ticketing ─▶ TicketIssued
 *          │  reject/cancel        │ cancel                               │ refund all
 *          ▼                       ▼                                      ▼
 *      Cancelled               Cancelled          ChangeSucceeded ◀─change─┘ ─▶ RefundSucceeded
 */
import type { Transaction } from 'kysely'
import type { OrderActions, OrderStatus, TicketStatus } from '../../../../types/api/order'
import type { PersonalPower } from '../../../../types/api'
import { statusChanged, type FlightMessageKey } from '../flight/messages'
import type { FlightDb } from './tables'

export const TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  PendingApproval: ['Placed', 'Cancelled'],
  Placed: ['Paid', 'Cancelled'],
  Paid: ['Ticketing'],
  Ticketing: ['TicketIssued'],
  TicketIssued: ['ChangeSucceeded', 'RefundSucceeded'],
  ChangeSucceeded: ['ChangeSucceeded', 'RefundSucceeded'],
}

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from]?.includes(to) ?? false

/** Tickets a traveller holds: issued, or issued again on another flight after a change. */
export const ACTIVE_TICKET: readonly TicketStatus[] = ['Issued', 'Changed']

/** Moves the order from `from` to `to`, or throws 316 when its status is no longer `from`. */
export async function moveOrder(trx: Transaction<FlightDb>, orderId: number, from: OrderStatus, to: OrderStatus, nowIso: string): Promise<void> {
  if (!canTransition(from, to)) throw statusChanged()
  const res = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: nowIso })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
}

export async function addEvent(
  trx: Transaction<FlightDb>,
  order: { id: number; company_id: number },
  status: OrderStatus,
  key: FlightMessageKey,
  params: Record<string, string | number>,
  at: string,
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({ company_id: order.company_id, order_id: order.id, created_at: at, status, text_key: key, params_json: JSON.stringify(params) })
    .execute()
}

export interface ActionInput {
  status: OrderStatus
  ticketStatuses: readonly TicketStatus[]
  /** A change waits for its personal payment. */
  changeAwaitingPayment: boolean
}

/** What the caller may do now; the my-area flags gate refund and change (SPEC §6). */
export function actionsFor(o: ActionInput, power: PersonalPower): OrderActions {
  const flight = power.MyPermission?.Orders?.Flight
  const active = o.ticketStatuses.some((s) => ACTIVE_TICKET.includes(s))
  const settled = o.status === 'TicketIssued' || o.status === 'ChangeSucceeded'
  return {
    CanPay: o.status === 'Placed' || o.changeAwaitingPayment,
    CanCancel: o.status === 'PendingApproval' || o.status === 'Placed',
    CanRefund: settled && active && !o.changeAwaitingPayment && flight?.FlightRefund === true,
    CanChange: settled && active && !o.changeAwaitingPayment && flight?.FlightChange === true,
  }
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

/**
 * The approval outcome applied to a flight order, inside the approval's own transaction so that
 * the decision and the order's move succeed or fail together. Written here (not in
 * services/orders) on top of the order domain's exported state machine: moveOrder (conditional
 * UPDATE, 316 when the order moved first), addEvent (timeline) and releaseOrderSeats.
 *
 *   approved / manually passed / system approved: PendingApproval → Placed ('approved', 'waiting
 *     for payment'). The flight rules then take over: Pay/flightpaystart pays the personal part or
 *     confirms a company-paid order and tickets it in the same transaction.
 *   rejected: PendingApproval → Cancelled, seats given back, the reason in the timeline.
 *   expired / failed (no approver): the same, with 'approval expired' / 'no approver' as reason.
 */
import type { OrderStatus } from '../../../../types/api/order'
import { ft } from '../flight/messages'
import { orderStatusName } from '../flight/labels'
import { releaseOrderSeats } from '../orders/approval'
import { addEvent, moveOrder } from '../orders/state'
import type { Lang } from '../../i18n'
import { reasonText } from './summary'
import { asFlightTrx, type ApprovalTrx, type Db } from './tables'

export type Outcome = 'Approved' | 'Rejected' | 'Expired' | 'Failed' | 'ManuallyPassed' | 'SystemApproved'

const PASSING: readonly Outcome[] = ['Approved', 'ManuallyPassed', 'SystemApproved']

/**
 * Timeline keys live in the flight domain's text table. Prefer dedicated keys that carry the
 * reason when that table has them; otherwise fall back to its generic ones (params kept, so
 * the reason appears as soon as the text gains a {reason} placeholder).
 */
function eventKey(preferred: string, fallback: 'evRejected' | 'evCancelled'): 'evRejected' | 'evCancelled' {
  try {
    ft('en', preferred as 'evRejected')
    return preferred as 'evRejected'
  } catch {
    return fallback
  }
}

/** Whether the order still waits for its approval. */
export async function orderAwaitsApproval(db: Db, companyId: number, orderId: number): Promise<boolean> {
  const o = await db.selectFrom('orders').select('status').where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirst()
  return o?.status === 'PendingApproval'
}

export async function applyOrderOutcome(trx: ApprovalTrx, companyId: number, orderId: number, outcome: Outcome, reason: string, now: Date): Promise<void> {
  const at = now.toISOString()
  const ftrx = asFlightTrx(trx)
  const order = { id: orderId, company_id: companyId }
  if (PASSING.includes(outcome)) {
    await moveOrder(ftrx, orderId, 'PendingApproval', 'Placed', at)
    await trx.updateTable('orders').set({ approval_status: 'Approved', updated_at: at }).where('id', '=', orderId).where('company_id', '=', companyId).execute()
    await addEvent(ftrx, order, 'Placed', 'evApproved', {}, at)
    await addEvent(ftrx, order, 'Placed', 'evAwaitPayment', {}, at)
    return
  }
  await moveOrder(ftrx, orderId, 'PendingApproval', 'Cancelled', at)
  const approvalStatus = outcome === 'Rejected' ? 'Rejected' : outcome
  await trx.updateTable('orders').set({ approval_status: approvalStatus, updated_at: at }).where('id', '=', orderId).where('company_id', '=', companyId).execute()
  await releaseOrderSeats(ftrx, orderId, at)
  // The timeline is rendered in the reader's language, but a reason is text: the approver's own
  // words, or the system reason in Chinese (the product's default language).
  const text = reasonText(reason, 'zh-CN')
  if (outcome === 'Rejected') await addEvent(ftrx, order, 'Cancelled', eventKey('evApprovalRejected', 'evRejected'), { reason: text }, at)
  else await addEvent(ftrx, order, 'Cancelled', eventKey(outcome === 'Expired' ? 'evApprovalExpired' : 'evApprovalFailed', 'evCancelled'), { reason: text }, at)
}

export async function orderStatus(db: Db, companyId: number, orderId: number, lang: Lang): Promise<{ status: string; name: string }> {
  const o = await db.selectFrom('orders').select('status').where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirstOrThrow()
  return { status: o.status, name: orderStatusName(o.status as OrderStatus, lang) }
}

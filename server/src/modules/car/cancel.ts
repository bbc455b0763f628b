/**
 * Cancelling a car order: free before a driver is assigned and for FREE_CANCEL_SECONDS after;
 * later CANCEL_FEE, and once the driver is there the waiting beyond the free minutes too (a
 * no-show). The fee comes out of what was paid and the rest goes back to the payers pro rata; an
 * unpaid order is simply cancelled. The screen shows the fee first (car/cancelPreview) and sends
 * it back: another fee by now answers 316. Idempotent by ClientRequestId.
 */
import { FREE_CANCEL_SECONDS, type CarCancelPreviewRes, type CarCancelReq, type CarCancelRes } from '../../../../types/api/car'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { loadOrder } from '../../kernel/orders/access'
import { insertRefund, refundRecord, splitRefund } from '../../kernel/orders/records'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { yuan } from '../../lib/money'
import { fail } from '../../errors'
import { CANCEL_FEE, waitingFee } from './fares'
import { CANCELLABLE } from './product'
import type { RideRow } from './tables'
import { carError, ct, invalid } from './texts'
import { ErrorCode } from '../../../../types/api'

export async function loadCarOrder(
  ctx: AuthedContext,
  orderNo: string,
  need: 'view' | 'manage',
): Promise<{ order: OrderRow; ride: RideRow; canManage: boolean }> {
  await ctx.requirePower('MyPermission.Orders.Car.Enable')
  const { order, canManage } = await loadOrder(ctx, orderNo, need)
  if (order.product !== 'Car') throw fail.notFound()
  const ride = await ctx.db.selectFrom('car_rides').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow()
  return { order, ride, canManage }
}

export interface CancelQuote {
  cancellable: boolean
  fee: number
  /** Why: free, a fee after the free minutes, waiting at the pick-up. */
  why: 'free' | 'fee' | 'waiting'
  waited: number
  refund: number
}

/** What cancelling costs now. */
export function quoteCancel(order: OrderRow, ride: RideRow, now: Date): CancelQuote {
  const paid = order.paid_company + order.paid_personal
  const cancellable = CANCELLABLE.includes(order.status as OrderStatus) && ['Waiting', 'Calling', 'DriverComing', 'DriverArrived'].includes(ride.state)
  const assigned = ride.assigned_at ? Date.parse(ride.assigned_at) : null
  const inGrace = assigned === null || now.getTime() - assigned <= FREE_CANCEL_SECONDS * 1000
  const waited = ride.state === 'DriverArrived' && ride.arrived_at ? Math.floor((now.getTime() - Date.parse(ride.arrived_at)) / 60_000) : 0
  let fee = 0
  let why: CancelQuote['why'] = 'free'
  if (!inGrace) [fee, why] = [CANCEL_FEE, 'fee']
  if (ride.state === 'DriverArrived' && waitingFee(waited) > 0) [fee, why] = [(inGrace ? 0 : CANCEL_FEE) + waitingFee(waited), 'waiting']
  fee = Math.min(fee, paid)
  return { cancellable, fee, why, waited, refund: paid - fee }
}

const whyText = (q: CancelQuote, ctx: AuthedContext) =>
  q.why === 'free'
    ? ct(ctx.lang, 'carCancelFree')
    : q.why === 'fee'
      ? ct(ctx.lang, 'carCancelFee', { fee: yuan(q.fee) })
      : ct(ctx.lang, 'carCancelWaiting', { fee: yuan(q.fee), min: q.waited })

export async function cancelPreview(ctx: AuthedContext, orderNo: string): Promise<CarCancelPreviewRes> {
  const { order, ride } = await loadCarOrder(ctx, orderNo, 'manage')
  const q = quoteCancel(order, ride, ctx.now())
  if (!q.cancellable) throw carError(ErrorCode.OrderStatusChanged, 'carNotCancellable')
  return { Fee: q.fee, Text: whyText(q, ctx), Refund: q.refund }
}

export async function cancelCarOrder(ctx: AuthedContext, req: CarCancelReq): Promise<CarCancelRes> {
  const { order, ride } = await loadCarOrder(ctx, req.OrderNo, 'manage')
  if (ride.cancel_request_id === req.ClientRequestId) {
    const s = ride.settled_json ? (JSON.parse(ride.settled_json) as { Fare: number; Refund: number }) : { Fare: 0, Refund: 0 }
    return { OrderNo: order.order_no, Status: order.status as OrderStatus, Fee: s.Fare, Refund: s.Refund }
  }
  const now = ctx.now()
  const at = now.toISOString()
  const q = quoteCancel(order, ride, now)
  if (!q.cancellable) throw carError(ErrorCode.OrderStatusChanged, 'carNotCancellable')
  if (q.fee !== req.Fee) throw carError(ErrorCode.OrderStatusChanged, 'carCancelFeeChanged')
  const paid = order.paid_company + order.paid_personal
  const to: OrderStatus = paid > 0 ? 'RefundSucceeded' : 'Cancelled'
  const split = splitRefund(q.refund, { company_amount: order.paid_company, personal_amount: order.paid_personal })
  await ctx.db.transaction().execute(async (trx) => {
    await moveOrder(trx, order.id, order.status as OrderStatus, to, at)
    const lines = q.fee > 0 ? [{ Kind: 'CancelFee', Amount: q.fee }] : []
    const done = await trx
      .updateTable('car_rides')
      .set({
        state: 'Cancelled',
        next_step_at: null,
        cancel_request_id: req.ClientRequestId,
        settled_json: JSON.stringify({
          Fare: q.fee,
          Lines: lines,
          CompanyAmount: order.paid_company - split.company,
          PersonalAmount: order.paid_personal - split.personal,
          Refund: q.refund,
          Waited: q.waited,
        }),
        updated_at: at,
      })
      .where('id', '=', ride.id)
      .where('state', '=', ride.state)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) throw carError(ErrorCode.OrderStatusChanged, 'carNotCancellable')
    if (paid > 0)
      await insertRefund(
        trx,
        order,
        refundRecord({ requestId: req.ClientRequestId, ticketIds: [], reason: q.why, quote: { fee: q.fee, refund: q.refund, ...split } }, 'RefundSucceeded'),
        at,
      )
    await addEvent(trx, order, to, 'evCarCancelled', { fee: yuan(q.fee), amount: yuan(q.refund) }, at)
  })
  return { OrderNo: order.order_no, Status: to, Fee: q.fee, Refund: q.refund }
}

export { invalid }

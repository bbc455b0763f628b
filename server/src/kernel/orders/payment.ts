/**
 * The simulated cashier (Pay/flightpaystart) for every product's orders. The screen shows PayInfo
 * (company part, personal part, channels), the user confirms, and the call sends back the
 * personal amount it showed: any other amount means the order moved on under the user (316).
 *
 * Who pays what was split when the order was booked (orders.payment_type: the company, the
 * traveller, or both — Mixed — and company_amount / personal_amount); every payment is a row of
 * payments with both parts. In the same transaction as the payment the order goes Placed → Paid
 * and the product fulfils it (a flight: Ticketing → TicketIssued, every ticket numbered), each
 * step a timeline entry, so a client polling the order never sees a half-fulfilled one.
 * Company-only orders go through the same call with Channel 'CompanyAccount' and PersonalAmount
 * 0 (the user still confirms the booking). With ChangeNo the call pays a change awaiting its
 * personal part, and the product completes the change.
 */
import type { FlightPayStartReq, FlightPayStartRes, OrderStatus, TimelineEntry } from '../../../../types/api/order'
import { ErrorCode } from '../../../../types/api'
import type { Trx } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { yuan } from '../../lib/money'
import { chinaTimestamp } from '../../lib/time'
import { loadOrder } from './access'
import { orderStatusName } from './labels'
import { productOf, type Log } from './products'
import { documentNo, tempNo } from './records'
import { addEvent, moveOrder } from './state'
import { invalid, orderError, statusChanged, timelineText } from './texts'

export async function payStart(ctx: AuthedContext, req: FlightPayStartReq): Promise<FlightPayStartRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const product = productOf(order.product)
  const now = ctx.now()
  const at = now.toISOString()
  const entries: TimelineEntry[] = []
  const logIn =
    (trx: Trx): Log =>
    async (status, key, params) => {
      await addEvent(trx, order, status, key, params, at)
      entries.push({ Time: chinaTimestamp(at), Status: orderStatusName(status, ctx.lang), Text: timelineText(ctx.lang, key, JSON.stringify(params)) })
    }

  if (req.ChangeNo) {
    const completeChange = product.completeChange
    if (!completeChange) throw fail.notFound()
    const result = await ctx.db.transaction().execute(async (trx) => {
      const change = await trx.selectFrom('changes').selectAll().where('order_id', '=', order.id).where('change_no', '=', req.ChangeNo!).executeTakeFirst()
      if (!change) throw fail.notFound()
      if (change.personal_amount !== req.PersonalAmount) throw statusChanged()
      checkChannel(req.Channel, change.personal_amount)
      // Claim the change first: a concurrent second payment finds it no longer awaiting payment.
      const claimed = await trx.updateTable('changes').set({ status: 'Changing' }).where('id', '=', change.id).where('status', '=', 'Placed').executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) throw statusChanged()
      const paymentNo = await insertPayment(trx, order, change.id, req.Channel, change.company_amount, change.personal_amount, at)
      const log = logIn(trx)
      await log(order.status as OrderStatus, 'evPaid', { company: yuan(change.company_amount), personal: yuan(change.personal_amount) })
      const status = await completeChange(trx, order, change, now, log)
      return { paymentNo, company: change.company_amount, personal: change.personal_amount, status }
    })
    return { OrderNo: order.order_no, PaymentNo: result.paymentNo, Status: result.status, StatusName: orderStatusName(result.status, ctx.lang), PaidCompanyAmount: result.company, PaidPersonalAmount: result.personal, Timeline: entries }
  }

  if (order.status === 'PendingApproval') throw orderError(ErrorCode.OrderStatusChanged, 'orderAwaitingApproval')
  if (order.status !== 'Placed' || order.personal_amount !== req.PersonalAmount) throw statusChanged()
  checkChannel(req.Channel, order.personal_amount)

  const result = await ctx.db.transaction().execute(async (trx) => {
    await moveOrder(trx, order.id, 'Placed', 'Paid', at)
    await trx.updateTable('orders').set({ paid_company: order.company_amount, paid_personal: order.personal_amount }).where('id', '=', order.id).execute()
    const paymentNo = await insertPayment(trx, order, null, req.Channel, order.company_amount, order.personal_amount, at)
    const log = logIn(trx)
    // An order with nothing to pay here (a hotel paid at the hotel) is only confirmed by the cashier.
    if (order.company_amount + order.personal_amount === 0) await log('Paid', 'evNothingToPay', {})
    else await log('Paid', 'evPaid', { company: yuan(order.company_amount), personal: yuan(order.personal_amount) })
    return { paymentNo, status: await product.fulfil(trx, order, now, log) }
  })
  return {
    OrderNo: order.order_no,
    PaymentNo: result.paymentNo,
    Status: result.status,
    StatusName: orderStatusName(result.status, ctx.lang),
    PaidCompanyAmount: order.company_amount,
    PaidPersonalAmount: order.personal_amount,
    Timeline: entries,
  }
}

function checkChannel(channel: string, personal: number): void {
  if (personal > 0 && channel === 'CompanyAccount') throw invalid('payChannelInvalid')
}

async function insertPayment(
  trx: Trx,
  order: { id: number; company_id: number; order_no: string },
  changeId: number | null,
  channel: string,
  company: number,
  personal: number,
  at: string,
): Promise<string> {
  const row = await trx
    .insertInto('payments')
    .values({
      company_id: order.company_id,
      order_id: order.id,
      payment_no: tempNo(),
      change_id: changeId,
      channel: personal > 0 ? channel : 'CompanyAccount',
      company_amount: company,
      personal_amount: personal,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const paymentNo = documentNo('P', order.order_no, row.id)
  await trx.updateTable('payments').set({ payment_no: paymentNo }).where('id', '=', row.id).execute()
  return paymentNo
}

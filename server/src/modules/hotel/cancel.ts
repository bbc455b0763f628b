/**
 * Cancelling a hotel order: newhotel/order/cancelPreview and newhotel/order/cancelOrder
 * (docs/hotels.md#cancel).
 *
 * Cancellable while awaiting approval or payment, and once paid or confirmed until the hotel's
 * check-out day (hotel local time). What the hotel keeps follows the plan's rule at the moment
 * of cancelling: Free before its deadline (18:00 local on the check-in day or the day before)
 * nothing, after it the first night of every room; Penalty the first night of every room;
 * NonRefundable the whole stay. An order not paid yet costs nothing. Of what was paid, the rest
 * goes back to the company and the traveller in proportion to what each paid (the kernel's
 * refund split); a stay paid at the hotel refunds nothing and its penalty goes to the guarantee
 * card. The rooms go back on sale; the order ends Cancelled (nothing was paid) or RefundSucceeded
 * (a refund record written). The screen's penalty must still be the penalty (316 otherwise); the
 * request id makes a repeated cancel answer the first.
 */
import type { HotelCancelPreviewRes, HotelCancelReq, HotelCancelRes, HotelOrderNoReq } from '../../../../types/api/hotel'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { loadOrder } from '../../kernel/orders/access'
import { orderStatusName } from '../../kernel/orders/labels'
import { insertRefund, refundRecord, splitRefund } from '../../kernel/orders/records'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { givenReason } from '../../kernel/orders/reasons'
import { companySetting } from '../../kernel/orders/setting-cache'
import { yuan } from '../../lib/money'
import { fail } from '../../errors'
import { requirePowerFor } from './guard'
import { label, type LabelKey } from './labels'
import { cancelView } from './offers'
import { CANCELLABLE } from './product'
import { localClock } from './stay'
import { releaseStay, stayOf, type Cancellation, type Stay } from './stays'
import { invalid } from './texts'
import { textCurrencyOf } from '../../services/money/rates'

export interface CancelQuote {
  cancellable: boolean
  penalty: number
  refund: number
  company: number
  personal: number
  notes: LabelKey[]
  /** Paid at the hotel: the penalty is charged to the guarantee card. */
  toCard: boolean
}

const UNPAID: readonly OrderStatus[] = ['PendingApproval', 'Placed']

/** What cancelling the order now costs and gives back. */
export function quoteCancel(order: OrderRow, stay: Stay, now: Date): CancelQuote {
  const status = order.status as OrderStatus
  const r = stay.row
  const local = localClock(stay.hotel?.city.timeZone ?? 'Asia/Shanghai', now)
  const none = (note: LabelKey): CancelQuote => ({
    cancellable: note !== 'noteNotCancellable',
    penalty: 0,
    refund: 0,
    company: 0,
    personal: 0,
    notes: [note],
    toCard: false,
  })
  if (!CANCELLABLE.includes(status) || local.date >= r.check_out) return none('noteNotCancellable')
  if (UNPAID.includes(status)) return none('noteUnpaid')
  const rule = stay.cancel
  let note: LabelKey
  let applies = true
  if (rule.Kind === 'Free') {
    applies = !rule.FreeUntil || `${local.date} ${local.time}` >= rule.FreeUntil
    note = applies ? 'noteDeadlinePassed' : 'noteFree'
  } else note = rule.Kind === 'Penalty' ? 'notePenalty' : 'noteNonRefundable'
  const paid = order.paid_company + order.paid_personal
  const toCard = r.pay_kind === 'PayAtHotel'
  const due = applies ? rule.Penalty * r.room_count : 0
  const penalty = toCard ? due : Math.min(due, paid)
  const refund = toCard ? 0 : paid - penalty
  const split = splitRefund(refund, { company_amount: order.paid_company, personal_amount: order.paid_personal })
  return {
    cancellable: true,
    penalty,
    refund,
    company: split.company,
    personal: split.personal,
    notes: toCard && penalty > 0 ? [note, 'notePayAtHotel'] : [note],
    toCard,
  }
}

/** A hotel order of the caller's, with the power its product's orders need (1005 for another product's). */
export async function loadHotelOrder(ctx: AuthedContext, orderNo: string, need: 'view' | 'manage') {
  const loaded = await loadOrder(ctx, orderNo, need)
  const { order } = loaded
  if (order.product !== 'Hotel' && order.product !== 'IntlHotel') throw fail.notFound()
  await requirePowerFor(ctx, order.product === 'IntlHotel', 'Orders')
  return { ...loaded, stay: await stayOf(ctx.db, order.id) }
}

export async function cancelPreview(ctx: AuthedContext, req: HotelOrderNoReq): Promise<HotelCancelPreviewRes> {
  const { order, stay } = await loadHotelOrder(ctx, req.OrderNo, 'manage')
  const q = quoteCancel(order, stay, ctx.now())
  return {
    Cancellable: q.cancellable,
    Rule: cancelView(stay.cancel, stay.row.international === 1, ctx.lang, await textCurrencyOf(ctx)),
    Penalty: q.penalty,
    Refund: q.refund,
    CompanyRefund: q.company,
    PersonalRefund: q.personal,
    Note: q.notes.map((n) => label(n, ctx.lang)).join(ctx.lang === 'en' ? ' ' : ctx.lang === 'ja' ? '。' : '；'),
  }
}

function cancelAnswer(orderNo: string, status: OrderStatus, c: Cancellation, lang: AuthedContext['lang']): HotelCancelRes {
  return { OrderNo: orderNo, Status: status, StatusName: orderStatusName(status, lang, 'Hotel'), Penalty: c.Penalty, Refund: c.Refund }
}

export async function cancelOrder(ctx: AuthedContext, req: HotelCancelReq): Promise<HotelCancelRes> {
  const { order, stay } = await loadHotelOrder(ctx, req.OrderNo, 'manage')
  const replay = () =>
    stay.row.cancel_request_id === req.ClientRequestId && stay.cancellation
      ? cancelAnswer(order.order_no, order.status as OrderStatus, stay.cancellation, ctx.lang)
      : null
  const earlier = replay()
  if (earlier) return earlier
  const now = ctx.now()
  const q = quoteCancel(order, stay, now)
  if (!q.cancellable || q.penalty !== req.Penalty) throw statusChanged()
  const reasons = (await companySetting(ctx, order.company_id))[order.product === 'IntlHotel' ? 'IntlHotelSettings' : 'HotelSettings'].RefundReasonSettings
  const reason = givenReason(req.Reason, reasons, () => invalid('hotelCancelReasonRequired'))
  const at = now.toISOString()
  const paid = order.paid_company + order.paid_personal > 0
  const to: OrderStatus = paid ? 'RefundSucceeded' : 'Cancelled'
  const cancellation: Cancellation = { Penalty: q.penalty, Refund: q.refund, CompanyRefund: q.company, PersonalRefund: q.personal, Reason: reason, At: at }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await moveOrder(trx, order.id, order.status as OrderStatus, to, at)
      await releaseStay(trx, order.id, at)
      await trx
        .updateTable('hotel_stays')
        .set({ cancel_request_id: req.ClientRequestId, cancellation_json: JSON.stringify(cancellation), updated_at: at })
        .where('order_id', '=', order.id)
        .execute()
      if (paid) {
        const quote = { fee: q.penalty, refund: q.refund, company: q.company, personal: q.personal }
        await insertRefund(trx, order, refundRecord({ requestId: req.ClientRequestId, ticketIds: [], reason, quote }, 'RefundSucceeded'), at)
        await addEvent(
          trx,
          order,
          to,
          'evHotelRefunded',
          { penalty: yuan(q.penalty), amount: yuan(q.refund), company: yuan(q.company), personal: yuan(q.personal) },
          at,
        )
      } else await addEvent(trx, order, to, q.toCard && q.penalty > 0 ? 'evHotelCancelledGuarantee' : 'evHotelCancelled', { penalty: yuan(q.penalty) }, at)
    })
  } catch (e) {
    // The same request applied concurrently: answer the cancel that won.
    const again = await stayOf(ctx.db, order.id)
    const status = await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
    if (again.row.cancel_request_id === req.ClientRequestId && again.cancellation)
      return cancelAnswer(order.order_no, status.status as OrderStatus, again.cancellation, ctx.lang)
    throw e
  }
  return cancelAnswer(order.order_no, to, cancellation, ctx.lang)
}

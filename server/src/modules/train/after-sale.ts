/**
 * After the sale: cancelling, refunds with the railway's fee tiers, and the order as loaded for
 * them (train/cancelOrder, train/refundPreview, train/refund).
 *
 * Refund fee by time before the ticket's departure, now (REFUND_TIERS): 8 days or more free;
 * 48 hours to 8 days 5 %; 24 to 48 hours 10 %; under 24 hours 20 % — each tier from its hours
 * on, so exactly 48 hours before departure is 5 %. A fee is rounded to the nearest 0.5 yuan and
 * is at least 2 yuan once one applies; a train that has left is not refunded online. What comes
 * back is split between the company and the traveller as they paid for that ticket. The place
 * goes back on sale at once (a waiting grab can take it). The screen's fee must still be the fee
 * (316 otherwise); the request id makes a repeated refund answer the first.
 */
import type { TrainCancelReq, TrainCancelRes, TrainRefundPreviewReq, TrainRefundPreviewRes, TrainRefundReq, TrainRefundRes } from '../../../../types/api/train'
import { REFUND_FEE_MIN, REFUND_TIERS } from '../../../../types/api/train-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { loadProductOrder } from '../../kernel/orders/access'
import { orderStatusName } from '../../kernel/orders/labels'
import { cancelHeld } from '../../kernel/orders/list'
import { refundByRequest, refundOnce, refundPreviewOf, sumRefundLines, ticketRefundDone, ticketRefundLine } from '../../kernel/orders/records'
import { givenReason } from '../../kernel/orders/reasons'
import { companySetting } from '../../kernel/orders/setting-cache'
import { statusChanged } from '../../kernel/orders/texts'
import { assertPower } from '../../services/power'
import { journeyOf, timesOf, trainByNo } from './catalog'
import { endGrab } from './grab'
import { returnTickets } from './inventory'
import type { TicketRow } from './tables'
import { invalid } from './texts'
import { ticketsText } from './tickets'
import type { Lang } from '../../i18n'
import { issuedTickets, moveTickets } from '../../kernel/orders/ticket-status'

/** A train order of the caller's, with the orders power (1005 for another product's). */
export const loadTrainOrder = (ctx: AuthedContext, orderNo: string, need: 'view' | 'manage') =>
  loadProductOrder(ctx, orderNo, need, 'Train', 'MyPermission.Orders.Train.Enable')

/** The departure instant of a ticket. */
export function departureOf(t: Pick<TicketRow, 'train_no' | 'from_station' | 'to_station' | 'dep_date'>): Date {
  const train = trainByNo(t.train_no)
  const j = train && journeyOf(train, t.from_station, t.to_station, t.dep_date)
  if (!j) return new Date(0)
  return timesOf(j).depart
}

/** The tier that applies `hours` before departure. */
export const tierAt = (hours: number) => REFUND_TIERS.find((t) => hours >= t.FromHours) ?? REFUND_TIERS[REFUND_TIERS.length - 1]

/** The fee of refunding `amount` (fen) with the train leaving at `depart`, now. */
export function refundFee(amount: number, depart: Date, now: Date): { hours: number; rate: number; fee: number } {
  const hours = (depart.getTime() - now.getTime()) / 3_600_000
  const { Rate } = tierAt(hours)
  if (Rate === 0 || amount === 0) return { hours, rate: Rate, fee: 0 }
  const fee = Math.min(amount, Math.max(REFUND_FEE_MIN, Math.round((amount * Rate) / 50) * 50))
  return { hours, rate: Rate, fee }
}

const RULE_TEXT: Record<Lang, (rate: number) => string> = {
  'zh-CN': (r) => (r === 0 ? '开车前8天（含）以上退票，免收退票费' : `按开车前时间核收票价${r * 100}%的退票费`),
  'zh-TW': (r) => (r === 0 ? '開車前8天（含）以上退票，免收退票費' : `按開車前時間核收票價${r * 100}%的退票費`),
  en: (r) => (r === 0 ? 'Free: 8 days or more before departure' : `A fee of ${r * 100}% of the fare by the time before departure`),
  ja: (r) => (r === 0 ? '発車8日以上前の払い戻しは手数料無料' : `発車までの時間により運賃の${r * 100}%の手数料`),
}

const refundableTickets = (ctx: AuthedContext, orderId: number, ids: readonly number[]): Promise<TicketRow[]> =>
  issuedTickets(ctx.db, 'train_tickets', orderId, ids, () => invalid('trainTicketUnknown'))

function quote(rows: readonly TicketRow[], now: Date) {
  const lines = rows.map((r) => {
    const depart = departureOf(r)
    if (depart.getTime() <= now.getTime()) throw invalid('trainRefundTooLate')
    const f = refundFee(r.price, depart, now)
    return ticketRefundLine(r, f.fee, { HoursBefore: Math.floor(f.hours), Rate: f.rate })
  })
  return sumRefundLines(lines)
}

export async function refundPreview(ctx: AuthedContext, req: TrainRefundPreviewReq): Promise<TrainRefundPreviewRes> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'manage')
  const q = quote(await refundableTickets(ctx, order.id, req.TicketIds), ctx.now())
  const rates = [...new Set(q.lines.map((l) => l.Rate))]
  return {
    ...refundPreviewOf(q),
    Rule: rates.map((r) => RULE_TEXT[ctx.lang](r)).join(' / '),
  }
}

export async function refundTickets(ctx: AuthedContext, req: TrainRefundReq): Promise<TrainRefundRes> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.Train.TrainRefund')
  return refundOnce(ctx, order, req.ClientRequestId, async () => {
    const now = ctx.now()
    const at = now.toISOString()
    const rows = await refundableTickets(ctx, order.id, req.TicketIds)
    const q = quote(rows, now)
    if (q.fee !== req.Fee) throw statusChanged()
    const reasons = (await companySetting(ctx, order.company_id)).TrainSettings.RefundSettings.RefundReasonSettings
    const reason = givenReason(req.Reason, reasons, () => invalid('trainRefundReasonRequired'))
    return ctx.db.transaction().execute(async (trx) => {
      await moveTickets(trx, 'train_tickets', rows, 'Issued', 'Refunded', at)
      await returnTickets(trx, rows, at)
      const left = await trx.selectFrom('train_tickets').select('id').where('order_id', '=', order.id).where('status', 'in', ['Issued', 'Booked']).execute()
      const ids = rows.map((r) => r.id)
      return ticketRefundDone(
        trx,
        order,
        { requestId: req.ClientRequestId, ticketIds: ids, reason, quote: q, anyLeft: left.length > 0 },
        { key: 'evTrainRefunded', tickets: await ticketsText(trx, ids) },
        at,
      )
    })
  })
}

/**
 * Cancels an order before its tickets: awaiting approval or payment (places back on sale:
 * Cancelled), or a grab still grabbing (everything prepaid back: RefundSucceeded).
 */
export async function cancelOrder(ctx: AuthedContext, req: TrainCancelReq): Promise<TrainCancelRes> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'manage')
  const status = order.status as OrderStatus
  const answer = (s: OrderStatus, refund: number): TrainCancelRes => ({
    OrderNo: order.order_no,
    Status: s,
    StatusName: orderStatusName(s, ctx.lang),
    Refund: refund,
  })
  const earlier = await refundByRequest(ctx.db, order.id, req.ClientRequestId)
  if (earlier) return answer(status, earlier.refund_amount)
  if (status === 'Cancelled') return answer(status, 0)
  const at = ctx.now().toISOString()
  if (status === 'PendingApproval' || status === 'Placed') {
    await cancelHeld(ctx, order, status, at)
    return answer('Cancelled', 0)
  }
  if (status === 'Processing') {
    const r = await ctx.db.transaction().execute((trx) => endGrab(trx, order, 'Cancelled', req.ClientRequestId, at))
    return answer(r.status, r.refund)
  }
  throw invalid('trainNotCancellable')
}

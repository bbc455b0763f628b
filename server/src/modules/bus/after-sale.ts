/**
 * After the sale (bus/cancelOrder, bus/refundPreview, bus/refund; the change is change.ts).
 *
 * Refund fee by time before the departure, now (BUS_REFUND_TIERS, each tier from its hours on:
 * exactly 2 hours before is free); whole yuan, at least ¥1 once one applies; nothing online after
 * departure. What comes back is split as the company and the traveller paid. The screen's fee
 * must still be the fee (316 otherwise); the request id makes a repeated refund answer the first.
 * When the company's RefundSettings ask for approval, the refund waits for it (after-sale-vetting.ts).
 */
import type { BusCancelReq, BusCancelRes, BusRefundPreviewReq, BusRefundPreviewRes, BusRefundReq, BusRefundRes } from '../../../../types/api/bus'
import { BUS_REFUND_FEE_MIN, BUS_REFUND_TIERS } from '../../../../types/api/bus-values'
import type { AuthedContext } from '../../http/context'
import { loadProductOrder } from '../../kernel/orders/access'
import { cancelBeforeTickets } from '../../kernel/orders/list'
import { issuedTickets } from '../../kernel/orders/ticket-status'
import { refundOnce, refundPreviewOf, sumRefundLines, ticketRefundDone, ticketRefundLine } from '../../kernel/orders/records'
import { givenReason } from '../../kernel/orders/reasons'
import { companySetting } from '../../kernel/orders/setting-cache'
import { statusChanged } from '../../kernel/orders/texts'
import { assertPower } from '../../services/power'
import { afterSaleNeedsApproval } from '../../kernel/orders/approval'
import { holdRefund } from './after-sale-vetting'
import { departureOf, scheduleByNo } from './catalog'
import { refundRuleText } from './labels'
import { returnSeats } from './search'
import type { BusTicketRow } from './tables'
import { invalid } from './texts'
import { markTickets, ticketsText } from './tickets'

export const loadBusOrder = (ctx: AuthedContext, orderNo: string, need: 'view' | 'manage') =>
  loadProductOrder(ctx, orderNo, need, 'Bus', 'MyPermission.Orders.Bus.Enable')

export const ticketDeparture = (t: Pick<BusTicketRow, 'schedule_no' | 'dep_date'>): Date => {
  const s = scheduleByNo(t.schedule_no)
  return s ? departureOf(s, t.dep_date) : new Date(0)
}

/** The tier `hours` before departure falls in (null after departure). */
export const tierAt = (hours: number) =>
  hours <= 0 ? null : (BUS_REFUND_TIERS.find((t) => hours >= t.FromHours) ?? BUS_REFUND_TIERS[BUS_REFUND_TIERS.length - 1])

/** The fee of refunding `amount` (fen) of a coach leaving at `depart`, now; null when it has left. */
export function refundFee(amount: number, depart: Date, now: Date): { minutes: number; rate: number; fee: number } | null {
  const ms = depart.getTime() - now.getTime()
  const tier = tierAt(ms / 3_600_000)
  if (!tier) return null
  const minutes = Math.floor(ms / 60_000)
  if (tier.Rate === 0 || amount === 0) return { minutes, rate: tier.Rate, fee: 0 }
  return { minutes, rate: tier.Rate, fee: Math.min(amount, Math.max(BUS_REFUND_FEE_MIN, Math.round((amount * tier.Rate) / 100) * 100)) }
}

export const liveTickets = (ctx: AuthedContext, orderId: number, ids: readonly number[]): Promise<BusTicketRow[]> =>
  issuedTickets(ctx.db, 'bus_tickets', orderId, ids, () => invalid('busTicketUnknown'))

function quote(rows: readonly BusTicketRow[], now: Date) {
  const lines = rows.map((r) => {
    const f = refundFee(r.price, ticketDeparture(r), now)
    if (!f) throw invalid('busRefundTooLate')
    return ticketRefundLine(r, f.fee, { MinutesBefore: f.minutes, Rate: f.rate })
  })
  return sumRefundLines(lines)
}

export async function refundPreview(ctx: AuthedContext, req: BusRefundPreviewReq): Promise<BusRefundPreviewRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  const rows = await liveTickets(ctx, order.id, req.TicketIds)
  const q = quote(rows, ctx.now())
  return {
    ...refundPreviewOf(q),
    Rule: [...new Set(q.lines.map((l) => l.Rate))].map((r) => refundRuleText(r, ctx.lang)).join(' / '),
    NeedApproval: await afterSaleNeedsApproval(
      ctx.db,
      order,
      'Bus',
      rows,
      (await companySetting(ctx, order.company_id)).BusSettings.RefundSettings.VettingSettings,
    ),
  }
}

export async function refundTickets(ctx: AuthedContext, req: BusRefundReq): Promise<BusRefundRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.Bus.BusRefund')
  const r = await refundOnce(ctx, order, req.ClientRequestId, async () => {
    const now = ctx.now()
    const at = now.toISOString()
    const rows = await liveTickets(ctx, order.id, req.TicketIds)
    const q = quote(rows, now)
    if (q.fee !== req.Fee) throw statusChanged()
    const rules = (await companySetting(ctx, order.company_id)).BusSettings.RefundSettings
    const reason = givenReason(req.Reason, rules.RefundReasonSettings, () => invalid('busRefundReasonRequired'))
    const vetting = await afterSaleNeedsApproval(ctx.db, order, 'Bus', rows, rules.VettingSettings)
    return ctx.db.transaction().execute(async (trx) => {
      if (vetting) return holdRefund(trx, ctx, order, { requestId: req.ClientRequestId, rows, reason, quote: q }, now)
      await markTickets(trx, rows, 'Issued', 'Refunded', at)
      await returnSeats(trx, rows, at)
      const left = await trx.selectFrom('bus_tickets').select('id').where('order_id', '=', order.id).where('status', '=', 'Issued').execute()
      const ids = rows.map((r) => r.id)
      return ticketRefundDone(
        trx,
        order,
        { requestId: req.ClientRequestId, ticketIds: ids, reason, quote: q, anyLeft: left.length > 0 },
        { key: 'evBusRefunded', tickets: await ticketsText(trx, ids) },
        at,
      )
    })
  })
  const record = await ctx.db.selectFrom('refunds').select('status').where('order_id', '=', order.id).where('refund_no', '=', r.RefundNo).executeTakeFirst()
  return { ...r, NeedApproval: record?.status === 'PendingApproval' }
}

/** Cancels an order awaiting approval or payment: its seats back on sale. */
export async function cancelOrder(ctx: AuthedContext, req: BusCancelReq): Promise<BusCancelRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  return cancelBeforeTickets(ctx, order, () => invalid('busNotCancellable'))
}

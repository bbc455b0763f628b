/**
 * Refunds: the preview (domesticFlightv2/checkVettingRefundFee) and the application
 * (flightOrder/applyRefund). Per ticket: fee = fare × the fare family's percentage for the time
 * before departure (fares.ts FEE_TABLES); refund = fare − fee + airport tax + fuel surcharge
 * (service fee and insurance are not refunded), returned to company and traveller pro rata to
 * what each paid for the ticket. Without approval the refund completes in the same transaction
 * and the seats go back; with approval (RefundSettings.VettingSettings) the record waits in
 * PendingApproval (its tickets Refunding) as an approval subject of the order kernel
 * (kernel/orders/after-sale-approval.ts), and decideRefund applies the outcome.
 */
import type { ApplyRefundReq, ApplyRefundRes, OrderStatus, RefundFeeReq, RefundFeeRes } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { loadOrder } from '../../kernel/orders/access'
import { submitAfterSale } from '../../kernel/orders/after-sale-approval'
import { needsApproval } from '../../kernel/orders/approval'
import { orderStatusName } from '../../kernel/orders/labels'
import { checkReason } from '../../kernel/orders/reasons'
import { insertRefund, oncePerRequest, refundByRequest, refundRecord, refundSucceeded, splitRefund } from '../../kernel/orders/records'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { yuan } from '../../lib/money'
import { rowName } from '../../lib/names'
import { loadSetting } from '../../services/company'
import { familyOf, feeFor, type FareFamily } from './fares'
import { returnSeats } from './inventory'
import { feeWindowLabel } from './labels'
import type { TicketRow } from './tables'
import { invalid } from './texts'
import { ACTIVE_TICKET, hoursBefore, moveTickets, restoreTickets, seatCounts } from './tickets'

type TicketWithPax = TicketRow & { pax_type: string; ch_name: string; last_name: string; first_name: string; person_id: number | null }

async function activeTickets(db: Db, orderId: number, passengerIds?: readonly number[]): Promise<TicketWithPax[]> {
  let q = db
    .selectFrom('tickets')
    .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
    .selectAll('tickets')
    .select([
      'order_passengers.pax_type',
      'order_passengers.ch_name',
      'order_passengers.last_name',
      'order_passengers.first_name',
      'order_passengers.person_id',
    ])
    .where('tickets.order_id', '=', orderId)
    .where('tickets.status', 'in', [...ACTIVE_TICKET])
  if (passengerIds?.length) q = q.where('tickets.passenger_id', 'in', passengerIds as number[])
  return q.orderBy('tickets.id').execute()
}

function quoteTickets(tickets: readonly TicketWithPax[], now: Date, lang: AuthedContext['lang']) {
  return tickets.map((t) => {
    const { percent, fee, window } = feeFor(t.fare, (t.fare_family as FareFamily) || familyOf(t.cabin_code), 'refund', hoursBefore(t, now))
    const taxes = t.airport_tax + t.fuel
    const amount = t.fare - fee + taxes
    const split = splitRefund(amount, t)
    return {
      ticket: t,
      quote: {
        TicketId: t.id,
        PassengerId: t.passenger_id,
        PassengerName: rowName(t),
        FlightNo: t.flight_no,
        Fare: t.fare,
        Taxes: taxes,
        FeePercent: percent,
        RefundFee: fee,
        RefundAmount: amount,
        RuleLabel: feeWindowLabel(window, lang),
      },
      split,
    }
  })
}

const settled = (s: string) => s === 'TicketIssued' || s === 'ChangeSucceeded'

async function refundNeedsVetting(db: Db, order: OrderRow, tickets: readonly TicketWithPax[]): Promise<boolean> {
  const setting = await loadSetting(db, order.company_id)
  const responsible = tickets.map((t) => t.person_id ?? order.booker_person_id)
  return needsApproval(db, order.company_id, 'Flight', setting.FlightSettings.RefundSettings.VettingSettings, true, responsible)
}

export async function refundPreview(ctx: AuthedContext, req: RefundFeeReq): Promise<RefundFeeRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  if (!settled(order.status)) throw statusChanged()
  const tickets = await activeTickets(ctx.db, order.id, req.PassengerIds)
  if (!tickets.length) throw invalid('refundNothing')
  const quotes = quoteTickets(tickets, ctx.now(), ctx.lang)
  const setting = await loadSetting(ctx.db, order.company_id)
  const r = setting.FlightSettings.RefundSettings.RefundReasonSettings
  return {
    Tickets: quotes.map((q) => q.quote),
    RefundFee: quotes.reduce((s, q) => s + q.quote.RefundFee, 0),
    RefundAmount: quotes.reduce((s, q) => s + q.quote.RefundAmount, 0),
    CompanyRefund: quotes.reduce((s, q) => s + q.split.company, 0),
    PersonalRefund: quotes.reduce((s, q) => s + q.split.personal, 0),
    NeedVetting: await refundNeedsVetting(ctx.db, order, tickets),
    Reason: { IsDisplay: r.IsDisplay, IsRequired: r.IsRequired, IsDisplayOtherItem: r.IsDisplayOtherItem },
  }
}

export async function applyRefund(ctx: AuthedContext, req: ApplyRefundReq): Promise<ApplyRefundRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const db = ctx.db
  return oncePerRequest(
    () => refundByRequest(db, order.id, req.ClientRequestId),
    () => refund(ctx, order, req),
    (r) => refundAnswer(order.order_no, r, ctx.lang),
  )
}

async function refund(ctx: AuthedContext, order: OrderRow, req: ApplyRefundReq): Promise<ApplyRefundRes> {
  const db = ctx.db
  if (!settled(order.status)) throw statusChanged()

  const setting = await loadSetting(ctx.db, order.company_id)
  const reason = await checkReason(
    ctx,
    'Flight',
    'Refund',
    setting.FlightSettings.RefundSettings.RefundReasonSettings,
    req.ReasonCodeId ?? null,
    req.ReasonText ?? '',
    () => invalid('refundReasonRequired'),
  )
  const tickets = await activeTickets(db, order.id, req.PassengerIds)
  const wanted = new Set(req.PassengerIds)
  if (!tickets.length || [...wanted].some((id) => !tickets.some((t) => t.passenger_id === id))) throw invalid('refundNothing')
  const now = ctx.now()
  const at = now.toISOString()
  const quotes = quoteTickets(tickets, now, ctx.lang)
  const total = quotes.reduce((s, q) => s + q.quote.RefundAmount, 0)
  if (total !== req.RefundAmount) throw statusChanged()
  const vetting = await refundNeedsVetting(ctx.db, order, tickets)

  const write = () =>
    db.transaction().execute(async (trx) => {
      const ids = tickets.map((t) => t.id)
      await moveTickets(trx, ids, ACTIVE_TICKET, 'Refunding', at)
      const quote = {
        fee: quotes.reduce((s, q) => s + q.quote.RefundFee, 0),
        refund: total,
        company: quotes.reduce((s, q) => s + q.split.company, 0),
        personal: quotes.reduce((s, q) => s + q.split.personal, 0),
      }
      const record = refundRecord({ requestId: req.ClientRequestId, ticketIds: ids, reason, quote }, vetting ? 'PendingApproval' : 'Refunding')
      const refund = await insertRefund(trx, order, record, at)
      await addEvent(
        trx,
        order,
        order.status as OrderStatus,
        'evRefundApplied',
        { names: [...new Set(quotes.map((q) => q.quote.PassengerName))].join('、') },
        at,
      )
      if (vetting) await submitAfterSale(trx, 'refund', order, refund.id, ctx.caller, now)
      else await completeRefund(trx, order, refund.id, at)
      return trx.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow()
    })
  return refundAnswer(order.order_no, await write(), ctx.lang)
}

/** Finishes a refund: tickets refunded, seats back, the order refunded when nothing is left. */
export async function completeRefund(
  trx: Trx,
  order: { id: number; company_id: number; order_no: string; product: string },
  refundId: number,
  at: string,
): Promise<void> {
  const refund = await trx.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow()
  const ids = JSON.parse(refund.ticket_ids_json) as number[]
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
    .select(['tickets.flight_no', 'tickets.dep_date', 'tickets.cabin_code', 'order_passengers.pax_type'])
    .where('tickets.id', 'in', ids)
    .execute()
  for (const c of seatCounts(tickets)) await returnSeats(trx, c.flightNo, c.date, c.code, c.n, at)
  await moveTickets(trx, ids, ['Refunding'], 'Refunded', at)
  await refundSucceeded(trx, order, refundId, at)
  const current = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
  const left = await trx.selectFrom('tickets').select('id').where('order_id', '=', order.id).where('status', 'not in', ['Refunded', 'Void']).execute()
  const next: OrderStatus = left.length === 0 ? 'RefundSucceeded' : (current.status as OrderStatus)
  if (next !== current.status) await moveOrder(trx, order.id, current.status as OrderStatus, next, at)
  await addEvent(
    trx,
    order,
    next,
    'evRefunded',
    { amount: yuan(refund.refund_amount), company: yuan(refund.company_refund), personal: yuan(refund.personal_refund), fee: yuan(refund.refund_fee) },
    at,
  )
}

/** The approval's outcome on a refund waiting for it (the kernel's AfterSaleApproval.decide). */
export async function decideRefund(trx: Trx, order: OrderRow, refundId: number, approved: boolean, now: Date): Promise<void> {
  const at = now.toISOString()
  if (approved) return completeRefund(trx, order, refundId, at)
  const refund = await trx.selectFrom('refunds').select('ticket_ids_json').where('id', '=', refundId).executeTakeFirstOrThrow()
  await restoreTickets(trx, order.id, JSON.parse(refund.ticket_ids_json) as number[], 'Refunding', at)
  await trx.updateTable('refunds').set({ status: 'RefundFailed' }).where('id', '=', refundId).execute()
}

function refundAnswer(
  orderNo: string,
  r: { refund_no: string; status: string; refund_amount: number; company_refund: number; personal_refund: number },
  lang: AuthedContext['lang'],
): ApplyRefundRes {
  return {
    RefundNo: r.refund_no,
    OrderNo: orderNo,
    Status: r.status as OrderStatus,
    StatusName: orderStatusName(r.status as OrderStatus, lang),
    RefundAmount: r.refund_amount,
    CompanyRefund: r.company_refund,
    PersonalRefund: r.personal_refund,
  }
}

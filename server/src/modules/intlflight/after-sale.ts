/**
 * The international order after booking: its detail (intlflight/getOrderDetail), cancelling
 * before payment (intlflight/cancelOrder: seats back), and refunds (intlflight/refundQuote,
 * intlflight/refund).
 *
 * Refund fee per ticket, by each leg's fare family (FARE_RULES): RefundFee null keeps the leg's
 * fare (only its taxes come back); otherwise the fee is RefundFee, at most the leg's fare. Once
 * the first flight has left, tickets are not refunded online. What comes back is split between
 * company and traveller as they paid (the kernel returns it where it came from: wallet, beans,
 * voucher, channel); the seats go back on sale. The screen's fee must still be the fee (316).
 *
 * Changes of a leg are change.ts; the details show them (change-complete.ts changeViews), and a
 * changed leg's refund fee is reckoned on what the leg cost once changed (legPaid).
 */
import type {
  IntlCancelReq,
  IntlCancelRes,
  IntlOrderDetail,
  IntlOrderLeg,
  IntlOrderNoReq,
  IntlRefundQuoteReq,
  IntlRefundQuoteRes,
  IntlRefundReq,
  IntlRefundRes,
  IntlTicket,
} from '../../../../types/api/intlflight'
import { FARE_RULES, type FareFamily, type IntlTicketState, type TravelDocumentType } from '../../../../types/api/intlflight-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { loadProductOrder } from '../../kernel/orders/access'
import { detailHeading, maskId, orderDetailCommon } from '../../kernel/orders/detail'
import { cancelBeforeTickets } from '../../kernel/orders/list'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { refundOnce, refundPreviewOf, sumRefundLines, ticketRefundDone, ticketRefundLine } from '../../kernel/orders/records'
import type { ChangeRow, OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { yuan } from '../../lib/money'
import { rowName } from '../../lib/names'
import { chinaDateTime } from '../../lib/time'
import { assertPower } from '../../services/power'
import { familyInfos, familyName } from './fares'
import { carriersOf, placesOf } from './places'
import { returnSeats } from './inventory'
import { visaReminders } from './passengers'
import { changeViews, legPaid } from './change-complete'
import { actionsOf, changeableLeg } from './product'
import { layoversOf, segmentItem } from './search'
import { FLIGHT_BY_NO, instanceOf } from './schedule'
import type { Itin } from './connections'
import type { IntlOrderDoc, IntlSegmentRow, IntlTicketRow } from './tables'
import { invalid } from './texts'
import { needsOf, ticketsText } from './tickets'
import { issuedTickets, moveTickets } from '../../kernel/orders/ticket-status'
import { textCurrencyOf } from '../../services/money/rates'

/** An international order of the caller's, with the orders power (1005 for another product's). */
export const loadIntlOrder = (ctx: AuthedContext, orderNo: string, need: 'view' | 'manage') =>
  loadProductOrder(ctx, orderNo, need, 'IntlFlight', 'MyPermission.Orders.IntlFlight.Enable')

/** The legs of stored segments, rebuilt from the timetable. */
export function legsOfSegments(segs: readonly IntlSegmentRow[]): { legNo: number; family: FareFamily; itin: Itin }[] {
  const out: { legNo: number; family: FareFamily; itin: Itin }[] = []
  for (const s of segs) {
    const def = FLIGHT_BY_NO.get(s.flight_no)
    if (!def) continue
    let leg = out.find((l) => l.legNo === s.leg_no)
    if (!leg) out.push((leg = { legNo: s.leg_no, family: s.family as FareFamily, itin: [] }))
    leg.itin.push(instanceOf(def, s.dep_date))
  }
  return out
}

const changesOf = (ctx: AuthedContext, orderId: number) => ctx.db.selectFrom('changes').selectAll().where('order_id', '=', orderId).orderBy('id').execute()

const segmentsOf = (ctx: AuthedContext, orderId: number) =>
  ctx.db.selectFrom('intlflight_segments').selectAll().where('order_id', '=', orderId).orderBy('leg_no').orderBy('seg_no').execute()

export async function orderDetail(ctx: AuthedContext, req: IntlOrderNoReq): Promise<IntlOrderDetail> {
  const { order } = await loadIntlOrder(ctx, req.OrderNo, 'view')
  const [segs, tickets, pax, refunds, changes] = await Promise.all([
    segmentsOf(ctx, order.id),
    ctx.db.selectFrom('intlflight_tickets').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).execute(),
    ctx.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    changesOf(ctx, order.id),
  ])
  const awaiting = changes.find((c) => c.status === 'Placed')
  const common = await orderDetailCommon(ctx, order, awaiting)
  const changeItems = changeViews(changes, ctx.lang)
  const doc = JSON.parse(order.detail_json) as IntlOrderDoc
  const legs = legsOfSegments(segs)
  const lang = ctx.lang
  const legItems: IntlOrderLeg[] = legs.map((l) => ({
    LegNo: l.legNo,
    Family: l.family,
    FamilyName: familyName(l.family, lang),
    Cabin: FARE_RULES[l.family].Cabin,
    Segments: l.itin.map((s) => segmentItem(s, lang)),
    Layovers: layoversOf(l.itin, lang),
  }))
  const ticketItems: IntlTicket[] = tickets.map((t) => {
    const p = pax.find((x) => x.id === t.passenger_id)
    return {
      TicketId: t.id,
      PassengerName: p ? rowName(p) : '',
      LastName: p?.last_name ?? '',
      FirstName: p?.first_name ?? '',
      Nationality: p?.nationality ?? '',
      DocumentType: t.doc_type as TravelDocumentType,
      DocumentNo: maskId(t.doc_no),
      DocumentExpiry: t.doc_expiry,
      Status: t.status as IntlTicketState,
      TicketNo: t.ticket_no,
      Price: t.price,
      CompanyAmount: t.company_amount,
      PersonalAmount: t.personal_amount,
    }
  })
  const status = order.status as OrderStatus
  return {
    ...detailHeading(common),
    TripType: doc.TripType,
    Legs: legItems,
    Places: placesOf([...legItems.flatMap((l) => l.Segments), ...changeItems.flatMap((c) => c.From.Segments)], lang),
    Carriers: carriersOf([...legItems.flatMap((l) => l.Segments), ...changeItems.flatMap((c) => c.From.Segments)], lang),
    Families: familyInfos([...legItems.map((l) => l.Family), ...changeItems.map((c) => c.From.Family)], lang, await textCurrencyOf(ctx)),
    Tickets: ticketItems,
    PriceDetail: doc.PriceDetail,
    Policy: doc.Policy,
    PolicyReason: reasonDisplay(doc.PolicyReason, lang),
    Visa: legs.length
      ? visaReminders(
          legs.map((l) => l.itin),
          legs[0].itin[0].def.from.country,
          lang,
        )
      : [],
    InquirySheetNo: doc.InquirySheetNo,
    PayInfo: common.PayInfo,
    Actions: actionsOf(
      status,
      tickets.some((t) => t.status === 'Issued'),
      { changeable: changeableLeg(segs, ctx.now().getTime()), changeAwaitingPayment: !!awaiting },
    ),
    Timeline: common.Timeline,
    Refunds: refunds.map((r) => ({
      RefundNo: r.refund_no,
      Status: r.status,
      Fee: r.refund_fee,
      Refund: r.refund_amount,
      CreatedAt: chinaDateTime(r.created_at),
    })),
    Changes: changeItems,
    Contacts: common.Contacts,
    CostCenterName: common.CostCenterName,
    Purpose: common.Purpose,
  }
}

export async function cancelOrder(ctx: AuthedContext, req: IntlCancelReq): Promise<IntlCancelRes> {
  const { order } = await loadIntlOrder(ctx, req.OrderNo, 'manage')
  return cancelBeforeTickets(ctx, order, () => invalid('ifNotCancellable'))
}

/** Fee of refunding one ticket: per leg, the family's rule on the leg's fare (the order's Fare lines, or as a change left it). */
function feeOf(doc: IntlOrderDoc, changes: readonly ChangeRow[], families: readonly FareFamily[]): { fee: number; rule: string } {
  let fee = 0
  families.forEach((f, i) => {
    const base = legPaid(doc, changes, i + 1).base
    const r = FARE_RULES[f].RefundFee
    fee += r === null ? base : Math.min(base, r)
  })
  return { fee, rule: families.map((f) => (FARE_RULES[f].RefundFee === null ? 'NonRefundable' : `Fee ${yuan(FARE_RULES[f].RefundFee!)}`)).join(' / ') }
}

async function refundable(ctx: AuthedContext, order: OrderRow, ids: readonly number[]) {
  const rows = await issuedTickets(ctx.db, 'intlflight_tickets', order.id, ids, () => invalid('ifTicketUnknown'))
  const [segs, changes] = await Promise.all([segmentsOf(ctx, order.id), changesOf(ctx, order.id)])
  if (!segs.length || Date.parse(segs[0].depart_at) <= ctx.now().getTime()) throw invalid('ifRefundTooLate')
  return { rows, segs, changes: changes.filter((c) => c.status === 'ChangeSucceeded') }
}

function quoteOf(doc: IntlOrderDoc, rows: readonly IntlTicketRow[], segs: readonly IntlSegmentRow[], changes: readonly ChangeRow[]) {
  const families = [...new Set(segs.map((s) => s.leg_no))].map((n) => segs.find((s) => s.leg_no === n)!.family as FareFamily)
  const lines = rows.map((r) => {
    const f = feeOf(doc, changes, families)
    return ticketRefundLine(r, Math.min(r.price, f.fee), { Taxes: r.taxes, Rule: f.rule, Families: families })
  })
  return sumRefundLines(lines)
}

export async function refundQuote(ctx: AuthedContext, req: IntlRefundQuoteReq): Promise<IntlRefundQuoteRes> {
  const { order } = await loadIntlOrder(ctx, req.OrderNo, 'manage')
  const { rows, segs, changes } = await refundable(ctx, order, req.TicketIds)
  const q = quoteOf(JSON.parse(order.detail_json) as IntlOrderDoc, rows, segs, changes)
  return refundPreviewOf(q)
}

export async function refundTickets(ctx: AuthedContext, req: IntlRefundReq): Promise<IntlRefundRes> {
  const { order } = await loadIntlOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.IntlFlight.Enable')
  return refundOnce(ctx, order, req.ClientRequestId, async () => {
    const at = ctx.now().toISOString()
    const { rows, segs, changes } = await refundable(ctx, order, req.TicketIds)
    const q = quoteOf(JSON.parse(order.detail_json) as IntlOrderDoc, rows, segs, changes)
    if (q.fee !== req.Fee) throw statusChanged()
    return ctx.db.transaction().execute(async (trx) => {
      await moveTickets(trx, 'intlflight_tickets', rows, 'Issued', 'Refunded', at)
      await returnSeats(trx, needsOf(segs), rows.length, at)
      const left = await trx.selectFrom('intlflight_tickets').select('id').where('order_id', '=', order.id).where('status', '=', 'Issued').execute()
      const ids = rows.map((r) => r.id)
      return ticketRefundDone(
        trx,
        order,
        { requestId: req.ClientRequestId, ticketIds: ids, reason: (req.Reason ?? '').trim(), quote: q, anyLeft: left.length > 0 },
        { key: 'evIntlRefunded', tickets: await ticketsText(trx, ids) },
        at,
      )
    })
  })
}

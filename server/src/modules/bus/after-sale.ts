/**
 * After the sale (bus/cancelOrder, bus/refundPreview, bus/refund, bus/changeSearch,
 * bus/submitChange).
 *
 * Refund fee by time before the departure, now (BUS_REFUND_TIERS, each tier from its hours on:
 * exactly 2 hours before is free); whole yuan, at least ¥1 once one applies; nothing online after
 * departure. What comes back is split as the company and the traveller paid. The screen's fee
 * must still be the fee (316 otherwise); the request id makes a repeated refund answer the first.
 *
 * Change: once per ticket, free, to another departure of the same route and class (the fare is
 * the route's, so nothing is paid or refunded), until BUS_CHANGE_CLOSE_MINUTES before the
 * ticket's departure; the new seats are taken and the old ones given back in one transaction.
 */
import type {
  BusCancelReq,
  BusCancelRes,
  BusChangeReq,
  BusChangeRes,
  BusChangeSearchReq,
  BusChangeSearchRes,
  BusRefundPreviewReq,
  BusRefundPreviewRes,
  BusRefundReq,
  BusRefundRes,
} from '../../../../types/api/bus'
import { BUS_CHANGE_CLOSE_MINUTES, BUS_MAX_CHANGES, BUS_REFUND_FEE_MIN, BUS_REFUND_TIERS } from '../../../../types/api/bus-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { loadProductOrder } from '../../kernel/orders/access'
import { orderStatusName } from '../../kernel/orders/labels'
import { changeByRequest, insertChange, refundOnce, splitRefund, ticketRefundDone } from '../../kernel/orders/records'
import { companySetting } from '../../kernel/orders/setting-cache'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import { statusChanged } from '../../kernel/orders/texts'
import { yuan } from '../../lib/money'
import { assertPower } from '../../services/power'
import { departureOf, scheduleByNo, schedulesBetween } from './catalog'
import { refundRuleText } from './labels'
import { busTravellers } from './policy'
import { checkSaleDate, requireSchedule, returnSeats, rowsOf, takeSeats } from './search'
import type { BusTicketRow } from './tables'
import { bt, invalid, offerExpired } from './texts'
import { issueTickets, releaseOrder, ticketsText, writeTickets } from './tickets'

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

/** Issued tickets become refunded or changed, each only once (316 when another request was first). */
async function markTickets(trx: Trx, rows: readonly BusTicketRow[], status: 'Refunded' | 'Changed', at: string): Promise<void> {
  for (const r of rows) {
    const res = await trx.updateTable('bus_tickets').set({ status, updated_at: at }).where('id', '=', r.id).where('status', '=', 'Issued').executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
  }
}

async function liveTickets(ctx: AuthedContext, orderId: number, ids: readonly number[]): Promise<BusTicketRow[]> {
  const rows = await ctx.db
    .selectFrom('bus_tickets')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('id', 'in', [...ids])
    .execute()
  if (rows.length !== new Set(ids).size || rows.some((r) => r.status !== 'Issued')) throw invalid('busTicketUnknown')
  return rows
}

function quote(rows: readonly BusTicketRow[], now: Date) {
  const lines = rows.map((r) => {
    const f = refundFee(r.price, ticketDeparture(r), now)
    if (!f) throw invalid('busRefundTooLate')
    const back = r.price - f.fee
    const split = splitRefund(back, r)
    return {
      TicketId: r.id,
      Price: r.price,
      MinutesBefore: f.minutes,
      Rate: f.rate,
      Fee: f.fee,
      Refund: back,
      company: split.company,
      personal: split.personal,
    }
  })
  const sum = (k: 'Fee' | 'Refund' | 'company' | 'personal') => lines.reduce((s, l) => s + l[k], 0)
  return { lines, fee: sum('Fee'), refund: sum('Refund'), company: sum('company'), personal: sum('personal') }
}

export async function refundPreview(ctx: AuthedContext, req: BusRefundPreviewReq): Promise<BusRefundPreviewRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  const q = quote(await liveTickets(ctx, order.id, req.TicketIds), ctx.now())
  return {
    Lines: q.lines.map(({ company: _c, personal: _p, ...l }) => l),
    Fee: q.fee,
    Refund: q.refund,
    CompanyRefund: q.company,
    PersonalRefund: q.personal,
    Rule: [...new Set(q.lines.map((l) => l.Rate))].map((r) => refundRuleText(r, ctx.lang)).join(' / '),
  }
}

export async function refundTickets(ctx: AuthedContext, req: BusRefundReq): Promise<BusRefundRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.Bus.BusRefund')
  return refundOnce(ctx, order, req.ClientRequestId, async () => {
    const now = ctx.now()
    const at = now.toISOString()
    const rows = await liveTickets(ctx, order.id, req.TicketIds)
    const q = quote(rows, now)
    if (q.fee !== req.Fee) throw statusChanged()
    const reason = (req.Reason ?? '').trim()
    const rule = (await companySetting(ctx, order.company_id)).BusSettings.RefundSettings.RefundReasonSettings
    if (rule.IsDisplay && rule.IsRequired && !reason) throw invalid('busRefundReasonRequired')
    return ctx.db.transaction().execute(async (trx) => {
      await markTickets(trx, rows, 'Refunded', at)
      await returnSeats(trx, rows, at)
      const left = await trx.selectFrom('bus_tickets').select('id').where('order_id', '=', order.id).where('status', '=', 'Issued').execute()
      const ids = rows.map((r) => r.id)
      const params = { tickets: await ticketsText(trx, ids), fee: yuan(q.fee), amount: yuan(q.refund) }
      return ticketRefundDone(
        trx,
        order,
        { requestId: req.ClientRequestId, ticketIds: ids, reason, quote: q, anyLeft: left.length > 0 },
        { key: 'evBusRefunded', params },
        at,
      )
    })
  })
}

/** Cancels an order awaiting approval or payment: its seats back on sale. */
export async function cancelOrder(ctx: AuthedContext, req: BusCancelReq): Promise<BusCancelRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  const status = order.status as OrderStatus
  const answer = (s: OrderStatus): BusCancelRes => ({ OrderNo: order.order_no, Status: s, StatusName: orderStatusName(s, ctx.lang) })
  if (status === 'Cancelled') return answer(status)
  if (status !== 'PendingApproval' && status !== 'Placed') throw invalid('busNotCancellable')
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await moveOrder(trx, order.id, status, 'Cancelled', at)
    await releaseOrder(trx, order.id, at)
    await addEvent(trx, order, 'Cancelled', 'evCancelled', {}, at)
  })
  return answer('Cancelled')
}

async function changeable(ctx: AuthedContext, orderId: number, ids: readonly number[], now: Date): Promise<BusTicketRow[]> {
  const rows = await liveTickets(ctx, orderId, ids)
  if (rows.some((r) => r.change_count >= BUS_MAX_CHANGES)) throw invalid('busChangeOnce')
  const first = rows[0]
  if (rows.some((r) => r.schedule_no !== first.schedule_no || r.dep_date !== first.dep_date)) throw invalid('busChangeRoute')
  const left = ticketDeparture(first).getTime() - now.getTime()
  if (left <= 0) throw invalid('busRefundTooLate')
  if (left < BUS_CHANGE_CLOSE_MINUTES * 60_000) throw invalid('busChangeClosed', { minutes: BUS_CHANGE_CLOSE_MINUTES })
  return rows
}

/** The departures of the ticket's route and class a change may go to. */
const sameRoute = (t: BusTicketRow) => {
  const s = requireSchedule(t.schedule_no)
  return schedulesBetween([s.from], [s.to]).filter((x) => x.cls === s.cls)
}

export async function changeSearch(ctx: AuthedContext, req: BusChangeSearchReq): Promise<BusChangeSearchRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  const now = ctx.now()
  const rows = await changeable(ctx, order.id, req.TicketIds, now)
  checkSaleDate(req.Date, now)
  const list = sameRoute(rows[0]).filter((x) => !(x.no === rows[0].schedule_no && req.Date === rows[0].dep_date))
  const travellers = await busTravellers(ctx, [])
  const buses = await rowsOf(
    ctx,
    list,
    req.Date,
    travellers.policies.map(() => null),
  )
  return { Buses: buses, Rule: bt(ctx.lang, 'busChangeRule', { minutes: BUS_CHANGE_CLOSE_MINUTES }) }
}

export async function submitChange(ctx: AuthedContext, req: BusChangeReq): Promise<BusChangeRes> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.Bus.BusChange')
  const answer = (changeNo: string, s: OrderStatus): BusChangeRes => ({
    OrderNo: order.order_no,
    ChangeNo: changeNo,
    Status: s,
    StatusName: orderStatusName(s, ctx.lang),
  })
  const earlier = await changeByRequest(ctx.db, order.id, req.ClientRequestId)
  if (earlier) return answer(earlier.change_no, order.status as OrderStatus)
  const now = ctx.now()
  const at = now.toISOString()
  const rows = await changeable(ctx, order.id, req.TicketIds, now)
  checkSaleDate(req.Choice.Date, now)
  const target = requireSchedule(req.Choice.ScheduleNo)
  if (!sameRoute(rows[0]).some((x) => x.no === target.no)) throw invalid('busChangeRoute')
  if (target.no === rows[0].schedule_no && req.Choice.Date === rows[0].dep_date) throw invalid('busChangeSame')
  if (departureOf(target, req.Choice.Date).getTime() <= now.getTime()) throw offerExpired('busDeparted')
  if (target.price !== req.Choice.Price) throw offerExpired('busPriceChanged')
  const reason = (req.Reason ?? '').trim()
  const status = order.status as OrderStatus
  const change = await ctx.db.transaction().execute(async (trx) => {
    if (!(await takeSeats(trx, target, req.Choice.Date, rows.length, at))) throw offerExpired('busSoldOut')
    await markTickets(trx, rows, 'Changed', at)
    await returnSeats(trx, rows, at)
    const ids: number[] = []
    for (const r of rows) {
      const [id] = await writeTickets(
        trx,
        { id: order.id, companyId: order.company_id, passengerIds: [r.passenger_id] },
        target,
        req.Choice.Date,
        { company: r.company_amount, personal: r.personal_amount },
        JSON.parse(r.policy_json),
        r.policy_reason,
        'Booked',
        at,
        [r.id],
      )
      ids.push(id)
    }
    await issueTickets(trx, order.order_no, ids, at)
    const c = await insertChange(
      trx,
      order,
      {
        client_request_id: req.ClientRequestId,
        status: 'ChangeSucceeded',
        ticket_ids_json: JSON.stringify(rows.map((r) => r.id)),
        ticket_costs_json: JSON.stringify(rows.map((r, i) => ({ id: r.id, to: ids[i], fare: target.price, fee: 0, diff: 0, company: 0, personal: 0 }))),
        reason,
        old_service_no: rows[0].schedule_no,
        new_service_no: target.no,
        new_route_key: `${target.from.code}-${target.to.code}`,
        new_dep_date: req.Choice.Date,
        new_cabin_code: target.cls,
        new_fare: target.price,
        change_fee: 0,
        price_difference: 0,
        company_amount: 0,
        personal_amount: 0,
      },
      at,
    )
    await moveOrder(trx, order.id, status, 'ChangeSucceeded', at)
    const from = `${rows[0].schedule_no} ${rows[0].dep_date}`
    await addEvent(trx, order, 'ChangeSucceeded', 'evBusChanged', { from, to: await ticketsText(trx, ids) }, at)
    return c
  })
  return answer(change.change_no, 'ChangeSucceeded')
}

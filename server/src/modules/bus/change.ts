/**
 * Bus changes (bus/changeSearch, bus/submitChange): once per ticket, free, to another departure
 * of the same route and class (the fare is the route's, so nothing is paid or refunded), until
 * BUS_CHANGE_CLOSE_MINUTES before the ticket's departure; the new seats are taken and the old
 * ones given back in one transaction. When the company's ChangeSettings ask for approval, the new
 * seats are held and the old tickets wait (Changing) for it (after-sale-vetting.ts).
 */
import type { BusChangeReq, BusChangeRes, BusChangeSearchReq, BusChangeSearchRes } from '../../../../types/api/bus'
import { BUS_CHANGE_CLOSE_MINUTES, BUS_MAX_CHANGES } from '../../../../types/api/bus-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { submitAfterSale } from '../../kernel/orders/after-sale-approval'
import { orderStatusName } from '../../kernel/orders/labels'
import { changeByRequest, insertChange } from '../../kernel/orders/records'
import { givenReason } from '../../kernel/orders/reasons'
import { companySetting } from '../../kernel/orders/setting-cache'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import { assertPower } from '../../services/power'
import { liveTickets, loadBusOrder, ticketDeparture } from './after-sale'
import { afterSaleNeedsApproval } from '../../kernel/orders/approval'
import { departureOf, schedulesBetween } from './catalog'
import { busTravellers } from './policy'
import { checkSaleDate, requireSchedule, returnSeats, rowsOf, takeSeats } from './search'
import type { BusTicketRow } from './tables'
import { bt, invalid, offerExpired } from './texts'
import { issueTickets, markTickets, ticketsText, writeTickets } from './tickets'

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
    NeedApproval: s === 'PendingApproval',
  })
  const earlier = await changeByRequest(ctx.db, order.id, req.ClientRequestId)
  if (earlier) return answer(earlier.change_no, earlier.status as OrderStatus)
  const now = ctx.now()
  const at = now.toISOString()
  const rows = await changeable(ctx, order.id, req.TicketIds, now)
  checkSaleDate(req.Choice.Date, now)
  const target = requireSchedule(req.Choice.ScheduleNo)
  if (!sameRoute(rows[0]).some((x) => x.no === target.no)) throw invalid('busChangeRoute')
  if (target.no === rows[0].schedule_no && req.Choice.Date === rows[0].dep_date) throw invalid('busChangeSame')
  if (departureOf(target, req.Choice.Date).getTime() <= now.getTime()) throw offerExpired('busDeparted')
  if (target.price !== req.Choice.Price) throw offerExpired('busPriceChanged')
  const rules = (await companySetting(ctx, order.company_id)).BusSettings.ChangeSettings
  const reason = givenReason(req.Reason, rules.ChangeReasonSettings, () => invalid('busChangeReasonRequired'))
  const vetting = await afterSaleNeedsApproval(ctx.db, order, 'Bus', rows, rules.VettingSettings)
  const change = await ctx.db.transaction().execute(async (trx) => {
    if (!(await takeSeats(trx, target, req.Choice.Date, rows.length, at))) throw offerExpired('busSoldOut')
    // Waiting for approval, the old tickets are held and the new seats taken, not yet issued.
    await markTickets(trx, rows, 'Issued', vetting ? 'Changing' : 'Changed', at)
    if (!vetting) await returnSeats(trx, rows, at)
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
    if (!vetting) await issueTickets(trx, order.order_no, ids, at)
    const c = await insertChange(
      trx,
      order,
      {
        client_request_id: req.ClientRequestId,
        status: vetting ? 'PendingApproval' : 'ChangeSucceeded',
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
    const from = `${rows[0].schedule_no} ${rows[0].dep_date}`
    const to = await ticketsText(trx, ids)
    const status = order.status as OrderStatus
    if (vetting) {
      await addEvent(trx, order, status, 'evBusChangeApplied', { from, to }, at)
      await submitAfterSale(trx, 'change', order, c.id, ctx.caller, now)
      return trx.selectFrom('changes').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow()
    }
    if (status !== 'ChangeSucceeded') await moveOrder(trx, order.id, status, 'ChangeSucceeded', at)
    await addEvent(trx, order, 'ChangeSucceeded', 'evBusChanged', { from, to }, at)
    return c
  })
  return answer(change.change_no, change.status as OrderStatus)
}

/**
 * Changes (改签): flightOrder/getChangeFlights and flightOrder/applyChange, completion after the
 * personal payment (the kernel's cashier calls completeChange) and the approvals engine's
 * decision. The change itself is a record of the order kernel (kernel/orders/records.ts).
 *
 * Who pays a change: the company when the order was company-paid, the traveller when it was
 * personal or mixed (a voluntary change above an already out-of-policy choice is theirs).
 * applyChange takes the new seats at once (so they cannot be sold while the change waits for
 * payment or approval); completion gives the old seats back and re-issues the tickets.
 */
import type { ApplyChangeReq, ApplyChangeRes, ChangeFlightsReq, ChangeFlightsRes, OrderStatus } from '../../../../types/api/order'
import { ErrorCode } from '../../../../types/api'
import type { Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { loadOrder } from '../../kernel/orders/access'
import { decideWaitingChange, submitAfterSale } from '../../kernel/orders/after-sale-approval'
import { needsApproval } from '../../kernel/orders/approval'
import { orderStatusName } from '../../kernel/orders/labels'
import type { Log } from '../../kernel/orders/products'
import { checkReason } from '../../kernel/orders/reasons'
import { changeByRequest, changeDone, changedShares, insertChange, oncePerRequest, reissueRound } from '../../kernel/orders/records'
import { addEvent } from '../../kernel/orders/state'
import type { ChangeRow, OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { money, yuan } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'
import { loadSetting } from '../../services/company'
import { changeCost, changeMarket, changeOptions, ticketsToChange } from './change-quote'
import { classOf, familyOf } from './fares'
import { returnSeats, takeSeats } from './inventory'
import { CLASS_RANK } from './policy'
import { flightError, invalid, offerExpired } from './texts'
import { ACTIVE_TICKET, moveTickets, restoreTickets, seatCounts, ticketNumber } from './tickets'
const settled = (s: string) => s === 'TicketIssued' || s === 'ChangeSucceeded'

export async function getChangeFlights(ctx: AuthedContext, req: ChangeFlightsReq): Promise<ChangeFlightsRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  if (!settled(order.status)) throw statusChanged()
  const setting = await loadSetting(ctx.db, order.company_id)
  const cs = setting.FlightSettings.ChangeSettings
  const tickets = await ticketsToChange(ctx.db, order.id, req.PassengerIds, req.SegmentIndex ?? 0)
  const market = await changeMarket(ctx, tickets, req.NewDate, cs.LowestPriceSettings)
  const r = cs.ChangeReasonSettings
  return {
    Options: changeOptions(ctx, market, tickets),
    LowestPrice: { ...cs.LowestPriceSettings },
    Reason: { IsDisplay: r.IsDisplay, IsRequired: r.IsRequired, IsDisplayOtherItem: r.IsDisplayOtherItem },
  }
}

export async function applyChange(ctx: AuthedContext, req: ApplyChangeReq): Promise<ApplyChangeRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  return oncePerRequest(
    () => changeByRequest(ctx.db, order.id, req.ClientRequestId),
    () => change(ctx, order, req),
    (c) => answer(order.order_no, c, ctx.lang),
  )
}

async function change(ctx: AuthedContext, order: OrderRow, req: ApplyChangeReq): Promise<ApplyChangeRes> {
  const db = ctx.db
  if (!settled(order.status)) throw statusChanged()

  const setting = await loadSetting(ctx.db, order.company_id)
  const cs = setting.FlightSettings.ChangeSettings
  const reason = await checkReason(ctx, 'Flight', 'Change', cs.ChangeReasonSettings, req.ReasonCodeId ?? null, req.ReasonText ?? '', () =>
    invalid('changeReasonRequired'),
  )
  const tickets = await ticketsToChange(db, order.id, req.PassengerIds, req.SegmentIndex ?? 0)
  const old = tickets[0]
  if (old.flight_no === req.NewFlightNo && old.dep_date === req.NewDepartDate) throw invalid('changeSameFlight')
  const market = await changeMarket(ctx, tickets, req.NewDepartDate, cs.LowestPriceSettings)
  const index = market.flights.find((i) => market.rd.days[i].flight.flightNo === req.NewFlightNo)
  if (index === undefined) throw offerExpired('flightChanged')
  const cabin = market.rd.priced[index].find((c) => c.offer.code === req.NewCabinCode)
  if (!cabin || cabin.offer.price !== req.NewPrice) throw offerExpired('flightChanged')
  if (CLASS_RANK[cabin.offer.cls] < CLASS_RANK[classOf(old.cabin_code)]) throw invalid('changeCabinLower')
  if (!market.eligible(index, cabin)) throw offerExpired('seatsShort')
  let lowestReason = ''
  if (!market.isLowest(index, cabin)) {
    const low = market.lowestNear(index)!
    if (!req.LowestPriceReasonCodeId && !(req.LowestPriceReasonText ?? '').trim()) {
      throw flightError(ErrorCode.ValidationFailed, 'changeLowestReason', {
        hours: cs.LowestPriceSettings.RangeHour,
        flight: low.flightNo,
        price: money(low.price, await textCurrencyOf(ctx)),
      })
    }
    lowestReason = await checkReason(
      ctx,
      'Flight',
      'LowestPrice',
      cs.ChangeReasonSettings,
      req.LowestPriceReasonCodeId ?? null,
      req.LowestPriceReasonText ?? '',
      () => invalid('reasonRequired'),
    )
  }
  const now = ctx.now()
  const at = now.toISOString()
  const cost = changeCost(tickets, cabin.offer, now)
  const companyPays = order.payment_type === 'Company'
  const costs = cost.perTicket.map((p) => ({ ...p, company: companyPays ? p.fee + p.diff : 0, personal: companyPays ? 0 : p.fee + p.diff }))
  const company = costs.reduce((s, c) => s + c.company, 0)
  const personal = costs.reduce((s, c) => s + c.personal, 0)
  const responsible = tickets.map((t) => t.person_id ?? order.booker_person_id)
  const vetting = await needsApproval(ctx.db, order.company_id, 'Flight', cs.VettingSettings, true, responsible)
  const day = market.rd.days[index]

  const write = () =>
    db.transaction().execute(async (trx) => {
      const ids = tickets.map((t) => t.id)
      await moveTickets(trx, ids, ACTIVE_TICKET, 'Changing', at)
      if (!(await takeSeats(trx, day, cabin.offer, tickets.filter((t) => t.pax_type !== 'Infant').length, at))) throw offerExpired('seatsShort')
      const status: OrderStatus = vetting ? 'PendingApproval' : personal > 0 ? 'Placed' : 'Changing'
      const change = await insertChange(
        trx,
        order,
        {
          client_request_id: req.ClientRequestId,
          status,
          ticket_ids_json: JSON.stringify(ids),
          ticket_costs_json: JSON.stringify(costs),
          reason: [reason, lowestReason].filter(Boolean).join('；'),
          old_service_no: old.flight_no,
          new_service_no: req.NewFlightNo,
          new_route_key: day.flight.routeKey,
          new_dep_date: req.NewDepartDate,
          new_cabin_code: req.NewCabinCode,
          new_fare: cabin.offer.price,
          change_fee: cost.changeFee,
          price_difference: cost.priceDifference,
          company_amount: company,
          personal_amount: personal,
        },
        at,
      )
      const log: Log = (s, k, p) => addEvent(trx, order, s, k, p, at)
      await log(order.status as OrderStatus, 'evChangeApplied', { flight: req.NewFlightNo, date: req.NewDepartDate })
      if (status === 'Changing') await completeChange(trx, order, change, now, log)
      else if (status === 'PendingApproval') await submitAfterSale(trx, 'change', order, change.id, ctx.caller, now)
      else if (status === 'Placed') await log(order.status as OrderStatus, 'evChangeAwaitPayment', { amount: yuan(personal) })
      return trx.selectFrom('changes').selectAll().where('id', '=', change.id).executeTakeFirstOrThrow()
    })
  return answer(order.order_no, await write(), ctx.lang)
}

/**
 * Finishes a change in the caller's transaction: old seats back, tickets re-issued on the new
 * flight with new numbers, the order ChangeSucceeded. Returns the order's new status.
 */
export async function completeChange(trx: Trx, order: { id: number; company_id: number }, change: ChangeRow, now: Date, log: Log): Promise<OrderStatus> {
  const at = now.toISOString()
  const costs = JSON.parse(change.ticket_costs_json) as { ticketId: number; fare: number; company: number; personal: number }[]
  const ids = costs.map((c) => c.ticketId)
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
    .selectAll('tickets')
    .select('order_passengers.pax_type')
    .where('tickets.id', 'in', ids)
    .execute()
  for (const c of seatCounts(tickets)) await returnSeats(trx, c.flightNo, c.date, c.code, c.n, at)
  await moveTickets(trx, ids, ['Changing'], 'Changed', at)
  const round = await reissueRound(trx, order.id)
  for (const t of tickets) {
    const c = costs.find((x) => x.ticketId === t.id)!
    await trx
      .updateTable('tickets')
      .set({
        flight_no: change.new_service_no,
        route_key: change.new_route_key,
        dep_date: change.new_dep_date,
        cabin_code: change.new_cabin_code,
        fare_family: familyOf(change.new_cabin_code),
        fare: Math.max(t.fare, c.fare),
        ticket_no: ticketNumber(change.new_service_no, change.new_route_key, t.id, round),
        ...changedShares(t, c, at),
      })
      .where('id', '=', t.id)
      .execute()
  }
  return changeDone(trx, order.id, change.id, at, log, ['evChanged', { flight: change.new_service_no, date: change.new_dep_date }])
}

/**
 * The approval's outcome on a change waiting for it (the kernel's AfterSaleApproval.decide):
 * approved, it completes, or waits for the traveller's share; otherwise the new seats go back and
 * the tickets are as they were.
 */
export const decideChange = (trx: Trx, order: OrderRow, changeId: number, approved: boolean, now: Date, log: Log): Promise<void> =>
  decideWaitingChange(trx, order, changeId, approved, log, {
    awaitPayment: 'evChangeAwaitPayment',
    complete: (change) => completeChange(trx, order, change, now, log),
    async release(change) {
      const at = now.toISOString()
      const ids = JSON.parse(change.ticket_ids_json) as number[]
      const n = await trx
        .selectFrom('tickets')
        .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
        .select('order_passengers.pax_type')
        .where('tickets.id', 'in', ids)
        .execute()
      await returnSeats(trx, change.new_service_no, change.new_dep_date, change.new_cabin_code, n.filter((t) => t.pax_type !== 'Infant').length, at)
      await restoreTickets(trx, order.id, ids, 'Changing', at)
    },
  })

function answer(orderNo: string, c: ChangeRow, lang: AuthedContext['lang']): ApplyChangeRes {
  const status = c.status as OrderStatus
  return {
    ChangeNo: c.change_no,
    OrderNo: orderNo,
    Status: status,
    StatusName: orderStatusName(status, lang),
    CompanyAmount: c.company_amount,
    PersonalAmount: c.personal_amount,
    NeedPayment: status === 'Placed',
  }
}

/**
 * Changing tickets (改签): train/changeSearch and train/submitChange/v2.
 *
 * A ticket changes once, to a train between the same stations. More than 48 hours before its
 * departure any train the railway sells; within 48 hours only a train leaving the same day as
 * the ticket or earlier (and not yet gone). The new places are taken in the change's transaction.
 * A dearer train: the difference is paid (the change waits in status Placed for the cashier with
 * ChangeNo; the company's and the traveller's parts as the order's payment type splits the new
 * fare). A cheaper one: the change completes at once and the difference comes back less the
 * refund fee the difference would pay by the old ticket's tier (the railway's rule). A screen
 * whose difference is not the difference now gets 1011 with the new quote (TrainChangeRes) to
 * decide again; a repeated request id answers the first change.
 */
import type { SeatClass, TrainChangeReq, TrainChangeRes, TrainChangeSearchReq, TrainChangeSearchRes } from '../../../../types/api/train'
import { CHANGE_LIMIT_HOURS, MAX_CHANGES } from '../../../../types/api/train-values'
import { ErrorCode } from '../../../../types/api'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { orderStatusName } from '../../kernel/orders/labels'
import { changeByRequest, insertChange, insertRefund, refundRecord, splitRefund } from '../../kernel/orders/records'
import { addEvent } from '../../kernel/orders/state'
import type { ChangeRow, OrderRow } from '../../kernel/orders/tables'
import { yuan } from '../../lib/money'
import { chinaDay } from '../../lib/time'
import { assertPower } from '../../services/power'
import { departureOf, loadTrainOrder, refundFee } from './after-sale'
import { lastSaleDate, timesOf, type Journey } from './catalog'
import { completeChange, type ChangeCost } from './change-complete'
import { freeSeats, Inventory, pickSeats, takeTickets } from './inventory'
import { splitTicket, trainTravellers } from './policy'
import { checkSaleDate, journeysBetween, requireJourney, seatOffers, trainRow } from './search'
import { stationByCode } from './stations'
import type { TicketRow } from './tables'
import { invalid, offerExpired, trainError } from './texts'
import { ticketsText, writeTickets } from './tickets'
import { equal } from '../../db/match'

const RULE: Record<Lang, [string, string]> = {
  'zh-CN': ['距开车48小时以上，可改签至预售期内其他车次', '距开车不足48小时，只能改签到票面日期当日或之前的车次'],
  'zh-TW': ['距開車48小時以上，可改簽至預售期內其他車次', '距開車不足48小時，只能改簽到票面日期當日或之前的車次'],
  en: ['More than 48 hours before departure: any train on sale', 'Within 48 hours of departure: a train on the same day or earlier'],
  ja: ['発車48時間以上前：販売中の列車に変更可', '発車48時間以内：同日またはそれ以前の列車のみ'],
}

async function changeableTickets(ctx: AuthedContext, orderId: number, ids: readonly number[], now: Date): Promise<TicketRow[]> {
  const rows = await ctx.db
    .selectFrom('train_tickets')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('id', 'in', [...ids])
    .execute()
  if (rows.length !== new Set(ids).size || rows.some((r) => r.status !== 'Issued')) throw invalid('trainTicketUnknown')
  if (rows.some((r) => r.change_count >= MAX_CHANGES)) throw invalid('trainChangeOnce')
  const first = rows[0]
  if (
    rows.some(
      (r) => r.train_no !== first.train_no || r.dep_date !== first.dep_date || r.from_station !== first.from_station || r.to_station !== first.to_station,
    )
  )
    throw invalid('trainChangeRoute')
  if (departureOf(first).getTime() <= now.getTime()) throw invalid('trainRefundTooLate')
  return rows
}

/** Within 48 hours of the ticket's departure: only up to its own date. */
function lastDateFor(ticket: TicketRow, now: Date): { within: boolean; last: string } {
  const within = departureOf(ticket).getTime() - now.getTime() < CHANGE_LIMIT_HOURS * 3_600_000
  return { within, last: within ? ticket.dep_date : lastSaleDate(chinaDay(now)) }
}

function checkRule(ticket: TicketRow, j: Journey, now: Date): void {
  const { within, last } = lastDateFor(ticket, now)
  if (j.train.no === ticket.train_no && j.date === ticket.dep_date) throw invalid('trainChangeSame')
  if (timesOf(j).depart.getTime() <= now.getTime()) throw offerExpired('trainDeparted')
  if (within && j.date > last) throw trainError(ErrorCode.ValidationFailed, 'trainChange48h')
}

export async function changeSearch(ctx: AuthedContext, req: TrainChangeSearchReq): Promise<TrainChangeSearchRes> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'manage')
  const now = ctx.now()
  const rows = await changeableTickets(ctx, order.id, req.TicketIds, now)
  const t = rows[0]
  const { within, last } = lastDateFor(t, now)
  checkSaleDate(req.Date, now)
  const from = stationByCode(t.from_station)!
  const to = stationByCode(t.to_station)!
  const journeys =
    req.Date > last
      ? []
      : journeysBetween([from], [to], req.Date).filter(
          (j) => !(j.train.no === t.train_no && j.date === t.dep_date) && timesOf(j).depart.getTime() > now.getTime(),
        )
  const travellers = await trainTravellers(
    ctx,
    (await ctx.db.selectFrom('order_passengers').select('person_id').where('order_id', '=', order.id).execute()).map((p) => p.person_id),
  )
  const inv = await Inventory.load(
    ctx.db,
    journeys.map((j) => j.train.no),
    [...new Set(journeys.map((j) => j.startDate))],
  )
  return {
    LastDate: last,
    Trains: journeys.map((j) => trainRow(j, seatOffers(j, inv, travellers.policies, now, ctx.lang), ctx.lang, now)),
    Rule: RULE[ctx.lang][within ? 1 : 0],
  }
}

function changeAnswer(order: OrderRow, c: ChangeRow, refund: number, refundFeeAmount: number, status: OrderStatus, lang: Lang): TrainChangeRes {
  return {
    OrderNo: order.order_no,
    ChangeNo: c.change_no,
    PriceDifference: c.price_difference,
    CompanyAmount: c.company_amount,
    PersonalAmount: c.personal_amount,
    Refund: refund,
    RefundFee: refundFeeAmount,
    NeedPayment: c.status === 'Placed',
    Status: status,
    StatusName: orderStatusName(status, lang),
  }
}

class SoldOut extends Error {}

export async function submitChange(ctx: AuthedContext, req: TrainChangeReq): Promise<TrainChangeRes> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.Train.TrainChange')
  const earlier = await changeByRequest(ctx.db, order.id, req.ClientRequestId)
  if (earlier) {
    const r = await ctx.db
      .selectFrom('refunds')
      .select(['refund_amount', 'refund_fee'])
      .where((eb) => equal(eb, { order_id: order.id, client_request_id: `chg-${req.ClientRequestId}` }))
      .executeTakeFirst()
    return changeAnswer(order, earlier, r?.refund_amount ?? 0, r?.refund_fee ?? 0, order.status as OrderStatus, ctx.lang)
  }
  const now = ctx.now()
  const at = now.toISOString()
  const rows = await changeableTickets(ctx, order.id, req.TicketIds, now)
  const old = rows[0]
  const c = req.Choice
  if (c.FromStation !== old.from_station || c.ToStation !== old.to_station) throw invalid('trainChangeRoute')
  checkSaleDate(c.Date, now)
  const j = requireJourney(c.TrainNo, c.FromStation, c.ToStation, c.Date, c.SeatClass as SeatClass, ctx.lang)
  checkRule(old, j, now)
  const n = rows.length
  const pax = await ctx.db.selectFrom('order_passengers').select(['id', 'person_id']).where('order_id', '=', order.id).execute()
  const travellers = await trainTravellers(
    ctx,
    rows.map((r) => pax.find((p) => p.id === r.passenger_id)?.person_id ?? null),
  )
  const inv = await Inventory.load(ctx.db, [j.train.no], [j.startDate])
  const offer = seatOffers(j, inv, travellers.policies, now, ctx.lang).find((o) => o.SeatClass === c.SeatClass)!
  if (offer.Remaining < n) throw offerExpired('trainSoldOut')
  if (offer.Price !== c.Price) throw offerExpired('trainPriceChanged', { Price: offer.Price, Remaining: offer.Remaining, Policy: offer.Policy })
  const oldTotal = rows.reduce((s, r) => s + r.price, 0)
  const diff = offer.Price * n - oldTotal
  // What each side pays of a dearer train: the order's payment type applied to the new fare, less what it paid.
  const split = splitTicket(offer.Price, offer.Policy.PriceToBeat, order.payment_type as 'Company' | 'Personal' | 'Mixed')
  const companyPart = diff > 0 ? Math.min(diff, Math.max(0, split.company * n - rows.reduce((s, r) => s + r.company_amount, 0))) : 0
  const personalPart = diff > 0 ? diff - companyPart : 0
  const back = diff < 0 ? -diff : 0
  const fee = back > 0 ? refundFee(back, departureOf(old), now).fee : 0
  const quote: TrainChangeRes = {
    OrderNo: order.order_no,
    ChangeNo: '',
    PriceDifference: diff,
    CompanyAmount: companyPart,
    PersonalAmount: personalPart,
    Refund: back - fee,
    RefundFee: fee,
    NeedPayment: diff > 0,
    Status: order.status as OrderStatus,
    StatusName: orderStatusName(order.status as OrderStatus, ctx.lang),
  }
  if (diff !== req.PriceDifference) throw trainError(ErrorCode.TrainChangePassBack, 'trainChangeQuote', undefined, quote)
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      if (!(await takeTickets(trx, j.train, j.startDate, c.SeatClass as SeatClass, n, now))) throw new SoldOut()
      const picked = pickSeats(await freeSeats(trx, j.train, j.startDate, c.SeatClass as SeatClass, now), n, c.SeatClass as SeatClass, req.SeatChoice)
      const newIds = await writeTickets(
        trx,
        { id: order.id, companyId: order.company_id, passengerIds: rows.map((r) => r.passenger_id) },
        j,
        c.SeatClass as SeatClass,
        offer.Price,
        split,
        picked.places,
        offer.Policy,
        rows[0].policy_reason,
        'Booked',
        at,
        rows.map((r) => r.id),
      )
      const costs: ChangeCost[] = rows.map((r, i) => ({ old: r.id, new: newIds[i], oldPrice: r.price, newPrice: offer.Price }))
      const change = await insertChange(
        trx,
        order,
        {
          client_request_id: req.ClientRequestId,
          status: diff > 0 ? 'Placed' : 'Changing',
          ticket_ids_json: JSON.stringify(rows.map((r) => r.id)),
          ticket_costs_json: JSON.stringify(costs),
          reason: (req.Reason ?? '').trim(),
          old_service_no: old.train_no,
          new_service_no: j.train.no,
          new_route_key: `${c.FromStation}-${c.ToStation}`,
          new_dep_date: j.date,
          new_cabin_code: c.SeatClass,
          new_fare: offer.Price,
          change_fee: fee,
          price_difference: diff,
          company_amount: companyPart,
          personal_amount: personalPart,
        },
        at,
      )
      const log = async (status: OrderStatus, key: string, params: Record<string, string | number>) => addEvent(trx, order, status, key, params, at)
      if (diff > 0) {
        await log(order.status as OrderStatus, 'evTrainChangeAwaitPay', { amount: yuan(diff), to: await ticketsText(trx, newIds) })
        return { change: { ...change, status: 'Placed' }, status: order.status as OrderStatus }
      }
      const status = await completeChange(trx, order, change, now, log)
      if (back > 0) {
        const s = splitRefund(back - fee, {
          company_amount: rows.reduce((x, r) => x + r.company_amount, 0),
          personal_amount: rows.reduce((x, r) => x + r.personal_amount, 0),
        })
        const quote = { fee, refund: back - fee, ...s }
        await insertRefund(
          trx,
          order,
          refundRecord({ requestId: `chg-${req.ClientRequestId}`, ticketIds: [], reason: 'ChangeDifference', quote }, 'RefundSucceeded'),
          at,
        )
        await log(status, 'evTrainChangeRefund', { amount: yuan(back - fee), fee: yuan(fee) })
      }
      return { change: { ...change, status: 'ChangeSucceeded' }, status }
    })
    return changeAnswer(order, result.change, back - fee, fee, result.status, ctx.lang)
  } catch (e) {
    if (e instanceof SoldOut) throw offerExpired('trainSoldOut')
    const won = await changeByRequest(ctx.db, order.id, req.ClientRequestId)
    if (won) return changeAnswer(order, won, back - fee, fee, order.status as OrderStatus, ctx.lang)
    throw e
  }
}

/**
 * Rebooking a disrupted traveller onto a train (docs/trains.md "Disruptions"):
 * - book: a new train order for the traveller (their stored document) through the train's own
 *   booking path and the kernel's submitBooking, paid as the old order was (its payment type; a
 *   company-only order is confirmed at once as the cashier confirms one, kernel settle), the
 *   booker's reason on an out-of-policy class, without approval when the company skips it for
 *   disruptions, the request id making a replay answer the same order; a sold-out train is the
 *   railway's sold-out refusal and nothing is written;
 * - changeInvoluntary: the ticket of a disrupted train moved to another train between its
 *   stations, free: no fee, no approval; a dearer train costs nothing more, a cheaper one gives
 *   the difference back where the money came from;
 * - refundInFull: the ticket refunded without a fee, in the caller's transaction.
 */
import type { SeatClass, TrainSubmitReq } from '../../../../types/api/train'
import type { Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { DisruptedTrip, RebookOptions, RebookOutcome } from '../../kernel/disruptions/registry'
import { carriedOver, confirmIfCompanyOnly } from '../../kernel/disruptions/rebooking'
import {
  changeByRequest,
  insertChange,
  insertRefund,
  refundRecord,
  splitRefund,
  sumRefundLines,
  ticketRefundDone,
  ticketRefundLine,
} from '../../kernel/orders/records'
import { addEvent } from '../../kernel/orders/state'
import { submitBooking } from '../../kernel/orders/submit'
import type { OrderRow } from '../../kernel/orders/tables'
import { moveTickets } from '../../kernel/orders/ticket-status'
import { yuan } from '../../lib/money'
import { prepareTicket } from './booking'
import { timesOf, type Journey } from './catalog'
import { completeChange, type ChangeCost } from './change-complete'
import { freeSeats, Inventory, pickSeats, returnTickets, takeTickets } from './inventory'
import { trainTravellers } from './policy'
import { checkSaleDate, requireJourney, seatOffers } from './search'
import type { TicketRow } from './tables'
import { invalid, offerExpired } from './texts'
import { ticketsText, writeTickets } from './tickets'
import { PRODUCT } from './disruption'

/** A reason text is at most 50 characters (kernel/orders/reasons.ts). */
const REASON_MAX = 50

/** A train choice as the alternatives made it (disruption.ts). */
function choiceOf(choice: Record<string, string | number>) {
  return {
    TrainNo: String(choice.TrainNo),
    Date: String(choice.Date),
    FromStation: String(choice.FromStation),
    ToStation: String(choice.ToStation),
    SeatClass: String(choice.SeatClass) as SeatClass,
    Price: Number(choice.Price),
    InPolicy: Number(choice.InPolicy ?? 1) === 1,
  }
}

/** Where the traveller arrives by a journey. */
function arrivalBy(j: Journey): RebookOutcome['arrival'] {
  const to = j.train.stops[j.to].station
  return { product: PRODUCT, no: j.train.no, date: j.date, at: timesOf(j).arrive, place: to.code, cityCode: to.cityCode }
}

const loadOrder = (db: AuthedContext['db'] | Trx, trip: DisruptedTrip): Promise<OrderRow> =>
  db.selectFrom('orders').selectAll().where('id', '=', trip.orderId).where('company_id', '=', trip.companyId).executeTakeFirstOrThrow()

/** The submit request of the new order: the old order's payment type, contacts and company fields (kernel/disruptions/rebooking.ts). */
async function requestOf(ctx: AuthedContext, trip: DisruptedTrip, c: ReturnType<typeof choiceOf>, opts: RebookOptions): Promise<TrainSubmitReq> {
  const reason = opts.reasonText.trim().slice(0, REASON_MAX)
  return {
    ...(await carriedOver(ctx.db, trip.orderId)),
    ClientRequestId: opts.requestId,
    Choice: { TrainNo: c.TrainNo, Date: c.Date, FromStation: c.FromStation, ToStation: c.ToStation, SeatClass: c.SeatClass, Price: c.Price },
    Passengers: [{ PersonId: trip.personId }],
    ...(!c.InPolicy && reason ? { PolicyReason: { ReasonCodeId: null, ReasonText: reason } } : {}),
  }
}

/** Books the chosen train for the traveller, paid as the old order was. */
export async function bookTrain(ctx: AuthedContext, trip: DisruptedTrip, choice: Record<string, string | number>, opts: RebookOptions): Promise<RebookOutcome> {
  const c = choiceOf(choice)
  const req = await requestOf(ctx, trip, c, opts)
  const { order } = await submitBooking(ctx, req, () => prepareTicket(ctx, req), { skipApproval: opts.skipApproval })
  if (order.status === 'Placed') await confirmIfCompanyOnly(ctx, order.order_no)
  const row = await loadOrder(ctx.db, { ...trip, orderId: order.id })
  const j = requireJourney(c.TrainNo, c.FromStation, c.ToStation, c.Date, c.SeatClass, ctx.lang)
  return { orderNo: row.order_no, pendingApproval: row.status === 'PendingApproval', arrival: arrivalBy(j) }
}

/** The traveller's issued tickets on the disrupted train (its number and start date) in the order. */
export const tripTickets = (db: AuthedContext['db'] | Trx, trip: DisruptedTrip): Promise<TicketRow[]> =>
  db
    .selectFrom('train_tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .selectAll('t')
    .where('t.order_id', '=', trip.orderId)
    .where('p.person_id', '=', trip.personId)
    .where('t.train_no', '=', trip.serviceNo)
    .where('t.start_date', '=', trip.departDate)
    .where('t.status', '=', 'Issued')
    .orderBy('t.id')
    .execute()

class SoldOut extends Error {}

/** Moves the traveller's ticket to the chosen train between the same stations: no fee, no difference to pay, no approval. */
export async function changeFree(
  ctx: AuthedContext,
  trip: DisruptedTrip,
  choice: Record<string, string | number>,
  opts: RebookOptions,
): Promise<RebookOutcome> {
  const c = choiceOf(choice)
  const j = requireJourney(c.TrainNo, c.FromStation, c.ToStation, c.Date, c.SeatClass, ctx.lang)
  const order = await loadOrder(ctx.db, trip)
  const answer = async (): Promise<RebookOutcome> => {
    const now = await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
    return { orderNo: order.order_no, pendingApproval: now.status === 'PendingApproval', arrival: arrivalBy(j) }
  }
  if (await changeByRequest(ctx.db, order.id, opts.requestId)) return answer()
  const now = ctx.now()
  const at = now.toISOString()
  const rows = await tripTickets(ctx.db, trip)
  if (!rows.length) throw invalid('trainTicketUnknown')
  const first = rows[0]
  if (c.FromStation !== first.from_station || c.ToStation !== first.to_station) throw invalid('trainChangeRoute')
  if (j.train.no === first.train_no && j.startDate === first.start_date) throw invalid('trainChangeSame')
  checkSaleDate(c.Date, now)
  if (timesOf(j).depart.getTime() <= now.getTime()) throw offerExpired('trainDeparted')
  const n = rows.length
  const travellers = await trainTravellers(ctx, [trip.personId])
  const inv = await Inventory.load(ctx.db, [j.train.no], [j.startDate])
  const offer = seatOffers(j, inv, travellers.policies, now, ctx.lang).find((o) => o.SeatClass === c.SeatClass)!
  if (offer.Remaining < n) throw offerExpired('trainSoldOut')
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await takeTickets(trx, j.train, j.startDate, c.SeatClass, n, now))) throw new SoldOut()
      const picked = pickSeats(await freeSeats(trx, j.train, j.startDate, c.SeatClass, now), n, c.SeatClass, null)
      // The new ticket costs what the old one did, or the cheaper fare (the difference goes back).
      const written = rows.map((r) => ({ r, price: Math.min(r.price, offer.Price) }))
      const newIds: number[] = []
      for (const [i, { r, price }] of written.entries()) {
        const back = splitRefund(r.price - price, r)
        const ids = await writeTickets(
          trx,
          { id: order.id, companyId: order.company_id, passengerIds: [r.passenger_id] },
          j,
          c.SeatClass,
          price,
          { company: r.company_amount - back.company, personal: r.personal_amount - back.personal },
          [picked.places[i] ?? null],
          offer.Policy,
          r.policy_reason,
          'Booked',
          at,
          [r.id],
        )
        newIds.push(...ids)
      }
      const costs: ChangeCost[] = written.map(({ r, price }, i) => ({ old: r.id, new: newIds[i], oldPrice: r.price, newPrice: price }))
      const change = await insertChange(
        trx,
        order,
        {
          client_request_id: opts.requestId,
          status: 'Changing',
          ticket_ids_json: JSON.stringify(rows.map((r) => r.id)),
          ticket_costs_json: JSON.stringify(costs),
          reason: opts.reasonText.trim(),
          old_service_no: first.train_no,
          new_service_no: j.train.no,
          new_route_key: `${c.FromStation}-${c.ToStation}`,
          new_dep_date: j.date,
          new_cabin_code: c.SeatClass,
          new_fare: offer.Price,
          change_fee: 0,
          price_difference: 0,
          company_amount: 0,
          personal_amount: 0,
        },
        at,
      )
      const status = await completeChange(trx, order, change, now, async (s, key, params) =>
        addEvent(trx, order, s, key === 'evTrainChanged' ? 'evTrainDisruptionChanged' : key, params, at),
      )
      const back = written.reduce((s, x) => s + x.r.price - x.price, 0)
      if (back > 0) {
        const split = splitRefund(back, {
          company_amount: rows.reduce((s, r) => s + r.company_amount, 0),
          personal_amount: rows.reduce((s, r) => s + r.personal_amount, 0),
        })
        const quote = { fee: 0, refund: back, ...split }
        await insertRefund(
          trx,
          order,
          refundRecord({ requestId: `chg-${opts.requestId}`, ticketIds: [], reason: 'ChangeDifference', quote }, 'RefundSucceeded'),
          at,
        )
        await addEvent(trx, order, status, 'evTrainDisruptionDifference', { amount: yuan(back) }, at)
      }
    })
  } catch (e) {
    if (e instanceof SoldOut) throw offerExpired('trainSoldOut')
    if (await changeByRequest(ctx.db, order.id, opts.requestId)) return answer()
    throw e
  }
  return answer()
}

/** Refunds the traveller's tickets on the disrupted train in full, in the caller's transaction (nothing left to refund: nothing happens). */
export async function refundFull(trx: Trx, trip: DisruptedTrip, now: Date): Promise<void> {
  const rows = await tripTickets(trx, trip)
  if (!rows.length) return
  const at = now.toISOString()
  const order = await loadOrder(trx, trip)
  await moveTickets(trx, 'train_tickets', rows, 'Issued', 'Refunded', at)
  await returnTickets(trx, rows, at)
  const left = await trx.selectFrom('train_tickets').select('id').where('order_id', '=', order.id).where('status', 'in', ['Issued', 'Booked']).execute()
  const ids = rows.map((r) => r.id)
  const quote = sumRefundLines(rows.map((r) => ticketRefundLine(r, 0, {})))
  await ticketRefundDone(
    trx,
    order,
    { requestId: `disruption-${trip.id}-${trip.personId}`, ticketIds: ids, reason: 'Disruption', quote, anyLeft: left.length > 0 },
    { key: 'evTrainDisruptionRefunded', tickets: await ticketsText(trx, ids) },
    at,
  )
}

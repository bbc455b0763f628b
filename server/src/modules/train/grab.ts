/**
 * Ticket-grabbing (抢票): the background job and the grab order's moves.
 *
 * A grab order lists its alternates in the traveller's order of preference (booking.ts) and
 * prepays the dearest per passenger. Paid, it moves Paid → Processing and its train_grabs row
 * Waiting → Grabbing. From then on the job tries it every RETRY_SECONDS: each attempt, in one
 * transaction, takes the first alternate that has places for every passenger (a refund on this
 * server, or the railway's schedule release, puts places back) and issues the tickets, refunding
 * the difference to the prepaid amount — the order goes TicketIssued and the grab Succeeded — or,
 * at the deadline, refunds everything prepaid: RefundSucceeded, Expired. The timeline entries
 * are the traveller's message-centre notices.
 *
 * Restart-safe and safe with several servers on one database: the job is the kernel's leased job
 * (kernel/leased-job.ts); each attempt's writes check the lease again (state Grabbing,
 * lease_owner = me), so a grab is issued once even if a lease ran out mid-attempt.
 */
import { sql, type Kysely } from 'kysely'
import { createLeasedJob, type LeasedJob, type LeasedJobDeps } from '../../kernel/leased-job'
import type { GrabDetail, GrabOption, GrabState, SeatClass, TrainPolicyVerdict } from '../../../../types/api/train'
import type { OrderStatus } from '../../../../types/api/order'
import type { Database, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import type { Log } from '../../kernel/orders/products'
import { refundPaid } from '../../kernel/orders/records'
import { addEvent } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { yuan } from '../../lib/money'
import { chinaDateTime } from '../../lib/time'
import { journeyOf, priceOf, timesOf, trainByNo } from './catalog'
import { freeSeats, pickSeats, takeTickets } from './inventory'
import { grabStateName, optionsParam, seatClassName } from './labels'
import { splitTicket } from './policy'
import { stationByCode } from './stations'
import { stationView } from './search'
import { issueTickets, ticketsText, writeTickets } from './tickets'
import { equal } from '../../db/match'

export const RETRY_SECONDS = 30
export const LEASE_SECONDS = 60
const BATCH = 20

export interface StoredOption {
  TrainNo: string
  Date: string
  SeatClass: SeatClass
  Price: number
  Policy: TrainPolicyVerdict
}

/** Moves a train order between the statuses the kernel's table does not list (grabbing), as one conditional UPDATE. */
export async function moveTrainOrder(trx: Trx, orderId: number, from: OrderStatus, to: OrderStatus, at: string): Promise<void> {
  const res = await trx.updateTable('orders').set({ status: to, updated_at: at }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
}

/** Paid: the grab starts (the cashier's fulfilment of a grab order). */
export async function startGrab(trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus> {
  const at = now.toISOString()
  await moveTrainOrder(trx, order.id, 'Paid', 'Processing', at)
  const grab = await trx.selectFrom('train_grabs').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow()
  await trx
    .updateTable('train_grabs')
    .set({ state: 'Grabbing', next_attempt_at: at, updated_at: at })
    .where((eb) => equal(eb, { id: grab.id, state: 'Waiting' }))
    .execute()
  const options = JSON.parse(grab.options_json) as StoredOption[]
  await log('Processing', 'evTrainGrabStarted', {
    options: optionsParam(options.map((o) => ({ n: o.TrainNo, d: o.Date, k: o.SeatClass }))),
    deadline: chinaDateTime(grab.deadline),
  })
  return 'Processing'
}

/** Ends a grab that has not succeeded (cancel or deadline): everything paid goes back. */
export async function endGrab(
  trx: Trx,
  order: OrderRow,
  state: 'Expired' | 'Cancelled',
  requestId: string,
  at: string,
): Promise<{ status: OrderStatus; refund: number }> {
  const g = await trx.selectFrom('train_grabs').select(['id', 'state']).where('order_id', '=', order.id).executeTakeFirstOrThrow()
  const res = await trx
    .updateTable('train_grabs')
    .set({ state, lease_owner: null, lease_until: null, updated_at: at })
    .where('id', '=', g.id)
    .where('state', 'in', ['Waiting', 'Grabbing'])
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
  const paid = order.paid_company + order.paid_personal
  const from = order.status as OrderStatus
  if (paid === 0) {
    await moveTrainOrder(trx, order.id, from, 'Cancelled', at)
    await addEvent(trx, order, 'Cancelled', state === 'Expired' ? 'evTrainGrabExpired' : 'evTrainGrabCancelled', { amount: yuan(0) }, at)
    return { status: 'Cancelled', refund: 0 }
  }
  await moveTrainOrder(trx, order.id, from, 'RefundSucceeded', at)
  await refundPaid(trx, order, { requestId, reason: state, refund: paid }, at)
  await addEvent(trx, order, 'RefundSucceeded', state === 'Expired' ? 'evTrainGrabExpired' : 'evTrainGrabCancelled', { amount: yuan(paid) }, at)
  return { status: 'RefundSucceeded', refund: paid }
}

type Outcome = 'Succeeded' | 'Expired' | 'Waiting' | 'Skipped'

/** One attempt on a grab this instance leased: book the first alternate with places, or expire, or wait. */
async function attempt(db: Kysely<Database>, owner: string, id: number, now: Date): Promise<Outcome> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    // Still ours and still grabbing (another instance may have taken over an expired lease).
    const mine = await trx
      .updateTable('train_grabs')
      .set({ attempts: sql`attempts + 1`, last_attempt_at: at })
      .where((eb) => equal(eb, { id, state: 'Grabbing', lease_owner: owner }))
      .executeTakeFirst()
    if (Number(mine.numUpdatedRows) !== 1) return 'Skipped'
    const grab = await trx.selectFrom('train_grabs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', grab.order_id).executeTakeFirstOrThrow()
    if (at >= grab.deadline) {
      await endGrab(trx, order, 'Expired', `grab-expired-${grab.id}`, at)
      return 'Expired'
    }
    const passengers = await trx.selectFrom('order_passengers').select('id').where('order_id', '=', order.id).orderBy('id').execute()
    const n = passengers.length
    const options = JSON.parse(grab.options_json) as StoredOption[]
    for (const [index, o] of options.entries()) {
      const t = trainByNo(o.TrainNo)
      const j = t && journeyOf(t, grab.from_station, grab.to_station, o.Date)
      if (!j || timesOf(j).depart.getTime() <= now.getTime()) continue
      if (!(await takeTickets(trx, j.train, j.startDate, o.SeatClass, n, now))) continue
      const picked = pickSeats(await freeSeats(trx, j.train, j.startDate, o.SeatClass, now), n, o.SeatClass, null)
      const price = priceOf(j.train.type, o.SeatClass, timesOf(j).km)
      const split = splitTicket(price, o.Policy.PriceToBeat, order.payment_type as 'Company' | 'Personal' | 'Mixed')
      const ids = await writeTickets(
        trx,
        { id: order.id, companyId: order.company_id, passengerIds: passengers.map((p) => p.id) },
        j,
        o.SeatClass,
        price,
        split,
        picked.places,
        o.Policy,
        '',
        'Issued',
        at,
      )
      await issueTickets(trx, order, ids, at)
      const won = await trx
        .updateTable('train_grabs')
        .set({ state: 'Succeeded', booked_index: index, lease_owner: null, lease_until: null, updated_at: at })
        .where((eb) => equal(eb, { id, state: 'Grabbing', lease_owner: owner }))
        .executeTakeFirst()
      if (Number(won.numUpdatedRows) !== 1) throw statusChanged()
      await moveTrainOrder(trx, order.id, 'Processing', 'TicketIssued', at)
      const back = order.paid_company + order.paid_personal - (split.company + split.personal) * n
      if (back > 0) {
        await refundPaid(trx, order, { requestId: `grab-diff-${grab.id}`, reason: 'GrabDifference', refund: back }, at)
      }
      await addEvent(trx, order, 'TicketIssued', 'evTrainGrabSucceeded', { tickets: await ticketsText(trx, ids), refund: yuan(Math.max(0, back)) }, at)
      return 'Succeeded'
    }
    await trx
      .updateTable('train_grabs')
      .set({ next_attempt_at: new Date(now.getTime() + RETRY_SECONDS * 1000).toISOString(), lease_owner: null, lease_until: null, updated_at: at })
      .where((eb) => equal(eb, { id, lease_owner: owner }))
      .execute()
    return 'Waiting'
  })
}

export type GrabJob = LeasedJob<Outcome>

/** The job of one app instance (TRAIN_GRAB_INTERVAL_MS, default 5 s; 0 = only runOnce). */
export function createGrabJob(deps: LeasedJobDeps, intervalMs: number): GrabJob {
  return createLeasedJob(
    deps,
    { name: 'grab', table: 'train_grabs', states: ['Grabbing'], dueColumn: 'next_attempt_at', leaseSeconds: LEASE_SECONDS, batch: BATCH, attempt },
    intervalMs,
  )
}

export function grabDetailOf(
  grab: { order_no: string } & Pick<
    import('./tables').GrabRow,
    'state' | 'from_station' | 'to_station' | 'options_json' | 'deadline' | 'attempts' | 'last_attempt_at' | 'prepaid_per_passenger' | 'booked_index'
  >,
  now: Date,
  lang: Lang,
): GrabDetail {
  const options = (JSON.parse(grab.options_json) as StoredOption[]).map((o, i): GrabOption => {
    const t = trainByNo(o.TrainNo)
    const j = t && journeyOf(t, grab.from_station, grab.to_station, o.Date)
    return {
      Rank: i + 1,
      TrainNo: o.TrainNo,
      Date: o.Date,
      SeatClass: o.SeatClass,
      SeatClassName: seatClassName(o.SeatClass, lang),
      DepartTime: j ? timesOf(j).departTime : '',
      Price: o.Price,
    }
  })
  const state = grab.state as GrabState
  return {
    OrderNo: grab.order_no,
    State: state,
    StateName: grabStateName(state, lang),
    FromStation: stationView(stationByCode(grab.from_station)!, lang),
    ToStation: stationView(stationByCode(grab.to_station)!, lang),
    Options: options,
    Deadline: chinaDateTime(grab.deadline),
    SecondsLeft: state === 'Grabbing' || state === 'Waiting' ? Math.max(0, Math.floor((new Date(grab.deadline).getTime() - now.getTime()) / 1000)) : 0,
    Attempts: grab.attempts,
    LastAttemptAt: grab.last_attempt_at ? chinaDateTime(grab.last_attempt_at) : null,
    PrepaidPerPassenger: grab.prepaid_per_passenger,
    Booked: grab.booked_index === null ? null : (options[grab.booked_index] ?? null),
  }
}

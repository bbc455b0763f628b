/**
 * The car dispatch: a leased job of every app instance (kernel/leased-job.ts: once across
 * instances, restart-safe) that moves each paid ride through SPEC's states —
 * Calling → DriverComing (a simulated driver is assigned) → DriverArrived → InTravel → Completed —
 * at the times its row says (next_step_at), on the app's clock. A pick-up is called DISPATCH_AHEAD
 * before its time, and until a driver is assigned the job re-reads the flight's or train's arrival:
 * a delay moves the pick-up (the rider is told in the timeline). At the end the fare is settled
 * from the route driven (fares.ts) against what was paid: less comes back to the payers pro rata,
 * more is billed to the company account.
 */
import type { Kysely } from 'kysely'
import type { CarClass } from '../../../../types/api/car'
import type { Database, Trx } from '../../db/schema'
import { createLeasedJob, type LeasedJob, type LeasedJobDeps } from '../../kernel/leased-job'
import { refundPaid } from '../../kernel/orders/records'
import { addEvent, moveOrder } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { yuan } from '../../lib/money'
import { hash32, pick, rng } from '../../lib/prng'
import { chinaDateTime } from '../../lib/time'
import { fareOf } from './fares'
import type { Place } from './places'
import { arrivalNow, type StoredArrival } from './quote'
import type { RideRow } from './tables'

/** How long finding a driver takes. */
export const ASSIGN_SECONDS = 20
/** A reserved ride or a pick-up is called this long before its time. */
export const DISPATCH_AHEAD_MINUTES = 15
/** The rider gets in this long after the driver arrived. */
export const BOARD_SECONDS = 60
const LEASE_SECONDS = 60
const BATCH = 20

export type StepOutcome = 'Moved' | 'Assigned' | 'Arrived' | 'Started' | 'Completed' | 'Skipped'

const SURNAMES: [string, string][] = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
]
const CARS: [string, number][] = [
  ['BYD Han', 4],
  ['VW Passat', 4],
  ['Toyota Camry', 4],
  ['Buick GL8', 6],
  ['Mercedes E-Class', 4],
]
const COLOURS = ['White', 'Black', 'Silver', 'Blue'] as const
const PLATE_CITY: Record<string, string> = { BJS: '京', SHA: '沪', CAN: '粤A', SZX: '粤B', CTU: '川', HGH: '浙' }

/** A driver as kept on the ride: names and colour as codes, shown in the reader's language (detail.ts). */
export interface StoredDriver {
  Surname: [string, string]
  Car: string
  Colour: (typeof COLOURS)[number]
  Plate: string
  Rating: number
  Phone: string
}

/** The simulated driver of a ride: the same ride always gets the same one (a 6-seat car for 6 seats). */
export function driverOf(r: Pick<RideRow, 'order_id' | 'car_class' | 'from_json'>): StoredDriver {
  const next = rng(`driver:${r.order_id}`)
  const cars = CARS.filter(([, seats]) => (r.car_class === 'SixSeat' ? seats === 6 : seats === 4))
  const city = (JSON.parse(r.from_json) as Place).cityCode
  const plate = `${PLATE_CITY[city] ?? '京'}${'ABCDEFG'[Math.floor(next() * 7)]}·${String(10000 + Math.floor(next() * 89999)).slice(0, 5)}`
  return {
    Surname: pick(next, SURNAMES),
    Car: r.car_class === 'Taxi' ? 'Taxi' : pick(next, cars)[0],
    Colour: pick(next, COLOURS),
    Plate: plate,
    Rating: Math.round((4.6 + next() * 0.4) * 10) / 10,
    Phone: `170${String(hash32(`phone:${r.order_id}`))
      .padStart(8, '0')
      .slice(0, 8)}`,
  }
}

/** Minutes the assigned driver needs to reach the rider (3–8). */
export const etaMinutes = (orderId: number): number => 3 + (hash32(`eta:${orderId}`) % 6)

/** The route actually driven: within ±5 % of the estimate. */
export function drivenOf(r: Pick<RideRow, 'order_id' | 'km' | 'minutes'>): { km: number; minutes: number } {
  const f = 0.95 + (hash32(`driven:${r.order_id}`) % 11) / 100
  return { km: Math.round(r.km * f * 10) / 10, minutes: Math.max(1, Math.round(r.minutes * f)) }
}

export const callAt = (r: Pick<RideRow, 'service' | 'pickup_at'>, now: Date): Date => {
  if (r.service === 'Ride' || r.service === 'Taxi') return now
  const t = new Date(Date.parse(r.pickup_at) - DISPATCH_AHEAD_MINUTES * 60_000)
  return t < now ? now : t
}

/** Paid: the ride is called (now, or ahead of its time). */
export async function dispatchStart(trx: Trx, orderId: number, now: Date): Promise<RideRow> {
  const r = await trx.selectFrom('car_rides').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
  const next = new Date(callAt(r, now).getTime() + ASSIGN_SECONDS * 1000)
  await trx
    .updateTable('car_rides')
    .set({ state: 'Calling', next_step_at: next.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', r.id)
    .where('state', '=', 'Waiting')
    .execute()
  return r
}

/** Settles a completed ride: the fare of the route driven against what was paid. */
async function settle(trx: Trx, order: OrderRow, r: RideRow, now: Date): Promise<void> {
  const at = now.toISOString()
  const driven = drivenOf(r)
  const from = JSON.parse(r.from_json) as Place
  const to = JSON.parse(r.to_json) as Place
  const startsAt = new Date(r.started_at ?? at)
  const waitedMinutes = Math.max(0, Math.floor((startsAt.getTime() - Date.parse(r.arrived_at ?? at)) / 60_000))
  const airport = from.kind === 'Airport' || to.kind === 'Airport'
  // Lines are kept as codes and amounts; the detail names them in the reader's language.
  const { fare, lines } = fareOf({ cls: r.car_class as CarClass, km: driven.km, minutes: driven.minutes, startsAt, airport, waitedMinutes }, 'zh-CN')
  const paid = order.paid_company + order.paid_personal
  let refund = 0
  let companyAmount = order.paid_company
  let personalAmount = order.paid_personal
  await moveOrder(trx, order.id, 'Processing', 'Completed', at)
  await addEvent(trx, order, 'Completed', 'evCarCompleted', { fare: yuan(fare) }, at)
  if (fare < paid) {
    refund = paid - fare
    const back = await refundPaid(trx, order, { requestId: `car-settle-${order.id}`, reason: 'Settled', refund }, at)
    companyAmount -= back.company_refund
    personalAmount -= back.personal_refund
    await addEvent(trx, order, 'Completed', 'evCarSettledRefund', { amount: yuan(refund) }, at)
  } else if (fare > paid) {
    const extra = fare - paid
    companyAmount += extra
    await trx
      .updateTable('orders')
      .set({ total: order.total + extra, company_amount: order.company_amount + extra, paid_company: order.paid_company + extra, updated_at: at })
      .where('id', '=', order.id)
      .execute()
    await addEvent(trx, order, 'Completed', 'evCarSettledExtra', { amount: yuan(extra) }, at)
  }
  await trx
    .updateTable('car_rides')
    .set({
      settled_json: JSON.stringify({
        Fare: fare,
        Lines: lines,
        CompanyAmount: companyAmount,
        PersonalAmount: personalAmount,
        Refund: refund,
        Facts: { km: driven.km, minutes: driven.minutes, startsAt: startsAt.toISOString(), airport, waitedMinutes },
      }),
    })
    .where('id', '=', r.id)
    .execute()
}

/** One step of a ride this instance leased. */
async function step(db: Kysely<Database>, owner: string, id: number, now: Date): Promise<StepOutcome> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('car_rides').selectAll().where('id', '=', id).where('lease_owner', '=', owner).executeTakeFirst()
    if (!r) return 'Skipped'
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', r.order_id).executeTakeFirstOrThrow()
    const move = async (set: Partial<RideRow>, nextAt: Date | null) =>
      trx
        .updateTable('car_rides')
        .set({ ...set, next_step_at: nextAt ? nextAt.toISOString() : null, lease_owner: null, lease_until: null, updated_at: at })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('state', '=', r.state)
        .execute()
    switch (r.state) {
      case 'Calling': {
        const arrival = r.arrival_json ? (JSON.parse(r.arrival_json) as StoredArrival) : null
        const fresh = arrival ? arrivalNow(arrival, now) : null
        if (arrival && fresh && fresh.pickUp.toISOString() !== r.pickup_at) {
          // The flight's delay is known now: the pick-up moves, and the call with it.
          const updated: StoredArrival = { ...arrival, Expected: fresh.expected.toISOString() }
          await move(
            { pickup_at: fresh.pickUp.toISOString(), arrival_json: JSON.stringify(updated) },
            new Date(callAt({ ...r, pickup_at: fresh.pickUp.toISOString() }, now).getTime() + ASSIGN_SECONDS * 1000),
          )
          await addEvent(
            trx,
            order,
            'Processing',
            'evCarPickUpMoved',
            { no: arrival.No, arrival: chinaDateTime(fresh.expected), at: chinaDateTime(fresh.pickUp) },
            at,
          )
          return 'Moved'
        }
        const driver = driverOf(r)
        const reach = new Date(now.getTime() + etaMinutes(r.order_id) * 60_000)
        const due = new Date(r.pickup_at)
        await move({ state: 'DriverComing', driver_json: JSON.stringify(driver), assigned_at: at }, reach > due ? reach : due)
        await addEvent(trx, order, 'Processing', 'evCarAssigned', { car: driver.Car, plate: driver.Plate }, at)
        return 'Assigned'
      }
      case 'DriverComing':
        await move({ state: 'DriverArrived', arrived_at: at }, new Date(now.getTime() + BOARD_SECONDS * 1000))
        await addEvent(trx, order, 'Processing', 'evCarArrived', {}, at)
        return 'Arrived'
      case 'DriverArrived':
        await move({ state: 'InTravel', started_at: at }, new Date(now.getTime() + drivenOf(r).minutes * 60_000))
        await addEvent(trx, order, 'Processing', 'evCarStarted', {}, at)
        return 'Started'
      case 'InTravel':
        await move({ state: 'Completed', ended_at: at }, null)
        await settle(trx, order, { ...r, ended_at: at }, now)
        return 'Completed'
      default:
        await move({}, null)
        return 'Skipped'
    }
  })
}

export type DispatchJob = LeasedJob<StepOutcome>

/** The job of one app instance (CAR_DISPATCH_INTERVAL_MS, default 2 s; 0 = only runOnce). */
export function createDispatchJob(deps: LeasedJobDeps, intervalMs: number): DispatchJob {
  return createLeasedJob(
    deps,
    {
      name: 'car-dispatch',
      table: 'car_rides',
      states: ['Calling', 'DriverComing', 'DriverArrived', 'InTravel'],
      dueColumn: 'next_step_at',
      leaseSeconds: LEASE_SECONDS,
      batch: BATCH,
      attempt: step,
    },
    intervalMs,
  )
}

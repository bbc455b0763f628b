/**
 * The tickets of train orders: written with their seats (in the booking's transaction), issued
 * (numbers and gates) when paid or grabbed, voided and given back when an unpaid order is
 * cancelled or its approval fails.
 */
import type { SeatClass, TrainPolicyVerdict } from '../../../../types/api/train'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { Log } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { gateOf, trainByNo, type Journey } from './catalog'
import { returnTickets } from './inventory'
import { ticketsParam } from './labels'
import { equal } from '../../db/match'
import { bookedTicketIds, fulfilByIssuing, pricedTicketColumns, setTickets } from '../../kernel/orders/ticket-status'

/** The columns of a ticket that say its journey: the train and the day it starts, the day of travel and the stations. */
export const journeyColumns = (j: Journey) => ({
  train_no: j.train.no,
  start_date: j.startDate,
  dep_date: j.date,
  from_station: j.train.stops[j.from].station.code,
  to_station: j.train.stops[j.to].station.code,
})

/** Tickets (and their seats) of one journey for an order's passengers, in the caller's transaction. */
export async function writeTickets(
  trx: Trx,
  order: { id: number; companyId: number; passengerIds: number[] },
  j: Journey,
  cls: SeatClass,
  price: number,
  split: { company: number; personal: number },
  places: readonly ({ coach: number; seat: string } | null)[],
  verdict: TrainPolicyVerdict,
  reason: string,
  status: 'Booked' | 'Issued',
  at: string,
  changedFrom: (number | null)[] = [],
): Promise<number[]> {
  const ids: number[] = []
  for (const [i, passengerId] of order.passengerIds.entries()) {
    const place = places[i] ?? null
    const row = await trx
      .insertInto('train_tickets')
      .values({
        ...pricedTicketColumns(order, passengerId, split, status, changedFrom[i] ?? null, { verdict, reason }, at),
        ...journeyColumns(j),
        seat_class: cls,
        coach: place?.coach ?? 0,
        seat: place?.seat ?? '',
        price,
        ticket_no: '',
        gate: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
    if (place)
      await trx
        .insertInto('train_seats')
        .values({ train_no: j.train.no, start_date: j.startDate, coach: place.coach, seat: place.seat, seat_class: cls, ticket_id: row.id })
        .execute()
  }
  return ids
}

/** Numbers and gates for booked tickets: they are issued. */
export async function issueTickets(trx: Trx, order: { order_no: string }, ids: readonly number[], at: string): Promise<void> {
  if (!ids.length) return
  const rows = await trx
    .selectFrom('train_tickets')
    .select(['id', 'train_no', 'from_station'])
    .where('id', 'in', [...ids])
    .execute()
  for (const r of rows) {
    const t = trainByNo(r.train_no)
    await trx
      .updateTable('train_tickets')
      .set({
        status: 'Issued',
        ticket_no: `E${order.order_no.slice(1, 9)}${String(r.id).padStart(6, '0')}`,
        gate: t ? gateOf(t, r.from_station) : '',
        updated_at: at,
      })
      .where('id', '=', r.id)
      .execute()
  }
}

/** 'G1 5车12D 张伟、G1 5车12F 李娜' (standing: '无座'). */
/** The tickets of a timeline entry, kept as data and composed in the reader's language when shown. */
export async function ticketsText(db: Db, ids: readonly number[]): Promise<string> {
  if (!ids.length) return ''
  const rows = await db
    .selectFrom('train_tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .select(['t.train_no', 't.coach', 't.seat', 't.seat_class', 'p.ch_name', 'p.last_name', 'p.first_name'])
    .where('t.id', 'in', [...ids])
    .orderBy('t.id')
    .execute()
  return ticketsParam(
    rows.map((r) => ({
      n: r.train_no,
      k: r.seat_class as SeatClass,
      c: r.coach,
      s: r.seat,
      p: rowName(r),
    })),
  )
}

/** The cashier's fulfilment of a ticket order: Paid → Ticketing → TicketIssued, every ticket numbered. */
export const fulfilTickets = (trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus> =>
  fulfilByIssuing(trx, order, now, log, { ticketing: 'evTrainTicketing', issued: 'evTrainIssued' }, async (at) => {
    const ids = await bookedTicketIds(trx, 'train_tickets', order.id)
    await issueTickets(trx, order, ids, at)
    return { tickets: await ticketsText(trx, ids) }
  })

/** Gives back what an unpaid order holds (its booked places; a waiting grab ends). */
export async function releaseOrder(trx: Trx, orderId: number, at: string): Promise<void> {
  const booked = await trx
    .selectFrom('train_tickets')
    .select(['id', 'train_no', 'start_date', 'seat_class'])
    .where((eb) => equal(eb, { order_id: orderId, status: 'Booked' }))
    .execute()
  await returnTickets(trx, booked, at)
  await setTickets(trx, 'train_tickets', booked, 'Void', at)
  await trx
    .updateTable('train_grabs')
    .set({ state: 'Cancelled', lease_owner: null, lease_until: null, updated_at: at })
    .where('order_id', '=', orderId)
    .where('state', 'in', ['Waiting', 'Grabbing'])
    .execute()
}

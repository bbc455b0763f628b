/**
 * The tickets of bus orders: written in the booking's transaction (Booked), issued with their
 * pick-up codes when paid, voided and their seats given back when an unpaid order is cancelled
 * or its approval fails; Refunding / Changing while a refund or change waits for approval.
 */
import type { BusPolicyVerdict } from '../../../../types/api/bus'
import type { BusTicketState } from '../../../../types/api/bus-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { Log } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import { hash32 } from '../../lib/prng'
import { rowName } from '../../lib/names'
import type { Schedule } from './catalog'
import { returnSeats } from './search'
import type { BusTicketRow } from './tables'
import { bookedTicketIds, fulfilByIssuing, moveTickets, pricedTicketColumns, setTickets } from '../../kernel/orders/ticket-status'

export async function writeTickets(
  trx: Trx,
  order: { id: number; companyId: number; passengerIds: number[] },
  s: Schedule,
  date: string,
  split: { company: number; personal: number },
  verdict: BusPolicyVerdict,
  reason: string,
  status: 'Booked' | 'Issued',
  at: string,
  changedFrom: number[] = [],
): Promise<number[]> {
  const ids: number[] = []
  for (const [i, passengerId] of order.passengerIds.entries()) {
    const row = await trx
      .insertInto('bus_tickets')
      .values({
        ...pricedTicketColumns(order, passengerId, split, status, changedFrom[i] ?? null, { verdict, reason }, at),
        schedule_no: s.no,
        dep_date: date,
        from_station: s.from.code,
        to_station: s.to.code,
        bus_class: s.cls,
        price: s.price,
        pick_up_code: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return ids
}

/** The six digits the station's machine takes for a ticket: fixed by the ticket, never reused within an order. */
export const pickUpCode = (orderNo: string, ticketId: number): string => String(100000 + (hash32(`${orderNo}|${ticketId}`) % 900000))

/** Booked tickets get their pick-up codes: issued. */
export async function issueTickets(trx: Trx, orderNo: string, ids: readonly number[], at: string): Promise<string[]> {
  const codes: string[] = []
  for (const id of ids) {
    const code = pickUpCode(orderNo, id)
    codes.push(code)
    await trx.updateTable('bus_tickets').set({ status: 'Issued', pick_up_code: code, updated_at: at }).where('id', '=', id).execute()
  }
  return codes
}

/** 'SHA01-SZV01-0730 2026-11-30 张伟、李娜': a timeline's tickets, the same in every language. */
export async function ticketsText(db: Db | Trx, ids: readonly number[]): Promise<string> {
  if (!ids.length) return ''
  const rows = await db
    .selectFrom('bus_tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .select(['t.schedule_no', 't.dep_date', 'p.ch_name', 'p.last_name', 'p.first_name'])
    .where('t.id', 'in', [...ids])
    .orderBy('t.id')
    .execute()
  const names = rows.map((r) => rowName(r)).join('、')
  return `${rows[0].schedule_no} ${rows[0].dep_date} ${names}`
}

/** The cashier's fulfilment: Paid → Ticketing → TicketIssued, every ticket with its pick-up code. */
export const fulfilTickets = (trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus> =>
  fulfilByIssuing(trx, order, now, log, { issued: 'evBusIssued' }, async (at) => {
    const ids = await bookedTicketIds(trx, 'bus_tickets', order.id)
    const codes = await issueTickets(trx, order.order_no, ids, at)
    return { tickets: await ticketsText(trx, ids), codes: codes.join('、') }
  })

/** Gives back what an unpaid order holds: its booked seats. */
export async function releaseOrder(trx: Trx, orderId: number, at: string): Promise<void> {
  const booked = await trx
    .selectFrom('bus_tickets')
    .select(['id', 'schedule_no', 'dep_date'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'Booked')
    .execute()
  await returnSeats(trx, booked, at)
  await setTickets(trx, 'bus_tickets', booked, 'Void', at)
}

/** Tickets move from one state to another, each only once (316 when another request moved one first). */
export const markTickets = (trx: Trx, rows: readonly Pick<BusTicketRow, 'id'>[], from: BusTicketState, to: BusTicketState, at: string): Promise<void> =>
  moveTickets(trx, 'bus_tickets', rows, from, to, at)

/**
 * Tickets, what a flight order holds: numbers, hours before departure, the conditional status
 * move that makes concurrent operations on the same tickets fail cleanly (316) instead of both
 * succeeding, and what the order kernel asks of the flight product about them — issuing them once
 * paid, giving their seats back when the order is cancelled, and which actions they allow.
 */
import type { PersonalPower } from '../../../../types/api'
import type { OrderActions, OrderStatus, TicketStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { Log } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { chinaInstant } from '../../lib/time'
import { inventory, returnSeats } from './inventory'
import type { TicketRow } from './tables'
import { equal } from '../../db/match'
import { fulfilByIssuing, setTickets } from '../../kernel/orders/ticket-status'

/** Tickets a traveller holds: issued, or issued again on another flight after a change. */
export const ACTIVE_TICKET: readonly TicketStatus[] = ['Issued', 'Changed']

/** Airline ticket number: the carrier's three-digit stock prefix and ten digits. */
export function ticketNumber(flightNo: string, route: string, ticketId: number, issue: number): string {
  const prefix = inventory().flight(flightNo, route)?.carrier.ticketPrefix ?? '999'
  return `${prefix}-${String(2_000_000_000 + ticketId * 10 + issue).padStart(10, '0')}`
}

/** Hours from now to the ticket's departure (negative once departed). */
export function hoursBefore(t: Pick<TicketRow, 'flight_no' | 'route_key' | 'dep_date'>, now: Date): number {
  const f = inventory().flight(t.flight_no, t.route_key)
  const dep = chinaInstant(t.dep_date, f ? f.depMin : 0)
  return (dep.getTime() - now.getTime()) / 3_600_000
}

/** Moves exactly these tickets from one of `from` to `to`, or throws 316. */
export async function moveTickets(trx: Trx, ids: readonly number[], from: readonly TicketStatus[], to: TicketStatus, nowIso: string): Promise<void> {
  if (!ids.length) return
  const res = await trx
    .updateTable('tickets')
    .set({ status: to, updated_at: nowIso })
    .where('id', 'in', ids as number[])
    .where('status', 'in', from as TicketStatus[])
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== ids.length) throw statusChanged()
}

/** The passengers (order_passengers ids) of some tickets, given as a refund's or change's ticket_ids_json. */
export async function ticketPassengers(db: Db, ticketIdsJson: string): Promise<number[]> {
  const ids = JSON.parse(ticketIdsJson) as number[]
  if (!ids.length) return []
  const rows = await db.selectFrom('tickets').select('passenger_id').where('id', 'in', ids).execute()
  return [...new Set(rows.map((r) => r.passenger_id))]
}

/**
 * Tickets whose refund or change did not go ahead, back from `from` to what they were: Changed
 * when an earlier change of the order re-issued them, Issued otherwise.
 */
export async function restoreTickets(trx: Trx, orderId: number, ids: readonly number[], from: TicketStatus, nowIso: string): Promise<void> {
  const done = await trx.selectFrom('changes').select('ticket_ids_json').where('order_id', '=', orderId).where('status', '=', 'ChangeSucceeded').execute()
  const changed = new Set(done.flatMap((c) => JSON.parse(c.ticket_ids_json) as number[]))
  const back = (to: TicketStatus) => ids.filter((id) => changed.has(id) === (to === 'Changed'))
  for (const to of ['Changed', 'Issued'] as const) await moveTickets(trx, back(to), [from], to, nowIso)
}

/** Seats per flight-date-class of some tickets, infants excluded (they sit on a lap). */
export function seatCounts(tickets: readonly (Pick<TicketRow, 'flight_no' | 'dep_date' | 'cabin_code'> & { pax_type: string })[]) {
  const m = new Map<string, { flightNo: string; date: string; code: string; n: number }>()
  for (const t of tickets) {
    if (t.pax_type === 'Infant') continue
    const key = `${t.flight_no}|${t.dep_date}|${t.cabin_code}`
    const c = m.get(key) ?? { flightNo: t.flight_no, date: t.dep_date, code: t.cabin_code, n: 0 }
    c.n++
    m.set(key, c)
  }
  return [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v)
}

/** The flight's fulfilment after the cashier (order Paid): Ticketing, every ticket numbered, TicketIssued. */
export const issueTickets = (trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus> =>
  fulfilByIssuing(trx, order, now, log, { ticketing: 'evTicketing', issued: 'evIssued' }, async (at) => {
    const tickets = await trx
      .selectFrom('tickets')
      .select(['id', 'flight_no', 'route_key'])
      .where((eb) => equal(eb, { order_id: order.id, status: 'Booked' }))
      .orderBy('id')
      .execute()
    const numbers: string[] = []
    for (const t of tickets) {
      const ticketNo = ticketNumber(t.flight_no, t.route_key, t.id, 0)
      numbers.push(ticketNo)
      await trx
        .updateTable('tickets')
        .set({ status: 'Issued', ticket_no: ticketNo, updated_at: at })
        .where((eb) => equal(eb, { id: t.id, status: 'Booked' }))
        .execute()
    }
    return { tickets: numbers.join(', ') }
  })

/** Gives back the seats of an order's unflown, unrefunded tickets and voids them (cancelled, or its approval failed). */
export async function releaseOrderSeats(trx: Trx, orderId: number, nowIso: string): Promise<void> {
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
    .select(['tickets.id', 'tickets.flight_no', 'tickets.dep_date', 'tickets.cabin_code', 'order_passengers.pax_type'])
    .where('tickets.order_id', '=', orderId)
    .where('tickets.status', 'in', ['Booked', 'Issued', 'Changed'])
    .execute()
  for (const c of seatCounts(tickets)) await returnSeats(trx, c.flightNo, c.date, c.code, c.n, nowIso)
  await setTickets(trx, 'tickets', tickets, 'Void', nowIso)
}

export interface ActionInput {
  status: OrderStatus
  ticketStatuses: readonly TicketStatus[]
  /** A change waits for its personal payment. */
  changeAwaitingPayment: boolean
}

/** What the caller may do now; the my-area flags gate refund and change (docs/roles-and-powers.md). */
export function actionsFor(o: ActionInput, power: PersonalPower): OrderActions {
  const flight = power.MyPermission?.Orders?.Flight
  const active = o.ticketStatuses.some((s) => ACTIVE_TICKET.includes(s))
  const settled = o.status === 'TicketIssued' || o.status === 'ChangeSucceeded'
  return {
    CanPay: o.status === 'Placed' || o.changeAwaitingPayment,
    CanCancel: o.status === 'PendingApproval' || o.status === 'Placed',
    CanRefund: settled && active && !o.changeAwaitingPayment && flight?.FlightRefund === true,
    CanChange: settled && active && !o.changeAwaitingPayment && flight?.FlightChange === true,
  }
}

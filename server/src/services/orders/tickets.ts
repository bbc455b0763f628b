/**
 * Ticket-level helpers shared by payment, refund and change: ticket numbers, hours before
 * departure, and the conditional status move that makes concurrent operations on the same
 * tickets fail cleanly (316) instead of both succeeding.
 */
import { randomUUID } from 'node:crypto'
import type { Selectable, Transaction } from 'kysely'
import type { TicketStatus } from '../../../../types/api/order'
import { chinaInstant } from '../../lib/time'
import { inventory } from '../flight/inventory'
import { statusChanged } from '../flight/messages'
import type { FlightDb, TicketsTable } from './tables'

export type TicketRow = Selectable<TicketsTable>

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
export async function moveTickets(trx: Transaction<FlightDb>, ids: readonly number[], from: readonly TicketStatus[], to: TicketStatus, nowIso: string): Promise<void> {
  if (!ids.length) return
  const res = await trx
    .updateTable('tickets')
    .set({ status: to, updated_at: nowIso })
    .where('id', 'in', ids as number[])
    .where('status', 'in', from as TicketStatus[])
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== ids.length) throw statusChanged()
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

/** Refund of one ticket, pro rata to what the company and the traveller paid for it. */
export function splitRefund(amount: number, t: Pick<TicketRow, 'company_amount' | 'personal_amount'>): { company: number; personal: number } {
  const paid = t.company_amount + t.personal_amount
  const personal = paid > 0 ? Math.round((amount * t.personal_amount) / paid) : 0
  return { company: amount - personal, personal }
}

/**
 * Numbers of payments, refunds and changes: the order's digits and the row id, so concurrent
 * operations on one order never compute the same number. Rows are inserted with `tempNo()` and
 * renumbered once their id is known, in the same transaction.
 */
export const documentNo = (prefix: 'P' | 'R' | 'C', orderNo: string, id: number): string => `${prefix}${orderNo.slice(1)}${String(id).padStart(4, '0')}`
export const tempNo = (): string => `tmp-${randomUUID()}`

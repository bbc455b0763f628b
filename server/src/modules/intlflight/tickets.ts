/**
 * The flights and e-tickets of international orders: written in the booking's transaction (one
 * e-ticket per passenger for the whole itinerary, seats held on every segment), issued with
 * 13-digit ticket numbers when the cashier has the money, voided with their seats given back when
 * an unpaid order is cancelled or its approval fails.
 */
import type { OrderStatus } from '../../../../types/api/order'
import { FARE_RULES, type FareFamily } from '../../../../types/api/intlflight-values'
import type { Db, Trx } from '../../db/schema'
import type { Log } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { hash32 } from '../../lib/prng'
import type { Resolved } from './connections'
import { returnSeats, type SeatNeed } from './inventory'
import type { CheckedPassenger } from './passengers'
import type { IntlSegmentRow } from './tables'
import { bookedTicketIds, fulfilByIssuing, setTickets } from '../../kernel/orders/ticket-status'

export async function writeOrderRows(
  trx: Trx,
  order: { id: number; companyId: number; passengerIds: number[] },
  r: Resolved,
  passengers: readonly CheckedPassenger[],
  price: number,
  taxes: number,
  split: { company: number; personal: number },
  at: string,
): Promise<void> {
  const segs = r.legs.flatMap((l, legNo) =>
    l.map((s, segNo) => ({
      company_id: order.companyId,
      order_id: order.id,
      leg_no: legNo + 1,
      seg_no: segNo + 1,
      flight_no: s.def.no,
      dep_date: s.date,
      cabin: FARE_RULES[r.families[legNo]].Cabin,
      family: r.families[legNo],
      depart_at: new Date(s.depart).toISOString(),
      arrive_at: new Date(s.arrive).toISOString(),
      seat_state: 'Held',
    })),
  )
  await trx.insertInto('intlflight_segments').values(segs).execute()
  await trx
    .insertInto('intlflight_tickets')
    .values(
      order.passengerIds.map((pid, i) => ({
        company_id: order.companyId,
        order_id: order.id,
        passenger_id: pid,
        status: 'Booked',
        ticket_no: '',
        price,
        taxes,
        company_amount: split.company,
        personal_amount: split.personal,
        doc_type: passengers[i].doc.type,
        doc_no: passengers[i].doc.no,
        doc_country: passengers[i].doc.country,
        doc_expiry: passengers[i].doc.expiry,
        updated_at: at,
      })),
    )
    .execute()
}

export const needsOf = (segs: readonly Pick<IntlSegmentRow, 'flight_no' | 'dep_date' | 'cabin'>[]): SeatNeed[] =>
  segs.map((s) => ({ flightNo: s.flight_no, date: s.dep_date, cabin: s.cabin as SeatNeed['cabin'] }))

/** The validating carrier's 3-digit prefix and 10 digits, stable per ticket and issue (`round` 1, 2 … for re-issues after changes). */
export function ticketNo(carrier: string, id: number, round = 0): string {
  const prefix = String(100 + (hash32(`prefix|${carrier}`) % 900))
  return `${prefix}-${String(2_000_000_000 + id * 7919 + round * 104_729)
    .padStart(10, '0')
    .slice(-10)}`
}

/** 'MU101 ZHANG/WEI 781-2000007919' for the timeline. */
export async function ticketsText(db: Db, ids: readonly number[]): Promise<string> {
  if (!ids.length) return ''
  const rows = await db
    .selectFrom('intlflight_tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .select(['t.ticket_no', 'p.ch_name', 'p.last_name', 'p.first_name'])
    .where('t.id', 'in', [...ids])
    .orderBy('t.id')
    .execute()
  return rows.map((r) => `${rowName(r)} ${r.ticket_no}`.trim()).join('、')
}

/** The airline whose code an order's e-ticket numbers carry: its first flight's (XX for an order without one). */
export async function orderCarrier(db: Db, orderId: number): Promise<string> {
  const first = await db
    .selectFrom('intlflight_segments')
    .select('flight_no')
    .where('order_id', '=', orderId)
    .orderBy('leg_no')
    .orderBy('seg_no')
    .executeTakeFirst()
  return (first?.flight_no ?? 'XX').slice(0, 2)
}

/** The cashier's fulfilment: Paid → Ticketing → TicketIssued, every ticket numbered. */
export const fulfilTickets = (trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus> =>
  fulfilByIssuing(trx, order, now, log, { ticketing: 'evIntlTicketing', issued: 'evIntlIssued' }, async (at) => {
    const carrier = await orderCarrier(trx, order.id)
    const ids = await bookedTicketIds(trx, 'intlflight_tickets', order.id)
    for (const id of ids)
      await trx
        .updateTable('intlflight_tickets')
        .set({ status: 'Issued', ticket_no: ticketNo(carrier, id), updated_at: at })
        .where('id', '=', id)
        .execute()
    return { tickets: await ticketsText(trx, ids) }
  })

/** Gives back what an unpaid order holds: its booked tickets are void, their seats on sale again. */
export async function releaseOrder(trx: Trx, orderId: number, at: string): Promise<void> {
  const booked = await trx.selectFrom('intlflight_tickets').select('id').where('order_id', '=', orderId).where('status', '=', 'Booked').execute()
  if (!booked.length) return
  const segs = await trx.selectFrom('intlflight_segments').selectAll().where('order_id', '=', orderId).where('seat_state', '=', 'Held').execute()
  await returnSeats(trx, needsOf(segs), booked.length, at)
  await trx.updateTable('intlflight_segments').set({ seat_state: 'Released' }).where('order_id', '=', orderId).execute()
  await setTickets(trx, 'intlflight_tickets', booked, 'Void', at)
}

export const familyOfLeg = (segs: readonly IntlSegmentRow[], legNo: number): FareFamily => segs.find((s) => s.leg_no === legNo)!.family as FareFamily

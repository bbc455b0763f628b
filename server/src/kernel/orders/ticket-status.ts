/**
 * Products' ticket rows change state here: to a state whatever theirs (void when an unpaid order
 * gives them back), or from one state to another once each (316 when another request moved one first).
 */
import type { Kysely, Selectable } from 'kysely'
import { equal } from '../../db/match'
import type { OrderStatus } from '../../../../types/api/order'
import type { ProductVerdict } from '../../../../types/api/policy'
import type { Database, Db, Trx } from '../../db/schema'
import type { Log } from './products'
import { moveOrder } from './state'
import type { OrderRow } from './tables'
import { statusChanged } from './texts'

/** The tables of tickets: rows of an order with a status and updated_at. */
export type TicketTable = { [K in keyof Database]: Database[K] extends { order_id: number; status: string; updated_at: string } ? K : never }[keyof Database]

/** Kysely cannot follow a table chosen by a type parameter: the queries are typed over the columns every ticket table has. */
type Tickets = { t: { id: number; order_id: number; status: string; updated_at: string } }
const tickets = (trx: Db, table: TicketTable) => ({ db: trx as unknown as Kysely<Tickets>, t: table as unknown as 't' })

/** Tickets take a state whatever theirs (an unpaid order's booked tickets are void, a change's old ones changed). */
export async function setTickets(trx: Trx, table: TicketTable, rows: readonly { id: number }[], status: string, at: string): Promise<void> {
  if (!rows.length) return
  const { db, t } = tickets(trx, table)
  await db
    .updateTable(t)
    .set({ status, updated_at: at })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute()
}

/** Tickets move from one state to another, each only once (316 when another request moved one first). */
export async function moveTickets(trx: Trx, table: TicketTable, rows: readonly { id: number }[], from: string, to: string, at: string): Promise<void> {
  const { db, t } = tickets(trx, table)
  for (const { id } of rows) {
    const res = await db
      .updateTable(t)
      .set({ status: to, updated_at: at })
      .where((eb) => equal(eb, { id, status: from }))
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
  }
}

/** The order's tickets of these ids, every one issued; `unknown()` is thrown for one not of the order or not issued. */
export async function issuedTickets<T extends TicketTable>(
  db: Db,
  table: T,
  orderId: number,
  ids: readonly number[],
  unknown: () => Error,
): Promise<Selectable<Database[T]>[]> {
  const { db: q, t } = tickets(db, table)
  const rows = await q
    .selectFrom(t)
    .selectAll()
    .where((eb) => eb.and([eb('order_id', '=', orderId), eb('id', 'in', [...ids])]))
    .execute()
  if (rows.length !== new Set(ids).size || rows.some((r) => r.status !== 'Issued')) throw unknown()
  return rows as unknown as Selectable<Database[T]>[]
}

/**
 * The columns a ticket sold under a policy verdict starts with: whose order and passenger, what the
 * company and the traveller pay, its state, the ticket it replaces (a change, once), and the verdict
 * and reason it was booked under; the product adds what its tickets are of.
 */
export const pricedTicketColumns = (
  order: { id: number; companyId: number },
  passengerId: number,
  split: { company: number; personal: number },
  status: string,
  changedFrom: number | null,
  policy: { verdict: unknown; reason: string },
  at: string,
) => ({
  company_id: order.companyId,
  order_id: order.id,
  passenger_id: passengerId,
  company_amount: split.company,
  personal_amount: split.personal,
  status,
  changed_from: changedFrom,
  change_count: changedFrom ? 1 : 0,
  policy_json: JSON.stringify(policy.verdict),
  policy_reason: policy.reason,
  updated_at: at,
})

/** The tables of tickets sold at a price under a policy verdict. */
export type PricedTicketTable = {
  [K in keyof Database]: Database[K] extends { order_id: number; status: string; price: number; policy_json: string } ? K : never
}[keyof Database]

/**
 * What the standard would have paid for an order's tickets still travelling (not void, not changed
 * away): each ticket's price to beat, its price where it has none; null for an order without any.
 */
export async function ticketsPriceToBeat(db: Db, table: PricedTicketTable, orderId: number): Promise<number | null> {
  const q = db as unknown as Kysely<{ t: { order_id: number; status: string; price: number; policy_json: string } }>
  const rows = await q
    .selectFrom(table as unknown as 't')
    .select(['price', 'policy_json'])
    .where('order_id', '=', orderId)
    .where('status', 'not in', ['Void', 'Changed'])
    .execute()
  if (!rows.length) return null
  return rows.reduce((s, t) => s + ((JSON.parse(t.policy_json) as ProductVerdict).PriceToBeat ?? t.price), 0)
}

/** The ids of an order's booked tickets (not yet issued), in the order they were written. */
export async function bookedTicketIds(trx: Trx, table: TicketTable, orderId: number): Promise<number[]> {
  const { db, t } = tickets(trx, table)
  const rows = await db.selectFrom(t).select('id').where('order_id', '=', orderId).where('status', '=', 'Booked').orderBy('id').execute()
  return rows.map((r) => r.id)
}

/**
 * The cashier's fulfilment of a ticket order: Paid → Ticketing (in the timeline where the product
 * has a `ticketing` text), every booked ticket issued by the product (`issue`, which answers the
 * parameters of its `issued` text), → TicketIssued.
 */
export async function fulfilByIssuing(
  trx: Trx,
  order: OrderRow,
  now: Date,
  log: Log,
  texts: { ticketing?: string; issued: string },
  issue: (at: string) => Promise<Record<string, string | number>>,
): Promise<OrderStatus> {
  const at = now.toISOString()
  await moveOrder(trx, order.id, 'Paid', 'Ticketing', at)
  if (texts.ticketing) await log('Ticketing', texts.ticketing, {})
  const params = await issue(at)
  await moveOrder(trx, order.id, 'Ticketing', 'TicketIssued', at)
  await log('TicketIssued', texts.issued, params)
  return 'TicketIssued'
}

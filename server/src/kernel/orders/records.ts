/**
 * Refunds and changes as records of an order, whatever the product refunds or changes (tickets,
 * rooms): each is a row with its own number, the client's request id (the same request applied
 * twice answers the first record) and a status that moves like the order's. Payments, refunds
 * and changes are numbered from the order's digits and the row id, so concurrent operations on
 * one order never compute the same number: rows are inserted with `tempNo()` and renumbered once
 * their id is known, in the same transaction.
 */
import { randomUUID } from 'node:crypto'
import type { Generated, Insertable, Kysely } from 'kysely'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { yuan } from '../../lib/money'
import { refundToSources } from '../../services/money/sources'
import { orderStatusName } from './labels'
import type { Log } from './products'
import { addEvent, moveOrder } from './state'
import { statusChanged } from './texts'
import type { ChangeRow, ChangesTable, OrderRow, RefundRow, RefundsTable } from './tables'

export const documentNo = (prefix: 'P' | 'R' | 'C', orderNo: string, id: number): string => `${prefix}${orderNo.slice(1)}${String(id).padStart(4, '0')}`
export const tempNo = (): string => `tmp-${randomUUID()}`

type Order = { id: number; company_id: number; order_no: string; product: string }
type RecordValues<T> = Omit<Insertable<T>, 'id' | 'company_id' | 'order_id' | 'refund_no' | 'change_no' | 'created_at'>

/** Kysely cannot follow a table chosen by a parameter: a record is inserted through the columns refunds and changes both have. */
type Records = { r: { id: Generated<number>; company_id: number; order_id: number; created_at: string } }

/** Inserts a refund (R) or change (C) of the order with a temporary number, then numbers it from its id; answers the id. */
async function insertNumbered(trx: Trx, table: 'refunds' | 'changes', order: Order, values: object, at: string): Promise<number> {
  const [column, prefix] = table === 'refunds' ? (['refund_no', 'R'] as const) : (['change_no', 'C'] as const)
  const q = trx as unknown as Kysely<Records>
  const { id } = await q
    .insertInto(table as unknown as 'r')
    .values({ ...values, company_id: order.company_id, order_id: order.id, [column]: tempNo(), created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .updateTable(table)
    .set({ [column]: documentNo(prefix, order.order_no, id) })
    .where('id', '=', id)
    .execute()
  return id
}

export async function insertRefund(trx: Trx, order: Order, values: RecordValues<RefundsTable>, at: string): Promise<RefundRow> {
  const id = await insertNumbered(trx, 'refunds', order, values, at)
  const row = await trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  // Refunded at once: the money goes back where it came from (wallet, beans, voucher, channel, prepayment).
  if (row.status === 'RefundSucceeded') await refundToSources(trx, order, row, at)
  return row
}

/** A refund that waited (approval, the airline) has gone through: marked so, its money goes back where it came from. */
export async function refundSucceeded(trx: Trx, order: Order, refundId: number, at: string): Promise<void> {
  const res = await trx
    .updateTable('refunds')
    .set({ status: 'RefundSucceeded' })
    .where('id', '=', refundId)
    .where('status', '!=', 'RefundSucceeded')
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) return
  const row = await trx.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow()
  await refundToSources(trx, order, row, at)
}

/**
 * A change waiting for its completion (Changing, Placed or PendingApproval) succeeds, and its order
 * with it (ChangeSucceeded); 316 when another completion got there first.
 */
export async function changeSucceeded(trx: Trx, orderId: number, changeId: number, at: string): Promise<void> {
  const res = await trx
    .updateTable('changes')
    .set({ status: 'ChangeSucceeded' })
    .where('id', '=', changeId)
    .where('status', 'in', ['Changing', 'Placed', 'PendingApproval'])
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw statusChanged()
  const current = (await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status as OrderStatus
  if (current !== 'ChangeSucceeded') await moveOrder(trx, orderId, current, 'ChangeSucceeded', at)
}

/** The round of an order's next re-issue of tickets by a change: 1 while no change of it has succeeded, then 2 … */
export async function reissueRound(trx: Trx, orderId: number): Promise<number> {
  const done = await trx.selectFrom('changes').select('id').where('order_id', '=', orderId).where('status', '=', 'ChangeSucceeded').execute()
  return done.length + 1
}

/** A changed ticket's shares: what the company and the traveller paid for it grow by their shares of the change. */
export const changedShares = (t: { company_amount: number; personal_amount: number }, c: { company: number; personal: number }, at: string) => ({
  company_amount: t.company_amount + c.company,
  personal_amount: t.personal_amount + c.personal,
  updated_at: at,
})

/** A change whose tickets the product re-issued succeeds (changeSucceeded), and the timeline says so in the product's words. */
export async function changeDone(
  trx: Trx,
  orderId: number,
  changeId: number,
  at: string,
  log: Log,
  text: [key: string, params: Record<string, string | number>],
): Promise<'ChangeSucceeded'> {
  await changeSucceeded(trx, orderId, changeId, at)
  await log('ChangeSucceeded', ...text)
  return 'ChangeSucceeded'
}

export async function insertChange(trx: Trx, order: Order, values: RecordValues<ChangesTable>, at: string): Promise<ChangeRow> {
  const id = await insertNumbered(trx, 'changes', order, values, at)
  return trx.selectFrom('changes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** A refund's split: back to the company and the traveller pro rata to what each paid for the item. */
export function splitRefund(amount: number, paid: { company_amount: number; personal_amount: number }): { company: number; personal: number } {
  const total = paid.company_amount + paid.personal_amount
  const personal = total > 0 ? Math.round((amount * paid.personal_amount) / total) : 0
  return { company: amount - personal, personal }
}

/**
 * A ticket's line of a refund quote: its price, what the product shows of the fee (`shown`), the
 * fee kept, the rest back, and that split as the company and the traveller paid for the ticket.
 */
export function ticketRefundLine<S extends object>(t: { id: number; price: number; company_amount: number; personal_amount: number }, fee: number, shown: S) {
  const back = t.price - fee
  return { TicketId: t.id, Price: t.price, ...shown, Fee: fee, Refund: back, ...splitRefund(back, t) }
}

/** A line of a refund quote: its fee and refund as shown, and the company's and the traveller's shares (not shown). */
export interface RefundLine {
  Fee: number
  Refund: number
  company: number
  personal: number
}

/** A refund quote: its lines and their sums. */
export function sumRefundLines<L extends RefundLine>(lines: L[]) {
  const sum = (k: keyof RefundLine) => lines.reduce((s, l) => s + l[k], 0)
  return { lines, fee: sum('Fee'), refund: sum('Refund'), company: sum('company'), personal: sum('personal') }
}

/** A quote as a refund preview shows it: the lines without the shares, the sums and the split. */
export const refundPreviewOf = <L extends RefundLine>(q: ReturnType<typeof sumRefundLines<L>>) => ({
  Lines: q.lines.map(({ company: _c, personal: _p, ...l }) => l),
  Fee: q.fee,
  Refund: q.refund,
  CompanyRefund: q.company,
  PersonalRefund: q.personal,
})

/** The refund or change an earlier request with this id created on the order. */
export const refundByRequest = (db: Db, orderId: number, requestId: string): Promise<RefundRow | undefined> =>
  db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).where('client_request_id', '=', requestId).executeTakeFirst()

export const changeByRequest = (db: Db, orderId: number, requestId: string): Promise<ChangeRow | undefined> =>
  db.selectFrom('changes').selectAll().where('order_id', '=', orderId).where('client_request_id', '=', requestId).executeTakeFirst()

/** What a refund call answers, for every product: the record and where the order stands. */
export interface RefundAnswer {
  OrderNo: string
  RefundNo: string
  Status: OrderStatus
  StatusName: string
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
}

/**
 * Applies a refund request once: the record an earlier request with this id created answers
 * again; otherwise `apply` writes it (in its own transaction) and answers the record and the
 * order's new status; should the same request win concurrently, its record answers.
 */
export async function refundOnce(
  ctx: AuthedContext,
  order: OrderRow,
  requestId: string,
  apply: () => Promise<{ refund: RefundRow; to: OrderStatus }>,
): Promise<RefundAnswer> {
  const answer = (r: RefundRow, status: OrderStatus): RefundAnswer => ({
    OrderNo: order.order_no,
    RefundNo: r.refund_no,
    Status: status,
    StatusName: orderStatusName(status, ctx.lang),
    Fee: r.refund_fee,
    Refund: r.refund_amount,
    CompanyRefund: r.company_refund,
    PersonalRefund: r.personal_refund,
  })
  return oncePerRequest(
    () => refundByRequest(ctx.db, order.id, requestId),
    async () => {
      const result = await apply()
      return answer(result.refund, result.to)
    },
    async (earlier, concurrent) => {
      if (!concurrent) return answer(earlier, order.status as OrderStatus)
      const now = await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
      return answer(earlier, now.status as OrderStatus)
    },
  )
}

/**
 * Applies an after-sale request once per client request id: the record an earlier request with
 * the id made answers again; should the same request win concurrently (the unique index, or its
 * tickets already moved), the record it made answers (`concurrent`).
 */
export async function oncePerRequest<R, A>(
  find: () => Promise<R | undefined>,
  apply: () => Promise<A>,
  again: (earlier: R, concurrent: boolean) => A | Promise<A>,
): Promise<A> {
  const earlier = await find()
  if (earlier) return again(earlier, false)
  try {
    return await apply()
  } catch (e) {
    const won = await find()
    if (!won) throw e
    return again(won, true)
  }
}

/** What a refund of tickets gives back (fen): the fee kept, the rest, and its split. */
export interface RefundQuote {
  fee: number
  refund: number
  company: number
  personal: number
}

/** A refund's record, in `status`: the tickets it refunds (none for a ride or a stay), what the quote keeps and gives back, and to whom. */
export const refundRecord = (
  r: { requestId: string; ticketIds: readonly number[]; reason: string; quote: RefundQuote },
  status: 'RefundSucceeded' | 'PendingApproval' | 'Refunding',
): RecordValues<RefundsTable> => ({
  client_request_id: r.requestId,
  status,
  ticket_ids_json: JSON.stringify(r.ticketIds),
  reason: r.reason,
  refund_fee: r.quote.fee,
  refund_amount: r.quote.refund,
  company_refund: r.quote.company,
  personal_refund: r.quote.personal,
})

/**
 * Gives back part of what an order was paid (`refund`) at once, split as the company
 * and the traveller paid the order: a succeeded refund of no tickets (a ride settled under its
 * quote, a grab's difference or its end).
 */
export const refundPaid = (
  trx: Trx,
  order: Order & { paid_company: number; paid_personal: number },
  r: { requestId: string; reason: string; refund: number },
  at: string,
): Promise<RefundRow> => {
  const split = splitRefund(r.refund, { company_amount: order.paid_company, personal_amount: order.paid_personal })
  const quote = { fee: 0, refund: r.refund, ...split }
  return insertRefund(trx, order, refundRecord({ requestId: r.requestId, ticketIds: [], reason: r.reason, quote }, 'RefundSucceeded'), at)
}

/**
 * Records a refund of tickets that went through at once (the product marked them refunded and gave
 * their places back): the refund record (the money back where it came from), the order refunded
 * when none of its tickets is left, and the timeline entry `event` (its tickets in the product's
 * words, with the fee and the amount back), in the caller's transaction.
 */
export async function ticketRefundDone(
  trx: Trx,
  order: OrderRow,
  r: { requestId: string; ticketIds: readonly number[]; reason: string; quote: RefundQuote; anyLeft: boolean },
  event: { key: string; tickets: string },
  at: string,
): Promise<{ refund: RefundRow; to: OrderStatus }> {
  const refund = await insertRefund(trx, order, refundRecord(r, 'RefundSucceeded'), at)
  const status = order.status as OrderStatus
  const to: OrderStatus = r.anyLeft ? status : 'RefundSucceeded'
  if (to !== status) await moveOrder(trx, order.id, status, to, at)
  await addEvent(trx, order, to, event.key, { tickets: event.tickets, fee: yuan(r.quote.fee), amount: yuan(r.quote.refund) }, at)
  return { refund, to }
}

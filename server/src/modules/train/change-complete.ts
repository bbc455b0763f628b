/**
 * Completing a change (train/submitChange/v2 at once when nothing is to pay, or the cashier's
 * Pay/trainpaystart with ChangeNo): the new tickets are issued, the old ones marked Changed and
 * their places put back on sale, the order ChangeSucceeded.
 */
import type { OrderStatus } from '../../../../types/api/order'
import type { Trx } from '../../db/schema'
import type { Log } from '../../kernel/orders/products'
import { moveOrder } from '../../kernel/orders/state'
import type { ChangeRow, OrderRow } from '../../kernel/orders/tables'
import { returnTickets } from './inventory'
import { issueTickets, ticketsText } from './tickets'
import { setTickets } from '../../kernel/orders/ticket-status'

/** ticket_costs_json of a train change: per old ticket, the new one. */
export interface ChangeCost {
  old: number
  new: number
  oldPrice: number
  newPrice: number
}

export async function completeChange(trx: Trx, order: OrderRow, change: ChangeRow, now: Date, log: Log): Promise<OrderStatus> {
  const at = now.toISOString()
  const costs = JSON.parse(change.ticket_costs_json) as ChangeCost[]
  const olds = await trx
    .selectFrom('train_tickets')
    .select(['id', 'train_no', 'start_date', 'seat_class'])
    .where(
      'id',
      'in',
      costs.map((c) => c.old),
    )
    .execute()
  const from = await ticketsText(
    trx,
    olds.map((o) => o.id),
  )
  await setTickets(trx, 'train_tickets', olds, 'Changed', at)
  await returnTickets(trx, olds, at)
  await issueTickets(
    trx,
    order,
    costs.map((c) => c.new),
    at,
  )
  await trx.updateTable('changes').set({ status: 'ChangeSucceeded' }).where('id', '=', change.id).execute()
  const status = (await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status as OrderStatus
  await moveOrder(trx, order.id, status, 'ChangeSucceeded', at)
  await log('ChangeSucceeded', 'evTrainChanged', {
    from,
    to: await ticketsText(
      trx,
      costs.map((c) => c.new),
    ),
  })
  return 'ChangeSucceeded'
}

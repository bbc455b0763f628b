/**
 * Open orders of a person, for any product: orders they booked or travel on that are not yet
 * finished (cancelled, voided, completed or fully refunded). Company administration asks before
 * deleting a person; no product module is involved.
 */
import type { OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'

export const FINISHED_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Voided', 'Completed', 'RefundSucceeded']

export async function openOrderCount(db: Db, companyId: number, personId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.count<number>('orders.id').distinct().as('n'))
    .where('orders.company_id', '=', companyId)
    .where('orders.status', 'not in', FINISHED_STATUSES as OrderStatus[])
    .where((eb) =>
      eb.or([
        eb('orders.booker_person_id', '=', personId),
        eb.exists(eb.selectFrom('order_passengers as p').select('p.id').whereRef('p.order_id', '=', 'orders.id').where('p.person_id', '=', personId)),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

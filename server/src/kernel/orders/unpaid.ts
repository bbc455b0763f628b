/** Orders left unpaid past the time their company allows (docs/money.md): the money sweep ends them. */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import type { Database } from '../../db/schema'
import { equal } from '../../db/match'
import { ApiError } from '../../errors'
import { addSeconds } from '../../lib/time'
import { productOf } from './products'
import { addEvent, moveOrder } from './state'

/**
 * Cancels orders left Placed longer than their company allows (money_settings.order_pay_minutes;
 * 0, the default, never), unless a simulator payment of theirs is pending; what they hold is
 * released. Run by the money sweep. Returns how many were cancelled.
 */
export async function cancelUnpaid(db: Kysely<Database>, now: Date): Promise<number> {
  const companies = await db.selectFrom('money_settings').select(['company_id', 'order_pay_minutes']).where('order_pay_minutes', '>', 0).execute()
  const at = now.toISOString()
  let cancelled = 0
  for (const c of companies) {
    const before = addSeconds(now, -c.order_pay_minutes * 60).toISOString()
    const due = await db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => equal(eb, { company_id: c.company_id, status: 'Placed' }))
      .where('updated_at', '<=', before)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_intents').select('pay_intents.id').whereRef('pay_intents.pending_order_id', '=', 'orders.id'))))
      .limit(100)
      .execute()
    for (const order of due) {
      try {
        await db.transaction().execute(async (trx) => {
          await moveOrder(trx, order.id, 'Placed', 'Cancelled', at)
          await productOf(order.product).release(trx, order.id, at)
          await addEvent(trx, order, 'Cancelled', 'evPayDeadline', { minutes: c.order_pay_minutes }, at)
        })
        cancelled++
      } catch (e) {
        // Paid or cancelled meanwhile (316): nothing to do.
        if (!(e instanceof ApiError && e.code === ErrorCode.OrderStatusChanged)) throw e
      }
    }
  }
  return cancelled
}

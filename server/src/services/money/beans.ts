/**
 * What a paid order earns its booker (docs/money.md#travel-beans): travel beans for booking under
 * the price to beat — a fifth of the saving, in whole yuan — and points for the points mall — one
 * per ¥10 the order cost. Both are credited in the paying transaction; refunds take back the same
 * share of what the order earned, as far as the balance goes (what was already spent stays spent).
 */
import { FEN_PER_BEAN } from '../../../../types/api/money-values'
import type { Trx } from '../../db/schema'
import { balanceOf, post } from './ledger'
import { equal } from '../../db/match'

/** Beans a price earns under a price to beat (fen); none without one or above it. */
export const awardBeans = (price: number, priceToBeat: number | null): number =>
  priceToBeat === null || priceToBeat <= price ? 0 : Math.floor((priceToBeat - price) / 5 / FEN_PER_BEAN)

/** Points an order of `total` fen earns: one per ¥10. */
export const awardPoints = (total: number): number => Math.max(0, Math.floor(total / 1_000))

interface OrderRef {
  id: number
  company_id: number
  order_no: string
  product: string
  booker_user_id: number
  total: number
}

/** Credits the beans and points an order earned, once, in the paying transaction. */
export async function earnRewards(trx: Trx, order: OrderRef, priceToBeat: number | null, at: string): Promise<{ beans: number; points: number }> {
  const beans = awardBeans(order.total, priceToBeat)
  const points = awardPoints(order.total)
  const common = {
    companyId: order.company_id,
    ownerId: order.booker_user_id,
    kind: 'Earn',
    product: order.product,
    orderNo: order.order_no,
    refNo: order.order_no,
    at,
  }
  await post(trx, { ...common, ledger: 'Beans', amount: beans })
  await post(trx, { ...common, ledger: 'Points', amount: points })
  return { beans, points }
}

/** After a refund: takes back the share of the order's earned beans and points that its refunds so far stand for. */
export async function clawBackRewards(trx: Trx, orderId: number, refundNo: string, at: string): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'company_id', 'order_no', 'product', 'booker_user_id', 'total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  if (order.total <= 0) return
  const refunds = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number>('refund_amount').as('n'))
    .where((eb) => equal(eb, { order_id: order.id, status: 'RefundSucceeded' }))
    .executeTakeFirst()
  const refunded = Math.min(order.total, Number(refunds?.n ?? 0))
  for (const ledger of ['Beans', 'Points'] as const) {
    const moves = await trx
      .selectFrom('money_records')
      .select(['kind', 'amount'])
      .where((eb) => equal(eb, { company_id: order.company_id, ledger, owner_id: order.booker_user_id, order_no: order.order_no }))
      .where('kind', 'in', ['Earn', 'Deduct'])
      .execute()
    const earned = moves.filter((m) => m.kind === 'Earn').reduce((s, m) => s + Number(m.amount), 0)
    if (earned <= 0) continue
    const clawed = -moves.filter((m) => m.kind === 'Deduct').reduce((s, m) => s + Number(m.amount), 0)
    const due = Math.floor((earned * refunded) / order.total) - clawed
    const take = Math.min(due, await balanceOf(trx, order.company_id, ledger, order.booker_user_id))
    if (take > 0)
      await post(trx, {
        companyId: order.company_id,
        ledger,
        ownerId: order.booker_user_id,
        kind: 'Deduct',
        amount: -take,
        product: order.product,
        orderNo: order.order_no,
        refNo: refundNo,
        at,
      })
  }
}

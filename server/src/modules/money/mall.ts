/**
 * The points mall (docs/money.md#points-mall): a catalogue every company's people share, the
 * caller's points, and redeeming — in one transaction the item's stock goes down by a conditional
 * UPDATE (never below zero: 1015 when it does not fit), the points by the ledger's conditional
 * debit (1015), and an order records it. The same request id redeems once.
 */
import { sql } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import * as M from '../../../../types/api/money'
import { ApiError, fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { pick, type Texts } from '../../i18n'
import { chinaDateTime } from '../../lib/time'
import { balanceOf, post } from '../../services/money/ledger'
import { moneyShort } from '../../services/money/texts'
import { equal } from '../../db/match'

export async function mallItems(ctx: AuthedContext): Promise<M.MallItemsRes> {
  const rows = await ctx.db.selectFrom('mall_items').selectAll().orderBy('sort').execute()
  return {
    Items: rows.map((r) => ({ ItemId: r.id, Code: r.code, Name: pick(JSON.parse(r.name_json) as Partial<Texts>, ctx.lang), Price: r.price, Stock: r.stock })),
  }
}

export const pointsAccount = async (ctx: AuthedContext): Promise<M.PointsAccountRes> => ({
  Points: await balanceOf(ctx.db, ctx.caller.companyId, 'Points', ctx.caller.userId),
})

const orderQuery = (ctx: AuthedContext) =>
  ctx.db
    .selectFrom('mall_orders')
    .innerJoin('mall_items', 'mall_items.id', 'mall_orders.item_id')
    .select([
      'mall_orders.mall_order_no',
      'mall_orders.item_id',
      'mall_orders.quantity',
      'mall_orders.points',
      'mall_orders.created_at',
      'mall_orders.client_request_id',
      'mall_items.name_json',
    ])
    .where('mall_orders.company_id', '=', ctx.caller.companyId)
    .where('mall_orders.user_id', '=', ctx.caller.userId)

async function orderView(
  ctx: AuthedContext,
  r: { mall_order_no: string; item_id: number; quantity: number; points: number; created_at: string; name_json: string },
): Promise<M.MallOrder> {
  const rec = await ctx.db
    .selectFrom('money_records')
    .select('balance_after')
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, ledger: 'Points', ref_no: r.mall_order_no }))
    .executeTakeFirst()
  return {
    MallOrderNo: r.mall_order_no,
    ItemId: r.item_id,
    ItemName: pick(JSON.parse(r.name_json) as Partial<Texts>, ctx.lang),
    Quantity: r.quantity,
    Points: r.points,
    Balance: Number(rec?.balance_after ?? 0),
    CreatedAt: chinaDateTime(r.created_at),
  }
}

export async function redeem(ctx: AuthedContext, req: M.MallRedeemReq): Promise<M.MallOrder> {
  const { companyId, userId } = ctx.caller
  const same = () => orderQuery(ctx).where('mall_orders.client_request_id', '=', req.ClientRequestId).executeTakeFirst()
  const answer = async (r: NonNullable<Awaited<ReturnType<typeof same>>>) => {
    if (r.item_id !== req.ItemId || r.quantity !== req.Quantity) throw new ApiError(ErrorCode.RequestIdReused, 'requestIdReused')
    return orderView(ctx, r)
  }
  const first = await same()
  if (first) return answer(first)
  const item = await ctx.db.selectFrom('mall_items').selectAll().where('id', '=', req.ItemId).executeTakeFirst()
  if (!item) throw fail.notFound()
  const at = ctx.now().toISOString()
  const points = item.price * req.Quantity
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const took = await trx
        .updateTable('mall_items')
        .set({ stock: sql<number>`stock - ${req.Quantity}` })
        .where('id', '=', item.id)
        .where('stock', '>=', req.Quantity)
        .executeTakeFirst()
      if (Number(took.numUpdatedRows) !== 1) throw moneyShort('moneyStockShort')
      const { id } = await trx
        .insertInto('mall_orders')
        .values({
          company_id: companyId,
          user_id: userId,
          mall_order_no: `tmp-${req.ClientRequestId}`,
          item_id: item.id,
          quantity: req.Quantity,
          points,
          client_request_id: req.ClientRequestId,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const no = `M${at.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`
      await trx.updateTable('mall_orders').set({ mall_order_no: no }).where('id', '=', id).execute()
      await post(trx, { companyId, ledger: 'Points', ownerId: userId, kind: 'Redeem', amount: -points, product: 'Mall', orderNo: no, refNo: no, at })
    })
  } catch (e) {
    // The same request id at once: the unique key lets one through.
    const won = await same()
    if (won) return answer(won)
    throw e
  }
  return answer((await same())!)
}

export async function mallOrders(ctx: AuthedContext, req: M.MallOrdersReq): Promise<M.MallOrdersRes> {
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const total = await ctx.db
    .selectFrom('mall_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
    .executeTakeFirstOrThrow()
  const rows = await orderQuery(ctx)
    .orderBy('mall_orders.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute()
  return { Total: Number(total.n), Items: await Promise.all(rows.map((r) => orderView(ctx, r))) }
}

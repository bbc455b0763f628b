/**
 * The wallet and the payment simulator (docs/money.md): the wallet's state, a recharge's pay
 * intent, the simulator's callback and query, pending intents and their expiry. A person's
 * intents are theirs alone (anyone else's is 1005).
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import * as M from '../../../../types/api/money'
import type { Database } from '../../db/schema'
import { ApiError, fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { addSeconds } from '../../lib/time'
import { loadOrder } from '../../kernel/orders/access'
import { endOrderIntent } from '../../kernel/orders/payment'
import { endRechargeIntent, intentAnswer, newIntentNo, ownIntent, type IntentRow } from '../../services/money/intents'
import { balanceOf } from '../../services/money/ledger'
import { moneySettings } from '../../services/money/settings'

export async function walletInfo(ctx: AuthedContext): Promise<M.WalletInfoRes> {
  const s = await moneySettings(ctx.db, ctx.caller.companyId)
  const power = await ctx.power()
  return {
    Balance: await balanceOf(ctx.db, ctx.caller.companyId, 'Wallet', ctx.caller.userId),
    CanRecharge: power.MyPermission.Wallet.Recharge,
    CanWithdraw: false,
    PayWithWallet: s.walletPay,
    PayWithBeans: s.beansPay,
    PayWithVouchers: s.voucherPay,
    Channels: [...M.SIM_CHANNELS],
  }
}

/** Opens a pending recharge through the simulator; the same request id answers the same intent. */
export async function recharge(ctx: AuthedContext, req: M.RechargeReq): Promise<M.PayIntent> {
  const { companyId, userId } = ctx.caller
  const same = () =>
    ctx.db
      .selectFrom('pay_intents')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .where('client_request_id', '=', req.ClientRequestId)
      .executeTakeFirst()
  const first = await same()
  if (first) return answerChecked(ctx, first, req)
  const now = ctx.now()
  const s = await moneySettings(ctx.db, companyId)
  try {
    await ctx.db
      .insertInto('pay_intents')
      .values({
        company_id: companyId,
        user_id: userId,
        intent_no: newIntentNo(now),
        purpose: 'Recharge',
        order_id: null,
        change_id: null,
        channel: req.Channel,
        amount: req.Amount,
        wallet: 0,
        beans: 0,
        voucher_id: null,
        voucher_amount: 0,
        status: 'Pending',
        pending_order_id: null,
        client_request_id: req.ClientRequestId,
        expires_at: addSeconds(now, s.payTimeoutMinutes * 60).toISOString(),
        created_at: now.toISOString(),
      })
      .execute()
  } catch (e) {
    // The same request id sent twice at once: the unique key lets one through.
    const won = await same()
    if (won) return answerChecked(ctx, won, req)
    throw e
  }
  return intentAnswer(ctx.db, (await same())!, ctx.lang)
}

function answerChecked(ctx: AuthedContext, i: IntentRow, req: M.RechargeReq): Promise<M.PayIntent> {
  if (i.purpose !== 'Recharge' || Number(i.amount) !== req.Amount || i.channel !== req.Channel) throw new ApiError(ErrorCode.RequestIdReused, 'requestIdReused')
  return intentAnswer(ctx.db, i, ctx.lang)
}

/** Ends a pending intent with an outcome, once, in its own transaction (order or recharge). */
export async function endIntent(
  db: Kysely<Database>,
  i: IntentRow,
  outcome: 'Succeeded' | 'Failed' | 'Cancelled' | 'TimedOut',
  now: Date,
  lang: Lang,
): Promise<boolean> {
  return db
    .transaction()
    .execute((trx) => (i.purpose === 'Order' ? endOrderIntent(trx, i, outcome, now, lang) : endRechargeIntent(trx, i, outcome, now.toISOString())))
}

const expired = (i: IntentRow, now: Date) => i.status === 'Pending' && i.expires_at <= now.toISOString()

/**
 * The simulator's callback: the channel's outcome for a pending intent. Repeated, it changes
 * nothing and answers the intent as it is; after its time it is TimedOut whatever it says.
 */
export async function payCallback(ctx: AuthedContext, req: M.PayCallbackReq): Promise<M.PayIntent> {
  const i = await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo)
  if (!i) throw fail.notFound()
  const now = ctx.now()
  if (i.status === 'Pending') await endIntent(ctx.db, i, expired(i, now) ? 'TimedOut' : req.Outcome, now, ctx.lang)
  return intentAnswer(ctx.db, (await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo))!, ctx.lang)
}

export async function payQuery(ctx: AuthedContext, req: M.PayQueryReq): Promise<M.PayIntent> {
  let i = await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo)
  if (!i) throw fail.notFound()
  const now = ctx.now()
  if (expired(i, now)) {
    await endIntent(ctx.db, i, 'TimedOut', now, ctx.lang)
    i = (await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo))!
  }
  return intentAnswer(ctx.db, i, ctx.lang)
}

/** The caller's pending intent of an order they may manage, timed out first when its time is up. */
export async function payPending(ctx: AuthedContext, req: M.PayPendingReq): Promise<M.PayPendingRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const i = await ctx.db
    .selectFrom('pay_intents')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('user_id', '=', ctx.caller.userId)
    .where('pending_order_id', '=', order.id)
    .executeTakeFirst()
  if (!i) return { Intent: null }
  const now = ctx.now()
  if (expired(i, now)) {
    await endIntent(ctx.db, i, 'TimedOut', now, ctx.lang)
    return { Intent: null }
  }
  return { Intent: await intentAnswer(ctx.db, i, ctx.lang) }
}

/** Pending intents whose time is up, ended as TimedOut (the module's sweep). */
export async function expireIntents(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await db
    .selectFrom('pay_intents')
    .selectAll()
    .where('status', '=', 'Pending')
    .where('expires_at', '<=', now.toISOString())
    .orderBy('expires_at')
    .limit(100)
    .execute()
  let ended = 0
  for (const i of due) if (await endIntent(db, i, 'TimedOut', now, 'zh-CN')) ended++
  return ended
}

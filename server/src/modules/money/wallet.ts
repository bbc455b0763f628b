/**
 * The wallet and payment intents (docs/money.md#channels): the wallet's state, a recharge's
 * intent opened at its channel, the payer's query and cancel, pending intents and their expiry.
 * Nothing here lets a payer say that a payment succeeded: only the channel's verified word does
 * (notify.ts, and the channel's signed answer to a query). A person's intents are theirs alone.
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import * as M from '../../../../types/api/money'
import type { Database } from '../../db/schema'
import { ApiError, fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { AppDeps } from '../../deps'
import { pick, type Lang, type Texts } from '../../i18n'
import { addSeconds } from '../../lib/time'
import { loadOrder } from '../../kernel/orders/access'
import { endOrderIntent } from '../../kernel/orders/payment'
import {
  channelFor,
  defaultScene,
  endRechargeIntent,
  intentAnswer,
  newIntentNo,
  openAtChannel,
  openingFailed,
  ownIntent,
  type IntentRow,
} from '../../services/money/intents'
import { moneyError } from '../../services/money/texts'
import { balanceOf } from '../../services/money/ledger'
import { moneySettings } from '../../services/money/settings'
import { equal } from '../../db/match'

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
    Channels: M.PERSONAL_PAY_CHANNELS.filter((c) => ctx.deps.payments.get(c)),
  }
}

/** Opens a pending recharge at its channel; the same request id answers the same intent. */
export async function recharge(ctx: AuthedContext, req: M.RechargeReq): Promise<M.PayIntent> {
  const { companyId, userId } = ctx.caller
  const scene = req.Scene ?? defaultScene(req.Channel)
  channelFor(ctx.deps.payments, req.Channel, scene)
  const same = () =>
    ctx.db
      .selectFrom('pay_intents')
      .selectAll()
      .where((eb) => equal(eb, { company_id: companyId, user_id: userId, client_request_id: req.ClientRequestId }))
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
        scene,
        action_json: '',
        transaction_id: '',
      })
      .execute()
  } catch (e) {
    // The same request id sent twice at once: the unique key lets one through.
    const won = await same()
    if (won) return answerChecked(ctx, won, req)
    throw e
  }
  const row = (await same())!
  await openOrFail(ctx, row, { scene, loginCode: req.LoginCode, description: pick(RECHARGE, ctx.lang) })
  return intentAnswer(ctx.db, (await same())!, ctx.lang)
}

const RECHARGE: Texts = { 'zh-CN': '差旅钱包充值', 'zh-TW': '差旅錢包儲值', en: 'Travel wallet top-up', ja: '出張ウォレットへのチャージ' }

/**
 * Opens an intent at its channel; when the channel refuses or does not answer the intent ends
 * Failed (what it held goes back) and the payer is told nothing was charged.
 */
export async function openOrFail(ctx: AuthedContext, i: IntentRow, how: { scene: M.PayScene; loginCode?: string; description: string }): Promise<void> {
  try {
    await openAtChannel(ctx.db, ctx.deps.payments, i, { ...how, base: ctx.siteOrigin, clientIp: ctx.client.ip })
  } catch (e) {
    await endIntent(ctx.db, i, 'Failed', ctx.now(), ctx.lang)
    throw openingFailed(e, ctx.deps.log, i)
  }
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
 * Ends a pending intent by the channel's word: its signed answer to a query (the SDK verifies it).
 * Paid there: Succeeded. Otherwise, when `end` is given (the payer cancels, the time is up): the
 * payment is closed at the channel first, so that it cannot be paid after, and the intent ends so.
 * A channel that does not answer leaves the intent pending (false).
 */
export async function settleByQuery(deps: AppDeps, i: IntentRow, end: 'Cancelled' | 'TimedOut' | null, now: Date, lang: Lang): Promise<boolean> {
  const channel = deps.payments.get(i.channel)
  if (!channel) {
    // No longer configured: nothing can be paid there any more.
    return end ? endIntent(deps.db, i, end, now, lang) : false
  }
  try {
    const word = i.action_json ? await channel.query(i.intent_no) : null
    if (word?.status === 'Succeeded') return endPaid(deps.db, i, word.amount, word.transactionId, now, lang)
    if (!end) return false
    if (word && word.status !== 'Unknown') await channel.close(i.intent_no)
  } catch (err) {
    deps.log.warn({ err, intentNo: i.intent_no, channel: i.channel }, 'payment channel did not answer a query')
    return false
  }
  return endIntent(deps.db, i, end, now, lang)
}

/** The channel says it was paid: Succeeded when the amount is the intent's (the ledger's end is once). */
export async function endPaid(db: Kysely<Database>, i: IntentRow, amount: number, transactionId: string, now: Date, lang: Lang): Promise<boolean> {
  if (amount !== Number(i.amount)) return false
  await db.updateTable('pay_intents').set({ transaction_id: transactionId }).where('id', '=', i.id).where('transaction_id', '=', '').execute()
  return endIntent(db, i, 'Succeeded', now, lang)
}

export async function payQuery(ctx: AuthedContext, req: M.PayQueryReq): Promise<M.PayIntent> {
  const i = await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo)
  if (!i) throw fail.notFound()
  const now = ctx.now()
  if (expired(i, now)) await settleByQuery(ctx.deps, i, 'TimedOut', now, ctx.lang)
  return intentAnswer(ctx.db, (await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo))!, ctx.lang)
}

/**
 * The payer gives up a pending payment: closed at the channel, what it held goes back and the
 * order stays payable. Paid at the channel meanwhile: it succeeds instead. Ended: answered as it is.
 */
export async function payCancel(ctx: AuthedContext, req: M.PayQueryReq): Promise<M.PayIntent> {
  const i = await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo)
  if (!i) throw fail.notFound()
  const now = ctx.now()
  if (i.status === 'Pending' && !(await settleByQuery(ctx.deps, i, expired(i, now) ? 'TimedOut' : 'Cancelled', now, ctx.lang))) {
    const again = (await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo))!
    if (again.status === 'Pending') throw moneyError(ErrorCode.ServiceUnavailable, 'moneyChannelDown')
  }
  return intentAnswer(ctx.db, (await ownIntent(ctx.db, ctx.caller.companyId, ctx.caller.userId, req.IntentNo))!, ctx.lang)
}

/** The caller's pending intent of an order they may manage, timed out first when its time is up. */
export async function payPending(ctx: AuthedContext, req: M.PayPendingReq): Promise<M.PayPendingRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const i = await ctx.db
    .selectFrom('pay_intents')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, user_id: ctx.caller.userId, pending_order_id: order.id }))
    .executeTakeFirst()
  if (!i) return { Intent: null }
  const now = ctx.now()
  if (expired(i, now)) {
    await settleByQuery(ctx.deps, i, 'TimedOut', now, ctx.lang)
    return { Intent: null }
  }
  return { Intent: await intentAnswer(ctx.db, i, ctx.lang) }
}

/**
 * Pending intents whose time is up (the module's sweep): asked at their channel first — paid
 * there, they succeed; otherwise closed there and ended TimedOut. One whose channel does not
 * answer waits for the next sweep.
 */
export async function expireIntents(deps: AppDeps, now: Date): Promise<number> {
  const due = await deps.db
    .selectFrom('pay_intents')
    .selectAll()
    .where('status', '=', 'Pending')
    .where('expires_at', '<=', now.toISOString())
    .orderBy('expires_at')
    .limit(100)
    .execute()
  let ended = 0
  for (const i of due) if (await settleByQuery(deps, i, 'TimedOut', now, 'zh-CN')) ended++
  return ended
}

/**
 * The cashier (Pay/{product}paystart, pay-call.ts) for every product's orders. The screen shows
 * PayInfo (company part, personal part, channels), the user confirms, and the call sends back
 * the personal amount it showed: any other amount means the order moved on under the user (316).
 *
 * Who pays what was split when the order was booked (orders.payment_type: the company, the
 * traveller, or both — Mixed — and company_amount / personal_amount); every payment is a row of
 * payments with both parts. The company's part comes from its account, or from its prepayment
 * when it settles that way; the personal part may be paid partly with a voucher, travel beans and
 * the wallet (as the company allows) and the rest through a channel. Each part is a row of
 * payment_sources, so a refund goes back where the money came from (services/money/sources.ts,
 * docs/money.md). In the same transaction as the payment the order goes Placed → Paid and the
 * product fulfils it (a flight: Ticketing → TicketIssued, every ticket numbered), each step a
 * timeline entry, so a client polling the order never sees a half-fulfilled one.
 *
 * Whatever is left for a channel (WeChat Pay, Alipay) is paid at the channel: the voucher, beans
 * and wallet are held, an intent is opened at the channel and waits for its verified word
 * (modules/money/notify.ts: succeeded, the order is paid as above) or for the payer to cancel it
 * (what was held goes back and the order stays payable) or times out (what was held goes back and
 * the order is cancelled). One intent per order may be pending. The payer never says it paid.
 *
 * Company-only orders go through the same call with Channel 'CompanyAccount' and PersonalAmount
 * 0 (the user still confirms the booking). With ChangeNo the call pays a change awaiting its
 * personal part — with the same sources and channels — and the product completes the change;
 * a change's intent that does not succeed leaves the change waiting (the order is not cancelled).
 */
import type { OrderStatus, PayStartReq, PayStartRes, TimelineEntry } from '../../../../types/api/order'
import type { PayIntent, PayScene } from '../../../../types/api/money'
import { ErrorCode } from '../../../../types/api'
import type { Trx } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { pick, type Lang, type Texts } from '../../i18n'
import { yuan } from '../../lib/money'
import { addSeconds, chinaTimestamp } from '../../lib/time'
import { earnRewards } from '../../services/money/beans'
import { channelFor, defaultScene, intentAnswer, newIntentNo, openAtChannel, openingFailed, type IntentRow } from '../../services/money/intents'
import { moneySettings } from '../../services/money/settings'
import { planPersonal, recordSources, returnPersonal, takeCompany, takePersonal, type PersonalPlan } from '../../services/money/sources'
import { moneyError } from '../../services/money/texts'
import { FEN_PER_BEAN } from '../../../../types/api/money-values'
import { loadOrder } from './access'
import { orderStatusName } from './labels'
import { productOf, type Log } from './products'
import { documentNo, tempNo } from './records'
import { addEvent, moveOrder } from './state'
import type { OrderRow } from './tables'
import { invalid, orderError, statusChanged, timelineText } from './texts'
import { equal } from '../../db/match'

/** A Log writing timeline entries in `trx`, and into `entries` for the cashier's answer. */
const logIn =
  (trx: Trx, order: OrderRow, at: string, lang: Lang, entries: TimelineEntry[]): Log =>
  async (status, key, params) => {
    await addEvent(trx, order, status, key, params, at)
    entries.push({ Time: chinaTimestamp(at), Status: orderStatusName(status, lang), Text: timelineText(lang, key, JSON.stringify(params)) })
  }

const sourcesOf = (plan: PersonalPlan, channel: string) =>
  [
    { Source: 'Voucher', Amount: plan.voucherAmount },
    { Source: 'Beans', Amount: plan.beans * FEN_PER_BEAN },
    { Source: 'Wallet', Amount: plan.wallet },
    { Source: channel, Amount: plan.rest },
  ].filter((s) => s.Amount > 0)

export async function payStart(ctx: AuthedContext, req: PayStartReq): Promise<PayStartRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const product = productOf(order.product)
  const now = ctx.now()
  const at = now.toISOString()
  const entries: TimelineEntry[] = []
  const userId = ctx.caller.userId

  const payer = { companyId: order.company_id, userId, lang: ctx.lang, now }
  const asked = { wallet: req.Wallet, beans: req.Beans, voucherId: req.VoucherId }
  // While the simulator holds a payment of the order, nothing else pays it (1008).
  if (await ctx.db.selectFrom('pay_intents').select('id').where('pending_order_id', '=', order.id).executeTakeFirst())
    throw moneyError(ErrorCode.AlreadyExists, 'moneyPaymentPending')
  const detailed = Boolean(req.Wallet || req.Beans || req.VoucherId)
  const how = { scene: req.Scene ?? defaultScene(req.Channel), loginCode: req.LoginCode }

  // What is paid: a change awaiting its personal part, or the order itself.
  let target: { changeId: number | null; company: number; personal: number; settle: (trx: Trx, plan: PersonalPlan, log: Log) => Promise<Settled> }
  if (req.ChangeNo) {
    if (!product.completeChange) throw fail.notFound()
    const change = await ctx.db.selectFrom('changes').selectAll().where('order_id', '=', order.id).where('change_no', '=', req.ChangeNo).executeTakeFirst()
    if (!change) throw fail.notFound()
    if (change.personal_amount !== req.PersonalAmount || change.status !== 'Placed') throw statusChanged()
    target = {
      changeId: change.id,
      company: change.company_amount,
      personal: change.personal_amount,
      settle: (trx, plan, log) => settleChange(trx, order, change.id, { userId, plan, channel: req.Channel, held: false, now, log, lang: ctx.lang }),
    }
  } else {
    if (order.status === 'PendingApproval') throw orderError(ErrorCode.OrderStatusChanged, 'orderAwaitingApproval')
    if (order.status !== 'Placed' || order.personal_amount !== req.PersonalAmount) throw statusChanged()
    target = {
      changeId: null,
      company: order.company_amount,
      personal: order.personal_amount,
      settle: (trx, plan, log) => settle(trx, order, userId, plan, req.Channel, false, now, log, ctx.lang),
    }
  }
  const plan = await planPersonal(ctx.db, payer, order.product, target.personal, asked)
  checkChannel(ctx, req.Channel, how.scene, plan.rest)

  if (plan.rest > 0) {
    const intent = await startIntent(ctx, order, target.changeId, plan, req.Channel, how)
    return {
      OrderNo: order.order_no,
      PaymentNo: '',
      Status: order.status as OrderStatus,
      StatusName: orderStatusName(order.status as OrderStatus, ctx.lang),
      PaidCompanyAmount: 0,
      PaidPersonalAmount: 0,
      Timeline: [],
      Sources: sourcesOf(plan, req.Channel),
      Intent: intent,
    }
  }

  const result = await ctx.db.transaction().execute((trx) => target.settle(trx, plan, logIn(trx, order, at, ctx.lang, entries)))
  return {
    OrderNo: order.order_no,
    PaymentNo: result.paymentNo,
    Status: result.status,
    StatusName: orderStatusName(result.status, ctx.lang),
    PaidCompanyAmount: target.company,
    PaidPersonalAmount: target.personal,
    Timeline: entries,
    ...(detailed ? { Sources: sourcesOf(plan, req.Channel) } : {}),
  }
}

/** What a settled payment leaves: its number and the order's status. */
type Settled = { paymentNo: string; status: OrderStatus }

/**
 * Pays a Placed order: moves it to Paid, takes the company's part and (unless the intent already
 * holds them) the personal sources, records every part, and lets the product fulfil it. Also for
 * a product whose company part is paid on a partner's signed word (a dining terminal's charge).
 */
export async function settle(
  trx: Trx,
  order: OrderRow,
  userId: number,
  plan: PersonalPlan,
  channel: string,
  held: boolean,
  now: Date,
  log: Log,
  lang: Lang,
): Promise<Settled> {
  const at = now.toISOString()
  await moveOrder(trx, order.id, 'Placed', 'Paid', at)
  await trx.updateTable('orders').set({ paid_company: order.company_amount, paid_personal: order.personal_amount }).where('id', '=', order.id).execute()
  const payment = await takeParts(trx, order, null, { userId, plan, channel, held, now, log, lang })
  // An order with nothing to pay here (a hotel paid at the hotel) is only confirmed by the cashier.
  if (order.company_amount + order.personal_amount === 0) await log('Paid', 'evNothingToPay', {})
  else await log('Paid', 'evPaid', { company: yuan(order.company_amount), personal: yuan(order.personal_amount) })
  const product = productOf(order.product)
  const status = await product.fulfil(trx, order, now, log)
  await earnRewards(trx, order, product.priceToBeat ? await product.priceToBeat(trx, order) : null, at)
  return { paymentNo: payment.no, status }
}

/**
 * Pays a change awaiting its personal part: claims it (Placed → Changing, so a concurrent second
 * payment finds it taken), takes the sources as for an order, and lets the product complete it.
 */
async function settleChange(trx: Trx, order: OrderRow, changeId: number, run: PayRun): Promise<Settled> {
  const change = await trx.selectFrom('changes').selectAll().where('id', '=', changeId).executeTakeFirstOrThrow()
  const claimed = await trx.updateTable('changes').set({ status: 'Changing' }).where('id', '=', change.id).where('status', '=', 'Placed').executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw statusChanged()
  const payment = await takeParts(trx, order, change, run)
  await run.log(order.status as OrderStatus, 'evPaid', { company: yuan(change.company_amount), personal: yuan(change.personal_amount) })
  return { paymentNo: payment.no, status: await productOf(order.product).completeChange!(trx, order, change, run.now, run.log) }
}

/** Who pays with what, and where the timeline goes. */
interface PayRun {
  userId: number
  plan: PersonalPlan
  channel: string
  /** The personal sources are already held by the intent. */
  held: boolean
  now: Date
  log: Log
  lang: Lang
}

/** Records the payment of an order's or a change's parts and takes each from its sources (the personal ones unless held). */
async function takeParts(trx: Trx, order: OrderRow, change: { id: number; company_amount: number; personal_amount: number } | null, run: PayRun) {
  const at = run.now.toISOString()
  const parts = change ?? order
  const payment = await insertPayment(trx, order, change?.id ?? null, run.channel, parts.company_amount, parts.personal_amount, at)
  if (!run.held) await takePersonal(trx, order, run.userId, run.plan, payment.no, at, run.lang)
  const company = await takeCompany(trx, order, parts.company_amount, payment.no, at)
  await recordSources(trx, order, payment.id, run.userId, { source: company, amount: parts.company_amount }, run.plan, run.channel)
  return payment
}

/**
 * Holds the personal sources and opens an intent for the rest of an order or a change (1008 when
 * one is pending), then at its channel: refused or unanswered there, it ends Failed at once.
 */
async function startIntent(
  ctx: AuthedContext,
  order: OrderRow,
  changeId: number | null,
  plan: PersonalPlan,
  channel: string,
  how: { scene: PayScene; loginCode?: string },
): Promise<PayIntent> {
  const now = ctx.now()
  const at = now.toISOString()
  const settings = await moneySettings(ctx.db, order.company_id)
  const intentNo = newIntentNo(now)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const busy = await trx.selectFrom('pay_intents').select('id').where('pending_order_id', '=', order.id).executeTakeFirst()
      if (busy) throw moneyError(ErrorCode.AlreadyExists, 'moneyPaymentPending')
      await trx
        .insertInto('pay_intents')
        .values({
          company_id: order.company_id,
          user_id: ctx.caller.userId,
          intent_no: intentNo,
          purpose: 'Order',
          order_id: order.id,
          change_id: changeId,
          channel,
          amount: plan.rest,
          wallet: plan.wallet,
          beans: plan.beans,
          voucher_id: plan.voucherId,
          voucher_amount: plan.voucherAmount,
          status: 'Pending',
          pending_order_id: order.id,
          client_request_id: intentNo,
          expires_at: addSeconds(now, settings.payTimeoutMinutes * 60).toISOString(),
          created_at: at,
          scene: how.scene,
          action_json: '',
          transaction_id: '',
        })
        .execute()
      await takePersonal(trx, order, ctx.caller.userId, plan, intentNo, at, ctx.lang)
      await addEvent(trx, order, order.status as OrderStatus, 'evPayPending', { amount: yuan(plan.rest), channel }, at)
    })
  } catch (e) {
    // Two starts at once: the unique pending order lets one through.
    const busy = await ctx.db.selectFrom('pay_intents').select('intent_no').where('pending_order_id', '=', order.id).executeTakeFirst()
    if (busy && busy.intent_no !== intentNo) throw moneyError(ErrorCode.AlreadyExists, 'moneyPaymentPending')
    throw e
  }
  const row = await ctx.db.selectFrom('pay_intents').selectAll().where('intent_no', '=', intentNo).executeTakeFirstOrThrow()
  try {
    const description = `${pick(ORDER_PAYMENT, ctx.lang)} ${order.order_no}`
    await openAtChannel(ctx.db, ctx.deps.payments, row, { ...how, description, base: ctx.siteOrigin, clientIp: ctx.client.ip })
  } catch (e) {
    await ctx.db.transaction().execute((trx) => endOrderIntent(trx, row, 'Failed', now, ctx.lang))
    throw openingFailed(e, ctx.deps.log, row)
  }
  return intentAnswer(ctx.db, (await ctx.db.selectFrom('pay_intents').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow())!, ctx.lang)
}

/** What the payer sees at the channel: the order's number after this. */
const ORDER_PAYMENT: Texts = { 'zh-CN': '差旅订单', 'zh-TW': '差旅訂單', en: 'Travel order', ja: '出張予約' }

const planOf = (i: IntentRow): PersonalPlan => ({
  wallet: Number(i.wallet),
  beans: Number(i.beans),
  voucherId: i.voucher_id,
  voucherAmount: Number(i.voucher_amount),
  rest: Number(i.amount),
})

/**
 * Ends a pending order intent, in the caller's transaction, once: 'Succeeded' pays the order
 * (when it still waits for this payment; otherwise the intent ends Cancelled and what it held
 * goes back), 'Failed' and 'Cancelled' give back what it held, 'TimedOut' also cancels the order.
 * Returns false when the intent had already ended (the call answers its state as it is).
 */
export async function endOrderIntent(
  trx: Trx,
  intent: IntentRow,
  outcome: 'Succeeded' | 'Failed' | 'Cancelled' | 'TimedOut',
  now: Date,
  lang: Lang,
): Promise<boolean> {
  const at = now.toISOString()
  const claimed = await trx
    .updateTable('pay_intents')
    .set({ status: outcome, pending_order_id: null, settled_at: at })
    .where((eb) => equal(eb, { id: intent.id, status: 'Pending' }))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return false
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', intent.order_id!).executeTakeFirstOrThrow()
  const plan = planOf(intent)
  const entries: TimelineEntry[] = []
  const held = plan.rest + plan.wallet + plan.beans * FEN_PER_BEAN + plan.voucherAmount
  if (intent.change_id !== null) {
    const change = await trx.selectFrom('changes').select(['status', 'personal_amount']).where('id', '=', intent.change_id).executeTakeFirstOrThrow()
    if (outcome === 'Succeeded' && change.status === 'Placed' && change.personal_amount === held) {
      await settleChange(trx, order, intent.change_id, {
        userId: intent.user_id,
        plan,
        channel: intent.channel,
        held: true,
        now,
        log: logIn(trx, order, at, lang, entries),
        lang,
      })
      return true
    }
    // The change waits on (its places held) for another payment; what this one held goes back.
    if (outcome === 'Succeeded') await trx.updateTable('pay_intents').set({ status: 'Cancelled' }).where('id', '=', intent.id).execute()
    await returnPersonal(trx, order, intent.user_id, plan, intent.intent_no, at)
    await addEvent(trx, order, order.status as OrderStatus, 'evPayFailed', { status: outcome }, at)
    return true
  }
  if (outcome === 'Succeeded' && order.status === 'Placed' && order.personal_amount === held) {
    await settle(trx, order, intent.user_id, plan, intent.channel, true, now, logIn(trx, order, at, lang, entries), lang)
    return true
  }
  if (outcome === 'Succeeded') await trx.updateTable('pay_intents').set({ status: 'Cancelled' }).where('id', '=', intent.id).execute()
  await returnPersonal(trx, order, intent.user_id, plan, intent.intent_no, at)
  await addEvent(trx, order, order.status as OrderStatus, 'evPayFailed', { status: outcome }, at)
  if (outcome === 'TimedOut' && order.status === 'Placed') {
    await moveOrder(trx, order.id, 'Placed', 'Cancelled', at)
    await productOf(order.product).release(trx, order.id, at)
    await addEvent(trx, order, 'Cancelled', 'evPayTimedOut', {}, at)
  }
  return true
}

function checkChannel(ctx: AuthedContext, channel: string, scene: PayScene, personal: number): void {
  if (personal <= 0) return
  if (channel === 'CompanyAccount') throw invalid('payChannelInvalid')
  channelFor(ctx.deps.payments, channel, scene)
}

async function insertPayment(
  trx: Trx,
  order: { id: number; company_id: number; order_no: string },
  changeId: number | null,
  channel: string,
  company: number,
  personal: number,
  at: string,
): Promise<{ id: number; no: string }> {
  const row = await trx
    .insertInto('payments')
    .values({
      company_id: order.company_id,
      order_id: order.id,
      payment_no: tempNo(),
      change_id: changeId,
      channel: personal > 0 ? channel : 'CompanyAccount',
      company_amount: company,
      personal_amount: personal,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const paymentNo = documentNo('P', order.order_no, row.id)
  await trx.updateTable('payments').set({ payment_no: paymentNo }).where('id', '=', row.id).execute()
  return { id: row.id, no: paymentNo }
}

/**
 * What pays an order (docs/money.md "The cashier"): the company's part from the company account
 * (monthly settlement) or its prepayment account, and the personal part from a voucher, travel
 * beans (100 fen a bean), the wallet and, for the rest, a payment channel (the simulator standing
 * for WeChat Pay or a card). Each part is a row of payment_sources; a refund goes back to each
 * part in proportion to what it paid, whole beans to the beans, and a voucher comes back when its
 * share is refunded in full; the beans and points the order earned are taken back in the share
 * refunded (beans.ts).
 */
import { FEN_PER_BEAN } from '../../../../types/api/money-values'
import { ErrorCode } from '../../../../types/api'
import type { Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import { chinaDay } from '../../lib/time'
import { clawBackRewards } from './beans'
import { COMPANY_OWNER, post } from './ledger'
import { moneySettings } from './settings'
import type { PaySource } from './tables'
import { moneyError, moneyInvalid, moneyName } from './texts'
import { ownVoucher, returnVoucher, useVoucher, voucherRefusal } from './vouchers'
import { queueOrderChannelRefund } from './ops/refunds'
import { equal } from '../../db/match'

export interface SourcesAsked {
  /** Fen from the wallet. */
  wallet?: number
  /** Whole beans. */
  beans?: number
  voucherId?: number
}

/** The personal part split over its sources (fen, beans as a count). */
export interface PersonalPlan {
  wallet: number
  beans: number
  voucherId: number | null
  voucherAmount: number
  /** Fen left for the payment channel. */
  rest: number
}

export const emptyPlan = (personal: number): PersonalPlan => ({ wallet: 0, beans: 0, voucherId: null, voucherAmount: 0, rest: personal })

interface Payer {
  companyId: number
  userId: number
  lang: Lang
  now: Date
}

/** Checks the sources asked against the company's settings and the voucher's rules, and splits the personal part. */
export async function planPersonal(db: Db, payer: Payer, product: string, personal: number, asked: SourcesAsked): Promise<PersonalPlan> {
  const wallet = asked.wallet ?? 0
  const beans = asked.beans ?? 0
  if (!wallet && !beans && !asked.voucherId) return emptyPlan(personal)
  const settings = await moneySettings(db, payer.companyId)
  const refuse = (source: 'Wallet' | 'Beans' | 'Voucher') =>
    moneyError(ErrorCode.NoPermission, 'moneySourceNotAllowed', { source: moneyName(payer.lang, source) })
  if (wallet && !settings.walletPay) throw refuse('Wallet')
  if (beans && !settings.beansPay) throw refuse('Beans')
  let voucherAmount = 0
  if (asked.voucherId) {
    if (!settings.voucherPay) throw refuse('Voucher')
    const v = await ownVoucher(db, payer.companyId, payer.userId, asked.voucherId)
    if (!v) throw moneyError(ErrorCode.NotFound, 'moneyVoucherUnusable', { why: '—' })
    const why = voucherRefusal(v, product, personal, chinaDay(payer.now), payer.lang)
    if (why) throw moneyInvalid('moneyVoucherUnusable', { why })
    voucherAmount = Math.min(v.amount, personal)
  }
  const rest = personal - voucherAmount - beans * FEN_PER_BEAN - wallet
  if (rest < 0) throw moneyInvalid('moneySourcesTooMuch')
  return { wallet, beans, voucherId: asked.voucherId ?? null, voucherAmount, rest }
}

interface OrderRef {
  id: number
  company_id: number
  order_no: string
  product: string
}

/** Takes the voucher, beans and wallet of a plan (1015 / 1001 when one falls short: nothing taken). */
export async function takePersonal(trx: Trx, order: OrderRef, userId: number, plan: PersonalPlan, refNo: string, at: string, lang: Lang): Promise<void> {
  if (plan.voucherId) await useVoucher(trx, plan.voucherId, order.id, at, lang)
  const common = { companyId: order.company_id, ownerId: userId, product: order.product, orderNo: order.order_no, refNo, at }
  await post(trx, { ...common, ledger: 'Beans', kind: 'Payment', amount: -plan.beans })
  await post(trx, { ...common, ledger: 'Wallet', kind: 'Payment', amount: -plan.wallet })
}

/** Gives back what takePersonal took (the payment failed, was cancelled or timed out). */
export async function returnPersonal(trx: Trx, order: OrderRef, userId: number, plan: PersonalPlan, refNo: string, at: string): Promise<void> {
  if (plan.voucherId) await returnVoucher(trx, plan.voucherId)
  const common = { companyId: order.company_id, ownerId: userId, product: order.product, orderNo: order.order_no, refNo, at }
  await post(trx, { ...common, ledger: 'Beans', kind: 'Return', amount: plan.beans })
  await post(trx, { ...common, ledger: 'Wallet', kind: 'Return', amount: plan.wallet })
}

/** The company's part: from its prepayment account when it settles that way (1015 when short). */
export async function takeCompany(trx: Trx, order: OrderRef, amount: number, refNo: string, at: string): Promise<PaySource> {
  if (amount <= 0) return 'Company'
  const settings = await moneySettings(trx, order.company_id)
  if (!settings.prepayment) return 'Company'
  await post(trx, {
    companyId: order.company_id,
    ledger: 'Prepayment',
    ownerId: COMPANY_OWNER,
    kind: 'Deduct',
    amount: -amount,
    product: order.product,
    orderNo: order.order_no,
    refNo,
    at,
  })
  return 'Prepayment'
}

/** Writes the parts of a payment. */
export async function recordSources(
  trx: Trx,
  order: OrderRef,
  paymentId: number,
  userId: number,
  company: { source: PaySource; amount: number },
  plan: PersonalPlan,
  channel: string,
): Promise<void> {
  const parts: { source: PaySource; amount: number; ref: string }[] = [
    { source: company.source, amount: company.amount, ref: '' },
    { source: 'Voucher', amount: plan.voucherAmount, ref: plan.voucherId ? String(plan.voucherId) : '' },
    { source: 'Beans', amount: plan.beans * FEN_PER_BEAN, ref: '' },
    { source: 'Wallet', amount: plan.wallet, ref: '' },
    { source: 'Channel', amount: plan.rest, ref: channel },
  ]
  const rows = parts
    .filter((p) => p.amount > 0)
    .map((p) => ({
      company_id: order.company_id,
      order_id: order.id,
      payment_id: paymentId,
      source: p.source,
      amount: p.amount,
      refunded: 0,
      ref: p.ref,
      user_id: userId,
    }))
  if (rows.length) await trx.insertInto('payment_sources').values(rows).execute()
}

/** Splits `amount` over `caps` in proportion to them (largest remainder), never above a cap. */
export function splitProRata(amount: number, caps: readonly number[]): number[] {
  const total = caps.reduce((s, c) => s + c, 0)
  if (total <= 0 || amount <= 0) return caps.map(() => 0)
  const take = Math.min(amount, total)
  const exact = caps.map((c) => (take * c) / total)
  const out = exact.map(Math.floor)
  let left = take - out.reduce((s, v) => s + v, 0)
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left <= 0) break
    if (out[i] < caps[i]) {
      out[i]++
      left--
    }
  }
  return out
}

const PERSONAL: readonly PaySource[] = ['Voucher', 'Beans', 'Wallet', 'Channel']

/**
 * Sends a refund back where the money came from: the company's part over the company account and
 * the prepayment, the personal part over voucher, beans, wallet and channel, each in proportion to
 * what it still holds of the order. Beans come back whole; a part of a bean goes to the wallet.
 */
export async function refundToSources(
  trx: Trx,
  order: OrderRef,
  refund: { refund_no: string; company_refund: number; personal_refund: number },
  at: string,
): Promise<void> {
  await clawBackRewards(trx, order.id, refund.refund_no, at)
  const rows = await trx.selectFrom('payment_sources').selectAll().where('order_id', '=', order.id).orderBy('id').execute()
  if (!rows.length) return
  const give = async (which: typeof rows, amount: number) => {
    const caps = which.map((r) => Number(r.amount) - Number(r.refunded))
    const parts = splitProRata(amount, caps)
    let walletExtra = 0
    for (const [i, r] of which.entries()) {
      let part = parts[i]
      if (part <= 0) continue
      if (r.source === 'Beans') {
        walletExtra += part % FEN_PER_BEAN
        part -= part % FEN_PER_BEAN
      }
      if (part > 0) await giveBack(trx, order, r, part, refund.refund_no, at)
    }
    if (walletExtra > 0) {
      const owner = which.find((r) => r.source === 'Beans')!.user_id
      await post(trx, {
        companyId: order.company_id,
        ledger: 'Wallet',
        ownerId: owner,
        kind: 'Refund',
        amount: walletExtra,
        product: order.product,
        orderNo: order.order_no,
        refNo: refund.refund_no,
        at,
      })
      const beansRow = which.find((r) => r.source === 'Beans')!
      await trx
        .updateTable('payment_sources')
        .set((eb) => ({ refunded: eb('refunded', '+', walletExtra) }))
        .where('id', '=', beansRow.id)
        .execute()
    }
  }
  await give(
    rows.filter((r) => !PERSONAL.includes(r.source)),
    refund.company_refund,
  )
  await give(
    rows.filter((r) => PERSONAL.includes(r.source)),
    refund.personal_refund,
  )
}

async function giveBack(
  trx: Trx,
  order: OrderRef,
  row: { id: number; source: PaySource; amount: number; refunded: number; ref: string; user_id: number; payment_id: number },
  part: number,
  refNo: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('payment_sources')
    .set((eb) => ({ refunded: eb('refunded', '+', part) }))
    .where('id', '=', row.id)
    .execute()
  const common = { companyId: order.company_id, product: order.product, orderNo: order.order_no, refNo, at, kind: 'Refund' }
  if (row.source === 'Wallet') await post(trx, { ...common, ledger: 'Wallet', ownerId: row.user_id, amount: part })
  else if (row.source === 'Beans') await post(trx, { ...common, ledger: 'Beans', ownerId: row.user_id, amount: part / FEN_PER_BEAN })
  else if (row.source === 'Prepayment') await post(trx, { ...common, ledger: 'Prepayment', ownerId: COMPANY_OWNER, amount: part })
  else if (row.source === 'Voucher' && Number(row.refunded) + part >= Number(row.amount)) await returnVoucher(trx, Number(row.ref))
  // The channel's part goes back through the channel, sent after commit (ops/refunds.ts).
  else if (row.source === 'Channel') await queueOrderChannelRefund(trx, order, row, part, refNo, at)
  // The company account (monthly settlement) is settled outside: the row's refunded says what went back.
}

/**
 * An order cancelled while the simulator holds a payment of it: the intent ends Cancelled and what
 * it held (voucher, beans, wallet) goes back at once, in the cancelling transaction.
 */
export async function releasePendingPayment(trx: Trx, orderId: number, at: string): Promise<void> {
  const pending = await trx.selectFrom('pay_intents').selectAll().where('pending_order_id', '=', orderId).where('status', '=', 'Pending').execute()
  if (!pending.length) return
  const order = await trx.selectFrom('orders').select(['id', 'company_id', 'order_no', 'product']).where('id', '=', orderId).executeTakeFirstOrThrow()
  for (const i of pending) {
    const claimed = await trx
      .updateTable('pay_intents')
      .set({ status: 'Cancelled', pending_order_id: null, settled_at: at })
      .where((eb) => equal(eb, { id: i.id, status: 'Pending' }))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    await returnPersonal(
      trx,
      order,
      i.user_id,
      { wallet: Number(i.wallet), beans: Number(i.beans), voucherId: i.voucher_id, voucherAmount: Number(i.voucher_amount), rest: Number(i.amount) },
      i.intent_no,
      at,
    )
  }
}

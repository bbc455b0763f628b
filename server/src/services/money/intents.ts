/**
 * The payment simulator's intents (docs/money.md): a payment through a channel standing for
 * WeChat Pay, Alipay or a card, for the rest of an order (kernel/orders/payment.ts) or for a
 * wallet recharge (here). Pending until its callback says Succeeded, Failed or Cancelled, or
 * until it times out; it ends once — the claim is a conditional UPDATE on status Pending — so a
 * repeated or concurrent callback changes nothing and answers the state as it is.
 */
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { PayIntent } from '../../../../types/api/money'
import type { Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import { post } from './ledger'
import type { PayIntentsTable } from './tables'
import { pickRow, type Row } from '../../lib/texts'

export type IntentRow = Selectable<PayIntentsTable>

/** 'PI' + China-free UTC stamp + random: unique without a counter. */
export const newIntentNo = (now: Date): string => `PI${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`

const STATUS: Record<PayIntentsTable['status'], Row> = {
  Pending: ['等待支付', '等待支付', 'Waiting for payment', '支払い待ち'],
  Succeeded: ['支付成功', '支付成功', 'Paid', '支払い完了'],
  Failed: ['支付失败', '支付失敗', 'Payment failed', '支払い失敗'],
  Cancelled: ['已取消支付', '已取消支付', 'Payment cancelled', '支払いキャンセル'],
  TimedOut: ['支付超时', '支付逾時', 'Payment timed out', '支払い期限切れ'],
}
export const intentStatusName = (status: PayIntentsTable['status'], lang: Lang): string => pickRow(STATUS[status], lang)

export async function intentAnswer(db: Db, i: IntentRow, lang: Lang): Promise<PayIntent> {
  const order = i.order_id ? await db.selectFrom('orders').select(['order_no', 'status']).where('id', '=', i.order_id).executeTakeFirst() : undefined
  return {
    IntentNo: i.intent_no,
    Purpose: i.purpose,
    OrderNo: order?.order_no ?? '',
    Channel: i.channel,
    Amount: Number(i.amount),
    Wallet: Number(i.wallet),
    Beans: Number(i.beans),
    VoucherAmount: Number(i.voucher_amount),
    Status: i.status,
    StatusName: intentStatusName(i.status, lang),
    ExpiresAt: i.expires_at,
    OrderStatus: order?.status ?? '',
  }
}

/** The caller's intent by number (undefined for anyone else's). */
export const ownIntent = (db: Db, companyId: number, userId: number, intentNo: string) =>
  db
    .selectFrom('pay_intents')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('intent_no', '=', intentNo)
    .executeTakeFirst()

/** Ends a pending recharge once: Succeeded credits the wallet. False when it had already ended. */
export async function endRechargeIntent(trx: Trx, i: IntentRow, outcome: PayIntentsTable['status'], at: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('pay_intents')
    .set({ status: outcome, settled_at: at })
    .where('id', '=', i.id)
    .where('status', '=', 'Pending')
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return false
  if (outcome === 'Succeeded')
    await post(trx, { companyId: i.company_id, ledger: 'Wallet', ownerId: i.user_id, kind: 'Recharge', amount: Number(i.amount), refNo: i.intent_no, at })
  return true
}

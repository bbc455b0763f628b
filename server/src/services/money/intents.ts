/**
 * Payment intents (docs/money.md#channels): a payment through a channel (WeChat Pay, Alipay) for
 * the rest of an order (kernel/orders/payment.ts) or for a wallet recharge (here). Pending until
 * the channel's verified word (a signed notification, or its signed answer to a query) says it
 * succeeded, the payer cancels it, or it times out; it ends once — the claim is a conditional
 * UPDATE on status Pending — so a repeated or concurrent end changes nothing.
 */
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { PayAction, PayIntent, PayScene } from '../../../../types/api/money'
import { ErrorCode } from '../../../../types/api'
import type { Db, Trx } from '../../db/schema'
import { ApiError } from '../../errors'
import type { PaymentChannel, PaymentChannels } from './channels/types'
import type { Lang } from '../../i18n'
import { post } from './ledger'
import { moneyError, moneyInvalid } from './texts'
import type { PayIntentsTable } from './tables'
import { pickRow, type Row, rows } from '../../lib/texts'
import { equal } from '../../db/match'
import J from './intents.json'

export type IntentRow = Selectable<PayIntentsTable>

/** 'PI' + China-free UTC stamp + random: unique without a counter. */
export const newIntentNo = (now: Date): string => `PI${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`

const STATUS: Record<PayIntentsTable['status'], Row> = rows(J.STATUS)
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
    ...(actionOf(i) ? { Action: actionOf(i) } : {}),
  }
}

/** The caller's intent by number (undefined for anyone else's). */
export const ownIntent = (db: Db, companyId: number, userId: number, intentNo: string) =>
  db
    .selectFrom('pay_intents')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, user_id: userId, intent_no: intentNo }))
    .executeTakeFirst()

/** Ends a pending recharge once: Succeeded credits the wallet. False when it had already ended. */
export async function endRechargeIntent(trx: Trx, i: IntentRow, outcome: PayIntentsTable['status'], at: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('pay_intents')
    .set({ status: outcome, settled_at: at })
    .where((eb) => equal(eb, { id: i.id, status: 'Pending' }))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return false
  if (outcome === 'Succeeded')
    await post(trx, { companyId: i.company_id, ledger: 'Wallet', ownerId: i.user_id, kind: 'Recharge', amount: Number(i.amount), refNo: i.intent_no, at })
  return true
}

/** How a payer pays at the channel when the request does not say: WeChat Pay's H5 page, Alipay's WAP page. */
export const defaultScene = (channel: string): PayScene => (channel === 'Alipay' ? 'WAP' : 'H5')

/** The configured channel of that name that takes this scene; 1001 otherwise (a person's part needs a real channel). */
export function channelFor(payments: PaymentChannels, name: string, scene: PayScene): PaymentChannel {
  const channel = payments.get(name)
  if (!channel || !channel.scenes.includes(scene)) throw moneyInvalid('moneyChannelUnavailable')
  return channel
}

export interface ChannelOpening {
  scene: PayScene
  /** Mini-program (JSAPI): the payer's Taro.login code, for their openid. */
  loginCode?: string
  description: string
  /** The site's origin: where the channel's page sends the payer back, and where it notifies. */
  base: string
  clientIp: string
}

/**
 * Asks the channel to take a pending intent's payment (its number is the channel's out_trade_no)
 * and keeps what the client does with it, so that a cashier shown again can carry it out again.
 */
export async function openAtChannel(db: Db, payments: PaymentChannels, i: IntentRow, how: ChannelOpening): Promise<PayAction> {
  const channel = channelFor(payments, i.channel, how.scene)
  const openId = how.scene === 'JSAPI' ? await channel.openIdOf?.(how.loginCode ?? '') : undefined
  if (how.scene === 'JSAPI' && !openId) throw moneyInvalid('moneyLoginCodeMissing')
  const action = await channel.create({
    intentNo: i.intent_no,
    amount: Number(i.amount),
    description: how.description,
    scene: how.scene,
    expiresAt: i.expires_at,
    returnUrl: `${how.base}/#/pay/callback?intentNo=${encodeURIComponent(i.intent_no)}`,
    notifyUrl: payments.notifyUrl(channel.name, how.base),
    ...(openId ? { openId } : {}),
    clientIp: how.clientIp,
  })
  await db
    .updateTable('pay_intents')
    .set({ scene: how.scene, action_json: JSON.stringify(action) })
    .where('id', '=', i.id)
    .execute()
  return action
}

/** The action a pending intent's payer carries out (none once it ended or before the channel answered). */
export const actionOf = (i: IntentRow): PayAction | undefined =>
  i.status === 'Pending' && i.action_json ? (JSON.parse(i.action_json) as PayAction) : undefined

/** What the payer is told when the channel refused or did not answer (nothing was charged); an error of ours passes as it is. */
export function openingFailed(e: unknown, log: FastifyBaseLogger, i: IntentRow): unknown {
  if (e instanceof ApiError) return e
  log.warn({ err: e, intentNo: i.intent_no, channel: i.channel }, 'payment channel refused or did not answer')
  return moneyError(ErrorCode.ServiceUnavailable, 'moneyChannelDown')
}

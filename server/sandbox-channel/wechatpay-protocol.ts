/**
 * WeChat Pay API v3 as the channel speaks it (the sandbox's side, with node:crypto): checking a
 * merchant's Authorization signature, signing answers and notifications with the platform key
 * (public-key mode: Wechatpay-Serial is the platform public key's id), AEAD_AES_256_GCM
 * resources under the API v3 key, and the trade bill's CSV.
 */
import { createCipheriv, createSign, createVerify, randomBytes, randomUUID } from 'node:crypto'
import type { SandboxSecrets } from './keys'
import { refunded, type SandboxPayment, type SandboxRefund, type SandboxStatementLine } from './store'

export type WeChatSecrets = SandboxSecrets['wechatpay']

/** Requests and answers more than this far from the channel's clock are refused. */
export const MAX_CLOCK_SKEW_SECONDS = 300

const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'

/** Why a merchant's request is refused (401 SIGN_ERROR), or null when its signature holds. */
export function checkAuthorization(s: WeChatSecrets, header: string | undefined, method: string, url: string, body: string, nowSeconds: number): string | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return 'Authorization is missing or not WECHATPAY2-SHA256-RSA2048'
  const fields = Object.fromEntries([...header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  if (fields.mchid !== s.mchId) return 'mchid does not match the merchant'
  if (fields.serial_no !== s.merchantSerial) return "serial_no is not the merchant certificate's serial"
  const timestamp = Number(fields.timestamp)
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) return 'timestamp is too far from now'
  if (!fields.nonce_str || !fields.signature) return 'nonce_str or signature is missing'
  const message = `${method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`
  const ok = createVerify('RSA-SHA256').update(message).verify(s.merchantPublicKey, fields.signature, 'base64')
  return ok ? null : 'the signature does not verify with the merchant public key'
}

/** The platform's signature headers over `timestamp\nnonce\nbody\n`; `key` another private key only for tests of a forger. */
export function signatureHeaders(s: WeChatSecrets, body: string, opts: { timestamp?: number; key?: string; serial?: string } = {}): Record<string, string> {
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000))
  const nonce = randomBytes(16).toString('hex')
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(opts.key ?? s.platformPrivateKey, 'base64')
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature,
    'Wechatpay-Serial': opts.serial ?? s.platformPublicKeyId,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  }
}

/** AEAD_AES_256_GCM under the API v3 key: ciphertext (with its 16-byte tag) in base64. */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex')
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), nonce).setAAD(Buffer.from(associatedData))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce }
}

/** RFC 3339 in China time, as WeChat Pay writes instants: 2026-11-19T14:00:00+08:00. */
export const rfc3339 = (at: Date): string => `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`

const TRADE_TYPES: Record<string, string> = { JSAPI: 'JSAPI', H5: 'MWEB', NATIVE: 'NATIVE' }

/** The transaction as a query answers it and a TRADE notification carries it. */
export function transactionOf(s: WeChatSecrets, p: SandboxPayment): Record<string, unknown> {
  const paid = p.status === 'Succeeded'
  const state = paid ? (p.refunds.length ? 'REFUND' : 'SUCCESS') : p.status === 'Declined' ? 'PAYERROR' : p.status === 'Closed' ? 'CLOSED' : 'NOTPAY'
  const desc = { SUCCESS: '支付成功', REFUND: '转入退款', PAYERROR: '支付失败', CLOSED: '已关闭', NOTPAY: '未支付' }[state]
  return {
    appid: s.appId,
    mchid: s.mchId,
    out_trade_no: p.intentNo,
    ...(paid ? { transaction_id: p.transactionId, bank_type: 'OTHERS', success_time: rfc3339(p.paidAt!) } : {}),
    trade_type: TRADE_TYPES[p.scene] ?? p.scene,
    trade_state: state,
    trade_state_desc: desc,
    attach: '',
    payer: p.openId ? { openid: p.openId } : {},
    amount: { total: p.amount, payer_total: paid ? p.amount : 0, currency: 'CNY', payer_currency: 'CNY' },
  }
}

/** The refund as the refund call answers it. */
export function refundOf(p: SandboxPayment, r: SandboxRefund): Record<string, unknown> {
  return {
    refund_id: r.refundId,
    out_refund_no: r.refundNo,
    transaction_id: p.transactionId,
    out_trade_no: p.intentNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(r.succeededAt ? { success_time: rfc3339(r.succeededAt) } : {}),
    create_time: rfc3339(r.createdAt),
    status: r.status === 'Succeeded' ? 'SUCCESS' : 'PROCESSING',
    funds_account: 'AVAILABLE',
    amount: {
      total: p.amount,
      refund: r.amount,
      payer_total: p.amount,
      payer_refund: r.amount,
      settlement_total: p.amount,
      settlement_refund: r.amount,
      discount_refund: 0,
      currency: 'CNY',
    },
  }
}

/** The body of a notification (TRANSACTION.SUCCESS, or REFUND.SUCCESS for `refund`) with notification id `id`. */
export function notificationBody(s: WeChatSecrets, id: string, now: Date, p: SandboxPayment, refund?: SandboxRefund): string {
  const resource = refund
    ? {
        mchid: s.mchId,
        out_trade_no: p.intentNo,
        transaction_id: p.transactionId,
        out_refund_no: refund.refundNo,
        refund_id: refund.refundId,
        refund_status: 'SUCCESS',
        success_time: rfc3339(refund.succeededAt ?? now),
        user_received_account: '支付用户零钱',
        amount: { total: p.amount, refund: refund.amount, payer_total: p.amount, payer_refund: refund.amount },
      }
    : transactionOf(s, p)
  const type = refund ? 'refund' : 'transaction'
  return JSON.stringify({
    id,
    create_time: rfc3339(now),
    resource_type: 'encrypt-resource',
    event_type: refund ? 'REFUND.SUCCESS' : 'TRANSACTION.SUCCESS',
    summary: refund ? '退款成功' : '支付成功',
    resource: { original_type: type, ...encryptResource(s.apiV3Key, JSON.stringify(resource), type) },
  })
}

export const newNotificationId = (): string => randomUUID()

const BILL_HEAD =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注'
const BILL_FOOT_HEAD = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额'

const yuan = (fen: number) => (fen / 100).toFixed(2)
const cells = (values: string[]) => values.map((v) => '`' + v.replace(/[`\r\n]/g, ' ')).join(',')

/** The trade bill (bill_type ALL) of a day: a UTF-8 CSV with a BOM, every cell prefixed with a backquote. */
export function tradeBillCsv(s: WeChatSecrets, lines: readonly SandboxStatementLine[], payments: readonly SandboxPayment[]): string {
  const byNo = new Map(payments.map((p) => [p.intentNo, p]))
  const rows = lines.map((l) => {
    const p = byNo.get(l.intentNo)
    const time = rfc3339(l.at).slice(0, 19).replace('T', ' ')
    const refund = l.kind === 'Refund'
    return cells([
      time,
      s.appId,
      s.mchId,
      '0',
      '',
      l.transactionId,
      l.intentNo,
      p?.openId ?? '',
      TRADE_TYPES[p?.scene ?? ''] ?? 'NATIVE',
      refund ? 'REFUND' : 'SUCCESS',
      'OTHERS',
      'CNY',
      refund ? '0.00' : yuan(l.amount),
      '0.00',
      refund ? l.refundId : '0',
      refund ? l.refundNo : '0',
      refund ? yuan(l.amount) : '0.00',
      '0.00',
      refund ? 'ORIGINAL' : '',
      refund ? 'SUCCESS' : '',
      l.description,
      '',
      '0.00000',
      '0.60%',
      refund ? '0.00' : yuan(l.amount),
      refund ? yuan(l.amount) : '0.00',
      '',
    ])
  })
  const paid = lines.filter((l) => l.kind === 'Payment').reduce((n, l) => n + l.amount, 0)
  const back = lines.filter((l) => l.kind === 'Refund').reduce((n, l) => n + l.amount, 0)
  const foot = cells([String(lines.length), yuan(paid), yuan(back), '0.00', '0.00000', yuan(paid), yuan(back)])
  return `\uFEFF${[BILL_HEAD, ...rows, BILL_FOOT_HEAD, foot].join('\r\n')}\r\n`
}

/** Fen still refundable. */
export const refundable = (p: SandboxPayment): number => p.amount - refunded(p)

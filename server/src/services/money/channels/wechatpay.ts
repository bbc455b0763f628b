/**
 * WeChat Pay API v3 as a payment channel: the merchant's side through wechatpay-axios-plugin,
 * which signs every request with the merchant key and verifies every answer with the platform
 * public key (public-key mode: Wechatpay-Serial is the key's id). Scenes: JSAPI in the
 * mini-program (wx.requestPayment with parameters the server signs), H5 in a phone browser
 * (the payer opens h5_url, which sends them back to redirect_url), Native on a desktop (code_url
 * as a QR code). Notifications are verified here (signature over timestamp\nnonce\nbody\n,
 * freshness) and their resource decrypted (AEAD_AES_256_GCM under the API v3 key).
 */
import { createHash } from 'node:crypto'
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import { chinaTimestamp } from '../../../lib/time'
import {
  type ChannelPayment,
  type ChannelRefund,
  type CreatePayment,
  type Notice,
  NotificationRefused,
  type PayAction,
  type PaymentChannel,
  type PaySecrets,
  type RefundRequest,
  type StatementLine,
} from './types'

export type WeChatPaySecrets = NonNullable<PaySecrets['wechatpay']>

/** A notification more than this far from `now` is refused as replayed. */
export const NOTIFICATION_MAX_AGE_SECONDS = 300

/** A call WeChat Pay refused or that could not be believed: `code` is WeChat's (ORDERPAID, NOT_ENOUGH...) or the SDK's verification failure (EV3_RES_...). */
export class WeChatPayCallFailed extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wechatpay ${operation}: ${status} ${code} ${message}`.trim())
  }
}

interface AxiosLikeError {
  code?: string
  message?: string
  response?: { status?: number; data?: unknown }
}

function failed(operation: string, e: unknown): WeChatPayCallFailed {
  const err = e as AxiosLikeError
  const data = err?.response?.data as { code?: string; message?: string } | undefined
  return new WeChatPayCallFailed(operation, err?.response?.status ?? 0, data?.code ?? err?.code ?? 'ERROR', data?.message ?? err?.message ?? String(e))
}

const TRADE_STATES: Record<string, ChannelPayment['status']> = {
  SUCCESS: 'Succeeded',
  REFUND: 'Succeeded',
  NOTPAY: 'Pending',
  USERPAYING: 'Pending',
  CLOSED: 'Closed',
  REVOKED: 'Closed',
  PAYERROR: 'Closed',
}

const REFUND_STATES: Record<string, ChannelRefund['status']> = { SUCCESS: 'Succeeded', PROCESSING: 'Processing', CLOSED: 'Failed', ABNORMAL: 'Failed' }

/** RFC 3339 in China time, as WeChat Pay takes instants. */
const rfc3339 = (iso: string) => `${chinaTimestamp(iso).replace(' ', 'T')}+08:00`

type Json = Record<string, unknown>
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {})

function paymentOf(intentNo: string, t: Json): ChannelPayment {
  const status = TRADE_STATES[String(t.trade_state)]
  if (!status) throw new WeChatPayCallFailed('query', 200, 'UNKNOWN_STATE', `unknown trade_state ${String(t.trade_state)}`)
  const paid = status === 'Succeeded'
  return {
    intentNo,
    status,
    amount: paid ? Number(obj(t.amount).total) : 0,
    transactionId: typeof t.transaction_id === 'string' ? t.transaction_id : '',
    paidAt: paid && typeof t.success_time === 'string' ? new Date(t.success_time).toISOString() : null,
  }
}

/** Fen of a bill's yuan text ("123.45"), as integers. */
function fenOf(yuan: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim())
  if (!m) throw new WeChatPayCallFailed('statement', 200, 'BAD_BILL', `not an amount: ${yuan}`)
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -fen : fen
}

/** The lines of a trade bill (bill_type ALL): a CSV (UTF-8, maybe with a BOM) whose cells start with a backquote. */
export function readTradeBill(csv: string): StatementLine[] {
  const rows = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
  const head = rows[0]?.split(',') ?? []
  const footAt = rows.findIndex((r, i) => i > 0 && r.startsWith('总交易单数'))
  const body = rows.slice(1, footAt < 0 ? undefined : footAt).filter((r) => r.startsWith('`'))
  return body.map((row) => {
    const cell = Formatter.castCsvLine(row, head) as Record<string, string>
    const refund = cell['交易状态'] === 'REFUND'
    return {
      kind: refund ? 'Refund' : 'Payment',
      intentNo: cell['商户订单号'],
      refundNo: refund ? cell['商户退款单号'] : '',
      transactionId: cell['微信订单号'],
      amount: fenOf(refund ? cell['申请退款金额'] || cell['退款金额'] : cell['订单金额'] || cell['应结订单金额']),
      at: new Date(`${cell['交易时间'].replace(' ', 'T')}+08:00`).toISOString(),
    }
  })
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const v = headers[name] ?? headers[name.toLowerCase()]
  return (Array.isArray(v) ? v[0] : v) ?? ''
}

export interface WeChatPayChannel extends PaymentChannel {
  readonly name: 'WeChatPay'
  /** The payer's openid under the mini-program, from a wx.login code (jscode2session). */
  openIdOf(code: string): Promise<string>
}

export function wechatpayChannel(s: WeChatPaySecrets): WeChatPayChannel {
  const merchantKey = Rsa.from(s.merchantPrivateKey, Rsa.KEY_TYPE_PRIVATE)
  const platformKey = Rsa.from(s.platformPublicKey, Rsa.KEY_TYPE_PUBLIC)
  const wxpay = new Wechatpay({
    mchid: s.mchId,
    serial: s.merchantSerial,
    privateKey: s.merchantPrivateKey,
    certs: { [s.platformPublicKeyId]: s.platformPublicKey },
    baseURL: s.baseUrl.replace(/\/*$/, '/'),
    timeout: 10_000,
  })
  const api = (path: string) => wxpay.chain(path)

  async function call<T = Json>(operation: string, run: () => Promise<{ data: T; status: number }>): Promise<{ data: T; status: number }> {
    try {
      return await run()
    } catch (e) {
      throw failed(operation, e)
    }
  }

  const order = (p: CreatePayment) => ({
    appid: s.appId,
    mchid: s.mchId,
    description: p.description.slice(0, 127),
    out_trade_no: p.intentNo,
    time_expire: rfc3339(p.expiresAt),
    notify_url: p.notifyUrl,
    amount: { total: p.amount, currency: 'CNY' },
  })

  const channel: WeChatPayChannel = {
    name: 'WeChatPay',
    scenes: ['JSAPI', 'H5', 'Native'],

    async create(p: CreatePayment): Promise<PayAction> {
      if (p.scene === 'JSAPI') {
        if (!p.openId) throw new Error("wechatpay: a JSAPI payment needs the payer's openid")
        const { data } = await call('create', () => api('v3/pay/transactions/jsapi').post({ ...order(p), payer: { openid: p.openId } }))
        const timeStamp = String(Formatter.timestamp())
        const nonceStr = Formatter.nonce()
        const pkg = `prepay_id=${String(data.prepay_id)}`
        const paySign = Rsa.sign(Formatter.joinedByLineFeed(s.appId, timeStamp, nonceStr, pkg), merchantKey)
        return { Kind: 'RequestPayment', Params: { timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign } }
      }
      if (p.scene === 'H5') {
        const scene_info = { payer_client_ip: p.clientIp || '127.0.0.1', h5_info: { type: 'Wap' } }
        const { data } = await call('create', () => api('v3/pay/transactions/h5').post({ ...order(p), scene_info }))
        return { Kind: 'Redirect', Url: `${String(data.h5_url)}&redirect_url=${encodeURIComponent(p.returnUrl)}` }
      }
      if (p.scene === 'Native') {
        const { data } = await call('create', () => api('v3/pay/transactions/native').post(order(p)))
        return { Kind: 'QrCode', CodeUrl: String(data.code_url) }
      }
      throw new Error(`wechatpay: scene ${p.scene} is not offered (JSAPI, H5, Native)`)
    },

    async query(intentNo: string): Promise<ChannelPayment> {
      try {
        const { data } = await api(`v3/pay/transactions/out-trade-no/${encodeURIComponent(intentNo)}`).get({ params: { mchid: s.mchId } })
        return paymentOf(intentNo, obj(data))
      } catch (e) {
        const f = e instanceof WeChatPayCallFailed ? e : failed('query', e)
        if (f.status === 404 && f.code === 'ORDER_NOT_EXIST') return { intentNo, status: 'Unknown', amount: 0, transactionId: '', paidAt: null }
        throw f
      }
    },

    async close(intentNo: string): Promise<void> {
      try {
        await api(`v3/pay/transactions/out-trade-no/${encodeURIComponent(intentNo)}/close`).post({ mchid: s.mchId })
      } catch (e) {
        const f = failed('close', e)
        // Closed already, or never ordered: nothing can be paid either way.
        if (f.code === 'ORDER_CLOSED' || f.code === 'ORDER_NOT_EXIST') return
        throw f
      }
    },

    async refund(r: RefundRequest): Promise<ChannelRefund> {
      const { data } = await call('refund', () =>
        api('v3/refund/domestic/refunds').post({
          out_trade_no: r.intentNo,
          out_refund_no: r.refundNo,
          reason: r.reason.slice(0, 80),
          notify_url: r.notifyUrl,
          amount: { refund: r.amount, total: r.total, currency: 'CNY' },
        }),
      )
      return { refundNo: String(data.out_refund_no), status: REFUND_STATES[String(data.status)] ?? 'Processing', amount: Number(obj(data.amount).refund) }
    },

    async readNotification(headers, rawBody, now): Promise<Notice> {
      const timestamp = header(headers, 'Wechatpay-Timestamp')
      const nonce = header(headers, 'Wechatpay-Nonce')
      const signature = header(headers, 'Wechatpay-Signature')
      const serial = header(headers, 'Wechatpay-Serial')
      if (!timestamp || !nonce || !signature || !serial) throw new NotificationRefused('signature')
      if (serial !== s.platformPublicKeyId) throw new NotificationRefused('unknownKey')
      let verified = false
      try {
        verified = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, platformKey)
      } catch {
        verified = false
      }
      if (!verified) throw new NotificationRefused('signature')
      const at = Number(timestamp)
      if (!Number.isInteger(at) || Math.abs(now.getTime() / 1000 - at) > NOTIFICATION_MAX_AGE_SECONDS) throw new NotificationRefused('replayed')
      let body: Json
      let resource: Json
      try {
        body = obj(JSON.parse(rawBody))
        const r = obj(body.resource)
        if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`algorithm ${String(r.algorithm)}`)
        resource = obj(JSON.parse(Aes.AesGcm.decrypt(String(r.ciphertext), s.apiV3Key, String(r.nonce), String(r.associated_data ?? ''))))
      } catch {
        throw new NotificationRefused('unreadable')
      }
      if (resource.mchid !== s.mchId || typeof body.id !== 'string') throw new NotificationRefused('unreadable')
      const event = String(body.event_type)
      if (event === 'TRANSACTION.SUCCESS') {
        if (resource.appid !== s.appId || typeof resource.out_trade_no !== 'string') throw new NotificationRefused('unreadable')
        return { kind: 'Payment', id: body.id, payment: paymentOf(resource.out_trade_no, resource) }
      }
      if (event === 'REFUND.SUCCESS' || event === 'REFUND.ABNORMAL' || event === 'REFUND.CLOSED') {
        if (typeof resource.out_trade_no !== 'string' || typeof resource.out_refund_no !== 'string') throw new NotificationRefused('unreadable')
        const status = REFUND_STATES[String(resource.refund_status)] ?? 'Failed'
        return {
          kind: 'Refund',
          id: body.id,
          intentNo: resource.out_trade_no,
          refund: { refundNo: resource.out_refund_no, status, amount: Number(obj(resource.amount).refund) },
        }
      }
      throw new NotificationRefused('unreadable')
    },

    ack: {
      ok: { status: 204, body: '', type: 'text/plain; charset=utf-8' },
      fail: { status: 400, body: JSON.stringify({ code: 'FAIL', message: 'notification refused' }), type: 'application/json; charset=utf-8' },
    },

    async statement(chinaDay: string): Promise<StatementLine[]> {
      let bill: Json
      try {
        bill = obj((await api('v3/bill/tradebill').get({ params: { bill_date: chinaDay, bill_type: 'ALL' } })).data)
      } catch (e) {
        const f = failed('statement', e)
        // No trade that day: no bill.
        if (f.code === 'NO_STATEMENT_EXIST') return []
        throw f
      }
      // The download is not signed: its hash, in the verified answer above, vouches for it.
      const url = new URL(String(bill.download_url))
      const { data } = await call<ArrayBuffer>('statement', () =>
        api('v3/billdownload/file').get({ params: Object.fromEntries(url.searchParams), responseType: 'arraybuffer' }),
      )
      const bytes = Buffer.from(data)
      const hash = createHash(String(bill.hash_type ?? 'SHA1').toLowerCase())
        .update(bytes)
        .digest('hex')
      if (hash !== String(bill.hash_value).toLowerCase())
        throw new WeChatPayCallFailed('statement', 200, 'BILL_HASH_MISMATCH', 'the downloaded bill does not match its hash')
      return readTradeBill(bytes.toString('utf8'))
    },

    async openIdOf(code: string): Promise<string> {
      const q = new URLSearchParams({ appid: s.appId, secret: s.appSecret, js_code: code, grant_type: 'authorization_code' })
      const res = await fetch(`${s.miniProgramBaseUrl.replace(/\/+$/, '')}/sns/jscode2session?${q}`, { signal: AbortSignal.timeout(10_000) })
      const data = obj(await res.json())
      if (typeof data.openid !== 'string' || !data.openid)
        throw new WeChatPayCallFailed('jscode2session', res.status, String(data.errcode ?? 'ERROR'), String(data.errmsg ?? 'no openid'))
      return data.openid
    },
  }
  return channel
}

/**
 * Alipay (OpenAPI v2, RSA2 both ways) as a payment channel: the merchant's side through alipay-sdk.
 * Scene WAP only: the payer opens Alipay's page (alipay.trade.wap.pay), pays, and is sent back
 * to the return URL; Alipay posts a form-encoded notification signed with its key to notify_url.
 * Every answer the server believes is verified with Alipay's public key (exec with validateSign).
 *
 * Money is fen on our side and yuan with two decimals ("123.45") at Alipay, converted as integers
 * (alipay-format.ts): no float arithmetic touches an amount.
 */
import { createPrivateKey } from 'node:crypto'
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk'
import { chinaTimestamp } from '../../../lib/time'
import { chinaTextToIso, fenToYuan, readTradeBill, yuanToFen } from './alipay-format'
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

export { fenToYuan, yuanToFen } from './alipay-format'

/** Keys come as PEM (PKCS#1 "RSA PRIVATE KEY" or PKCS#8 "PRIVATE KEY") or as Alipay's key tool prints them: bare base64. */
function keyType(pem: string): 'PKCS1' | 'PKCS8' {
  if (pem.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1'
  if (pem.includes('BEGIN PRIVATE KEY')) return 'PKCS8'
  try {
    createPrivateKey({ key: Buffer.from(pem.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' })
    return 'PKCS8'
  } catch {
    return 'PKCS1'
  }
}

const TRADE_STATUS: Record<string, ChannelPayment['status']> = {
  WAIT_BUYER_PAY: 'Pending',
  TRADE_SUCCESS: 'Succeeded',
  TRADE_FINISHED: 'Succeeded',
  TRADE_CLOSED: 'Closed',
}

/** The sub code of a business error (code 40004), or '' when the call succeeded (10000). */
function failure(r: AlipaySdkCommonResult, method: string, accepted: readonly string[] = []): string {
  if (r.code === '10000') return ''
  const sub = String(r.sub_code ?? '')
  if (r.code === '40004' && accepted.includes(sub)) return sub
  throw new Error(`alipay ${method}: ${r.code} ${r.msg} ${sub} ${r.sub_msg ?? ''}`.trim())
}

function payment(intentNo: string, r: Record<string, unknown>): ChannelPayment {
  const status = TRADE_STATUS[String(r.trade_status)]
  if (!status) throw new Error(`alipay: unknown trade_status ${String(r.trade_status)}`)
  const paid = status === 'Succeeded'
  const paidAt = r.send_pay_date ?? r.gmt_payment
  return {
    intentNo,
    status,
    amount: paid ? yuanToFen(String(r.total_amount)) : 0,
    transactionId: String(r.trade_no ?? ''),
    paidAt: paid && paidAt ? chinaTextToIso(String(paidAt)) : null,
  }
}

export function alipayChannel(secrets: NonNullable<PaySecrets['alipay']>): PaymentChannel {
  const sdk = new AlipaySdk({
    gateway: secrets.gateway,
    appId: secrets.appId,
    privateKey: secrets.appPrivateKey,
    keyType: keyType(secrets.appPrivateKey),
    alipayPublicKey: secrets.alipayPublicKey,
    signType: 'RSA2',
    camelcase: false,
    timeout: 10_000,
  })
  /** A call whose answer is believed only when its signature verifies with Alipay's key. */
  const call = (method: string, bizContent: Record<string, unknown>) => sdk.exec(method, { bizContent }, { validateSign: true })

  /** One refund's word (alipay.trade.fastpay.refund.query): REFUND_SUCCESS, or not (yet). */
  async function refundState(intentNo: string, refundNo: string): Promise<ChannelRefund> {
    const method = 'alipay.trade.fastpay.refund.query'
    const r = await call(method, { out_trade_no: intentNo, out_request_no: refundNo, query_options: ['gmt_refund_pay'] })
    if (failure(r, method, ['ACQ.TRADE_NOT_EXIST'])) return { refundNo, status: 'Failed', amount: 0 }
    // Alipay answers refunds at once: without REFUND_SUCCESS the refund was not received or failed.
    const amount = r.refund_amount ? yuanToFen(String(r.refund_amount)) : 0
    return { refundNo, status: r.refund_status === 'REFUND_SUCCESS' ? 'Succeeded' : 'Failed', amount }
  }

  const channel: PaymentChannel = {
    name: 'Alipay',
    scenes: ['WAP'],

    async create(p: CreatePayment): Promise<PayAction> {
      if (p.scene !== 'WAP') throw new Error(`alipay: scene ${p.scene} is not offered (WAP only)`)
      const url = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: {
          out_trade_no: p.intentNo,
          total_amount: fenToYuan(p.amount),
          subject: p.description.slice(0, 256),
          product_code: 'QUICK_WAP_WAY',
          time_expire: chinaTimestamp(p.expiresAt),
          quit_url: p.returnUrl,
        },
        notify_url: p.notifyUrl,
        return_url: p.returnUrl,
      })
      return { Kind: 'Redirect', Url: url }
    },

    async query(intentNo: string): Promise<ChannelPayment> {
      const method = 'alipay.trade.query'
      const r = await call(method, { out_trade_no: intentNo })
      // Alipay knows a WAP payment only once the payer has opened its page.
      if (failure(r, method, ['ACQ.TRADE_NOT_EXIST'])) return { intentNo, status: 'Unknown', amount: 0, transactionId: '', paidAt: null }
      return payment(intentNo, r)
    },

    async close(intentNo: string): Promise<void> {
      const method = 'alipay.trade.close'
      const r = await call(method, { out_trade_no: intentNo })
      const sub = failure(r, method, ['ACQ.TRADE_NOT_EXIST', 'ACQ.TRADE_STATUS_ERROR'])
      // Never opened at Alipay: nothing to close. Already closed: done. Paid: not closable, say so.
      if (sub === 'ACQ.TRADE_STATUS_ERROR') {
        const now = await channel.query(intentNo)
        if (now.status !== 'Closed') throw new Error(`alipay: ${intentNo} cannot be closed (${now.status})`)
      }
    },

    async refund(q: RefundRequest): Promise<ChannelRefund> {
      const method = 'alipay.trade.refund'
      const r = await call(method, {
        out_trade_no: q.intentNo,
        refund_amount: fenToYuan(q.amount),
        out_request_no: q.refundNo,
        refund_reason: q.reason.slice(0, 256),
      })
      // A refund Alipay refuses on business grounds (too much, trade not paid, balance short) failed.
      if (failure(r, method, REFUND_REFUSALS)) return { refundNo: q.refundNo, status: 'Failed', amount: q.amount }
      // Alipay refunds synchronously; fund_change N (a repeated request) says this call moved nothing: ask the refund's state.
      if (r.fund_change === 'Y') return { refundNo: q.refundNo, status: 'Succeeded', amount: q.amount }
      return refundState(q.intentNo, q.refundNo)
    },

    async readNotification(_headers, rawBody): Promise<Notice> {
      const form = Object.fromEntries(new URLSearchParams(rawBody))
      if (!form.sign) throw new NotificationRefused('signature')
      // Parsed (decoded) values: the V2 check signs them as they are, not decoded again.
      let verified = false
      try {
        verified = sdk.checkNotifySignV2(form)
      } catch {
        verified = false
      }
      if (!verified) throw new NotificationRefused('signature')
      if (form.app_id !== secrets.appId) throw new NotificationRefused('unknownKey')
      const intentNo = form.out_trade_no
      const id = form.notify_id
      if (!intentNo || !id || !TRADE_STATUS[form.trade_status ?? '']) throw new NotificationRefused('unreadable')
      try {
        if (form.out_biz_no && form.refund_fee) {
          // refund_fee is the trade's whole refunded total: the refund's own amount and state are asked of Alipay.
          const refund = await refundState(intentNo, form.out_biz_no)
          return { kind: 'Refund', id, intentNo, refund }
        }
        return { kind: 'Payment', id, payment: payment(intentNo, form) }
      } catch (e) {
        if (e instanceof RangeError) throw new NotificationRefused('unreadable')
        throw e
      }
    },

    ack: {
      ok: { status: 200, body: 'success', type: 'text/plain; charset=utf-8' },
      fail: { status: 400, body: 'fail', type: 'text/plain; charset=utf-8' },
    },

    async statement(chinaDay: string): Promise<StatementLine[]> {
      const method = 'alipay.data.dataservice.bill.downloadurl.query'
      const r = await call(method, { bill_type: 'trade', bill_date: chinaDay })
      if (failure(r, method, ['isp.bill_not_exist'])) return []
      const res = await fetch(String(r.bill_download_url))
      if (!res.ok) throw new Error(`alipay: bill download answered ${res.status}`)
      return readTradeBill(Buffer.from(await res.arrayBuffer()))
    },
  }
  return channel
}

const REFUND_REFUSALS = [
  'ACQ.TRADE_NOT_EXIST',
  'ACQ.TRADE_STATUS_ERROR',
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
  'ACQ.SELLER_BALANCE_NOT_ENOUGH',
  'ACQ.TRADE_HAS_FINISHED',
  'ACQ.REASON_TRADE_REFUND_FEE_ERR',
  'ACQ.REFUND_FEE_ERROR',
]

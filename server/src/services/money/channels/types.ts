/**
 * The payment channels (docs/money.md#channels): one interface the cashier, the notify endpoints,
 * the pending-payment job and reconciliation use, with an adapter per channel (WeChat Pay v3,
 * Alipay). A channel is a separate party: the server believes it only through a signature it
 * verifies (a notification, a query's answer), never through a payer's session.
 */

import type { PayAction, PayScene } from '../../../../../types/api/money'

export type { PayAction, PayScene }

export interface CreatePayment {
  /** Our number for the payment at the channel (out_trade_no): the intent's number. */
  intentNo: string
  /** Fen. */
  amount: number
  description: string
  scene: PayScene
  /** ISO instant after which the channel must not take the payment. */
  expiresAt: string
  /** Where the channel's page sends the payer back (H5, WAP). */
  returnUrl: string
  /** Where the channel posts its notifications (PaymentChannels.notifyUrl). */
  notifyUrl: string
  /** The payer's openid under the mini-program (JSAPI). */
  openId?: string
  /** The payer's address (WeChat H5 pay requires it). */
  clientIp?: string
}

/** The channel's word on one payment. */
export interface ChannelPayment {
  intentNo: string
  /** Pending: not paid yet; Succeeded: paid; Closed: closed or cancelled, never paid; Unknown: the channel has no such payment. */
  status: 'Pending' | 'Succeeded' | 'Closed' | 'Unknown'
  /** Fen paid (0 unless Succeeded). */
  amount: number
  /** The channel's transaction id. */
  transactionId: string
  /** ISO instant of success. */
  paidAt: string | null
}

export interface RefundRequest {
  intentNo: string
  /** Our refund number (out_refund_no), unique. */
  refundNo: string
  amount: number
  /** The payment's whole amount (WeChat asks for it). */
  total: number
  reason: string
  /** Where the channel posts the refund's notification. */
  notifyUrl: string
}

export interface ChannelRefund {
  refundNo: string
  status: 'Processing' | 'Succeeded' | 'Failed'
  amount: number
}

/** A notification, verified and read. */
export type Notice = { kind: 'Payment'; id: string; payment: ChannelPayment } | { kind: 'Refund'; id: string; refund: ChannelRefund; intentNo: string }

/** One line of a channel's statement for a day. */
export interface StatementLine {
  kind: 'Payment' | 'Refund'
  intentNo: string
  /** Our refund number for a refund line. */
  refundNo: string
  transactionId: string
  /** Fen. */
  amount: number
  at: string
}

/** A notification the server refused (forged, tampered, replayed, unreadable): logged, answered with the channel's failure form. */
export class NotificationRefused extends Error {
  constructor(readonly reason: 'signature' | 'replayed' | 'unreadable' | 'unknownKey') {
    super(`notification refused: ${reason}`)
  }
}

export interface PaymentChannel {
  readonly name: 'WeChatPay' | 'Alipay'
  readonly scenes: readonly PayScene[]
  create(p: CreatePayment): Promise<PayAction>
  query(intentNo: string): Promise<ChannelPayment>
  /** Closes an unpaid payment at the channel (an intent cancelled or timed out). */
  close(intentNo: string): Promise<void>
  refund(r: RefundRequest): Promise<ChannelRefund>
  /** Verifies a notification's signature (and freshness) and reads it; throws NotificationRefused. */
  readNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): Promise<Notice>
  /** What the channel expects back for a notification it should not send again, and for one it should. */
  readonly ack: { ok: { status: number; body: string; type: string }; fail: { status: number; body: string; type: string } }
  /** The payer's openid under the mini-program, from its login code (WeChat Pay's JSAPI only). */
  openIdOf?(loginCode: string): Promise<string>
  /** The channel's statement of a China day (payments and refunds). */
  statement(chinaDay: string): Promise<StatementLine[]>
  /** WeChat Pay: the payer's openid under the mini-program from a wx.login code (JSAPI needs it). */
  openIdOf?(code: string): Promise<string>
}

/** The merchant's side of each channel: from PAY_SECRETS_FILE (JSON of this shape) or the environment, never from the repository. */
export interface PaySecrets {
  /** 'sandbox': the channels are the sandbox channel (server/sandbox-channel); refused when NODE_ENV=production unless PAY_SANDBOX_ENABLED=1. */
  mode: 'sandbox' | 'live'
  wechatpay?: {
    /** https://api.mch.weixin.qq.com, or the sandbox channel's /wechatpay. */
    baseUrl: string
    mchId: string
    /** The mini-program's AppID (JSAPI payments and the login code's openid). */
    appId: string
    /** The mini-program's secret, for jscode2session (the payer's openid). */
    appSecret: string
    /** https://api.weixin.qq.com, or the sandbox channel's /wechat. */
    miniProgramBaseUrl: string
    /** The merchant API certificate's serial number and its private key (PEM). */
    merchantSerial: string
    merchantPrivateKey: string
    /** The API v3 key (32 characters): notifications' resources are AES-256-GCM under it. */
    apiV3Key: string
    /** The platform's public key and its id (Wechatpay-Serial): every answer and notification is verified with it. */
    platformPublicKeyId: string
    platformPublicKey: string
  }
  alipay?: {
    /** https://openapi.alipay.com/gateway.do, or the sandbox channel's /alipay/gateway.do. */
    gateway: string
    appId: string
    /** The app's private key (PEM, RSA2). */
    appPrivateKey: string
    /** Alipay's public key (PEM): answers and notifications are verified with it. */
    alipayPublicKey: string
  }
}

/** The configured channels (AppDeps.payments). */
export interface PaymentChannels {
  readonly sandbox: boolean
  /** The configured channels' names, for the cashier's list. */
  readonly names: readonly PaymentChannel['name'][]
  /** The channel by name; undefined when it is not configured. */
  get(name: string): PaymentChannel | undefined
  /** Where a channel posts its notifications: <base>/pay/notify/wechatpay or /pay/notify/alipay. */
  notifyUrl(name: PaymentChannel['name'], base: string): string
}

/** No channel configured: nothing can be paid through a channel (1001 at the cashier). */
export const NO_CHANNELS: PaymentChannels = {
  sandbox: false,
  names: [],
  get: () => undefined,
  notifyUrl: (name, base) => `${base}/pay/notify/${name.toLowerCase()}`,
}

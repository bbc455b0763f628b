/**
 * The sandbox channel's books (docs/money.md#the-sandbox-channel): the payments each channel side
 * (WeChat Pay, Alipay) has taken an order for, what became of them, their refunds, and the
 * statement amendments a test seeded. Both sides and the pay page share one store; a side turns
 * it into its own protocol (trade states, error codes, notifications, statement files).
 */
import { randomBytes } from 'node:crypto'
import type { Deliveries } from './deliver'

export type SandboxChannelName = 'WeChatPay' | 'Alipay'
export const SANDBOX_CHANNELS: readonly SandboxChannelName[] = ['WeChatPay', 'Alipay']

/** Pending: waits for the payer; Declined: the payer's payment failed (insufficient balance); Closed: closed by the merchant. */
export type SandboxPaymentStatus = 'Pending' | 'Succeeded' | 'Declined' | 'Closed'

export interface SandboxRefund {
  /** The merchant's refund number. */
  refundNo: string
  /** The channel's refund id. */
  refundId: string
  amount: number
  reason: string
  status: 'Processing' | 'Succeeded'
  createdAt: Date
  succeededAt: Date | null
  notifyUrl: string | null
}

export interface SandboxPayment {
  channel: SandboxChannelName
  /** The merchant's number (out_trade_no). */
  intentNo: string
  /** The channel's number. */
  transactionId: string
  /** Fen. */
  amount: number
  description: string
  /** The protocol's kind of payment (JSAPI, H5, NATIVE, WAP). */
  scene: string
  /** The merchant as the pay page names it. */
  merchant: string
  notifyUrl: string
  /** Where the pay page sends the payer back, when the order named one. */
  returnUrl: string | null
  openId: string | null
  /** After this the payer can no longer pay. */
  expiresAt: Date | null
  createdAt: Date
  status: SandboxPaymentStatus
  paidAt: Date | null
  closedAt: Date | null
  refunds: SandboxRefund[]
  /** Every delivery of a notification of this payment or its refunds: when, the answer's status (0: no answer). */
  deliveries: { at: Date; kind: 'Payment' | 'Refund'; status: number }[]
}

export interface NewPayment {
  channel: SandboxChannelName
  intentNo: string
  amount: number
  description: string
  scene: string
  merchant: string
  notifyUrl: string
  returnUrl?: string | null
  openId?: string | null
  expiresAt?: Date | null
}

/** One line of a channel's statement of a China day, before the side writes it in its format. */
export interface SandboxStatementLine {
  kind: 'Payment' | 'Refund'
  intentNo: string
  transactionId: string
  refundNo: string
  refundId: string
  /** Fen. */
  amount: number
  at: Date
  description: string
}

/** Mismatches a test seeds into a statement: lines the books lack, lines dropped, amounts changed. */
export interface StatementAmendment {
  add?: { intentNo: string; amount: number; kind?: 'Payment' | 'Refund'; refundNo?: string; at?: string }[]
  drop?: string[]
  amend?: { intentNo: string; amount: number }[]
}

export type StoreErrorCode = 'NotFound' | 'Exists' | 'Paid' | 'Closed' | 'Expired' | 'NotPaid' | 'RefundTooLarge' | 'Invalid'

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** What a side does when the store's payment or refund changed: sends the channel's notification (with its retries). */
export interface ChannelSide {
  notify(payment: SandboxPayment, refund?: SandboxRefund): Promise<void>
}

/** China day (YYYY-MM-DD) of an instant. */
export const chinaDayOf = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10)

const key = (channel: string, intentNo: string) => `${channel}\u0000${intentNo}`

export class PaymentStore {
  private readonly payments = new Map<string, SandboxPayment>()
  private readonly amendments = new Map<string, StatementAmendment[]>()
  readonly sides = new Map<SandboxChannelName, ChannelSide>()

  /** `clock`: the business clock (payments' and refunds' times, expiry, statement days). */
  constructor(readonly clock: () => Date = () => new Date()) {}

  /** A side plugs itself in (its notifications). */
  registerSide(channel: SandboxChannelName, side: ChannelSide): void {
    this.sides.set(channel, side)
  }

  /** A new order; the same number again with the same amount is the same order (a merchant's retry). */
  create(p: NewPayment): SandboxPayment {
    const known = this.payments.get(key(p.channel, p.intentNo))
    if (known) {
      if (known.amount !== p.amount || known.description !== p.description) throw new StoreError('Exists', `${p.intentNo} exists with other terms`)
      if (known.status === 'Succeeded') throw new StoreError('Paid', `${p.intentNo} is paid`)
      if (known.status === 'Closed') throw new StoreError('Closed', `${p.intentNo} is closed`)
      return known
    }
    if (!Number.isInteger(p.amount) || p.amount <= 0) throw new StoreError('Invalid', 'amount must be a positive number of fen')
    const now = this.clock()
    const payment: SandboxPayment = {
      channel: p.channel,
      intentNo: p.intentNo,
      transactionId: transactionIdOf(p.channel, now),
      amount: p.amount,
      description: p.description,
      scene: p.scene,
      merchant: p.merchant,
      notifyUrl: p.notifyUrl,
      returnUrl: p.returnUrl ?? null,
      openId: p.openId ?? null,
      expiresAt: p.expiresAt ?? null,
      createdAt: now,
      status: 'Pending',
      paidAt: null,
      closedAt: null,
      refunds: [],
      deliveries: [],
    }
    this.payments.set(key(p.channel, p.intentNo), payment)
    return payment
  }

  get(channel: SandboxChannelName, intentNo: string): SandboxPayment | undefined {
    return this.payments.get(key(channel, intentNo))
  }

  /** The payment, or StoreError NotFound. */
  find(channel: SandboxChannelName, intentNo: string): SandboxPayment {
    const p = this.get(channel, intentNo)
    if (!p) throw new StoreError('NotFound', `no payment ${intentNo} at ${channel}`)
    return p
  }

  list(channel?: SandboxChannelName): SandboxPayment[] {
    return [...this.payments.values()].filter((p) => !channel || p.channel === channel)
  }

  /** The payer paid (or the payment was declined). Only a pending payment before its expiry. */
  settle(channel: SandboxChannelName, intentNo: string, outcome: 'Succeeded' | 'Declined'): SandboxPayment {
    const p = this.find(channel, intentNo)
    if (p.status === 'Succeeded') throw new StoreError('Paid', `${intentNo} is paid`)
    if (p.status === 'Closed') throw new StoreError('Closed', `${intentNo} is closed`)
    const now = this.clock()
    if (p.expiresAt && now > p.expiresAt) throw new StoreError('Expired', `${intentNo} expired at ${p.expiresAt.toISOString()}`)
    p.status = outcome
    if (outcome === 'Succeeded') p.paidAt = now
    return p
  }

  /**
   * The payer's word at the channel (the pay page's buttons, POST /__sandbox/pay): settles the
   * payment and, when it succeeded, has its side post the notification (`notify: false`: the
   * notification is lost). Resolves after the first delivery attempt.
   */
  async pay(channel: SandboxChannelName, intentNo: string, outcome: 'Succeeded' | 'Declined', notify = true): Promise<SandboxPayment> {
    const p = this.settle(channel, intentNo, outcome)
    if (outcome === 'Succeeded' && notify) await this.sides.get(channel)?.notify(p)
    return p
  }

  /** The merchant closes an unpaid payment; closing a closed one again is fine. */
  close(channel: SandboxChannelName, intentNo: string): SandboxPayment {
    const p = this.find(channel, intentNo)
    if (p.status === 'Succeeded') throw new StoreError('Paid', `${intentNo} is paid`)
    if (p.status !== 'Closed') {
      p.status = 'Closed'
      p.closedAt = this.clock()
    }
    return p
  }

  /** A refund of a paid payment; the same refund number again is the same refund. */
  refund(channel: SandboxChannelName, intentNo: string, r: { refundNo: string; amount: number; reason: string; notifyUrl?: string | null }): SandboxRefund {
    const p = this.find(channel, intentNo)
    const known = p.refunds.find((x) => x.refundNo === r.refundNo)
    if (known) {
      if (known.amount !== r.amount) throw new StoreError('Invalid', `refund ${r.refundNo} exists with another amount`)
      return known
    }
    if (p.status !== 'Succeeded') throw new StoreError('NotPaid', `${intentNo} is not paid`)
    if (!Number.isInteger(r.amount) || r.amount <= 0) throw new StoreError('Invalid', 'refund must be a positive number of fen')
    if (refunded(p) + r.amount > p.amount) throw new StoreError('RefundTooLarge', `refunds would exceed ${p.amount}`)
    const now = this.clock()
    const refund: SandboxRefund = {
      refundNo: r.refundNo,
      refundId: transactionIdOf(channel, now).replace(/^\d{4}/, '5030'),
      amount: r.amount,
      reason: r.reason,
      status: 'Processing',
      createdAt: now,
      succeededAt: null,
      notifyUrl: r.notifyUrl ?? null,
    }
    p.refunds.push(refund)
    return refund
  }

  /** The refund reached the payer. */
  completeRefund(refund: SandboxRefund): SandboxRefund {
    if (refund.status !== 'Succeeded') {
      refund.status = 'Succeeded'
      refund.succeededAt = this.clock()
    }
    return refund
  }

  /** Finds a refund by the merchant's refund number. */
  findRefund(channel: SandboxChannelName, refundNo: string): { payment: SandboxPayment; refund: SandboxRefund } | undefined {
    for (const payment of this.list(channel)) {
      const refund = payment.refunds.find((r) => r.refundNo === refundNo)
      if (refund) return { payment, refund }
    }
    return undefined
  }

  amend(channel: SandboxChannelName, chinaDay: string, a: StatementAmendment): void {
    const k = key(channel, chinaDay)
    this.amendments.set(k, [...(this.amendments.get(k) ?? []), a])
  }

  /** The statement of a China day: payments paid and refunds succeeded that day, then the seeded amendments. */
  statement(channel: SandboxChannelName, chinaDay: string): SandboxStatementLine[] {
    let lines: SandboxStatementLine[] = []
    for (const p of this.list(channel)) {
      const base = { intentNo: p.intentNo, transactionId: p.transactionId, description: p.description }
      if (p.status === 'Succeeded' && p.paidAt && chinaDayOf(p.paidAt) === chinaDay)
        lines.push({ ...base, kind: 'Payment', refundNo: '', refundId: '', amount: p.amount, at: p.paidAt })
      for (const r of p.refunds)
        if (r.succeededAt && chinaDayOf(r.succeededAt) === chinaDay)
          lines.push({ ...base, kind: 'Refund', refundNo: r.refundNo, refundId: r.refundId, amount: r.amount, at: r.succeededAt })
    }
    for (const a of this.amendments.get(key(channel, chinaDay)) ?? []) {
      const drop = new Set(a.drop ?? [])
      lines = lines.filter((l) => !drop.has(l.intentNo))
      for (const m of a.amend ?? []) for (const l of lines) if (l.intentNo === m.intentNo && l.kind === 'Payment') l.amount = m.amount
      for (const x of a.add ?? []) {
        const at = x.at ? new Date(x.at) : new Date(Date.parse(`${chinaDay}T12:00:00+08:00`))
        lines.push({
          kind: x.kind ?? 'Payment',
          intentNo: x.intentNo,
          transactionId: transactionIdOf(channel, at),
          refundNo: x.refundNo ?? '',
          refundId: x.kind === 'Refund' ? transactionIdOf(channel, at) : '',
          amount: x.amount,
          at,
          description: '',
        })
      }
    }
    return lines.sort((a, b) => a.at.getTime() - b.at.getTime())
  }
}

/** Fen refunded (or being refunded) of a payment. */
export const refunded = (p: SandboxPayment): number => p.refunds.reduce((s, r) => s + r.amount, 0)

/** A channel-like transaction number: WeChat 4200… (28 digits), Alipay yyyyMMdd… (28 digits). */
function transactionIdOf(channel: SandboxChannelName, at: Date): string {
  const day = chinaDayOf(at).replace(/-/g, '')
  const digits = (n: number) => [...randomBytes(n)].map((b) => String(b % 10)).join('')
  return channel === 'WeChatPay' ? `4200${digits(6)}${day}${digits(10)}` : `${day}22001${digits(15)}`
}

/** What the app gives each channel side it registers (the WeChat Pay side, the Alipay side). */
export interface SideOptions<S> {
  secrets: S
  store: PaymentStore
  deliveries: Deliveries
}

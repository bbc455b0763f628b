/**
 * Payment operations for a company's finance admins (docs/money.md#reconciliation): the mismatches
 * between each payment channel's daily statement and the ledgers, resolving one with a decision,
 * and comparing a day again on demand. Amounts in CNY fen, days China days 'yyyy-MM-dd'.
 */
import { Type, type Static } from '@sinclair/typebox'

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
export const MISMATCH_KINDS = ['ChannelOnly', 'LedgerOnly', 'AmountDiffers'] as const
export type MismatchKind = (typeof MISMATCH_KINDS)[number]
export const MISMATCH_STATUSES = ['Open', 'Resolved'] as const
export type MismatchStatus = (typeof MISMATCH_STATUSES)[number]
/** The longest decision text. */
export const DECISION_MAX = 500

export const MismatchListReq = Type.Object({
  /** A statement's China day; default every day. */
  Day: Type.Optional(Day),
  Status: Type.Optional(Type.Union(MISMATCH_STATUSES.map((s) => Type.Literal(s)))),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type MismatchListReq = Static<typeof MismatchListReq>

export interface Mismatch {
  MismatchId: number
  Day: string
  /** 'WeChatPay' | 'Alipay'. */
  Channel: string
  /** ChannelOnly: paid (or refunded) at the channel, not here; LedgerOnly: here, not at the channel; AmountDiffers: both, other amounts. */
  Kind: MismatchKind
  Line: 'Payment' | 'Refund'
  IntentNo: string
  /** The refund's number for a refund line, else ''. */
  RefundNo: string
  /** The order the payment was for, '' for a wallet recharge or an unknown one. */
  OrderNo: string
  ChannelAmount: number
  OurAmount: number
  Status: MismatchStatus
  /** The finance admin's decision; '' while open or when a later comparison matched it. */
  Decision: string
  DecidedBy: string
  /** ISO instant; null while open. */
  DecidedAt: string | null
  /** Resolved because comparing the day again found it matched (nobody decided). */
  MatchedLater: boolean
  FoundAt: string
}

export interface Comparison {
  Channel: string
  Day: string
  /** Lines on the statement. */
  Payments: number
  Refunds: number
  /** The caller's company's open mismatches of that channel and day. */
  Open: number
  RanAt: string
}

export interface MismatchListRes {
  Items: Mismatch[]
  Total: number
  PageIndex: number
  PageSize: number
  /** The latest comparison of each configured channel (newest day first). */
  Latest: Comparison[]
}

export const MismatchResolveReq = Type.Object({
  MismatchId: Type.Integer({ minimum: 1 }),
  /** What was done: refunded to the payer, credited by hand, the channel corrected it … */
  Decision: Type.String({ minLength: 1, maxLength: DECISION_MAX }),
})
export type MismatchResolveReq = Static<typeof MismatchResolveReq>

export const ReconcileRunReq = Type.Object({
  /** A China day before today. */
  Day,
})
export type ReconcileRunReq = Static<typeof ReconcileRunReq>

export interface ReconcileRunRes {
  Day: string
  /** Each configured channel compared; Failed when its statement could not be had. */
  Channels: (Comparison & { Failed: boolean })[]
}

export interface PayOpsCalls {
  'payReconcile/list': { req: MismatchListReq; res: MismatchListRes }
  'payReconcile/resolve': { req: MismatchResolveReq; res: Mismatch }
  'payReconcile/run': { req: ReconcileRunReq; res: ReconcileRunRes }
}

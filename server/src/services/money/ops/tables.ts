/** Tables of payment operations (migration 0151_pay_operations; docs/money.md#payment-operations). */
import type { Generated } from 'kysely'
import type { CompanyRowColumns } from '../../../lib/tables'

/** A lease on a job: whoever holds it (an app instance) until `until` runs the job; another waits. */
export interface JobLeasesTable {
  name: string
  holder: string
  /** ISO instant the lease ends unless renewed. */
  until: string
}

/** One channel's statement of one China day, compared (the latest comparison). */
export interface PayReconciliationsTable {
  id: Generated<number>
  channel: string
  day: string
  /** Payment and refund lines on the statement. */
  payments: number
  refunds: number
  /** Mismatches open after the comparison, every company. */
  mismatches: number
  ran_at: string
}

export type MismatchKind = 'ChannelOnly' | 'LedgerOnly' | 'AmountDiffers'
export type MismatchStatus = 'Open' | 'Resolved'

/** A payment or refund the channel's statement and the ledgers do not agree on. */
export interface PayMismatchesTable extends CompanyRowColumns {
  /** The China day of the statement. */
  day: string
  channel: string
  /** ChannelOnly: at the channel, not here; LedgerOnly: here, not at the channel; AmountDiffers: both, other amounts. */
  kind: MismatchKind
  line: 'Payment' | 'Refund'
  intent_no: string
  /** Our refund number for a refund line; '' for a payment. */
  refund_no: string
  /** Fen; 0 on the side that has nothing. */
  channel_amount: number
  our_amount: number
  status: MismatchStatus
  /** What the finance admin decided; '' while open or when a later comparison matched it. */
  decision: string
  /** Null while open or when a later comparison matched it. */
  decided_by_user_id: number | null
  decided_by_name: string
  decided_at: string | null
  found_at: string
}

export type ChannelRefundStatus = 'Pending' | 'Processing' | 'Succeeded' | 'Failed'
/** paidAfterTimeout: the channel took a payment whose intent had ended (timed out, cancelled); orderRefund: the channel's share of an order refund. */
export type ChannelRefundReason = 'paidAfterTimeout' | 'orderRefund'

/** A refund sent (or to send) through a payment channel. */
export interface ChannelRefundsTable extends CompanyRowColumns {
  /** Our refund number at the channel (out_refund_no). */
  refund_no: string
  /** Makes creating it idempotent: 'late:<intent>' or 'order:<order refund no>:<intent>'. */
  request_key: string
  intent_no: string
  channel: string
  order_id: number | null
  /** The order refund it carries back ('' for paidAfterTimeout). */
  order_refund_no: string
  amount: number
  /** The payment's whole amount at the channel. */
  total: number
  reason: ChannelRefundReason
  /** Pending: not yet accepted by the channel; Processing: accepted, its notification awaited. */
  status: ChannelRefundStatus
  attempts: number
  last_error: string
  created_at: string
  sent_at: string | null
  settled_at: string | null
}

/** An intent that ended unpaid here, asked about at its channel once afterwards (migration 0152). */
export interface PayLateChecksTable {
  intent_no: string
  company_id: number
  /** What the channel said (ChannelPayment status), 'Asking' while the question is out. */
  channel_status: string
  checked_at: string
}

export interface OperationsTables {
  pay_late_checks: PayLateChecksTable
  job_leases: JobLeasesTable
  pay_reconciliations: PayReconciliationsTable
  pay_mismatches: PayMismatchesTable
  channel_refunds: ChannelRefundsTable
}

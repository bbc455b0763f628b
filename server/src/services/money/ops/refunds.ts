/**
 * Refunds through a payment channel (docs/money.md#channel-refunds), `channel_refunds`:
 * - `paidAfterTimeout`: the channel took a payment whose intent had already ended here (timed
 *   out, cancelled): the whole of it goes back to the payer;
 * - `orderRefund`: an order refund's share that goes back to the channel source (sources.ts).
 * A refund is queued in the transaction that decides it (idempotent by its request key), then
 * sent after commit by the refunds job (modules/money/jobs.ts) under its lease: Pending → the
 * channel's answer (Processing, Succeeded or Failed). A Processing one is done when its
 * notification says so (`refundNotified`), when the channel answers the same refund number again
 * with Succeeded, or when the day's statement shows it (reconciliation). Every step is a
 * conditional UPDATE on the state it leaves, so a repeated or concurrent step changes nothing.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../../../db/schema'
import type { ChannelPayment, ChannelRefund, PaymentChannels } from '../channels/types'
import type { ChannelRefundReason } from './tables'
import { equal } from '../../../db/match'

/** 'CR' + UTC stamp + random: unique without a counter, a valid refund number at both channels. */
export const newRefundNo = (now: Date): string => `CR${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`

/** What the payer reads as the refund's reason at the channel. */
const REASONS: Record<ChannelRefundReason, string> = {
  paidAfterTimeout: '支付超时后到账，原路退回',
  orderRefund: '订单退款',
}

interface QueuedRefund {
  companyId: number
  intentNo: string
  channel: string
  orderId: number | null
  orderRefundNo: string
  amount: number
  total: number
  reason: ChannelRefundReason
  requestKey: string
}

/** Queues a refund once per request key; true when this call queued it. */
export async function queueChannelRefund(db: Db, r: QueuedRefund, now: Date): Promise<boolean> {
  if (r.amount <= 0) return false
  const done = await db
    .insertInto('channel_refunds')
    .values({
      company_id: r.companyId,
      refund_no: newRefundNo(now),
      request_key: r.requestKey,
      intent_no: r.intentNo,
      channel: r.channel,
      order_id: r.orderId,
      order_refund_no: r.orderRefundNo,
      amount: r.amount,
      total: r.total,
      reason: r.reason,
      status: 'Pending',
      attempts: 0,
      last_error: '',
      created_at: now.toISOString(),
      sent_at: null,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('request_key').doNothing())
    .executeTakeFirst()
  return Number(done.numInsertedOrUpdatedRows ?? 0) === 1
}

/**
 * A payment the channel took for an intent that had ended here unpaid: all of it goes back.
 * Idempotent by the intent; false when it was queued before or the intent did succeed here.
 */
export async function queueLateRefund(db: Db, intentNo: string, payment: ChannelPayment, now: Date): Promise<boolean> {
  if (payment.status !== 'Succeeded' || payment.amount <= 0) return false
  const i = await db.selectFrom('pay_intents').select(['company_id', 'channel', 'status', 'order_id']).where('intent_no', '=', intentNo).executeTakeFirst()
  if (!i || i.status === 'Succeeded' || i.status === 'Pending') return false
  return queueChannelRefund(
    db,
    {
      companyId: i.company_id,
      intentNo,
      channel: i.channel,
      orderId: i.order_id,
      orderRefundNo: '',
      amount: payment.amount,
      total: payment.amount,
      reason: 'paidAfterTimeout',
      requestKey: `late:${intentNo}`,
    },
    now,
  )
}

/**
 * An order refund's share that went back to a channel source (payment_sources row of source
 * 'Channel'): queued through the intent that paid that payment (the order's, or its change's).
 * Called by refundToSources in the refunding transaction. No intent (a payment made before
 * channels): nothing is queued.
 */
export async function queueOrderChannelRefund(
  trx: Db,
  order: { id: number; company_id: number },
  row: { payment_id: number; ref: string },
  amount: number,
  orderRefundNo: string,
  at: string,
): Promise<boolean> {
  const payment = await trx.selectFrom('payments').select('change_id').where('id', '=', row.payment_id).executeTakeFirst()
  if (!payment) return false
  let q = trx
    .selectFrom('pay_intents')
    .select(['intent_no', 'channel', 'amount'])
    .where((eb) => equal(eb, { order_id: order.id, status: 'Succeeded', channel: row.ref }))
  q = payment.change_id === null ? q.where('change_id', 'is', null) : q.where('change_id', '=', payment.change_id)
  const intent = await q.orderBy('id', 'desc').executeTakeFirst()
  if (!intent) return false
  return queueChannelRefund(
    trx,
    {
      companyId: order.company_id,
      intentNo: intent.intent_no,
      channel: intent.channel,
      orderId: order.id,
      orderRefundNo,
      amount,
      total: Number(intent.amount),
      reason: 'orderRefund',
      requestKey: `order:${orderRefundNo}:${intent.intent_no}`,
    },
    new Date(at),
  )
}

const SETTLED = new Set<ChannelRefund['status']>(['Succeeded', 'Failed'])

/** Records the channel's word on a refund we sent (an answer or a verified notification): only forward, once. */
export async function refundNotified(db: Db, refund: Pick<ChannelRefund, 'refundNo' | 'status'>, at: Date): Promise<boolean> {
  const next = refund.status
  const from = next === 'Processing' ? ['Pending'] : ['Pending', 'Processing']
  const done = await db
    .updateTable('channel_refunds')
    .set({ status: next, ...(SETTLED.has(next) ? { settled_at: at.toISOString() } : {}) })
    .where('refund_no', '=', refund.refundNo)
    .where('status', 'in', from as ('Pending' | 'Processing')[])
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1
}

/** A Processing refund is asked about again (the same refund number) this long after it was sent. */
export const RECHECK_AFTER_MS = 2 * 60_000

/**
 * Sends queued refunds and asks again about those still processing; answers how many changed.
 * `notifyBase` is where the channel notifies (PAY_NOTIFY_BASE_URL, the public base URL or the
 * server's own address).
 */
export async function sendDueRefunds(
  db: Db,
  channels: PaymentChannels,
  notifyBase: string,
  now: Date,
  log: { warn(o: object, msg: string): void },
): Promise<number> {
  const recheck = new Date(now.getTime() - RECHECK_AFTER_MS).toISOString()
  const due = await db
    .selectFrom('channel_refunds')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'Pending'), eb.and([eb('status', '=', 'Processing'), eb('sent_at', '<=', recheck)])]))
    .orderBy('id')
    .limit(50)
    .execute()
  let changed = 0
  for (const r of due) {
    const channel = channels.get(r.channel)
    if (!channel) continue
    try {
      const answer = await channel.refund({
        intentNo: r.intent_no,
        refundNo: r.refund_no,
        amount: Number(r.amount),
        total: Number(r.total),
        reason: r.order_refund_no ? `${REASONS[r.reason]} ${r.order_refund_no}` : REASONS[r.reason],
        notifyUrl: channels.notifyUrl(channel.name, notifyBase),
      })
      if (r.status === 'Pending')
        await db
          .updateTable('channel_refunds')
          .set({ sent_at: now.toISOString(), attempts: Number(r.attempts) + 1, last_error: '' })
          .where('id', '=', r.id)
          .execute()
      if (answer.status !== r.status && (await refundNotified(db, { refundNo: r.refund_no, status: answer.status }, now))) changed++
      if (answer.status === 'Failed') log.warn({ refundNo: r.refund_no, intentNo: r.intent_no }, 'the channel refused a refund')
    } catch (err) {
      await db
        .updateTable('channel_refunds')
        .set({ attempts: Number(r.attempts) + 1, last_error: String((err as Error)?.message ?? err).slice(0, 500) })
        .where('id', '=', r.id)
        .execute()
      log.warn({ err, refundNo: r.refund_no }, 'a channel refund could not be sent; it is tried again')
    }
  }
  return changed
}

/**
 * Late or lost notifications (docs/money.md#late-or-lost-notifications), run by the operations
 * job under its lease:
 * - a pending intent a minute old or more is asked about at its channel every tick; a Succeeded
 *   answer (verified by the adapter, for the intent's amount) ends it exactly as the channel's
 *   notification would (wallet.ts endPaid);
 * - an intent that ended unpaid here (timed out, cancelled) is asked about once more a minute
 *   after it ended (`pay_late_checks`, claimed by its INSERT); a payment the channel took anyway —
 *   found so, or by a notification (notify.ts calls settleLatePayment; refundNoticed catches an
 *   ended intent that kept a notified transaction without its refund) — goes back to the payer
 *   through the channel (ops/refunds.ts, paidAfterTimeout) and is logged.
 */
import type { AppDeps } from '../../deps'
import type { ChannelPayment } from '../../services/money/channels/types'
import { queueLateRefund } from '../../services/money/ops/refunds'
import { endPaid } from './wallet'

/** An intent is asked about from this age on (a payer needs a moment at the channel's page). */
export const QUERY_AFTER_MS = 60_000
/** An ended intent is asked about once, this long after it ended (a last-moment payment's notification may still land). */
export const LATE_CHECK_AFTER_MS = 60_000
/** Ended intents older than this are left to reconciliation. */
const LATE_CHECK_WITHIN_MS = 24 * 3_600_000
const BATCH = 100

type Log = AppDeps['log']

/**
 * What to do with the channel's word on a payment whose intent ended unpaid here (or that this
 * call could not end paid): all of it is refunded through the channel. Idempotent. For the notify
 * endpoints too, after a Succeeded notice for an intent that did not end Succeeded.
 */
export async function settleLatePayment(deps: Pick<AppDeps, 'db' | 'log'>, intentNo: string, payment: ChannelPayment, now: Date): Promise<boolean> {
  const queued = await queueLateRefund(deps.db, intentNo, payment, now)
  if (queued)
    deps.log.warn({ intentNo, amount: payment.amount, transactionId: payment.transactionId }, 'paid at the channel after the payment ended here: refunded')
  return queued
}

/** Pending intents of configured channels, a minute old or more: ended from the channel's answer. */
export async function queryPending(deps: AppDeps, now: Date): Promise<number> {
  const names = deps.payments.names
  if (!names.length) return 0
  const due = await deps.db
    .selectFrom('pay_intents')
    .selectAll()
    .where('status', '=', 'Pending')
    .where('channel', 'in', [...names])
    .where('created_at', '<=', new Date(now.getTime() - QUERY_AFTER_MS).toISOString())
    .orderBy('created_at')
    .limit(BATCH)
    .execute()
  let ended = 0
  for (const i of due) {
    const p = await ask(deps.payments.get(i.channel), i.intent_no, deps.log)
    if (p?.status !== 'Succeeded') continue
    if (p.amount !== Number(i.amount)) {
      deps.log.warn({ intentNo: i.intent_no, paid: p.amount, expected: Number(i.amount) }, 'the channel says another amount was paid: left for reconciliation')
      continue
    }
    if (await endPaid(deps.db, i, p.amount, p.transactionId, now, 'zh-CN')) ended++
    // Ended meanwhile (timed out, cancelled) or ended Cancelled because the order no longer waits for it.
    await settleLatePayment(deps, i.intent_no, p, now)
  }
  return ended
}

/** Intents that ended unpaid a minute ago or more, asked about once: what the channel took anyway goes back. */
export async function checkEnded(deps: AppDeps, now: Date): Promise<number> {
  const names = deps.payments.names
  if (!names.length) return 0
  const ended = await deps.db
    .selectFrom('pay_intents')
    .leftJoin('pay_late_checks as c', 'c.intent_no', 'pay_intents.intent_no')
    .select(['pay_intents.intent_no', 'pay_intents.company_id', 'pay_intents.channel'])
    .where('c.intent_no', 'is', null)
    .where('pay_intents.status', 'in', ['TimedOut', 'Cancelled'])
    .where('pay_intents.channel', 'in', [...names])
    .where('pay_intents.settled_at', '<=', new Date(now.getTime() - LATE_CHECK_AFTER_MS).toISOString())
    .where('pay_intents.settled_at', '>', new Date(now.getTime() - LATE_CHECK_WITHIN_MS).toISOString())
    .orderBy('pay_intents.settled_at')
    .limit(BATCH)
    .execute()
  let refunded = 0
  for (const i of ended) {
    const claimed = await deps.db
      .insertInto('pay_late_checks')
      .values({ intent_no: i.intent_no, company_id: i.company_id, channel_status: 'Asking', checked_at: now.toISOString() })
      .onConflict((oc) => oc.column('intent_no').doNothing())
      .executeTakeFirst()
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) continue
    const p = await ask(deps.payments.get(i.channel), i.intent_no, deps.log)
    if (!p) {
      // Not answered: asked again next time.
      await deps.db.deleteFrom('pay_late_checks').where('intent_no', '=', i.intent_no).execute()
      continue
    }
    await deps.db.updateTable('pay_late_checks').set({ channel_status: p.status }).where('intent_no', '=', i.intent_no).execute()
    // Still open there (its order was cancelled while the payer was at the channel's page): closed, so it cannot be paid after.
    if (p.status === 'Pending') await close(deps.payments.get(i.channel), i.intent_no, deps.log)
    if (await settleLatePayment(deps, i.intent_no, p, now)) refunded++
  }
  return refunded
}

/** Ended intents a verified notification said were paid after all (their transaction kept) and not yet refunded: refunded. */
export async function refundNoticed(deps: AppDeps, now: Date): Promise<number> {
  const paid = await deps.db
    .selectFrom('pay_intents')
    .leftJoin('channel_refunds as r', (j) => j.onRef('r.intent_no', '=', 'pay_intents.intent_no').on('r.reason', '=', 'paidAfterTimeout'))
    .select(['pay_intents.intent_no', 'pay_intents.amount', 'pay_intents.transaction_id'])
    .where('r.id', 'is', null)
    .where('pay_intents.status', 'in', ['TimedOut', 'Cancelled', 'Failed'])
    .where('pay_intents.transaction_id', '!=', '')
    .limit(BATCH)
    .execute()
  let refunded = 0
  for (const i of paid) {
    const payment: ChannelPayment = { intentNo: i.intent_no, status: 'Succeeded', amount: Number(i.amount), transactionId: i.transaction_id, paidAt: null }
    if (await settleLatePayment(deps, i.intent_no, payment, now)) refunded++
  }
  return refunded
}

async function close(channel: ReturnType<AppDeps['payments']['get']>, intentNo: string, log: Log): Promise<void> {
  try {
    await channel?.close(intentNo)
  } catch (err) {
    log.warn({ err, intentNo }, 'the channel could not close a payment that ended here')
  }
}

async function ask(channel: ReturnType<AppDeps['payments']['get']>, intentNo: string, log: Log): Promise<ChannelPayment | null> {
  if (!channel) return null
  try {
    return await channel.query(intentNo)
  } catch (err) {
    log.warn({ err, intentNo }, 'the channel could not be asked about a payment')
    return null
  }
}

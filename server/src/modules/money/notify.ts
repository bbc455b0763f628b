/**
 * The channels' notifications (docs/money.md#channels): `POST /pay/notify/wechatpay` and
 * `/pay/notify/alipay`, with no session — the channel is believed only through the signature its
 * adapter verifies over the raw body (with freshness: a replayed one is refused). Every
 * notification is logged (pay_notifications) with what was done: Accepted, Duplicate (an id seen
 * before: answered as received, nothing changes) or Refused (forged, tampered, stale, unknown
 * payment, another amount: the channel is told to try again and the log keeps the reason).
 *
 * A payment notice ends its pending intent Succeeded. One for an intent that already ended
 * without success (cancelled or timed out, paid at the channel after all) is refunded whole
 * through the channel (pay-watch.ts); a refund notice ends its channel refund (ops/refunds.ts).
 */
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import { NotificationRefused, type Notice, type PaymentChannel } from '../../services/money/channels/types'
import { refundNotified } from '../../services/money/ops/refunds'
import { settleLatePayment } from './pay-watch'
import { endPaid } from './wallet'
import { equal } from '../../db/match'

type Outcome = { outcome: 'Accepted' | 'Duplicate' | 'Refused'; reason: string; intentNo: string }

export function registerNotify(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // The signature is over the body as sent: keep it as text, whatever its type.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    for (const name of ['WeChatPay', 'Alipay'] as const) {
      scope.post(`/pay/notify/${name.toLowerCase()}`, async (request, reply) => {
        const channel = deps.payments.get(name)
        if (!channel) return reply.code(404).send()
        const result = await receive(deps, channel, request.headers, typeof request.body === 'string' ? request.body : '')
        const ack = result.outcome === 'Refused' ? channel.ack.fail : channel.ack.ok
        return reply.code(ack.status).type(ack.type).send(ack.body)
      })
    }
  })
}

/** Reads, verifies and applies one notification; logs it whatever happens. */
export async function receive(deps: AppDeps, channel: PaymentChannel, headers: Record<string, string | string[] | undefined>, body: string): Promise<Outcome> {
  const now = deps.clock()
  let notice: Notice
  let result: Outcome
  try {
    // The channel signs with the wall clock: a notification's freshness is judged by it, not by the business clock.
    notice = await channel.readNotification(headers, body, new Date())
  } catch (err) {
    result = { outcome: 'Refused', reason: err instanceof NotificationRefused ? err.reason : 'unreadable', intentNo: '' }
    await log(deps, channel, '', result, now)
    deps.log.warn({ channel: channel.name, reason: result.reason }, 'payment notification refused')
    return result
  }
  const seen = await deps.db
    .selectFrom('pay_notices_seen')
    .select('notify_id')
    .where((eb) => equal(eb, { channel: channel.name, notify_id: notice.id }))
    .executeTakeFirst()
  const intentNo = notice.kind === 'Payment' ? notice.payment.intentNo : notice.intentNo
  if (seen) result = { outcome: 'Duplicate', reason: '', intentNo }
  else result = await apply(deps, channel, notice, now)
  if (result.outcome === 'Accepted')
    await deps.db
      .insertInto('pay_notices_seen')
      .values({ channel: channel.name, notify_id: notice.id })
      .onConflict((oc) => oc.doNothing())
      .execute()
  await log(deps, channel, notice.id, result, now)
  if (result.outcome === 'Refused')
    deps.log.warn({ channel: channel.name, notifyId: notice.id, reason: result.reason, intentNo }, 'payment notification refused')
  return result
}

async function apply(deps: AppDeps, channel: PaymentChannel, notice: Notice, now: Date): Promise<Outcome> {
  if (notice.kind === 'Refund') {
    await refundNotified(deps.db, notice.refund, now)
    return { outcome: 'Accepted', reason: `refund ${notice.refund.status}`, intentNo: notice.intentNo }
  }
  const p = notice.payment
  const i = await deps.db.selectFrom('pay_intents').selectAll().where('intent_no', '=', p.intentNo).executeTakeFirst()
  if (!i || i.channel !== channel.name) return { outcome: 'Refused', reason: 'unknownPayment', intentNo: p.intentNo }
  if (p.status !== 'Succeeded') return { outcome: 'Accepted', reason: p.status, intentNo: i.intent_no }
  if (p.amount !== Number(i.amount)) return { outcome: 'Refused', reason: `amount ${p.amount} != ${i.amount}`, intentNo: i.intent_no }
  if (i.status === 'Pending') {
    await endPaid(deps.db, i, p.amount, p.transactionId, now, 'zh-CN')
    return { outcome: 'Accepted', reason: 'paid', intentNo: i.intent_no }
  }
  if (i.status === 'Succeeded') return { outcome: 'Accepted', reason: 'alreadyPaid', intentNo: i.intent_no }
  // Paid at the channel after the intent ended here: all of it goes back through the channel.
  await deps.db.updateTable('pay_intents').set({ transaction_id: p.transactionId }).where('id', '=', i.id).where('transaction_id', '=', '').execute()
  await settleLatePayment(deps, i.intent_no, p, now)
  return { outcome: 'Accepted', reason: `paidAfter${i.status}`, intentNo: i.intent_no }
}

async function log(deps: AppDeps, channel: PaymentChannel, notifyId: string, r: Outcome, now: Date): Promise<void> {
  await deps.db
    .insertInto('pay_notifications')
    .values({
      channel: channel.name,
      notify_id: notifyId,
      intent_no: r.intentNo,
      outcome: r.outcome,
      reason: r.reason.slice(0, 200),
      received_at: now.toISOString(),
    })
    .execute()
}

/**
 * The sandbox channel's controls for tests (under /__sandbox/): what a payer or the channel's
 * own operations would do, on command. They are the channel's side, never the product's.
 *
 *   POST /__sandbox/pay        {channel, intentNo, outcome: 'Succeeded'|'Declined', notify?: false}
 *   POST /__sandbox/notify     {channel, intentNo, refundNo?}   the notification again (same id)
 *   GET  /__sandbox/payments   [?channel=]                      the channel's books
 *   POST /__sandbox/statement  {channel, day, add?, drop?, amend?}   seed statement mismatches
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { SANDBOX_CHANNELS, StoreError, type PaymentStore, type SandboxChannelName, type SandboxPayment, type StatementAmendment } from './store'

type Json = Record<string, unknown>

const channelOf = (v: unknown): SandboxChannelName | undefined => SANDBOX_CHANNELS.find((c) => c === v)

function refuse(reply: FastifyReply, e: unknown) {
  if (!(e instanceof StoreError)) throw e
  return reply.code(e.code === 'NotFound' ? 404 : 409).send({ error: e.code, message: e.message })
}

const bad = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'Invalid', message })

/** A payment as the controls show it. */
export function paymentView(p: SandboxPayment) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    channel: p.channel,
    intentNo: p.intentNo,
    transactionId: p.transactionId,
    amount: p.amount,
    description: p.description,
    scene: p.scene,
    status: p.status,
    notifyUrl: p.notifyUrl,
    returnUrl: p.returnUrl,
    openId: p.openId,
    createdAt: iso(p.createdAt),
    expiresAt: iso(p.expiresAt),
    paidAt: iso(p.paidAt),
    closedAt: iso(p.closedAt),
    refunds: p.refunds.map((r) => ({ ...r, createdAt: iso(r.createdAt), succeededAt: iso(r.succeededAt) })),
    deliveries: p.deliveries.map((d) => ({ ...d, at: iso(d.at) })),
  }
}

export async function sandboxControls(app: FastifyInstance, opts: { store: PaymentStore }): Promise<void> {
  const { store } = opts

  app.post<{ Body: Json | undefined }>('/__sandbox/pay', async (req, reply) => {
    const b = req.body ?? {}
    const channel = channelOf(b.channel)
    if (!channel || typeof b.intentNo !== 'string') return bad(reply, 'channel (WeChatPay or Alipay) and intentNo are required')
    if (b.outcome !== 'Succeeded' && b.outcome !== 'Declined') return bad(reply, "outcome: 'Succeeded' or 'Declined'")
    try {
      return paymentView(await store.pay(channel, b.intentNo, b.outcome, b.notify !== false))
    } catch (e) {
      return refuse(reply, e)
    }
  })

  app.post<{ Body: Json | undefined }>('/__sandbox/notify', async (req, reply) => {
    const b = req.body ?? {}
    const channel = channelOf(b.channel)
    if (!channel || typeof b.intentNo !== 'string') return bad(reply, 'channel (WeChatPay or Alipay) and intentNo are required')
    try {
      const p = store.find(channel, b.intentNo)
      const refund = typeof b.refundNo === 'string' ? p.refunds.find((r) => r.refundNo === b.refundNo && r.status === 'Succeeded') : undefined
      if (typeof b.refundNo === 'string' && !refund) return refuse(reply, new StoreError('NotFound', `no completed refund ${b.refundNo}`))
      if (!refund && p.status !== 'Succeeded') return refuse(reply, new StoreError('NotPaid', `${p.intentNo} is not paid: nothing to notify`))
      await store.sides.get(channel)?.notify(p, refund)
      return paymentView(p)
    } catch (e) {
      return refuse(reply, e)
    }
  })

  app.get<{ Querystring: { channel?: string } }>('/__sandbox/payments', async (req) => {
    return store.list(channelOf(req.query.channel)).map(paymentView)
  })

  app.post<{ Body: Json | undefined }>('/__sandbox/statement', async (req, reply) => {
    const b = req.body ?? {}
    const channel = channelOf(b.channel)
    if (!channel || typeof b.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.day)) return bad(reply, 'channel and day (YYYY-MM-DD, China) are required')
    const list = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : null)
    const add = list(b.add)
    const drop = list(b.drop)
    const amend = list(b.amend)
    if (!add || !drop || !amend) return bad(reply, 'add, drop and amend are lists')
    const isLine = (x: unknown) => typeof x === 'object' && x !== null && typeof (x as Json).intentNo === 'string' && Number.isInteger((x as Json).amount)
    if (!add.every(isLine) || !amend.every(isLine) || !drop.every((x) => typeof x === 'string'))
      return bad(reply, 'add and amend: {intentNo, amount (fen)}; drop: intent numbers')
    store.amend(channel, b.day, { add, drop, amend } as StatementAmendment)
    return store.statement(channel, b.day).map((l) => ({ ...l, at: l.at.toISOString() }))
  })
}

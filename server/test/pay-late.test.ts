/**
 * Late or lost notifications (docs/money.md#late-or-lost-notifications) against the sandbox
 * channel's WeChat Pay side with fresh keys: a payment whose notification is lost is found by the
 * pending-payment query a minute on and ends its intent as the notification would, once; a payment
 * the channel takes after its intent timed out here goes back to the payer through the channel,
 * once, and the refund is done when the channel says so; an order refund's share of the channel
 * goes back through the channel; the job runs on one app instance of two.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startSandboxChannel } from '../sandbox-channel/app'
import { makePayKeys } from '../sandbox-channel/keys'
import { addSeconds } from '../src/lib/time'
import { buildChannels } from '../src/services/money/channels'
import type { PaymentChannels } from '../src/services/money/channels/types'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { choiceOf, detail, findTrain, me, rid, submitBody } from './train-harness'

describe('late or lost notifications, through the sandbox channel', () => {
  let env: TestEnv
  let second: TestEnv
  let sandbox: { url: string; close(): Promise<void> }
  let payments: PaymentChannels
  let employee: string
  let who: { company: number; user: number }

  before(async () => {
    // Notifications go nowhere: every test here finds out by asking the channel.
    process.env.PAY_NOTIFY_BASE_URL = 'http://127.0.0.1:9'
    const keys = makePayKeys('http://127.0.0.1:1')
    sandbox = await startSandboxChannel({ secrets: keys.channel, port: 0, retryDelaysMs: [20], clock: () => env.now() })
    const m = keys.merchant
    payments = buildChannels({
      ...m,
      wechatpay: { ...m.wechatpay!, baseUrl: `${sandbox.url}/wechatpay`, miniProgramBaseUrl: `${sandbox.url}/wechat` },
      alipay: undefined,
    })
    env = await createTestEnv({ payments, onDisk: true })
    second = await createTestEnv({ payments, sameDatabaseAs: env })
    employee = await env.login('employee01')
    const u = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', 'employee01').executeTakeFirstOrThrow()
    who = { company: u.company_id, user: u.id }
  })
  after(async () => {
    delete process.env.PAY_NOTIFY_BASE_URL
    await second?.close()
    await env?.close()
    await sandbox?.close()
  })

  const wechat = () => payments.get('WeChatPay')!
  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    assert.equal(res.status, 200, await res.clone().text())
    return res.json()
  }
  const atChannel = async (intentNo: string) =>
    ((await (await fetch(`${sandbox.url}/__sandbox/payments?channel=WeChatPay`)).json()) as any[]).find((p) => p.intentNo === intentNo)
  /** The payment ordered at the channel (once), valid there for `channelMinutes`. */
  async function ordered(intentNo: string, amount: number, channelMinutes = 15) {
    if (await atChannel(intentNo)) return
    await wechat().create({
      intentNo,
      amount,
      description: '钱包充值',
      scene: 'Native',
      expiresAt: addSeconds(env.now(), channelMinutes * 60).toISOString(),
      returnUrl: 'http://127.0.0.1:9/#/pay/callback',
      notifyUrl: 'http://127.0.0.1:9/pay/notify/wechatpay',
    })
  }
  /** A pending wallet recharge of employee01, `minutes` to pay. */
  async function recharge(intentNo: string, amount: number, minutes = 15) {
    const now = env.now()
    await env.db
      .insertInto('pay_intents')
      .values({
        company_id: who.company,
        user_id: who.user,
        intent_no: intentNo,
        purpose: 'Recharge',
        order_id: null,
        change_id: null,
        channel: 'WeChatPay',
        amount,
        wallet: 0,
        beans: 0,
        voucher_id: null,
        voucher_amount: 0,
        status: 'Pending',
        pending_order_id: null,
        client_request_id: intentNo,
        expires_at: addSeconds(now, minutes * 60).toISOString(),
        created_at: now.toISOString(),
      })
      .execute()
    await ordered(intentNo, amount)
  }
  const intent = (no: string) => env.db.selectFrom('pay_intents').selectAll().where('intent_no', '=', no).executeTakeFirstOrThrow()
  const refundsOf = (no: string) => env.db.selectFrom('channel_refunds').selectAll().where('intent_no', '=', no).execute()
  const wallet = async () => expectOk<any>(await env.call('pay_wallet/getWalletInfo', {}, { token: employee })).Balance as number
  const run = () => env.app.payOps.runOnce()

  it('a payment whose notification was lost is found a minute on and ends its intent once, on one instance of two', async () => {
    const w0 = await wallet()
    await recharge('PILOSTNOTICE01', 5_000)
    await control('pay', { channel: 'WeChatPay', intentNo: 'PILOSTNOTICE01', outcome: 'Succeeded', notify: false })
    assert.equal((await run()).ended, 0, 'not asked before it is a minute old')
    assert.equal((await intent('PILOSTNOTICE01')).status, 'Pending')
    env.advance(61)
    second.advance(61)
    const [a, b] = await Promise.all([run(), second.app.payOps.runOnce()])
    assert.equal(a.ended + b.ended, 1)
    assert.ok(a.ended === 0 || b.ended === 0, 'one instance asked')
    assert.equal((await intent('PILOSTNOTICE01')).status, 'Succeeded')
    assert.equal(await wallet(), w0 + 5_000)
    // Asked again, nothing changes.
    assert.equal((await run()).ended, 0)
    assert.equal(await wallet(), w0 + 5_000)
    assert.deepEqual(await refundsOf('PILOSTNOTICE01'), [])
  })

  it('a payment taken after its intent timed out goes back through the channel, once', async () => {
    const w0 = await wallet()
    // Two minutes to pay here, while the channel would take it for fifteen.
    await recharge('PILATEPAID0001', 8_800, 2)
    await recharge('PINEVERPAID001', 1_200, 2)
    env.advance(150)
    await env.app.moneySweep.runOnce()
    assert.equal((await intent('PILATEPAID0001')).status, 'TimedOut')
    await control('pay', { channel: 'WeChatPay', intentNo: 'PILATEPAID0001', outcome: 'Succeeded', notify: false })
    assert.equal((await run()).lateRefunds, 0, 'asked a minute after it ended')
    env.advance(61)
    const r = await run()
    assert.equal(r.lateRefunds, 1)
    const [refund] = await refundsOf('PILATEPAID0001')
    assert.deepEqual([refund.reason, refund.amount, refund.total, refund.status, refund.attempts], ['paidAfterTimeout', 8_800, 8_800, 'Processing', 1])
    const paid = await atChannel('PILATEPAID0001')
    assert.deepEqual(
      paid.refunds.map((x: any) => [x.refundNo, x.amount]),
      [[refund.refund_no, 8_800]],
    )
    assert.equal(await wallet(), w0, 'nothing credited here')
    // The one never paid was asked too, and nothing goes back.
    assert.deepEqual(await refundsOf('PINEVERPAID001'), [])
    const check = await env.db.selectFrom('pay_late_checks').selectAll().where('intent_no', '=', 'PINEVERPAID001').executeTakeFirstOrThrow()
    assert.notEqual(check.channel_status, 'Succeeded')
    // The channel completes the refund; asked again later, it says so.
    await new Promise((r) => setTimeout(r, 300))
    env.advance(121)
    assert.equal((await run()).refunds, 1)
    assert.equal((await refundsOf('PILATEPAID0001'))[0].status, 'Succeeded')
    // Nothing more, however often it runs.
    env.advance(121)
    assert.deepEqual(await run(), { ended: 0, lateRefunds: 0, refunds: 0, reconciled: [] })
    assert.equal((await atChannel('PILATEPAID0001')).refunds.length, 1)
    assert.equal((await refundsOf('PILATEPAID0001')).length, 1)
  })

  it("an order refund's channel share goes back through the channel", async () => {
    const row = await findTrain(env, employee, 'Second', 1)
    const self = (await me(env, employee)).PersonId
    const o = expectOk<any>(
      await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [self], { PaymentType: 'Personal' }), { token: employee }),
    )
    const personal = o.PriceDetail.PersonalAmount as number
    const start = expectOk<any>(
      await env.call(
        'Pay/trainpaystart',
        { OrderNo: o.OrderNo, Channel: 'WeChatPay', PersonalAmount: personal, Wallet: 1_000, Simulate: true, Scene: 'Native' },
        { token: employee },
      ),
    )
    const intentNo = start.Intent.IntentNo as string
    await ordered(intentNo, start.Intent.Amount)
    await control('pay', { channel: 'WeChatPay', intentNo, outcome: 'Succeeded', notify: false })
    env.advance(61)
    assert.equal((await run()).ended, 1)
    const d = await detail(env, employee, o.OrderNo)
    assert.equal(d.OrderInfo?.Status ?? d.Status, 'TicketIssued')
    const refund = expectOk<any>(
      await env.call(
        'train/refund',
        { OrderNo: o.OrderNo, ClientRequestId: rid(), TicketIds: [d.Tickets[0].TicketId], Fee: 0, Reason: '行程取消' },
        { token: employee },
      ),
    )
    const [queued] = await refundsOf(intentNo)
    assert.equal(queued.reason, 'orderRefund')
    assert.equal(queued.status, 'Pending', 'sent after the refund is committed, by the job')
    assert.equal(queued.total, start.Intent.Amount)
    const source = await env.db
      .selectFrom('payment_sources')
      .select('refunded')
      .where('order_id', '=', queued.order_id!)
      .where('source', '=', 'Channel')
      .executeTakeFirstOrThrow()
    assert.equal(queued.amount, Number(source.refunded))
    assert.ok(queued.order_refund_no && JSON.stringify(refund).includes(queued.order_refund_no))
    await run()
    assert.equal((await refundsOf(intentNo))[0].status, 'Processing')
    assert.deepEqual(
      (await atChannel(intentNo)).refunds.map((x: any) => [x.refundNo, x.amount]),
      [[queued.refund_no, queued.amount]],
    )
  })
})

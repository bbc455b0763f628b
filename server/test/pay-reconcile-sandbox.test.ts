/**
 * Reconciliation against the sandbox channel (docs/money.md#reconciliation): payments really made
 * at its WeChat Pay and Alipay sides, their statements read by the adapters (WeChat's trade bill,
 * Alipay's bill CSV), and each kind of mismatch seeded through the channel's own control
 * (`/__sandbox/statement`: a line added, one dropped, an amount changed). A refund whose
 * notification was lost is done by the statement's word.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startSandboxChannel } from '../sandbox-channel/app'
import { makePayKeys } from '../sandbox-channel/keys'
import { addSeconds } from '../src/lib/time'
import { buildChannels } from '../src/services/money/channels'
import type { PaymentChannels } from '../src/services/money/channels/types'
import { createTestEnv, expectOk, TODAY, type TestEnv } from './helpers'

describe('reconciliation with the sandbox channel', () => {
  let env: TestEnv
  let sandbox: { url: string; close(): Promise<void> }
  let payments: PaymentChannels
  let admin: string
  let who: { company: number; user: number }

  before(async () => {
    const keys = makePayKeys('http://127.0.0.1:1')
    sandbox = await startSandboxChannel({ secrets: keys.channel, port: 0, retryDelaysMs: [20], clock: () => env.now() })
    const m = keys.merchant
    payments = buildChannels({
      ...m,
      wechatpay: { ...m.wechatpay!, baseUrl: `${sandbox.url}/wechatpay`, miniProgramBaseUrl: `${sandbox.url}/wechat` },
      alipay: { ...m.alipay!, gateway: `${sandbox.url}/alipay/gateway.do` },
    })
    env = await createTestEnv({ payments })
    admin = await env.login('admin01')
    const u = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', 'employee01').executeTakeFirstOrThrow()
    who = { company: u.company_id, user: u.id }
  })
  after(async () => {
    await env?.close()
    await sandbox?.close()
  })

  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    assert.equal(res.status, 200, await res.clone().text())
    return res.json()
  }
  /** An intent of ours in `status`, paid at the channel (`paid`) or not. */
  async function intent(channel: 'WeChatPay' | 'Alipay', intentNo: string, amount: number, status: 'Succeeded' | 'TimedOut', paid = true) {
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
        channel,
        amount,
        wallet: 0,
        beans: 0,
        voucher_id: null,
        voucher_amount: 0,
        status,
        pending_order_id: null,
        client_request_id: intentNo,
        expires_at: addSeconds(now, 900).toISOString(),
        created_at: now.toISOString(),
        settled_at: now.toISOString(),
      })
      .execute()
    if (!paid) return
    const action = await payments.get(channel)!.create({
      intentNo,
      amount,
      description: '钱包充值',
      scene: channel === 'WeChatPay' ? 'Native' : 'WAP',
      expiresAt: addSeconds(now, 900).toISOString(),
      returnUrl: 'http://127.0.0.1:9/#/pay/callback',
      notifyUrl: 'http://127.0.0.1:9/pay/notify',
    })
    // Alipay knows a WAP trade once the payer's browser opens its page.
    if (action.Kind === 'Redirect') assert.equal((await fetch(action.Url, { redirect: 'manual' })).status, 302)
    await control('pay', { channel, intentNo, outcome: 'Succeeded', notify: false })
  }

  it('finds what was seeded at the channel, of both channels, and takes a refund the statement shows as done', async () => {
    await intent('WeChatPay', 'PIW-MATCH-01', 10_000, 'Succeeded')
    await intent('WeChatPay', 'PIW-DROP-001', 7_000, 'Succeeded')
    await intent('WeChatPay', 'PIW-AMEND-01', 8_000, 'Succeeded')
    await intent('WeChatPay', 'PIW-TIMEOUT1', 5_000, 'TimedOut', false)
    await intent('Alipay', 'PIA-MATCH-01', 6_600, 'Succeeded')
    await intent('Alipay', 'PIA-AMEND-01', 4_400, 'Succeeded')
    // A refund sent through WeChat Pay whose notification never came.
    const sent = await payments.get('WeChatPay')!.refund({
      intentNo: 'PIW-MATCH-01',
      refundNo: 'CRW-LOST-001',
      amount: 1_000,
      total: 10_000,
      reason: '订单退款',
      notifyUrl: 'http://127.0.0.1:9/pay/notify',
    })
    assert.equal(sent.status, 'Processing')
    await env.db
      .insertInto('channel_refunds')
      .values({
        company_id: who.company,
        refund_no: 'CRW-LOST-001',
        request_key: 'test:CRW-LOST-001',
        intent_no: 'PIW-MATCH-01',
        channel: 'WeChatPay',
        order_id: null,
        order_refund_no: '',
        amount: 1_000,
        total: 10_000,
        reason: 'orderRefund',
        status: 'Processing',
        attempts: 1,
        last_error: '',
        created_at: env.now().toISOString(),
        sent_at: env.now().toISOString(),
        settled_at: null,
      })
      .execute()
    await new Promise((r) => setTimeout(r, 300))
    await control('statement', {
      channel: 'WeChatPay',
      day: TODAY,
      add: [
        { intentNo: 'PIW-TIMEOUT1', amount: 5_000 },
        { intentNo: 'PIW-NOBODY01', amount: 3_000 },
      ],
      drop: ['PIW-DROP-001'],
      amend: [{ intentNo: 'PIW-AMEND-01', amount: 7_990 }],
    })
    await control('statement', { channel: 'Alipay', day: TODAY, amend: [{ intentNo: 'PIA-AMEND-01', amount: 4_000 }] })

    env.advance(86_400)
    const run = expectOk<any>(await env.call('payReconcile/run', { Day: TODAY }, { token: admin }))
    assert.deepEqual(run.Channels.map((c: any) => [c.Channel, c.Failed, c.Open]).sort(), [
      ['Alipay', false, 1],
      ['WeChatPay', false, 3],
    ])
    const list = expectOk<any>(await env.call('payReconcile/list', { Day: TODAY }, { token: admin }))
    assert.deepEqual(list.Items.map((m: any) => `${m.Channel} ${m.Kind} ${m.IntentNo} ${m.ChannelAmount}:${m.OurAmount}`).sort(), [
      'Alipay AmountDiffers PIA-AMEND-01 4000:4400',
      'WeChatPay AmountDiffers PIW-AMEND-01 7990:8000',
      'WeChatPay ChannelOnly PIW-TIMEOUT1 5000:0',
      'WeChatPay LedgerOnly PIW-DROP-001 0:7000',
    ])
    assert.deepEqual(list.Latest.map((c: any) => c.Channel).sort(), ['Alipay', 'WeChatPay'])
    const refund = await env.db.selectFrom('channel_refunds').select('status').where('refund_no', '=', 'CRW-LOST-001').executeTakeFirstOrThrow()
    assert.equal(refund.status, 'Succeeded')
  })
})

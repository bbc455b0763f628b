/**
 * The trust boundary of payments (docs/money.md#the-trust-boundary): a signed-in person cannot
 * make a payment or a recharge succeed — the wallet, an order's personal part, a change's fare
 * difference, a voucher in the points mall — and the notify endpoint believes only a notification
 * signed with the channel's key, fresh, untampered and for the right amount, once; every one it
 * receives is logged with what was done. SQLite and PostgreSQL.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { encryptResource, rfc3339, signatureHeaders } from '../sandbox-channel/wechatpay-protocol'
import { ErrorCode } from '../../types/api'
import type { Database } from '../src/db/schema'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { changeAwaitingPayment, choiceOf, detail, findTrain, me, rid, submitBody } from './train-harness'

describe('payments only on the channel’s signed word', () => {
  let env: TestEnv
  let employee: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
  })
  after(async () => env?.close())
  const db = () => env.db as Kysely<Database>
  const wallet = async () => expectOk(await env.call('pay_wallet/getWalletInfo', {}, { token: employee })).Balance as number
  const recharge = async (amount: number, channel = 'WeChatPay') =>
    expectOk(await env.call('pay_wallet/recharge', { ClientRequestId: rid('trust'), Amount: amount, Channel: channel }, { token: employee }))
  const logOf = (intentNo: string) =>
    db().selectFrom('pay_notifications').select(['outcome', 'reason']).where('intent_no', '=', intentNo).orderBy('id').execute()
  const refusedSince = async (id: number) =>
    (await db().selectFrom('pay_notifications').select(['outcome', 'reason']).where('id', '>', id).orderBy('id').execute()).map((r) => [r.outcome, r.reason])
  const lastLogId = async () => (await db().selectFrom('pay_notifications').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0

  /** WeChat Pay's TRANSACTION.SUCCESS for an intent, as the channel would build it. */
  function transactionNotice(intentNo: string, amount: number, id = `N${randomBytes(8).toString('hex')}`) {
    const s = env.sandbox.secrets.wechatpay
    const transaction = {
      appid: s.appId,
      mchid: s.mchId,
      out_trade_no: intentNo,
      transaction_id: `42${randomBytes(10).toString('hex')}`,
      trade_type: 'MWEB',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      success_time: rfc3339(new Date()),
      payer: {},
      amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
    }
    return JSON.stringify({
      id,
      create_time: rfc3339(new Date()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptResource(s.apiV3Key, JSON.stringify(transaction), 'transaction'),
    })
  }
  const post = (body: string, headers: Record<string, string>, path = '/pay/notify/wechatpay') =>
    env.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: body })
  const signed = (body: string, opts: Parameters<typeof signatureHeaders>[2] = {}) => signatureHeaders(env.sandbox.secrets.wechatpay, body, opts)

  it('has no call by which a payer reports a payment', async () => {
    const i = await recharge(50_000_00)
    for (const path of ['/api/Pay/callback', '/Pay/callback']) {
      const res = await env.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', Token: employee },
        payload: JSON.stringify({ IntentNo: i.IntentNo, Outcome: 'Succeeded' }),
      })
      assert.deepEqual([res.json().IsSuccess, res.json().ErrorCode], [false, ErrorCode.NotFound], `${path} is not a call`)
    }
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Pending')
  })

  it("the wallet: the payer's own notification — unsigned, or signed with a key of their own — credits nothing", async () => {
    const w0 = await wallet()
    const i = await recharge(50_000_00)
    const body = transactionNotice(i.IntentNo, 50_000_00)
    const from = await lastLogId()
    // With their session and no signature.
    assert.equal((await post(body, { Token: employee })).statusCode, 400)
    // Signed with a key pair they made.
    const mine = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    })
    assert.equal((await post(body, { Token: employee, ...signed(body, { key: mine.privateKey }) })).statusCode, 400)
    // Signed with their key under their own key id.
    assert.equal((await post(body, signed(body, { key: mine.privateKey, serial: 'PUB_KEY_ID_MINE' }))).statusCode, 400)
    assert.deepEqual(await refusedSince(from), [
      ['Refused', 'signature'],
      ['Refused', 'signature'],
      ['Refused', 'unknownKey'],
    ])
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Pending')
    assert.equal(expectOk(await env.call('Pay/cancel', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Cancelled')
    assert.equal(await wallet(), w0)
  })

  it("an order's personal part and a change's fare difference stay unpaid until the channel says so", async () => {
    const row = await findTrain(env, employee, 'Second', 1)
    const self = (await me(env, employee)).PersonId
    const booked = expectOk(
      await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [self], { PaymentType: 'Personal' }), { token: employee }),
    )
    const personal = booked.PriceDetail.PersonalAmount
    // As the cashier always sent it, and with the old flag: an intent at the channel, nothing paid.
    for (const extra of [{}, { Simulate: false }]) {
      const started = expectOk(
        await env.call('Pay/trainpaystart', { OrderNo: booked.OrderNo, Channel: 'WeChatPay', PersonalAmount: personal, ...extra }, { token: employee }),
      )
      assert.deepEqual([started.Status, started.PaymentNo, started.Intent.Status], ['Placed', '', 'Pending'])
      assert.equal((await detail(env, employee, booked.OrderNo)).Status, 'Placed')
      expectOk(await env.call('Pay/cancel', { IntentNo: started.Intent.IntentNo }, { token: employee }))
    }
    // A change's difference: the same.
    const { orderNo, change, due } = await changeAwaitingPayment(env, employee)
    const started = expectOk(
      await env.call(
        'Pay/trainpaystart',
        { OrderNo: orderNo, ChangeNo: change.ChangeNo, Channel: 'Alipay', PersonalAmount: due.PersonalAmount },
        { token: employee },
      ),
    )
    assert.equal(started.Intent.Status, 'Pending')
    // A forged Alipay notification for it.
    const forged = new URLSearchParams({
      notify_id: 'x1',
      out_trade_no: started.Intent.IntentNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: (due.PersonalAmount / 100).toFixed(2),
      sign_type: 'RSA2',
      sign: 'bm90IGEgc2lnbmF0dXJl',
    }).toString()
    const res = await post(forged, { 'content-type': 'application/x-www-form-urlencoded', Token: employee }, '/pay/notify/alipay')
    assert.equal(res.statusCode, 400)
    assert.equal(res.body, 'fail')
    assert.equal((await detail(env, employee, orderNo)).PayInfo.PayFor, change.ChangeNo, 'the change still waits for its difference')
  })

  it('the points mall takes points only: a voucher beyond them is refused, and no call adds points', async () => {
    const card = expectOk(await env.call('integralMall/getItems', {}, { token: employee })).Items.find((x: { Code: string }) => x.Code === 'CARD')
    const points = expectOk(await env.call('integralMall/getAccount', {}, { token: employee })).Points as number
    const quantity = Math.floor(points / card.Price) + 1
    expectError(
      await env.call('integralMall/redeem', { ClientRequestId: rid('mall'), ItemId: card.ItemId, Quantity: quantity }, { token: employee }),
      ErrorCode.InsufficientFunds,
    )
    expectError(
      await env.call('pay_wallet/recharge', { ClientRequestId: rid('mall'), Amount: 100_00, Channel: 'Points' }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    assert.equal(expectOk(await env.call('integralMall/getAccount', {}, { token: employee })).Points, points)
  })

  it('believes a valid notification once; refuses wrong key, tampered, replayed, another amount and unknown payments; logs each', async () => {
    const w0 = await wallet()
    const i = await recharge(1_234)
    const body = transactionNotice(i.IntentNo, 1_234)
    const from = await lastLogId()
    // Forged, tampered, replayed: refused, nothing credited.
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    })
    assert.equal((await post(body, signed(body, { key: other.privateKey }))).statusCode, 400)
    const headers = signed(body)
    assert.equal((await post(body.replace('"summary":"支付成功"', '"summary":"支付成功 "'), headers)).statusCode, 400)
    assert.equal((await post(body, signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).statusCode, 400)
    // Signed right, but for another amount, or for a payment that does not exist here.
    const more = transactionNotice(i.IntentNo, 123_400)
    assert.equal((await post(more, signed(more))).statusCode, 400)
    const unknown = transactionNotice('PI20261119000000DEADBEEF', 1_234)
    assert.equal((await post(unknown, signed(unknown))).statusCode, 400)
    assert.equal(await wallet(), w0)
    // The real one, and the channel sending it again (same id, fresh signature): credited once.
    assert.equal((await post(body, headers)).statusCode, 204)
    assert.equal((await post(body, signed(body))).statusCode, 204)
    assert.equal(await wallet(), w0 + 1_234)
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Succeeded')
    const log = await refusedSince(from)
    assert.deepEqual(log.slice(0, 3), [
      ['Refused', 'signature'],
      ['Refused', 'signature'],
      ['Refused', 'replayed'],
    ])
    assert.equal(log[3][0], 'Refused')
    assert.match(log[3][1], /^amount 123400/)
    assert.deepEqual(log.slice(4), [
      ['Refused', 'unknownPayment'],
      ['Accepted', 'paid'],
      ['Duplicate', ''],
    ])
  })

  it('a notification out of order — the payer paid at the channel after cancelling here — pays nothing and goes back whole', async () => {
    const w0 = await wallet()
    const i = await recharge(2_000)
    assert.equal(expectOk(await env.call('Pay/cancel', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Cancelled')
    const body = transactionNotice(i.IntentNo, 2_000)
    assert.equal((await post(body, signed(body))).statusCode, 204)
    assert.deepEqual(
      (await logOf(i.IntentNo)).map((r) => [r.outcome, r.reason]),
      [['Accepted', 'paidAfterCancelled']],
    )
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Cancelled')
    assert.equal(await wallet(), w0)
    const back = await db().selectFrom('channel_refunds').select(['amount', 'reason']).where('intent_no', '=', i.IntentNo).execute()
    assert.deepEqual(
      back.map((r) => [Number(r.amount), r.reason]),
      [[2_000, 'paidAfterTimeout']],
    )
  })

  it("an order cancelled while its payment is open at the channel: a minute on, the channel's payment is closed", async () => {
    const row = await findTrain(env, employee, 'Second', 1)
    const self = (await me(env, employee)).PersonId
    const o = expectOk(
      await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [self], { PaymentType: 'Personal' }), { token: employee }),
    )
    const started = expectOk(
      await env.call('Pay/trainpaystart', { OrderNo: o.OrderNo, Channel: 'WeChatPay', PersonalAmount: o.PriceDetail.PersonalAmount }, { token: employee }),
    )
    expectOk(await env.call('train/cancelOrder', { OrderNo: o.OrderNo, ClientRequestId: rid() }, { token: employee }))
    const atChannel = async () =>
      ((await (await fetch(`${env.sandbox.url}/__sandbox/payments?channel=WeChatPay`)).json()) as { intentNo: string; status: string }[]).find(
        (p) => p.intentNo === started.Intent.IntentNo,
      )!.status
    assert.equal(await atChannel(), 'Pending')
    env.advance(61)
    await env.app.payOps.runOnce()
    assert.equal(await atChannel(), 'Closed')
    expectOk(await env.call('Pay/query', { IntentNo: started.Intent.IntentNo }, { token: employee }))
    assert.equal((await env.sandbox.control('pay', { channel: 'WeChatPay', intentNo: started.Intent.IntentNo, outcome: 'Succeeded' })).status, 409)
  })
})

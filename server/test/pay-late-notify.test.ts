/**
 * A payment made at the channel after its order was cancelled (docs/money.md#late-or-lost-notifications),
 * told by the channel's signed notification: the notification queues the refund of the whole
 * payment, the operations job sends it through the channel once, and the channel's refund
 * notification marks the refund done. The env's own sandbox channel notifies the
 * server where it listens.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { choiceOf, findTrain, me, rid, submitBody } from './train-harness'

describe('a payment after its order was cancelled, by notification', () => {
  let env: TestEnv
  let employee: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
  })
  after(async () => env?.close())

  const refundsOf = (no: string) => env.db.selectFrom('channel_refunds').selectAll().where('intent_no', '=', no).execute()
  const atChannel = (no: string) => env.sandbox.store.list('WeChatPay').find((p) => p.intentNo === no)!

  it('is refunded whole through the channel, once, and done when the channel says so', async () => {
    const row = await findTrain(env, employee, 'Second', 1)
    const self = (await me(env, employee)).PersonId
    const o = expectOk<any>(
      await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [self], { PaymentType: 'Personal' }), { token: employee }),
    )
    const start = expectOk<any>(
      await env.call(
        'Pay/trainpaystart',
        { OrderNo: o.OrderNo, Channel: 'WeChatPay', Scene: 'Native', PersonalAmount: o.PriceDetail.PersonalAmount },
        { token: employee },
      ),
    )
    const intentNo = start.Intent.IntentNo as string
    const amount = start.Intent.Amount as number
    expectOk(await env.call('train/cancelOrder', { OrderNo: o.OrderNo, ClientRequestId: rid() }, { token: employee }))
    // The payer pays on the channel's page all the same; its notification arrives after the end.
    await env.payAtChannel(intentNo)
    const ended = await env.db.selectFrom('pay_intents').select(['status', 'transaction_id']).where('intent_no', '=', intentNo).executeTakeFirstOrThrow()
    assert.equal(ended.status, 'Cancelled')
    assert.notEqual(ended.transaction_id, '')

    // The notification queued the refund of the whole payment; the job sends it after.
    const [queued] = await refundsOf(intentNo)
    assert.deepEqual([queued.reason, queued.amount, queued.total, queued.status], ['paidAfterTimeout', amount, amount, 'Pending'])
    const r = await env.app.payOps.runOnce()
    assert.deepEqual([r.lateRefunds, r.refunds], [0, 1])
    const [refund] = await refundsOf(intentNo)
    assert.equal(refund.order_id !== null, true)
    assert.deepEqual(
      atChannel(intentNo).refunds.map((x) => [x.refundNo, x.amount]),
      [[refund.refund_no, amount]],
    )
    // The channel's refund notification reaches the server, marks it done and is logged (the log last).
    const logged = async () =>
      (await env.db.selectFrom('pay_notifications').select(['outcome', 'reason']).where('intent_no', '=', intentNo).execute()).some(
        (n) => n.outcome === 'Accepted' && n.reason === 'refund Succeeded',
      )
    for (let tries = 0; tries < 200 && !(await logged()); tries++) await new Promise((res) => setTimeout(res, 25))
    assert.ok(await logged(), 'the refund notification was logged')
    assert.equal((await refundsOf(intentNo))[0].status, 'Succeeded')

    // Asked again a minute on, and run again: nothing more goes back.
    env.advance(61)
    const again = await env.app.payOps.runOnce()
    assert.deepEqual([again.lateRefunds, again.refunds], [0, 0])
    assert.equal((await refundsOf(intentNo)).length, 1)
    assert.equal(atChannel(intentNo).refunds.length, 1)
  })
})

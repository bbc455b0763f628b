/**
 * The wallet and its recharges through the sandbox channel (docs/money.md#channels): pending until
 * the channel's signed notification, credited once however often it comes, declined and cancelled
 * ones changing nothing, a pending one timing out, a lost notification found by asking the
 * channel; the records paged and filtered by month and kind; the ledger under 100 concurrent
 * debits never negative and always the sum of its records; isolation.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../types/api'
import type { Database } from '../src/db/schema'
import { post } from '../src/services/money/ledger'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { ledgerState } from './money-harness'

let seq = 0
const rid = () => `wallet-${process.pid}-${++seq}-${Date.now().toString(36)}`

describe('wallet and its recharges', () => {
  let env: TestEnv
  let employee: string
  let other: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    other = await env.login('other01')
  })
  after(async () => env?.close())

  const balance = async (token = employee) => expectOk(await env.call('pay_wallet/getWalletInfo', {}, { token })).Balance as number

  it('shows the seeded balance and what the company allows at the cashier; withdrawal never', async () => {
    const w = expectOk(await env.call('pay_wallet/getWalletInfo', {}, { token: employee }))
    assert.equal(w.Balance, 50_000)
    assert.equal(w.CanRecharge, true)
    assert.equal(w.CanWithdraw, false)
    assert.equal(w.PayWithBeans, true)
    const lanhai = expectOk(await env.call('pay_wallet/getWalletInfo', {}, { token: other }))
    assert.equal(lanhai.Balance, 30_000)
    assert.equal(lanhai.PayWithBeans, false)
  })

  it("credits a recharge once, on the channel's signed notification, however often it comes", async () => {
    const start = await balance()
    const body = { ClientRequestId: rid(), Amount: 12_345, Channel: 'WeChatPay' }
    const intent = expectOk(await env.call('pay_wallet/recharge', body, { token: employee }))
    assert.equal(intent.Status, 'Pending')
    assert.equal(intent.Purpose, 'Recharge')
    assert.equal(intent.Action.Kind, 'Redirect', "the payer is sent to the channel's page")
    assert.equal(await balance(), start, 'nothing credited while pending')
    // The same request again is the same intent; other contents with that id are refused.
    assert.equal(expectOk(await env.call('pay_wallet/recharge', body, { token: employee })).IntentNo, intent.IntentNo)
    expectError(await env.call('pay_wallet/recharge', { ...body, Amount: 1_000 }, { token: employee }), ErrorCode.RequestIdReused)
    await env.payAtChannel(intent.IntentNo)
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: intent.IntentNo }, { token: employee })).Status, 'Succeeded')
    assert.equal(await balance(), start + 12_345)
    // The channel sends it again (same id), and again: one credit.
    for (let n = 0; n < 3; n++) {
      const r = await env.sandbox.control('notify', { channel: 'WeChatPay', intentNo: intent.IntentNo })
      assert.equal(r.status, 200)
    }
    // The payer cancelling after it succeeded changes nothing.
    assert.equal(expectOk(await env.call('Pay/cancel', { IntentNo: intent.IntentNo }, { token: employee })).Status, 'Succeeded')
    assert.equal(await balance(), start + 12_345)
    const recs = expectOk(await env.call('pay_wallet/getRecords', { Kind: 'Recharge' }, { token: employee }))
    assert.equal(recs.Items.filter((r: { RefNo: string }) => r.RefNo === intent.IntentNo).length, 1)
    assert.equal(recs.Items[0].Amount, 12_345)
    assert.equal(recs.Items[0].BalanceAfter, start + 12_345)
  })

  it('changes nothing for a declined or cancelled recharge; a cancelled one cannot be paid after', async () => {
    const start = await balance()
    const i = expectOk(await env.call('pay_wallet/recharge', { ClientRequestId: rid(), Amount: 5_000, Channel: 'Alipay' }, { token: employee }))
    assert.equal(i.Action.Kind, 'Redirect')
    // Declined at the channel (not enough money there): nothing is notified, the payment waits.
    await env.payAtChannel(i.IntentNo, { outcome: 'Declined' })
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Pending')
    assert.equal(expectOk(await env.call('Pay/cancel', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Cancelled')
    // Closed at the channel: the payer's page cannot pay it any more.
    const late = await env.sandbox.control('pay', { channel: 'Alipay', intentNo: i.IntentNo, outcome: 'Succeeded' })
    assert.equal(late.status, 409)
    assert.equal(await balance(), start)
  })

  it('times a pending recharge out: asked at the channel, closed there, and nothing credited', async () => {
    const start = await balance()
    const i = expectOk(await env.call('pay_wallet/recharge', { ClientRequestId: rid(), Amount: 7_000, Channel: 'Alipay' }, { token: employee }))
    env.advance(14 * 60)
    await env.app.moneySweep.runOnce()
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Pending')
    env.advance(61)
    assert.equal(await env.app.moneySweep.runOnce(), 1)
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'TimedOut')
    // Read after its time, before any sweep: timed out by the query.
    const j = expectOk(await env.call('pay_wallet/recharge', { ClientRequestId: rid(), Amount: 7_000, Channel: 'WeChatPay' }, { token: employee }))
    env.advance(16 * 60)
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: j.IntentNo }, { token: employee })).Status, 'TimedOut')
    assert.equal(await balance(), start)
  })

  it('a payment made at the channel whose notification was lost is found by asking the channel', async () => {
    const start = await balance()
    const i = expectOk(await env.call('pay_wallet/recharge', { ClientRequestId: rid(), Amount: 2_500, Channel: 'WeChatPay' }, { token: employee }))
    await env.payAtChannel(i.IntentNo, { notify: false })
    assert.equal(expectOk(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Pending')
    // The payer gives up, but the channel says it was paid: it succeeds instead.
    assert.equal(expectOk(await env.call('Pay/cancel', { IntentNo: i.IntentNo }, { token: employee })).Status, 'Succeeded')
    assert.equal(await balance(), start + 2_500)
  })

  it('pages and filters the records by China month and kind', async () => {
    const all = expectOk(await env.call('pay_wallet/getRecords', { PageSize: 1 }, { token: employee }))
    assert.equal(all.Items.length, 1)
    assert.ok(all.Total >= 2)
    const second = expectOk(await env.call('pay_wallet/getRecords', { PageSize: 1, PageIndex: 2 }, { token: employee }))
    assert.notEqual(second.Items[0].Id, all.Items[0].Id)
    const seeded = expectOk(await env.call('pay_wallet/getRecords', { Month: '2026-01' }, { token: employee }))
    assert.deepEqual(
      seeded.Items.map((r: { Kind: string }) => r.Kind),
      ['Grant'],
    )
    assert.equal(expectOk(await env.call('pay_wallet/getRecords', { Month: '2025-12' }, { token: employee })).Total, 0)
    assert.equal(expectOk(await env.call('pay_wallet/getRecords', { Product: 'Hotel' }, { token: employee })).Total, 0)
    expectError(await env.call('pay_wallet/getRecords', { Month: '2026-1' }, { token: employee }), ErrorCode.ValidationFailed)
  })

  it("keeps each person's intents and records to themselves", async () => {
    const i = expectOk(await env.call('pay_wallet/recharge', { ClientRequestId: rid(), Amount: 1_000, Channel: 'WeChatPay' }, { token: employee }))
    expectError(await env.call('Pay/cancel', { IntentNo: i.IntentNo }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('Pay/query', { IntentNo: i.IntentNo }, { token: other }), ErrorCode.NotFound)
    const theirs = expectOk(await env.call('pay_wallet/getRecords', {}, { token: other }))
    assert.ok(theirs.Items.every((r: { RefNo: string }) => r.RefNo !== i.IntentNo))
    assert.equal(await balance(other), 30_000)
  })

  it('takes 100 concurrent debits one at a time: never negative, always the sum of its records', async () => {
    const db = env.db as Kysely<Database>
    const user = await db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', 'booker01').executeTakeFirstOrThrow()
    const start = (await ledgerState(db, 'booker01', 'Wallet')).balance
    assert.equal(start, 20_000)
    const at = env.now().toISOString()
    // 100 payments of ¥3 against ¥200: 66 fit.
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, n) =>
        db.transaction().execute((trx) =>
          post(trx, {
            companyId: user.company_id,
            ledger: 'Wallet',
            ownerId: user.id,
            kind: 'Payment',
            amount: -300,
            product: 'Train',
            orderNo: `T-${n}`,
            at,
          }),
        ),
      ),
    )
    const ok = results.filter((r) => r.status === 'fulfilled').length
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    assert.equal(ok, 66)
    assert.ok(refused.every((r) => (r.reason as { code?: number }).code === ErrorCode.InsufficientFunds))
    const s = await ledgerState(db, 'booker01', 'Wallet')
    assert.equal(s.balance, 20_000 - 66 * 300)
    assert.equal(s.balance, s.sum)
    assert.equal(s.negatives, 0)
    // The database refuses a negative balance by itself.
    await assert.rejects(db.updateTable('money_accounts').set({ balance: -1 }).where('owner_id', '=', user.id).where('ledger', '=', 'Wallet').execute())
  })
})

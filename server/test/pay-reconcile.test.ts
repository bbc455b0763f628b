/**
 * Reconciliation (docs/money.md#reconciliation): a channel's statement of a China day against the
 * ledgers. Every kind of mismatch is seeded — paid at the channel but not here, here but not at the
 * channel, amounts that differ, for payments and refunds — beside lines that match, a payment
 * taken after its intent ended and already refunded, a refund whose notification was lost, a line
 * no company knows and a payment on the previous day's statement just after midnight. The finance
 * admins of a company see and resolve only theirs, resolve one with a decision (audited, once), and a day
 * compared again closes what matches now. The daily job runs once across two app instances.
 * The channel is a PaymentChannel written here whose statement the test sets.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { PaymentChannel, PaymentChannels, StatementLine } from '../src/services/money/channels/types'
import { releaseLease, takeLease } from '../src/services/money/ops/lease'
import { addDays, chinaMinutes } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

const DAY = addDays(TODAY, -1)
const DAY_BEFORE = addDays(TODAY, -2)
/** An instant on a China day at hh:mm China time. */
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+08:00`).toISOString()

/** A channel whose statements are what the test says; everything else is not asked here. */
function statementChannel(statements: Map<string, StatementLine[]>, asked: string[]): PaymentChannels {
  const refuse = () => Promise.reject(new Error('not used by reconciliation'))
  const channel: PaymentChannel = {
    name: 'WeChatPay',
    scenes: ['H5'],
    create: refuse,
    query: refuse,
    close: refuse,
    refund: refuse,
    readNotification: refuse,
    ack: { ok: { status: 204, body: '', type: 'text/plain' }, fail: { status: 500, body: '', type: 'text/plain' } },
    async statement(day) {
      asked.push(day)
      return statements.get(day) ?? []
    },
  }
  return { sandbox: true, names: ['WeChatPay'], get: (n) => (n === 'WeChatPay' ? channel : undefined), notifyUrl: (_n, base) => `${base}/pay/notify/wechatpay` }
}

const pay = (intentNo: string, amount: number, when = at(DAY, '10:00')): StatementLine => ({
  kind: 'Payment',
  intentNo,
  refundNo: '',
  transactionId: `T${intentNo}`,
  amount,
  at: when,
})
const refund = (intentNo: string, refundNo: string, amount: number): StatementLine => ({
  kind: 'Refund',
  intentNo,
  refundNo,
  transactionId: `R${refundNo}`,
  amount,
  at: at(DAY, '16:00'),
})

describe('reconciliation of a channel statement with the ledgers', () => {
  let env: TestEnv
  let admin: string
  const statements = new Map<string, StatementLine[]>()
  const asked: string[] = []
  const payments = statementChannel(statements, asked)
  let hengyuan: { company: number; user: number }
  let lanhai: { company: number; user: number }

  const who = async (userName: string) => {
    const u = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', userName).executeTakeFirstOrThrow()
    return { company: u.company_id, user: u.id }
  }
  const intent = (o: { company: number; user: number }, no: string, amount: number, status: 'Succeeded' | 'TimedOut' | 'Pending', settledAt: string | null) =>
    env.db
      .insertInto('pay_intents')
      .values({
        company_id: o.company,
        user_id: o.user,
        intent_no: no,
        purpose: 'Recharge',
        order_id: null,
        change_id: null,
        channel: 'WeChatPay',
        amount,
        wallet: 0,
        beans: 0,
        voucher_id: null,
        voucher_amount: 0,
        status,
        pending_order_id: null,
        client_request_id: no,
        expires_at: at(DAY, '09:15'),
        created_at: at(DAY, '09:00'),
        settled_at: settledAt,
      })
      .execute()
  const channelRefund = (
    o: { company: number },
    refundNo: string,
    intentNo: string,
    amount: number,
    status: 'Processing' | 'Succeeded',
    reason = 'orderRefund',
  ) =>
    env.db
      .insertInto('channel_refunds')
      .values({
        company_id: o.company,
        refund_no: refundNo,
        request_key: `test:${refundNo}`,
        intent_no: intentNo,
        channel: 'WeChatPay',
        order_id: null,
        order_refund_no: '',
        amount,
        total: amount,
        reason: reason as 'orderRefund',
        status,
        attempts: 1,
        last_error: '',
        created_at: at(DAY, '15:00'),
        sent_at: at(DAY, '15:00'),
        settled_at: status === 'Succeeded' ? at(DAY, '16:00') : null,
      })
      .execute()

  before(async () => {
    env = await createTestEnv({ payments, onDisk: true })
    admin = await env.login('admin01')
    hengyuan = await who('employee01')
    lanhai = await who('other01')
    const settled = at(DAY, '10:00')
    await intent(hengyuan, 'PI-MATCH', 10_000, 'Succeeded', settled)
    await intent(hengyuan, 'PI-CHANNEL-ONLY', 5_000, 'TimedOut', at(DAY, '09:15'))
    await intent(hengyuan, 'PI-LEDGER-ONLY', 7_000, 'Succeeded', settled)
    await intent(hengyuan, 'PI-AMOUNT', 10_000, 'Succeeded', settled)
    await intent(hengyuan, 'PI-LATE', 3_000, 'TimedOut', at(DAY, '09:15'))
    await channelRefund(hengyuan, 'CR-LATE', 'PI-LATE', 3_000, 'Succeeded', 'paidAfterTimeout')
    await intent(hengyuan, 'PI-MIDNIGHT', 2_000, 'Succeeded', at(DAY, '00:04'))
    await intent(lanhai, 'PI-LANHAI', 8_000, 'Succeeded', settled)
    await channelRefund(hengyuan, 'CR-MATCH', 'PI-MATCH', 1_000, 'Succeeded')
    await channelRefund(hengyuan, 'CR-LOST-NOTICE', 'PI-MATCH', 500, 'Processing')
    await channelRefund(hengyuan, 'CR-LEDGER-ONLY', 'PI-AMOUNT', 2_000, 'Succeeded')
    statements.set(DAY, [
      pay('PI-MATCH', 10_000),
      pay('PI-CHANNEL-ONLY', 5_000),
      pay('PI-AMOUNT', 9_900),
      pay('PI-LATE', 3_000),
      pay('PI-NOBODY', 4_200),
      refund('PI-MATCH', 'CR-MATCH', 1_000),
      refund('PI-MATCH', 'CR-LOST-NOTICE', 500),
      refund('PI-AMOUNT', 'CR-UNKNOWN', 600),
      refund('PI-LATE', 'CR-LATE', 3_000),
    ])
    statements.set(DAY_BEFORE, [pay('PI-MIDNIGHT', 2_000, at(DAY_BEFORE, '23:59'))])
  })
  after(async () => env?.close())

  const list = async (token: string, req: object = {}) => expectOk<any>(await env.call('payReconcile/list', req, { token }))
  const brief = (items: any[]) =>
    items.map((m) => `${m.Kind} ${m.Line} ${m.IntentNo}${m.RefundNo ? `/${m.RefundNo}` : ''} ${m.ChannelAmount}:${m.OurAmount}`).sort()

  it('refuses a day not yet over, and anyone without the cloud bill', async () => {
    expectError(await env.call('payReconcile/run', { Day: TODAY }, { token: admin }), ErrorCode.ValidationFailed)
    const employee = await env.login('employee01')
    expectError(await env.call('payReconcile/run', { Day: DAY }, { token: employee }), ErrorCode.NoPermission)
    expectError(await env.call('payReconcile/list', {}, { token: employee }), ErrorCode.NoPermission)
  })

  it('finds every kind of mismatch, each under its own company, and nothing where the lines match', async () => {
    const run = expectOk<any>(await env.call('payReconcile/run', { Day: DAY }, { token: admin }))
    assert.deepEqual(
      run.Channels.map((c: any) => [c.Channel, c.Payments, c.Refunds, c.Open, c.Failed]),
      [['WeChatPay', 5, 4, 5, false]],
    )
    const mine = await list(admin, { Day: DAY })
    assert.deepEqual(brief(mine.Items), [
      'AmountDiffers Payment PI-AMOUNT 9900:10000',
      'ChannelOnly Payment PI-CHANNEL-ONLY 5000:0',
      'ChannelOnly Refund PI-AMOUNT/CR-UNKNOWN 600:0',
      'LedgerOnly Payment PI-LEDGER-ONLY 0:7000',
      'LedgerOnly Refund PI-AMOUNT/CR-LEDGER-ONLY 0:2000',
    ])
    assert.ok(mine.Items.every((m: any) => m.Status === 'Open' && m.Decision === '' && m.DecidedAt === null && m.Day === DAY && m.Channel === 'WeChatPay'))
    assert.deepEqual(
      mine.Latest.map((c: any) => [c.Channel, c.Day, c.Payments, c.Refunds, c.Open]),
      [['WeChatPay', DAY, 5, 4, 5]],
    )
    // The other company's payment missing from the statement is theirs alone (not listed above).
    const lanhaiRows = await env.db.selectFrom('pay_mismatches').selectAll().where('company_id', '=', lanhai.company).execute()
    assert.deepEqual(
      lanhaiRows.map((m) => [m.kind, m.intent_no]),
      [['LedgerOnly', 'PI-LANHAI']],
    )
    // The refund whose notification was lost is done by the statement's word.
    const lost = await env.db.selectFrom('channel_refunds').select(['status', 'settled_at']).where('refund_no', '=', 'CR-LOST-NOTICE').executeTakeFirstOrThrow()
    assert.deepEqual(lost, { status: 'Succeeded', settled_at: at(DAY, '16:00') })
    // The line no company knows is logged, not listed.
    assert.ok(env.logLines.some((l) => l.includes('PI-NOBODY')))
    // The payment just after midnight was found on the day before's statement.
    assert.ok(asked.includes(DAY_BEFORE))
  })

  it('lists by status, and a finance admin resolves a mismatch once, with a decision, in the audit log', async () => {
    const open = await list(admin, { Status: 'Open' })
    const target = open.Items.find((m: any) => m.Kind === 'ChannelOnly' && m.Line === 'Payment')
    expectError(await env.call('payReconcile/resolve', { MismatchId: target.MismatchId, Decision: '   ' }, { token: admin }), ErrorCode.ValidationFailed)
    const theirs = await env.db.selectFrom('pay_mismatches').select('id').where('company_id', '=', lanhai.company).executeTakeFirstOrThrow()
    expectError(await env.call('payReconcile/resolve', { MismatchId: theirs.id, Decision: 'not mine' }, { token: admin }), ErrorCode.NotFound)
    const done = expectOk<any>(
      await env.call('payReconcile/resolve', { MismatchId: target.MismatchId, Decision: 'Refunded to the payer at the channel' }, { token: admin }),
    )
    assert.equal(done.Status, 'Resolved')
    assert.equal(done.Decision, 'Refunded to the payer at the channel')
    assert.equal(done.DecidedBy, '刘洋')
    assert.equal(done.DecidedAt, env.now().toISOString())
    assert.equal(done.MatchedLater, false)
    expectError(await env.call('payReconcile/resolve', { MismatchId: target.MismatchId, Decision: 'again' }, { token: admin }), ErrorCode.AlreadyExists)
    assert.equal((await list(admin, { Status: 'Open' })).Total, 4)
    assert.deepEqual(
      (await list(admin, { Status: 'Resolved' })).Items.map((m: any) => m.MismatchId),
      [target.MismatchId],
    )
    const log = expectOk<any>(await env.call('audit/list', { Entity: 'PaymentMismatch' }, { token: admin }))
    assert.equal(log.Total, 1)
    const [e] = log.Items
    assert.equal(e.Action, 'resolve')
    assert.equal(e.EntityId, target.MismatchId)
    assert.deepEqual([e.Before.Status, e.Before.Decision, e.After.Status, e.After.Decision], ['Open', '', 'Resolved', 'Refunded to the payer at the channel'])
    assert.deepEqual([e.After.Kind, e.After.IntentNo, e.After.ChannelAmount, e.After.OurAmount], ['ChannelOnly', 'PI-CHANNEL-ONLY', 5_000, 0])
  })

  it('compared again, closes what matches now and keeps a decision made', async () => {
    // The channel corrected its amount; the ledger-only payment turns up on the statement.
    statements.set(
      DAY,
      statements
        .get(DAY)!
        .map((l) => (l.intentNo === 'PI-AMOUNT' && l.kind === 'Payment' ? { ...l, amount: 10_000 } : l))
        .concat([pay('PI-LEDGER-ONLY', 7_000)]),
    )
    expectOk(await env.call('payReconcile/run', { Day: DAY }, { token: admin }))
    const all = (await list(admin, { Day: DAY })).Items
    const state = (intentNo: string, line = 'Payment') => all.find((m: any) => m.IntentNo === intentNo && m.Line === line)
    assert.equal(all.length, 5, 'nothing new, nothing removed')
    for (const no of ['PI-AMOUNT', 'PI-LEDGER-ONLY']) {
      assert.equal(state(no).Status, 'Resolved')
      assert.equal(state(no).MatchedLater, true)
      assert.equal(state(no).DecidedBy, '')
    }
    assert.equal(state('PI-CHANNEL-ONLY').Decision, 'Refunded to the payer at the channel')
    assert.equal(state('PI-CHANNEL-ONLY').MatchedLater, false)
    assert.equal((await list(admin, { Status: 'Open' })).Total, 2)
  })

  it('a lease is held by one instance at a time until it runs out or is given up', async () => {
    const now = env.now()
    assert.equal(await takeLease(env.db, 'test-job', 'a', now, 60_000), true)
    assert.equal(await takeLease(env.db, 'test-job', 'b', now, 60_000), false)
    assert.equal(await takeLease(env.db, 'test-job', 'a', now, 60_000), true, 'renewed by its holder')
    assert.equal(await takeLease(env.db, 'test-job', 'b', new Date(now.getTime() + 61_000), 60_000), true, 'taken once run out')
    await releaseLease(env.db, 'test-job', 'b', now)
    assert.equal(await takeLease(env.db, 'test-job', 'a', now, 60_000), true, 'taken at once when given up')
  })

  it('the daily job compares yesterday (and the days before it missed) once, on one instance of two, after the statements are out', async () => {
    const second = await createTestEnv({ sameDatabaseAs: env, payments })
    try {
      await env.db.deleteFrom('pay_reconciliations').execute()
      asked.length = 0
      // The statements are out from 10:00 China time: a clock before it (01:50) moves on to 10:05 the same China day.
      const early = Math.max(0, 10 * 60 + 5 - chinaMinutes(env.now()))
      for (const e of [env, second]) e.advance(early * 60)
      const [a, b] = await Promise.all([env.app.payOps.runOnce(), second.app.payOps.runOnce()])
      // Yesterday, and the six days before it, none compared yet.
      const week = Array.from({ length: 7 }, (_, k) => addDays(TODAY, k - 7))
      assert.deepEqual([...a.reconciled, ...b.reconciled], week, 'one of the two ran it')
      assert.ok(a.reconciled.length === 0 || b.reconciled.length === 0)
      assert.equal(asked.filter((d) => d === DAY).length, 1)
      assert.deepEqual((await env.app.payOps.runOnce()).reconciled, [], 'not again the same day')
      const row = await env.db.selectFrom('pay_reconciliations').selectAll().where('day', '=', DAY).executeTakeFirstOrThrow()
      // Open after it, every company: Hengyuan's two and Lanhai's one.
      assert.deepEqual([row.channel, row.payments, row.refunds, row.mismatches], ['WeChatPay', 6, 4, 3])
    } finally {
      await second.close()
    }
  })
})

/**
 * Travel beans earned under the price to beat and taken back with a refund, and the company's
 * prepayment: who sees it, administrators' idempotent top-ups, the low-balance warning, a
 * company part that does not fit refused, and each company's money its own.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../types/api'
import type { Database } from '../src/db/schema'
import { awardBeans, awardPoints } from '../src/services/money/beans'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { ledgerState } from './money-harness'
import { post } from '../src/services/money/ledger'
import { choiceOf, detail, findTrain, me, pay, rid, submitBody } from './train-harness'
import * as F from './flight-harness'
import * as H from './hotel-harness'

describe('travel beans and prepayment', () => {
  let env: TestEnv
  let approver: string
  let employee: string
  let admin: string
  let other: string
  before(async () => {
    env = await createTestEnv()
    approver = await env.login('approver01')
    employee = await env.login('employee01')
    admin = await env.login('admin01')
    other = await env.login('other01')
  })
  after(async () => env?.close())
  const db = () => env.db as Kysely<Database>
  const beans = async (token: string) => expectOk(await env.call('lvxingdouapi/openapi/lxd/personal/acct', {}, { token })).Balance as number
  const points = async (token: string) => expectOk(await env.call('integralMall/getAccount', {}, { token })).Points as number

  it('predicts a fifth of the saving in whole yuan, nothing at or above the price to beat', async () => {
    assert.equal(expectOk(await env.call('lvxingdouapi/openapi/award/predict', { Price: 55_300, PriceToBeat: 93_300 }, { token: employee })).Beans, 76)
    assert.equal(expectOk(await env.call('lvxingdouapi/openapi/award/predict', { Price: 55_300, PriceToBeat: 55_799 }, { token: employee })).Beans, 0)
    assert.equal(expectOk(await env.call('lvxingdouapi/openapi/award/predict', { Price: 55_300, PriceToBeat: 55_300 }, { token: employee })).Beans, 0)
    assert.equal(expectOk(await env.call('lvxingdouapi/openapi/award/predict', { Price: 55_300, PriceToBeat: null }, { token: employee })).Beans, 0)
    const rules = expectOk(await env.call('lvxingdouapi/openapi/lxd/order/ruleUrl', {}, { token: employee, lang: 2 }))
    assert.ok(rules.Rules.length >= 3)
  })

  it('credits the booker the beans a booking under the price to beat earns, and takes them back with a full refund', async () => {
    // approver01 (R2) may take first class: second class saves the difference.
    const row = await findTrain(env, approver, 'Second')
    const self = (await me(env, approver)).PersonId
    const res = expectOk(await env.call('train/submitOrder', await submitBody(env, approver, choiceOf(row, 'Second'), [self]), { token: approver }))
    const b0 = await beans(approver)
    const p0 = await points(approver)
    await pay(env, approver, res.OrderNo)
    const d = await detail(env, approver, res.OrderNo)
    const ticket = d.Tickets[0]
    const first = row.Seats.find((s) => s.SeatClass === 'First')!.Price
    assert.equal(ticket.Policy.PriceToBeat, first)
    const earned = awardBeans(ticket.Price, first)
    assert.ok(earned > 0)
    assert.equal(await beans(approver), b0 + earned)
    // Points too: one per ¥10 the order cost.
    assert.equal(await points(approver), p0 + awardPoints(ticket.Price))
    assert.ok(awardPoints(ticket.Price) > 0)
    const rec = expectOk(await env.call('lvxingdouapi/openapi/lxd/personal/records', { Kind: 'Earn' }, { token: approver })).Items[0]
    assert.equal(rec.OrderNo, res.OrderNo)
    assert.equal(rec.Amount, earned)
    expectOk(
      await env.call(
        'train/refund',
        { OrderNo: res.OrderNo, ClientRequestId: rid(), TicketIds: [ticket.TicketId], Fee: 0, Reason: '行程取消' },
        { token: approver },
      ),
    )
    assert.equal(await beans(approver), b0)
    assert.equal(await points(approver), p0, 'the points go back with the refund')
    const s = await ledgerState(db(), 'approver01', 'Beans')
    assert.equal(s.balance, s.sum)
    const p = await ledgerState(db(), 'approver01', 'Points')
    assert.equal(p.balance, p.sum)
    // employee01 (R1) books exactly the standard: nothing earned.
    const e0 = await beans(employee)
    const r2 = await findTrain(env, employee, 'Second')
    const o2 = expectOk(
      await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(r2, 'Second'), [(await me(env, employee)).PersonId]), { token: employee }),
    )
    await pay(env, employee, o2.OrderNo)
    assert.equal(await beans(employee), e0)
  })

  it('earns beans on a flight fare and on hotel nights under their price to beat', async () => {
    // A flight: the first in-policy cabin whose fare is under its price to beat.
    let found: { row: import('../../types/api/flight').FlightRow; cabin: import('../../types/api/flight').CabinItem } | null = null
    for (const row of await F.search(env, approver, 'BJS', 'SHA')) {
      const cabin = (await F.cabins(env, approver, row)).find(
        (c) => c.Policy.InPolicy && c.SeatsLeft > 0 && c.Policy.PriceToBeat !== null && c.Policy.PriceToBeat - c.Price >= 500,
      )
      if (cabin) {
        found = { row, cabin }
        break
      }
    }
    assert.ok(found, 'a fare under its price to beat')
    const b0 = await beans(approver)
    const body = await F.bookingBody(env, approver, [F.choice(found.row, found.cabin)], [F.passengerOf(await F.me(env, approver))])
    const r = expectOk(await env.call('flight/submitBooking', body, { token: approver }))
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: approver }))
    const flightBeans = awardBeans(found.cabin.Price, found.cabin.Policy.PriceToBeat)
    assert.ok(flightBeans > 0)
    assert.equal(await beans(approver), b0 + flightBeans)

    // A hotel: every night's saving under the nightly cap.
    const f = await H.findPlan(
      env,
      approver,
      'SHA',
      (p) =>
        p.PayKind === 'Prepay' &&
        p.Policy.InPolicy &&
        p.Remaining >= 1 &&
        p.Policy.PriceToBeat !== null &&
        p.Nights.every((n) => p.Policy.PriceToBeat! - n.Price >= 500),
    )
    const hb = await H.submitBody(env, approver, H.choiceOf(f), [{ Guests: [H.guestOf(await H.me(env, approver))] }])
    const hr = expectOk(await env.call('newhotel/hotel/submitOrder', hb, { token: approver }))
    const b1 = await beans(approver)
    expectOk(await env.call('Pay/hotelpaystart', { OrderNo: hr.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: approver }))
    const saving = f.plan.Nights.reduce((s, n) => s + (f.plan.Policy.PriceToBeat! - n.Price), 0)
    assert.equal(await beans(approver), b1 + Math.floor(saving / 5 / 100))
  })

  it('shows the prepayment to whoever may see it and lets administrators top it up once per request', async () => {
    expectError(await env.call('advancePayment/getAccount', {}, { token: employee }), ErrorCode.NoPermission)
    const a0 = expectOk(await env.call('advancePayment/getAccount', {}, { token: admin }))
    assert.equal(a0.Enabled, true)
    assert.equal(a0.IsLow, false)
    const body = { ClientRequestId: rid(), Amount: 1_000_000 }
    expectError(await env.call('advancePayment/topUp', body, { token: employee }), ErrorCode.NoPermission)
    const a1 = expectOk(await env.call('advancePayment/topUp', body, { token: admin }))
    assert.equal(a1.Balance, a0.Balance + 1_000_000)
    assert.equal(expectOk(await env.call('advancePayment/topUp', body, { token: admin })).Balance, a1.Balance)
    expectError(await env.call('advancePayment/topUp', { ...body, Amount: 2_000_000 }, { token: admin }), ErrorCode.RequestIdReused)
    const recs = expectOk(await env.call('advancePayment/getRecords', { Kind: 'TopUp' }, { token: admin }))
    assert.equal(recs.Total, 1)
    assert.equal(recs.Items[0].Amount, 1_000_000)
    // Orders paid by the company show as deductions.
    const deductions = expectOk(await env.call('advancePayment/getRecords', { Kind: 'Deduct', Product: 'Train' }, { token: admin }))
    assert.ok(deductions.Total >= 1)
    const p = await ledgerState(db(), null, 'Prepayment')
    assert.equal(p.balance, p.sum)
    // Lanhai's money is its own: no prepayment moved there.
    const lanhai = await db()
      .selectFrom('money_records')
      .innerJoin('companies', 'companies.id', 'money_records.company_id')
      .select('money_records.id')
      .where('companies.code', '=', 'LANHAI')
      .where('ledger', '=', 'Prepayment')
      .execute()
    assert.equal(lanhai.length, 0)
    expectError(await env.call('advancePayment/getAccount', {}, { token: other }), ErrorCode.NoPermission)
  })

  it('warns at the low balance and refuses a company part the prepayment cannot cover, taking nothing', async () => {
    const company = await db().selectFrom('companies').select('id').where('code', '=', 'HENGYUAN').executeTakeFirstOrThrow()
    const balance = expectOk(await env.call('advancePayment/getAccount', {}, { token: admin })).Balance
    await db().updateTable('money_settings').set({ low_balance: balance }).where('company_id', '=', company.id).execute()
    assert.equal(expectOk(await env.call('advancePayment/getAccount', {}, { token: admin })).IsLow, true)
    // Empty the account through the ledger (a deduction record), then book a company-paid ticket.
    await db()
      .transaction()
      .execute((trx) => post(trx, { companyId: company.id, ledger: 'Prepayment', ownerId: 0, kind: 'Deduct', amount: -balance, at: env.now().toISOString() }))
    const row = await findTrain(env, employee, 'Second')
    const o = expectOk(
      await env.call('train/submitOrder', await submitBody(env, employee, choiceOf(row, 'Second'), [(await me(env, employee)).PersonId]), { token: employee }),
    )
    const r = await env.call('Pay/trainpaystart', { OrderNo: o.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee })
    expectError(r, ErrorCode.InsufficientFunds)
    assert.equal((await detail(env, employee, o.OrderNo)).Status, 'Placed')
    const p = await ledgerState(db(), null, 'Prepayment')
    assert.equal(p.balance, 0)
    assert.equal(p.balance, p.sum)
  })
})

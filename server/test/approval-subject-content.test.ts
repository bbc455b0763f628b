/**
 * The approver reads what they decide on: an international order confirmed from an inquiry
 * sheet's quote comes with its flights (each one), travellers, verdict, reason, fare and total
 * in the approval details, found by its ApprovalNo as the approval list gives it; every subject
 * kind the server registers is one the contract names (so the client has a name for it).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { APPROVAL_SUBJECTS } from '../../types/api/approval'
import { subjectKinds } from '../src/services/approvals/subjects'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { BACK, fields, me, nonstop, OUT, passport, rid, search } from './intlflight-harness'

describe('approval details carry the order', () => {
  let env: TestEnv
  let employee: string
  let consultant: string
  let approver: string
  let selfId: number
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    consultant = await env.login('consultant01')
    approver = await env.login('approver01')
    selfId = await me(env, employee)
  })
  after(async () => env?.close())

  it('an international order from an inquiry quote shows its flights, traveller, fare and total to the approver', async () => {
    const legs = [
      { From: 'SHA', To: 'FRA', Date: OUT },
      { From: 'FRA', To: 'SHA', Date: BACK },
    ]
    const sheet = expectOk(
      await env.call(
        'intlflight/inquirySheet/ask',
        { ClientRequestId: rid('ask'), TripType: 'RoundTrip', Legs: legs, Cabin: 'Business', PassengerIds: [selfId], Notes: '' },
        { token: employee },
      ),
    )
    const r = await search(env, consultant, legs)
    const sel = r.Legs.map((l) => ({ ItineraryKey: nonstop(l.Itineraries).Key, Family: 'Business' as const }))
    const deadline = `${addDays(OUT, -3)} 18:00`
    expectOk(
      await env.call(
        'intlflight/inquirySheet/answer',
        { SheetNo: sheet.SheetNo, Options: [{ Selections: sel, PricePerPassenger: 2_816_000, Deadline: deadline }] },
        { token: consultant },
      ),
    )
    const order = expectOk(
      await env.call(
        'intlflight/inquirySheet/orderConfirm',
        {
          ClientRequestId: rid(),
          SheetNo: sheet.SheetNo,
          OptionNo: 1,
          Passengers: [passport(selfId)],
          PolicyReason: { ReasonCodeId: null, ReasonText: '会见客户' },
          ...(await fields(env, employee)),
        },
        { token: employee },
      ),
    )
    assert.equal(order.Status, 'PendingApproval')

    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: approver }))
    const item = pending.Items.find((i: { Subject: { No: string } }) => i.Subject.No === order.OrderNo)
    assert.ok(item, 'the approver sees it')
    assert.equal(item.Subject.Kind, 'IntlFlightOrder')
    for (const lang of [1, 2, 5]) {
      const seen = expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: item.ApprovalNo }, { token: approver, lang }))
      const o = seen.IntlFlightOrder
      assert.ok(o, `IntlFlightOrder in language ${lang}`)
      assert.equal(o.OrderNo, order.OrderNo)
      assert.equal(o.Flights.length, 2, 'each flight')
      for (const f of o.Flights) assert.match(f, /\d{2}:\d{2} → .+ \d{2}:\d{2} · \d{4}-\d{2}-\d{2} · /)
      assert.equal(o.PassengerNames.length, 1)
      assert.ok(o.PassengerNames[0].length > 0)
      assert.equal(o.Total, order.PriceDetail.Total)
      assert.ok(o.Total >= 2_816_000)
      assert.equal(o.InquirySheetNo, sheet.SheetNo)
      assert.equal(o.PolicyReason, '会见客户')
      assert.equal(o.InPolicy, false)
      assert.ok(o.Violations.length > 0 && o.Violations.every((v: string) => v.length > 0))
      // The purpose was typed as the company's 客户拜访: the approver reads it in their language.
      assert.equal(o.Purpose, { 1: '客户拜访', 2: 'Client visit', 5: '顧客訪問' }[lang])
    }
  })

  it('the order details read the purpose in the reader language too', async () => {
    const mine = expectOk(await env.call('order/getOrderList', { PageSize: 50 }, { token: employee }))
    const intl = (mine.Items ?? mine.Orders ?? []).find((o: { Product?: string; OrderNo: string }) => o.Product === 'IntlFlight' || o.OrderNo.startsWith('I'))
    assert.ok(intl, 'the international order')
    for (const [lang, want] of [
      [1, '客户拜访'],
      [2, 'Client visit'],
      [5, '顧客訪問'],
    ] as const) {
      const d = expectOk(await env.call('intlflight/getOrderDetail', { OrderNo: intl.OrderNo }, { token: employee, lang }))
      assert.equal(d.Purpose, want)
    }
  })

  it('every registered subject kind is one the contract names', () => {
    // The kernel test's own TestStayOrder (fixtures/test-product.ts) is registered too when that file
    // ran earlier in this process (scripts/server-tests.mjs): it is no subject of the contract.
    const kinds = [...subjectKinds('OrderNo'), ...subjectKinds('ApplicationNo'), ...subjectKinds('AfterSaleNo')].filter((k) => k !== 'TestStayOrder')
    assert.ok(kinds.includes('IntlFlightOrder') && kinds.includes('TripApplication'))
    for (const k of kinds) assert.ok((APPROVAL_SUBJECTS as readonly string[]).includes(k), k)
  })
})

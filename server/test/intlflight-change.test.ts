/**
 * Changes of an international leg (intlflight/changeQuote, intlflight/applyChange and the core
 * changeIntlLeg): each fare family's change fee, Economy Light refused in words, a lower cabin
 * refused, the fare difference never negative, a replayed request answering the same change, a
 * moved total refused with 316, the re-issued e-tickets and the old seats back, the traveller's
 * share at the cashier, approval by the company's change rule, and the involuntary change free.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { FARE_RULES, type FareFamily, type IntlChangeQuoteRes, type IntlOrderDetail } from '../../types/api/intlflight'
import type { Db } from '../src/db/schema'
import { addDays } from '../src/lib/time'
import { changeIntlLeg, quoteIntlChange } from '../src/modules/intlflight/change'
import { approve, reject } from './approval-harness'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { detail, me, nonstop, OUT, passport, pay, rid, search, submitBody } from './intlflight-harness'
import { payThrough } from './money-harness'

const NEW = addDays(OUT, 2)

describe('international flight changes', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  const self: Record<string, number> = {}
  let outKey = ''
  before(async () => {
    env = await createTestEnv()
    for (const u of ['director01', 'employee01', 'approver01', 'admin01']) t[u] = await env.login(u)
    for (const u of ['director01', 'employee01']) self[u] = await me(env, t[u])
    outKey = nonstop((await search(env, t.director01, [{ From: 'SHA', To: 'FRA', Date: OUT }])).Legs[0].Itineraries).Key
  })
  after(async () => env?.close())

  /** An issued one-way Shanghai → Frankfurt order of `who` in `family`. */
  async function issued(who: string, family: FareFamily, extra: Record<string, unknown> = {}): Promise<IntlOrderDetail> {
    const body = await submitBody(env, t[who], 'OneWay', [{ ItineraryKey: outKey, Family: family }], [passport(self[who])], extra)
    const res = expectOk(await env.call('intlflight/submitBooking', body, { token: t[who] }))
    assert.equal(res.Status, 'Placed')
    await pay(env, t[who], res.OrderNo)
    const d = await detail(env, t[who], res.OrderNo)
    assert.equal(d.Status, 'TicketIssued')
    return d
  }
  const quote = (who: string, orderNo: string, extra: Record<string, unknown> = {}) =>
    env.call<IntlChangeQuoteRes>('intlflight/changeQuote', { OrderNo: orderNo, LegNo: 1, NewDate: NEW, ...extra }, { token: t[who] })
  /** What the leg cost per traveller: its Fare and Taxes lines. */
  const paidOf = (d: IntlOrderDetail) => {
    const line = (k: string) => d.PriceDetail.Lines.find((l) => l.Kind === k)!.UnitPrice
    return { base: line('Fare'), total: line('Fare') + line('Taxes') }
  }
  /** The first nonstop option's fare of a family, and the applyChange body for it. */
  const choose = (q: IntlChangeQuoteRes, orderNo: string, family: FareFamily) => {
    const option = q.Options.find((o) => o.Stops === 0 && o.Fares.some((f) => f.Family === family))!
    const fare = option.Fares.find((f) => f.Family === family)!
    return {
      option,
      fare,
      body: { OrderNo: orderNo, ClientRequestId: rid('chg'), LegNo: 1, ItineraryKey: option.Key, Family: family, Total: fare.Total, Reason: '会议改期' },
    }
  }
  const seatsOf = async (flightNo: string, date: string, cabin: string) =>
    (
      await env.db
        .selectFrom('intlflight_inventory')
        .select('seats_left')
        .where('flight_no', '=', flightNo)
        .where('dep_date', '=', date)
        .where('cabin', '=', cabin)
        .executeTakeFirst()
    )?.seats_left
  const changeRule = async (Mode: 'Off' | 'Always') =>
    expectOk(await env.call('vettingsetting/saveVettingRule', { Product: 'IntlFlight', Occasion: 'Change', Mode }, { token: t.admin01 }))

  const FEES: [FareFamily, number][] = [
    ['EconomyStandard', 80_000],
    ['EconomyFlex', 0],
    ['Business', 50_000],
    ['BusinessFlex', 0],
  ]
  for (const [family, fee] of FEES) {
    it(`prices a change of ${family}: fee ${fee / 100} yuan at most the fare, the same cabin or higher, the difference never negative`, async () => {
      assert.equal(FARE_RULES[family].ChangeFee, fee)
      const d = await issued('director01', family)
      assert.ok(d.Actions.CanChange)
      const paid = paidOf(d)
      const q = expectOk(await quote('director01', d.OrderNo))
      assert.equal(q.Family, family)
      assert.equal(q.ChangeFee, Math.min(fee, paid.base))
      assert.equal(q.Travellers, 1)
      assert.ok(q.Options.length > 0)
      assert.ok(q.Options.every((o) => o.Segments[0].DepartTime.startsWith(NEW)))
      const fares = q.Options.flatMap((o) => o.Fares)
      const cabinRank = (f: FareFamily) => (FARE_RULES[f].Cabin === 'Business' ? 1 : 0)
      assert.ok(fares.every((f) => cabinRank(f.Family) >= cabinRank(family)))
      for (const f of fares) {
        assert.equal(f.ChangeFee, q.ChangeFee)
        assert.equal(f.FareDifference, Math.max(0, f.LegTotal - paid.total))
        assert.equal(f.PerTraveller, f.ChangeFee + f.FareDifference)
        assert.equal(f.Total, f.PerTraveller)
      }
    })
  }

  it('a cheaper fare gives nothing back: the difference is 0, never negative', async () => {
    const d = await issued('director01', 'EconomyFlex')
    const q = expectOk(await quote('director01', d.OrderNo))
    const cheaper = q.Options.flatMap((o) => o.Fares).filter((f) => f.LegTotal < paidOf(d).total)
    assert.ok(cheaper.length > 0, 'a cheaper fare is offered')
    assert.ok(cheaper.every((f) => f.FareDifference === 0 && f.Total === 0))
  })

  it("refuses Economy Light in the reader's words, and the order offers no change", async () => {
    const d = await issued('director01', 'EconomyLight')
    assert.equal(d.Actions.CanChange, false)
    assert.ok(d.Actions.CanRefund)
    assert.match(expectError(await quote('director01', d.OrderNo), ErrorCode.ValidationFailed).ErrMsg, /经济舱.*不可改签/)
    const applied = { OrderNo: d.OrderNo, ClientRequestId: rid('chg'), LegNo: 1, ItineraryKey: outKey, Family: 'EconomyLight', Total: 0 }
    expectError(await env.call('intlflight/applyChange', applied, { token: t.director01 }), ErrorCode.ValidationFailed)
  })

  it('refuses a lower cabin, no reason, the same flights, other travellers than all the order’s, a leg it does not have', async () => {
    const d = await issued('director01', 'Business')
    const q = expectOk(await quote('director01', d.OrderNo))
    const { body } = choose(q, d.OrderNo, 'Business')
    const call = (b: Record<string, unknown>) => env.call('intlflight/applyChange', { ...body, ClientRequestId: rid('chg'), ...b }, { token: t.director01 })
    expectError(await call({ Family: 'EconomyFlex' }), ErrorCode.ValidationFailed)
    // The demo company asks a reason for every change (ChangeReasonSettings).
    assert.match(expectError(await call({ Reason: ' ' }), ErrorCode.ValidationFailed).ErrMsg, /改签原因/)
    expectError(await call({ ItineraryKey: outKey }), ErrorCode.ValidationFailed)
    expectError(await call({ TicketIds: [d.Tickets[0].TicketId + 100_000] }), ErrorCode.ValidationFailed)
    expectError(await quote('director01', d.OrderNo, { LegNo: 2 }), ErrorCode.ValidationFailed)
    assert.equal((await detail(env, t.director01, d.OrderNo)).Tickets[0].Status, 'Issued', 'nothing changed')
  })

  it('changes a company-paid leg at once: new ticket number on the new flight, old seat back, a replay answers the same change, a moved total 316; it still refunds', async () => {
    const d = await issued('director01', 'EconomyStandard')
    const old = d.Legs[0].Segments[0]
    const oldTicket = d.Tickets[0].TicketNo
    const q = expectOk(await quote('director01', d.OrderNo))
    const { option, fare, body } = choose(q, d.OrderNo, 'EconomyStandard')
    expectError(await env.call('intlflight/applyChange', { ...body, Total: fare.Total + 100 }, { token: t.director01 }), ErrorCode.OrderStatusChanged)
    const before = await seatsOf(old.FlightNo, OUT, 'Economy')
    const r = expectOk(await env.call('intlflight/applyChange', body, { token: t.director01 }))
    assert.deepEqual([r.Status, r.NeedPayment, r.NeedApproval, r.CompanyAmount, r.PersonalAmount], ['ChangeSucceeded', false, false, fare.Total, 0])
    const again = expectOk(await env.call('intlflight/applyChange', body, { token: t.director01 }))
    assert.equal(again.ChangeNo, r.ChangeNo)
    assert.equal(await seatsOf(old.FlightNo, OUT, 'Economy'), before! + 1, 'the old seat is back on sale')

    const after = await detail(env, t.director01, d.OrderNo)
    assert.equal(after.Status, 'ChangeSucceeded')
    assert.equal(after.Legs[0].Segments[0].FlightNo, option.Segments[0].FlightNo)
    assert.ok(after.Legs[0].Segments[0].DepartTime.startsWith(NEW))
    assert.equal(after.Tickets[0].Status, 'Issued')
    assert.notEqual(after.Tickets[0].TicketNo, oldTicket)
    assert.match(after.Tickets[0].TicketNo, /^\d{3}-\d{10}$/)
    assert.equal(after.Changes!.length, 1)
    const c = after.Changes![0]
    assert.deepEqual(
      [c.ChangeNo, c.Status, c.LegNo, c.From.Segments[0].FlightNo, c.To.Segments[0].FlightNo],
      [r.ChangeNo, 'ChangeSucceeded', 1, old.FlightNo, option.Segments[0].FlightNo],
    )
    assert.ok(after.Timeline.at(-1)!.Text.includes(after.Tickets[0].TicketNo), 'the timeline names the new ticket')
    assert.ok(after.Actions.CanRefund)
    // The order list counts what the change added, and offers refund and change again.
    const list = expectOk(await env.call('order/getOrderList', { Product: 'IntlFlight', PageSize: 50 }, { token: t.director01 }))
    const row = list.Orders.find((o: { OrderNo: string }) => o.OrderNo === d.OrderNo)
    assert.deepEqual([row.TotalAmount, row.Actions.CanChange], [d.PriceDetail.Total + fare.Total, true])
    // A second change of the same leg starts from what the leg cost once changed.
    const q2 = expectOk(await quote('director01', d.OrderNo, { NewDate: addDays(NEW, 1) }))
    assert.ok(q2.Options.flatMap((o) => o.Fares).every((f) => f.FareDifference === Math.max(0, f.LegTotal - Math.max(paidOf(d).total, fare.LegTotal))))
    // The changed ticket still refunds: the family's fee on what the leg cost once changed, the rest back; the new seat back on sale.
    const ticketId = after.Tickets[0].TicketId
    const rq = expectOk(await env.call('intlflight/refundQuote', { OrderNo: d.OrderNo, TicketIds: [ticketId] }, { token: t.director01 }))
    const changedBase = Math.max(paidOf(d).base, fare.LegTotal - (paidOf(d).total - paidOf(d).base))
    assert.equal(rq.Fee, Math.min(FARE_RULES.EconomyStandard.RefundFee!, changedBase))
    assert.equal(after.Tickets[0].Price, d.Tickets[0].Price + fare.FareDifference)
    const held = await seatsOf(option.Segments[0].FlightNo, NEW, 'Economy')
    const refunded = expectOk(
      await env.call('intlflight/refund', { OrderNo: d.OrderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: rq.Fee }, { token: t.director01 }),
    )
    assert.equal(refunded.Status, 'RefundSucceeded')
    assert.equal(await seatsOf(option.Segments[0].FlightNo, NEW, 'Economy'), held! + 1)
  })

  it("a personal or mixed order pays the traveller's share at the cashier, then the ticket is re-issued", async () => {
    const d = await issued('employee01', 'EconomyStandard', { PaymentType: 'Mixed' })
    const q = expectOk(await quote('employee01', d.OrderNo))
    const { body, fare } = choose(q, d.OrderNo, 'EconomyStandard')
    const r = expectOk(await env.call('intlflight/applyChange', body, { token: t.employee01 }))
    assert.deepEqual([r.Status, r.NeedPayment, r.PersonalAmount, r.CompanyAmount], ['Placed', true, fare.Total, 0])
    let after = await detail(env, t.employee01, d.OrderNo)
    assert.deepEqual([after.PayInfo?.PayFor, after.Actions.CanPay, after.Actions.CanChange, after.Tickets[0].Status], [r.ChangeNo, true, false, 'Changing'])
    expectOk(
      await payThrough(env, t.employee01, 'Pay/intlflightpaystart', {
        OrderNo: d.OrderNo,
        ChangeNo: r.ChangeNo,
        Channel: 'WeChatPay',
        PersonalAmount: r.PersonalAmount,
      }),
    )
    after = await detail(env, t.employee01, d.OrderNo)
    assert.deepEqual([after.Status, after.Changes![0].Status, after.Tickets[0].Status], ['ChangeSucceeded', 'ChangeSucceeded', 'Issued'])
    assert.notEqual(after.Tickets[0].TicketNo, d.Tickets[0].TicketNo)
  })

  const ROUTING: ['Off' | 'Always', string][] = [
    ['Off', 'ChangeSucceeded'],
    ['Always', 'PendingApproval'],
  ]
  for (const [mode, status] of ROUTING) {
    it(`routes a change by the company's change rule (${mode}): ${status}`, async () => {
      await changeRule(mode)
      const d = await issued('employee01', 'EconomyFlex')
      const { body, option } = choose(expectOk(await quote('employee01', d.OrderNo)), d.OrderNo, 'EconomyFlex')
      const r = expectOk(await env.call('intlflight/applyChange', body, { token: t.employee01 }))
      assert.deepEqual([r.Status, r.NeedApproval], [status, mode === 'Always'])
      if (mode === 'Off') return
      const waiting = await detail(env, t.employee01, d.OrderNo)
      assert.deepEqual([waiting.Tickets[0].Status, waiting.Actions.CanChange, waiting.Actions.CanRefund], ['Changing', false, false])
      expectError(await quote('employee01', d.OrderNo), ErrorCode.OrderStatusChanged)
      const held = await seatsOf(option.Segments[0].FlightNo, NEW, 'Economy')
      const pending = async (changeNo: string) => {
        const list = expectOk(
          await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: 'IntlFlightChange', PageSize: 50 }, { token: t.approver01 }),
        )
        return list.Items.find((i: unknown) => JSON.stringify(i).includes(changeNo))
      }
      const item = await pending(r.ChangeNo)
      assert.ok(item, 'the approver sees the change')
      const seen = expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: item.ApprovalNo }, { token: t.approver01 }))
      assert.deepEqual([seen.Subject.Kind, seen.AfterSale.Kind, seen.AfterSale.No], ['IntlFlightChange', 'Change', r.ChangeNo])
      expectOk(await reject(env, t.approver01, item.ApprovalNo, '原航班即可'))
      let after = await detail(env, t.employee01, d.OrderNo)
      assert.deepEqual([after.Status, after.Tickets[0].Status, after.Changes![0].Status], ['TicketIssued', 'Issued', 'ChangeFailed'])
      assert.equal(after.Legs[0].Segments[0].FlightNo, d.Legs[0].Segments[0].FlightNo)
      assert.equal(await seatsOf(option.Segments[0].FlightNo, NEW, 'Economy'), held! + 1, 'the held seat is back')

      const second = expectOk(await env.call('intlflight/applyChange', { ...body, ClientRequestId: rid('chg') }, { token: t.employee01 }))
      expectOk(await approve(env, t.approver01, (await pending(second.ChangeNo)).ApprovalNo))
      after = await detail(env, t.employee01, d.OrderNo)
      assert.deepEqual(
        [after.Status, after.Changes![1].ChangeNo, after.Changes![1].Status, after.Tickets[0].Status],
        ['ChangeSucceeded', second.ChangeNo, 'ChangeSucceeded', 'Issued'],
      )
    })
  }

  it('an involuntary change is free, needs no approval and moves even Economy Light (changeIntlLeg without a request)', async () => {
    await changeRule('Always')
    const d = await issued('director01', 'EconomyLight')
    const order = await env.db.selectFrom('orders').selectAll().where('order_no', '=', d.OrderNo).executeTakeFirstOrThrow()
    const run = { db: env.db as Db, now: env.now(), lang: 'zh-CN' as const, requester: null }
    const q = await quoteIntlChange(run, order, 1, NEW, null, { involuntary: true })
    const fares = q.Options.flatMap((o) => o.Fares)
    assert.ok(fares.length > 0 && fares.every((f) => f.ChangeFee === 0 && f.FareDifference === 0 && f.Total === 0))
    const option = q.Options.find((o) => o.Fares.some((f) => f.Family === 'EconomyLight'))!
    const choice = {
      requestId: rid('inv'),
      legNo: 1,
      ticketIds: null,
      itineraryKey: option.Key,
      family: 'EconomyLight' as const,
      shownTotal: null,
      reason: '航班取消',
    }
    const c = await changeIntlLeg(run, order, choice, { involuntary: true })
    assert.deepEqual([c.status, c.change_fee, c.price_difference, c.company_amount, c.personal_amount], ['ChangeSucceeded', 0, 0, 0, 0])
    assert.equal((await changeIntlLeg(run, order, choice, { involuntary: true })).change_no, c.change_no, 'the same request answers the same change')
    const after = await detail(env, t.director01, d.OrderNo)
    assert.deepEqual([after.Status, after.Legs[0].Segments[0].FlightNo, after.Tickets[0].Status], ['ChangeSucceeded', option.Segments[0].FlightNo, 'Issued'])
    await assert.rejects(changeIntlLeg(run, order, { ...choice, requestId: rid('vol') }, { involuntary: false }), {
      code: ErrorCode.ValidationFailed,
      messageKey: 'ifChangeNotAllowed',
    })
  })
})

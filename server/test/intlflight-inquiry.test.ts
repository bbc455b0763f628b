/**
 * The inquiry sheet: a traveller asks, the company's consultant answers with options, the asker
 * confirms one and it becomes an order at the consultant's price that goes through the cashier;
 * a sheet expires at its deadline; only consultants answer; other companies see nothing.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { BACK, detail, fields, me, nonstop, OUT, passport, pay, rid, search } from './intlflight-harness'

describe('international inquiry sheet', () => {
  let env: TestEnv
  let employee: string
  let consultant: string
  let selfId: number
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    consultant = await env.login('consultant01')
    selfId = await me(env, employee)
  })
  after(async () => env?.close())

  const legs = [
    { From: 'SHA', To: 'FRA', Date: OUT },
    { From: 'FRA', To: 'SHA', Date: BACK },
  ]
  const askBody = () => ({ ClientRequestId: rid('ask'), TripType: 'RoundTrip', Legs: legs, Cabin: 'Economy', PassengerIds: [selfId], Notes: '需要靠过道座位' })

  async function options() {
    const r = await search(env, consultant, legs)
    return r.Legs.map((l) => ({ ItineraryKey: nonstop(l.Itineraries).Key, Family: 'EconomyFlex' as const }))
  }

  it('asks, the consultant answers, the asker confirms: an order at the quoted price, paid and ticketed', async () => {
    const body = askBody()
    const sheet = expectOk(await env.call('intlflight/inquirySheet/ask', body, { token: employee }))
    assert.equal(sheet.State, 'Asked')
    assert.match(sheet.SheetNo, /^Q\d{8}\d{6}$/)
    assert.equal(expectOk(await env.call('intlflight/inquirySheet/ask', body, { token: employee })).SheetNo, sheet.SheetNo, 'idempotent')
    const mine = expectOk(await env.call('intlflight/inquirySheet/orderList', {}, { token: employee }))
    assert.ok(mine.Sheets.some((s: { SheetNo: string }) => s.SheetNo === sheet.SheetNo))
    const inbox = expectOk(await env.call('intlflight/inquirySheet/inbox', {}, { token: consultant }))
    const seen = inbox.Sheets.find((s: { SheetNo: string }) => s.SheetNo === sheet.SheetNo)
    assert.ok(seen && seen.Actions.CanAnswer && seen.Notes === '需要靠过道座位')

    // Only consultants answer.
    expectError(await env.call('intlflight/inquirySheet/inbox', {}, { token: employee }), ErrorCode.NoPermission)
    const sel = await options()
    const deadline = `${addDays(OUT, -3)} 18:00`
    const opt = { Selections: sel, PricePerPassenger: 888_800, Deadline: deadline, Note: '含2件行李' }
    expectError(await env.call('intlflight/inquirySheet/answer', { SheetNo: sheet.SheetNo, Options: [opt] }, { token: employee }), ErrorCode.NoPermission)
    const answered = expectOk(
      await env.call('intlflight/inquirySheet/answer', { SheetNo: sheet.SheetNo, Options: [opt], Reply: '推荐直飞' }, { token: consultant }),
    )
    assert.equal(answered.State, 'Answered')
    assert.equal(answered.Options[0].Total, 888_800)
    assert.equal(answered.Options[0].Legs.length, 2)

    const asked = expectOk(await env.call('intlflight/inquirySheet/orderDetails', { SheetNo: sheet.SheetNo }, { token: employee }))
    assert.ok(asked.Actions.CanConfirm)
    expectError(
      await env.call(
        'intlflight/inquirySheet/orderConfirm',
        {
          ClientRequestId: rid(),
          SheetNo: sheet.SheetNo,
          OptionNo: 1,
          Passengers: [passport(selfId), passport(null, '2031-01-01', { LastName: 'SMITH', FirstName: 'JOHN' })],
          ...(await fields(env, employee)),
        },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
    const confirmBody = { ClientRequestId: rid(), SheetNo: sheet.SheetNo, OptionNo: 1, Passengers: [passport(selfId)], ...(await fields(env, employee)) }
    // Two confirmations at once with other request ids: one order.
    const otherBody = { ...confirmBody, ClientRequestId: rid() }
    const [first, second] = await Promise.all([
      env.call('intlflight/inquirySheet/orderConfirm', confirmBody, { token: employee }),
      env.call('intlflight/inquirySheet/orderConfirm', otherBody, { token: employee }),
    ])
    assert.equal([first, second].filter((r) => r.IsSuccess).length, 1)
    const order = expectOk(first.IsSuccess ? first : second)
    const winner = first.IsSuccess ? confirmBody : otherBody
    assert.equal(order.Status, 'Placed')
    assert.equal(order.PriceDetail.Total, 888_800)
    assert.equal(expectOk(await env.call('intlflight/inquirySheet/orderConfirm', winner, { token: employee })).OrderNo, order.OrderNo, 'idempotent')
    const after = expectOk(await env.call('intlflight/inquirySheet/orderDetails', { SheetNo: sheet.SheetNo }, { token: employee }))
    assert.equal(after.State, 'Ordered')
    assert.equal(after.OrderNo, order.OrderNo)
    const paid = await pay(env, employee, order.OrderNo)
    assert.equal(paid.Status, 'TicketIssued')
    const d = await detail(env, employee, order.OrderNo)
    assert.equal(d.InquirySheetNo, sheet.SheetNo)
    assert.equal(d.Tickets[0].Price, 888_800)
    assert.equal(d.Legs[0].Family, 'EconomyFlex')
  })

  it('expires at its deadline: nothing to confirm afterwards', async () => {
    const sheet = expectOk(await env.call('intlflight/inquirySheet/ask', askBody(), { token: employee }))
    const sel = await options()
    const deadline = new Date(env.now().getTime() + 2 * 3600_000 + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 16)
    expectOk(
      await env.call(
        'intlflight/inquirySheet/answer',
        { SheetNo: sheet.SheetNo, Options: [{ Selections: sel, PricePerPassenger: 700_000, Deadline: deadline }] },
        { token: consultant },
      ),
    )
    env.advance(3 * 3600)
    const gone = expectOk(await env.call('intlflight/inquirySheet/orderDetails', { SheetNo: sheet.SheetNo }, { token: employee }))
    assert.equal(gone.State, 'Expired')
    assert.equal(gone.Options[0].Expired, true)
    expectError(
      await env.call(
        'intlflight/inquirySheet/orderConfirm',
        { ClientRequestId: rid(), SheetNo: sheet.SheetNo, OptionNo: 1, Passengers: [passport(selfId)], ...(await fields(env, employee)) },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
    // An asked sheet nobody answers expires at its answer-by time too.
    const waiting = expectOk(
      await env.call('intlflight/inquirySheet/ask', { ...askBody(), ReplyBy: deadline.replace(/ \d\d:\d\d$/, ' 23:59') }, { token: employee }),
    )
    env.advance(86_400)
    const list = expectOk(await env.call('intlflight/inquirySheet/orderList', { States: ['Expired'] }, { token: employee }))
    assert.ok(list.Sheets.some((s: { SheetNo: string }) => s.SheetNo === waiting.SheetNo))
  })

  it('keeps companies apart and lets only the asker cancel', async () => {
    const sheet = expectOk(await env.call('intlflight/inquirySheet/ask', askBody(), { token: employee }))
    const other = await env.login('other01')
    expectError(await env.call('intlflight/inquirySheet/orderDetails', { SheetNo: sheet.SheetNo }, { token: other }), ErrorCode.NotFound)
    const booker = await env.login('booker01')
    expectError(await env.call('intlflight/inquirySheet/orderDetails', { SheetNo: sheet.SheetNo }, { token: booker }), ErrorCode.NotFound)
    expectError(await env.call('intlflight/inquirySheet/cancel', { SheetNo: sheet.SheetNo }, { token: consultant }), ErrorCode.NoPermission)
    assert.equal(expectOk(await env.call('intlflight/inquirySheet/cancel', { SheetNo: sheet.SheetNo }, { token: employee })).State, 'Cancelled')
  })
})

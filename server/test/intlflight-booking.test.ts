/**
 * International flight booking: travel documents checked against the trip's last day (expired
 * and expiring before the return refused with 1120, under six months warned), English names,
 * a round trip Shanghai → Frankfurt booked, paid at the cashier and ticketed with a passport,
 * listed with the orders, refunded by the fare family's fee; idempotent submits and the last
 * seats; business over standard waiting for approval; companies kept apart.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { IntlSelection } from '../../types/api/intlflight'
import { addMonths } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { BACK, detail, me, nonstop, OUT, passport, pay, rid, search, submitBody } from './intlflight-harness'

describe('international flight booking', () => {
  let env: TestEnv
  let employee: string
  let selfId: number
  let roundTrip: IntlSelection[]
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    selfId = await me(env, employee)
    const r = await search(env, employee, [
      { From: 'SHA', To: 'FRA', Date: OUT },
      { From: 'FRA', To: 'SHA', Date: BACK },
    ])
    roundTrip = r.Legs.map((l) => ({ ItineraryKey: nonstop(l.Itineraries).Key, Family: 'EconomyStandard' as const }))
  })
  after(async () => env?.close())

  const quote = (passengers: unknown[], selections = roundTrip) =>
    env.call('intlflight/checkPrice', { TripType: 'RoundTrip', Selections: selections, Passengers: passengers }, { token: employee })

  it('refuses an expired passport and one ending before the return, warns under six months, asks for English names', async () => {
    const q = expectOk(await quote([passport(selfId)]))
    const end = q.TripEndDate
    assert.ok(end >= BACK)
    expectError(await quote([passport(selfId, '2026-01-31')]), ErrorCode.TravelDocumentRefused)
    const before = expectError(await quote([passport(selfId, OUT)]), ErrorCode.TravelDocumentRefused)
    assert.match(before.ErrMsg, new RegExp(end))
    const soon = expectOk(await quote([passport(selfId, addMonths(end, 3))]))
    assert.equal(soon.Warnings.length, 1)
    assert.equal(soon.Warnings[0].Kind, 'DocumentExpiresSoon')
    assert.equal(q.Warnings.length, 0)
    expectError(await quote([passport(selfId, '2031-05-01', { LastName: '张', FirstName: 'WEI' })]), ErrorCode.ValidationFailed)
    assert.ok(q.Visa.some((v: { CountryCode: string; Text: string }) => v.CountryCode === 'DE' && /申根/.test(v.Text)))
  })

  it("takes a saved frequent traveller's passport and names, and checks it like any other", async () => {
    // A booker books for travellers outside the company; an employee only for themself.
    const booker = await env.login('booker01')
    const quote = (passengers: unknown[]) =>
      env.call('intlflight/checkPrice', { TripType: 'RoundTrip', Selections: roundTrip, Passengers: passengers }, { token: booker })
    const saved = (expiry: string, no: string) =>
      env.call(
        'frequentTraveler/save',
        {
          ChName: '',
          LastName: 'MILLER',
          FirstName: 'ANNA MARIA',
          Gender: 'F',
          BirthDate: '1990-04-02',
          Mobile: '13812345670',
          Documents: [{ DocType: 'Passport', DocNo: no, IssuingCountry: 'DE', Nationality: 'DE', Expiry: expiry }],
        },
        { token: booker },
      )
    const ok = expectOk(await saved('2032-01-31', 'C01X00T47'))
    const q = expectOk(await quote([{ FrequentTravelerId: ok.FrequentTravelerId }]))
    assert.equal(q.Warnings.length, 0)
    const soon = expectOk(await saved(addMonths(BACK, 2), 'C01X00T48'))
    assert.equal(expectOk(await quote([{ FrequentTravelerId: soon.FrequentTravelerId }])).Warnings.length, 1)
    expectError(await quote([{ FrequentTravelerId: 999_999 }]), ErrorCode.ValidationFailed)
    expectError(await quote([{ PersonId: null, LastName: 'DOE', FirstName: 'JANE' }]), ErrorCode.ValidationFailed)
  })

  it('books a round trip Shanghai → Frankfurt with a passport, pays at the cashier and gets e-tickets', async () => {
    const body = await submitBody(env, employee, 'RoundTrip', roundTrip, [passport(selfId)])
    const res = expectOk(await env.call('intlflight/submitBooking', body, { token: employee }))
    assert.equal(res.Status, 'Placed')
    assert.equal(res.NeedApproval, false)
    assert.equal(res.PriceDetail.Total, body.PricePerPassenger)
    const paid = await pay(env, employee, res.OrderNo)
    assert.equal(paid.Status, 'TicketIssued')
    const d = await detail(env, employee, res.OrderNo)
    assert.equal(d.Legs.length, 2)
    assert.equal(d.Legs[0].Segments[0].From, 'PVG')
    assert.equal(d.Places.PVG.CityNameCN, '上海')
    assert.equal(d.Legs[0].Segments[d.Legs[0].Segments.length - 1].To, 'FRA')
    assert.equal(d.Tickets[0].Status, 'Issued')
    assert.match(d.Tickets[0].TicketNo, /^\d{3}-\d{10}$/)
    assert.equal(d.Tickets[0].LastName, 'ZHANG')
    assert.notEqual(d.Tickets[0].DocumentNo, body.Passengers[0].Document!.Number)
    assert.ok(d.Actions.CanRefund)
    const list = expectOk(await env.call('order/getOrderList', { Product: 'IntlFlight' }, { token: employee }))
    assert.ok(list.Orders.some((o: { OrderNo: string; Title: string }) => o.OrderNo === res.OrderNo))

    // Refund: Economy Standard keeps its fee per leg; the rest goes back.
    const ticketId = d.Tickets[0].TicketId
    const rq = expectOk(await env.call('intlflight/refundQuote', { OrderNo: res.OrderNo, TicketIds: [ticketId] }, { token: employee }))
    assert.equal(rq.Fee, 2 * 120_000)
    // Each leg's fare family goes with the line, so that the client words the rule in its language.
    assert.deepEqual(rq.Lines[0].Families, ['EconomyStandard', 'EconomyStandard'])
    assert.equal(rq.Refund, d.Tickets[0].Price - rq.Fee)
    expectError(
      await env.call('intlflight/refund', { OrderNo: res.OrderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: rq.Fee - 1 }, { token: employee }),
      ErrorCode.OrderStatusChanged,
    )
    const refund = { OrderNo: res.OrderNo, ClientRequestId: rid(), TicketIds: [ticketId], Fee: rq.Fee }
    const done = expectOk(await env.call('intlflight/refund', refund, { token: employee }))
    assert.equal(done.Status, 'RefundSucceeded')
    assert.equal(expectOk(await env.call('intlflight/refund', refund, { token: employee })).RefundNo, done.RefundNo)
  })

  it('answers a replayed submit with the same order and takes the seats once; the last seats go to one booking', async () => {
    const body = await submitBody(env, employee, 'RoundTrip', roundTrip, [passport(selfId)])
    const [a, b] = await Promise.all([
      env.call('intlflight/submitBooking', body, { token: employee }),
      env.call('intlflight/submitBooking', body, { token: employee }),
    ])
    const oa = expectOk(a)
    const ob = expectOk(b)
    assert.equal(oa.OrderNo, ob.OrderNo)
    assert.ok(oa.Replayed !== ob.Replayed)
    expectError(await env.call('intlflight/submitBooking', { ...body, PaymentType: 'Personal' }, { token: employee }), ErrorCode.RequestIdReused)
    const db = env.db as any
    const n = await db.selectFrom('orders').select('id').where('client_request_id', '=', body.ClientRequestId).execute()
    assert.equal(n.length, 1)

    // One seat left on the outbound's first flight: two bookings race, one wins (1110 for the other).
    const [no, date] = roundTrip[0].ItineraryKey.split('+')[0].split('@')
    await db
      .updateTable('intlflight_inventory')
      .set({ seats_left: 1 })
      .where('flight_no', '=', no)
      .where('dep_date', '=', date)
      .where('cabin', '=', 'Economy')
      .execute()
    const one = await submitBody(env, employee, 'RoundTrip', roundTrip, [passport(selfId)])
    const two = { ...one, ClientRequestId: rid() }
    const results = await Promise.all([
      env.call('intlflight/submitBooking', one, { token: employee }),
      env.call('intlflight/submitBooking', two, { token: employee }),
    ])
    assert.equal(results.filter((r) => r.IsSuccess).length, 1)
    assert.equal(results.find((r) => !r.IsSuccess)!.ErrorCode, ErrorCode.IntlFlightOfferExpired)
    // Cancelling the winner gives the seat back.
    const won = expectOk(results.find((r) => r.IsSuccess)!)
    expectOk(await env.call('intlflight/cancelOrder', { OrderNo: won.OrderNo, ClientRequestId: rid() }, { token: employee }))
    const row = await db
      .selectFrom('intlflight_inventory')
      .select('seats_left')
      .where('flight_no', '=', no)
      .where('dep_date', '=', date)
      .where('cabin', '=', 'Economy')
      .executeTakeFirst()
    assert.equal(row.seats_left, 1)
  })

  it('asks a reason for business over standard and sends the order to approval; the price must be the quoted one', async () => {
    const sel = roundTrip.map((s) => ({ ...s, Family: 'Business' as const }))
    const body = await submitBody(env, employee, 'RoundTrip', sel, [passport(selfId)])
    expectError(await env.call('intlflight/submitBooking', body, { token: employee }), ErrorCode.ValidationFailed)
    expectError(
      await env.call(
        'intlflight/submitBooking',
        { ...body, ClientRequestId: rid(), PricePerPassenger: body.PricePerPassenger - 100, PolicyReason: { ReasonCodeId: null, ReasonText: '会见客户' } },
        { token: employee },
      ),
      ErrorCode.IntlFlightOfferExpired,
    )
    const res = expectOk(
      await env.call(
        'intlflight/submitBooking',
        { ...body, ClientRequestId: rid(), PaymentType: 'Mixed', PolicyReason: { ReasonCodeId: null, ReasonText: '会见客户' } },
        { token: employee },
      ),
    )
    assert.equal(res.Status, 'PendingApproval')
    assert.ok(res.PriceDetail.PersonalAmount > 0 && res.PriceDetail.CompanyAmount > 0)
    const approver = await env.login('approver01')
    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', Subject: 'IntlFlightOrder', PageSize: 50 }, { token: approver }))
    const item = pending.Items.find((i: { Subject: { No: string } }) => i.Subject.No === res.OrderNo)
    assert.ok(item, 'the approver sees it')
    const seen = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo: res.OrderNo }, { token: approver }))
    assert.equal(seen.IntlFlightOrder.OrderNo, res.OrderNo)
    assert.equal(seen.IntlFlightOrder.InPolicy, false)
    assert.match(seen.IntlFlightOrder.Flights[0], /公务舱/)
    assert.equal(seen.IntlFlightOrder.PolicyReason, '会见客户')
    expectOk(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: item.ApprovalNo, Decision: 'Approve' }, { token: approver }))
    assert.equal((await detail(env, employee, res.OrderNo)).Status, 'Placed')
  })

  it("keeps companies apart: another company's order does not exist", async () => {
    const body = await submitBody(env, employee, 'RoundTrip', roundTrip, [passport(selfId)])
    const res = expectOk(await env.call('intlflight/submitBooking', body, { token: employee }))
    const other = await env.login('other01')
    expectError(await env.call('intlflight/getOrderDetail', { OrderNo: res.OrderNo }, { token: other }), ErrorCode.NotFound)
    expectError(
      await env.call('Pay/intlflightpaystart', { OrderNo: res.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: other }),
      ErrorCode.NotFound,
    )
  })
})

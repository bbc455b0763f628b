/**
 * Bus tickets under the injected clock, in one env: stations by Chinese, pinyin and initials; the
 * search with the rank standard (class and price cap) per row; booking by the kernel's path (the
 * real-name rule, a reason outside the standard), paying and the e-ticket's pick-up code; the
 * refund fee at each tier boundary in China time (free from 2 hours before, 10 % from 30 minutes,
 * 20 % after, nothing once the coach has left); a change once to another departure of the same
 * route and class, closed in the last 30 minutes.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { BusRow } from '../../types/api/bus'
import { departureOf, scheduleByNo } from '../src/modules/bus/catalog'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'
import { payThrough } from './money-harness'
import { fields, me, rid } from './train-harness'

const DAY = addDays(TODAY, 3)

describe('bus tickets', () => {
  let env: TestEnv
  let token: string
  let self: number
  const search = async (from: string, to: string, date = DAY): Promise<BusRow[]> =>
    expectOk(await env.call('bus/search', { From: from, To: to, Date: date }, { token })).Buses
  const book = async (row: BusRow, extra: Record<string, unknown> = {}) =>
    env.call(
      'bus/submitOrder',
      {
        ClientRequestId: rid('bus'),
        Choice: { ScheduleNo: row.ScheduleNo, Date: row.Date, Price: row.Price },
        Passengers: [{ PersonId: self }],
        ...(await fields(env, token)),
        ...extra,
      },
      { token },
    )
  const detail = async (orderNo: string) => expectOk(await env.call('bus/getOrderDetail', { OrderNo: orderNo }, { token }))
  const bookAndPay = async (row: BusRow) => {
    const r = expectOk(await book(row))
    assert.equal(r.NeedApproval, false)
    expectOk(await payThrough(env, token, 'Pay/buspaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }))
    const d = await detail(r.OrderNo)
    return { orderNo: r.OrderNo as string, ticket: d.Tickets[0] }
  }
  const login = async () => {
    token = await env.login('employee01')
  }

  before(async () => {
    env = await createTestEnv()
    await login()
    self = (await me(env, token)).PersonId
  })
  after(async () => env?.close())

  it('finds coach stations by Chinese, pinyin and initials', async () => {
    for (const k of ['六里桥', 'liuliqiao', 'llq', 'suzhou']) {
      const r = expectOk(await env.call('bus/stations', { Keyword: k }, { token }))
      assert.ok(r.Stations.length > 0, k)
      assert.ok(
        r.Stations.some((s: { Code: string }) => s.Code === (k === 'suzhou' ? 'SZV01' : 'BJS01')),
        k,
      )
    }
    const list = expectOk(await env.call('bus/stationList', {}, { token }))
    assert.ok(list.Groups.some((g: { Letter: string }) => g.Letter === 'S'))
  })

  it('judges every row by the rank standard: the class, then the price cap (R1: seats up to ¥100)', async () => {
    const rows = await search('SHA', 'SZV')
    assert.ok(rows.length > 5)
    assert.ok(rows.every((r) => r.FromStation.CityCode === 'SHA' && r.ToStation.CityCode === 'SZV' && r.SeatsLeft >= 0 && r.DurationMinutes > 0))
    const seat = rows.find((r) => r.Class === 'Seat')!
    const business = rows.find((r) => r.Class === 'Business')!
    assert.deepEqual([seat.Policy.InPolicy, seat.Policy.PriceToBeat], [true, seat.Price])
    assert.deepEqual(
      business.Policy.Violations.map((v) => v.Kind),
      ['BusClass'],
    )
    const sleeper = (await search('SHA01', 'CAN01'))[0]
    assert.deepEqual(
      sleeper.Policy.Violations.map((v) => v.Kind),
      ['BusClass', 'PriceCap'],
    )
    assert.equal(sleeper.Policy.PriceToBeat, 10000)
    expectError(await env.call('bus/search', { From: 'SHA', To: 'SHA02', Date: DAY }, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('bus/search', { From: 'SHA', To: 'SZV', Date: addDays(TODAY, 20) }, { token }), ErrorCode.ValidationFailed)
    // Outside the standard: a reason is asked for.
    expectError(await book(business), ErrorCode.ValidationFailed)
    // A moved fare: 1004 with the row as it is now.
    expectError(await book({ ...seat, Price: seat.Price + 100 }), ErrorCode.TrainOfferExpired)
  })

  it('books by name, issues the e-ticket with its pick-up code when paid, and takes the seat', async () => {
    const row = (await search('SHA01', 'SZV01')).find((r) => r.Class === 'Seat' && r.SeatsLeft > 1)!
    const { orderNo, ticket } = await bookAndPay(row)
    assert.equal(ticket.Status, 'Issued')
    assert.match(ticket.PickUpCode, /^\d{6}$/)
    assert.equal(ticket.QrText, `BUS:${orderNo}:${ticket.TicketId}:${ticket.PickUpCode}`)
    assert.match(ticket.IdNo, /\*/)
    const after = (await search('SHA01', 'SZV01')).find((r) => r.ScheduleNo === row.ScheduleNo)!
    assert.equal(after.SeatsLeft, row.SeatsLeft - 1)
    const list = expectOk(await env.call('order/getOrderList', { Product: 'Bus', PageIndex: 1, PageSize: 10 }, { token }))
    assert.ok(list.Orders.some((o: { OrderNo: string }) => o.OrderNo === orderNo))
  })

  it('refunds by tier at each boundary (China time) and not once the coach has left', async () => {
    const rows = (await search('SHA01', 'HGH01')).filter((r) => r.Class === 'Seat')
    const row = rows[rows.length - 1]
    const { orderNo, ticket } = await bookAndPay(row)
    const dep = departureOf(scheduleByNo(row.ScheduleNo)!, row.Date).getTime()
    const toHours = (h: number) => env.advance((dep - env.now().getTime()) / 1000 - h * 3600)
    const preview = async () => {
      await login()
      return env.call('bus/refundPreview', { OrderNo: orderNo, TicketIds: [ticket.TicketId] }, { token })
    }
    const fee = (rate: number) => (rate === 0 ? 0 : Math.max(100, Math.round((row.Price * rate) / 100) * 100))
    const steps: [hours: number, rate: number][] = [
      [2, 0],
      [2 - 1 / 3600, 0.1],
      [0.5, 0.1],
      [0.5 - 1 / 3600, 0.2],
      [1 / 3600, 0.2],
    ]
    for (const [h, rate] of steps) {
      toHours(h)
      const p = expectOk(await preview())
      assert.deepEqual([p.Lines[0].Rate, p.Fee, p.Refund], [rate, fee(rate), row.Price - fee(rate)], `${h} hours before`)
    }
    // A stale fee is refused; the fee now refunds the rest to the company, once.
    expectError(
      await env.call('bus/refund', { OrderNo: orderNo, ClientRequestId: rid('bus'), TicketIds: [ticket.TicketId], Fee: 0 }, { token }),
      ErrorCode.OrderStatusChanged,
    )
    const body = { OrderNo: orderNo, ClientRequestId: rid('bus'), TicketIds: [ticket.TicketId], Fee: fee(0.2), Reason: '行程取消' }
    const r = expectOk(await env.call('bus/refund', body, { token }))
    assert.deepEqual([r.Status, r.Refund, r.CompanyRefund], ['RefundSucceeded', row.Price - fee(0.2), row.Price - fee(0.2)])
    assert.equal(expectOk(await env.call('bus/refund', body, { token })).RefundNo, r.RefundNo)
    // Departed: nothing online.
    const late = await bookAndPay((await search('SHA01', 'HGH01', addDays(DAY, 1))).find((x) => x.Class === 'Seat')!)
    const lateDep = departureOf(scheduleByNo(late.ticket.ScheduleNo)!, late.ticket.Date).getTime()
    env.advance((lateDep - env.now().getTime()) / 1000)
    expectError(
      await preview().then(() => env.call('bus/refundPreview', { OrderNo: late.orderNo, TicketIds: [late.ticket.TicketId] }, { token })),
      ErrorCode.ValidationFailed,
    )
  })

  it('changes once to another departure of the same route and class, not in the last 30 minutes', async () => {
    await login()
    const date = addDays(TODAY, 10)
    const rows = (await search('SHA01', 'SZV01', date)).filter((r) => r.Class === 'Seat')
    const { orderNo, ticket } = await bookAndPay(rows[0])
    const options = expectOk(await env.call('bus/changeSearch', { OrderNo: orderNo, TicketIds: [ticket.TicketId], Date: date }, { token }))
    assert.ok(options.Buses.length > 0 && options.Buses.every((b: BusRow) => b.Class === 'Seat' && b.ScheduleNo !== rows[0].ScheduleNo))
    const other = (await search('SHA01', 'SZV01', date)).find((r) => r.Class === 'Business')!
    const change = (to: BusRow, reason: string | null = '会议改期', id = rid('bus')) =>
      env.call(
        'bus/submitChange',
        {
          OrderNo: orderNo,
          ClientRequestId: id,
          TicketIds: [ticket.TicketId],
          Choice: { ScheduleNo: to.ScheduleNo, Date: to.Date, Price: to.Price },
          ...(reason === null ? {} : { Reason: reason }),
        },
        { token },
      )
    expectError(await change(other), ErrorCode.ValidationFailed)
    // A company that asks for the change's reason (BusSettings.ChangeSettings.ChangeReasonSettings): none, or blank, is refused.
    const admin = await env.login('admin01')
    const settings = expectOk<any>(await env.call('productSettings/get', { Product: 'Bus' }, { token: admin })).Value
    settings.ChangeSettings.ChangeReasonSettings = { ...settings.ChangeSettings.ChangeReasonSettings, IsDisplay: true, IsRequired: true }
    expectOk(await env.call('productSettings/save', { Product: 'Bus', Value: settings }, { token: admin }))
    for (const reason of [null, '  ']) {
      const refused = expectError(await change(options.Buses[0], reason), ErrorCode.ValidationFailed)
      assert.match(refused.ErrMsg ?? '', /改签原因|reason for the change/)
    }
    const target = options.Buses[options.Buses.length - 1] as BusRow
    const done = expectOk(await change(target))
    assert.equal(done.Status, 'ChangeSucceeded')
    const d = await detail(orderNo)
    const live = d.Tickets.find((t: { Status: string }) => t.Status === 'Issued')
    assert.deepEqual([live.ScheduleNo, live.ChangedFrom, live.CanChange], [target.ScheduleNo, ticket.TicketId, false])
    assert.match(live.PickUpCode, /^\d{6}$/)
    expectError(await env.call('bus/changeSearch', { OrderNo: orderNo, TicketIds: [live.TicketId], Date: date }, { token }), ErrorCode.ValidationFailed)
    // The last half hour: no change.
    const second = await bookAndPay(rows[1])
    const dep = departureOf(scheduleByNo(rows[1].ScheduleNo)!, date).getTime()
    env.advance((dep - env.now().getTime()) / 1000 - 29 * 60)
    await login()
    expectError(
      await env.call('bus/changeSearch', { OrderNo: second.orderNo, TicketIds: [second.ticket.TicketId], Date: date }, { token }),
      ErrorCode.ValidationFailed,
    )
  })
})

/** Orders after booking: list, cancel, refund (fees, split, seats), change (fees, difference, lowest-price rule, payment), flags. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { FlightRow, CabinItem } from '../../types/api/flight'
import { FEE_TABLES } from '../src/modules/flight/fares'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, START, TODAY, type TestEnv } from './helpers'
import {
  approveOrder,
  bookingBody,
  cabins,
  choice,
  DAY,
  inPolicyFare,
  me,
  passengerOf,
  person,
  search,
  seatsOf,
  setSeats,
  anyRuleReasons,
} from './flight-harness'
import { payThrough } from './money-harness'

/** The days a booked flight (on DAY) is changed to. */
const CHANGE_DAY = addDays(DAY, 1)
const LATER_DAY = addDays(DAY, 2)

describe('order flows', () => {
  let env: TestEnv
  let employee: string
  let approver: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    approver = await env.login('approver01')
  })
  after(() => env.close())

  async function book(row: FlightRow, cabin: CabinItem, extra: Record<string, unknown> = {}, pay = true) {
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))], extra)
    const r = expectOk(await env.call('flight/submitBooking', body, { token: employee }))
    // Hengyuan vets out-of-policy flights only: in policy goes straight to payment, out of policy
    // waits for employee01's superior approver01, who approves it here.
    assert.equal(r.Status, cabin.Policy.InPolicy ? 'Placed' : 'PendingApproval')
    if (r.Status === 'PendingApproval') await approveOrder(env, approver, r.OrderNo)
    if (pay)
      expectOk(
        await payThrough(env, employee, 'Pay/flightpaystart', {
          OrderNo: r.OrderNo,
          Channel: r.PriceDetail.PersonalAmount ? 'Alipay' : 'CompanyAccount',
          PersonalAmount: r.PriceDetail.PersonalAmount,
        }),
      )
    return r
  }
  const detail = async (orderNo: string) => expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: employee }))

  it('cancel: seats go back; paying or cancelling again is 316', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'HGH', 'CKG')
    const r = await book(row, cabin, {}, false)
    const taken = await seatsOf(env, row, cabin.CabinCode)
    expectError(await env.call('flightOrder/cancelOrder', { OrderNo: r.OrderNo, Status: 'PendingApproval' }, { token: employee }), ErrorCode.OrderStatusChanged)
    const c = expectOk(await env.call('flightOrder/cancelOrder', { OrderNo: r.OrderNo, Status: 'Placed' }, { token: employee }))
    assert.equal(c.Status, 'Cancelled')
    assert.equal(await seatsOf(env, row, cabin.CabinCode), taken! + 1)
    assert.equal(
      expectError(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }), 316).ErrMsg,
      '订单状态已变更，请重新操作',
    )
    expectError(await env.call('flightOrder/cancelOrder', { OrderNo: r.OrderNo }, { token: employee }), 316)
    const d = await detail(r.OrderNo)
    assert.equal(d.Tickets[0].Status, 'Void')
    assert.equal(d.Timeline.at(-1).Text, '订单已取消')
  })

  it('order list: status groups, time range and keyword', async () => {
    const all = expectOk(await env.call('order/getOrderList', { PageSize: 50 }, { token: employee }))
    assert.ok(all.Total >= 1)
    const cancelled = expectOk(await env.call('order/getOrderList', { StatusGroup: 'Cancelled' }, { token: employee }))
    assert.ok(cancelled.Orders.every((o: { Status: string }) => o.Status === 'Cancelled'))
    const byFlight = expectOk(await env.call('order/getOrderList', { Keyword: cancelled.Orders[0].SubTitle.slice(0, 6) }, { token: employee }))
    assert.ok(byFlight.Total >= 1)
    const byCity = expectOk(await env.call('order/getOrderList', { Keyword: 'hangzhou' }, { token: employee }))
    assert.ok(byCity.Total >= 1)
    const old = cancelled.Orders[0].OrderNo
    const twoMonthsAgo = new Date(env.now().getTime() - 60 * 86400_000).toISOString()
    await (env.db as unknown as import('kysely').Kysely<any>).updateTable('orders').set({ created_at: twoMonthsAgo }).where('order_no', '=', old).execute()
    const month = expectOk(await env.call('order/getOrderList', { TimeRange: '1M', PageSize: 50 }, { token: employee }))
    assert.ok(!month.Orders.some((o: { OrderNo: string }) => o.OrderNo === old))
    const half = expectOk(await env.call('order/getOrderList', { TimeRange: '6M', PageSize: 50 }, { token: employee }))
    assert.ok(half.Orders.some((o: { OrderNo: string }) => o.OrderNo === old))
  })

  it('refund: fee by the time before departure, refund returned pro rata, seats back, replay-safe', async () => {
    // A Y fare above its price to beat, so that the mixed payment has both parts (which flight
    // that is depends on the seats left at the test's clock).
    let row!: FlightRow
    let y!: CabinItem
    for (const candidate of await search(env, employee, 'WUH', 'XMN')) {
      const fare = (await cabins(env, employee, candidate)).find((c) => c.CabinCode === 'Y')
      if (fare && fare.Policy.PriceToBeat !== null && fare.Policy.PriceToBeat < fare.Price) {
        ;[row, y] = [candidate, fare]
        break
      }
    }
    assert.ok(y, 'a Y fare above its price to beat')
    const r = await book(row, y, { PaymentType: 'Mixed', PolicyReasons: anyRuleReasons('时间合适') })
    const seats = await seatsOf(env, row, 'Y')
    const preview = expectOk(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo }, { token: employee }))
    const t = preview.Tickets[0]
    // Y is Flex: refund fees 0 / 5 / 10 / 15 % at 7 days or more / 48 h / 4 h / less before departure.
    const hoursBefore = (Date.parse(`${DAY}T${row.DepartTime}:00+08:00`) - START.getTime()) / 3_600_000
    const percent = hoursBefore >= 168 ? 0 : hoursBefore >= 48 ? 5 : hoursBefore >= 4 ? 10 : 15
    assert.equal(t.FeePercent, percent, `${hoursBefore} hours before departure`)
    assert.equal(t.RefundFee, Math.round((y.Price * percent) / 100 / 100) * 100)
    assert.equal(t.RefundAmount, y.Price - t.RefundFee + t.Taxes)
    assert.ok(preview.PersonalRefund > 0 && preview.CompanyRefund > 0)
    assert.equal(preview.PersonalRefund + preview.CompanyRefund, preview.RefundAmount)
    assert.equal(preview.NeedVetting, false)
    const pid = (await detail(r.OrderNo)).Passengers[0].PassengerId
    const body = { ClientRequestId: 'refund-0000001', OrderNo: r.OrderNo, PassengerIds: [pid], RefundAmount: preview.RefundAmount }
    assert.equal(expectError(await env.call('flightOrder/applyRefund', body, { token: employee }), 1001).ErrMsg, '请选择退票原因')
    const rc = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Refund' }, { token: employee })).Items[0]
    expectError(await env.call('flightOrder/applyRefund', { ...body, ReasonCodeId: rc.Id, RefundAmount: 1 }, { token: employee }), 316)
    const done = expectOk(await env.call('flightOrder/applyRefund', { ...body, ReasonCodeId: rc.Id }, { token: employee }))
    assert.deepEqual([done.Status, done.RefundAmount], ['RefundSucceeded', preview.RefundAmount])
    assert.equal(await seatsOf(env, row, 'Y'), seats! + 1)
    const replay = expectOk(await env.call('flightOrder/applyRefund', { ...body, ReasonCodeId: rc.Id }, { token: employee }))
    assert.equal(replay.RefundNo, done.RefundNo)
    const d = await detail(r.OrderNo)
    assert.deepEqual([d.Status, d.Tickets[0].Status, d.Refunds.length, d.Actions.CanRefund], ['RefundSucceeded', 'Refunded', 1, false])
    expectError(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo }, { token: employee }), 316)
  })

  it('refund of one of two travellers: only their ticket, the order stays issued, then the other closes it', async () => {
    const booker = await env.login('booker01')
    const colleague = await person(env, booker, '林涛')
    const { row, cabin } = await inPolicyFare(env, booker, 'BJS', 'CAN')
    // Two travellers: the fare has seats for both, whatever the day's generated count.
    await setSeats(env, row, cabin.CabinCode, 9)
    const body = await bookingBody(env, booker, [choice(row, cabin)], [passengerOf(await me(env, booker)), passengerOf(colleague)])
    const r = expectOk(await env.call('flight/submitBooking', body, { token: booker }))
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: booker }))
    const seats = await seatsOf(env, row, cabin.CabinCode)
    const order = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: booker }))
    const [mine, theirs] = order.Passengers.map((p: { PassengerId: number }) => p.PassengerId)
    const rc = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Refund' }, { token: booker })).Items[0]
    const refund = async (pid: number, id: string) => {
      const preview = expectOk(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo, PassengerIds: [pid] }, { token: booker }))
      assert.deepEqual(
        preview.Tickets.map((t: { PassengerId: number }) => t.PassengerId),
        [pid],
      )
      assert.equal(preview.CompanyRefund + preview.PersonalRefund, preview.RefundAmount)
      return expectOk(
        await env.call(
          'flightOrder/applyRefund',
          { ClientRequestId: id, OrderNo: r.OrderNo, PassengerIds: [pid], RefundAmount: preview.RefundAmount, ReasonCodeId: rc.Id },
          { token: booker },
        ),
      )
    }
    const first = await refund(theirs, 'refund-half-0001')
    assert.equal(first.Status, 'RefundSucceeded')
    const half = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: booker }))
    const statusOf = (d: typeof half, pid: number) => d.Tickets.find((t: { PassengerId: number }) => t.PassengerId === pid)!.Status
    assert.deepEqual([half.Status, statusOf(half, theirs), statusOf(half, mine), half.Actions.CanRefund], ['TicketIssued', 'Refunded', 'Issued', true])
    assert.equal(await seatsOf(env, row, cabin.CabinCode), seats! + 1)
    // The refunded traveller cannot be refunded again; the other one can, and that ends the order.
    const again = expectError(
      await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo, PassengerIds: [theirs] }, { token: booker }),
      ErrorCode.ValidationFailed,
    )
    assert.equal(again.ErrMsg, '没有可退的机票')
    await refund(mine, 'refund-half-0002')
    const done = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: booker }))
    assert.deepEqual([done.Status, done.Refunds.length, done.Actions.CanRefund], ['RefundSucceeded', 2, false])
    assert.equal(await seatsOf(env, row, cabin.CabinCode), seats! + 2)
  })

  it('refund closer to departure costs more', async () => {
    const [row] = await search(env, employee, 'CSX', 'TSN', addDays(TODAY, 1))
    const cabin = (await cabins(env, employee, row)).find((c) => c.SeatsLeft > 0 && c.CabinClass === 'Economy')!
    const r = await book(row, cabin, { PolicyReasons: anyRuleReasons('时间合适') })
    const preview = expectOk(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo }, { token: employee }))
    assert.equal(preview.Tickets[0].RuleLabel, '起飞前4小时（含）至48小时')
    assert.equal(preview.Tickets[0].FeePercent, FEE_TABLES[cabin.FareFamily as 'Saver'].refund[2])
  })

  it('change: same carrier, fee and difference, lowest-price rule, the traveller pays on a mixed order', async () => {
    const [row] = await search(env, employee, 'BJS', 'SZX')
    const y = (await cabins(env, employee, row)).find((c) => c.CabinCode === 'Y')!
    const r = await book(row, y, { PaymentType: 'Mixed', PolicyReasons: anyRuleReasons('会议') })
    const oldSeats = await seatsOf(env, row, 'Y')
    const pid = (await detail(r.OrderNo)).Passengers[0].PassengerId
    const options = expectOk(
      await env.call('flightOrder/getChangeFlights', { OrderNo: r.OrderNo, PassengerIds: [pid], NewDate: CHANGE_DAY }, { token: employee }),
    )
    assert.ok(options.Options.length >= 1)
    assert.ok(options.Options.every((o: { Flight: FlightRow }) => o.Flight.CarrierCode === row.CarrierCode))
    assert.equal(options.LowestPrice.IsEnable, true)
    const cheapest = options.Options.flatMap(
      (o: { Flight: FlightRow; Cabins: (CabinItem & { IsLowest: boolean; PriceDifference: number; ChangeFee: number })[] }) => o.Cabins.map((c) => ({ o, c })),
    ).sort((a: { c: CabinItem }, b: { c: CabinItem }) => b.c.Price - a.c.Price)
    const dear = cheapest[0]
    const body = {
      ClientRequestId: 'change-000001',
      OrderNo: r.OrderNo,
      PassengerIds: [pid],
      NewFlightNo: dear.o.Flight.FlightNo,
      NewDepartDate: CHANGE_DAY,
      NewCabinCode: dear.c.CabinCode,
      NewPrice: dear.c.Price,
      ReasonText: '会议改期',
    }
    // The dearest fare of the day is never the lowest: the rule asks for a reason.
    assert.equal(dear.c.IsLowest, false)
    assert.match(expectError(await env.call('flightOrder/applyChange', body, { token: employee }), 1001).ErrMsg, /前后2小时内有更低价航班/)
    expectError(await env.call('flightOrder/applyChange', { ...body, NewPrice: dear.c.Price + 100 }, { token: employee }), ErrorCode.FlightOfferExpired)
    const applied = expectOk(await env.call('flightOrder/applyChange', { ...body, LowestPriceReasonText: '与客户同机' }, { token: employee }))
    const expected = dear.c.ChangeFee + dear.c.PriceDifference
    assert.equal(applied.PersonalAmount, expected)
    // A dearer fare than Y: the difference is positive, so the traveller has something to pay.
    assert.ok(dear.c.PriceDifference > 0 && expected > 0)
    assert.deepEqual([applied.Status, applied.NeedPayment], ['Placed', true])
    const pending = await detail(r.OrderNo)
    assert.deepEqual(
      [pending.PayInfo.PayFor, pending.PayInfo.PersonalAmount, pending.Actions.CanPay, pending.Actions.CanRefund],
      [applied.ChangeNo, expected, true, false],
    )
    const paid = expectOk(
      await payThrough(env, employee, 'Pay/flightpaystart', { OrderNo: r.OrderNo, ChangeNo: applied.ChangeNo, Channel: 'Alipay', PersonalAmount: expected }),
    )
    assert.equal(paid.Status, 'ChangeSucceeded')
    const d = await detail(r.OrderNo)
    assert.deepEqual(
      [d.Status, d.Tickets[0].Status, d.Tickets[0].FlightNo, d.Tickets[0].DepartDate],
      ['ChangeSucceeded', 'Changed', dear.o.Flight.FlightNo, CHANGE_DAY],
    )
    assert.equal(d.Changes[0].Status, 'ChangeSucceeded')
    assert.equal(await seatsOf(env, { FlightNo: row.FlightNo, DepartDate: DAY }, 'Y'), oldSeats! + 1, 'the old seat is back on sale')
    const again = expectOk(await env.call('flightOrder/applyChange', { ...body, LowestPriceReasonText: '与客户同机' }, { token: employee }))
    assert.equal(again.ChangeNo, applied.ChangeNo, 'replay answers the same change')
    // The order now heads with the new flight, its total holds what the change cost, and the price
    // detail lists the fee and the difference; the list says the new flight and day too.
    assert.deepEqual(
      [d.Segments[0].Flight.FlightNo, d.Segments[0].Flight.DepartDate, d.Segments[0].ChangedFrom],
      [dear.o.Flight.FlightNo, CHANGE_DAY, { FlightNo: row.FlightNo, DepartDate: DAY }],
    )
    assert.equal(d.PriceDetail.Total, pending.PriceDetail.Total + expected)
    assert.equal(d.PriceDetail.PersonalAmount, pending.PriceDetail.PersonalAmount + expected)
    const lines = d.PriceDetail.Lines.filter((l: { Kind: string }) => l.Kind === 'ChangeFee' || l.Kind === 'PriceDifference').map(
      (l: { Kind: string; Amount: number }) => [l.Kind, l.Amount],
    )
    assert.deepEqual(lines, [...(dear.c.ChangeFee > 0 ? [['ChangeFee', dear.c.ChangeFee]] : []), ['PriceDifference', dear.c.PriceDifference]])
    const list = expectOk(await env.call('order/getOrderList', { PageSize: 50 }, { token: employee }))
    const item = list.Orders.find((i: { OrderNo: string }) => i.OrderNo === r.OrderNo)
    assert.match(item.SubTitle, new RegExp(`^${dear.o.Flight.FlightNo} · ${CHANGE_DAY}`))
    assert.deepEqual([item.TotalAmount, item.PersonalAmount], [d.PriceDetail.Total, d.PriceDetail.PersonalAmount])
    // A later refund keeps all of it.
    const refundPreview = expectOk(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo }, { token: employee }))
    const refundCode = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Refund' }, { token: employee })).Items[0]
    expectOk(
      await env.call(
        'flightOrder/applyRefund',
        {
          ClientRequestId: 'refund-after-change',
          OrderNo: r.OrderNo,
          PassengerIds: [pid],
          RefundAmount: refundPreview.RefundAmount,
          ReasonCodeId: refundCode.Id,
        },
        { token: employee },
      ),
    )
    const refunded = await detail(r.OrderNo)
    assert.deepEqual(
      [refunded.Segments[0].Flight.FlightNo, refunded.Segments[0].ChangedFrom?.FlightNo, refunded.PriceDetail.Total],
      [dear.o.Flight.FlightNo, row.FlightNo, d.PriceDetail.Total],
    )
  })

  it('a company-paid change completes at once and moves the seats', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'SHA', 'XIY')
    const r = await book(row, cabin)
    const before = await seatsOf(env, row, cabin.CabinCode)
    const pid = (await detail(r.OrderNo)).Passengers[0].PassengerId
    const options = expectOk(
      await env.call('flightOrder/getChangeFlights', { OrderNo: r.OrderNo, PassengerIds: [pid], NewDate: LATER_DAY }, { token: employee }),
    )
    const pick = options.Options[0]
    const c = pick.Cabins.find((x: { IsLowest: boolean }) => x.IsLowest) ?? pick.Cabins[0]
    // What the change options offered; the seat table holds a row only once seats have moved.
    const newBefore: number = c.SeatsLeft
    assert.ok(newBefore > 0)
    const res = expectOk(
      await env.call(
        'flightOrder/applyChange',
        {
          ClientRequestId: 'change-000002',
          OrderNo: r.OrderNo,
          PassengerIds: [pid],
          NewFlightNo: pick.Flight.FlightNo,
          NewDepartDate: LATER_DAY,
          NewCabinCode: c.CabinCode,
          NewPrice: c.Price,
          ReasonText: '行程推迟',
          LowestPriceReasonText: '时间',
        },
        { token: employee },
      ),
    )
    assert.deepEqual([res.Status, res.PersonalAmount, res.NeedPayment], ['ChangeSucceeded', 0, false])
    assert.equal(await seatsOf(env, row, cabin.CabinCode), before! + 1)
    assert.equal(await seatsOf(env, { FlightNo: pick.Flight.FlightNo, DepartDate: LATER_DAY }, c.CabinCode), newBefore - 1, 'the new seat is taken')
  })

  it('concurrent operations: one payment wins (others 316); concurrent refund retries answer one refund', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'NKG', 'CAN')
    const r = await book(row, cabin, {}, false)
    const pays = await Promise.all(
      Array.from({ length: 6 }, () =>
        env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }),
      ),
    )
    assert.equal(pays.filter((p) => p.IsSuccess).length, 1)
    assert.ok(pays.filter((p) => !p.IsSuccess).every((p) => p.ErrorCode === ErrorCode.OrderStatusChanged))
    const d = await detail(r.OrderNo)
    assert.equal(d.Tickets.length, 1)
    const preview = expectOk(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo }, { token: employee }))
    const body = {
      ClientRequestId: 'refund-burst-01',
      OrderNo: r.OrderNo,
      PassengerIds: [d.Passengers[0].PassengerId],
      RefundAmount: preview.RefundAmount,
      ReasonText: '行程取消',
    }
    const refunds = await Promise.all(Array.from({ length: 6 }, () => env.call('flightOrder/applyRefund', body, { token: employee })))
    assert.equal(new Set(refunds.map((x) => expectOk(x).RefundNo)).size, 1)
    assert.equal((await detail(r.OrderNo)).Refunds.length, 1)
  })

  it('refund and change need the my-area flags (1003 without them)', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'KMG', 'CTU')
    const r = await book(row, cabin)
    const role = await env.db
      .selectFrom('roles')
      .innerJoin('companies', 'companies.id', 'roles.company_id')
      .select(['roles.id', 'roles.power_json'])
      .where('companies.code', '=', 'HENGYUAN')
      .where('roles.code', '=', 'employee')
      .executeTakeFirstOrThrow()
    const power = JSON.parse(role.power_json)
    power.MyPermission.Orders.Flight.FlightRefund = false
    power.MyPermission.Orders.Flight.FlightChange = false
    await env.db
      .updateTable('roles')
      .set({ power_json: JSON.stringify(power) })
      .where('id', '=', role.id)
      .execute()
    try {
      expectError(await env.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: r.OrderNo }, { token: employee }), ErrorCode.NoPermission)
      expectError(
        await env.call('flightOrder/getChangeFlights', { OrderNo: r.OrderNo, PassengerIds: [1], NewDate: CHANGE_DAY }, { token: employee }),
        ErrorCode.NoPermission,
      )
      const d = await detail(r.OrderNo)
      assert.deepEqual([d.Actions.CanRefund, d.Actions.CanChange], [false, false])
    } finally {
      await env.db.updateTable('roles').set({ power_json: role.power_json }).where('id', '=', role.id).execute()
    }
  })
})

/** flight/submitBooking: success, idempotency, 318, 305, policy reasons, mixed payment, scope, approval, fields, passengers, isolation. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { SubmitBookingReq } from '../../types/api/flight'
import { initialSeats } from '../src/modules/flight/fares'
import { makeIdCard } from '../src/lib/id-card'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'
import { approveOrder, bookingBody, cabins, choice, DAY, inPolicyFare, me, passengerOf, person, requestId, search, seatsOf, setSeats } from './flight-harness'
import { payThrough } from './money-harness'

describe('submitBooking', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  let other: string
  let approver: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    booker = await env.login('booker01')
    other = await env.login('other01')
    approver = await env.login('approver01')
  })
  after(() => env.close())

  const submit = (body: SubmitBookingReq, token: string) => env.call('flight/submitBooking', body, { token })

  it('books an in-policy fare on company pay, then pays and tickets it', async () => {
    const { row, cabin } = await inPolicyFare(env, employee)
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    const r = expectOk(await submit(body, employee))
    assert.equal(r.Status, 'Placed', 'Hengyuan vets out-of-policy flights only (VettingType 1): in policy goes straight to payment')
    assert.equal(r.NeedApproval, false)
    assert.equal(r.PriceDetail.PersonalAmount, 0)
    assert.equal(r.PriceDetail.Fare, cabin.Price)
    assert.equal(await seatsOf(env, row, cabin.CabinCode), initialSeats(row.FlightNo, DAY, cabin.CabinCode, cabin.CabinClass) - 1)
    const paid = expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: employee }))
    assert.equal(paid.Status, 'TicketIssued')
    assert.deepEqual(
      paid.Timeline.map((t: { Status: string }) => t.Status),
      ['已支付', '出票中', '已出票'],
    )
    const detail = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: employee }))
    assert.match(detail.Tickets[0].TicketNo, /^\d{3}-\d{10}$/)
    assert.deepEqual(detail.Actions, { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true })
    assert.equal(detail.CostCenterName, '研发中心成本')
    assert.deepEqual(detail.ExtendFields, [{ Name: '出行类别', Value: '客户拜访' }])
  })

  it('is idempotent: a retry with the same ClientRequestId returns the same order and takes no more seats', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'CAN', 'CTU')
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    const first = expectOk(await submit(body, employee))
    const seats = await seatsOf(env, row, cabin.CabinCode)
    const again = expectOk(await submit(body, employee))
    assert.equal(again.OrderNo, first.OrderNo)
    assert.equal(again.Replayed, true)
    const burst = await Promise.all(Array.from({ length: 8 }, () => submit({ ...body, ClientRequestId: 'burst-0000000001' }, employee)))
    assert.equal(new Set(burst.map((b) => expectOk(b).OrderNo)).size, 1, 'concurrent retries make one order')
    assert.equal(await seatsOf(env, row, cabin.CabinCode), seats! - 1)
  })

  it('a request id reused with other contents is refused and writes nothing; another person may use the same id', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'CTU', 'CAN')
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    const first = expectOk(await submit(body, employee))
    const seats = await seatsOf(env, row, cabin.CabinCode)
    const orders = async (token: string) => expectOk(await env.call('order/getOrderList', { Product: 'Flight', PageIndex: 1, PageSize: 50 }, { token })).Total
    const before = await orders(employee)
    // Another message for the agent under the same id: not the booking that id made.
    const changed = expectError(await submit({ ...body, BookMessage: '靠窗座位' }, employee), ErrorCode.RequestIdReused)
    assert.equal(changed.ErrMsg, '该预订已按不同的内容提交过，本次未处理。请先查看订单，再重新提交')
    assert.equal(await orders(employee), before)
    assert.equal(await seatsOf(env, row, cabin.CabinCode), seats)
    // The same contents with keys in another order are the same request: the order it made.
    const reordered = Object.fromEntries(Object.entries(body).reverse()) as SubmitBookingReq
    assert.equal(expectOk(await submit(reordered, employee)).OrderNo, first.OrderNo)
    // The id is the caller's: a colleague's booking under the same id is their own order.
    const elsewhere = await inPolicyFare(env, booker, 'SHA', 'BJS')
    const colleague = await bookingBody(env, booker, [choice(elsewhere.row, elsewhere.cabin)], [passengerOf(await me(env, booker))], {
      ClientRequestId: body.ClientRequestId,
    })
    const theirs = expectOk(await submit(colleague, booker))
    assert.notEqual(theirs.OrderNo, first.OrderNo)
    assert.equal(theirs.Replayed, false)
  })

  it('318 with the new price when the fare moved; nothing is booked', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'SZX', 'HGH')
    const body = await bookingBody(env, employee, [{ ...choice(row, cabin), Price: cabin.Price + 1000 }], [passengerOf(await me(env, employee))])
    const r = expectError(await submit(body, employee), ErrorCode.FlightSubmitPassBack)
    assert.equal(r.ErrMsg, '价格已变动，请确认新价格后重新提交')
    const data = r.ResultData as { PriceChanged: boolean; Segments: { OldPrice: number; NewPrice: number }[] }
    assert.equal(data.PriceChanged, true)
    assert.deepEqual([data.Segments[0].OldPrice, data.Segments[0].NewPrice], [cabin.Price + 1000, cabin.Price])
    assert.equal(await seatsOf(env, row, cabin.CabinCode), null, 'no seat row was even created')
  })

  it('305 when the seats are gone or the flight is not on sale', async () => {
    const { row, cabin } = await inPolicyFare(env, employee, 'XIY', 'CKG')
    await setSeats(env, row, cabin.CabinCode, 0)
    const body = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    assert.equal(expectError(await submit(body, employee), ErrorCode.FlightOfferExpired).ErrMsg, '余票不足，请选择其他舱位或航班')
    const gone = await bookingBody(env, employee, [{ ...choice(row, cabin), FlightNo: 'ZZ1234' }], [passengerOf(await me(env, employee))])
    assert.equal(expectError(await submit(gone, employee), ErrorCode.FlightOfferExpired).ErrMsg, '航班信息可能已变更，请重新查询')
  })

  it('out of policy needs a reason code or a reason of at most 50 characters', async () => {
    const [row] = await search(env, employee, 'BJS', 'CAN')
    const y = (await cabins(env, employee, row)).find((c) => c.CabinCode === 'Y')!
    assert.equal(y.Policy.InPolicy, false)
    const body = await bookingBody(env, employee, [choice(row, y)], [passengerOf(await me(env, employee))])
    assert.match(expectError(await submit(body, employee), ErrorCode.ValidationFailed).ErrMsg, /超出差旅标准或未选择最低价/)
    const long = expectError(await submit({ ...body, PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: null, ReasonText: '很'.repeat(51) }] }, employee), 1001)
    assert.match(long.ErrMsg, /PolicyReasons\.0\.ReasonText/)
    const rc = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Policy' }, { token: employee })).Items[0]
    // This fare is also not the lowest: that rule needs its own reason (next test).
    const notLowest = { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '时间合适', Kind: 'LowestPrice' as const }
    const ok = expectOk(await submit({ ...body, PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: rc.Id }, notLowest] }, employee))
    const detail = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: ok.OrderNo }, { token: employee }))
    assert.equal(detail.Segments[0].Policy.InPolicy, false)
    assert.equal(detail.Segments[0].PolicyReason, `A1 ${rc.Text}；时间合适`)
    // The company's reason code in each reader's language; the traveller's own words as typed.
    const en = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Policy' }, { token: employee, lang: 2 })).Items[0]
    const detailEn = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: ok.OrderNo }, { token: employee, lang: 2 }))
    assert.equal(detailEn.Segments[0].PolicyReason, `A1 ${en.Text}; 时间合适`)
    assert.doesNotMatch(detailEn.Segments[0].PolicyReason.split(';')[0], /[\u4e00-\u9fff]/)
    const withWords = expectOk(
      await submit(
        { ...body, ClientRequestId: `${body.ClientRequestId}-w`, PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: rc.Id, ReasonText: '客户指定' }, notLowest] },
        employee,
      ),
    )
    const wordsEn = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: withWords.OrderNo }, { token: employee, lang: 2 }))
    assert.equal(wordsEn.Segments[0].PolicyReason, `A1 ${en.Text}: 客户指定; 时间合适`)
  })

  it('a fare over the standard AND not the lowest needs one reason for each rule; the approver sees both', async () => {
    let found: { row: Awaited<ReturnType<typeof search>>[number]; cabin: Awaited<ReturnType<typeof cabins>>[number] } | null = null
    for (const [from, to] of [
      ['BJS', 'CAN'],
      ['BJS', 'SHA'],
      ['SHA', 'CTU'],
      ['CAN', 'CTU'],
    ] as const) {
      for (const row of await search(env, employee, from, to)) {
        // A sold-out fare answers 305 before any reason is read: only fares on sale.
        const c = (await cabins(env, employee, row)).find((x) => {
          if (x.SeatsLeft < 1) return false
          const kinds = x.Policy.Violations.map((v) => v.Kind)
          return kinds.includes('LowestPrice') && kinds.some((k) => k !== 'LowestPrice')
        })
        if (c) {
          found = { row, cabin: c }
          break
        }
      }
      if (found) break
    }
    assert.ok(found, 'the demo data has a fare that breaks both rules')
    const body = await bookingBody(env, employee, [choice(found.row, found.cabin)], [passengerOf(await me(env, employee))])
    const policy = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Policy' }, { token: employee })).Items[0]
    const lowest = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'LowestPrice' }, { token: employee })).Items[0]
    // One answer is not enough, in the caller's language.
    const onlyPolicy = expectError(
      await submit({ ...body, PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: policy.Id }] }, employee),
      ErrorCode.ValidationFailed,
    )
    assert.match(onlyPolicy.ErrMsg, /未选择最低价，请选择或填写未选最低价原因/)
    const onlyLowestEn = expectError(
      await env.call(
        'flight/submitBooking',
        { ...body, PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: null, ReasonText: '客户指定', Kind: 'LowestPrice' }] },
        { token: employee, lang: 2 },
      ),
      ErrorCode.ValidationFailed,
    )
    assert.match(onlyLowestEn.ErrMsg, /out of policy: choose or enter the reason for that too/)
    // Both answered: booked, and both reasons reach the order and its approval.
    const ok = expectOk(
      await submit(
        {
          ...body,
          PolicyReasons: [
            { SegmentIndex: 0, ReasonCodeId: policy.Id },
            { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '时间合适', Kind: 'LowestPrice' },
          ],
        },
        employee,
      ),
    )
    const detail = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: ok.OrderNo }, { token: employee }))
    assert.equal(detail.Segments[0].PolicyReason, `${policy.Code} ${policy.Text}；时间合适`)
    const codes = expectOk(
      await submit(
        {
          ...body,
          ClientRequestId: `${body.ClientRequestId}-c`,
          PolicyReasons: [
            { SegmentIndex: 0, ReasonCodeId: lowest.Id },
            { SegmentIndex: 0, ReasonCodeId: policy.Id },
          ],
        },
        employee,
      ),
    )
    const detail2 = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: codes.OrderNo }, { token: employee }))
    assert.equal(detail2.Segments[0].PolicyReason, `${policy.Code} ${policy.Text}；${lowest.Code} ${lowest.Text}`)
  })

  it('mixed payment: the company pays up to the price to beat, the traveller the excess', async () => {
    const [row] = await search(env, employee, 'SHA', 'SZX')
    const y = (await cabins(env, employee, row)).find((c) => c.CabinCode === 'Y')!
    const ptb = y.Policy.PriceToBeat!
    assert.ok(ptb < y.Price)
    const body = await bookingBody(env, employee, [choice(row, y)], [passengerOf(await me(env, employee))], {
      PaymentType: 'Mixed',
      PolicyReasons: [
        { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '客户指定航班', Kind: 'Policy' },
        { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '时间合适', Kind: 'LowestPrice' },
      ],
    })
    const r = expectOk(await submit(body, employee))
    assert.deepEqual([r.Status, r.NeedApproval], ['PendingApproval', true], 'out of policy: approval first')
    assert.equal(r.PriceDetail.PersonalAmount, y.Price - ptb)
    assert.equal(r.PriceDetail.CompanyAmount + r.PriceDetail.PersonalAmount, r.PriceDetail.Total)
    expectError(
      await payThrough(env, employee, 'Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'WeChatPay', PersonalAmount: y.Price - ptb }),
      ErrorCode.OrderStatusChanged,
    )
    await approveOrder(env, approver, r.OrderNo)
    const detail = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: employee }))
    assert.deepEqual([detail.PayInfo.PayFor, detail.PayInfo.PersonalAmount], [r.OrderNo, y.Price - ptb])
    expectError(
      await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: y.Price - ptb }, { token: employee }),
      1001,
    )
    expectError(
      await payThrough(env, employee, 'Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'WeChatPay', PersonalAmount: 1 }),
      ErrorCode.OrderStatusChanged,
    )
    const paid = expectOk(await payThrough(env, employee, 'Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'WeChatPay', PersonalAmount: y.Price - ptb }))
    // The traveller's part is paid at the channel; on its word the order is paid and ticketed.
    assert.deepEqual([paid.Status, paid.Intent.Amount], ['TicketIssued', y.Price - ptb])
  })

  it('booking scope: an employee books only themself; a booker books colleagues (in policy: payment; out of policy: approval)', async () => {
    const colleague = await person(env, booker, '林涛')
    const { row, cabin } = await inPolicyFare(env, employee, 'BJS', 'SHA')
    const asEmployee = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(colleague)])
    assert.equal(expectError(await submit(asEmployee, employee), ErrorCode.NoPermission).ErrMsg, '您无权为林涛预订')
    const typedIn = { ...passengerOf(colleague), PersonId: null, IdNo: '330106199211050093' }
    expectError(await submit({ ...asEmployee, ClientRequestId: requestId(), Passengers: [typedIn] }, employee), ErrorCode.NoPermission)

    const inPolicy = expectOk(await submit(await bookingBody(env, booker, [choice(row, cabin)], [passengerOf(colleague)]), booker))
    assert.deepEqual([inPolicy.Status, inPolicy.NeedApproval], ['Placed', false])

    const dear = (await cabins(env, booker, row, { PassengerIds: [colleague.PersonId] })).find((c) => !c.Policy.InPolicy && c.SeatsLeft > 0)!
    const body = await bookingBody(env, booker, [choice(row, dear)], [passengerOf(colleague)], {
      PolicyReasons: [{ SegmentIndex: 0, ReasonCodeId: null, ReasonText: '客户指定航班' }],
    })
    const r = expectOk(await submit(body, booker))
    assert.deepEqual([r.Status, r.NeedApproval], ['PendingApproval', true])
    expectError(
      await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: booker }),
      ErrorCode.OrderStatusChanged,
    )
    const listed = expectOk(await env.call('order/getOrderList', { StatusGroup: 'PendingApproval' }, { token: booker }))
    assert.ok(listed.Orders.some((o: { OrderNo: string }) => o.OrderNo === r.OrderNo))
    await approveOrder(env, approver, r.OrderNo)
    const approved = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: booker }))
    assert.deepEqual([approved.Status, approved.ApprovalStatus, approved.Actions.CanPay], ['Placed', 'Approved', true])
    assert.match(approved.Passengers[0].IdNo, /\*/, 'other people’s numbers are masked')
    expectOk(await env.call('Pay/flightpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: booker }))
  })

  it('company fields are required exactly as the settings say', async () => {
    const { row, cabin } = await inPolicyFare(env, employee)
    const base = await bookingBody(env, employee, [choice(row, cabin)], [passengerOf(await me(env, employee))])
    assert.equal(expectError(await submit({ ...base, CostCenterId: null }, employee), 1001).ErrMsg, '请填写成本中心')
    assert.equal(expectError(await submit({ ...base, ExtendFields: {} }, employee), 1001).ErrMsg, '请填写出行类别')
    assert.equal(expectError(await submit({ ...base, ExtendFields: { ExtendField2: '旅游' } }, employee), 1001).ErrMsg, '出行类别须从选项中选择')
    assert.equal(expectError(await submit({ ...base, PurposeText: '' }, employee), 1001).ErrMsg, '请填写出行目的')
    assert.equal(expectError(await submit({ ...base, CostCenterId: 999999 }, employee), 1001).ErrMsg, '成本中心不存在或已停用')
    assert.equal(expectError(await submit({ ...base, AttachmentIds: ['0'.repeat(32)] }, employee), 1001).ErrMsg, '附件不存在，请重新上传')
    const noMail = { ...base, Contacts: [{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001' }] }
    assert.equal(expectError(await submit(noMail, employee), 1001).ErrMsg, '已开启邮件通知，请填写邮箱')
    const twice = { ...base, Contacts: [base.Contacts[0], { ...base.Contacts[0], Name: '李娜' }] }
    assert.equal(expectError(await submit(twice, employee), 1001).ErrMsg, '联系人手机号不能重复')
  })

  it('passengers: documents, ages and the no-adult rule are checked on the server', async () => {
    const { row, cabin } = await inPolicyFare(env, booker)
    // Several bookings of one and two travellers follow on this fare.
    await setSeats(env, row, cabin.CabinCode, 9)
    const carter = await person(env, booker, 'carter')
    const pass = { ...passengerOf(carter), IdExpiry: addDays(DAY, -1) }
    const base = await bookingBody(env, booker, [choice(row, cabin)], [pass])
    assert.equal(expectError(await submit(base, booker), 1001).ErrMsg, 'CARTER/EMILY的证件在出行时已过期，无法预订')
    const soon = expectOk(await submit({ ...base, ClientRequestId: requestId(), Passengers: [{ ...pass, IdExpiry: addDays(DAY, 90) }] }, booker))
    assert.deepEqual(soon.Warnings, ['CARTER/EMILY的证件有效期不足6个月，请注意'])
    const child = {
      PersonId: null,
      ChName: '王小宝',
      LastName: '',
      FirstName: '',
      Gender: 'M' as const,
      BirthDate: '2020-03-01',
      Nationality: 'CN',
      IdType: 'IDCard' as const,
      IdNo: makeIdCard('110105', '2020-03-01', 'M', 5),
      MobileCountryCode: '86',
      Mobile: '',
    }
    assert.equal(expectError(await submit({ ...base, ClientRequestId: requestId(), Passengers: [child] }, booker), 1001).ErrMsg, '儿童和婴儿须由成人陪同乘机')
    const badCheck = { ...child, IdNo: child.IdNo.slice(0, 17) + (child.IdNo[17] === '1' ? '2' : '1') }
    assert.equal(expectError(await submit({ ...base, ClientRequestId: requestId(), Passengers: [badCheck] }, booker), 1001).ErrMsg, '身份证号码格式不正确')
    const withAdult = expectOk(await submit({ ...base, ClientRequestId: requestId(), Passengers: [passengerOf(await me(env, booker)), child] }, booker))
    assert.ok(withAdult.PriceDetail.Lines.some((l: { Kind: string; Detail: string }) => l.Kind === 'Fare' && l.Detail.startsWith('儿童')))
    const dup = passengerOf(await person(env, booker, '林涛'))
    assert.equal(expectError(await submit({ ...base, ClientRequestId: requestId(), Passengers: [dup, dup] }, booker), 1001).ErrMsg, '乘机人证件号码不能重复')
    const wrongBirth = { ...passengerOf(await me(env, booker)), BirthDate: '1990-01-01' }
    assert.match(
      expectError(await submit({ ...base, ClientRequestId: requestId(), Passengers: [wrongBirth] }, booker), 1001).ErrMsg,
      /出生日期或性别与身份证不一致/,
    )
  })

  it('round trip: two segments in one order; the return cannot be earlier', async () => {
    const out = await inPolicyFare(env, employee, 'BJS', 'CKG', addDays(TODAY, 8))
    const back = await inPolicyFare(env, employee, 'CKG', 'BJS', addDays(TODAY, 11))
    const body = await bookingBody(env, employee, [choice(out.row, out.cabin), choice(back.row, back.cabin)], [passengerOf(await me(env, employee))])
    const r = expectOk(await submit(body, employee))
    const detail = expectOk(await env.call('flightOrder/getOrderDetail', { OrderNo: r.OrderNo }, { token: employee }))
    assert.deepEqual([detail.TripType, detail.Segments.length, detail.Tickets.length], ['RoundTrip', 2, 2])
    const swapped = { ...body, ClientRequestId: requestId(), Segments: [choice(back.row, back.cabin), choice(out.row, out.cabin)] }
    assert.equal(expectError(await submit(swapped, employee), 1001).ErrMsg, '返程日期不能早于去程日期')
    expectError(await submit({ ...body, ClientRequestId: requestId(), TripType: 'OneWay' }, employee), 1001)
  })

  it("another company's users never see or touch the order", async () => {
    const mine = expectOk(await env.call('order/getOrderList', {}, { token: employee }))
    const orderNo = mine.Orders[0].OrderNo
    expectError(await env.call('flightOrder/getOrderDetail', { OrderNo: orderNo }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('Pay/flightpaystart', { OrderNo: orderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('flightOrder/cancelOrder', { OrderNo: orderNo }, { token: other }), ErrorCode.NotFound)
    assert.equal(expectOk(await env.call('order/getOrderList', {}, { token: other })).Total, 0)
    const seen = expectOk(await env.call('order/getOrderList', { PageSize: 50 }, { token: booker }))
    assert.ok(
      seen.Orders.some((o: { OrderNo: string }) => o.OrderNo === orderNo),
      "the booker's view scope is the company",
    )
  })

  it('without BusinessPermission flight booking the call answers 1003', async () => {
    const { row, cabin } = await inPolicyFare(env, other, 'SHA', 'CAN')
    const lanhaiMe = await me(env, other)
    const body = { ...(await bookingBody(env, other, [choice(row, cabin)], [passengerOf(lanhaiMe)])), CostCenterId: null, ExtendFields: {} }
    const db = env.db
    const role = await db
      .selectFrom('roles')
      .innerJoin('companies', 'companies.id', 'roles.company_id')
      .select(['roles.id', 'roles.power_json'])
      .where('companies.code', '=', 'LANHAI')
      .where('roles.code', '=', 'employee')
      .executeTakeFirstOrThrow()
    const power = JSON.parse(role.power_json)
    power.BusinessPermission.Flight.Book = false
    await db
      .updateTable('roles')
      .set({ power_json: JSON.stringify(power) })
      .where('id', '=', role.id)
      .execute()
    expectError(await submit(body, other), ErrorCode.NoPermission)
    expectOk(await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'SHA', ArriveCityCode: 'CAN', DepartDate: DAY }, { token: other }))
  })
})

/**
 * Booking a hotel: an in-standard stay paid by the company is confirmed at the cashier and shows
 * in the order list and the trips tab; submits are idempotent; a moved price and a sold-out room
 * answer 503; an over-standard stay needs a reason and waits for the approver; pay-at-hotel and
 * monthly plans pay as they must; guests, rooms and cards are checked; hotels abroad want Latin
 * names; another company sees nothing of it.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { HotelSubmitReq } from '../../types/api/hotel'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf, findPlan, guestOf, hotelDetail, me, person, submitBody, TEST_CARD } from './hotel-harness'
import { approveOrder } from './flight-harness'
import { payThrough } from './money-harness'

describe('hotel booking', () => {
  let env: TestEnv
  let token: string
  let approver: string
  const submit = (body: HotelSubmitReq, t = token) => env.call('newhotel/hotel/submitOrder', body, { token: t })
  const mine = async () => [{ Guests: [guestOf(await me(env, token))] }]

  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
    approver = await env.login('approver01')
  })
  after(() => env.close())

  it('books an in-standard stay: placed, paid by the company, confirmed with a number, in the list and the trips', async () => {
    const f = await findPlan(env, token, 'SHA', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
    const r = expectOk(await submit(await submitBody(env, token, choiceOf(f), await mine())))
    assert.match(r.OrderNo, /^H\d{14}$/)
    assert.deepEqual([r.Status, r.NeedApproval, r.NeedPayment, r.Replayed], ['Placed', false, true, false])
    assert.deepEqual([r.PriceDetail.Total, r.PriceDetail.CompanyAmount, r.PriceDetail.PersonalAmount], [f.plan.TotalPrice, f.plan.TotalPrice, 0])
    const paid = expectOk(await env.call('Pay/hotelpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token }))
    assert.equal(paid.Status, 'Confirmed')
    assert.deepEqual(
      paid.Timeline.map((t: { Status: string }) => t.Status),
      ['已支付', '确认中', '已确认'],
    )
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token, lang: 2 }))
    assert.match(d.ConfirmationNo, /^\d{8}$/)
    assert.equal(d.StatusName, 'Confirmed')
    assert.deepEqual(
      d.Guests.map((g: { Name: string; Room: number }) => [g.Name, g.Room]),
      [['张伟', 1]],
    )
    assert.ok(d.Timeline.some((t: { Text: string }) => t.Text === `Confirmed by the hotel: ${d.ConfirmationNo}`))
    const list = expectOk(await env.call('order/getOrderList', { Product: 'Hotel', PageSize: 50 }, { token }))
    const row = list.Orders.find((o: { OrderNo: string }) => o.OrderNo === r.OrderNo)
    assert.equal(row.Title, (await hotelDetail(env, token, f.hotelId)).Hotel.Name)
    assert.equal(row.SubTitle, `${f.room.Name} · ${f.checkIn} 14:00 · 2晚`)
    assert.equal(row.Status, 'Confirmed')
    // The trips tab reads the date and time out of the SubTitle.
    assert.deepEqual(/(\d{4}-\d{2}-\d{2})(?:\s+(\d{2}:\d{2}))?/.exec(row.SubTitle)!.slice(1), [f.checkIn, '14:00'])
    const notices = expectOk(await env.call('message/getMessageList', { Category: 'Order', PageSize: 50 }, { token }))
    const notice = notices.Items.find((m: { SubjectNo: string }) => m.SubjectNo === r.OrderNo)
    assert.deepEqual(notice.Link, { Path: '/module/hotel/orderDetails', Params: { orderNo: r.OrderNo } })
    const rooms = await anyDb(env)
      .selectFrom('hotel_allotments')
      .select('rooms_left')
      .where('hotel_id', '=', f.hotelId)
      .where('room_code', '=', f.room.RoomCode)
      .execute()
    assert.equal(rooms.length, 2, 'a row per night')
    assert.equal(Math.min(...rooms.map((x) => x.rooms_left)), f.plan.Remaining - 1)
  })

  it('answers a repeated submit with the same order; other contents under the same id are refused', async () => {
    const f = await findPlan(env, token, 'CTU', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 2)
    const body = await submitBody(env, token, choiceOf(f), await mine())
    const first = expectOk(await submit(body))
    const again = await Promise.all([submit(body), submit(body)])
    for (const a of again) assert.deepEqual(expectOk(a), { ...first, Replayed: true })
    expectError(await submit({ ...body, ArrivalTime: '23:00' }), ErrorCode.RequestIdReused)
    const orders = await anyDb(env).selectFrom('orders').select('order_no').where('client_request_id', '=', body.ClientRequestId).execute()
    assert.equal(orders.length, 1)
  })

  it('answers 503 with the new quote when the price moved, and 503 when the room is sold out', async () => {
    const f = await findPlan(env, token, 'HGH', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
    const moved = expectError(
      await submit(await submitBody(env, token, choiceOf(f, 1, { AvgPrice: f.plan.AvgPrice - 100 }), await mine())),
      ErrorCode.HotelOfferExpired,
    )
    assert.equal(moved.ErrMsg, '房价已变动，请确认新价格后重新提交')
    assert.deepEqual(
      [moved.ResultData.PriceChanged, moved.ResultData.NewAvgPrice, moved.ResultData.OldAvgPrice],
      [true, f.plan.AvgPrice, f.plan.AvgPrice - 100],
    )
    const check = expectOk(await env.call('newhotel/hotel/checkPrice', { Choice: choiceOf(f) }, { token }))
    assert.deepEqual([check.PriceChanged, check.Remaining, check.PriceDetail.Total], [false, f.plan.Remaining, f.plan.TotalPrice])
    const gone = expectError(
      await env.call('newhotel/hotel/checkPrice', { Choice: choiceOf(f, 1, { PlanCode: 'B9-X-Y' }) }, { token }),
      ErrorCode.HotelOfferExpired,
    )
    assert.equal(gone.ResultData, null)
    await anyDb(env)
      .insertInto('hotel_allotments')
      .values({ hotel_id: f.hotelId, room_code: f.room.RoomCode, stay_date: f.checkIn, rooms_left: 0, initial_rooms: 0, updated_at: env.now().toISOString() })
      .onConflict((oc) => oc.columns(['hotel_id', 'room_code', 'stay_date']).doUpdateSet({ rooms_left: 0 }))
      .execute()
    const sold = expectError(await submit(await submitBody(env, token, choiceOf(f), await mine()), token), ErrorCode.HotelOfferExpired)
    assert.equal(sold.ErrMsg, '所选房型已满房，请选择其他房型或日期')
  })

  it('needs a reason over the standard; the approver approves; mixed payment splits at the cap', async () => {
    const f = await findPlan(
      env,
      token,
      'SHA',
      (p) => !p.Policy.InPolicy && p.Policy.Violations.some((v) => v.Kind === 'PriceCap') && p.PayKind === 'Prepay' && p.Remaining >= 1,
    )
    const body = await submitBody(env, token, choiceOf(f), await mine(), { PaymentType: 'Mixed' })
    assert.equal(expectError(await submit(body), ErrorCode.ValidationFailed).ErrMsg, '所选房型超出差旅标准，请选择或填写原因')
    const reasons = expectOk(await env.call('reasoncode/get', { Product: 'Hotel', Kind: 'Policy' }, { token }))
    assert.deepEqual(
      reasons.Items.map((x: { Code: string }) => x.Code),
      ['H1', 'H2', 'H3', 'H4'],
    )
    const r = expectOk(
      await submit({ ...body, ClientRequestId: `${body.ClientRequestId}-r`, PolicyReason: { ReasonCodeId: reasons.Items[0].Id, ReasonText: '客户指定' } }),
    )
    assert.deepEqual([r.Status, r.NeedApproval, r.NeedPayment], ['PendingApproval', true, true])
    const company = f.plan.Nights.reduce((s, n) => s + Math.min(n.Price, 60000), 0)
    assert.deepEqual([r.PriceDetail.CompanyAmount, r.PriceDetail.PersonalAmount], [company, f.plan.TotalPrice - company])
    expectError(
      await payThrough(env, token, 'Pay/hotelpaystart', { OrderNo: r.OrderNo, Channel: 'WeChatPay', PersonalAmount: f.plan.TotalPrice - company }),
      ErrorCode.OrderStatusChanged,
    )

    const a = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo: r.OrderNo }, { token: approver }))
    assert.equal(a.Subject.Kind, 'HotelOrder')
    assert.equal(a.Subject.Title, '上海')
    assert.equal(a.Subject.SubTitle, `${f.checkIn} ~ ${f.checkOut}`)
    assert.equal(a.HotelOrder.AvgPrice, f.plan.AvgPrice)
    assert.equal(a.HotelOrder.PriceToBeat, 60000)
    assert.equal(a.HotelOrder.InPolicy, false)
    assert.match(a.HotelOrder.Violations[0], /^超出住宿标准/)
    assert.equal(a.HotelOrder.PolicyReason, 'H1 会议或客户指定酒店：客户指定')
    await approveOrder(env, approver, r.OrderNo)
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token }))
    assert.equal(d.Status, 'Placed')
    assert.deepEqual([d.PayInfo.CompanyAmount, d.PayInfo.PersonalAmount], [company, f.plan.TotalPrice - company])
    const paid = expectOk(
      await payThrough(env, token, 'Pay/hotelpaystart', { OrderNo: r.OrderNo, Channel: 'WeChatPay', PersonalAmount: f.plan.TotalPrice - company }),
    )
    assert.equal(paid.Status, 'Confirmed')
  })

  it('books a pay-at-hotel plan only as personal payment, with a guarantee card, confirmed with nothing to pay', async () => {
    const f = await findPlan(env, token, 'SHA', (p) => p.PayKind === 'PayAtHotel' && p.Policy.InPolicy && p.Remaining >= 1)
    const base = await submitBody(env, token, choiceOf(f), await mine())
    assert.equal(expectError(await submit(base), ErrorCode.ValidationFailed).ErrMsg, '到店付的价格计划须选择个人支付：房费入住时在酒店支付')
    const personal = { ...base, PaymentType: 'Personal' as const }
    assert.equal(expectError(await submit(personal), ErrorCode.ValidationFailed).ErrMsg, '该价格计划需信用卡担保，请填写担保信用卡')
    expectError(
      await submit({ ...personal, GuaranteeCard: { CardNo: '4111 1111 1111 1112', Expiry: '1230', Holder: 'ZHANG WEI' } }),
      ErrorCode.ValidationFailed,
    )
    expectError(await submit({ ...personal, GuaranteeCard: { CardNo: TEST_CARD, Expiry: '0125', Holder: 'ZHANG WEI' } }), ErrorCode.ValidationFailed)
    const r = expectOk(await submit({ ...personal, GuaranteeCard: { CardNo: TEST_CARD, Expiry: '1230', Holder: 'ZHANG WEI' }, MemberCard: null }))
    assert.deepEqual(
      [r.Status, r.NeedPayment, r.PriceDetail.CompanyAmount, r.PriceDetail.PersonalAmount, r.PriceDetail.AtHotelAmount],
      ['Placed', true, 0, 0, f.plan.TotalPrice],
    )
    const stored = await anyDb(env)
      .selectFrom('hotel_stays')
      .innerJoin('orders', 'orders.id', 'hotel_stays.order_id')
      .select('guarantee_json')
      .where('orders.order_no', '=', r.OrderNo)
      .executeTakeFirstOrThrow()
    assert.ok(!stored.guarantee_json.includes('41111111'), 'the full number is never kept')
    const paid = expectOk(await env.call('Pay/hotelpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token }))
    assert.equal(paid.Status, 'Confirmed')
    assert.deepEqual([paid.PaidCompanyAmount, paid.PaidPersonalAmount], [0, 0])
    assert.equal(paid.Timeline[0].Text, '已确认，无需在线支付')
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token }))
    assert.deepEqual(d.GuaranteeCard, { CardNo: '**** 1111', Expiry: '12/30', Holder: 'ZHANG WEI' })
    assert.equal(d.PayKind, 'PayAtHotel')
  })

  it('books a monthly plan only as company payment', async () => {
    const f = await findPlan(env, token, 'SHA', (p) => p.PayKind === 'Monthly' && p.Policy.InPolicy && p.Remaining >= 1)
    const base = await submitBody(env, token, choiceOf(f), await mine(), { PaymentType: 'Mixed' })
    assert.equal(expectError(await submit(base), ErrorCode.ValidationFailed).ErrMsg, '公司月结的价格计划须选择公司支付')
    const r = expectOk(await submit({ ...base, PaymentType: 'Company' }))
    assert.deepEqual([r.PriceDetail.CompanyAmount, r.PriceDetail.PersonalAmount], [f.plan.TotalPrice, 0])
  })

  it('checks rooms, guests, arrival and the membership card', async () => {
    const booker = await env.login('booker01')
    const f = await findPlan(env, booker, 'BJS', (p, room) => room.MaxOccupancy === 2 && p.PayKind === 'Prepay' && p.Remaining >= 2)
    const zhang = await person(env, booker, '张伟')
    const li = await person(env, booker, '李娜')
    const body = (extra: Partial<HotelSubmitReq>) =>
      submitBody(env, booker, choiceOf(f, 2), [{ Guests: [guestOf(zhang)] }, { Guests: [guestOf(li)] }], {
        PaymentType: 'Company',
        PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' },
        ...extra,
      })
    const msg = async (extra: Partial<HotelSubmitReq>) => expectError(await submit(await body(extra), booker), ErrorCode.ValidationFailed).ErrMsg
    assert.equal(await msg({ Rooms: [{ Guests: [guestOf(zhang)] }] }), '请为2间房分别填写入住人')
    assert.equal(await msg({ Rooms: [{ Guests: [guestOf(zhang)], ChildAges: [3, 5] }, { Guests: [guestOf(li)] }] }), '第1间房最多入住2人（含儿童）')
    assert.equal(await msg({ Rooms: [{ Guests: [guestOf(zhang)] }, { Guests: [guestOf(zhang)] }] }), '张伟不能同时入住多间房')
    assert.equal(
      await msg({ Rooms: [{ Guests: [guestOf(zhang)] }, { Guests: [{ PersonId: null, ChName: '', LastName: '', FirstName: '' }] }] }),
      '请填写第2间房入住人的姓名',
    )
    const group = (await hotelDetail(env, booker, f.hotelId)).Hotel
    assert.equal(
      await msg({ MemberCard: { GroupCode: group.GroupCode === 'HILTON' ? 'IHG' : 'HILTON', CardNo: '123456' } }),
      `会员卡须为${group.GroupName}的会员卡`,
    )
    // Typed-in guests need more than the Self booking scope.
    const typedIn = await submitBody(env, token, choiceOf(f, 1), [{ Guests: [{ PersonId: null, ChName: '王五', LastName: '', FirstName: '' }] }], {
      PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' },
    })
    assert.equal(expectError(await submit(typedIn), ErrorCode.NoPermission).ErrMsg, '您无权为王五预订')
    const ok = expectOk(
      await submit(
        await body({
          Rooms: [{ Guests: [guestOf(zhang)], ChildAges: [6] }, { Guests: [guestOf(li)] }],
          SpecialRequests: ['高楼层', '安静'],
          MemberCard: { GroupCode: group.GroupCode, CardNo: '88001234' },
        }),
        booker,
      ),
    )
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: ok.OrderNo }, { token: booker }))
    assert.deepEqual(
      d.Guests.map((g: { Name: string; Room: number }) => [g.Name, g.Room]),
      [
        ['张伟', 1],
        ['李娜', 2],
      ],
    )
    assert.deepEqual(d.ChildAges, [[6], []])
    assert.deepEqual(d.SpecialRequests, ['高楼层', '安静'])
    assert.equal(d.RoomCount, 2)
    assert.deepEqual(d.MemberCard, { GroupCode: group.GroupCode, GroupName: group.GroupName, CardNo: '88001234', Provider: null })
    // employee01 travels in room 1: the order is theirs to see too.
    expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: ok.OrderNo }, { token }))
  })

  it('refuses a guest phone number masked for privacy; without one it keeps the stored full number', async () => {
    const booker = await env.login('booker01')
    const colleague = await person(env, booker, '张伟')
    assert.match(colleague.Mobile, /\*/, 'the booking scope masks the number')
    const f = await findPlan(env, booker, 'HGH', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 2)
    const masked = await submitBody(env, booker, choiceOf(f), [{ Guests: [{ ...guestOf(colleague), MobileCountryCode: '86', Mobile: colleague.Mobile }] }])
    const refused = expectError(await submit(masked, booker), ErrorCode.ValidationFailed)
    assert.equal(refused.ErrMsg, '请填写第1间房入住人的完整手机号（不能是隐藏了部分数字的号码）')
    const en = expectError(await env.call('newhotel/hotel/submitOrder', masked, { token: booker, lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(en.ErrMsg, 'Enter the full phone number of the guests of room 1, not a partly hidden one.')
    const r = expectOk(await submit(await submitBody(env, booker, choiceOf(f), [{ Guests: [guestOf(colleague)] }]), booker))
    const stored = await anyDb(env).selectFrom('persons').select('mobile').where('id', '=', colleague.PersonId).executeTakeFirstOrThrow()
    const order = await anyDb(env).selectFrom('orders').select('id').where('order_no', '=', r.OrderNo).executeTakeFirstOrThrow()
    const pax = await anyDb(env).selectFrom('order_passengers').select('mobile').where('order_id', '=', order.id).execute()
    assert.deepEqual(
      pax.map((p) => p.mobile),
      [stored.mobile],
    )
    assert.doesNotMatch(stored.mobile, /\*/)
  })

  it('books abroad with Latin names: two rooms and a child, priced in yen', async () => {
    const booker = await env.login('booker01')
    const f = await findPlan(env, booker, 'TYO', (p, room) => room.MaxOccupancy >= 2 && p.PayKind === 'Prepay' && p.Remaining >= 2)
    const zhang = await person(env, booker, '张伟')
    const li = await person(env, booker, '李娜')
    const rooms = [{ Guests: [guestOf(zhang)], ChildAges: [7] }, { Guests: [guestOf(li)] }]
    const base = await submitBody(env, booker, choiceOf(f, 2), rooms, { PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' } })
    const noLatin = { ...base, Rooms: [{ Guests: [{ ...guestOf(zhang), LastName: '张', FirstName: '伟' }], ChildAges: [7] }, { Guests: [guestOf(li)] }] }
    assert.equal(expectError(await submit(noLatin, booker), ErrorCode.ValidationFailed).ErrMsg, '境外酒店须填写第1间房每位入住人的英文姓和名（仅限字母）')
    const r = expectOk(await submit(base, booker))
    assert.match(r.OrderNo, /^I\d{14}$/)
    assert.equal(r.PriceDetail.Currency, 'JPY')
    assert.equal(r.PriceDetail.LocalTotal, f.plan.Nights.reduce((s, n) => s + n.LocalPrice, 0) * 2)
    assert.equal(r.PriceDetail.Total, f.plan.TotalPrice * 2)
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token: booker, lang: 2 }))
    assert.equal(d.Product, 'IntlHotel')
    assert.equal(d.Hotel.CityName, 'Tokyo')
    assert.match(d.Cancel.Text, /local time|non-refundable|first night/i)
  })

  it('keeps every order of the demo company from another company', async () => {
    const other = await env.login('other01')
    const orders = await anyDb(env).selectFrom('orders').select('order_no').where('product', 'in', ['Hotel', 'IntlHotel']).execute()
    assert.ok(orders.length >= 5)
    for (const o of orders) {
      expectError(await env.call('newhotel/order/getOrderDetail', { OrderNo: o.order_no }, { token: other }), ErrorCode.NotFound)
      expectError(await env.call('newhotel/order/cancelPreview', { OrderNo: o.order_no }, { token: other }), ErrorCode.NotFound)
      expectError(
        await env.call('newhotel/order/cancelOrder', { OrderNo: o.order_no, ClientRequestId: 'other-cancel-1', Penalty: 0 }, { token: other }),
        ErrorCode.NotFound,
      )
    }
    const list = expectOk(await env.call('order/getOrderList', { PageSize: 50 }, { token: other }))
    assert.equal(list.Orders.length, 0)
    const theirs = expectOk(await env.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token: other }))
    assert.deepEqual(theirs.RankStandard.TierCaps, [50000, 40000, 30000, 25000], "Lanhai's own standard")
    const approvals = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: other }))
    assert.equal(approvals.Items.length, 0)
  })
})

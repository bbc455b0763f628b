/**
 * Cancelling hotel orders: nothing is due before payment; once paid the plan's rule decides —
 * free before its deadline and the first night after it, the first night for a penalty plan,
 * everything for a non-refundable one; a stay paid at the hotel refunds nothing and its penalty
 * goes to the guarantee card. What goes back is split as it was paid; the rooms go back on sale;
 * the screen's penalty must still hold (316) and a repeated request answers the first cancel.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { HotelSubmitReq, RatePlan } from '../../types/api/hotel'
import { chinaInstant } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf, findPlan, guestOf, hid, me, submitBody, TEST_CARD, type Found } from './hotel-harness'
import { payThrough } from './money-harness'

async function roomsLeft(env: TestEnv, f: Found): Promise<number> {
  const rows = await anyDb(env)
    .selectFrom('hotel_allotments')
    .select('rooms_left')
    .where('hotel_id', '=', f.hotelId)
    .where('room_code', '=', f.room.RoomCode)
    .execute()
  return Math.min(...rows.map((r) => r.rooms_left))
}

describe('hotel cancellation', () => {
  let env: TestEnv
  let token: string
  const book = async (f: Found, extra: Partial<HotelSubmitReq> = {}, t = token, rooms = 1) => {
    const guests = Array.from({ length: rooms }, () => ({ Guests: [] as ReturnType<typeof guestOf>[] }))
    guests[0].Guests.push(guestOf(await me(env, t)))
    return expectOk(
      await env.call(
        'newhotel/hotel/submitOrder',
        await submitBody(env, t, choiceOf(f, rooms), guests, { PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' }, ...extra }),
        { token: t },
      ),
    )
  }
  const pay = async (orderNo: string, t = token) => {
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: orderNo }, { token: t }))
    return expectOk(
      await payThrough(env, t, 'Pay/hotelpaystart', {
        OrderNo: orderNo,
        Channel: d.PayInfo.PersonalAmount > 0 ? 'Alipay' : 'CompanyAccount',
        PersonalAmount: d.PayInfo.PersonalAmount,
      }),
    )
  }
  const preview = async (orderNo: string, t = token) => expectOk(await env.call('newhotel/order/cancelPreview', { OrderNo: orderNo }, { token: t }))
  const cancel = (orderNo: string, penalty: number, id = hid('cancel'), t = token) =>
    env.call('newhotel/order/cancelOrder', { OrderNo: orderNo, ClientRequestId: id, Penalty: penalty, Reason: '行程取消' }, { token: t })
  const inPolicy = (want: (p: RatePlan) => boolean) => (p: RatePlan) => p.Policy.InPolicy && p.Remaining >= 1 && want(p)

  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  it('costs nothing before payment; the rooms go back; a repeated request answers the first', async () => {
    const f = await findPlan(
      env,
      token,
      'NKG',
      inPolicy((p) => p.PayKind === 'Prepay' && p.Cancel.Kind === 'NonRefundable'),
    )
    const before = f.plan.Remaining
    const r = await book(f)
    assert.equal(await roomsLeft(env, f), before - 1)
    const p = await preview(r.OrderNo)
    assert.deepEqual([p.Cancellable, p.Penalty, p.Refund, p.Note], [true, 0, 0, '订单尚未支付，可免费取消'])
    assert.equal(p.Rule.Kind, 'NonRefundable')
    const id = hid('cancel')
    const done = expectOk(await cancel(r.OrderNo, 0, id))
    assert.deepEqual([done.Status, done.Penalty, done.Refund], ['Cancelled', 0, 0])
    assert.deepEqual(expectOk(await cancel(r.OrderNo, 0, id)), done)
    expectError(await cancel(r.OrderNo, 0), ErrorCode.OrderStatusChanged)
    assert.equal(await roomsLeft(env, f), before)
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token }))
    assert.deepEqual([d.Cancellation.Penalty, d.Cancellation.Refund, d.Cancellation.Reason], [0, 0, '行程取消'])
    assert.equal(d.Actions.CanCancel, false)
    assert.equal(d.Timeline[d.Timeline.length - 1].Text, '订单已取消，违约金 ¥0')
  })

  it('refunds everything before the free-cancellation deadline', async () => {
    const f = await findPlan(
      env,
      token,
      'WUH',
      inPolicy((p) => p.PayKind === 'Prepay' && p.Cancel.Kind === 'Free'),
    )
    const r = await book(f)
    await pay(r.OrderNo)
    const p = await preview(r.OrderNo)
    assert.deepEqual([p.Penalty, p.Refund, p.CompanyRefund, p.PersonalRefund, p.Note], [0, f.plan.TotalPrice, f.plan.TotalPrice, 0, '当前可免费取消'])
    const done = expectOk(await cancel(r.OrderNo, 0))
    assert.deepEqual([done.Status, done.Refund], ['RefundSucceeded', f.plan.TotalPrice])
    const refund = await anyDb(env)
      .selectFrom('refunds')
      .innerJoin('orders', 'orders.id', 'refunds.order_id')
      .selectAll('refunds')
      .where('orders.order_no', '=', r.OrderNo)
      .executeTakeFirstOrThrow()
    assert.deepEqual(
      [refund.status, refund.refund_fee, refund.refund_amount, refund.company_refund],
      ['RefundSucceeded', 0, f.plan.TotalPrice, f.plan.TotalPrice],
    )
    // A cancelled stay reads "cancelled", never "ticket refunded", in every language and view.
    assert.equal(done.StatusName, '已取消')
    for (const [lang, word] of [
      [1, '已取消'],
      [3, '已取消'],
      [2, 'Cancelled'],
      [5, 'キャンセル済み'],
    ] as const) {
      const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token, lang }))
      assert.equal(d.StatusName, word)
      assert.ok(d.Timeline.every((e: { Status: string }) => !/退票|Refunded|払い戻し済み/.test(e.Status)))
      const list = expectOk(await env.call('order/getOrderList', { Product: 'Hotel', PageSize: 50 }, { token, lang }))
      assert.equal(list.Orders.find((o: { OrderNo: string }) => o.OrderNo === r.OrderNo).StatusName, word)
    }
  })

  it('keeps the first night of every room for a penalty plan, and says so', async () => {
    const f = await findPlan(
      env,
      token,
      'XIY',
      inPolicy((p) => p.PayKind === 'Prepay' && p.Cancel.Kind === 'Penalty' && p.Remaining >= 2),
    )
    const booker = await env.login('booker01')
    const r = await book(f, { Rooms: [{ Guests: [guestOf(await me(env, booker))] }, { Guests: [guestOf(await me(env, token))] }] }, booker, 2)
    await pay(r.OrderNo, booker)
    const p = await preview(r.OrderNo, booker)
    const first = f.plan.Nights[0].Price * 2
    assert.deepEqual([p.Penalty, p.Refund, p.Note], [first, f.plan.TotalPrice * 2 - first, '取消将收取首晚房费'])
    expectError(await cancel(r.OrderNo, 0, hid('cancel'), booker), ErrorCode.OrderStatusChanged)
    const done = expectOk(await cancel(r.OrderNo, first, hid('cancel'), booker))
    assert.deepEqual([done.Penalty, done.Refund], [first, f.plan.TotalPrice * 2 - first])
  })

  it('keeps the whole stay of a non-refundable plan', async () => {
    const f = await findPlan(
      env,
      token,
      'CKG',
      inPolicy((p) => p.PayKind === 'Prepay' && p.Cancel.Kind === 'NonRefundable'),
    )
    const r = await book(f)
    await pay(r.OrderNo)
    const p = await preview(r.OrderNo)
    assert.deepEqual([p.Penalty, p.Refund], [f.plan.TotalPrice, 0])
    assert.equal(expectOk(await cancel(r.OrderNo, f.plan.TotalPrice)).Status, 'RefundSucceeded')
  })

  it('splits what goes back as it was paid (mixed payment)', async () => {
    // consultant01 is on the approval whitelist: an over-standard stay is placed at once.
    const consultant = await env.login('consultant01')
    const f = await findPlan(
      env,
      consultant,
      'SHA',
      (p) =>
        !p.Policy.InPolicy &&
        p.Policy.Violations.some((v) => v.Kind === 'PriceCap') &&
        p.PayKind === 'Prepay' &&
        p.Cancel.Kind === 'Penalty' &&
        p.Remaining >= 1,
    )
    const r = await book(f, { PaymentType: 'Mixed' }, consultant)
    assert.equal(r.Status, 'Placed')
    const company = r.PriceDetail.CompanyAmount
    const personal = r.PriceDetail.PersonalAmount
    assert.ok(personal > 0)
    await pay(r.OrderNo, consultant)
    const p = await preview(r.OrderNo, consultant)
    const refund = f.plan.TotalPrice - f.plan.Nights[0].Price
    assert.equal(p.Refund, refund)
    assert.equal(p.PersonalRefund, Math.round((refund * personal) / (company + personal)))
    assert.equal(p.CompanyRefund, refund - p.PersonalRefund)
  })

  it('refunds nothing of a stay paid at the hotel; its penalty goes to the guarantee card', async () => {
    const f = await findPlan(
      env,
      token,
      'CAN',
      inPolicy((p) => p.PayKind === 'PayAtHotel' && p.Cancel.Kind === 'Penalty'),
    )
    const r = await book(f, { PaymentType: 'Personal', GuaranteeCard: { CardNo: TEST_CARD, Expiry: '1230', Holder: 'ZHANG WEI' } })
    await pay(r.OrderNo)
    const p = await preview(r.OrderNo)
    assert.deepEqual([p.Penalty, p.Refund, p.Note], [f.plan.Nights[0].Price, 0, '取消将收取首晚房费；违约金将从担保信用卡扣除'])
    const done = expectOk(await cancel(r.OrderNo, f.plan.Nights[0].Price))
    assert.equal(done.Status, 'Cancelled')
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token }))
    assert.match(d.Timeline[d.Timeline.length - 1].Text, /将从担保信用卡扣除$/)
  })

  it('charges the first night once the free deadline passed, and nothing can be cancelled from the check-out day', async () => {
    const f = await findPlan(
      env,
      token,
      'TSN',
      inPolicy((p) => p.PayKind === 'Prepay' && p.Cancel.Kind === 'Free'),
    )
    const r = await book(f)
    await pay(r.OrderNo)
    const [date, time] = f.plan.Cancel.FreeUntil!.split(' ')
    const deadline = chinaInstant(date, Number(time.slice(0, 2)) * 60)
    env.advance(Math.ceil((deadline.getTime() - env.now().getTime()) / 1000) - 60)
    // A week on, the session has expired.
    token = await env.login('employee01')
    assert.equal((await preview(r.OrderNo)).Penalty, 0, 'a minute before')
    env.advance(60)
    const p = await preview(r.OrderNo)
    assert.deepEqual(
      [p.Penalty, p.Refund, p.Note],
      [f.plan.Nights[0].Price, f.plan.TotalPrice - f.plan.Nights[0].Price, '已过免费取消时间，取消将收取首晚房费'],
    )
    env.advance(Math.ceil((chinaInstant(f.checkOut, 0).getTime() - env.now().getTime()) / 1000))
    token = await env.login('employee01')
    const late = await preview(r.OrderNo)
    assert.deepEqual([late.Cancellable, late.Note], [false, '订单当前不可取消'])
    expectError(await cancel(r.OrderNo, late.Penalty), ErrorCode.OrderStatusChanged)
    assert.equal(expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token })).Actions.CanCancel, false)
  })
})

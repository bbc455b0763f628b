/**
 * A hotel group's membership bound in the personal centre goes on that group's stays: the price
 * check names it (masked) before submitting, the stay records the member number and the order
 * details show it; a card typed at booking wins; another group's stay, an unbound account and
 * another user's booking carry none.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { HotelSubmitReq } from '../../types/api/hotel'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf, findPlan, guestOf, me, submitBody, type Found } from './hotel-harness'

describe('hotel stays on a bound membership', () => {
  let env: TestEnv
  let token: string
  let huazhu: Found
  let other: Found
  // Rooms for the four stays booked below, whatever the day the clock puts them on.
  const want = (p: { Policy: { InPolicy: boolean }; PayKind: string; Remaining: number }) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 4
  const check = async (f: Found, t = token) => expectOk(await env.call('newhotel/hotel/checkPrice', { Choice: choiceOf(f) }, { token: t, lang: 2 }))
  const book = async (f: Found, extra: Partial<HotelSubmitReq> = {}, t = token) => {
    const r = expectOk(
      await env.call('newhotel/hotel/submitOrder', await submitBody(env, t, choiceOf(f), [{ Guests: [guestOf(await me(env, t))] }], extra), { token: t }),
    )
    return expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token: t, lang: 2 }))
  }

  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
    huazhu = await findPlan(env, token, 'SHA', want, { extra: { Groups: ['HUAZHU'] } })
    other = await findPlan(env, token, 'SHA', want, { extra: { Groups: ['JINJIANG'] } })
  })
  after(() => env.close())

  it('offers nothing before the membership is bound', async () => {
    assert.equal((await check(huazhu)).BoundMember, null)
    assert.equal((await book(huazhu)).MemberCard, null)
  })

  it('books the group’s stays on the bound member number and shows it masked', async () => {
    expectOk(await env.call('User/ThreePartyBind/sendCode', { Provider: 'Huazhu', Account: '13655557788' }, { token }))
    expectOk(await env.call('User/ThreePartyBind/bind', { Provider: 'Huazhu', Account: '13655557788', Code: env.lastCode() }, { token }))

    const quoted = await check(huazhu)
    assert.deepEqual(quoted.BoundMember, { GroupCode: 'HUAZHU', GroupName: 'H World Group', CardNo: '136****7788', Provider: 'Huazhu' })
    const d = await book(huazhu)
    assert.deepEqual(d.MemberCard, { GroupCode: 'HUAZHU', GroupName: 'H World Group', CardNo: '136****7788', Provider: 'Huazhu' })
    const row = await anyDb(env)
      .selectFrom('hotel_stays')
      .innerJoin('orders', 'orders.id', 'hotel_stays.order_id')
      .select('member_card_json')
      .where('orders.order_no', '=', d.OrderNo)
      .executeTakeFirstOrThrow()
    assert.deepEqual(JSON.parse(row.member_card_json), { GroupCode: 'HUAZHU', CardNo: '13655557788', Bound: true })

    // A booking refused for a moved price carries the new quote with the membership still on it.
    const stale = await submitBody(env, token, choiceOf(huazhu, 1, { AvgPrice: huazhu.plan.AvgPrice + 100 }), [{ Guests: [guestOf(await me(env, token))] }])
    const moved = expectError(await env.call('newhotel/hotel/submitOrder', stale, { token, lang: 2 }), ErrorCode.HotelOfferExpired)
    assert.equal(moved.ResultData?.BoundMember?.CardNo, '136****7788', JSON.stringify(moved))

    // A card typed at booking is the one the stay goes on.
    const typed = await book(huazhu, { MemberCard: { GroupCode: 'HUAZHU', CardNo: 'HZ880012' } })
    assert.deepEqual(typed.MemberCard, { GroupCode: 'HUAZHU', GroupName: 'H World Group', CardNo: 'HZ880012', Provider: null })
  })

  it('puts nothing on another group’s stay, nor on another user’s booking', async () => {
    assert.equal((await check(other)).BoundMember, null)
    assert.equal((await book(other)).MemberCard, null)
    const colleague = await env.login('booker01')
    assert.equal((await check(huazhu, colleague)).BoundMember, null)
  })

  it('stops once unbound', async () => {
    expectOk(await env.call('User/ThreePartyBind/unbind', { Provider: 'Huazhu' }, { token }))
    assert.equal((await check(huazhu)).BoundMember, null)
  })
})

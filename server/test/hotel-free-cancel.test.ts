/**
 * Free cancellation ends at its deadline (18:00 China time for a domestic hotel, on the check-in
 * day or the day before), read from the server's clock: booked for tonight after it, no plan is
 * offered as free — not in the list's tag and filter, not in the plan's name and rule on the
 * hotel page and in the price check, not in the booked order's cancellation rule.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { HotelDetailRes, RatePlan, SearchHotelsRes } from '../../types/api/hotel'
import { addDays, chinaDay, chinaInstant } from '../src/lib/time'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { choiceOf, findPlan, guestOf, me, submitBody } from './hotel-harness'

describe('hotel free cancellation past its deadline', () => {
  let env: TestEnv
  let token: string
  let tonight: string

  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
    // 19:00 China time: today's when it is still ahead, else tomorrow's.
    let day = chinaDay(env.now())
    if (chinaInstant(day, 19 * 60).getTime() <= env.now().getTime()) day = addDays(day, 1)
    env.advance(Math.round((chinaInstant(day, 19 * 60).getTime() - env.now().getTime()) / 1000))
    tonight = day
  })
  after(() => env.close())

  const search = async (checkIn: string, extra: Record<string, unknown> = {}) =>
    expectOk<SearchHotelsRes>(
      await env.call(
        'newhotel/hotel/searchHotels',
        { CityCode: 'SHA', CheckIn: checkIn, CheckOut: addDays(checkIn, 1), Rooms: 1, Adults: 1, ...extra },
        { token },
      ),
    )
  const plansOf = async (hotelId: number, checkIn: string, lang?: number) => {
    const d = expectOk<HotelDetailRes>(
      await env.call('newhotel/hotel/getHotelDetail', { HotelId: hotelId, CheckIn: checkIn, CheckOut: addDays(checkIn, 1), Adults: 1 }, { token, lang }),
    )
    return d.Rooms.flatMap((r) => r.Plans)
  }

  it('offers nothing as free for tonight after 18:00, but still for a later night', async () => {
    const later = await search(addDays(tonight, 3))
    assert.ok(
      later.Hotels.some((h) => h.FreeCancel),
      'free plans exist for a later stay',
    )
    const list = await search(tonight)
    assert.ok(list.Hotels.length > 0)
    assert.deepEqual(
      list.Hotels.filter((h) => h.FreeCancel).map((h) => h.Name),
      [],
      'no hotel tagged free cancellation',
    )
    assert.equal((await search(tonight, { FreeCancel: true })).Hotels.length, 0, 'the free-cancellation filter keeps none')
    const hotel = later.Hotels.find((h) => h.FreeCancel)!
    const before = await plansOf(hotel.HotelId, addDays(tonight, 3))
    assert.ok(before.some((p) => p.Cancel.Kind === 'Free' && p.Name.includes('免费取消')))
    const plans = await plansOf(hotel.HotelId, tonight)
    assert.deepEqual(
      plans.filter((p) => p.Cancel.Kind === 'Free' || p.Name.includes('免费取消')).map((p) => p.PlanCode),
      [],
    )
    const expired = plans.filter((p: RatePlan) => p.Cancel.Text.startsWith('免费取消已于'))
    assert.ok(expired.length > 0, 'the once-free plans say their free cancellation expired')
    for (const p of expired) {
      assert.equal(p.Cancel.Kind, 'Penalty')
      assert.equal(p.Cancel.FreeUntil, null)
      assert.match(p.Cancel.Text, /^免费取消已于\d{4}-\d{2}-\d{2} 18:00截止，预订后取消收取首晚房费/)
    }
    const en = await plansOf(hotel.HotelId, tonight, 2)
    assert.ok(en.some((p) => p.Cancel.Text.startsWith('Free cancellation expired at ')))
  })

  it('books such a plan with the first night charged on cancelling', async () => {
    const f = await findPlan(
      env,
      token,
      'SHA',
      (p) => p.Policy.InPolicy && p.Remaining >= 1 && p.Cancel.Text.startsWith('免费取消已于') && p.PayKind === 'Prepay',
      { checkIn: tonight, checkOut: addDays(tonight, 1) },
    )
    const q = expectOk(await env.call('newhotel/hotel/checkPrice', { Choice: choiceOf(f) }, { token }))
    assert.equal(q.Plan.Cancel.Kind, 'Penalty')
    const r = expectOk(
      await env.call('newhotel/hotel/submitOrder', await submitBody(env, token, choiceOf(f), [{ Guests: [guestOf(await me(env, token))] }]), { token }),
    )
    expectOk(await env.call('Pay/hotelpaystart', { OrderNo: r.OrderNo, Channel: 'CompanyAccount', PersonalAmount: 0 }, { token }))
    const preview = expectOk(await env.call('newhotel/order/cancelPreview', { OrderNo: r.OrderNo }, { token }))
    assert.equal(preview.Rule.Kind, 'Penalty')
    assert.equal(preview.Penalty, f.plan.Nights[0].Price)
  })
})

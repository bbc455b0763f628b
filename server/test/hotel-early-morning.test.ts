/**
 * The 06:00 rule: between 00:00 and 06:00 China time a traveller arriving now still needs "last
 * night", so the search page offers yesterday as the check-in day and the server takes it — then
 * and only then, and only as an early-morning stay arriving by 06:00. The clock is pinned to
 * China times of the harness's next day, whatever time the suite runs at.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { addDays, chinaDay, chinaMinutes } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { choiceOf, findPlan, guestOf, me, submitBody } from './hotel-harness'

/** Moves the clock forward to the next `hh:mm` China time. */
function moveTo(env: TestEnv, hh: number, mm = 0): void {
  const target = hh * 60 + mm
  const now = chinaMinutes(env.now()) * 60 + env.now().getUTCSeconds()
  env.advance((((target * 60 - now) % 86_400) + 86_400) % 86_400 || 86_400)
}

describe('early-morning stays (the 06:00 rule)', () => {
  let env: TestEnv
  let token: string
  const search = (CheckIn: string, CheckOut: string, EarlyMorning?: boolean, lang = 1) =>
    env.call('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn, CheckOut, ...(EarlyMorning === undefined ? {} : { EarlyMorning }) }, { token, lang })

  before(async () => {
    env = await createTestEnv()
  })
  after(() => env.close())

  it('offers and takes yesterday at 02:00, as an early-morning stay arriving by 06:00', async () => {
    moveTo(env, 2)
    token = await env.login('employee01')
    const today = chinaDay(env.now())
    const yesterday = addDays(today, -1)
    const home = expectOk(await env.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }))
    assert.deepEqual([home.Today, home.Yesterday, home.EarlyMorning], [today, yesterday, true])
    expectOk(await search(yesterday, today, true))
    assert.equal(expectError(await search(yesterday, today), ErrorCode.ValidationFailed).ErrMsg, '仅在凌晨0点至6点之间可预订昨晚入住（凌晨入住）')
    expectError(await search(addDays(today, -2), today, true), ErrorCode.ValidationFailed)

    const f = await findPlan(env, token, 'SHA', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1, {
      checkIn: yesterday,
      checkOut: today,
      extra: { EarlyMorning: true },
    })
    const body = await submitBody(env, token, choiceOf(f, 1, { EarlyMorning: true }), [{ Guests: [guestOf(await me(env, token))] }], { ArrivalTime: '07:00' })
    assert.equal(
      expectError(await env.call('newhotel/hotel/submitOrder', body, { token }), ErrorCode.ValidationFailed).ErrMsg,
      '凌晨入住的最晚到店时间不能晚于06:00',
    )
    const r = expectOk(await env.call('newhotel/hotel/submitOrder', { ...body, ArrivalTime: '05:30' }, { token }))
    const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: r.OrderNo }, { token }))
    assert.deepEqual([d.CheckIn, d.CheckOut, d.Nights, d.EarlyMorning, d.ArrivalTime], [yesterday, today, 1, true, '05:30'])
  })

  it('still takes yesterday at 05:59, no longer at 06:00 nor in the afternoon', async () => {
    moveTo(env, 5, 59)
    token = await env.login('employee01')
    let today = chinaDay(env.now())
    expectOk(await search(addDays(today, -1), today, true))
    moveTo(env, 6)
    today = chinaDay(env.now())
    const home = expectOk(await env.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }))
    assert.equal(home.EarlyMorning, false)
    assert.equal(
      expectError(await search(addDays(today, -1), today, true, 2), ErrorCode.ValidationFailed).ErrMsg,
      'Checking in on yesterday’s date is possible only between 00:00 and 06:00 (early-morning stay).',
    )
    moveTo(env, 14)
    expectError(await search(addDays(chinaDay(env.now()), -1), chinaDay(env.now()), true), ErrorCode.ValidationFailed)
    expectOk(await search(chinaDay(env.now()), addDays(chinaDay(env.now()), 1)))
  })
})

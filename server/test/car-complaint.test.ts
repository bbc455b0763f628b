/**
 * car/complain: one complaint per completed ride, by whoever may manage the order; refused for a
 * ride not completed, a second time, and for another person; shown on the order afterwards.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { BOARD_SECONDS } from '../src/modules/car/dispatch'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { detail, paidRide, step } from './car-harness'

describe('car complaints', () => {
  let env: TestEnv
  let booker: string
  let done = ''
  let open = ''
  const complain = (orderNo: string, token = booker, reason = 'RouteDetour') =>
    env.call('car/complain', { OrderNo: orderNo, Reason: reason, Text: '司机绕了远路' }, { token })

  before(async () => {
    env = await createTestEnv()
    booker = await env.login('booker01')
    done = await paidRide(env, booker)
    await step(env, 20)
    await step(env, 60 * 10)
    await step(env, BOARD_SECONDS)
    await step(env, 3 * 3600)
    open = await paidRide(env, booker)
  })
  after(() => env.close())

  it('refuses a ride not completed', async () => {
    assert.equal((await detail(env, booker, open)).Actions.CanComplain, false)
    expectError(await complain(open), ErrorCode.ValidationFailed)
  })

  it("refuses another person's order", async () => {
    const other = await env.login('employee01')
    const r = await complain(done, other)
    assert.equal(r.IsSuccess, false)
    assert.equal((await detail(env, booker, done)).Complaint, null)
  })

  it('stores one complaint and shows it on the order', async () => {
    assert.equal((await detail(env, booker, done)).State, 'Completed')
    assert.ok((await detail(env, booker, done)).Actions.CanComplain)
    const d = expectOk(await complain(done))
    assert.deepEqual({ ...d.Complaint, At: undefined }, { Reason: 'RouteDetour', ReasonName: '绕路', Text: '司机绕了远路', At: undefined })
    assert.equal(d.Actions.CanComplain, false)
    assert.ok(d.Timeline.some((t: { Text: string }) => t.Text.includes('已投诉：绕路')))
    expectError(await complain(done, booker, 'Other'), ErrorCode.ValidationFailed)
    const en = expectOk(await env.call('car/getOrderDetail', { OrderNo: done }, { token: booker, lang: 2 }))
    assert.equal(en.Complaint.ReasonName, 'Route detour')
    assert.equal(en.Complaint.Text, '司机绕了远路')
  })
})

/**
 * The booking contract is the order kernel's (kernel/orders/submit.ts, pay-call.ts), the same for
 * every product: a request id names one order of the booker whatever the product (a replay
 * answers it, another product's request under the same id is refused), the payment permission
 * is checked before anything of the product, a missing reason is answered in the product's
 * words, and each product's cashier pays only its own orders.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf as hotelChoice, findPlan, guestOf, me as hotelMe, submitBody as hotelBody } from './hotel-harness'
import { choiceOf as trainChoice, findTrain, me as trainMe, submitBody as trainBody } from './train-harness'

describe('booking contract', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  it('keeps one order per request id across products: the replay answers it, another product under the same id is refused', async () => {
    const self = (await trainMe(env, token)).PersonId
    const row = await findTrain(env, token, 'Second')
    const train = await trainBody(env, token, trainChoice(row, 'Second'), [self])
    const first = expectOk(await env.call('train/submitOrder', train, { token }))
    assert.equal(first.Replayed, false)
    assert.deepEqual(expectOk(await env.call('train/submitOrder', train, { token })), { ...first, Replayed: true })

    const plan = await findPlan(env, token, 'SHA', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
    const hotel = await hotelBody(env, token, hotelChoice(plan), [{ Guests: [guestOf(await hotelMe(env, token))] }], { ClientRequestId: train.ClientRequestId })
    expectError(await env.call('newhotel/hotel/submitOrder', hotel, { token }), ErrorCode.RequestIdReused)
    const orders = await anyDb(env).selectFrom('orders').select(['order_no', 'product']).where('client_request_id', '=', train.ClientRequestId).execute()
    assert.deepEqual(orders, [{ order_no: first.OrderNo, product: 'Train' }])
  })

  it("answers a missing reason of an over-standard stay in the product's words, and takes one reason", async () => {
    const plan = await findPlan(env, token, 'SHA', (p) => !p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
    const body = await hotelBody(env, token, hotelChoice(plan), [{ Guests: [guestOf(await hotelMe(env, token))] }], { PolicyReason: null })
    const refused = await env.call('newhotel/hotel/submitOrder', body, { token, lang: 2 })
    expectError(refused, ErrorCode.ValidationFailed)
    assert.match(refused.ErrMsg, /^The room is out of policy: choose or enter a reason/)
    const booked = expectOk(
      await env.call(
        'newhotel/hotel/submitOrder',
        { ...body, ClientRequestId: `${body.ClientRequestId}-r`, PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' } },
        { token },
      ),
    )
    const stay = await anyDb(env)
      .selectFrom('hotel_stays')
      .innerJoin('orders', 'orders.id', 'hotel_stays.order_id')
      .select('hotel_stays.policy_reason')
      .where('orders.order_no', '=', booked.OrderNo)
      .executeTakeFirstOrThrow()
    assert.equal(stay.policy_reason, '客户指定')
  })

  it("refuses to pay an order through another product's cashier", async () => {
    const self = (await trainMe(env, token)).PersonId
    const row = await findTrain(env, token, 'Second')
    const order = expectOk(await env.call('train/submitOrder', await trainBody(env, token, trainChoice(row, 'Second'), [self]), { token }))
    const pay = { OrderNo: order.OrderNo, Channel: 'CompanyAccount', PersonalAmount: order.PriceDetail.PersonalAmount }
    expectError(await env.call('Pay/hotelpaystart', pay, { token }), ErrorCode.NotFound)
    expectError(await env.call('Pay/intlflightpaystart', pay, { token }), ErrorCode.NotFound)
    assert.equal(expectOk(await env.call('Pay/trainpaystart', pay, { token })).Status, 'TicketIssued')
  })
})

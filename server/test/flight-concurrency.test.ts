/**
 * 100 concurrent submits for the last N seats: exactly N orders, 100 − N answers 305, the seat
 * count ends at 0 and never below, no order is lost or doubled. Runs on SQLite and, with
 * DATABASE_URL, on PostgreSQL where the submits really run in parallel on a connection pool.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { bookingBody, choice, inPolicyFare, me, passengerOf, seatsOf, setSeats } from './flight-harness'

describe('concurrent submits for the last seats', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  for (const [seats, route] of [
    [7, ['BJS', 'SHA']],
    [1, ['CAN', 'SHA']],
  ] as const) {
    it(`${seats} seat(s), 100 submits: exactly ${seats} orders`, async () => {
      const { row, cabin } = await inPolicyFare(env, token, route[0], route[1])
      await setSeats(env, row, cabin.CabinCode, seats)
      const template = await bookingBody(env, token, [choice(row, cabin)], [passengerOf(await me(env, token))])
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => env.call('flight/submitBooking', { ...template, ClientRequestId: `last-seats-${seats}-${i}` }, { token })),
      )
      const won = results.filter((r) => r.IsSuccess)
      const lost = results.filter((r) => !r.IsSuccess)
      assert.equal(won.length, seats)
      assert.ok(
        lost.every((r) => r.ErrorCode === ErrorCode.FlightOfferExpired),
        JSON.stringify(lost.find((r) => r.ErrorCode !== ErrorCode.FlightOfferExpired)),
      )
      assert.equal(await seatsOf(env, row, cabin.CabinCode), 0)
      const db = env.db as unknown as Kysely<any>
      const orders = await db
        .selectFrom('orders')
        .innerJoin('order_segments', 'order_segments.order_id', 'orders.id')
        .select('orders.order_no')
        .where('order_segments.flight_no', '=', row.FlightNo)
        .where('order_segments.dep_date', '=', row.DepartDate)
        .where('order_segments.cabin_code', '=', cabin.CabinCode)
        .execute()
      assert.deepEqual(orders.map((o) => o.order_no).sort(), won.map((r) => expectOk(r).OrderNo).sort(), 'every success is a stored order and nothing else is')
    })
  }

  it('the database refuses a negative seat count whatever the code does', async () => {
    const { row, cabin } = await inPolicyFare(env, token, 'SZX', 'CTU')
    await setSeats(env, row, cabin.CabinCode, 1)
    const db = env.db as unknown as Kysely<any>
    await assert.rejects(db.updateTable('flight_seats').set({ seats_left: -1 }).where('flight_no', '=', row.FlightNo).execute())
  })
})

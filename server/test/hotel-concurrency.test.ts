/**
 * 100 concurrent bookings for the last rooms: exactly as many orders as rooms, every other answer
 * 503 sold out, the count ends at 0 and never below, and a stay whose second night runs out takes
 * nothing of its first. Runs on SQLite and, with DATABASE_URL, on PostgreSQL where the submits
 * really run in parallel on a connection pool.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { anyDb, choiceOf, findPlan, guestOf, me, submitBody, type Found } from './hotel-harness'

async function setRooms(env: TestEnv, f: Found, date: string, rooms: number): Promise<void> {
  await anyDb(env)
    .insertInto('hotel_allotments')
    .values({ hotel_id: f.hotelId, room_code: f.room.RoomCode, stay_date: date, rooms_left: rooms, initial_rooms: rooms, updated_at: env.now().toISOString() })
    .onConflict((oc) => oc.columns(['hotel_id', 'room_code', 'stay_date']).doUpdateSet({ rooms_left: rooms }))
    .execute()
}

const left = async (env: TestEnv, f: Found, date: string) =>
  Number(
    (
      await anyDb(env)
        .selectFrom('hotel_allotments')
        .select('rooms_left')
        .where('hotel_id', '=', f.hotelId)
        .where('room_code', '=', f.room.RoomCode)
        .where('stay_date', '=', date)
        .executeTakeFirstOrThrow()
    ).rooms_left,
  )

describe('concurrent bookings for the last rooms', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  for (const [rooms, city] of [
    [6, 'SHA'],
    [1, 'BJS'],
  ] as const) {
    it(`${rooms} room(s) left, 100 bookings: exactly ${rooms} orders`, async () => {
      const f = await findPlan(env, token, city, (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
      for (const d of [f.checkIn, addDays(f.checkIn, 1)]) await setRooms(env, f, d, rooms)
      const template = await submitBody(env, token, choiceOf(f), [{ Guests: [guestOf(await me(env, token))] }])
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => env.call('newhotel/hotel/submitOrder', { ...template, ClientRequestId: `last-rooms-${rooms}-${i}` }, { token })),
      )
      const won = results.filter((r) => r.IsSuccess)
      const lost = results.filter((r) => !r.IsSuccess)
      assert.equal(won.length, rooms)
      assert.ok(
        lost.every((r) => r.ErrorCode === ErrorCode.HotelOfferExpired),
        JSON.stringify(lost.find((r) => r.ErrorCode !== ErrorCode.HotelOfferExpired)),
      )
      for (const d of [f.checkIn, addDays(f.checkIn, 1)]) assert.equal(await left(env, f, d), 0)
      const stays = await anyDb(env)
        .selectFrom('hotel_stays')
        .innerJoin('orders', 'orders.id', 'hotel_stays.order_id')
        .select('orders.order_no')
        .where('hotel_stays.hotel_id', '=', f.hotelId)
        .where('hotel_stays.room_code', '=', f.room.RoomCode)
        .execute()
      assert.deepEqual(stays.map((s) => s.order_no).sort(), won.map((r) => expectOk(r).OrderNo).sort(), 'every success is a stored stay and nothing else is')
    })
  }

  it('takes no night when one night of the stay is short', async () => {
    const f = await findPlan(env, token, 'CAN', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
    await setRooms(env, f, f.checkIn, 5)
    await setRooms(env, f, addDays(f.checkIn, 1), 1)
    const template = await submitBody(env, token, choiceOf(f), [{ Guests: [guestOf(await me(env, token))] }])
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => env.call('newhotel/hotel/submitOrder', { ...template, ClientRequestId: `short-night-${i}` }, { token })),
    )
    assert.equal(results.filter((r) => r.IsSuccess).length, 1)
    assert.deepEqual([await left(env, f, f.checkIn), await left(env, f, addDays(f.checkIn, 1))], [4, 0])
  })

  it('the database refuses a negative room count whatever the code does', async () => {
    const f = await findPlan(env, token, 'SZX', (p) => p.Remaining >= 1)
    await setRooms(env, f, f.checkIn, 1)
    await assert.rejects(anyDb(env).updateTable('hotel_allotments').set({ rooms_left: -1 }).where('hotel_id', '=', f.hotelId).execute())
  })
})

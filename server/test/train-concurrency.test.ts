/**
 * 100 concurrent submits for the last tickets of a class (each with its own request id, and a
 * replayed id among them) never sell more than there are: exactly the places left are sold, every
 * seat once, the rest answered 1004 sold out. On SQLite and, in the PostgreSQL run, PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { journeyOf, trainByNo } from '../src/modules/train/catalog'
import { createTestEnv, type TestEnv } from './helpers'
import { anyDb, choiceOf, findTrain, person, rid, setLeft, submitBody } from './train-harness'

describe('train concurrency', () => {
  let env: TestEnv
  before(async () => {
    env = await createTestEnv()
  })
  after(async () => env?.close())

  it('sells the last 3 tickets once among 100 concurrent submits', async () => {
    const token = await env.login('booker01')
    const row = await findTrain(env, token, 'Second', 5)
    const start = journeyOf(trainByNo(row.TrainNo)!, row.FromStation.Code, row.ToStation.Code, row.DepartDate)!.startDate
    await setLeft(env, row.TrainNo, start, 'Second', 3)
    const who = (await person(env, token, '王芳')).PersonId
    const base = await submitBody(env, token, choiceOf(row, 'Second'), [who])
    const bodies = Array.from({ length: 100 }, () => ({ ...base, ClientRequestId: rid('race') }))
    bodies[99] = bodies[0]
    const answers = await Promise.all(bodies.map((b) => env.call('train/submitOrder', b, { token })))
    const ok = answers.filter((a) => a.IsSuccess)
    const orders = new Set(ok.map((a) => a.ResultData.OrderNo))
    assert.equal(orders.size, 3)
    assert.ok(
      answers.filter((a) => !a.IsSuccess).every((a) => a.ErrorCode === ErrorCode.TrainOfferExpired),
      JSON.stringify(answers.find((a) => !a.IsSuccess && a.ErrorCode !== ErrorCode.TrainOfferExpired)),
    )
    const db = anyDb(env)
    const inv = await db
      .selectFrom('train_inventory')
      .select('tickets_left')
      .where('train_no', '=', row.TrainNo)
      .where('start_date', '=', start)
      .where('seat_class', '=', 'Second')
      .executeTakeFirstOrThrow()
    assert.equal(inv.tickets_left, 0)
    const seats = await db.selectFrom('train_seats').select(['coach', 'seat']).where('train_no', '=', row.TrainNo).where('start_date', '=', start).execute()
    assert.equal(seats.length, 3)
    assert.equal(new Set(seats.map((s) => `${s.coach}${s.seat}`)).size, 3)
  })
})

/**
 * PostgreSQL restarts while 50 bookings are in flight (the throwaway server of scripts/pg.sh,
 * only in the PostgreSQL run of the suite). The server process lives on; every call in flight
 * either completes or answers the retryable 1013 in the caller's language, never the 'system
 * busy' of an unexpected error; new calls work once the database is back; a retry with the same
 * request id completes exactly once.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../types/api'
import { createTestEnv, DB_KIND, expectOk, type TestEnv } from './helpers'
import { bookingBody, choice, inPolicyFare, me, passengerOf, setSeats } from './flight-harness'

const restartPostgres = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('bash', ['scripts/pg.sh', 'restart'], { stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d) => (err += d))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg.sh restart failed (${code}): ${err}`))))
  })

describe('a database restart under load', { skip: DB_KIND !== 'postgres' && 'PostgreSQL only' }, () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  it('calls in flight complete or answer 1013; after the restart each retried request id makes exactly one order', async () => {
    const { row, cabin } = await inPolicyFare(env, token, 'SHA', 'CTU')
    await setSeats(env, row, cabin.CabinCode, 200)
    const template = await bookingBody(env, token, [choice(row, cabin)], [passengerOf(await me(env, token))])
    const ids = Array.from({ length: 50 }, (_, i) => `restart-${process.pid}-${i}`)
    const submit = (id: string) => env.call('flight/submitBooking', { ...template, ClientRequestId: id }, { token, lang: 2 })
    const inFlight = Promise.all(ids.map(submit))
    await new Promise((r) => setTimeout(r, 20))
    await restartPostgres()
    const first = await inFlight
    // The restart really cut calls off (else this test would prove nothing).
    assert.ok(
      first.some((r) => r.ErrorCode === ErrorCode.ServiceUnavailable),
      'no call was in flight during the restart',
    )
    const unexpected = first.filter((r) => !r.IsSuccess && r.ErrorCode !== ErrorCode.ServiceUnavailable)
    assert.deepEqual(
      unexpected.map((r) => `${r.ErrorCode} ${r.ErrMsg}`),
      [],
    )
    for (const r of first.filter((x) => !x.IsSuccess)) assert.equal(r.ErrMsg, 'The service is briefly unavailable. Please try again in a moment.')

    // The database is back: new calls work (the pool replaces its dropped connections).
    const search = await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: row.DepartDate }, { token })
    assert.equal(search.IsSuccess, true, `${search.ErrorCode} ${search.ErrMsg}`)

    // Every request retried with its own id: one order per id, the same one for ids that had completed.
    const second = await Promise.all(ids.map(submit))
    const orderNos = second.map((r) => expectOk(r).OrderNo)
    first.forEach((r, i) => {
      if (r.IsSuccess) assert.equal(orderNos[i], r.ResultData.OrderNo)
    })
    assert.equal(new Set(orderNos).size, ids.length)
    const db = env.db as unknown as Kysely<any>
    const stored = await db.selectFrom('orders').select('order_no').where('order_no', 'in', orderNos).execute()
    assert.equal(stored.length, ids.length)
  })
})

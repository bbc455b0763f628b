/**
 * Cars: the rank rules (table-driven), fares and their settlement against the quote, a ride
 * through SPEC's states with the real dispatch job on the env's clock, cancellation fees at each
 * boundary, quotes expiring (9995 with the re-quote), a delayed flight moving its pick-up,
 * the powers, and the dispatch run once with two instances on one database.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { CarRankPolicy } from '../../types/api/car'
import { QUOTE_SECONDS } from '../../types/api/car'
import { arrivalOf } from '../src/kernel/arrivals'
import { addDays, chinaDateTime } from '../src/lib/time'
import { drivenOf, BOARD_SECONDS } from '../src/modules/car/dispatch'
import { CANCEL_FEE, fareOf, WAIT_PER_MIN } from '../src/modules/car/fares'
import { carViolations, type RuleFacts } from '../src/modules/car/rules'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'
import { AIRPORT, bookBody, detail, MUSEUM, OFFICE, paidRide, pay, quote, rid, step } from './car-harness'
import { delayOf } from '../src/modules/flight/flight-status'
import { inventory } from '../src/modules/flight/inventory'

describe('car rank rules', () => {
  const none: CarRankPolicy = { Classes: [], Windows: [], Cities: [], Cap: null, Addresses: [] }
  const ride: RuleFacts = { cls: 'Comfort', startMinute: 14 * 60, cityCode: 'BJS', fare: 8000, ends: ['Office', 'Popular'] }
  const cases: [string, Partial<CarRankPolicy>, Partial<RuleFacts>, string[]][] = [
    ['no limits', {}, {}, []],
    ['class allowed', { Classes: ['Economy', 'Comfort'] }, {}, []],
    ['class not allowed', { Classes: ['Economy'] }, {}, ['Class']],
    ['a taxi counts as economy', { Classes: ['Economy'] }, { cls: 'Taxi' }, []],
    ['inside a window', { Windows: [{ From: '09:00', To: '18:00' }] }, {}, []],
    ['window end is outside', { Windows: [{ From: '09:00', To: '14:00' }] }, {}, ['Time']],
    ['overtime window across midnight, at 23:30', { Windows: [{ From: '21:00', To: '06:00' }] }, { startMinute: 23 * 60 + 30 }, []],
    ['overtime window across midnight, at 14:00', { Windows: [{ From: '21:00', To: '06:00' }] }, {}, ['Time']],
    ['city listed', { Cities: ['BJS', 'SHA'] }, {}, []],
    ['city not listed', { Cities: ['SHA'] }, {}, ['City']],
    ['at the cap', { Cap: 8000 }, {}, []],
    ['a fen over the cap', { Cap: 7999 }, {}, ['Cap']],
    ['one end an office', { Addresses: ['Office', 'Hotel'] }, {}, []],
    ['no end of the kinds', { Addresses: ['Airport', 'Station'] }, {}, ['Address']],
    ['several at once', { Classes: ['Economy'], Cap: 100 }, {}, ['Class', 'Cap']],
  ]
  for (const [name, p, f, want] of cases)
    it(name, () => {
      const got = carViolations({ ...none, ...p }, { ...ride, ...f }, 'en')
      assert.deepEqual(
        got.map((v) => v.Kind),
        want,
      )
      for (const v of got) assert.ok(v.Message.length > 5)
    })
  it('no standard, no violations', () => assert.deepEqual(carViolations(null, ride, 'zh-CN'), []))
})

describe('car fares', () => {
  const at = new Date('2026-11-19T06:00:00Z') // 14:00 China
  const night = new Date('2026-11-19T16:00:00Z') // 00:00 China
  it('adds distance, time, night, tolls and waiting beyond the free minutes', () => {
    const day = fareOf({ cls: 'Economy', km: 10, minutes: 20, startsAt: at, airport: false }, 'en')
    assert.equal(day.fare, 1000 + 1800 + 800)
    const late = fareOf({ cls: 'Economy', km: 10, minutes: 20, startsAt: night, airport: true, waitedMinutes: 8 }, 'en')
    assert.equal(late.fare, 1000 + 1800 + 800 + 360 + 1000 + 3 * WAIT_PER_MIN)
    assert.deepEqual(
      late.lines.map((l) => l.Kind),
      ['Base', 'Distance', 'Time', 'Night', 'Tolls', 'Waiting'],
    )
  })
  it('meters a taxi from the third km', () => {
    assert.equal(fareOf({ cls: 'Taxi', km: 2, minutes: 5, startsAt: at, airport: false }, 'en').fare, 1300 + 250)
    assert.equal(fareOf({ cls: 'Taxi', km: 5, minutes: 5, startsAt: at, airport: false }, 'en').fare, 1300 + 500 + 250)
  })
})

describe('car rides', () => {
  let env: TestEnv
  let booker: string
  before(async () => {
    env = await createTestEnv()
    booker = await env.login('booker01')
  })
  after(async () => env?.close())

  it('rides now: calling, driver coming, arrived, in travel, completed, settled against the quote', async () => {
    const orderNo = await paidRide(env, booker)
    let d = await detail(env, booker, orderNo)
    assert.equal(d.Status, 'Processing')
    assert.equal(d.State, 'Calling')
    const paid = d.QuotedFare
    assert.deepEqual(await step(env, 20), ['Assigned'])
    d = await detail(env, booker, orderNo)
    assert.equal(d.State, 'DriverComing')
    assert.match(d.Driver!.Phone, /^170\*{4}\d{4}$/)
    assert.ok(d.EtaMinutes! >= 3 && d.EtaMinutes! <= 8)
    assert.deepEqual(await step(env, 60 * 10), ['Arrived'])
    assert.deepEqual(await step(env, BOARD_SECONDS), ['Started'])
    assert.equal((await detail(env, booker, orderNo)).State, 'InTravel')
    assert.deepEqual(await step(env, 3 * 3600), ['Completed'])
    d = await detail(env, booker, orderNo)
    assert.equal(d.Status, 'Completed')
    assert.equal(d.State, 'Completed')
    const s = d.Settled!
    assert.equal(
      s.Lines.reduce((a: number, l: { Amount: number }) => a + l.Amount, 0),
      s.Fare,
    )
    // What the company paid in the end is the fare driven: the difference came back, or was billed.
    if (s.Fare < paid) assert.equal(s.Refund, paid - s.Fare)
    else assert.equal(s.Refund, 0)
    assert.equal(s.CompanyAmount, s.Fare)
    const texts = d.Timeline.map((t: { Text: string }) => t.Text).join('\n')
    for (const word of ['正在为您呼叫经济型', '司机已接单', '司机已到达上车点', '行程开始', '行程结束']) assert.ok(texts.includes(word), word)
    assert.ok(d.Actions.CanRate)
    const rated = expectOk(await env.call('car/rate', { OrderNo: orderNo, Stars: 5, Comment: '准时' }, { token: booker }))
    assert.deepEqual(rated.Rating, { Stars: 5, Comment: '准时' })
    expectError(await env.call('car/rate', { OrderNo: orderNo, Stars: 4 }, { token: booker }), ErrorCode.ValidationFailed)
  })

  it('settles the fare driven: within ±5 % of the estimate', () => {
    for (let id = 1; id < 50; id++) {
      const d = drivenOf({ order_id: id, km: 20, minutes: 40 })
      assert.ok(d.km >= 19 && d.km <= 21, String(d.km))
    }
  })

  const cancelCases: [string, number, boolean, number][] = [
    ['before a driver is assigned', 0, false, 0],
    ['exactly 2 minutes after assignment', 120, true, 0],
    ['a second later', 121, true, CANCEL_FEE],
  ]
  for (const [name, after, assign, fee] of cancelCases)
    it(`cancels ${name}: fee ¥${fee / 100}`, async () => {
      const orderNo = await paidRide(env, booker, { To: MUSEUM })
      if (assign) assert.ok((await step(env, 20)).includes('Assigned'))
      env.advance(after)
      const p = expectOk(await env.call('car/cancelPreview', { OrderNo: orderNo }, { token: booker }))
      assert.equal(p.Fee, fee)
      const paid = (await detail(env, booker, orderNo)).QuotedFare
      assert.equal(p.Refund, paid - fee)
      expectError(
        await env.call('car/cancelOrder', { OrderNo: orderNo, ClientRequestId: rid(), Fee: fee + 1 }, { token: booker }),
        ErrorCode.OrderStatusChanged,
      )
      const res = expectOk(await env.call('car/cancelOrder', { OrderNo: orderNo, ClientRequestId: rid(), Fee: fee }, { token: booker }))
      assert.equal(res.Status, 'RefundSucceeded')
      assert.equal(res.Refund, paid - fee)
      const d = await detail(env, booker, orderNo)
      assert.equal(d.State, 'Cancelled')
      assert.equal(d.Settled!.Fare, fee)
    })

  it('charges waiting when the rider does not come (no-show)', async () => {
    const orderNo = await paidRide(env, booker, { To: MUSEUM })
    await step(env, 20)
    await step(env, 60 * 10)
    assert.equal((await detail(env, booker, orderNo)).State, 'DriverArrived')
    // The rider has not boarded: the job has nothing due yet within the boarding minute, so cancel now + 7 min.
    env.advance(7 * 60)
    const p = expectOk(await env.call('car/cancelPreview', { OrderNo: orderNo }, { token: booker }))
    assert.ok(p.Fee === CANCEL_FEE + 2 * WAIT_PER_MIN || p.Fee === CANCEL_FEE + 3 * WAIT_PER_MIN, String(p.Fee))
  })

  it('expires a quote: 9995 with a new quote of the same ride', async () => {
    const q = await quote(env, booker)
    env.advance(QUOTE_SECONDS + 1)
    const res = expectError(await env.call('car/submitOrder', await bookBody(env, booker, q), { token: booker }), ErrorCode.CarOfferExpired)
    const fresh = res.ResultData as unknown as typeof q
    assert.notEqual(fresh.QuoteId, q.QuoteId)
    assert.equal(fresh.To.Id, q.To.Id)
    expectOk(await env.call('car/submitOrder', await bookBody(env, booker, fresh), { token: booker }))
  })

  it('asks a reason for a class outside the standard', async () => {
    const q = await quote(env, booker)
    const comfort = q.Options.find((o) => o.Class === 'Comfort')!
    assert.equal(comfort.Verdict.InPolicy, false)
    assert.deepEqual(
      comfort.Verdict.Violations.map((v) => v.Kind),
      ['Class'],
    )
    expectError(await env.call('car/submitOrder', await bookBody(env, booker, q, 'Comfort'), { token: booker }), ErrorCode.ValidationFailed)
    const codes = expectOk(await env.call('reasoncode/get', { Product: 'Car', Kind: 'Policy' }, { token: booker }))
    assert.ok(codes.Items.length >= 4)
    const res = expectOk(
      await env.call('car/submitOrder', await bookBody(env, booker, q, 'Comfort', { PolicyReason: { ReasonCodeId: codes.Items[0].Id } }), { token: booker }),
    )
    const d = await detail(env, booker, res.OrderNo)
    assert.match(d.PolicyReason, /C1/)
    assert.deepEqual(
      d.Violations.map((v: { Kind: string }) => v.Kind),
      ['Class'],
    )
  })

  it('moves an airport pick-up when the flight is delayed', async () => {
    // A flight landing in Beijing two days ahead, late by the timetable's delay, unknown until a day before.
    const date = addDays(TODAY, 2)
    const now = env.now()
    const f = [...inventory().timetable.byFlight.values()].find((x) => {
      const a = arrivalOf('Flight', x.flightNo, date, now)
      return x.arrCity.code === 'BJS' && a?.placeCode === x.arrAirport.code && delayOf(x.flightNo, date) > 0 && a.expected.getTime() === a.scheduled.getTime()
    })!
    const q = await quote(env, booker, { Service: 'AirportPickUp', From: undefined, To: OFFICE, FlightNo: f.flightNo, Date: date, WaitMinutes: '30' })
    assert.equal(q.Arrival!.DelayMinutes, 0)
    assert.equal(q.From.Kind, 'Airport')
    const res = expectOk(await env.call('car/submitOrder', await bookBody(env, booker, q), { token: booker }))
    await pay(env, booker, res.OrderNo)
    const due = Date.parse(`${q.PickUpAt.replace(' ', 'T')}:00+08:00`) - 15 * 60_000 + 20_000
    env.advance(Math.ceil((due - env.now().getTime()) / 1000))
    assert.ok((await env.app.carDispatch.runOnce()).includes('Moved'))
    const d = await detail(env, booker, res.OrderNo)
    const delay = delayOf(f.flightNo, date)
    assert.equal(d.Arrival!.DelayMinutes, delay)
    assert.equal(Date.parse(`${d.PickUpAt.replace(' ', 'T')}:00+08:00`) - Date.parse(`${q.PickUpAt.replace(' ', 'T')}:00+08:00`), delay * 60_000)
    assert.equal(d.State, 'Calling')
    assert.ok(d.Timeline.some((t: { Text: string }) => t.Text.includes(f.flightNo)))
  })
})

describe('car dispatch on two instances', () => {
  let a: TestEnv
  before(async () => (a = await createTestEnv({ onDisk: true })))
  after(async () => a?.close())
  it('moves each ride once when two instances sweep together', async () => {
    const b = await createTestEnv({ sameDatabaseAs: a })
    try {
      const token = await a.login('booker01')
      const orders: string[] = []
      for (let i = 0; i < 4; i++) orders.push(await paidRide(a, token, { To: i % 2 ? MUSEUM : AIRPORT }))
      a.advance(30)
      b.advance(30)
      const [x, y] = await Promise.all([a.app.carDispatch.runOnce(), b.app.carDispatch.runOnce()])
      assert.equal([...x, ...y].filter((o) => o === 'Assigned').length, 4)
      for (const orderNo of orders) {
        const d = await detail(a, token, orderNo)
        assert.equal(d.State, 'DriverComing')
        assert.equal(d.Timeline.filter((t: { Text: string }) => t.Text.includes('司机已接单')).length, 1)
      }
    } finally {
      await b.close()
    }
  })
})

describe('car powers', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(async () => env?.close())
  it('refuses an employee without car permission', async () => {
    // The company takes cars from the employee role (booker01 keeps them through the booker role).
    const admin = await env.login('admin01')
    const role = expectOk(await env.call('role/getRoles', {}, { token: admin })).Items.find((r: { Code: string }) => r.Code === 'employee')
    const d = expectOk(await env.call('role/getRoleDetail', { RoleId: role.RoleId }, { token: admin }))
    const off = { Search: false, Book: false }
    d.Power.BusinessPermission.Car = { Ride: off, ReservedRide: off, AirportPickUp: off, TrainPickUp: off }
    expectOk(await env.call('role/save', { RoleId: role.RoleId, Power: d.Power }, { token: admin }))
    const employee = await env.login('employee01')
    expectError(await env.call('car/getInitInfo', {}, { token: employee }), ErrorCode.NoPermission)
    expectError(await env.call('car/quote', { Service: 'Ride', From: OFFICE, To: AIRPORT }, { token: employee }), ErrorCode.NoPermission)
    // Pick-ups only: the car home offers those two, a ride now is refused.
    const on = { Search: true, Book: true }
    d.Power.BusinessPermission.Car = { Ride: off, ReservedRide: off, AirportPickUp: on, TrainPickUp: on }
    expectOk(await env.call('role/save', { RoleId: role.RoleId, Power: d.Power }, { token: admin }))
    const picked = await env.login('employee01')
    assert.deepEqual(expectOk(await env.call('car/getInitInfo', {}, { token: picked })).Services, ['AirportPickUp', 'TrainPickUp'])
    expectError(await env.call('car/quote', { Service: 'Ride', From: OFFICE, To: AIRPORT }, { token: picked }), ErrorCode.NoPermission)
    const booker = await env.login('booker01')
    const info = expectOk(await env.call('car/getInitInfo', {}, { token: booker }))
    assert.deepEqual(info.Services, ['Ride', 'Reserved', 'AirportPickUp', 'TrainPickUp', 'Taxi'])
    assert.equal(info.Now, chinaDateTime(env.now()))
  })
})

describe('car live stream', () => {
  let env: TestEnv
  let base: string
  before(async () => {
    process.env.CAR_LIVE_INTERVAL_MS = '20'
    env = await createTestEnv()
    const address = env.app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  after(async () => {
    delete process.env.CAR_LIVE_INTERVAL_MS
    await env?.close()
  })

  /** The events of a stream as they come: `next(pred)` waits for the first one after the last read that matches. */
  async function open(url: string) {
    const res = await fetch(base + url)
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/)
    const events: { event: string; data: { State: string; Status?: string } }[] = []
    let buf = ''
    let ended = false
    const reading = (async () => {
      const decoder = new TextDecoder()
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true })
        for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
          const block = buf.slice(0, i)
          buf = buf.slice(i + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event && data) events.push({ event, data: JSON.parse(data) })
        }
      }
      ended = true
    })()
    const until = async (ok: () => boolean, what: string) => {
      for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10))
      assert.ok(ok(), what)
    }
    return { events, reading, until, ended: () => ended }
  }

  it("streams the ride's states in order, then ends", async () => {
    const booker = await env.login('booker01')
    const orderNo = await paidRide(env, booker, { To: MUSEUM })
    const t = expectOk(await env.call('car/liveTicket', { OrderNo: orderNo }, { token: booker }))
    const s = await open(t.Url)
    const has = (state: string) => () => s.events.some((e) => e.event === 'state' && e.data.State === state)
    await s.until(has('Calling'), 'Calling')
    for (const [seconds, state] of [
      [20, 'DriverComing'],
      [600, 'DriverArrived'],
      [BOARD_SECONDS, 'InTravel'],
      [3 * 3600, 'Completed'],
    ] as const) {
      await step(env, seconds)
      await s.until(has(state), state)
    }
    await s.until(s.ended, 'the stream ends')
    await s.reading
    const states = s.events.filter((e) => e.event === 'state').map((e) => e.data.State)
    assert.deepEqual(
      states.filter((x, i) => x !== states[i - 1]),
      ['Calling', 'DriverComing', 'DriverArrived', 'InTravel', 'Completed'],
    )
    assert.equal(s.events.at(-1)!.event, 'end')
    assert.equal(s.events.at(-2)!.data.Status, 'Completed')
  })

  it("refuses another person's order, a ticket of another order, an expired ticket", async () => {
    const booker = await env.login('booker01')
    const mine = await paidRide(env, booker, { To: MUSEUM })
    const other = await paidRide(env, booker, { To: AIRPORT })
    const stranger = await env.login('employee01')
    const refused = await env.call('car/liveTicket', { OrderNo: mine }, { token: stranger })
    assert.equal(refused.IsSuccess, false)
    const t = expectOk(await env.call('car/liveTicket', { OrderNo: mine }, { token: booker }))
    assert.equal((await fetch(base + t.Url.replace(encodeURIComponent(mine), encodeURIComponent(other)))).status, 403)
    assert.equal((await fetch(base + t.Url.replace(/Ticket=[^&]+/, 'Ticket=1.1.x'))).status, 403)
    env.advance(61)
    assert.equal((await fetch(base + t.Url)).status, 403)
  })
})

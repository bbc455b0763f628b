/**
 * What hangs on a disrupted trip follows the traveller, called as the assistant calls it (the
 * registry's tripDependents, in a transaction): the airport pick-up moves to the train the
 * traveller now takes, the hotel is told of the late arrival, the table booking moves or is said
 * to be missed — each only the traveller's own, a colleague's on the same flight and day left
 * alone.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Lang } from '../src/i18n'
import type { NewArrival, ServiceFacts } from '../src/kernel/disruptions/registry'
import { tripDependents } from '../src/kernel/disruptions/registry'
import { openAt } from '../src/modules/dining/restaurants'
import type { StoredArrival } from '../src/modules/car/quote'
import { addDays, chinaDateTime, chinaInstant } from '../src/lib/time'
import { bookBody, pay as payRide, quote } from './car-harness'
import { bookingOf, tripOf } from './disruption-harness'
import { search as flights } from './flight-harness'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { choiceOf as stayChoice, findPlan, guestOf, me, submitBody as stayBody } from './hotel-harness'
import { DAY, findTrain } from './train-harness'

const EN: Lang = 'en'
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const dependent = (name: string) => tripDependents().find((d) => d.name === name)!

describe('what hangs on a disrupted trip', () => {
  let env: TestEnv
  let token: string
  let colleague: string
  let flight: ServiceFacts
  let train: NewArrival

  /** The employee's trip on the flight (its order, or none: what hangs on it is found by the traveller). */
  async function tripOfPerson(t: string, orderNo?: string) {
    const person = (await me(env, t)).PersonId
    if (orderNo) return tripOf(await bookingOf(env, orderNo, person, 100000), flight)
    const p = await env.db.selectFrom('persons').select('company_id').where('id', '=', person).executeTakeFirstOrThrow()
    return tripOf({ companyId: p.company_id, personId: person, orderId: 0, orderNo: '', paid: 100000 }, flight)
  }

  const follow = (name: string, trip: Awaited<ReturnType<typeof tripOfPerson>>, arrival: NewArrival, lang: Lang = EN) =>
    env.db.transaction().execute((trx) => dependent(name).follow(trx, trip, arrival, lang, env.now()))

  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
    colleague = await env.login('approver01')
    const row = (await flights(env, token, 'BJS', 'SHA', DAY))[0]
    flight = {
      product: 'Flight',
      no: row.FlightNo,
      date: DAY,
      carrier: row.FlightNo.slice(0, 2),
      carrierName: '',
      fromCity: 'BJS',
      toCity: 'SHA',
      fromName: '',
      toName: '',
      arrivalPlace: 'SHA',
      departure: chinaInstant(DAY, minutesOf(row.DepartTime)),
      arrival: chinaInstant(DAY, minutesOf(row.ArriveTime)),
      km: 1080,
    }
    // The evening train the traveller now takes into Shanghai.
    const t = await findTrain(env, token, 'Second', 1, (r) => r.ArriveTime >= '19:00' && r.ArriveDayOffset === 0)
    train = {
      product: 'Train',
      no: t.TrainNo,
      date: t.DepartDate,
      at: chinaInstant(t.DepartDate, minutesOf(t.ArriveTime)),
      place: t.ToStation.Code,
      cityCode: 'SHA',
    }
  })
  after(async () => env?.close())

  it("moves the traveller's pick-up not yet dispatched to the new train, its arrival and the pick-up after it; a colleague's stays", async () => {
    const pickUp = async (t: string) => {
      const q = await quote(env, t, { Service: 'AirportPickUp', FlightNo: flight.no, Date: DAY, To: 'SHA-P8', WaitMinutes: '30' })
      const res = expectOk(await env.call('car/submitOrder', await bookBody(env, t, q), { token: t }))
      await payRide(env, t, res.OrderNo)
      return res.OrderNo as string
    }
    const mine = await pickUp(token)
    const theirs = await pickUp(colleague)
    // A pick-up of the traveller's whose driver is already on the way stays as it is.
    const coming = await pickUp(token)
    const ride = (orderNo: string) =>
      env.db
        .selectFrom('car_rides as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .selectAll('r')
        .where('o.order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    const before = await ride(theirs)
    await env.db
      .updateTable('car_rides')
      .set({ state: 'DriverComing' })
      .where('id', '=', (await ride(coming)).id)
      .execute()
    const comingBefore = await ride(coming)
    assert.equal((await ride(mine)).state, 'Calling')

    const lines = await follow('car', await tripOfPerson(token, mine), train)
    const pick = new Date(train.at.getTime() + 30 * 60_000)
    assert.deepEqual(lines, [`Station pick-up moved to ${train.no}, ${chinaDateTime(pick).slice(11)}`])
    const moved = await ride(mine)
    const arrival = JSON.parse(moved.arrival_json!) as StoredArrival
    assert.deepEqual([arrival.Kind, arrival.No, arrival.Date, arrival.Expected], ['Train', train.no, train.date, train.at.toISOString()])
    assert.deepEqual([moved.service, moved.pickup_at, JSON.parse(moved.from_json).kind], ['TrainPickUp', pick.toISOString(), 'Station'])
    const timeline = expectOk(await env.call('car/getOrderDetail', { OrderNo: mine }, { token, lang: 2 })).Timeline as { Text: string }[]
    assert.ok(
      timeline.some((e) => e.Text.includes(`pick-up moved to ${chinaDateTime(pick)}`)),
      'the ride says so',
    )
    assert.deepEqual(await ride(theirs), before, "the colleague's pick-up of the same flight is theirs")
    assert.deepEqual(await ride(coming), comingBefore, 'a driver on the way keeps the ride')
    // Followed again from the old flight: nothing of it is left.
    assert.deepEqual(await follow('car', await tripOfPerson(token, mine), train), [])
  })

  it("notes a late arrival on the traveller's stay checking in that day, and only when it is late", async () => {
    const stay = async (t: string, arrivalTime: string) => {
      const f = await findPlan(env, t, 'SHA', (p) => p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1, {
        checkIn: DAY,
        checkOut: addDays(DAY, 1),
      })
      const body = await stayBody(env, t, stayChoice(f), [{ Guests: [guestOf(await me(env, t))] }], { ArrivalTime: arrivalTime, Remark: 'High floor' })
      const res = expectOk(await env.call('newhotel/hotel/submitOrder', body, { token: t }))
      return res.OrderNo as string
    }
    const stayRow = (orderNo: string) =>
      env.db
        .selectFrom('hotel_stays as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .select(['s.arrival_time', 's.remark'])
        .where('o.order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    const cases: [name: string, booked: string, at: Date, noted: { time: string } | null][] = [
      ['an arrival before the booked time', '20:00', chinaInstant(DAY, 19 * 60), null],
      ['an arrival after the booked time', '18:00', chinaInstant(DAY, 21 * 60 + 40), { time: '21:40' }],
      ['an arrival after midnight', '18:00', chinaInstant(DAY, 24 * 60 + 50), { time: '00:50' }],
      ['an arrival the next afternoon', '18:00', chinaInstant(DAY, 24 * 60 + 15 * 60), { time: '18:00' }],
    ]
    for (const [name, booked, at, noted] of cases) {
      // Each case books afresh: the stays of the one before are out of the way.
      await env.db
        .updateTable('hotel_stays')
        .set({ check_in: addDays(DAY, -1) })
        .where('check_in', '=', DAY)
        .execute()
      const mine = await stay(token, booked)
      const theirs = await stay(colleague, booked)
      const lines = await follow('hotel', await tripOfPerson(token, mine), { ...train, at })
      const row = await stayRow(mine)
      if (!noted) {
        assert.deepEqual(lines, [], name)
        assert.deepEqual(row, { arrival_time: booked, remark: 'High floor' }, name)
        continue
      }
      assert.equal(lines.length, 1, name)
      assert.match(lines[0], new RegExp(`has been told you arrive at ${chinaDateTime(at)}$`), name)
      assert.equal(row.arrival_time, noted.time, name)
      assert.deepEqual(row.remark.split('\n'), [`【晚到】客人乘 ${train.no}，预计 ${chinaDateTime(at)} 到店，请保留房间`, 'High floor'], name)
      const d = expectOk(await env.call('newhotel/order/getOrderDetail', { OrderNo: mine }, { token, lang: 2 }))
      assert.equal(d.Remark, row.remark, 'the order details show it')
      assert.ok(
        (d.Timeline as { Text: string }[]).some((e) => e.Text.startsWith('Hotel told of a late arrival')),
        name,
      )
      assert.deepEqual(await stayRow(theirs), { arrival_time: booked, remark: 'High floor' }, `${name}: the colleague's stay is theirs`)
    }
  })

  it("moves the traveller's table to when they can be there, by the dining rules, or says it is missed", async () => {
    const restaurants = await env.db
      .selectFrom('dining_restaurants')
      .select(['id', 'hours_json', 'phone'])
      .where('city_code', '=', 'SHA')
      .orderBy('id')
      .execute()
    const r = restaurants.find((x) => [19 * 60, 19 * 60 + 45, 21 * 60].every((m) => openAt(JSON.parse(x.hours_json) as string[], m)))!
    /** A table for two at 19:00 on DAY: its request id (booking numbers repeat under the test's still clock). */
    const book = async (t: string) => {
      const id = `dine-${process.pid}-${Math.random().toString(36).slice(2)}`
      expectOk(await env.call('mealsapi/Dining/book', { ClientRequestId: id, RestaurantId: r.id, Date: DAY, Time: '19:00', People: 2 }, { token: t }))
      return id
    }
    const table = (id: string) => env.db.selectFrom('dining_bookings').select(['date', 'time']).where('client_request_id', '=', id).executeTakeFirstOrThrow()
    const cases: [name: string, at: Date, moved: { date: string; time: string } | null, line: RegExp | null][] = [
      ['there in time', chinaInstant(DAY, 18 * 60), null, null],
      ['late the same evening', chinaInstant(DAY, 19 * 60 + 10), { date: DAY, time: '19:45' }, /^Table at .+ moved to \S+ 19:45$/],
      [
        'after dinner',
        chinaInstant(DAY, 21 * 60 + 40),
        null,
        new RegExp(`^You will miss your table at .+: call ${r.phone.replace(/[+]/g, '\\+')} to change it$`),
      ],
      ['the next afternoon', chinaInstant(DAY, 24 * 60 + 15 * 60), { date: addDays(DAY, 1), time: '19:00' }, /^Table at .+ moved to \S+ 19:00$/],
    ]
    for (const [name, at, moved, line] of cases) {
      const mine = await book(token)
      const theirs = await book(colleague)
      const lines = await follow('dining', await tripOfPerson(token), { ...train, at })
      assert.equal(lines.length, line ? 1 : 0, name)
      if (line) assert.match(lines[0], line, name)
      assert.deepEqual(await table(mine), moved ?? { date: DAY, time: '19:00' }, name)
      assert.deepEqual(await table(theirs), { date: DAY, time: '19:00' }, `${name}: the colleague's table is theirs`)
      // The next case books afresh: this one is out of the way.
      await env.db
        .updateTable('dining_bookings')
        .set({ date: addDays(DAY, -1) })
        .where('client_request_id', 'in', [mine, theirs])
        .execute()
    }
  })
})

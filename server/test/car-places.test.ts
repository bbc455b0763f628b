/**
 * car/tripPlaces: the hotel of the rider's stay covering the ride's day in the ride's city and the
 * airport where their flight lands that day; never another person's orders, a stay on another
 * day or in another city.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { CarPlace } from '../../types/api/car'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { choiceOf, findPlan, guestOf, IN, me, OUT, submitBody } from './hotel-harness'
import { bookingBody, choice, DAY, inPolicyFare, me as flightMe, passengerOf } from './flight-harness'

describe('car trip places', () => {
  let env: TestEnv
  let rider: string
  let other: string
  let hotelId = 0
  let landsAt = ''
  let landsOn = ''
  const places = async (token: string, city: string, date: string): Promise<CarPlace[]> =>
    expectOk(await env.call('car/tripPlaces', { CityCode: city, Date: date }, { token })).Places

  before(async () => {
    env = await createTestEnv()
    rider = await env.login('employee01')
    other = await env.login('booker01')
    const f = await findPlan(env, rider, 'BJS', (p) => p.Policy.InPolicy && p.Remaining >= 1)
    hotelId = f.hotelId
    const body = await submitBody(env, rider, choiceOf(f), [{ Guests: [guestOf(await me(env, rider))] }], {
      PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' },
    })
    expectOk(await env.call('newhotel/hotel/submitOrder', body, { token: rider }))
    const { row, cabin } = await inPolicyFare(env, rider, 'SHA', 'BJS', DAY)
    landsAt = row.ArriveAirport
    landsOn = row.ArriveDate
    const fb = await bookingBody(env, rider, [choice(row, cabin)], [passengerOf(await flightMe(env, rider))])
    expectOk(await env.call('flight/submitBooking', fb, { token: rider }))
  })
  after(() => env.close())

  it('the hotel of a stay covering the day, in its city, with its position', async () => {
    for (const day of [IN, addDays(IN, 1), OUT]) {
      const hotel = (await places(rider, 'BJS', day)).find((p) => p.Kind === 'Hotel')
      assert.ok(hotel, `a hotel on ${day}`)
      assert.equal(hotel.Id, `BJS-H-${hotelId}`)
      assert.ok(hotel.Lat > 39 && hotel.Lat < 41 && hotel.Lon > 115 && hotel.Lon < 118)
    }
  })

  it('not on another day or in another city', async () => {
    for (const [city, day] of [
      ['BJS', addDays(IN, -1)],
      ['BJS', addDays(OUT, 1)],
      ['SHA', IN],
    ])
      assert.equal((await places(rider, city, day)).filter((p) => p.Kind === 'Hotel').length, 0, `${city} ${day}`)
  })

  it('the airport where a flight lands that day', async () => {
    const got = await places(rider, 'BJS', landsOn)
    const airport = got.find((p) => p.Kind === 'Airport')
    assert.ok(airport, 'an airport')
    assert.equal(airport.Id, `BJS-A-${landsAt}`)
    assert.equal((await places(rider, 'BJS', addDays(landsOn, 1))).filter((p) => p.Kind === 'Airport').length, 0)
  })

  it("never another person's orders", async () => {
    for (const day of [IN, landsOn]) assert.deepEqual(await places(other, 'BJS', day), [])
  })
})

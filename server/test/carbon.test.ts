/** The carbon method (docs/carbon.md) against its worked examples, and its properties. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import {
  avoidedByRail,
  coachGrams,
  flightGrams,
  greatCircleKm,
  haulOf,
  hotelGrams,
  kgText,
  railGrams,
  taxiGrams,
  type Cabin,
} from '../../types/api/carbon-values'

const PEK = { lat: 40.08, lon: 116.58 }
const SHA = { lat: 31.2, lon: 121.34 }
const NKG = { lat: 31.74, lon: 118.86 }
const LHR = { lat: 51.47, lon: -0.4543 }
const JFK = { lat: 40.6413, lon: -73.7781 }

describe('carbon: worked examples of docs/carbon.md', () => {
  const flights: [string, { lat: number; lon: number }, { lat: number; lon: number }, Cabin, number, number][] = [
    // route, from, to, cabin, great-circle km (rounded), grams CO2e per passenger
    ['Beijing–Shanghai economy (short-haul)', PEK, SHA, 'Economy', 1077, 212625],
    ['Beijing–Shanghai business', PEK, SHA, 'Business', 1077, 318932],
    ['Shanghai–Nanjing (domestic haul, one class)', SHA, NKG, 'Business', 243, 71459],
    ['London–New York economy (long-haul)', LHR, JFK, 'Economy', 5540, 1197302],
    ['London–New York business', LHR, JFK, 'Business', 5540, 3472003],
  ]
  for (const [name, a, b, cabin, km, grams] of flights) {
    it(name, () => {
      const d = greatCircleKm(a, b)
      assert.equal(Math.round(d), km)
      assert.equal(flightGrams(d, cabin), grams)
    })
  }
  it('Beijing–Shanghai by train: 41.2 kg, and what it avoided against economy', () => {
    const d = greatCircleKm(PEK, SHA)
    assert.equal(railGrams(d), 41230)
    assert.equal(avoidedByRail(d), 212625 - 41230)
    assert.equal(kgText(railGrams(d)), '41.2')
  })
  const stays: [number, string, number][] = [
    [2, 'CN', 107000],
    [3, 'JP', 85800],
    [1, 'FR', 20600],
  ]
  for (const [nights, country, grams] of stays) it(`${nights} room-nights in ${country}`, () => assert.equal(hotelGrams(nights, country), grams))
  it('a 12.5 km car ride: 2.6 kg, whoever rides in it', () => {
    assert.equal(taxiGrams(12.5), 2601)
    assert.equal(kgText(taxiGrams(12.5)), '2.6')
  })
  it('Shanghai–Suzhou by coach (city centres, 85 km): 2.5 kg a passenger; Shanghai–Guangzhou 35.8 kg', () => {
    const SHA_C = { lat: 31.23, lon: 121.474 }
    const d = greatCircleKm(SHA_C, { lat: 31.299, lon: 120.585 })
    assert.equal(Math.round(d), 85)
    assert.equal(coachGrams(d), 2504)
    assert.equal(coachGrams(greatCircleKm(SHA_C, { lat: 23.129, lon: 113.264 })), 35771)
  })
  it('hauls by distance', () => {
    assert.deepEqual([haulOf(499), haulOf(500), haulOf(3699), haulOf(3700)], ['Domestic', 'ShortHaul', 'ShortHaul', 'LongHaul'])
  })
})

describe('carbon: properties', () => {
  const point = fc.record({ lat: fc.double({ min: -80, max: 80, noNaN: true }), lon: fc.double({ min: -179, max: 179, noNaN: true }) })
  it('distance is symmetric and never beyond half the Earth', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleKm(a, b)
        return Math.abs(d - greatCircleKm(b, a)) < 1e-6 && d >= 0 && d <= Math.PI * 6371.0088 + 1e-6
      }),
    )
  })
  it('a train never emits more than the economy flight it replaces, and premium cabins never less than economy', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 15000, noNaN: true }), (km) => {
        const eco = flightGrams(km, 'Economy')
        return (
          railGrams(km) <= eco &&
          avoidedByRail(km) === eco - railGrams(km) &&
          flightGrams(km, 'Business') >= eco &&
          flightGrams(km, 'First') >= flightGrams(km, 'Business')
        )
      }),
    )
  })
})

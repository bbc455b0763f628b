/**
 * International flights in the disruption assistant (docs/disruptions.md): a cancelled flight's
 * leg offered on other itineraries, all free, and moved through the involuntary change (the order
 * re-issued, no money moving, no approval).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DisruptionDetailRes } from '../../types/api/disruption'
import type { IntlOrderDetail } from '../../types/api/intlflight'
import { createTestEnv, expectOk, type TestEnv } from './helpers'
import { detail, me, nonstop, OUT, passport, pay, rid, search, submitBody } from './intlflight-harness'

describe('disruptions of international flights', () => {
  let env: TestEnv
  let director: string
  let admin: string
  before(async () => {
    env = await createTestEnv()
    director = await env.login('director01')
    admin = await env.login('admin01')
  })
  after(async () => env?.close())

  async function issued(): Promise<IntlOrderDetail> {
    const key = nonstop((await search(env, director, [{ From: 'SHA', To: 'FRA', Date: OUT }])).Legs[0].Itineraries).Key
    const body = await submitBody(env, director, 'OneWay', [{ ItineraryKey: key, Family: 'EconomyStandard' }], [passport(await me(env, director))])
    const res = expectOk(await env.call('intlflight/submitBooking', body, { token: director }))
    await pay(env, director, res.OrderNo)
    return detail(env, director, res.OrderNo)
  }

  it('a cancellation moves the leg free to another itinerary, on the same order', async () => {
    const d = await issued()
    const flightNo = d.Legs[0].Segments[0].FlightNo
    const date = d.Legs[0].Segments[0].DepartTime.slice(0, 10)
    const ev = expectOk(
      await env.call('disruption/addEvent', { Product: 'IntlFlight', ServiceNo: flightNo, DepartDate: date, Kind: 'Cancellation' }, { token: admin }),
    )
    assert.ok(ev.Event.Affected >= 1, JSON.stringify([flightNo, date, ev.Event, d.Legs[0].Segments[0]]))
    const mine = expectOk(await env.call('disruption/mine', {}, { token: director })).Items
    const dis = mine.find((x: { OrderNo: string; State: string }) => x.OrderNo === d.OrderNo && x.State === 'Open')
    assert.ok(dis, JSON.stringify(mine))
    const det: DisruptionDetailRes = expectOk(await env.call('disruption/detail', { Id: dis.Id }, { token: director }))
    const alts = det.Alternatives.filter((a) => a.Group !== 'Keep')
    assert.ok(alts.length > 0, JSON.stringify(det))
    assert.ok(
      alts.every((a) => a.Free && a.PriceDifference === 0 && !(a.ServiceNo.split('/')[0] === flightNo && a.DepartDate === date)),
      JSON.stringify([flightNo, alts]),
    )
    const r = expectOk(await env.call('disruption/rebook', { Id: dis.Id, Token: alts[0].Token, ClientRequestId: rid('dis') }, { token: director }))
    assert.equal(r.OrderNo, d.OrderNo)
    assert.equal(r.NeedPayment, false)
    const after = await detail(env, director, d.OrderNo)
    assert.equal(after.Status, 'ChangeSucceeded')
    assert.equal(after.Legs[0].Segments[0].FlightNo, alts[0].ServiceNo.split('/')[0])
    assert.equal(after.PriceDetail.Total, d.PriceDetail.Total, 'nothing to pay')
  })

  it('the console refuses a kind a flight does not have', async () => {
    const d = await issued()
    const res = await env.call(
      'disruption/addEvent',
      { Product: 'IntlFlight', ServiceNo: d.Legs[0].Segments[0].FlightNo, DepartDate: OUT, Kind: 'Suspension' },
      { token: admin },
    )
    assert.equal(res.ErrorCode, 1001)
  })
})

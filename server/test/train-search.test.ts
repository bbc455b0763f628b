/**
 * Train search: stations by every kind of keyword, the city list and the sale window, trains
 * between cities with every class priced and counted, the travellers' verdict, stops and the
 * seat map; the inventory's shape (over 100 stations, every train type).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { SALE_WINDOW_DAYS } from '../../types/api/train-values'
import { allTrains } from '../src/modules/train/catalog'
import { STATIONS } from '../src/modules/train/stations'
import { addDays, chinaInstant } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, START, TODAY, type TestEnv } from './helpers'
import { DAY, search } from './train-harness'

describe('train search', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(async () => env?.close())

  it('has over 100 stations and every train type, with stops in time order', () => {
    assert.ok(STATIONS.length >= 100)
    assert.equal(new Set(STATIONS.map((s) => s.code)).size, STATIONS.length)
    const types = new Set(allTrains().map((t) => t.type))
    for (const t of ['G', 'D', 'C', 'Z', 'T', 'K']) assert.ok(types.has(t as never), t)
    for (const t of allTrains())
      for (let i = 1; i < t.stops.length; i++) assert.ok(t.stops[i].arr > t.stops[i - 1].dep && t.stops[i].dep >= t.stops[i].arr, t.no)
  })

  it('finds stations by Chinese, pinyin, initials, English and telegraph code', async () => {
    for (const k of ['上海', 'shanghai', 'shhq', 'Hongqiao', 'AOH']) {
      const r = expectOk(await env.call('train/searchTrainStations/v2', { Keyword: k }, { token }))
      assert.ok(
        r.Stations.some((s: { Code: string }) => s.Code === 'AOH'),
        k,
      )
    }
    const hot = expectOk(await env.call('train/searchTrainStations/v2', {}, { token }))
    assert.ok(hot.Stations.every((s: { IsHot: boolean }) => s.IsHot))
    const list = expectOk(await env.call('train/getTrainCityList', {}, { token }))
    assert.equal(list.Today, TODAY)
    assert.equal(list.LastSaleDate, addDays(TODAY, SALE_WINDOW_DAYS))
  })

  it('lists trains between cities with every class, in departure order, with the R1 verdict', async () => {
    const r = await search(env, token)
    assert.ok(r.Trains.length >= 10)
    assert.ok(r.From.length > 1 && r.To.length > 1, 'a city code searches all its stations')
    const times = r.Trains.map((t) => t.DepartTime)
    assert.deepEqual(times, [...times].sort())
    const g = r.Trains.find((t) => t.TrainType === 'G')!
    const second = g.Seats.find((s) => s.SeatClass === 'Second')!
    const business = g.Seats.find((s) => s.SeatClass === 'Business')!
    assert.ok(second.Price > 0 && business.Price > second.Price * 2)
    assert.equal(second.Policy.InPolicy, true)
    assert.equal(business.Policy.InPolicy, false)
    assert.equal(business.Policy.Violations[0].Kind, 'SeatClass')
    assert.equal(business.Policy.PriceToBeat, second.Price)
    assert.deepEqual(r.RankStandard?.HighSpeed, ['Second'])
    const hs = await search(env, token, 'BJS', 'SHA', DAY, { HighSpeedOnly: true })
    assert.ok(hs.Trains.every((t) => ['G', 'D', 'C'].includes(t.TrainType)))
    assert.ok(r.Trains.some((t) => t.TrainType === 'Z' || t.TrainType === 'T' || t.TrainType === 'K'))
    const student = await search(env, token, 'BJS', 'SHA', DAY, { Student: true })
    const sameG = student.Trains.find((t) => t.TrainNo === g.TrainNo)!
    assert.ok(sameG.Seats.find((s) => s.SeatClass === 'Second')!.Price < second.Price)
  })

  it('gives night trains the night standard: soft sleeper allowed for R2 at night only', async () => {
    const approver = await env.login('approver01')
    const r = await search(env, approver, 'BJS', 'SHA')
    const other = (s: { SeatClass: string }) => s.SeatClass === 'HardSleeper' || s.SeatClass === 'Second'
    const night = r.Trains.find((t) => t.Overnight && t.Seats.some((s) => s.SeatClass === 'SoftSleeper') && t.Seats.some(other))
    assert.ok(night, 'an overnight train with soft sleepers and another class')
    assert.equal(night.Seats.find((s) => s.SeatClass === 'SoftSleeper')!.Policy.InPolicy, true)
    assert.equal(night.Seats.find(other)!.Policy.InPolicy, false)
  })

  it('refuses dates outside the window and unknown stations', async () => {
    expectError(
      await env.call('train/searchTrains', { From: 'BJS', To: 'SHA', Date: addDays(TODAY, SALE_WINDOW_DAYS + 1) }, { token }),
      ErrorCode.ValidationFailed,
    )
    expectError(await env.call('train/searchTrains', { From: 'BJS', To: 'SHA', Date: addDays(TODAY, -1) }, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('train/searchTrains', { From: 'QQQ', To: 'SHA', Date: DAY }, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('train/searchTrains', { From: 'BJS', To: 'BJS', Date: DAY }, { token }), ErrorCode.ValidationFailed)
  })

  it('shows stops and the seat map (second class A B C | D F)', async () => {
    const g = (await search(env, token)).Trains.find((t) => t.TrainType === 'G')!
    const stops = expectOk(
      await env.call(
        'train/getTrainStopInfo',
        { TrainNo: g.TrainNo, Date: g.DepartDate, FromStation: g.FromStation.Code, ToStation: g.ToStation.Code },
        { token },
      ),
    )
    assert.ok(stops.RunsOnDate)
    assert.equal(stops.Stops.filter((s: { InJourney: boolean }) => s.InJourney).length, g.StopsBetween + 2)
    const map = expectOk(
      await env.call(
        'train/getSeatMap',
        { TrainNo: g.TrainNo, Date: g.DepartDate, FromStation: g.FromStation.Code, ToStation: g.ToStation.Code, SeatClass: 'Second' },
        { token },
      ),
    )
    assert.deepEqual(map.Letters, ['A', 'B', 'C', 'D', 'F'])
    assert.equal(map.Coaches[0].Aisle, 3)
    const free = map.Coaches.reduce((s: number, c: { FreeSeats: number }) => s + c.FreeSeats, 0)
    assert.equal(free, g.Seats.find((s) => s.SeatClass === 'Second')!.Remaining)
    const first = expectOk(
      await env.call(
        'train/getSeatMap',
        { TrainNo: g.TrainNo, Date: g.DepartDate, FromStation: g.FromStation.Code, ToStation: g.ToStation.Code, SeatClass: 'First' },
        { token },
      ),
    )
    assert.deepEqual(first.Letters, ['A', 'C', 'D', 'F'])
    const biz = expectOk(
      await env.call(
        'train/getSeatMap',
        { TrainNo: g.TrainNo, Date: g.DepartDate, FromStation: g.FromStation.Code, ToStation: g.ToStation.Code, SeatClass: 'Business' },
        { token },
      ),
    )
    assert.deepEqual(biz.Letters, ['A', 'C', 'F'])
  })
})

describe('train search by the server clock', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(async () => env?.close())

  const leaves = (t: { DepartDate: string; DepartTime: string }) =>
    chinaInstant(t.DepartDate, Number(t.DepartTime.slice(0, 2)) * 60 + Number(t.DepartTime.slice(3, 5))).getTime()

  it('marks the trains that have left (China time) as departed, and moves with the clock', async () => {
    let now = START.getTime()
    const today = await search(env, token, 'BJS', 'SHA', TODAY)
    assert.ok(today.Trains.length > 0)
    for (const t of today.Trains) assert.equal(t.Departed, leaves(t) <= now, `${t.TrainNo} ${t.DepartDate} ${t.DepartTime}`)
    const later = await search(env, token, 'BJS', 'SHA', DAY)
    assert.ok(later.Trains.every((t) => t.Departed === false))
    // The next train to leave today: a minute after it leaves, the same search marks it (the kept answer is not reused).
    const next = today.Trains.filter((t) => !t.Departed).sort((a, b) => leaves(a) - leaves(b))[0]
    if (next) {
      const seconds = Math.ceil((leaves(next) - now) / 1000) + 60
      env.advance(seconds)
      now += seconds * 1000
      const again = await search(env, token, 'BJS', 'SHA', TODAY)
      const row = again.Trains.find((t) => t.TrainNo === next.TrainNo && t.FromStation.Code === next.FromStation.Code)!
      assert.equal(row.Departed, true)
      for (const t of again.Trains) assert.equal(t.Departed, leaves(t) <= now, t.TrainNo)
    }
  })
})

/**
 * International flight search: places and the refusals of a domestic pair, connections built
 * with the minimum connection time and their layovers, fare families with taxes and the fare
 * currency, the standard by flight time (a director's business class in policy, an employee's
 * over standard with why), multi-city legs, and companies kept apart.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { MCT_LONG_HAUL_MINUTES, MCT_MINUTES, LONG_HAUL_MINUTES, type IntlItinerary } from '../../types/api/intlflight'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { BACK, OUT, search } from './intlflight-harness'

describe('international flight search', () => {
  let env: TestEnv
  let employee: string
  let director: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    director = await env.login('director01')
  })
  after(async () => env?.close())

  it('lists at least 80 airports in four continents with CN, EN and JP names, and refuses a domestic pair', async () => {
    const list = expectOk(await env.call('intlflight/getIntlFlightCityList', {}, { token: employee, lang: 2 }))
    const places = list.Regions.flatMap((r: { Places: unknown[] }) => r.Places)
    assert.ok(places.length >= 80)
    for (const r of ['Asia', 'Europe', 'America', 'Oceania']) assert.ok(list.Regions.some((g: { Region: string }) => g.Region === r))
    const fra = places.find((p: { Code: string }) => p.Code === 'FRA')
    assert.equal(fra.CityName, 'Frankfurt')
    assert.equal(fra.CityNameCN, '法兰克福')
    assert.equal(fra.CityNameJP, 'フランクフルト')
    assert.equal(fra.TimeZone, 'Europe/Berlin')
    assert.equal(expectOk(await env.call('intlflight/canSearch', { From: 'PEK', To: 'SHA' }, { token: employee })).CanSearch, false)
    expectError(
      await env.call('intlflight/get', { TripType: 'OneWay', Legs: [{ From: 'PEK', To: 'PVG', Date: OUT }] }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    const nations = expectOk(await env.call('intlflight/getNationList', { Keyword: 'Germ' }, { token: employee }))
    assert.equal(nations.Nations[0].Code, 'DE')
  })

  it('builds nonstop and connecting itineraries Shanghai → Frankfurt with layovers within the connection rules', async () => {
    const r = await search(env, employee, [{ From: 'SHA', To: 'FRA', Date: OUT }])
    const its: IntlItinerary[] = r.Legs[0].Itineraries
    assert.ok(its.some((i) => i.Stops === 0 && i.Segments[0].From === 'PVG'))
    const conn = its.filter((i) => i.Stops > 0)
    assert.ok(conn.length >= 3)
    for (const i of conn) {
      for (const [k, l] of i.Layovers.entries()) {
        const a = i.Segments[k]
        const b = i.Segments[k + 1]
        assert.equal(a.To, b.From, 'one airport')
        assert.equal(l.Airport, b.From)
        const minutes = (Date.parse(b.DepartAt) - Date.parse(a.ArriveAt)) / 60_000
        assert.equal(l.Minutes, minutes)
        const mct = a.Duration >= LONG_HAUL_MINUTES || b.Duration >= LONG_HAUL_MINUTES ? MCT_LONG_HAUL_MINUTES : MCT_MINUTES
        assert.equal(l.MinConnectMinutes, mct)
        assert.ok(minutes >= mct)
      }
      assert.equal(i.TotalMinutes, (Date.parse(i.Segments[i.Segments.length - 1].ArriveAt) - Date.parse(i.Segments[0].DepartAt)) / 60_000)
    }
    // Local times carry their offsets: Shanghai +08:00, Frankfurt +01:00 in winter.
    const direct = its.find((i) => i.Stops === 0)!
    assert.equal(direct.Segments[0].DepartUtcOffset, '+08:00')
    assert.equal(direct.Segments[0].ArriveUtcOffset, '+01:00')
    // Plausible for ~8,900 km: 10 to 13 hours.
    assert.ok(direct.FlyingMinutes > 600 && direct.FlyingMinutes < 780)
    const families = direct.Fares.map((f) => f.Family)
    assert.deepEqual(families, ['EconomyLight', 'EconomyStandard', 'EconomyFlex'])
    const std = direct.Fares[1]
    assert.equal(std.Total, std.BaseFare + std.Taxes)
    assert.equal(direct.FareCurrency, 'CNY')
    assert.equal(r.Carriers[direct.Segments[0].Carrier].Name.length > 0, true)
    assert.ok(r.Families.EconomyStandard!.Bags === 1 && r.Families.EconomyStandard!.Summary.length === 5)
    assert.equal(r.Places.FRA.CityNameEN, 'Frankfurt')
    const biz = (await search(env, employee, [{ From: 'SHA', To: 'FRA', Date: OUT }], { Cabin: 'Business' })).Legs[0].Itineraries.find(
      (i) => i.Key === direct.Key,
    )!
    assert.deepEqual(
      biz.Fares.map((f) => f.Family),
      ['Business', 'BusinessFlex'],
    )
    assert.ok(direct.Fares[0].Total < std.Total && std.Total < biz.Fares[0].Total)
    // From Frankfurt the fare's currency is the euro, converted at the day's rate.
    const back = await search(env, employee, [{ From: 'FRA', To: 'SHA', Date: BACK }])
    const fare = back.Legs[0].Itineraries[0].Fares[0]
    assert.equal(back.Legs[0].Itineraries[0].FareCurrency, 'EUR')
    assert.ok(fare.FareCurrencyTotal > 0 && fare.FareCurrencyTotal < fare.Total)
    assert.ok(back.Rates.some((x) => x.Currency === 'EUR' && x.RateMicro > 1_000_000))
  })

  it('judges business class on a long flight: in policy for a director, over standard for an employee', async () => {
    const pick = (r: Awaited<ReturnType<typeof search>>) => r.Legs[0].Itineraries.find((i) => i.Stops === 0 && i.FlyingMinutes >= 11 * 60)!
    const asDirector = pick(await search(env, director, [{ From: 'SHA', To: 'NYC', Date: OUT }], { Cabin: 'Business' }))
    assert.ok(asDirector, 'a long nonstop')
    assert.ok(asDirector.Fares.every((f) => f.Cabin === 'Business' && f.Policy.InPolicy))
    const asEmployee = pick(await search(env, employee, [{ From: 'SHA', To: 'NYC', Date: OUT }], { Cabin: 'Business' }))
    const economy = (await search(env, employee, [{ From: 'SHA', To: 'NYC', Date: OUT }])).Legs[0].Itineraries.find((i) => i.Key === asEmployee.Key)!
    const business = asEmployee.Fares.find((f) => f.Family === 'Business')!
    assert.equal(business.Policy.InPolicy, false)
    assert.equal(business.Policy.Violations[0].Kind, 'Cabin')
    assert.match(business.Policy.Violations[0].Message, /经济舱/)
    assert.equal(business.Policy.PriceToBeat, economy.Fares.find((f) => f.Family === 'EconomyStandard')!.Total)
    assert.ok(economy.Fares.every((f) => f.Policy.InPolicy))
    // A director on a short hop (under 6 hours) is back to economy.
    const short = (await search(env, director, [{ From: 'SHA', To: 'TYO', Date: OUT }], { Cabin: 'Business' })).Legs[0].Itineraries[0]
    assert.equal(short.Fares[0].Policy.InPolicy, false)
    // The standard itself.
    const std = expectOk(await env.call('intlflightrank', {}, { token: director }))
    assert.equal(std.BusinessMinMinutes, 360)
    const admin = await env.login('admin01')
    const ranks = expectOk(await env.call('intlFlightv3', {}, { token: admin }))
    assert.equal(ranks.Ranks.length, 4)
    expectError(await env.call('intlFlightv3', {}, { token: employee }), ErrorCode.NoPermission)
    const cabins = expectOk(await env.call('intlflightv2/getCabinClass', {}, { token: employee, lang: 2 }))
    assert.deepEqual(
      cabins.Cabins.map((c: { Cabin: string }) => c.Cabin),
      ['Economy', 'Business'],
    )
    assert.equal(cabins.Cabins[0].Families[0].Name, 'Economy Light')
    const auth = expectOk(await env.call('intlflight/getAuthorizationInfo/v3', {}, { token: employee }))
    assert.deepEqual([auth.CanUseInquirySheet, auth.IsConsultant], [true, false])
  })

  it("holds a manager to the day's lowest fare of the family (within 10 %)", async () => {
    const manager = await env.login('approver01')
    const r = await search(env, manager, [{ From: 'SHA', To: 'FRA', Date: OUT }])
    const its = r.Legs[0].Itineraries.filter((i) => i.Segments[0].From === 'PVG' && i.Segments[i.Segments.length - 1].To === 'FRA')
    const std = its.map((i) => i.Fares.find((f) => f.Family === 'EconomyStandard')!)
    const lowest = Math.min(...std.map((f) => f.Total))
    for (const f of std) {
      const over = f.Policy.Violations.some((v) => v.Kind === 'LowestPrice')
      assert.equal(over, f.Total > Math.floor((lowest * 110) / 100), `${f.Total} against ${lowest}`)
      if (over) assert.equal(f.Policy.PriceToBeat, Math.floor((lowest * 110) / 100))
    }
    assert.ok(
      std.some((f) => !f.Policy.InPolicy),
      'some fare is over the lowest-price rule',
    )
    assert.equal(expectOk(await env.call('intlflightrank', {}, { token: manager })).LowestPricePct, 10)
  })

  it('searches multi-city legs in order and refuses a leg before the previous one', async () => {
    const r = await search(env, employee, [
      { From: 'SHA', To: 'SIN', Date: OUT },
      { From: 'SIN', To: 'SYD', Date: BACK },
      { From: 'SYD', To: 'SHA', Date: BACK },
    ])
    assert.equal(r.Legs.length, 3)
    assert.ok(r.Legs.every((l) => l.Itineraries.length > 0))
    expectError(
      await env.call(
        'intlflight/get',
        {
          TripType: 'MultiCity',
          Legs: [
            { From: 'SHA', To: 'SIN', Date: BACK },
            { From: 'SIN', To: 'SYD', Date: OUT },
          ],
        },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
  })

  it("keeps companies apart: another company's person is not a traveller to search for", async () => {
    const other = await env.login('other01')
    const director = expectOk(await env.call('user/getBookPersons', {}, { token: employee })).Persons.find((p: { IsSelf: boolean }) => p.IsSelf).PersonId
    const r = await env.call(
      'intlflight/get',
      { TripType: 'OneWay', Legs: [{ From: 'SHA', To: 'FRA', Date: OUT }], PassengerIds: [director] },
      { token: other },
    )
    assert.equal(r.IsSuccess, false)
  })
})

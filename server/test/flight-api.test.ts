/** Flight calls: places, index, calendar, search, cabins, price check, booking data, uploads, input errors. */
import assert from 'node:assert/strict'
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { ErrorCode, type Envelope } from '../../types/api'
import { buildApp } from '../src/app'
import { DOMAINS } from '../src/modules'
import { registerUploads } from '../src/kernel/orders/upload-routes'
import { createTestEnv, expectError, expectOk, START, TODAY, type TestEnv } from './helpers'
import { addDays, chinaMinutes } from '../src/lib/time'
import { cabins, DAY, search } from './flight-harness'

describe('flight calls', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  let other: string
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flight-uploads-'))
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    booker = await env.login('booker01')
    other = await env.login('other01')
  })
  after(async () => {
    await env.close()
    fs.rmSync(uploadDir, { recursive: true, force: true })
  })

  it('searchAirportCity: pinyin, initials, codes; a multi-airport city lists its airports', async () => {
    const r = expectOk(await env.call('flight/searchAirportCity/v2', { Keyword: 'bj' }, { token: employee }))
    assert.deepEqual(
      r.Items.slice(0, 3).map((i: { Type: string; AirportCode: string | null }) => `${i.Type}:${i.AirportCode ?? ''}`),
      ['City:', 'Airport:PEK', 'Airport:PKX'],
    )
    const en = expectOk(await env.call('flight/searchAirportCity/v2', { Keyword: 'PVG' }, { token: employee, lang: 2 }))
    assert.equal(en.Items[0].AirPortName, 'Shanghai Pudong International Airport')
    const ja = expectOk(await env.call('flight/searchAirportCity/v2', { Keyword: 'shenzhen' }, { token: employee, lang: 5 }))
    assert.equal(ja.Items[0].CityName, '深圳')
  })

  it('getFlightCityList: A–Z groups and hot cities', async () => {
    const r = expectOk(await env.call('flight/getFlightCityList', {}, { token: employee }))
    assert.equal(r.HotCities[0].CityCode, 'BJS')
    assert.deepEqual(
      r.Groups.map((g: { Letter: string }) => g.Letter),
      [...r.Groups.map((g: { Letter: string }) => g.Letter)].sort(),
    )
    assert.ok(r.Groups.find((g: { Letter: string }) => g.Letter === 'S').Cities.some((c: { CityCode: string }) => c.CityCode === 'SHA'))
    assert.ok(r.Groups.reduce((n: number, g: { Cities: unknown[] }) => n + g.Cities.length, 0) >= 60)
  })

  it('getFlightIndexInitInfo: today, limits, and the caller’s standard', async () => {
    const r = expectOk(await env.call('flight/getFlightIndexInitInfo', {}, { token: employee }))
    assert.equal(r.Today, TODAY)
    assert.equal(r.MaxBookDays, 365)
    assert.equal(r.RankStandard.CabinClassCeiling, 'Economy')
    assert.deepEqual(r.RankStandard.Summary, ['须预订起飞前后2小时内的最低价航班', '可乘坐经济舱及以下舱等', '经济舱折扣不超过8折'])
    const rank = expectOk(await env.call('flightrank', {}, { token: employee, lang: 2 }))
    assert.equal(rank.RankName, 'Staff')
  })

  it('routeLowestPrice: one price per day, the cheapest marked, at most 62 days', async () => {
    const r = expectOk(
      await env.call(
        'routeLowestPrice/get',
        { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', StartDate: TODAY, EndDate: addDays(TODAY, 29) },
        { token: employee },
      ),
    )
    assert.equal(r.Days.length, 30)
    // A day with nothing left to sell (today, late in the evening) has no price and is never the lowest.
    const priced = r.Days.filter((d: { LowestPrice: number | null }) => d.LowestPrice !== null)
    assert.ok(priced.length >= 29)
    const min = Math.min(...priced.map((d: { LowestPrice: number }) => d.LowestPrice))
    const lowest = r.Days.filter((d: { IsLowest: boolean }) => d.IsLowest)
    assert.ok(lowest.length > 0 && lowest.every((d: { LowestPrice: number }) => d.LowestPrice === min))
    const flights = await search(env, employee, 'BJS', 'SHA', DAY)
    assert.equal(r.Days.find((d: { Date: string }) => d.Date === DAY).LowestPrice, Math.min(...flights.map((f) => f.LowestPrice ?? Infinity)))
    expectError(
      await env.call(
        'routeLowestPrice/get',
        { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', StartDate: TODAY, EndDate: addDays(TODAY, 92) },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
  })

  it('getFlights: every row has a verdict; sorting by price; class filter', async () => {
    const rows = await search(env, employee, 'BJS', 'SHA', DAY, { Sort: 'PriceAsc' })
    assert.ok(rows.length >= 30)
    for (let i = 1; i < rows.length; i++) assert.ok((rows[i - 1].LowestPrice ?? Infinity) <= (rows[i].LowestPrice ?? Infinity))
    assert.ok(rows.some((r) => r.Policy.InPolicy) && rows.some((r) => !r.Policy.InPolicy))
    const out = rows.find((r) => !r.Policy.InPolicy)!
    assert.ok(out.Policy.Violations.length > 0 && out.Policy.PriceToBeat !== null)
    const business = await search(env, employee, 'BJS', 'SHA', DAY, { CabinClass: 'Business' })
    assert.ok(business.every((r) => r.Cabins.every((c) => c.CabinClass === 'Business')))
    assert.ok(
      business.every((r) => r.Policy.Violations.some((v) => v.Kind === 'CabinClass')),
      'staff may not fly business',
    )
  })

  it('getFlights: flights closing within 45 minutes are not sold today', async () => {
    const rows = await search(env, employee, 'BJS', 'SHA', TODAY)
    const closing = chinaMinutes(START) + 45
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
    assert.ok(
      rows.every((r) => minutes(r.DepartTime) > closing),
      `now is ${chinaMinutes(START)} minutes into the China day`,
    )
  })

  it('getCabinClass: rules, baggage and per-cabin policy', async () => {
    const [row] = await search(env, employee)
    const list = await cabins(env, employee, row)
    assert.ok(list.length >= 3)
    const y = list.find((c) => c.CabinCode === 'Y')!
    assert.equal(y.Discount, 1)
    assert.equal(y.RefundRule.length, 5)
    assert.equal(y.RefundRule[0].Label, '起飞前7天（含）以上')
    assert.ok(y.Policy.Violations.some((v) => v.Kind === 'Discount'))
    expectError(
      await env.call(
        'domesticFlightv2/getCabinClass',
        { FlightNo: 'ZZ9999', DepartDate: DAY, DepartCityCode: 'BJS', ArriveCityCode: 'SHA' },
        { token: employee },
      ),
      ErrorCode.FlightOfferExpired,
    )
  })

  it('checkOrderPrice: unchanged, and a moved fare reported with the new price', async () => {
    const [row] = await search(env, employee)
    const c = (await cabins(env, employee, row))[0]
    const seg = { FlightNo: row.FlightNo, DepartDate: DAY, DepartCityCode: 'BJS', ArriveCityCode: 'SHA', CabinCode: c.CabinCode, Price: c.Price }
    const ok = expectOk(await env.call('domesticFlightv2/checkOrderPrice', { Segments: [seg], Passengers: [{ BirthDate: '1990-01-01' }] }, { token: employee }))
    assert.equal(ok.PriceChanged, false)
    const moved = expectOk(
      await env.call(
        'domesticFlightv2/checkOrderPrice',
        { Segments: [{ ...seg, Price: c.Price - 1000 }], Passengers: [{ BirthDate: '1990-01-01' }, { BirthDate: '2020-01-01' }] },
        { token: employee },
      ),
    )
    assert.equal(moved.PriceChanged, true)
    assert.equal(moved.Segments[0].NewPrice, c.Price)
    assert.ok(moved.PriceDetail.Lines.some((l: { Detail: string }) => l.Detail.startsWith('儿童')))
  })

  it('bad input: 1001 naming the field; unknown city; same city; date out of range', async () => {
    const missing = expectError(
      await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', DepartDate: DAY }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    assert.match(missing.ErrMsg, /ArriveCityCode/)
    const pattern = expectError(
      await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: '26-11-2026' }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    assert.match(pattern.ErrMsg, /DepartDate/)
    assert.match(
      expectError(await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'XXX', ArriveCityCode: 'SHA', DepartDate: DAY }, { token: employee }), 1001)
        .ErrMsg,
      /XXX/,
    )
    assert.equal(
      expectError(
        await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'PEK', ArriveCityCode: 'BJS', DepartDate: DAY }, { token: employee, lang: 2 }),
        1001,
      ).ErrMsg,
      'The departure and arrival cities must differ.',
    )
    expectError(
      await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: '2027-12-01' }, { token: employee }),
      1001,
    )
    expectError(
      await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: '2026-02-30' }, { token: employee }),
      1001,
    )
    expectError(await env.call('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: DAY }), ErrorCode.NotLoggedIn)
  })

  it('getBookPersons: employees see only themselves, bookers everyone with others masked', async () => {
    const own = expectOk(await env.call('user/getBookPersons', {}, { token: employee }))
    assert.equal(own.ScopeKind, 'Self')
    assert.equal(own.Total, 1)
    assert.match(own.Persons[0].IdNo, /^\d{17}[\dX]$/, 'own number unmasked')
    const all = expectOk(await env.call('user/getBookPersons', { PageSize: 100 }, { token: booker }))
    assert.equal(all.ScopeKind, 'All')
    assert.ok(all.Total >= 25)
    assert.ok(all.Persons[0].IsSelf)
    const colleague = all.Persons.find((p: { IsSelf: boolean; Kind: string }) => !p.IsSelf && p.Kind === 'Employee')
    assert.match(colleague.IdNo, /\*/)
    const kw = expectOk(await env.call('user/getBookPersons', { Keyword: 'carter', Kind: 'NonEmployee' }, { token: booker }))
    assert.deepEqual(
      kw.Persons.map((p: { Name: string }) => p.Name),
      ['CARTER/EMILY'],
    )
    const paged = expectOk(await env.call('user/getBookPersons', { PageIndex: 2, PageSize: 5 }, { token: booker }))
    assert.equal(paged.Persons.length, 5)
    const lanhai = expectOk(await env.call('user/getBookPersons', { Keyword: '张伟' }, { token: other }))
    assert.equal(lanhai.Total, 0, 'another company’s staff are never listed')
  })

  it('booking scope Departments covers sub-departments; Staff lists the named persons', async () => {
    const db = env.db
    const company = await db.selectFrom('companies').select('id').where('code', '=', 'HENGYUAN').executeTakeFirstOrThrow()
    const rd = await db.selectFrom('departments').select('id').where('company_id', '=', company.id).where('code', '=', 'HY-RD').executeTakeFirstOrThrow()
    const subs = await db.selectFrom('departments').select('id').where('company_id', '=', company.id).where('parent_id', '=', rd.id).execute()
    const role = await db
      .selectFrom('roles')
      .select(['id', 'power_json'])
      .where('company_id', '=', company.id)
      .where('code', '=', 'approver')
      .executeTakeFirstOrThrow()
    const setScope = async (scope: object) => {
      const power = JSON.parse(role.power_json)
      power.BookingScope.Flight = scope
      await db
        .updateTable('roles')
        .set({ power_json: JSON.stringify(power) })
        .where('id', '=', role.id)
        .execute()
    }
    const approver = await env.login('approver01')
    try {
      await setScope({ Kind: 'Departments', DepartmentIds: [rd.id], StaffIds: [] })
      const inDept = expectOk(await env.call('user/getBookPersons', { PageSize: 100 }, { token: approver }))
      assert.equal(inDept.ScopeKind, 'Departments')
      const deptIds = new Set([rd.id, ...subs.map((d) => d.id)])
      assert.ok(inDept.Persons.every((p: { DepartmentId: number; IsSelf: boolean }) => p.IsSelf || deptIds.has(p.DepartmentId)))
      assert.ok(
        inDept.Persons.some((p: { Name: string }) => p.Name === '杨帆'),
        'an employee of a sub-department',
      )
      assert.ok(!inDept.Persons.some((p: { Name: string }) => p.Name === '王芳'), 'administration is outside')
      const yangfan = inDept.Persons.find((p: { Name: string }) => p.Name === '杨帆')
      expectOk(
        await env.call(
          'domesticFlightv2/getFlights',
          { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: DAY, PassengerIds: [yangfan.PersonId] },
          { token: approver },
        ),
      )
      const wangfang = expectOk(await env.call('user/getBookPersons', { Keyword: '王芳' }, { token: booker })).Persons[0]
      expectError(
        await env.call(
          'domesticFlightv2/getFlights',
          { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: DAY, PassengerIds: [wangfang.PersonId] },
          { token: approver },
        ),
        ErrorCode.NoPermission,
      )
      await setScope({ Kind: 'Staff', DepartmentIds: [], StaffIds: [wangfang.PersonId] })
      const staff = expectOk(await env.call('user/getBookPersons', {}, { token: approver }))
      assert.deepEqual(staff.Persons.map((p: { Name: string }) => p.Name).sort(), ['李娜', '王芳'].sort())
    } finally {
      await db.updateTable('roles').set({ power_json: role.power_json }).where('id', '=', role.id).execute()
    }
  })

  it('catalogues, purposes, extend fields, reason codes, frequent travellers, airlines', async () => {
    const depts = expectOk(await env.call('user/getDepartments', {}, { token: employee }))
    assert.ok(depts.Items.some((d: { ParentId: number | null }) => d.ParentId !== null))
    assert.equal(expectOk(await env.call('user/getCostCenters', { Keyword: 'R&D' }, { token: employee, lang: 2 })).Items[0].Name, 'R&D Costs')
    assert.equal(expectOk(await env.call('user/getBusinessUnits', {}, { token: other })).Items.length, 1)
    assert.equal(expectOk(await env.call('user/getCustomItems', {}, { token: employee })).Items.length, 3)
    const purposes = expectOk(await env.call('user/getPurposes', { Product: 'Flight' }, { token: employee }))
    assert.equal(purposes.PurposeType, 2)
    assert.equal(purposes.Items[0].Name, '客户拜访')
    const ext = expectOk(await env.call('user/getOrderExtendFields', {}, { token: employee }))
    assert.deepEqual(
      ext.Fields.map((f: { Slot: string; IsRequired: boolean }) => `${f.Slot}:${f.IsRequired}`),
      ['ExtendField1:false', 'ExtendField2:true'],
    )
    const rc = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'LowestPrice' }, { token: employee, lang: 5 }))
    assert.equal(rc.Items.length, 4)
    assert.equal(rc.Items[0].Text, '最安値便の時刻が合わない')
    const refund = expectOk(await env.call('reasoncode/get', { Product: 'Flight', Kind: 'Refund' }, { token: employee }))
    assert.equal(refund.IsRequired, true)
    const quick = expectOk(await env.call('frequentTraveler/quicklist', {}, { token: employee }))
    assert.deepEqual(
      quick.Travelers.map((t: { Name: string }) => t.Name),
      ['林涛', '王晓明'],
    )
    assert.equal(expectOk(await env.call('frequentTraveler/quicklist', {}, { token: other })).Total, 0)
    const airlines = expectOk(await env.call('systemInfo/getTravelCardAirLines', {}, { token: employee, lang: 2 }))
    assert.equal(airlines.AirLines.length, 20)
    assert.equal(airlines.AirLines[0].ProgramName, 'PhoenixMiles')
  })

  it('uploadFiles: multipart, type and size rules, download by id', async () => {
    // registerUploads must run before the app is ready, as main.ts does right after buildApp.
    const app = await buildApp({ db: env.db, clock: env.now, domains: DOMAINS })
    registerUploads(app, { db: env.db, dir: uploadDir })
    await app.ready()
    after(() => app.close())
    const post = async (files: [string, Buffer][], token = employee) => {
      const boundary = '----flighttest'
      const chunks: Buffer[] = []
      for (const [name, data] of files) {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
          data,
          Buffer.from('\r\n'),
        )
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`))
      const res = await app.inject({
        method: 'POST',
        url: '/api/systemInfo/uploadFiles',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, Token: token },
        payload: Buffer.concat(chunks),
      })
      return res.json() as Envelope<any>
    }
    const ok = expectOk(
      await post([
        ['发票.pdf', Buffer.from('%PDF-1.4 test')],
        ['photo.PNG', Buffer.from([137, 80, 78, 71])],
      ]),
    )
    assert.deepEqual(
      ok.Files.map((f: { Kind: string }) => f.Kind),
      ['pdf', 'image'],
    )
    assert.equal(ok.Files[0].FileName, '发票.pdf')
    const file = await app.inject({ method: 'GET', url: new URL(ok.Files[0].Url).pathname })
    assert.equal(file.statusCode, 200)
    assert.equal(file.body, '%PDF-1.4 test')
    assert.match(expectError(await post([['run.exe', Buffer.from('MZ')]]), 1001).ErrMsg, /run\.exe/)
    assert.match(expectError(await post([['empty.doc', Buffer.alloc(0)]]), 1001).ErrMsg, /空文件/)
    assert.match(expectError(await post([['big.pdf', Buffer.alloc(8 * 1024 * 1024)]]), 1001).ErrMsg, /8MB/)
    const eleven = Array.from({ length: 11 }, (_, i) => [`f${i}.jpg`, Buffer.from('x')] as [string, Buffer])
    assert.match(expectError(await post(eleven), 1001).ErrMsg, /10/)
    expectError(await post([['a.pdf', Buffer.from('x')]], 'bad-token'), ErrorCode.NotLoggedIn)
  })
})

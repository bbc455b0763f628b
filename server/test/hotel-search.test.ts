/**
 * Finding a hotel: the search page's start, cities, suggestions and filters, the list's filters
 * and sorts (sold-out hotels last), the travellers' verdicts, a hotel's page with its rooms and
 * plans, prices abroad in the local currency with their CNY worth, the powers per product and
 * the pictures the server draws.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { HotelRow } from '../../types/api/hotel'
import { ErrorCode } from '../../types/api'
import { hotelsIn } from '../src/modules/hotel/catalog'
import { recommendScore } from '../src/modules/hotel/search'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'
import { anyDb, hotelDetail, IN, OUT, person, searchHotels } from './hotel-harness'

const available = (rows: HotelRow[]) => rows.filter((r) => r.LowestPrice !== null)
const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x)

describe('hotel search', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  it('starts the search page: today, defaults, hot cities, limits, my standard', async () => {
    const home = expectOk(await env.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }))
    assert.equal(home.Today, TODAY)
    assert.equal(home.Yesterday, addDays(TODAY, -1))
    assert.equal(home.DefaultCity.CityCode, 'SHA')
    assert.deepEqual([home.MaxNights, home.MaxRooms, home.MaxBookDays], [28, 5, 365])
    assert.ok(home.HotCities.every((c: { International: boolean; IsHot: boolean }) => !c.International && c.IsHot))
    assert.deepEqual(home.RankStandard.TierCaps, [60000, 45000, 35000, 30000])
    assert.equal(home.RankStandard.StarCeiling, 4)
    const abroad = expectOk(await env.call('newhotel/hotel/getHotelIndexInitInfo', { International: true }, { token, lang: 2 }))
    assert.equal(abroad.DefaultCity.CityCode, 'TYO')
    assert.equal(abroad.DefaultCity.CityName, 'Tokyo')
    assert.equal(abroad.RankStandard.Summary[0], 'Hotels abroad: up to ¥1,200 per room and night')
  })

  it('lists cities A–Z: mainland by pinyin with tiers, abroad by English name with currency and time zone', async () => {
    const home = expectOk(await env.call('newhotel/hotel/getHotelCityList', {}, { token }))
    const all = home.Groups.flatMap((g: { Cities: unknown[] }) => g.Cities)
    assert.ok(all.length >= 40)
    const sh = all.find((c: { CityCode: string }) => c.CityCode === 'SHA')
    assert.deepEqual([sh.Tier, sh.Letter, sh.Currency, sh.TimeZone, sh.International], [1, 'S', 'CNY', 'Asia/Shanghai', false])
    for (const code of ['BJS', 'SHA', 'CAN', 'SZX']) assert.equal(all.find((c: { CityCode: string }) => c.CityCode === code).Tier, 1)
    assert.ok(all.every((c: { Tier: number }) => c.Tier >= 1 && c.Tier <= 4))
    const abroad = expectOk(await env.call('newhotel/hotel/getHotelCityList', { International: true }, { token, lang: 5 }))
    const cities = abroad.Groups.flatMap((g: { Cities: unknown[] }) => g.Cities)
    assert.equal(cities.length, 20)
    const tokyo = cities.find((c: { CityCode: string }) => c.CityCode === 'TYO')
    assert.deepEqual(
      [tokyo.CityName, tokyo.Letter, tokyo.Currency, tokyo.TimeZone, tokyo.Tier, tokyo.CountryName],
      ['東京', 'T', 'JPY', 'Asia/Tokyo', null, '日本'],
    )
    assert.deepEqual(
      abroad.Groups.map((g: { Letter: string }) => g.Letter),
      [...abroad.Groups.map((g: { Letter: string }) => g.Letter)].sort(),
    )
    // In Chinese, cities abroad are indexed by their pinyin like those at home: 曼谷 under M, 东京 under D.
    for (const lang of [1, 3]) {
      const zh = expectOk(await env.call('newhotel/hotel/getHotelCityList', { International: true }, { token, lang }))
      const letterOf = (code: string) => zh.Groups.find((g: { Cities: { CityCode: string }[] }) => g.Cities.some((c) => c.CityCode === code))?.Letter
      assert.deepEqual([letterOf('BKK'), letterOf('TYO')], ['M', 'D'])
      assert.ok(zh.Groups.every((g: { Letter: string; Cities: { Letter: string }[] }) => g.Cities.every((c) => c.Letter === g.Letter)))
      assert.deepEqual(
        zh.Groups.map((g: { Letter: string }) => g.Letter),
        [...zh.Groups.map((g: { Letter: string }) => g.Letter)].sort(),
      )
    }
    const en = expectOk(await env.call('newhotel/hotel/getHotelCityList', { International: true }, { token, lang: 2 }))
    assert.equal(en.Groups.find((g: { Cities: { CityCode: string }[] }) => g.Cities.some((c) => c.CityCode === 'BKK')).Letter, 'B')
  })

  it('suggests hotels, brands and areas for a keyword in any language', async () => {
    const py = expectOk(await env.call('newhotel/intlHotelv2/getHotelSearchEngine', { CityCode: 'SHA', Keyword: 'lujiazui' }, { token }))
    assert.ok(py.Items.some((i: { Kind: string; Name: string }) => i.Kind === 'Area' && i.Name === '陆家嘴'))
    assert.ok(py.Items.filter((i: { Kind: string }) => i.Kind === 'Hotel').length > 0)
    const f = expectOk(await env.call('newhotel/intlHotelv2/getHotelFilterList', { CityCode: 'SHA' }, { token, lang: 2 }))
    const some = f.Brands[1]
    const en = expectOk(await env.call('newhotel/intlHotelv2/getHotelSearchEngine', { CityCode: 'SHA', Keyword: some.Name.toUpperCase() }, { token, lang: 2 }))
    const brand = en.Items.find((i: { Kind: string; Value: string }) => i.Kind === 'Brand' && i.Value === some.Code)
    assert.ok(brand, `the brand ${some.Name}`)
    assert.match(brand.Detail, /^(1 hotel|\d+ hotels)$/)
    const tw = expectOk(await env.call('newhotel/intlHotelv2/getHotelSearchEngine', { CityCode: 'SHA', Keyword: '陸家嘴' }, { token, lang: 3 }))
    assert.ok(tw.Items.some((i: { Kind: string; Name: string }) => i.Kind === 'Area' && i.Name === '陸家嘴'))
    assert.ok(
      tw.Items.filter((i: { Kind: string; Name: string }) => i.Kind === 'Hotel').every((i: { Name: string }) => !/[陆亚维区]/.test(i.Name)),
      'names in Traditional Chinese',
    )
    const ja = expectOk(await env.call('newhotel/intlHotelv2/getHotelSearchEngine', { CityCode: 'TYO', Keyword: '新宿' }, { token, lang: 5 }))
    assert.ok(ja.Items.some((i: { Kind: string; Name: string }) => i.Kind === 'Hotel' && i.Name.includes('新宿')))
  })

  it('offers the filters of a city', async () => {
    const f = expectOk(await env.call('newhotel/intlHotelv2/getHotelFilterList', { CityCode: 'SHA' }, { token }))
    assert.ok(f.Brands.length > 5 && f.Brands.every((b: { GroupCode: string }) => f.Groups.some((g: { Code: string }) => g.Code === b.GroupCode)))
    assert.ok(f.Areas.some((a: { Name: string }) => a.Name === '陆家嘴'))
    assert.ok(f.Facilities.some((x: { Code: string; Name: string }) => x.Code === 'WIFI' && x.Name === '免费无线网络'))
    expectError(await env.call('newhotel/intlHotelv2/getHotelFilterList', { CityCode: 'XXX' }, { token }), ErrorCode.ValidationFailed)
  })

  it('filters by keyword, star, brand, group, area, facility, pay kind, free cancellation and price', async () => {
    const all = (await searchHotels(env, token, 'SHA')).Hotels
    assert.equal(all.length, hotelsIn('SHA').length)
    const f = expectOk(await env.call('newhotel/intlHotelv2/getHotelFilterList', { CityCode: 'SHA' }, { token }))
    const check = async (extra: Record<string, unknown>, ok: (r: HotelRow) => boolean) => {
      const rows = (await searchHotels(env, token, 'SHA', extra)).Hotels
      assert.ok(rows.length > 0 && rows.length < all.length, `${JSON.stringify(extra)} narrows the list (${rows.length})`)
      assert.ok(rows.every(ok), JSON.stringify(extra))
    }
    await check({ Keyword: 'Lujiazui' }, (r) => r.AreaName === '陆家嘴')
    await check({ Keyword: '陆家嘴 亚朵' }, (r) => r.Name === '上海陆家嘴亚朵酒店')
    await check({ Stars: [5] }, (r) => r.Star === 5)
    const brand = f.Brands[0]
    await check({ Brands: [brand.Code] }, (r) => r.BrandName === brand.Name)
    await check({ Groups: ['HILTON', 'IHG'] }, (r) => ['HILTON', 'IHG'].includes(r.GroupCode))
    await check({ Areas: ['SHA-1'] }, (r) => r.AreaCode === 'SHA-1')
    await check({ Facilities: ['POOL', 'GYM'] }, (r) => r.FacilityCodes.includes('POOL') && r.FacilityCodes.includes('GYM'))
    await check({ PayKinds: ['PayAtHotel'] }, (r) => r.PayKinds.includes('PayAtHotel'))
    await check({ FreeCancel: true }, (r) => r.FreeCancel)
    await check({ PriceMin: 40000, PriceMax: 60000 }, (r) => r.LowestPrice !== null && r.LowestPrice >= 40000 && r.LowestPrice <= 60000)
    const big = (await searchHotels(env, token, 'SHA', { Adults: 3 })).Hotels
    const d = await hotelDetail(env, token, big[0].HotelId, { Adults: 3 })
    assert.ok(d.Rooms.length > 0 && d.Rooms.every((r) => r.MaxOccupancy >= 3))
  })

  it('sorts, sold-out hotels last, the same way every time', async () => {
    const ask = async (Sort: string) => (await searchHotels(env, token, 'SHA', { Sort, Rooms: 5 })).Hotels
    const asc = await ask('PriceAsc')
    const soldOut = asc.findIndex((r) => r.LowestPrice === null)
    assert.ok(soldOut > 0, 'some hotels have no five rooms left')
    assert.ok(
      asc.slice(soldOut).every((r) => r.LowestPrice === null),
      'sold out last',
    )
    assert.ok(nonIncreasing(available(asc).map((r) => -r.LowestPrice!)))
    const desc = await ask('PriceDesc')
    assert.ok(nonIncreasing(available(desc).map((r) => r.LowestPrice!)))
    assert.equal(desc[desc.length - 1].LowestPrice, null)
    assert.ok(nonIncreasing(available(await ask('StarDesc')).map((r) => r.Star)))
    assert.ok(nonIncreasing(available(await ask('Distance')).map((r) => -r.DistanceKm)))
    const rec = await ask('Recommended')
    assert.ok(nonIncreasing(available(rec).map((r) => recommendScore({ score: r.Score, reviews: r.Reviews }))))
    assert.deepEqual(
      (await ask('Recommended')).map((r) => r.HotelId),
      rec.map((r) => r.HotelId),
    )
  })

  it('judges every row by the travellers’ standard', async () => {
    const rows = available((await searchHotels(env, token, 'SHA')).Hotels)
    for (const r of rows) assert.equal(r.Policy.InPolicy, r.LowestPrice! <= 60000 && r.Star <= 4, `${r.Name} ${r.LowestPrice} ${r.Star}★`)
    assert.ok(rows.some((r) => !r.Policy.InPolicy) && rows.some((r) => r.Policy.InPolicy))
    const booker = await env.login('booker01')
    const director = await person(env, booker, '赵磊')
    const theirs = await searchHotels(env, booker, 'SHA', { PassengerIds: [director.PersonId] })
    assert.ok(theirs.Hotels.every((r) => r.Policy.PriceToBeat === 120000))
    assert.equal(theirs.RankStandard!.RankName, '总监')
    // Only one's own standard without a wider booking scope.
    expectError(
      await env.call('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: IN, CheckOut: OUT, PassengerIds: [director.PersonId] }, { token }),
      ErrorCode.NoPermission,
    )
  })

  it("shows a hotel's page: facilities, policies with the 14:00 and 06:00 notes, rooms and plans for the stay", async () => {
    const row = (await searchHotels(env, token, 'SHA')).Hotels[0]
    const d = await hotelDetail(env, token, row.HotelId, {}, IN, OUT)
    assert.equal(d.Nights, 2)
    assert.equal(d.Hotel.Name, row.Name)
    assert.deepEqual([d.Hotel.CheckInFrom, d.Hotel.CheckOutBy], ['14:00', '12:00'])
    assert.ok(d.Hotel.Policies.some((p) => p.includes('14:00前到店可能需要等待房间')))
    assert.ok(d.Hotel.Policies.some((p) => p.includes('06:00')))
    assert.ok(d.Hotel.Facilities.every((f) => f.Name && f.Code))
    assert.equal(d.Hotel.Photos.length, 4)
    assert.ok(d.Rooms.length >= 3 && d.Rooms.length <= 5)
    for (const room of d.Rooms) {
      assert.match(room.Photo, /^\/static\/hotel\/\d+-[A-Z]+\.w320\.png$/)
      assert.ok(room.Plans.length >= 1 && room.Plans.length <= 3)
      for (const p of room.Plans) {
        assert.equal(p.Nights.length, 2)
        assert.equal(p.TotalPrice, p.Nights[0].Price + p.Nights[1].Price)
        assert.equal(p.AvgPrice, Math.round(p.TotalPrice / 2))
        assert.equal(p.NeedsGuarantee, p.PayKind === 'PayAtHotel')
        assert.equal(p.Policy.InPolicy, p.AvgPrice <= 60000 && d.Hotel.Star <= 4)
        if (p.Cancel.Kind === 'Free') assert.match(p.Cancel.FreeUntil!, new RegExp(`^(${IN}|${addDays(IN, -1)}) 18:00$`))
        else assert.equal(p.Cancel.FreeUntil, null)
        assert.equal(p.Cancel.Penalty, p.Cancel.Kind === 'NonRefundable' ? p.TotalPrice : p.Nights[0].Price)
      }
    }
    expectError(await env.call('newhotel/hotel/getHotelDetail', { HotelId: 99999, CheckIn: IN, CheckOut: OUT }, { token }), ErrorCode.NotFound)
  })

  it('counts the rooms left over every night of the stay', async () => {
    const d = await hotelDetail(env, token, hotelsIn('BJS')[3].id)
    const room = d.Rooms[0]
    await anyDb(env)
      .insertInto('hotel_allotments')
      .values({
        hotel_id: d.Hotel.HotelId,
        room_code: room.RoomCode,
        stay_date: addDays(IN, 1),
        rooms_left: 1,
        initial_rooms: 1,
        updated_at: env.now().toISOString(),
      })
      .onConflict((oc) => oc.columns(['hotel_id', 'room_code', 'stay_date']).doUpdateSet({ rooms_left: 1 }))
      .execute()
    const again = await hotelDetail(env, token, d.Hotel.HotelId)
    assert.ok(again.Rooms[0].Plans.every((p) => p.Remaining === 1))
    const rows = (await searchHotels(env, token, 'BJS', { Rooms: 2 })).Hotels
    const mine = rows.find((r) => r.HotelId === d.Hotel.HotelId)!
    assert.ok(mine.LowestPrice === null || mine.LowestPrice >= Math.min(...again.Rooms.slice(1).flatMap((r) => r.Plans.map((p) => p.AvgPrice))))
  })

  it('answers a repeated search from what it kept, and recomputes as soon as rooms or the standard move anywhere', async () => {
    const first = await searchHotels(env, token, 'HGH')
    assert.deepEqual(await searchHotels(env, token, 'HGH'), first)
    // Another server sells the last rooms of every room type of the first bookable hotel: the
    // stored counts are read on every search, so this one sees it at once.
    const row = first.Hotels.find((r) => r.LowestPrice !== null)!
    const d = await hotelDetail(env, token, row.HotelId)
    for (const room of d.Rooms)
      for (const date of [IN, addDays(IN, 1)])
        await anyDb(env)
          .insertInto('hotel_allotments')
          .values({ hotel_id: row.HotelId, room_code: room.RoomCode, stay_date: date, rooms_left: 0, initial_rooms: 1, updated_at: env.now().toISOString() })
          .onConflict((oc) => oc.columns(['hotel_id', 'room_code', 'stay_date']).doUpdateSet({ rooms_left: 0 }))
          .execute()
    const after = await searchHotels(env, token, 'HGH')
    assert.equal(after.Hotels.find((r) => r.HotelId === row.HotelId)!.LowestPrice, null)
    // A tighter standard for employee01's rank turns rows over it out of policy.
    const { PersonId } = await person(env, token, '张伟')
    const me = (await anyDb(env).selectFrom('persons').select('rank_id').where('id', '=', PersonId).executeTakeFirstOrThrow()).rank_id
    await anyDb(env)
      .updateTable('hotel_rank_policies')
      .set({ tier1_cap: 10000, tier2_cap: 10000, tier3_cap: 10000, tier4_cap: 10000 })
      .where('rank_id', '=', me)
      .where('product', '=', 'Hotel')
      .execute()
    const strict = await searchHotels(env, token, 'HGH')
    assert.ok(strict.Hotels.filter((r) => r.LowestPrice !== null).every((r) => r.LowestPrice! <= 10000 || !r.Policy.InPolicy))
    assert.notDeepEqual(strict.RankStandard, after.RankStandard)
  })

  it('prices hotels abroad in their currency with the CNY worth', async () => {
    const list = await searchHotels(env, token, 'TYO')
    assert.equal(list.City.Currency, 'JPY')
    const row = available(list.Hotels)[0]
    assert.equal(row.Currency, 'JPY')
    const d = await hotelDetail(env, token, row.HotelId)
    for (const p of d.Rooms.flatMap((r) => r.Plans)) {
      assert.equal(p.Currency, 'JPY')
      for (const n of p.Nights) {
        assert.equal(n.LocalPrice % 100, 0, 'yen in hundreds')
        assert.equal(n.Price, Math.round(n.LocalPrice * 0.0475 * 100))
      }
      assert.equal(p.Policy.PriceToBeat, 120000)
    }
    const london = await searchHotels(env, token, 'LON')
    assert.ok(
      london.Hotels.every((r) => r.Policy.PriceToBeat === 150000),
      'London has its own cap for staff',
    )
  })

  it('needs the search power of the product the city belongs to', async () => {
    const db = anyDb(env)
    const role = await db
      .selectFrom('roles')
      .innerJoin('companies', 'companies.id', 'roles.company_id')
      .select(['roles.id', 'roles.power_json'])
      .where('companies.code', '=', 'HENGYUAN')
      .where('roles.code', '=', 'employee')
      .executeTakeFirstOrThrow()
    const power = JSON.parse(role.power_json)
    power.BusinessPermission.IntlHotel.Search = false
    await db
      .updateTable('roles')
      .set({ power_json: JSON.stringify(power) })
      .where('id', '=', role.id)
      .execute()
    try {
      expectError(await env.call('newhotel/hotel/searchHotels', { CityCode: 'TYO', CheckIn: IN, CheckOut: OUT }, { token }), ErrorCode.NoPermission)
      expectError(await env.call('newhotel/hotel/getHotelIndexInitInfo', { International: true }, { token }), ErrorCode.NoPermission)
      expectOk(await env.call('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: IN, CheckOut: OUT }, { token }))
    } finally {
      await db.updateTable('roles').set({ power_json: role.power_json }).where('id', '=', role.id).execute()
    }
  })

  it('refuses impossible stays with a clear message', async () => {
    const ask = (CheckIn: string, CheckOut: string, lang = 1) =>
      env.call('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn, CheckOut }, { token, lang })
    assert.equal(expectError(await ask(IN, IN), ErrorCode.ValidationFailed).ErrMsg, '离店日期须晚于入住日期')
    assert.equal(expectError(await ask(IN, addDays(IN, 29), 2), ErrorCode.ValidationFailed).ErrMsg, 'A stay can be at most 28 nights.')
    assert.equal(expectError(await ask(addDays(TODAY, -2), TODAY), ErrorCode.ValidationFailed).ErrMsg, '入住日期不能早于今天')
    assert.match(expectError(await ask(addDays(TODAY, 366), addDays(TODAY, 367), 5), ErrorCode.ValidationFailed).ErrMsg, /365日先/)
    assert.equal(expectError(await ask('2026-02-30', IN), ErrorCode.ValidationFailed).ErrMsg, 'CheckIn 不是有效日期')
  })

  it('draws the pictures it names, as PNG, from an SVG drawing; small ones as thumbnails', async () => {
    const d = await hotelDetail(env, token, hotelsIn('SHA')[0].id)
    const row = (await searchHotels(env, token, 'SHA')).Hotels[0]
    const pictures: [string, number, number][] = [
      ...d.Hotel.Photos.map((url): [string, number, number] => [url, 640, 400]),
      // A room's and a result row's picture are shown small.
      [d.Rooms[0].Photo, 320, 200],
      [row.Photo, 320, 200],
    ]
    for (const [url, width, height] of pictures) {
      assert.match(url, width === 640 ? /^\/static\/hotel\/\d+-\w+\.png$/ : /^\/static\/hotel\/\d+-\w+\.w320\.png$/)
      const res = await env.app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.headers['content-type'], 'image/png')
      const png = res.rawPayload
      assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG signature')
      // IHDR: the drawing's size (640 × 400), or the thumbnail's.
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [width, height], url)
      const svg = await env.app.inject({ method: 'GET', url: url.replace(/(\.w320)?\.png$/, '.svg') })
      assert.match(svg.headers['content-type'] as string, /^image\/svg\+xml/)
      assert.match(svg.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      assert.ok(!/https?:\/\/(?!www\.w3\.org)/.test(svg.body), 'nothing external')
    }
    const again = async () => (await env.app.inject({ method: 'GET', url: d.Hotel.Photos[0] })).rawPayload
    assert.deepEqual(await again(), await again())
    // Each hotel's picture is its own.
    const other = (await env.app.inject({ method: 'GET', url: d.Hotel.Photos[1] })).rawPayload
    assert.notDeepEqual(other, await again())
    for (const bad of [
      '/static/hotel/99999-1.png',
      '/static/hotel/203-9.png',
      '/static/hotel/203-NOPE.svg',
      '/static/hotel/x.png',
      '/static/hotel/203-1.gif',
      '/static/hotel/203-1',
      '/static/hotel/203-1.w321.png',
      '/static/hotel/203-1.w320.svg',
    ]) {
      assert.equal((await env.app.inject({ method: 'GET', url: bad })).statusCode, 404, bad)
    }
  })
})

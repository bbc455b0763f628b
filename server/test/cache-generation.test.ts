/**
 * What every call reads (sessions, powers, settings, persons, departments, ranks and their
 * standards) is kept in memory under the database's cache generation. Every write to those tables
 * raises it, whoever writes; two server instances on one database each see the other's writes on
 * their next call. On PostgreSQL in the PostgreSQL run, on a SQLite file otherwise.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { ErrorCode } from '../../types/api'
import { GenerationCache, readAnswerGeneration, readGeneration, unwatchTable, watchTable } from '../src/db/generation'
import { addDays } from '../src/lib/time'
import { createTestEnv, DB_KIND, expectError, expectOk, TODAY, type TestEnv } from './helpers'

describe('reading the generation over the wire', () => {
  it('joins the reads asked while one is on its way into the next one, which begins after they were asked', async () => {
    // A database the counter is read from over the wire: each read answers when the test says,
    // with the counter as it is when the read begins (as a read sees what was committed before it).
    let counter = 1
    const begun: { gen: number; answer: () => void }[] = []
    const db = {
      executeQuery: () =>
        new Promise((resolve) => {
          const gen = counter
          begun.push({ gen, answer: () => resolve({ rows: [{ gen: String(gen) }] }) })
        }),
    } as unknown as Parameters<typeof readGeneration>[0]
    const turns = () => new Promise((r) => setImmediate(r))

    const first = readGeneration(db)
    counter = 2 // a write commits while the first read is on its way…
    const second = readGeneration(db) // …and these are asked after it
    const third = readGeneration(db)
    await turns()
    assert.equal(begun.length, 1, 'one read in flight, the others wait')
    begun[0].answer()
    assert.equal(await first, 1)
    await turns()
    assert.equal(begun.length, 2, 'the waiting asks share one read')
    begun[1].answer()
    assert.deepEqual([await second, await third], [2, 2], 'they see the write committed before they asked')
    // Nothing in flight: the next ask reads at once.
    const fourth = readGeneration(db)
    await turns()
    assert.equal(begun.length, 3)
    begun[2].answer()
    assert.equal(await fourth, 2)
  })
})

describe('GenerationCache', () => {
  it('serves one generation, empties on a newer one, and keeps nothing read under an older one or failed', async () => {
    const cache = new GenerationCache<string>()
    const db = {}
    let loads = 0
    const load = (v: string) => async () => (loads++, v)
    const steps: [gen: number, loader: () => Promise<string>, want: string, loadsAfter: number][] = [
      [5, load('a'), 'a', 1], // filled
      [5, load('b'), 'a', 1], // served
      [6, load('c'), 'c', 2], // newer: emptied and refilled
      [5, load('old'), 'old', 3], // a request that began before the write reads the database…
      [6, load('d'), 'c', 3], // …and leaves the newer entry alone
    ]
    for (const [gen, loader, want, after] of steps) {
      assert.equal(await cache.get(db, gen, 'k', loader), want)
      assert.equal(loads, after)
    }
    await assert.rejects(cache.get(db, 6, 'x', async () => Promise.reject(new Error('db down'))))
    assert.equal(await cache.get(db, 6, 'x', load('x')), 'x')
  })

  it('keeps each database apart, also at the same generation', async () => {
    const cache = new GenerationCache<string>()
    const [one, two] = [{}, {}]
    assert.equal(await cache.get(one, 5, 'k', async () => 'one'), 'one')
    assert.equal(await cache.get(two, 5, 'k', async () => 'two'), 'two')
    assert.equal(await cache.get(one, 5, 'k', async () => 'again'), 'one')
  })
})

describe('the cache generation', () => {
  let a: TestEnv
  let b: TestEnv
  before(async () => {
    a = await createTestEnv({ onDisk: true })
    b = await createTestEnv({ sameDatabaseAs: a })
  })
  after(async () => {
    await b?.close()
    await a?.close()
  })

  const WRITES: [table: string, statement: string][] = [
    ['users', `update users set status = status where id = (select min(id) from users)`],
    ['roles', `update roles set sort = sort where id = (select min(id) from roles)`],
    ['user_roles', `update user_roles set role_id = role_id where user_id = (select min(user_id) from user_roles)`],
    ['persons', `update persons set rank_id = rank_id where id = (select min(id) from persons)`],
    ['departments', `update departments set name = name where id = (select min(id) from departments)`],
    ['ranks', `update ranks set name = name where id = (select min(id) from ranks)`],
    ['company_settings', `update company_settings set setting_json = setting_json where company_id = (select min(company_id) from company_settings)`],
    ['flight_rank_policies', `update flight_rank_policies set tolerance = tolerance where id = (select min(id) from flight_rank_policies)`],
    ['hotel_rank_policies', `update hotel_rank_policies set star_ceiling = star_ceiling where id = (select min(id) from hotel_rank_policies)`],
    ['sessions', `update sessions set revoked_at = revoked_at where token_hash = (select min(token_hash) from sessions)`],
  ]

  it('rises with a write to every table the hot paths keep, but not with a sign-in', async () => {
    for (const [table, statement] of WRITES) {
      if (table === 'sessions') await a.login('booker01')
      const before = await readGeneration(a.db)
      await sql.raw(statement).execute(a.db)
      assert.ok((await readGeneration(b.db)) > before, `a write to ${table} raises the generation`)
    }
    const before = await readGeneration(a.db)
    await a.login('approver01')
    assert.equal(await readGeneration(a.db), before, 'a new session is read when first seen')
  })

  const INVENTORY: [table: string, statement: string][] = [
    [
      'flight_seats',
      `insert into flight_seats (flight_no, flight_date, cabin_code, route_key, seats_left, initial_seats, updated_at) values ('ZZ1', '2099-01-01', 'Y', 'BJS-SHA', 1, 1, '')`,
    ],
    [
      'hotel_allotments',
      `insert into hotel_allotments (hotel_id, room_code, stay_date, rooms_left, initial_rooms, updated_at) values (-1, 'X', '2099-01-01', 1, 1, '')`,
    ],
    [
      'train_inventory',
      `insert into train_inventory (train_no, start_date, seat_class, tickets_left, initial_tickets, released, updated_at) values ('ZZ1', '2099-01-01', 'Second', 1, 1, 0, '')`,
    ],
  ]

  it('a write to the seats, rooms or tickets left raises the answer generation, not the cache generation', async () => {
    for (const [table, statement] of INVENTORY) {
      const [answers, cached] = [await readAnswerGeneration(a.db), await readGeneration(a.db)]
      await sql.raw(statement).execute(a.db)
      await sql.raw(`delete from ${table} where updated_at = ''`).execute(a.db)
      assert.equal(await readAnswerGeneration(b.db), answers + 2, `an insert and a delete in ${table} raise the answer generation`)
      assert.equal(await readGeneration(b.db), cached, `${table} leaves the sessions, powers and settings kept`)
    }
  })

  it('a sign-out on one instance signs out on the other', async () => {
    const token = await a.login('employee01')
    expectOk(await b.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }))
    expectOk(await a.call('user/logout', {}, { token }))
    expectError(await b.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }), ErrorCode.NotLoggedIn)
  })

  it('a disabled user is signed out on the other instance at once', async () => {
    const token = await a.login('booker01')
    expectOk(await b.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }))
    await a.db.updateTable('users').set({ status: 0 }).where('user_name', '=', 'booker01').execute()
    expectError(await b.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token }), ErrorCode.NotLoggedIn)
    await a.db.updateTable('users').set({ status: 1 }).where('user_name', '=', 'booker01').execute()
  })

  it("a role's changed power applies to the next call on the other instance", async () => {
    const token = await a.login('employee01')
    const body = { CityCode: 'SHA', CheckIn: addDays(TODAY, 7), CheckOut: addDays(TODAY, 9) }
    expectOk(await b.call('newhotel/hotel/searchHotels', body, { token }))
    const user = await a.db.selectFrom('users').select('id').where('user_name', '=', 'employee01').executeTakeFirstOrThrow()
    const roles = await a.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.power_json'])
      .where('user_roles.user_id', '=', user.id)
      .execute()
    const denyHotel = (json: string) => {
      const p = JSON.parse(json)
      p.BusinessPermission.Hotel.Search = false
      return JSON.stringify(p)
    }
    for (const r of roles)
      await a.db
        .updateTable('roles')
        .set({ power_json: denyHotel(r.power_json) })
        .where('id', '=', r.id)
        .execute()
    expectError(await b.call('newhotel/hotel/searchHotels', body, { token }), ErrorCode.NoPermission)
    for (const r of roles) await a.db.updateTable('roles').set({ power_json: r.power_json }).where('id', '=', r.id).execute()
    expectOk(await b.call('newhotel/hotel/searchHotels', body, { token }))
  })

  it("a changed hotel standard and a traveller's new rank show on the other instance", async () => {
    const token = await a.login('employee01')
    const standard = async () => expectOk(await b.call('newhotel/hotel/getHotelIndexInitInfo', {}, { token })).RankStandard
    const was = await standard()
    const me = await a.db
      .selectFrom('users')
      .innerJoin('persons', 'persons.id', 'users.person_id')
      .select(['persons.id', 'persons.rank_id', 'persons.company_id'])
      .where('users.user_name', '=', 'employee01')
      .executeTakeFirstOrThrow()
    await a.db.updateTable('hotel_rank_policies').set({ tier1_cap: 77700 }).where('rank_id', '=', me.rank_id!).where('product', '=', 'Hotel').execute()
    assert.equal((await standard()).TierCaps[0], 77700)
    const other = await a.db
      .selectFrom('ranks')
      .select(['id', 'name'])
      .where('company_id', '=', me.company_id)
      .where('id', '!=', me.rank_id!)
      .orderBy('level', 'desc')
      .executeTakeFirstOrThrow()
    await a.db.updateTable('persons').set({ rank_id: other.id }).where('id', '=', me.id).execute()
    assert.notEqual((await standard()).RankName, was.RankName)
    await a.db.updateTable('persons').set({ rank_id: me.rank_id }).where('id', '=', me.id).execute()
    await a.db
      .updateTable('hotel_rank_policies')
      .set({ tier1_cap: was.TierCaps[0] })
      .where('rank_id', '=', me.rank_id!)
      .where('product', '=', 'Hotel')
      .execute()
    assert.deepEqual(await standard(), was)
  })

  it("the company's changed settings apply on the other instance (flight results' default order)", async () => {
    const token = await a.login('employee01')
    const body = { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: addDays(TODAY, 10) }
    const order = async () =>
      expectOk(await b.call('domesticFlightv2/getFlights', body, { token }))
        .Flights.map((f: { FlightNo: string }) => f.FlightNo)
        .join()
    const row = await a.db
      .selectFrom('company_settings')
      .innerJoin('users', 'users.company_id', 'company_settings.company_id')
      .select(['company_settings.company_id', 'setting_json'])
      .where('users.user_name', '=', 'employee01')
      .executeTakeFirstOrThrow()
    const withOrder = (n: number) => {
      const s = JSON.parse(row.setting_json)
      s.FlightSettings.NormalSettings.SearchSettings.SearchOrder = n
      return JSON.stringify(s)
    }
    const orders: string[] = []
    for (const n of [1, 2]) {
      await a.db
        .updateTable('company_settings')
        .set({ setting_json: withOrder(n) })
        .where('company_id', '=', row.company_id)
        .execute()
      orders.push(await order())
    }
    assert.notEqual(orders[0], orders[1], 'price order and departure order differ on a busy route')
    await a.db.updateTable('company_settings').set({ setting_json: row.setting_json }).where('company_id', '=', row.company_id).execute()
  })

  describe('kept search answers', () => {
    const search = { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: addDays(TODAY, 12) }
    const first = async (env: TestEnv, token: string) =>
      expectOk(await env.call('domesticFlightv2/getFlights', search, { token })).Flights[0] as { FlightNo: string; LowestCabinCode: string }
    /** The first flight's cheapest cabin sold out, written on instance a. */
    const sellOut = (f: { FlightNo: string; LowestCabinCode: string }) =>
      a.db
        .insertInto('flight_seats')
        .values({
          flight_no: f.FlightNo,
          flight_date: search.DepartDate,
          cabin_code: f.LowestCabinCode,
          route_key: 'BJS-SHA',
          seats_left: 0,
          initial_seats: 9,
          updated_at: a.now().toISOString(),
        })
        .execute()
    const restore = () => a.db.deleteFrom('flight_seats').where('flight_date', '=', search.DepartDate).where('route_key', '=', 'BJS-SHA').execute()

    it("a sale on one instance shows in the other's next search", async () => {
      const token = await a.login('employee01')
      const was = await first(b, token)
      assert.deepEqual(await first(b, token), was, 'asked again: the kept answer')
      await sellOut(was)
      const now = await first(b, token)
      assert.equal(now.FlightNo, was.FlightNo)
      assert.notEqual(now.LowestCabinCode, was.LowestCabinCode, 'the sold-out cabin is no longer the cheapest')
      await restore()
      assert.deepEqual(await first(b, token), was)
    })

    it('is sent again without running the search, within the minute it was made', async () => {
      const token = await a.login('employee01')
      // Without the trigger, only the minute tells the instance that its kept answer is old.
      await unwatchTable(a.db, a.handle.dialect, 'flight_seats', ['insert'])
      try {
        const align = 60 - ((b.now().getTime() / 1000) % 60)
        a.advance(align)
        b.advance(align)
        const was = await first(b, token)
        await sellOut(was)
        b.advance(30)
        assert.equal((await first(b, token)).LowestCabinCode, was.LowestCabinCode, 'kept: the search did not run')
        b.advance(30)
        assert.notEqual((await first(b, token)).LowestCabinCode, was.LowestCabinCode, 'the next minute: searched again')
      } finally {
        await watchTable(a.db, a.handle.dialect, 'flight_seats', ['insert'], 'inventory')
        await restore()
      }
    })

    it("is the asker's own: another language, currency or traveller gets an answer of its own", async () => {
      const employee = await a.login('employee01')
      const manager = await a.login('approver01')
      const ask = async (token: string, o: { lang?: number; currency?: string } = {}) => {
        const r = await b.call('domesticFlightv2/getFlights', search, { token, ...o })
        const res = expectOk(r)
        return { currency: r.CurrencyInfo?.CurrencyCode, carrier: res.Flights[0].CarrierName as string, rank: res.RankStandard?.RankId as number }
      }
      const kept = (await ask(employee), await ask(employee))
      const english = await ask(employee, { lang: 2 })
      assert.notEqual(english.carrier, kept.carrier, 'names in the language asked')
      assert.match(english.carrier, /^[\x20-\x7e]+$/)
      assert.equal((await ask(employee, { currency: '1' })).currency, 'USD')
      assert.equal(kept.currency, 'CNY')
      assert.notEqual((await ask(manager)).rank, kept.rank, "the other traveller's own standard")
    })

    it('is not sent once the session has ended', async () => {
      const short = await createTestEnv({ sameDatabaseAs: a, config: { tokenTtlSeconds: 40 } })
      try {
        short.advance(60 - ((short.now().getTime() / 1000) % 60))
        const token = await short.login('employee01')
        await first(short, token)
        short.advance(30)
        await first(short, token)
        short.advance(15)
        expectError(await short.call('domesticFlightv2/getFlights', search, { token }), ErrorCode.TokenExpired)
      } finally {
        await short.close()
      }
    })
  })
})

describe('what the kept calls read', () => {
  const statements: string[] = []
  let env: TestEnv
  before(async () => {
    env = await createTestEnv({ trace: (text) => statements.push(text) })
  })
  after(async () => {
    await env?.close()
  })

  // A kept answer is exact only if every table its call reads raises a generation when written
  // (http/answer-cache.ts): the searches, asked in every way that reads something else.
  it(
    'every table a search reads raises the answer generation when written',
    { skip: DB_KIND === 'postgres' && 'the statements are traced on SQLite' },
    async () => {
      const token = await env.login('booker01')
      const others = expectOk(await env.call('user/getBookPersons', { PageSize: 5 }, { token })).Persons.map((p: { PersonId: number }) => p.PersonId)
      const day = (n: number) => addDays(TODAY, n)
      const searches: [path: string, body: object][] = [
        ['domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(5) }],
        [
          'domesticFlightv2/getFlights',
          { DepartCityCode: 'SHA', ArriveCityCode: 'CAN', DepartDate: TODAY, CabinClass: 'Economy', Sort: 'PriceAsc', PassengerIds: others },
        ],
        ['newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: day(3), CheckOut: day(5) }],
        [
          'newhotel/hotel/searchHotels',
          { CityCode: 'BJS', CheckIn: TODAY, CheckOut: day(1), Rooms: 2, Adults: 2, Stars: [4, 5], FreeCancel: true, PriceMax: 90000, PassengerIds: others },
        ],
        ['train/searchTrains', { From: 'BJS', To: 'SHA', Date: day(3) }],
        ['train/searchTrains', { From: 'SHA', To: 'HGH', Date: TODAY, Student: true, HighSpeedOnly: true, PassengerIds: others }],
        ['intlflight/get', { TripType: 'OneWay', Legs: [{ From: 'SHA', To: 'FRA', Date: day(20) }], Cabin: 'Economy' }],
        [
          'intlflight/get',
          {
            TripType: 'RoundTrip',
            Legs: [
              { From: 'BJS', To: 'TYO', Date: day(20) },
              { From: 'TYO', To: 'BJS', Date: day(25) },
            ],
            Cabin: 'Business',
            PassengerIds: others,
          },
        ],
      ]
      const triggers = await sql<{ tbl_name: string }>`select distinct tbl_name from sqlite_master where type = 'trigger' and name like 'cache_gen_%'`.execute(
        env.db,
      )
      const watched = new Set(triggers.rows.map((r) => r.tbl_name))
      for (const [path, body] of searches) {
        for (const currency of ['0', '1']) {
          // A write raises the generation, so that nothing kept from an earlier search answers this one.
          await sql`update ranks set name = name where id = (select min(id) from ranks)`.execute(env.db)
          statements.length = 0
          expectOk(await env.call(path, body, { token, currency }))
          const tables = new Set(statements.flatMap((text) => [...text.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)].map((m) => m[1])))
          tables.delete('cache_generation')
          assert.ok(tables.size > 0, `${path} reads something`)
          for (const t of tables) assert.ok(watched.has(t), `${path} ${JSON.stringify(body)} reads ${t}, which raises no generation`)
        }
      }
    },
  )
})

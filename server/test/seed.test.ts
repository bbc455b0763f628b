import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { migrateToLatest } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'
import { orderFacts } from '../src/kernel/orders/approval-subject'
import { isValidIdCard } from '../src/lib/id-card'
import { chinaDay, chinaInstant } from '../src/lib/time'
import { openTestDatabase, TEST_ROUNDS, TODAY } from './helpers'

type Handle = Awaited<ReturnType<typeof openTestDatabase>>

/**
 * Every row of every table except secrets that differ by design (bcrypt salts) and the cache
 * generation, a counter of writes (PostgreSQL counts the seed's writes that change nothing too).
 */
async function snapshot({ db, pgSchema }: Handle): Promise<Record<string, unknown[]>> {
  // PostgreSQL lists every schema's tables: only this database's, not another test file's (which
  // may be dropped while this one reads).
  const tables = (await db.introspection.getTables())
    .filter((t) => pgSchema === null || t.schema === pgSchema)
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_') && n !== 'cache_generation')
  const out: Record<string, unknown[]> = {}
  for (const name of [...new Set(tables)].sort()) {
    const rows = (await (db as unknown as Kysely<any>).selectFrom(name).selectAll().execute()) as Record<string, unknown>[]
    out[name] = rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))).sort()
  }
  return out
}

describe('seed', () => {
  let h: Handle
  before(async () => {
    h = await openTestDatabase()
    await migrateToLatest(h)
  })
  after(() => h.dispose())

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    const first = await seedDatabase(h.db, { passwordHashRounds: TEST_ROUNDS, today: TODAY, history: true })
    assert.ok(first.inserted > 100)
    const before = await snapshot(h)
    const second = await seedDatabase(h.db, { passwordHashRounds: TEST_ROUNDS, today: TODAY, history: true })
    assert.equal(second.inserted, 0)
    assert.deepEqual(await snapshot(h), before)
    // Migrations are idempotent too.
    assert.deepEqual(await migrateToLatest(h), [])
  })

  it('is deterministic: a fresh database gets the same rows (up to password salts)', async () => {
    const other = await openTestDatabase()
    try {
      await migrateToLatest(other)
      await seedDatabase(other.db, { passwordHashRounds: TEST_ROUNDS, today: TODAY, history: true })
      const strip = (s: Record<string, unknown[]>) => ({ ...s, users: s.users.map((u) => String(u).replace(/"password_hash":"[^"]*"/, '')) })
      assert.deepEqual(strip(await snapshot(other)), strip(await snapshot(h)))
    } finally {
      await other.dispose()
    }
  })

  it('gives the demo company a year of every product’s orders, all before the server’s day, when asked', async () => {
    const rows = await h.db.selectFrom('orders').select(['product', 'created_at', 'status']).where('client_request_id', 'like', 'history-%').execute()
    const months = new Set(rows.map((r) => chinaDay(new Date(r.created_at)).slice(0, 7)))
    assert.equal(months.size, 12)
    assert.equal(Math.max(...rows.map((r) => Date.parse(r.created_at))) < chinaInstant(TODAY, 0).getTime(), true)
    assert.deepEqual([...new Set(rows.map((r) => r.product))].sort(), ['Bus', 'Car', 'Dining', 'Flight', 'Hotel', 'IntlFlight', 'Train'])
    for (const [table, product] of [
      ['order_segments', 'Flight'],
      ['hotel_stays', 'Hotel'],
      ['train_tickets', 'Train'],
      ['car_rides', 'Car'],
      ['bus_tickets', 'Bus'],
      ['intlflight_segments', 'IntlFlight'],
      ['dining_meals', 'Dining'],
    ] as const) {
      const n = await h.db
        .selectFrom(table)
        .innerJoin('orders', 'orders.id', `${table}.order_id`)
        .select('orders.id')
        .where('orders.client_request_id', 'like', 'history-%')
        .execute()
      assert.equal(n.length, rows.filter((r) => r.product === product).length, table)
    }
  })

  it('gives every seeded order what its product reads of it (the approvals read the history of a whitelisted traveller)', async () => {
    const rows = await h.db.selectFrom('orders').select(['id', 'company_id', 'product']).where('client_request_id', 'like', 'history-%').execute()
    for (const r of rows) {
      const facts = await orderFacts(h.db, r.company_id, r.id).catch((e: Error) => assert.fail(`${r.product} order ${r.id}: ${e.stack}`))
      assert.equal(typeof facts?.allInPolicy, 'boolean', `${r.product} order ${r.id}`)
    }
  })

  it('has the demo company with every role and ~20 more employees, and a second company', async () => {
    const companies = await h.db.selectFrom('companies').select(['code', 'name_en']).orderBy('id').execute()
    assert.deepEqual(companies, [
      { code: 'HENGYUAN', name_en: 'Hengyuan Technology Co., Ltd.' },
      { code: 'LANHAI', name_en: 'Lanhai Logistics Co., Ltd.' },
    ])
    const accounts = await h.db
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.user_name', 'roles.code', 'companies.code as company'])
      .execute()
    const rolesOf = (u: string) =>
      accounts
        .filter((a) => a.user_name === u)
        .map((a) => a.code)
        .sort()
    assert.deepEqual(rolesOf('employee01'), ['employee'])
    assert.deepEqual(rolesOf('booker01'), ['booker', 'employee'])
    assert.deepEqual(rolesOf('approver01'), ['approver', 'employee'])
    assert.deepEqual(rolesOf('admin01'), ['admin', 'employee'])
    assert.deepEqual(rolesOf('consultant01'), ['consultant', 'employee'])
    assert.deepEqual(rolesOf('other01'), ['employee'])
    assert.equal(accounts.find((a) => a.user_name === 'other01')!.company, 'LANHAI')

    const hy = await h.db.selectFrom('companies').select('id').where('code', '=', 'HENGYUAN').executeTakeFirstOrThrow()
    const persons = await h.db.selectFrom('persons').selectAll().where('company_id', '=', hy.id).execute()
    const employees = persons.filter((p) => p.kind === 'employee')
    assert.ok(employees.length >= 25, `${employees.length} employees`)
    assert.ok(persons.filter((p) => p.kind === 'non_employee').length >= 3)
    for (const table of ['departments', 'cost_centers', 'business_units', 'custom_items', 'ranks'] as const) {
      const n = await h.db.selectFrom(table).select('id').where('company_id', '=', hy.id).execute()
      assert.ok(n.length >= 3, table)
    }
    // The department tree has two levels below the root.
    const depts = await h.db.selectFrom('departments').selectAll().where('company_id', '=', hy.id).execute()
    const byId = new Map(depts.map((d) => [d.id, d]))
    assert.ok(depts.some((d) => d.parent_id !== null && byId.get(d.parent_id)!.parent_id !== null))

    // approver01 is the direct superior of employee01.
    const zhang = persons.find((p) => p.employee_no === 'HY0003')!
    const li = persons.find((p) => p.employee_no === 'HY0002')!
    assert.equal(zhang.superior_id, li.id)
  })

  it('gives people valid ID numbers that agree with birth date and gender', async () => {
    const persons = await h.db.selectFrom('persons').selectAll().where('id_type', '=', 'IDCard').execute()
    assert.ok(persons.length >= 28)
    const ids = new Set<string>()
    for (const p of persons) {
      const id = p.id_no!
      assert.ok(isValidIdCard(id), `${p.ch_name} ${id}`)
      assert.equal(id.slice(6, 14), p.birth_date!.replace(/-/g, ''))
      assert.equal(Number(id[16]) % 2 === 1 ? 'M' : 'F', p.gender)
      ids.add(id)
      assert.match(p.mobile!, /^1\d{10}$/)
      assert.match(p.email!, /^[a-z.]+@[a-z.]+$/)
    }
    assert.equal(ids.size, persons.length, 'ID numbers are unique')
  })

  it('stores settings, roles and theme per company', async () => {
    const settings = await h.db.selectFrom('company_settings').select('company_id').execute()
    const themes = await h.db.selectFrom('company_themes').select('company_id').execute()
    const roles = await h.db.selectFrom('roles').select(['company_id', 'code']).execute()
    assert.equal(settings.length, 2)
    assert.equal(themes.length, 2)
    assert.equal(roles.length, 10)
  })

  it('checks ID numbers as GB 11643 does', () => {
    assert.ok(isValidIdCard('11010519491231002X'))
    assert.ok(!isValidIdCard('110105194912310021'))
    assert.ok(!isValidIdCard('110105194902300021'), 'no 30 February')
  })
})

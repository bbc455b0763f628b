/** Serving hot answers: pre-serialized search results, reused SQLite statements and prepared reads give the same bytes and rows. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { spawnSync } from 'node:child_process'
import { sql } from 'kysely'
import { errorEnvelope, keepSerialized, okEnvelope, serializeEnvelope } from '../src/http/envelope'
import { openDatabase } from '../src/db/connect'
import { buildApp } from '../src/app'
import { preparedRead } from '../src/db/prepared'
import type { Db } from '../src/db/schema'
import { openTestDatabase } from './helpers'

describe('envelope serialization', () => {
  const currency = { Currency: '人民币', CurrencyCode: 'CNY', CurrencySymbol: '¥', CurrencyType: 0 }
  const answer = { Flights: [{ FlightNo: 'CA1501', Name: 'a "quoted" $& text', Price: 54000 }], RankStandard: null, Today: '2026-11-22' }

  for (const [name, envelope] of [
    ['a kept answer', okEnvelope(keepSerialized(structuredClone(answer)), currency)],
    ['an answer not kept', okEnvelope(structuredClone(answer), null)],
    ['an error with details', errorEnvelope(305, '航班已售罄', { ResultData: 0 })],
    ['no answer', okEnvelope(null, null)],
  ] as const) {
    it(`${name}: the same text JSON.stringify gives`, () => {
      assert.equal(serializeEnvelope(envelope), JSON.stringify(envelope))
      assert.deepEqual(JSON.parse(serializeEnvelope(envelope)), JSON.parse(JSON.stringify(envelope)))
    })
  }

  it('a kept answer is sent as it was when kept, from its stored text', () => {
    const kept = keepSerialized({ Value: 1 })
    const text = serializeEnvelope(okEnvelope(kept, null))
    assert.match(text, /"ResultData":\{"Value":1\}\}$/)
  })
})

describe('SQLite statement reuse', () => {
  it('answers every run of the same SQL text with current rows, also after a schema change', async () => {
    const h = await openDatabase({ sqliteFile: ':memory:' })
    try {
      await sql`create table t (id integer primary key, v text)`.execute(h.db)
      const read = () => sql<{ id: number; v: string }>`select id, v from t order by id`.execute(h.db).then((r) => r.rows)
      assert.deepEqual(await read(), [])
      await sql`insert into t (v) values (${'a'})`.execute(h.db)
      await sql`insert into t (v) values (${'b'})`.execute(h.db)
      assert.deepEqual(await read(), [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ])
      await sql`alter table t add column w integer default 7`.execute(h.db)
      const wide = await sql<{ id: number; w: number }>`select id, w from t order by id`.execute(h.db)
      assert.deepEqual(wide.rows, [
        { id: 1, w: 7 },
        { id: 2, w: 7 },
      ])
      assert.deepEqual(await read(), [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ])
      // More distinct texts than are kept (the oldest statements are dropped) are all served right.
      for (let n = 1; n <= 600; n++) {
        const ids = Array.from({ length: (n % 40) + 1 }, (_, i) => i + 1)
        const r = await sql<{ c: number }>`select count(*) as c from t where id in (${sql.join(ids)}) and ${sql.raw(String(n))} > 0`.execute(h.db)
        assert.equal(r.rows[0].c, Math.min(ids.length, 2))
      }
    } finally {
      await h.close()
    }
  })
})

describe('prepared reads', () => {
  it('give the rows the query built anew gives, for every shape and value, on two databases at once', async () => {
    const dbs = [await openTestDatabase(), await openTestDatabase()]
    try {
      for (const [n, h] of dbs.entries()) {
        await sql`create table prep_t (id integer primary key, route text not null, day text not null, kind integer not null)`.execute(h.db)
        for (let id = 1; id <= 30; id++)
          await sql`insert into prep_t (id, route, day, kind) values (${id}, ${`R${id % 3}`}, ${`2026-12-${String(10 + (id % 5)).padStart(2, '0')}`}, ${(id + n) % 2})`.execute(
            h.db,
          )
      }
      // A list, a single value, a range and a constant of the query's own (kind = 1).
      const build = (db: Db, route: string, days: readonly string[], ids: readonly number[]) => {
        const q = (db as any).selectFrom('prep_t').select(['id', 'route', 'day']).where('route', '=', route).where('kind', '=', 1).where('id', 'in', ids)
        return (days.length === 1 ? q.where('day', '=', days[0]) : q.where('day', 'in', days)).orderBy('id')
      }
      const read = preparedRead((db, route: string, days: readonly string[], ids: readonly number[]) => build(db, route, days, ids))
      const cases: [string, string[], number[]][] = [
        ['R1', ['2026-12-11'], [1, 4, 7, 10, 13, 16, 19, 22, 25, 28]],
        ['R2', ['2026-12-12'], [2, 5, 8, 11, 14, 17, 20, 23, 26, 29]],
        ['R1', ['2026-12-11', '2026-12-14'], [1, 4, 7, 10, 13, 16, 19, 22, 25, 28]],
        ['R0', ['2026-12-13', '2026-12-10', '2026-12-14'], [3, 6]],
        ['R0', ['2026-12-13', '2026-12-10', '2026-12-14'], [9, 12, 15, 18, 21, 24, 27, 30, 3, 6]],
        ['R9', ['2026-12-11'], [1]],
      ]
      for (let round = 0; round < 2; round++) {
        for (const h of dbs) {
          for (const [route, days, ids] of cases) {
            const want = await build(h.db, route, days, ids).execute()
            assert.deepEqual(await read(h.db, route, days, ids), want, `${route} ${days} ${ids}`)
          }
        }
      }
      const first = await read(dbs[0].db, 'R1', ['2026-12-11', '2026-12-14'], [1, 4, 7, 10, 13, 16, 19, 22, 25, 28])
      assert.ok(first.length > 0)
      assert.notDeepEqual(first, await read(dbs[1].db, 'R1', ['2026-12-11', '2026-12-14'], [1, 4, 7, 10, 13, 16, 19, 22, 25, 28]), 'each database its own rows')
    } finally {
      for (const h of dbs) await h.dispose()
    }
  })
})

describe('the H5 site', () => {
  it('is sent precompressed to browsers that accept it; hashed files are immutable for a year, the page is revalidated', async () => {
    const root = mkdtempSync(join(tmpdir(), 'h5-'))
    const script = `window.app = ${JSON.stringify('x'.repeat(4000))};`
    mkdirSync(join(root, 'js'))
    writeFileSync(join(root, 'index.html'), `<!doctype html><html><body>${'<div></div>'.repeat(200)}<script src="/js/app.15ce2908.js"></script></body></html>`)
    writeFileSync(join(root, 'js', 'app.15ce2908.js'), script)
    writeFileSync(join(root, 'js', 'tiny.0a1b2c3d.js'), 'x')
    // The build's own step, as npm run build:h5 runs it.
    const run = spawnSync(process.execPath, ['scripts/precompress.mjs', root], { encoding: 'utf8' })
    assert.equal(run.status, 0, run.stderr)
    assert.match(run.stdout, /precompressed 2 files/)
    const h = await openDatabase({ sqliteFile: ':memory:' })
    const app = await buildApp({ db: h.db, config: {}, logger: false, staticRoot: root })
    try {
      const br = await app.inject({ url: '/js/app.15ce2908.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
      assert.equal(br.statusCode, 200)
      assert.equal(br.headers['content-encoding'], 'br')
      assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.equal(brotliDecompressSync(br.rawPayload).toString(), script)
      assert.ok(br.rawPayload.length < script.length / 10)

      const gz = await app.inject({ url: '/js/app.15ce2908.js', headers: { 'accept-encoding': 'gzip' } })
      assert.equal(gz.headers['content-encoding'], 'gzip')
      assert.equal(gunzipSync(gz.rawPayload).toString(), script)

      const plain = await app.inject({ url: '/js/app.15ce2908.js' })
      assert.equal(plain.headers['content-encoding'], undefined)
      assert.equal(plain.body, script)

      // The page is not hashed: revalidated; compressed as it was at the server's start, never from
      // a copy on disk (which a later build could have left older than the page).
      const html = readFileSync(join(root, 'index.html'), 'utf8')
      writeFileSync(join(root, 'index.html.br'), 'stale')
      for (const [encoding, coding, unpack] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
        [undefined, undefined, (b: Buffer) => b],
      ] as const) {
        for (const url of ['/', '/index.html']) {
          const page = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} })
          assert.equal(page.statusCode, 200, url)
          assert.equal(page.headers['cache-control'], 'no-cache')
          assert.equal(page.headers['content-type'], 'text/html; charset=utf-8')
          assert.equal(page.headers['content-encoding'], coding, `${url} ${encoding}`)
          assert.equal(unpack(page.rawPayload).toString('utf8'), html)
        }
      }
      // Too small to gain from compression: sent as it is.
      const tiny = await app.inject({ url: '/js/tiny.0a1b2c3d.js', headers: { 'accept-encoding': 'br' } })
      assert.equal(tiny.headers['content-encoding'], undefined)
      assert.equal(tiny.body, 'x')
    } finally {
      await app.close()
      await h.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})

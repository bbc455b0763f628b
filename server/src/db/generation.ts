/**
 * What every call reads — the caller's session, their roles' powers, the company's settings, the
 * travellers' ranks and the ranks' standards — changes rarely, so the hot paths keep it in memory.
 * It stays exact, also with several servers on one database, through one counter in the database:
 * triggers on the tables it comes from raise `cache_generation.gen` with every write, whoever
 * writes (this server, another one, a migration or a person at a SQL prompt), in the writing
 * transaction. A request reads the counter once; a cache filled under an older counter is dropped.
 *
 * A request sees these tables as of its start. A handler that changes them and reads them back in
 * the same request reads them directly (the uncached functions), as a transaction must.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely'
import { readDirect, type DialectName } from './connect'

/**
 * The counters: row 1, the cache generation above; row 2, the inventory generation, raised by
 * every write to the seats, rooms and tickets left (which the hot paths read fresh, but whole
 * search answers depend on: http/answer-cache.ts).
 */
const MAIN = 1
const INVENTORY = 2
export type Counter = 'main' | 'inventory'
const rowOf = (c: Counter) => (c === 'main' ? MAIN : INVENTORY)

const READ = CompiledQuery.raw(`select gen from cache_generation where id = ${MAIN}`, [])
// Both only ever rise, so their sum rises with a write to either.
const READ_BOTH = CompiledQuery.raw('select sum(gen) as gen from cache_generation', [])

/**
 * The reads of one counter on one database that go over the wire (PostgreSQL), joined: a read
 * asked while another is on its way waits for the next one, which starts as that one ends. Every
 * read still begins after it was asked, so a write committed before the ask is seen; and however
 * many requests ask at once, a server has at most one such read in flight (at 200 requests in
 * flight each had its own, queued for the pool's connections).
 */
interface Joined {
  running: Promise<number> | null
  next: Promise<number> | null
}
const joined = new WeakMap<object, Map<CompiledQuery, Joined>>()

function overTheWire(db: Kysely<any>, query: CompiledQuery): Promise<number> {
  let byQuery = joined.get(db)
  if (!byQuery) joined.set(db, (byQuery = new Map()))
  let j = byQuery.get(query)
  if (!j) byQuery.set(query, (j = { running: null, next: null }))
  const state = j
  const start = (): Promise<number> => {
    const p = db.executeQuery<{ gen: number | string }>(query).then((r) => Number(r.rows[0]?.gen ?? 0))
    state.running = p
    const done = () => {
      if (state.running === p) state.running = null
    }
    p.then(done, done)
    return p
  }
  if (!state.running) return start()
  state.next ??= state.running
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      state.next = null
      return start()
    })
  return state.next
}

async function read(db: Kysely<any>, query: CompiledQuery): Promise<number> {
  const rows = readDirect<{ gen: number | string }>(db, query)
  return rows ? Number(rows[0]?.gen ?? 0) : overTheWire(db, query)
}

/** The database's cache generation now. */
export const readGeneration = (db: Kysely<any>): Promise<number> => read(db, READ)

/** A number that rises with every write to a table of either generation: what a whole answer depends on. */
export const readAnswerGeneration = (db: Kysely<any>): Promise<number> => read(db, READ_BOTH)

/** What a cached read needs: the database and the generation of the request (read once). */
export interface GenerationSource {
  readonly db: Kysely<any>
  generation(): Promise<number>
}

/**
 * A bounded map whose entries belong to one generation of one database. Reads under the newest
 * generation seen are served and filled; a newer generation empties it; a request that started
 * under an older one (another request already saw a write) reads the database and keeps nothing.
 * Each database has its own entries: two databases in one process (the tests open hundreds) may
 * stand at the same generation with other rows.
 */
export class GenerationCache<V> {
  private readonly byDatabase = new WeakMap<object, { gen: number; entries: Map<string, Promise<V>> }>()

  constructor(private readonly limit = 5000) {}

  async get(db: object, gen: number, key: string, load: () => Promise<V>): Promise<V> {
    let state = this.byDatabase.get(db)
    if (!state) this.byDatabase.set(db, (state = { gen: -1, entries: new Map() }))
    const { entries } = state
    if (gen > state.gen) {
      state.gen = gen
      entries.clear()
    }
    if (gen < state.gen) return load()
    const hit = entries.get(key)
    if (hit) return hit
    const p = load()
    if (entries.size >= this.limit) entries.delete(entries.keys().next().value as string)
    entries.set(key, p)
    // A failed read is not kept.
    p.catch(() => entries.get(key) === p && entries.delete(key))
    return p
  }
}

/** A cached form of `load` for the hot paths; `key` names its arguments. */
export function cachedRead<A extends unknown[], V>(key: (...args: A) => string, load: (db: Kysely<any>, ...args: A) => Promise<V>, limit?: number) {
  const cache = new GenerationCache<V>(limit)
  return async (src: GenerationSource, ...args: A): Promise<V> => cache.get(src.db, await src.generation(), key(...args), () => load(src.db, ...args))
}

type Event = 'insert' | 'update' | 'delete'
const ALL: readonly Event[] = ['insert', 'update', 'delete']

const bumpFunction = (c: Counter) => (c === 'main' ? 'bump_cache_generation' : 'bump_inventory_generation')

/** Adds the inventory generation's row and its PostgreSQL function (once, after createGeneration). */
export async function createInventoryGeneration(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.insertInto('cache_generation').values({ id: INVENTORY, gen: 1 }).execute()
  if (dialect === 'postgres') {
    await sql`create function bump_inventory_generation() returns trigger language plpgsql as $$
      begin update cache_generation set gen = gen + 1 where id = 2; return null; end $$`.execute(db)
  }
}

export async function dropInventoryGeneration(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.deleteFrom('cache_generation').where('id', '=', INVENTORY).execute()
  if (dialect === 'postgres') await sql`drop function if exists bump_inventory_generation()`.execute(db)
}

/** Creates the counter (once) and the function the PostgreSQL triggers call. */
export async function createGeneration(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('cache_generation')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('gen', 'bigint', (c) => c.notNull())
    .execute()
  await db.insertInto('cache_generation').values({ id: 1, gen: 1 }).execute()
  if (dialect === 'postgres') {
    await sql`create function bump_cache_generation() returns trigger language plpgsql as $$
      begin update cache_generation set gen = gen + 1 where id = 1; return null; end $$`.execute(db)
  }
}

export async function dropGeneration(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema.dropTable('cache_generation').ifExists().execute()
  if (dialect === 'postgres') await sql`drop function if exists bump_cache_generation()`.execute(db)
}

const triggerName = (table: string, event: Event) => `cache_gen_${table}_${event}`

/**
 * Makes writes to `table` raise the generation (or the inventory generation). A product module's
 * migration calls it for the tables its cached reads come from (its rank standards). `events`
 * defaults to every write.
 */
export async function watchTable(
  db: Kysely<any>,
  dialect: DialectName,
  table: string,
  events: readonly Event[] = ALL,
  counter: Counter = 'main',
): Promise<void> {
  for (const event of events) {
    const name = sql.raw(triggerName(table, event))
    const on = sql.raw(`after ${event} on ${table}`)
    if (dialect === 'postgres') {
      await sql`create trigger ${name} ${on} for each statement execute function ${sql.raw(bumpFunction(counter))}()`.execute(db)
    } else {
      await sql`create trigger ${name} ${on} begin update cache_generation set gen = gen + 1 where id = ${sql.raw(String(rowOf(counter)))}; end`.execute(db)
    }
  }
}

export async function unwatchTable(db: Kysely<any>, dialect: DialectName, table: string, events: readonly Event[] = ALL): Promise<void> {
  for (const event of events) {
    const name = sql.raw(triggerName(table, event))
    if (dialect === 'postgres') await sql`drop trigger if exists ${name} on ${sql.raw(table)}`.execute(db)
    else await sql`drop trigger if exists ${name}`.execute(db)
  }
}

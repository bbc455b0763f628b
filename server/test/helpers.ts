/**
 * Test harness: a fresh database per test environment (in-memory SQLite, or a throwaway schema
 * in PostgreSQL when DATABASE_URL is set), migrated and seeded, and an app driven by inject().
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { addDays, chinaDay, chinaMinutes } from '../src/lib/time'
import { approvalSeedShift } from '../src/db/seed/approval'
import type { Envelope } from '../../types/api'
import { buildApp } from '../src/app'
import type { AppConfig } from '../src/config'
import { dropPostgresSchema, openDatabase, type DbHandle } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'
import type { OutboundCode } from '../src/deps'
import type { DomainDef } from '../src/http/call'
import { callUrl } from '../src/app/register'
import { DOMAINS } from '../src/modules'
import type { PaymentChannels } from '../src/services/money/channels/types'
import { startPaySandbox, type PaySandbox } from './pay-sandbox'

/**
 * The background jobs (train grabs, payment sweep) run only when a test asks (runOnce): their
 * real-time timers would otherwise race a test that moved its clock on, on a busy machine.
 */
process.env.TRAIN_GRAB_INTERVAL_MS ??= '0'
process.env.CAR_DISPATCH_INTERVAL_MS ??= '0'
process.env.MONEY_SWEEP_INTERVAL_MS ??= '0'
process.env.PAY_OPS_INTERVAL_MS ??= '0'

export const PASSWORD = 'Travel2026'
/**
 * The server clock every test env starts at: 14:00 in China by default; TEST_CLOCK=<ISO instant>
 * moves it (scripts/server-clock-tests.mjs runs the suite at 23:50 and 01:50 China time).
 */
export const START = new Date(process.env.TEST_CLOCK || '2026-11-19T06:00:00.000Z')
/** The China day of START: "today" for every test env. */
export const TODAY = chinaDay(START)
/** A day of the seeded trip applications (laid out around 2026-11-19) as the seed moved it to the suite's clock. */
export const seededDay = (day: string): string => addDays(day, approvalSeedShift(TODAY, START))
/** Seconds from `at` to the next midnight in China. */
export const secondsToChinaMidnight = (at: Date): number => 86_400 - Math.floor(chinaMinutes(at) * 60 + at.getUTCSeconds())
/** Cheap bcrypt: bcryptjs is pure JavaScript. */
export const TEST_ROUNDS = 4

export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined
export const DB_KIND = DATABASE_URL ? 'postgres' : 'sqlite'

export type TestDatabase = DbHandle & {
  dispose(): Promise<void>
  /** A second, independent connection (pool) to the same database: another server instance's. */
  reopen(): Promise<DbHandle>
}

/** `onDisk`: SQLite in a temporary file instead of memory, so that a second instance can open it. */
export async function openTestDatabase(onDisk = false, trace?: (sql: string) => void, image?: Buffer): Promise<TestDatabase> {
  if (!DATABASE_URL) {
    const dir = onDisk ? mkdtempSync(path.join(os.tmpdir(), 'server-test-')) : null
    const file = dir ? path.join(dir, 'test.db') : ':memory:'
    const h = await openDatabase({ sqliteFile: file, trace, sqliteImage: image })
    return {
      ...h,
      dispose: async () => {
        await h.close()
        if (dir) rmSync(dir, { recursive: true, force: true })
      },
      reopen: async () => {
        if (!dir) throw new Error('an in-memory database has no second instance: open it with onDisk')
        return openDatabase({ sqliteFile: file })
      },
    }
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const h = await openDatabase({ databaseUrl: DATABASE_URL, pgSchema: schema })
  return {
    ...h,
    dispose: async () => {
      await h.close()
      await dropPostgresSchema(DATABASE_URL, schema)
    },
    reopen: () => openDatabase({ databaseUrl: DATABASE_URL, pgSchema: schema }),
  }
}

const UNLIMITED: AppConfig['clientLimits'] = {
  signIn: { max: 100_000, windowSeconds: 60 },
  codes: { max: 100_000, windowSeconds: 60 },
  register: { max: 100_000, windowSeconds: 60 },
}

export interface CallOptions {
  token?: string
  /** LanguageType header. */
  lang?: number
  version?: string
  currency?: string
  headers?: Record<string, string>
  /** Send this text as the body instead of JSON.stringify(body). */
  raw?: string
  contentType?: string
}

export interface TestEnv {
  app: FastifyInstance
  db: DbHandle['db']
  handle: DbHandle
  /** The database this env opened (a second instance's is its first's). */
  database: TestDatabase
  /** Codes the server "sent". */
  sent: OutboundCode[]
  logLines: string[]
  now(): Date
  advance(seconds: number): void
  call<T = any>(path: string, body?: unknown, opts?: CallOptions): Promise<Envelope<T>>
  login(userName: string, password?: string): Promise<string>
  lastCode(): string
  /** The sandbox channel this env's server pays through (docs/money.md#channels). */
  sandbox: PaySandbox
  /**
   * The payer pays an intent on the channel's side (as its pay page's button does), and the
   * channel's signed notification reaches the server: resolves once the intent has ended
   * (`notify: false`: the notification is lost, resolves at once).
   */
  payAtChannel(intentNo: string, opts?: { outcome?: 'Succeeded' | 'Declined'; notify?: boolean }): Promise<void>
  close(): Promise<void>
}

export interface EnvOptions {
  config?: Partial<AppConfig>
  extraDomains?: DomainDef[]
  /** Use the default notifier (log lines) instead of capturing codes. */
  logCodes?: boolean
  /** SQLite in a temporary file, so that `sameDatabaseAs` can open it too. */
  onDisk?: boolean
  /** A second server instance on this env's database (its own connections, caches and clock). */
  sameDatabaseAs?: TestEnv
  /** SQLite only: told every statement the database runs. */
  trace?: (sql: string) => void
  /** The payment channels the app is given (default none). */
  payments?: PaymentChannels
}

/**
 * SQLite: the database as migrated and seeded by the first env of this process (the seed depends
 * only on the suite's clock); every later env opens a copy of it instead of migrating and seeding
 * again.
 */
let seededImage: Buffer | undefined

/** PostgreSQL: the schema every env's database has (each env has a database of its own). */
const PG_SCHEMA = 'app'

async function pgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function pgUrlOf(database: string): string {
  const url = new URL(DATABASE_URL!)
  url.pathname = `/${database}`
  return url.toString()
}

/** What the seeded database depends on: the suite's clock and the server's code (its migrations and seed among it). */
function seedKey(): string {
  const hash = createHash('sha256').update(`${START.toISOString()}|${TEST_ROUNDS}`)
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, e.name)
      if (e.isDirectory()) walk(file)
      else hash.update(file).update(readFileSync(file))
    }
  }
  walk(path.join(__dirname, '..', 'src'))
  return hash.digest('hex').slice(0, 20)
}

/**
 * PostgreSQL: a database migrated and seeded once per suite clock and code, by whichever test
 * process gets there first, which every env copies (CREATE DATABASE … TEMPLATE) instead of
 * migrating and seeding a schema of its own. Null where the role may not create databases: each
 * env then migrates and seeds its own schema.
 */
let pgTemplate: Promise<string | null> | undefined
async function seededPgTemplate(): Promise<string | null> {
  const name = `tpl_${seedKey()}`
  const known = await pgAdmin((c) => c.query('select 1 from pg_database where datname = $1', [name]))
  if (known.rowCount) return name
  const building = `tplb_${randomBytes(6).toString('hex')}`
  try {
    await pgAdmin((c) => c.query(`create database "${building}"`))
  } catch {
    return null
  }
  const h = await openDatabase({ databaseUrl: pgUrlOf(building), pgSchema: PG_SCHEMA })
  try {
    await migrateToLatest(h)
    await seedDatabase(h.db, { passwordHashRounds: TEST_ROUNDS, today: TODAY, now: START })
  } finally {
    await h.close()
  }
  await pgAdmin(async (c) => {
    try {
      await c.query(`alter database "${building}" rename to "${name}"`)
    } catch {
      // Another process made it first: theirs is the same.
      await c.query(`drop database if exists "${building}"`)
    }
    // Templates of other code or clocks are of no further use.
    const stale = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'tpl\\_%' and datname <> $1`, [name])
    for (const { datname } of stale.rows) await c.query(`drop database if exists "${datname}"`).catch(() => undefined)
  })
  return name
}

/**
 * Drops an env's database once its connections are gone. Not WITH (FORCE): that would have to end
 * an autovacuum worker, which this role may not; a plain DROP stops one itself. A connection still
 * closing (a second instance's) is waited for; a database that cannot go stays, said in the log.
 */
async function dropPgDatabase(database: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await pgAdmin((c) => c.query(`drop database if exists "${database}"`))
      return
    } catch (e) {
      if (tries < 50 && /being accessed by other users/.test(String(e))) await new Promise((r) => setTimeout(r, 100))
      else return console.warn(`test database ${database} left behind: ${String(e)}`)
    }
  }
}

/** A fresh copy of the seeded template in a database of its own, or null (seededPgTemplate). */
async function openSeededPostgres(): Promise<TestDatabase | null> {
  const template = await (pgTemplate ??= seededPgTemplate())
  if (!template) return null
  const database = `t_${randomBytes(6).toString('hex')}`
  for (let tries = 0; ; tries++) {
    try {
      await pgAdmin((c) => c.query(`create database "${database}" template "${template}"`))
      break
    } catch (e) {
      // A process that has just made the template may still be connected to it for a moment.
      if (tries >= 50 || !/being accessed by other users/.test(String(e))) throw e
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const url = pgUrlOf(database)
  const h = await openDatabase({ databaseUrl: url, pgSchema: PG_SCHEMA })
  return {
    ...h,
    dispose: async () => {
      await h.close()
      await dropPgDatabase(database)
    },
    reopen: () => openDatabase({ databaseUrl: url, pgSchema: PG_SCHEMA }),
  }
}

export async function createTestEnv(opts: EnvOptions = {}): Promise<TestEnv> {
  const first = opts.sameDatabaseAs?.database
  const image = DATABASE_URL ? undefined : seededImage
  const copied = !first && DATABASE_URL ? await openSeededPostgres() : null
  const database = first ?? copied ?? (await openTestDatabase(opts.onDisk, opts.trace, image))
  const handle = first ? await first.reopen() : database
  if (!first && !image && !copied) {
    await migrateToLatest(handle)
    await seedDatabase(handle.db, { passwordHashRounds: TEST_ROUNDS, today: TODAY, now: START })
    // An in-memory database's image (a file's is in WAL mode, which a database in memory cannot open).
    if (!opts.onDisk) seededImage = handle.image?.()
  }

  let nowMs = START.getTime()
  const sent: OutboundCode[] = []
  const logLines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  // A sandbox channel per env, on the env's clock; it notifies this server where it listens (known once it listens).
  const sandbox = await startPaySandbox({ clock: () => new Date(nowMs), retryDelaysMs: [100, 300, 1_000] })
  let serverUrl = ''
  const channels = sandbox.channels
  const payments: PaymentChannels = { ...channels, get: (name) => channels.get(name), notifyUrl: (name) => channels.notifyUrl(name, serverUrl) }
  const app = await buildApp({
    payments,
    db: handle.db,
    // Files sign in far more often than a person could; security.test.ts checks the real limits.
    config: { passwordHashRounds: TEST_ROUNDS, clientLimits: UNLIMITED, failedSignInsPerAddress: { max: 100_000, windowSeconds: 60 }, ...opts.config },
    clock: () => new Date(nowMs),
    ...(opts.logCodes ? {} : { notifier: (m: OutboundCode) => void sent.push(m) }),
    logger: { level: 'info', stream },
    domains: [...DOMAINS, ...(opts.extraDomains ?? [])],
    ...(opts.payments ? { payments: opts.payments } : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  const env: TestEnv = {
    app,
    db: handle.db,
    handle,
    database,
    sent,
    logLines,
    now: () => new Date(nowMs),
    advance: (s) => {
      nowMs += s * 1000
    },
    async call(path, body = {}, o = {}) {
      // As the browser and wx.request ask: gzip accepted (search answers are then kept whole: http/answer-cache.ts).
      const headers: Record<string, string> = { 'content-type': o.contentType ?? 'application/json', 'accept-encoding': 'gzip', ...o.headers }
      if (o.token) headers.Token = o.token
      if (o.lang !== undefined) headers.LanguageType = String(o.lang)
      if (o.version) headers.Version = o.version
      if (o.currency !== undefined) headers.CurrencyType = o.currency
      const res = await app.inject({
        method: 'POST',
        url: path.startsWith('/') ? path : callUrl(path),
        headers,
        payload: o.raw ?? JSON.stringify(body),
      })
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${path}: ${res.body}`)
      return res.headers['content-encoding'] === 'gzip' ? JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) : res.json()
    },
    async login(userName, password = PASSWORD) {
      const r = await env.call('Login/UserLogin/v2', { UserName: userName, Password: password })
      if (!r.IsSuccess) throw new Error(`login ${userName} failed: ${r.ErrorCode} ${r.ErrMsg}`)
      return r.ResultData.Token
    },
    lastCode() {
      const m = sent[sent.length - 1]
      if (!m) throw new Error('no code sent')
      return m.code
    },
    sandbox,
    async payAtChannel(intentNo, o = {}) {
      const i = await handle.db.selectFrom('pay_intents').select(['channel', 'action_json']).where('intent_no', '=', intentNo).executeTakeFirstOrThrow()
      // The payer opens the channel's page first (Alipay takes the order when its page is opened).
      const action = i.action_json ? JSON.parse(i.action_json) : null
      if (action?.Kind === 'Redirect') await (await fetch(action.Url)).text()
      const res = await sandbox.control('pay', { channel: i.channel, intentNo, outcome: o.outcome ?? 'Succeeded', notify: o.notify ?? true })
      if (!res.ok) throw new Error(`the sandbox channel refused to pay ${intentNo}: ${res.status} ${await res.text()}`)
      if (o.notify === false || o.outcome === 'Declined') return
      for (let tries = 0; tries < 400; tries++) {
        const now = await handle.db.selectFrom('pay_intents').select(['status', 'transaction_id']).where('intent_no', '=', intentNo).executeTakeFirstOrThrow()
        if (now.status !== 'Pending' || now.transaction_id) return
        await new Promise((r) => setTimeout(r, 25))
      }
      throw new Error(`no notification of ${intentNo} reached the server`)
    },
    async close() {
      await app.close()
      await sandbox.close()
      if (first) await handle.close()
      else await database.dispose()
    },
  }
  return env
}

/** Asserts a failed envelope with the code, and returns it. */
export function expectError<T>(env: Envelope<T>, code: number): Envelope<T> {
  if (env.IsSuccess || env.ErrorCode !== code) {
    throw new Error(`expected error ${code}, got ${JSON.stringify({ IsSuccess: env.IsSuccess, ErrorCode: env.ErrorCode, ErrMsg: env.ErrMsg })}`)
  }
  return env
}

export function expectOk<T>(env: Envelope<T>): T {
  if (!env.IsSuccess) throw new Error(`expected success, got ${env.ErrorCode} ${env.ErrMsg}`)
  return env.ResultData
}

/**
 * Starts the reference server: opens the database (SQLite file, or PostgreSQL with DATABASE_URL),
 * migrates, seeds the demo data (idempotent), and serves the API and the built H5 site on PORT.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from './app'
import { configFromEnv } from './config'
import { openDatabase } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { seedDatabase } from './db/seed'
import { chinaDay, systemClock, type Clock } from './lib/time'
import { registerUploads } from './kernel/orders/upload-routes'
import { channelsFromEnv } from './services/money/channels'

const DEFAULT_SQLITE_FILE = path.resolve(__dirname, '..', 'data', 'travel.db')
// The built H5 site; H5_ROOT serves another build the same way (the bench's bare app).
const H5_ROOT = process.env.H5_ROOT ? path.resolve(process.env.H5_ROOT) : path.resolve(__dirname, '..', '..', 'dist', 'h5')

/** postgres://user:secret@host/db -> postgres://user:***@host/db, for the log. */
const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')

/**
 * CLOCK_AT=<ISO instant> starts the server's clock at that instant; it then runs at the normal
 * pace. Tests use it to put the server on either side of China's midnight (16:00 UTC).
 * CLOCK_CONTROL=1 lets a test move the clock on (POST /__test/clock { AdvanceSeconds }) to reach
 * a deadline — a payment's time, a hold — without waiting for it.
 */
function clockFromEnv(value: string | undefined, control: boolean): { at: string; clock: Clock; advance: (seconds: number) => Date } | null {
  const at = value?.trim()
  if (!at && !control) return null
  const start = at ? Date.parse(at) : Date.now()
  if (!Number.isFinite(start)) throw new Error(`CLOCK_AT must be an ISO instant such as 2026-11-24T17:50:00Z (got "${at}")`)
  let offset = start - Date.now()
  const clock: Clock = () => new Date(Date.now() + offset)
  return {
    at: at || 'now',
    clock,
    advance(seconds) {
      offset += seconds * 1000
      return clock()
    },
  }
}

async function main(): Promise<void> {
  const config = configFromEnv()
  // PAY_SECRETS_FILE or PAY_WECHAT_* / PAY_ALIPAY_*; the sandbox channel is refused in production unless PAY_SANDBOX_ENABLED=1.
  const payments = channelsFromEnv()
  const port = Number(process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number (got "${process.env.PORT}")`)
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  const sqliteFile = process.env.SQLITE_FILE?.trim() || DEFAULT_SQLITE_FILE

  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile })
  const applied = await migrateToLatest(handle)
  const clockControl = process.env.CLOCK_CONTROL === '1'
  const clock = clockFromEnv(process.env.CLOCK_AT, clockControl)
  // DEMO_HISTORY=1 (npm start): the demo company gets a year of travel for the reports.
  const seededAt = (clock?.clock ?? systemClock)()
  const seeded = await seedDatabase(handle.db, {
    passwordHashRounds: config.passwordHashRounds,
    today: chinaDay(seededAt),
    now: seededAt,
    history: process.env.DEMO_HISTORY === '1',
  })

  const h5 = fs.existsSync(path.join(H5_ROOT, 'index.html')) ? H5_ROOT : null
  const app = await buildApp({
    db: handle.db,
    config,
    clock: clock?.clock,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    staticRoot: h5,
    trustProxy: process.env.TRUST_PROXY === '1',
    payments,
  })
  // Multipart uploads need their own body parser and a file route, outside the JSON domains.
  registerUploads(app, { db: handle.db })
  const log = app.log
  log.info(`database: ${databaseUrl ? `PostgreSQL ${redact(databaseUrl)}` : `SQLite ${sqliteFile}`}`)
  log.info(`migrations applied now: ${applied.length ? applied.join(', ') : 'none (up to date)'}; seed rows added: ${seeded.inserted}`)
  log.info(h5 ? `serving the H5 site from ${h5}` : `no H5 build at ${H5_ROOT} (run npm run build:h5): serving the API only`)
  log.info(
    payments.names.length
      ? `payment channels: ${payments.names.join(', ')}${payments.sandbox ? ' (the sandbox channel)' : ''}`
      : 'payment channels: none configured (PAY_SECRETS_FILE or PAY_WECHAT_* / PAY_ALIPAY_*)',
  )
  if (clock && process.env.CLOCK_AT)
    log.warn(`CLOCK_AT=${clock.at}: the server's clock starts at that instant and runs on (for tests). Never use this in production.`)
  if (clock && clockControl) {
    app.post<{ Body: { AdvanceSeconds?: unknown } }>('/__test/clock', async (req, reply) => {
      const seconds = Number(req.body?.AdvanceSeconds)
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > 30 * 86_400)
        return reply.code(400).send({ error: 'AdvanceSeconds: a whole number of seconds, 0 to 30 days' })
      return { Now: clock.advance(seconds).toISOString() }
    })
    log.warn("CLOCK_CONTROL=1: tests may move the server's clock on (POST /__test/clock). Never use this in production.")
  }
  if (config.demoSmsEcho) log.warn('DEMO_SMS_ECHO=1: verification codes are returned in answers (DevCode). Never use this in production.')

  const close = async (signal: string) => {
    log.info(`${signal}: shutting down`)
    // Requests in flight get a few seconds; a client holding its connection does not keep the process.
    setTimeout(() => process.exit(0), 3000).unref()
    await app.close()
    await handle.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void close('SIGINT'))
  process.once('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' })
  log.info(`API on http://localhost:${port}/api/..., OpenAPI at http://localhost:${port}/api/openapi.json`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

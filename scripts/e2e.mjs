// Runs the Playwright journeys (tests/e2e/*.test.mjs, node's test runner, Debian Chromium)
// against the real product: the built H5 site and the API on one origin. Every test file gets
// its own server with a fresh database, so no file depends on what another left behind; the
// shell journey also gets a second server with a raised minimum client version (answers 107).
//
// The business calendar is China time: between 16:00 and 24:00 UTC the UTC day is already the
// next China day. The date-sensitive journeys run once more with the server's clock (CLOCK_AT)
// and the phone's clock (E2E_CLOCK_OFFSET_MS, UTC zone) pinned on one side of that line, whatever
// hour the suite runs at: 15:50 UTC (23:50 in China, the last minutes of a day) or 17:50 UTC
// (01:50 in China, where the UTC day is still the day before); between them they cover both, and
// the server suite runs whole at each (scripts/test-all.mjs).
//
// Files run E2E_JOBS at a time (default 2), each worker on its own ports, each file's output
// printed whole when it ends.
//
// Payments: every file's server gets its own sandbox payment channel (server/sandbox-channel, its
// own process on the worker's port + 2, fresh keys per worker, the same CLOCK_AT); the journeys
// find it at E2E_SANDBOX_BASE (pay page, /__sandbox controls).
//
//   node scripts/e2e.mjs                 all files and the pinned runs, the longest first
//   node scripts/e2e.mjs tests/e2e/x.mjs those files only (no pinned runs)
//   E2E_CLOCK_AT=2026-11-24T17:50:00Z node scripts/e2e.mjs tests/e2e/x.mjs   one file, pinned
import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, existsSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensurePayKeys } from './pay-keys.mjs'

if (!existsSync('dist/h5/index.html')) {
  console.error('dist/h5 is missing: run `npm run build:h5` first')
  process.exit(1)
}

/**
 * Journeys whose screens depend on the China date (search defaults, booking, change, trips, stamps),
 * each run once more pinned at the side of China's midnight where its dates turn: the search
 * defaults and the stay's nights where the UTC day is the day before (01:50 China time), the
 * booking's and the approvals' deadlines in the last minutes of a day (23:50 China time).
 */
const DATE_SENSITIVE = {
  'tests/e2e/flight-search.test.mjs': 'T17:50:00Z',
  'tests/e2e/hotel.test.mjs': 'T17:50:00Z',
  'tests/e2e/flight-booking.test.mjs': 'T15:50:00Z',
  'tests/e2e/approvals.test.mjs': 'T15:50:00Z',
  // The train's sale window and change deadlines, the vouchers' and rates' days, the international
  // search's default dates, the settings' date formats.
  'tests/e2e/train.test.mjs': 'T15:50:00Z',
  'tests/e2e/money.test.mjs': 'T15:50:00Z',
  'tests/e2e/intl-flight.test.mjs': 'T17:50:00Z',
  'tests/e2e/settings.test.mjs': 'T17:50:00Z',
}
/** Journeys that always run with both clocks pinned, at this UTC time of today (the early-morning stay: 02:30 China time). */
const ALWAYS_PINNED = { 'tests/e2e/hotel-early.test.mjs': 'T18:30:00Z' }
/** Journeys that need the outdated-version server. */
const NEEDS_OUTDATED = ['tests/e2e/shell.test.mjs']

const dir = mkdtempSync(join(tmpdir(), 'travel-e2e-'))
/** The routes axe has looked at in this run (tests/e2e/browser.mjs): each route once per run, not once per file. */
const audited = join(dir, 'audited')
mkdirSync(audited)
const basePort = Number(process.env.E2E_PORT || 3100)
const jobs = Math.max(1, Number(process.env.E2E_JOBS || 2))
let serial = 0

function startServer(port, extraEnv) {
  return startProcess('server/src/main.ts', port, `http://127.0.0.1:${port}/api/home/getversionnumber`, {
    PORT: String(port),
    SQLITE_FILE: join(dir, `db-${++serial}.sqlite`),
    DEMO_SMS_ECHO: '1',
    CLOCK_CONTROL: '1',
    ...extraEnv,
  })
}

/** The sandbox payment channel on `port` with the worker's keys. */
function startSandbox(port, keys, extraEnv) {
  return startProcess('server/sandbox-channel/main.ts', port, `http://127.0.0.1:${port}/__sandbox/payments`, {
    SANDBOX_CHANNEL_PORT: String(port),
    SANDBOX_CHANNEL_SECRETS: keys.channelFile,
    ...extraEnv,
  })
}

/** Each worker's sandbox keys (made once per worker: its channel's port is its own). */
const payKeys = new Map()
function payKeysOf(worker, port) {
  if (!payKeys.has(worker)) payKeys.set(worker, ensurePayKeys({ dir: join(dir, `pay-${worker}`), channelUrl: `http://127.0.0.1:${port}` }))
  return payKeys.get(worker)
}

function startProcess(script, port, readyUrl, extraEnv) {
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  delete env.DATABASE_URL
  // node itself (not npx) so that stopping it reaches the server and frees its port.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  return { child, port, readyUrl, log: () => log }
}

async function waitReady(server) {
  // Two minutes: a server starting beside a build on two cores has taken more than one.
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break
    try {
      const post = !server.readyUrl.includes('/__sandbox/')
      const r = await fetch(server.readyUrl, post ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } : {})
      if (r.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server on ${server.port} did not start:\n${server.log()}`)
}

/** Stops a server and waits until it is gone (SIGKILL after 5 s), so its port is free again. */
function stop(server) {
  return new Promise((resolve) => {
    const { child } = server
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Runs node with `args`; resolves with its exit code and everything it printed. A file still
 * running after `limitMs` is stopped with everything it started (its browser too) and counts as
 * failed, with what it printed so far: a journey that waits forever fails by name instead of
 * holding the suite until the machine's own limit.
 */
function runNode(args, env, limitMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true })
    let out = ''
    let stopped = false
    const stopAll = () => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        /* all gone */
      }
    }
    const watchdog = setTimeout(() => {
      stopped = true
      stopAll()
    }, limitMs)
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => {
      clearTimeout(watchdog)
      // A browser left behind by a test that timed out goes with it.
      stopAll()
      if (stopped) resolve({ code: 1, out: `${out}\n# stopped: still running after ${limitMs / 60_000} minutes` })
      else resolve({ code: code ?? 1, out })
    })
  })
}

/** One test file against its own fresh server(s) on the worker's ports; `clockAt` pins both clocks to that instant. */
async function runFile(file, clockAt, worker) {
  const mainPort = basePort + 10 * worker
  const outdatedPort = mainPort + 1
  const sandboxPort = mainPort + 2
  const clockEnv = clockAt ? { CLOCK_AT: clockAt } : {}
  const keys = await payKeysOf(worker, sandboxPort)
  const payEnv = { ...clockEnv, PAY_SECRETS_FILE: keys.merchantFile }
  const servers = [startServer(mainPort, payEnv), startSandbox(sandboxPort, keys, clockEnv)]
  if (NEEDS_OUTDATED.includes(file)) servers.push(startServer(outdatedPort, { ...payEnv, MIN_CLIENT_VERSION: '99.0.0' }))
  try {
    await Promise.all(servers.map(waitReady))
    const env = {
      ...process.env,
      E2E_BASE: `http://127.0.0.1:${mainPort}`,
      E2E_SANDBOX_BASE: `http://127.0.0.1:${sandboxPort}`,
      E2E_AUDITED: audited,
    }
    if (servers[2]) env.E2E_OUTDATED_BASE = `http://127.0.0.1:${outdatedPort}`
    else delete env.E2E_OUTDATED_BASE
    if (clockAt) env.E2E_CLOCK_OFFSET_MS = String(Date.parse(clockAt) - Date.now())
    else delete env.E2E_CLOCK_OFFSET_MS
    const started = Date.now()
    // A file gets eight minutes: node's --test-timeout holds the file as a whole too (under `node --test`
    // the file is itself a test), so it is set just under the limit at which the file is stopped with
    // everything it started. The longest file takes about two minutes on a quick machine and four on a
    // slow one, its screenshots and accessibility looks included.
    const { code, out } = await runNode(['--test', '--test-concurrency=1', '--test-timeout=450000', file], env, 8 * 60_000)
    console.log(`\n# ${file}${clockAt ? ` (clock at ${clockAt})` : ''} — ${Math.round((Date.now() - started) / 1000)} s\n${out}`)
    if (code !== 0) console.log(`# server log of ${file}:\n${servers[0].log().slice(-4000)}\n# sandbox channel log:\n${servers[1].log().slice(-2000)}`)
    return code
  } catch (e) {
    console.error(`\n# ${file}: ${String(e)}`)
    return 1
  } finally {
    await Promise.all(servers.map(stop))
  }
}

const given = process.argv.slice(2)
// Node 20's test runner finds nothing when given a folder: list the files.
const files = given.length
  ? given
  : readdirSync('tests/e2e')
      .filter((f) => f.endsWith('.test.mjs'))
      .sort()
      .map((f) => `tests/e2e/${f}`)
const utcToday = new Date().toISOString().slice(0, 10)
const runs = files.map((file) => ({ file, clockAt: process.env.E2E_CLOCK_AT || (ALWAYS_PINNED[file] ? `${utcToday}${ALWAYS_PINNED[file]}` : null) }))
// The pinned re-runs of the date-sensitive files: E2E_PINNED=0 leaves them out (a quicker run).
if (!given.length && !process.env.E2E_CLOCK_AT && process.env.E2E_PINNED !== '0') {
  for (const [file, at] of Object.entries(DATE_SENSITIVE)) runs.push({ file, clockAt: `${utcToday}${at}` })
}
// The longest first (a file's size is a fair measure of its length), so that the workers finish
// together instead of one waiting on the other's last long file.
runs.sort((a, b) => statSync(b.file).size - statSync(a.file).size)

const failed = []
const queue = [...runs]
async function worker(n) {
  for (let run = queue.shift(); run; run = queue.shift()) {
    const code = await runFile(run.file, run.clockAt, n)
    if (code !== 0) failed.push(`${run.file}${run.clockAt ? ` at ${run.clockAt}` : ''}`)
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, runs.length) }, (_, n) => worker(n)))
if (failed.length) console.error(`\nfailed journeys:\n  ${failed.join('\n  ')}`)
process.exit(failed.length ? 1 : 0)

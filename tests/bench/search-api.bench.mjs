// Search API latency under load, in two set-ups: the reference server as a child process (tsx) on
// a free loopback port with a temporary SQLite database and 50 requests in flight at all times;
// and (issue 33) two instances of it on one PostgreSQL database (a database made for the run on
// the bench's PostgreSQL, tests/bench/bench-pg.mjs), the requests dealt between them in turn, 200
// in flight. Signed in as employee01, five rounds of 2,000 measured requests of each call, the median
// round reported (after 1,500 warm-up requests of every call, all before the first measurement): flights over 24 route-days, hotels over 8 cities × 3 stays. Each is also given as a ratio of the emptiest call
// of the same server under the same load (the floor). Budgets: flight p99 ≤ 20 ms (issue 4),
// hotel p99 ≤ 2× the floor (issue 10), trains over 8 lines × 3 days ≤ 2× (issue 11),
// international flights over 6 routes × 3 days ≤ 2× (issue 15); every
// search ≤ 1.5× the floor (issue 9). One traveller asks the same searches over and over, as the
// list's pull-to-refresh and every return to it do: after the first ask of each, the server sends
// the answer it kept for that traveller (server/src/http/answer-cache.ts) until a sale, a change
// of standards or the minute moves on.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import { gunzipSync } from 'node:zlib'
import path from 'node:path'
import { benchPostgres } from './bench-pg.mjs'

// Every call is warmed before any is measured: a fresh server compiles its hot paths during its
// first thousands of calls (the first call measured ran at about 2.5× its later cost per call),
// and the figures are of the server as it runs, not of its start.
const WARMUP = 1500
const MEASURED = 2000
const ROUNDS = 5
const ROUTES = [
  ['BJS', 'SHA'],
  ['SHA', 'BJS'],
  ['BJS', 'CAN'],
  ['SHA', 'SZX'],
  ['CTU', 'BJS'],
  ['CAN', 'CTU'],
  ['HGH', 'XIY'],
  ['KMG', 'SHA'],
]
// Days ahead rather than fixed dates: the server only sells today .. today + 365.
const DATES = [10, 24, 60].map((d) => new Date(Date.now() + 8 * 3600_000 + d * 86400_000).toISOString().slice(0, 10))

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 200 })

/**
 * One call; resolves with the decoded answer, or with null when `decode` is false (the bytes
 * arrived with status 200). Decoding a 40 KB answer costs the load generator, which shares the
 * two cores with the server, about as much as the server's work: `load` decodes and checks one
 * answer in ten, so the figure is the server's.
 */
function post(port, path, body, token, decode = true) {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      // As a browser or wx.request asks: gzip accepted.
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { Token: token } : {}),
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          if (!decode) return res.statusCode === 200 ? resolve(null) : reject(new Error(`HTTP ${res.statusCode}`))
          try {
            const body = Buffer.concat(chunks)
            resolve(JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')))
          } catch (e) {
            reject(e)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

async function waitReady(port, child) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const r = await post(port, '/api/home/getversionnumber', {})
      if (r.IsSuccess) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start within 120 s')
}

const SEARCH = {
  path: '/api/domesticFlightv2/getFlights',
  body: (i) => {
    const [dep, arr] = ROUTES[i % ROUTES.length]
    return { DepartCityCode: dep, ArriveCityCode: arr, DepartDate: DATES[Math.floor(i / ROUTES.length) % DATES.length] }
  },
  ok: (r) => r.IsSuccess && r.ResultData.Flights.length > 0,
}
/** Hotel search over hot cities (filled in from the city list once the server is up). */
const HOTEL_CITIES = []
const HOTEL_SEARCH = {
  path: '/api/newhotel/hotel/searchHotels',
  body: (i) => {
    const d = Math.floor(i / HOTEL_CITIES.length) % DATES.length
    return {
      CityCode: HOTEL_CITIES[i % HOTEL_CITIES.length],
      CheckIn: DATES[d],
      CheckOut: new Date(Date.parse(`${DATES[d]}T00:00:00Z`) + 2 * 86400_000).toISOString().slice(0, 10),
    }
  },
  ok: (r) => r.IsSuccess && r.ResultData.Hotels.length > 0,
}

/** Train search over busy lines, inside the railway's 15-day window. */
const TRAIN_ROUTES = [
  ['BJS', 'SHA'],
  ['SHA', 'BJS'],
  ['SHA', 'HGH'],
  ['BJS', 'TSN'],
  ['CAN', 'SZX'],
  ['SHA', 'NKG'],
  ['BJS', 'CAN'],
  ['CTU', 'CKG'],
]
const TRAIN_DATES = [3, 7, 12].map((d) => new Date(Date.now() + 8 * 3600_000 + d * 86400_000).toISOString().slice(0, 10))
const TRAIN_SEARCH = {
  path: '/api/train/searchTrains',
  body: (i) => {
    const [from, to] = TRAIN_ROUTES[i % TRAIN_ROUTES.length]
    return { From: from, To: to, Date: TRAIN_DATES[Math.floor(i / TRAIN_ROUTES.length) % TRAIN_DATES.length] }
  },
  ok: (r) => r.IsSuccess && r.ResultData.Trains.length > 0,
}

/** International flight search: Shanghai and Beijing to six hubs, one way, inside the sale window. */
const INTL_ROUTES = [
  ['SHA', 'FRA'],
  ['BJS', 'LON'],
  ['SHA', 'SIN'],
  ['BJS', 'TYO'],
  ['SHA', 'NYC'],
  ['SHA', 'BKK'],
]
const INTL_SEARCH = {
  path: '/api/intlflight/get',
  body: (i) => {
    const [from, to] = INTL_ROUTES[i % INTL_ROUTES.length]
    return { TripType: 'OneWay', Legs: [{ From: from, To: to, Date: DATES[Math.floor(i / INTL_ROUTES.length) % DATES.length] }], Cabin: 'Economy' }
  },
  ok: (r) => r.IsSuccess && r.ResultData.Legs[0].Itineraries.length > 0,
}

// The floor: the emptiest call of the same server (no token, no database, 165 bytes) under the same load.
const EMPTIEST = { path: '/api/home/getversionnumber', body: () => ({}), ok: (r) => r.IsSuccess }

async function load(ports, concurrency, token, total, latencies, call = SEARCH) {
  let next = 0
  let failed = 0
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= total) return
      const t0 = process.hrtime.bigint()
      const check = i % 10 === 0
      const r = await post(ports[i % ports.length], call.path, call.body(i), token, check)
      const ms = Number(process.hrtime.bigint() - t0) / 1e6
      if (check && !call.ok(r)) failed++
      latencies?.push(ms)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failed
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

function startServer(port, dir, databaseUrl) {
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SQLITE_FILE: path.join(dir, 'bench.db'),
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: path.join(dir, 'uploads'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function stopServer(child) {
  child.kill('SIGTERM')
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
}

/** Measures the four searches and the floor against `ports` with `concurrency` requests in flight. */
async function measure(report, ports, concurrency, setup) {
  const login = await post(ports[0], '/api/Login/UserLogin/v2', { UserName: 'employee01', Password: 'Travel2026' })
  if (!login.IsSuccess) throw new Error(`login failed: ${login.ErrMsg}`)
  const token = login.ResultData.Token
  HOTEL_CITIES.length = 0
  for (const intl of [false, true]) {
    const list = await post(ports[0], '/api/newhotel/hotel/getHotelCityList', { International: intl }, token)
    if (!list.IsSuccess) throw new Error(`hotel cities: ${list.ErrMsg}`)
    HOTEL_CITIES.push(...list.ResultData.HotCities.slice(0, intl ? 2 : 6).map((c) => c.CityCode))
  }
  for (const call of [SEARCH, EMPTIEST, HOTEL_SEARCH, TRAIN_SEARCH, INTL_SEARCH])
    await load(ports, concurrency, call === EMPTIEST ? undefined : token, WARMUP, null, call)
  const sample = async (call) => {
    const latencies = []
    const started = Date.now()
    const failed = await load(ports, concurrency, call === EMPTIEST ? undefined : token, MEASURED, latencies, call)
    if (failed) throw new Error(`${failed} calls of ${call.path} failed`)
    latencies.sort((a, b) => a - b)
    return { p50: pct(latencies, 50), p99: pct(latencies, 99), perS: MEASURED / ((Date.now() - started) / 1000) }
  }
  // Each call is measured in ROUNDS rounds, the floor among them, in a different order each round:
  // a p99 of 2 000 calls (a fifth of a second) is its 20 slowest, which one pause of the machine
  // decides, and a floor measured once, before or after, met another moment of the machine than
  // the search it divides. The median of the rounds is reported.
  const calls = [SEARCH, EMPTIEST, HOTEL_SEARCH, TRAIN_SEARCH, INTL_SEARCH]
  const samples = new Map(calls.map((c) => [c, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < calls.length; k++) {
      const call = calls[(k + round) % calls.length]
      samples.get(call).push(await sample(call))
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const of = (call) => {
    const xs = samples.get(call)
    return { p50: median(xs.map((x) => x.p50)), p99: median(xs.map((x) => x.p99)), perS: Math.round(median(xs.map((x) => x.perS))) }
  }
  const at = `${concurrency} concurrent${ports.length > 1 ? `, ${ports.length} instances on PostgreSQL` : ''}`
  const flight = of(SEARCH)
  // The same load on the emptiest call shows what this machine allows any call (the load
  // generator shares its two cores), and each search's cost as a ratio of that floor.
  const floor = of(EMPTIEST)
  const line = (name, m, budget, ok) =>
    report(`${name} search API p50 / p99 (${at}; median of ${ROUNDS} rounds)`, `${m.p50.toFixed(1)} ms / ${m.p99.toFixed(1)} ms (${m.perS} req/s)`, budget, ok)
  const ratio = (name, m) =>
    report(`  ${name} search p99 ÷ emptiest p99`, `${(m.p99 / floor.p99).toFixed(2)}×`, `≤ 1.5× (issue ${setup === 'one' ? 9 : 33})`, m.p99 <= 1.5 * floor.p99)
  line('flight', flight, setup === 'one' ? 'p99 ≤ 20 ms' : 'report', setup !== 'one' || flight.p99 <= 20)
  report(`  emptiest call p50 / p99 (same load)`, `${floor.p50.toFixed(1)} ms / ${floor.p99.toFixed(1)} ms`, 'the floor', true)
  ratio('flight', flight)
  const budgets = { hotel: 'p99 ≤ 2× the floor (issue 10)', train: 'p99 ≤ 2× the floor (issue 11)', 'intl flight': 'p99 ≤ 2× the floor (issue 15)' }
  for (const [name, call] of [
    ['hotel', HOTEL_SEARCH],
    ['train', TRAIN_SEARCH],
    ['intl flight', INTL_SEARCH],
  ]) {
    const m = of(call)
    if (setup === 'one') line(name, m, budgets[name], m.p99 <= 2 * floor.p99)
    else line(name, m, 'report', true)
    ratio(name, m)
  }
}

/** A database of its own on the bench's PostgreSQL, for the two instances. */
async function benchDatabase() {
  const url = benchPostgres()
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const name = `search_bench_${process.pid}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

export default async ({ report }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-bench-'))
  try {
    const port = await freePort()
    const child = startServer(port, dir)
    try {
      await waitReady(port, child)
      await measure(report, [port], 50, 'one')
    } finally {
      await stopServer(child)
    }
    // Issue 33: 200 in flight over two instances sharing one PostgreSQL. The first instance
    // migrates and seeds before the second starts.
    const db = await benchDatabase()
    const ports = [await freePort(), await freePort()]
    const children = []
    try {
      for (const p of ports) {
        const c = startServer(p, dir, db.url)
        children.push(c)
        await waitReady(p, c)
      }
      await measure(report, ports, 200, 'two')
    } finally {
      for (const c of children) await stopServer(c)
      await db.drop()
    }
  } finally {
    agent.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

// Reports latency: the reference server as a child process (tsx) on a free loopback port with a
// temporary SQLite database seeded with the demo company's year of travel (DEMO_HISTORY=1),
// signed in as admin01 (the whole company); each report over the last twelve months by month,
// 8 requests in flight, 100 warm-up and 300 measured requests of each. Each p95 is also given as
// a ratio of the emptiest call's p95 (the version check) under the same load; budget ≤ 10×
// (issue 36). The 100 000 orders on PostgreSQL are not generated here: the figures are of
// the demo's history.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const CONCURRENCY = 8
const WARMUP = 100
const MEASURED = 300
const KINDS = ['Kpi', 'Savings', 'Carriers', 'Cities', 'Reasons', 'Carbon']

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

async function post(port, p, body, token = '') {
  const r = await fetch(`http://127.0.0.1:${port}/api/${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Token: token, Version: '8.10.1' },
    body: JSON.stringify(body),
  })
  const json = await r.json()
  if (!json.IsSuccess) throw new Error(`${p}: ${json.ErrorCode} ${json.ErrMsg}`)
  return json.ResultData
}

/** p95 in ms of `n` calls, `CONCURRENCY` in flight. */
async function p95(n, call) {
  const times = []
  let next = 0
  const worker = async () => {
    while (next < n) {
      next++
      const t = performance.now()
      await call()
      times.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length * 0.95)]
}

export default async ({ report }) => {
  const port = await freePort()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), SQLITE_FILE: path.join(dir, 'db.sqlite'), DEMO_HISTORY: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('the server did not start')
      if (await post(port, 'home/getversionnumber', {}).catch(() => null)) break
      await new Promise((r) => setTimeout(r, 100))
    }
    const token = (await post(port, 'Login/UserLogin/v2', { UserName: 'admin01', Password: 'Travel2026' })).Token
    const opts = await post(port, 'report/options', {}, token)
    const ask = (Report) => ({ From: opts.EarliestMonth, To: opts.ThisMonth, Granularity: 'Month', Report })
    const floorCall = () => post(port, 'home/getversionnumber', {})
    await p95(WARMUP, floorCall)
    for (const k of KINDS) await p95(WARMUP, () => post(port, 'report/get', ask(k), token))
    const floor = await p95(MEASURED, floorCall)
    report('reports: floor p95 (home/getversionnumber)', `${floor.toFixed(1)} ms`, 'report', true)
    for (const k of KINDS) {
      const ms = await p95(MEASURED, () => post(port, 'report/get', ask(k), token))
      report(`reports: ${k} p95 (12 months, demo history)`, `${ms.toFixed(1)} ms (${(ms / floor).toFixed(1)}×)`, '≤ 10× floor', ms <= 10 * floor)
    }
  } finally {
    child.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The reference server as a child process for the weapp render test: a free loopback port,
 * a fresh SQLite file in a temp folder, DEMO_SMS_ECHO=1. `stop()` ends it and removes the folder.
 * With `payments`, the sandbox payment channel runs beside it as its own process (a separate
 * party, server/sandbox-channel/main.ts) with fresh keys: the merchant's go to the server
 * (PAY_SECRETS_FILE), the channel's to the sandbox; `sandbox` is the channel's URL.
 */
const fs = require('fs')
const http = require('http')
const net = require('net')
const os = require('os')
const path = require('path')
const { spawn } = require('child_process')

const repoRoot = path.resolve(__dirname, '../..')

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** POST a JSON body; resolves { status, body } (body parsed when JSON). */
function postJson(origin, pathname, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body ?? {})
    const req = http.request(
      new URL(pathname, origin),
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers }, timeout: 5000 },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          let parsed = raw
          try {
            parsed = JSON.parse(raw)
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, body: parsed })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(text)
  })
}

/** A node process running a TS entry of the repository; its output is kept for the error message. */
function spawnTs(entry, env) {
  // `node --import tsx` is `npx tsx` without the npm and tsx wrapper processes: one pid to stop.
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  const keep = (c) => {
    log = (log + c.toString()).slice(-8000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = null
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      resolve(exited)
    }),
  )
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM')
      const t = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exit
      clearTimeout(t)
    }
  }
  return { child, exit, stop, exited: () => exited, log: () => log }
}

/** Fresh keys in `dir` (merchant.json, channel.json) and the sandbox channel listening; resolves its URL and stop(). */
async function startSandbox(dir, readyWithinMs) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // Fresh keys for this run, as the journeys get them (scripts/pay-keys.mjs).
  const keys = spawnTs(
    [
      '--input-type=module',
      '-e',
      `import { ensurePayKeys } from './scripts/pay-keys.mjs'; await ensurePayKeys({ dir: ${JSON.stringify(dir)}, channelUrl: ${JSON.stringify(url)} })`,
    ],
    {},
  )
  const done = await keys.exit
  if (done.code !== 0) throw new Error(`the payment keys were not made:\n${keys.log()}`)
  const merchant = path.join(dir, 'merchant.json')
  const channel = path.join(dir, 'channel.json')
  const sandbox = spawnTs(['server/sandbox-channel/main.ts'], { SANDBOX_CHANNEL_SECRETS: channel, SANDBOX_CHANNEL_PORT: String(port), LOG_LEVEL: 'warn' })
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (sandbox.exited()) throw new Error(`the sandbox channel exited (${JSON.stringify(sandbox.exited())}):\n${sandbox.log()}`)
    const ok = await new Promise((resolve) => {
      http
        .get(`${url}/__sandbox/payments`, (res) => {
          res.resume()
          resolve(res.statusCode === 200)
        })
        .on('error', () => resolve(false))
    })
    if (ok) break
    if (Date.now() > deadline) {
      await sandbox.stop()
      throw new Error(`the sandbox channel did not answer within ${readyWithinMs} ms:\n${sandbox.log()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url, merchant, stop: sandbox.stop }
}

async function startServer({ readyWithinMs = 30000, payments = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-render-'))
  const sandbox = payments ? await startSandbox(dir, readyWithinMs) : null
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawnTs(['server/src/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: path.join(dir, 'travel.db'),
    DEMO_SMS_ECHO: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...(sandbox ? { PAY_SECRETS_FILE: sandbox.merchant } : {}),
  })
  const log = server.log

  const stop = async () => {
    await server.stop()
    if (sandbox) await sandbox.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (server.exited()) {
      await stop()
      throw new Error(`reference server exited (${JSON.stringify(server.exited())}) before answering:\n${log()}`)
    }
    try {
      const res = await postJson(origin, '/api/home/getversionnumber', {})
      if (res.status === 200 && res.body && res.body.IsSuccess) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`reference server did not answer home/getversionnumber within ${readyWithinMs} ms:\n${log()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }

  return { origin, port, pid: server.child.pid, stop, log, sandbox: sandbox ? sandbox.url : null }
}

/** Signs in with user name and password; resolves the login result ({ Token, LoginType, ... }). */
async function signIn(origin, userName, password) {
  const res = await postJson(origin, '/api/Login/UserLogin/v2', { UserName: userName, Password: password })
  if (res.status !== 200 || !res.body || !res.body.IsSuccess) {
    throw new Error(`sign-in as ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`)
  }
  return res.body.ResultData
}

module.exports = { startServer, signIn, postJson, freePort, repoRoot }

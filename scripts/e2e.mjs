// Runs the Playwright journeys (tests/e2e/*.test.mjs, node's test runner, Debian Chromium)
// against the real product: the built H5 site and the API on one origin, with a fresh
// database each run. A second server with a raised minimum client version answers 107.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

if (!existsSync('dist/h5/index.html')) {
  console.error('dist/h5 is missing: run `npm run build:h5` first')
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'travel-e2e-'))
const servers = []

function startServer(port, extraEnv) {
  const env = { ...process.env, PORT: String(port), SQLITE_FILE: join(dir, `db-${port}.sqlite`), DEMO_SMS_ECHO: '1', ...extraEnv }
  delete env.DATABASE_URL
  // node itself (not npx) so that the kill below reaches the server and frees its port.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  servers.push({ child, port, log: () => log })
  return child
}

async function waitReady(port) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/home/getversionnumber`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      if (r.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server on ${port} did not start:\n${servers.find((s) => s.port === port)?.log()}`)
}

const mainPort = Number(process.env.E2E_PORT || 3100)
const outdatedPort = mainPort + 1
startServer(mainPort, {})
startServer(outdatedPort, { MIN_CLIENT_VERSION: '99.0.0' })
let status = 1
try {
  await Promise.all([waitReady(mainPort), waitReady(outdatedPort)])
  // Node 20's test runner finds nothing when given a folder: list the files.
  const files = process.argv.slice(2).length
    ? process.argv.slice(2)
    : readdirSync('tests/e2e').filter((f) => f.endsWith('.test.mjs')).map((f) => `tests/e2e/${f}`)
  const args = ['--test', '--test-concurrency=1', ...files]
  status = spawnSync('node', args, {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE: `http://127.0.0.1:${mainPort}`, E2E_OUTDATED_BASE: `http://127.0.0.1:${outdatedPort}` },
  }).status ?? 1
} catch (e) {
  console.error(String(e))
} finally {
  // Wait for the servers to be gone (SIGKILL after 5 s) so that the next run finds their ports free.
  await Promise.all(
    servers.map(
      (s) =>
        new Promise((resolve) => {
          if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve()
          const force = setTimeout(() => s.child.kill('SIGKILL'), 5000)
          s.child.once('exit', () => {
            clearTimeout(force)
            resolve()
          })
          s.child.kill('SIGTERM')
        }),
    ),
  )
}
process.exit(status)

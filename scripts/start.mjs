// `npm start`: build the H5 site, then serve it and the API on one origin
// (http://localhost:3000, PORT overrides). The server creates, migrates and seeds its
// embedded database on first start.
//
// Payments: unless the merchant is configured (PAY_SECRETS_FILE, PAY_WECHAT_*, PAY_ALIPAY_*),
// the sandbox payment channel runs beside the server as its own process
// (http://127.0.0.1:3100, SANDBOX_CHANNEL_PORT overrides) with the keys of
// scripts/pay-keys.mjs, and the server is given the merchant's side (PAY_SECRETS_FILE). The two
// stop together.
import { spawn, spawnSync } from 'node:child_process'
import { ensurePayKeys } from './pay-keys.mjs'

const skipBuild = process.argv.includes('--no-build')
if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const configured = ['PAY_SECRETS_FILE', 'PAY_WECHAT_MCH_ID', 'PAY_ALIPAY_APP_ID'].some((name) => process.env[name]?.trim())
const children = []
// node itself (not npx) so that a signal reaches the process that listens.
const run = (name, script, env) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code, signal) => {
    // One stopped: stop the other, then leave with the first one's code.
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}): stopping the rest`)
    stop(code ?? 1)
  })
  children.push(child)
  return child
}

let stopping = false
let exitCode = 0
function stop(code) {
  if (!stopping) exitCode = code
  stopping = true
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null)
  if (!alive.length) process.exit(exitCode)
  for (const c of alive) c.kill('SIGTERM')
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(0))

let payEnv = {}
if (!configured) {
  const port = process.env.SANDBOX_CHANNEL_PORT || '3100'
  const { merchantFile, channelFile } = await ensurePayKeys({ channelUrl: `http://127.0.0.1:${port}` })
  run('the sandbox payment channel', 'server/sandbox-channel/main.ts', { SANDBOX_CHANNEL_SECRETS: channelFile, SANDBOX_CHANNEL_PORT: port })
  payEnv = { PAY_SECRETS_FILE: merchantFile }
}
// The demo company's year of travel for the reports (DEMO_HISTORY=0 leaves it out).
run('the server', 'server/src/main.ts', { DEMO_HISTORY: process.env.DEMO_HISTORY ?? '1', OPS_FEED: process.env.OPS_FEED ?? 'simulated', ...payEnv })

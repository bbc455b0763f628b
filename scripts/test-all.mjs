// `npm test`: every test of the project, in an order that fails fast on the cheap steps.
// Ends with one summary line 'N passed, N failed'.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { ensurePrerequisites } from './prerequisites.mjs'

// Chromium, CJK fonts and PostgreSQL: installed now when allowed, else stop with the command.
ensurePrerequisites('npm test')

const steps = []
// Node 20's test runner finds nothing when given a folder: list the files.
const serverTests = readdirSync('server/test')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `server/test/${f}`)
const only = process.argv.slice(2)
/** Server tests that restart the database under load: never beside another file on PostgreSQL. */
const RESTARTS_DATABASE = ['server/test/db-restart.test.ts']

function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = r.status === 0
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'}`)
}

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])
run('typecheck-server', 'npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit'])
// House rules: ESLint (import order, cycles, hooks) and Prettier's format, part of the type check.
run('lint', 'npm', ['run', 'lint'])
run('unit', 'npx', ['jest'])
run('server', 'node', ['--import', 'tsx', '--test', '--test-concurrency=2', ...serverTests])
// Again with the server clock at 23:50 and 01:50 in China (UTC day ≠ China day at the second).
run('server-clock', 'node', ['scripts/server-clock-tests.mjs'])

// The server suite runs a second time on PostgreSQL when one can be started here.
if (!only.length || only.includes('server-pg') || only.includes('server-pg-restart')) {
  const pg = spawnSync('bash', ['scripts/pg.sh', 'start'], { encoding: 'utf8' })
  const url = /DATABASE_URL=(\S+)/.exec(pg.stdout || '')?.[1]
  if (url) {
    // The restart test stops PostgreSQL itself: it runs alone, after the others.
    run('server-pg', 'node', ['--import', 'tsx', '--test', '--test-concurrency=2', ...serverTests.filter((f) => !RESTARTS_DATABASE.includes(f))], {
      DATABASE_URL: url,
    })
    run('server-pg-restart', 'node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...RESTARTS_DATABASE], { DATABASE_URL: url })
  } else {
    console.log(`\n=== server-pg: no PostgreSQL here (${(pg.stderr || pg.stdout || '').trim().split('\n').pop()})`)
    if (process.env.CI) steps.push({ name: 'server-pg', ok: false, seconds: 0 })
  }
}

run('build-weapp', 'npx', ['taro', 'build', '--type', 'weapp'])
if (existsSync('dist/weapp/app.json')) run('weapp', 'npx', ['jest', '-c', 'tests/weapp/jest.config.js'])
run('build-h5', 'npm', ['run', 'build:h5'])
if (existsSync('dist/h5/index.html')) run('e2e', 'node', ['scripts/e2e.mjs'])

console.log('\nSummary:')
for (const s of steps) console.log(`  ${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds}s)`)
const failed = steps.filter((s) => !s.ok).length
console.log(`\n${steps.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

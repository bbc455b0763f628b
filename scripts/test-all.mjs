// `npm test`: every test of the project, in an order that fails fast on the cheap steps.
// Ends with one summary line 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensurePrerequisites } from './prerequisites.mjs'
import { RESTARTS_DATABASE, serverTestFiles } from './server-test-files.mjs'

// Chromium, CJK fonts and PostgreSQL: installed now when allowed, else stop with the command.
ensurePrerequisites('npm test')

const steps = []
const serverTests = serverTestFiles()
const only = process.argv.slice(2)

/** One step, its output straight to the terminal. */
function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  done(name, r.status === 0, started)
}

function done(name, ok, started) {
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'}`)
}

/**
 * Steps that each keep about one core busy (the type checkers, the linter; a build and a check of
 * the other build), run side by side on the machine's two; each one's output printed whole when it
 * ends.
 */
async function together(...list) {
  await Promise.all(
    list
      .filter(([name]) => !only.length || only.includes(name))
      .map(
        ([name, cmd, args]) =>
          new Promise((resolve) => {
            const started = Date.now()
            const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
            let out = ''
            child.stdout.on('data', (d) => (out += d))
            child.stderr.on('data', (d) => (out += d))
            child.on('close', (code) => {
              console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out}`)
              done(name, code === 0, started)
              resolve()
            })
          }),
      ),
  )
}

await together(
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck-server', 'npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit']],
  // House rules: ESLint (import order, cycles, hooks) and Prettier's format, part of the type check.
  ['lint', 'npm', ['run', 'lint']],
)
// Jest's default on two cores is one worker: both cores.
run('unit', 'npx', ['jest', '--maxWorkers=2'])
// The server suite on SQLite with its clock at 23:50 in China (the last minutes of a day) and at
// 01:50 (where the UTC day is still the day before), and on PostgreSQL a year out at 01:50
// (whatever was seeded or dated by hand has aged a year, and the UTC day is the day before): each
// instant once, whole (scripts/server-clock-tests.mjs). PostgreSQL's pass is the longest step but
// the journeys (about 2.5 minutes on two cores); one pinned pass there keeps the run under 45 minutes.
const [LAST_MINUTES, UTC_DAY_BEFORE, YEAR_OUT_UTC_DAY_BEFORE] = ['2026-11-19T15:50:00Z', '2026-11-19T17:50:00Z', '2027-12-01T17:50:00Z']
run('server', 'node', ['scripts/server-clock-tests.mjs', ...serverTests], { TEST_CLOCKS: `${LAST_MINUTES},${UTC_DAY_BEFORE}` })

// The server suite runs again on PostgreSQL (with the clock a year out at 01:50 in China).
if (!only.length || only.includes('server-pg') || only.includes('server-pg-restart')) {
  const pg = spawnSync('bash', ['scripts/pg.sh', 'start'], { encoding: 'utf8' })
  const url = /DATABASE_URL=(\S+)/.exec(pg.stdout || '')?.[1]
  if (url) {
    // The restart test stops PostgreSQL itself: it runs alone, after the others.
    run('server-pg', 'node', ['scripts/server-clock-tests.mjs', ...serverTests.filter((f) => !RESTARTS_DATABASE.includes(f))], {
      DATABASE_URL: url,
      TEST_CLOCKS: YEAR_OUT_UTC_DAY_BEFORE,
    })
    run('server-pg-restart', 'node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...RESTARTS_DATABASE], { DATABASE_URL: url })
  } else {
    // A PostgreSQL that does not start is a failed step, on every machine: the suite is not whole without it.
    console.log(`\n=== server-pg: PostgreSQL did not start (${(pg.stderr || pg.stdout || '').trim().split('\n').pop()})`)
    steps.push({ name: 'server-pg', ok: false, seconds: 0 })
  }
}

run('build-weapp', 'npx', ['taro', 'build', '--type', 'weapp'])
// The built mini-program is checked while the H5 site builds.
await together(...(existsSync('dist/weapp/app.json') ? [['weapp', 'npx', ['jest', '-c', 'tests/weapp/jest.config.js']]] : []), [
  'build-h5',
  'npm',
  ['run', 'build:h5'],
])
if (existsSync('dist/h5/index.html')) run('e2e', 'node', ['scripts/e2e.mjs'])

console.log('\nSummary:')
for (const s of steps) console.log(`  ${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds}s)`)
const failed = steps.filter((s) => !s.ok).length
console.log(`\n${steps.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

// The server suite with its clock on both sides of China's midnight: 23:50 (15:50 UTC) and 01:50
// the next day (17:50 UTC), where the UTC day and the China day differ. Test dates derive from
// the clock (server/test/helpers.ts TODAY, flight-harness DAY), so a rule that takes the wrong day
// fails here. `node scripts/server-clock-tests.mjs [files...]`; DATABASE_URL works as usual.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('server/test')
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `server/test/${f}`)
let failed = 0
/** The instants, both by default; TEST_CLOCKS=<ISO>,<ISO> names others (npm test runs one here, the other on PostgreSQL). */
const CLOCKS = ['2026-11-19T15:50:00Z', '2026-11-19T17:50:00Z']
const clocks = process.env.TEST_CLOCKS ? process.env.TEST_CLOCKS.split(',') : CLOCKS
for (const at of clocks) {
  console.log(`\n--- server tests with the clock at ${at}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=dot', ...files], {
    stdio: 'inherit',
    env: { ...process.env, TEST_CLOCK: at },
  })
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)

// The server suite with its clock on both sides of China's midnight: 23:50 (15:50 UTC) and 01:50
// the next day (17:50 UTC), where the UTC day and the China day differ; and a year out
// (2027-12-02 14:00 in China), where anything seeded or written in a test with a fixed date has
// aged: exchange rates, vouchers and trip applications are seeded around the server's day, and
// test dates derive from the clock (server/test/helpers.ts TODAY and seededDay, flight-harness
// DAY), so a rule that takes the wrong day or a date that ages fails here.
// `node scripts/server-clock-tests.mjs [files...]`; DATABASE_URL works as usual.
//
// `npm test` (scripts/test-all.mjs) runs the suite on SQLite at 23:50 and 01:50, and on
// PostgreSQL a year out at 01:50 in China (2027-12-01T17:50Z), one run for both the
// aged data and the UTC day before. Each pass runs in a few long-lived processes (scripts/server-tests.mjs).
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('server/test')
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `server/test/${f}`)
let failed = 0
/** The instants, all three by default; TEST_CLOCKS=<ISO>,<ISO> names others. */
const CLOCKS = ['2026-11-19T15:50:00Z', '2026-11-19T17:50:00Z', '2027-12-02T06:00:00Z']
const clocks = process.env.TEST_CLOCKS ? process.env.TEST_CLOCKS.split(',') : CLOCKS
for (const at of clocks) {
  console.log(`\n--- server tests with the clock at ${at}`)
  const r = spawnSync(process.execPath, ['scripts/server-tests.mjs', ...files], {
    stdio: 'inherit',
    env: { ...process.env, TEST_CLOCK: at },
  })
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)

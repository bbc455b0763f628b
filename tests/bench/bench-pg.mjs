// The bench's own PostgreSQL (scripts/pg.sh on BENCH_PG_PORT / BENCH_PG_DIR, default 54339 and
// /tmp/travel-pg-bench), apart from the one the test suites use: started or reused; its URL.
import { execFileSync } from 'node:child_process'

export function benchPostgres() {
  const env = { ...process.env, PG_PORT: process.env.BENCH_PG_PORT ?? '54339', PG_DIR: process.env.BENCH_PG_DIR ?? '/tmp/travel-pg-bench' }
  const out = execFileSync('bash', ['scripts/pg.sh', 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const m = out.match(/DATABASE_URL=(\S+)/)
  if (!m) throw new Error('scripts/pg.sh gave no DATABASE_URL')
  return m[1]
}

/**
 * Per-client limits (config.clientLimits, failedSignInsPerAddress), counted in the database every
 * server instance shares, so that two instances behind one balancer allow no more than one would.
 * Fixed windows of the limit's length on the server's clock: a counter is one row per key and
 * window, incremented in one statement; rows of ended windows are swept now and then.
 */
import { sql } from 'kysely'
import type { ClientLimit } from '../config'
import type { Db } from '../db/schema'

export interface LimitState {
  /** Hits in the current window, this one included when it was counted. */
  hits: number
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number
}

function windowOf(limit: ClientLimit, now: Date): { start: string; end: string; retryAfterSeconds: number } {
  const length = limit.windowSeconds * 1000
  const start = Math.floor(now.getTime() / length) * length
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + length).toISOString(),
    retryAfterSeconds: Math.max(1, Math.ceil((start + length - now.getTime()) / 1000)),
  }
}

/** Counts one hit on `key` in the current window of `limit`. */
export async function countHit(db: Db, key: string, limit: ClientLimit, now: Date): Promise<LimitState> {
  const w = windowOf(limit, now)
  const row = await db
    .insertInto('client_limits')
    .values({ limit_key: key, window_start: w.start, hits: 1, expires_at: w.end })
    .onConflict((oc) => oc.columns(['limit_key', 'window_start']).doUpdateSet({ hits: sql<number>`client_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow()
  await sweep(db, now)
  return { hits: Number(row.hits), retryAfterSeconds: w.retryAfterSeconds }
}

/** The hits on `key` in the current window of `limit`, without counting one. */
export async function hitsOf(db: Db, key: string, limit: ClientLimit, now: Date): Promise<LimitState> {
  const w = windowOf(limit, now)
  const row = await db.selectFrom('client_limits').select('hits').where('limit_key', '=', key).where('window_start', '=', w.start).executeTakeFirst()
  return { hits: Number(row?.hits ?? 0), retryAfterSeconds: w.retryAfterSeconds }
}

/** Once a minute per database: the rows of ended windows go. */
const swept = new WeakMap<object, number>()
async function sweep(db: Db, now: Date): Promise<void> {
  const last = swept.get(db) ?? 0
  if (now.getTime() - last < 60_000 && now.getTime() >= last) return
  swept.set(db, now.getTime())
  await db.deleteFrom('client_limits').where('expires_at', '<', now.toISOString()).execute()
}

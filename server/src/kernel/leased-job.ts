/**
 * A background job of every app instance over rows of one table that are due (a state among
 * `states` and `dueColumn` passed): restart-safe and safe with several servers on one database.
 * The state is in the database, and every attempt is leased there first — on PostgreSQL the due
 * rows are selected FOR UPDATE SKIP LOCKED and leased in that transaction, on SQLite (one writer
 * at a time) each is leased with a conditional UPDATE — so two instances never work on the same
 * row at once; the attempt's own writes check the lease again (lease_owner = its owner), so a row
 * moves once even if a lease ran out mid-attempt. A lease that outlives its instance (a crash)
 * expires after `leaseSeconds` and another instance goes on. Time is the app's injected clock.
 * The train's ticket-grabbing and the car dispatch run on it.
 */
import { randomUUID } from 'node:crypto'
import { PostgresAdapter, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface LeasedJob<O> {
  /** This instance's lease name. */
  readonly owner: string
  /** One sweep now (after any sweep in progress): what each leased row came to. */
  runOnce(): Promise<O[]>
  stop(): Promise<void>
}

export interface LeasedJobDeps {
  db: Kysely<Database>
  clock: () => Date
  log: { error(obj: unknown, msg: string): void }
}

export interface LeasedJobSpec<O> {
  /** Names the lease owner and the log lines ('grab', 'car-dispatch'). */
  name: string
  /** A table with id, state, lease_owner and lease_until columns. */
  table: keyof Database
  states: readonly string[]
  dueColumn: string
  leaseSeconds: number
  batch: number
  /** One attempt on a row this instance leased (it must check lease_owner in its writes). */
  attempt(db: Kysely<Database>, owner: string, id: number, now: Date): Promise<O>
}

/** Leases the due rows no other instance holds; answers their ids. */
async function claim(db: Kysely<any>, spec: LeasedJobSpec<unknown>, owner: string, now: Date): Promise<number[]> {
  const at = now.toISOString()
  const until = new Date(now.getTime() + spec.leaseSeconds * 1000).toISOString()
  const free = (eb: any) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)])
  const due = (q: any) => q.where('state', 'in', spec.states).where(spec.dueColumn, '<=', at).where(free).orderBy(spec.dueColumn).limit(spec.batch)
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.transaction().execute(async (trx) => {
      const rows: { id: number }[] = await due(trx.selectFrom(spec.table).select('id')).forUpdate().skipLocked().execute()
      const ids = rows.map((r) => r.id)
      if (ids.length) await trx.updateTable(spec.table).set({ lease_owner: owner, lease_until: until }).where('id', 'in', ids).execute()
      return ids
    })
  }
  const rows: { id: number }[] = await due(db.selectFrom(spec.table).select('id')).execute()
  const ids: number[] = []
  for (const { id } of rows) {
    const res = await db
      .updateTable(spec.table)
      .set({ lease_owner: owner, lease_until: until })
      .where('id', '=', id)
      .where('state', 'in', spec.states)
      .where(free)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) === 1) ids.push(id)
  }
  return ids
}

/**
 * The job of one app instance: a sweep every `intervalMs` (0 = only runOnce), one sweep at a
 * time, stopped when the app closes.
 */
export function createLeasedJob<O>(deps: LeasedJobDeps, spec: LeasedJobSpec<O>, intervalMs: number): LeasedJob<O> {
  const owner = `${spec.name}-${randomUUID()}`
  let running: Promise<O[]> = Promise.resolve([])
  let stopped = false
  const sweep = async (): Promise<O[]> => {
    const now = deps.clock()
    const out: O[] = []
    for (const id of await claim(deps.db, spec as LeasedJobSpec<unknown>, owner, now)) {
      try {
        out.push(await spec.attempt(deps.db, owner, id, now))
      } catch (err) {
        deps.log.error({ err, [spec.name]: id }, `${spec.name} attempt failed; it is tried again when its lease runs out`)
      }
    }
    return out
  }
  const next = () => (running = running.then(sweep, sweep))
  const timer =
    intervalMs > 0 ? setInterval(() => void (stopped ? null : next().catch((err) => deps.log.error({ err }, `${spec.name} sweep failed`))), intervalMs) : null
  timer?.unref()
  return {
    owner,
    runOnce: () => next(),
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running.catch(() => [])
    },
  }
}

/** An interval from the environment (ms; 0 = only when asked), or the default. */
export function intervalFromEnv(name: string, fallback: number): number {
  const v = Number(process.env[name] ?? fallback)
  return Number.isFinite(v) && v >= 0 ? v : fallback
}

/**
 * The operations feed (docs/disruptions.md#the-feed): one interface a real provider implements
 * (VariFlight, an airline's or the railway's feed: what a service's operations are now), the
 * demo's simulated one (each timetable's deterministic `simulate`), and the job every instance
 * runs. A sweep enlists the services booked from today to the day after tomorrow (one watch row
 * each), then leases the due watch rows (kernel/leased-job.ts: two instances never work on one
 * row), asks the feed, records what it says (one event per observation, whoever sees it) and
 * applies each event once (events.ts); then the subscribe messages queued are delivered.
 */
import type { Db } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/time'
import { deliverQueued } from '../../services/subscribe-messages/outbox'
import { createLeasedJob, type LeasedJobDeps } from '../leased-job'
import { applyEvent, recordEvent } from './events'
import { allTimetables, timetableOps, type Observation } from './registry'

export interface OperationsFeed {
  observe(product: string, no: string, date: string, now: Date): Promise<Observation[]>
}

export const simulatedFeed: OperationsFeed = {
  observe: async (product, no, date, now) => timetableOps(product)?.simulate(no, date, now) ?? [],
}

/** How often a watched service is asked again. */
const POLL_MS = 30_000
/** A service is watched until this long after its scheduled arrival. */
const WATCH_AFTER_MS = 6 * 3600_000

async function enlist(db: Db, now: Date): Promise<void> {
  const today = chinaDay(now)
  for (const ops of allTimetables()) {
    for (const s of await ops.watched(db, today, addDays(today, 2))) {
      await db
        .insertInto('ops_watch')
        .values({
          product: ops.product,
          service_no: s.no,
          dep_date: s.date,
          state: 'Watching',
          next_at: now.toISOString(),
          lease_owner: null,
          lease_until: null,
        })
        .onConflict((oc) => oc.columns(['product', 'service_no', 'dep_date']).doNothing())
        .execute()
    }
  }
}

export interface OpsFeedJob {
  /** One sweep now: the events applied (travellers told). */
  runOnce(): Promise<number>
  stop(): Promise<void>
}

export function createOpsFeedJob(deps: LeasedJobDeps, feed: OperationsFeed, intervalMs: number): OpsFeedJob {
  const job = createLeasedJob(
    deps,
    {
      name: 'ops-feed',
      table: 'ops_watch',
      states: ['Watching'],
      dueColumn: 'next_at',
      leaseSeconds: 60,
      batch: 50,
      async attempt(db, owner, id, now) {
        const w = await db.selectFrom('ops_watch').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
        const service = timetableOps(w.product)?.service(w.service_no, w.dep_date, 'en')
        const over = !service || now.getTime() > service.arrival.getTime() + WATCH_AFTER_MS
        let applied = 0
        if (!over) {
          for (const o of await feed.observe(w.product, w.service_no, w.dep_date, now)) {
            const event = await recordEvent(db, { ...o, product: w.product, no: w.service_no, date: w.dep_date, source: 'Feed' }, now)
            if ((await applyEvent(db, event.id, now)) !== null) applied++
          }
        }
        await db
          .updateTable('ops_watch')
          .set({ state: over ? 'Done' : 'Watching', next_at: new Date(now.getTime() + POLL_MS).toISOString(), lease_owner: null, lease_until: null })
          .where('id', '=', id)
          .where('lease_owner', '=', owner)
          .execute()
        return applied
      },
    },
    0,
  )
  let stopped = false
  let running: Promise<number> = Promise.resolve(0)
  const sweep = async () => {
    const now = deps.clock()
    await enlist(deps.db, now)
    const applied = (await job.runOnce()).reduce((s, n) => s + n, 0)
    await deliverQueued(deps.db, now)
    return applied
  }
  const next = () => (running = running.then(sweep, sweep))
  const timer =
    intervalMs > 0 ? setInterval(() => void (stopped ? null : next().catch((err) => deps.log.error({ err }, 'ops-feed sweep failed'))), intervalMs) : null
  timer?.unref()
  return {
    runOnce: () => next(),
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await job.stop()
      await running.catch(() => 0)
    },
  }
}

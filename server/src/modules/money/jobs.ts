/**
 * The payment operations jobs (docs/money.md#payment-operations), each run by one app instance of
 * several at a time under its lease (services/money/ops/lease.ts):
 * - payments (lease 'pay-watch'): pending intents are asked about at their channel, intents that
 *   ended unpaid are asked about once more (pay-watch.ts), and channel refunds are sent
 *   (services/money/ops/refunds.ts), where the channel notifies at PAY_NOTIFY_BASE_URL, else the
 *   public base URL, else the server's own address;
 * - reconciliation: once a day, after 10:00 China time (when the channels publish the previous
 *   day's statement), every configured channel's statement of yesterday — and of any of the seven
 *   days before today the job has not compared yet — is compared with the ledgers (a day already
 *   compared is not compared again by the job; `payReconcile/run` does it on demand).
 * Every app instance ticks every PAY_OPS_INTERVAL_MS (default 15000; 0 = only when asked; tests
 * call `app.payOps.runOnce()`, with the app's clock).
 */
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import { addDays, chinaDay, chinaMinutes } from '../../lib/time'
import { takeLease } from '../../services/money/ops/lease'
import { sendDueRefunds } from '../../services/money/ops/refunds'
import { checkEnded, queryPending, refundNoticed } from './pay-watch'
import { compareEveryChannel } from './reconcile'

declare module 'fastify' {
  interface FastifyInstance {
    payOps: { runOnce(): Promise<OpsRun>; stop(): Promise<void>; readonly holder: string }
  }
}

export interface OpsRun {
  /** Pending intents the channel's answer ended. */
  ended: number
  /** Payments taken after their intent ended, queued to go back. */
  lateRefunds: number
  /** Channel refunds whose state changed (sent, done, refused). */
  refunds: number
  /** China days compared by the daily reconciliation in this run (empty when not due or not held). */
  reconciled: string[]
}

/** The channels publish a day's statement by 10:00 China time the next day. */
export const STATEMENT_READY_MINUTES = 10 * 60
const RECONCILE_LEASE_MS = 10 * 60_000
const WATCH_LEASE_MS = 60_000
const NOTHING: OpsRun = { ended: 0, lateRefunds: 0, refunds: 0, reconciled: [] }

const interval = (): number => {
  const v = Number(process.env.PAY_OPS_INTERVAL_MS ?? 15_000)
  return Number.isFinite(v) && v >= 0 ? v : 15_000
}

/** A day the job missed (the servers were down) is still compared this many days on. */
export const CATCH_UP_DAYS = 7

/** Yesterday's statements, once, when they are ready; and any of the days before it not yet compared. */
async function dailyReconciliation(deps: AppDeps, holder: string): Promise<string[]> {
  const now = deps.clock()
  const names = deps.payments.names
  if (!names.length || chinaMinutes(now) < STATEMENT_READY_MINUTES) return []
  const today = chinaDay(now)
  const days = Array.from({ length: CATCH_UP_DAYS }, (_, k) => addDays(today, k - CATCH_UP_DAYS))
  const uncompared = async () => {
    const done = await deps.db.selectFrom('pay_reconciliations').select(['channel', 'day']).where('day', 'in', days).execute()
    return days.filter((d) => !names.every((n) => done.some((r) => r.day === d && r.channel === n)))
  }
  if (!(await uncompared()).length || !(await takeLease(deps.db, 'reconcile-daily', holder, now, RECONCILE_LEASE_MS))) return []
  // Asked again under the lease: another instance may have just compared them.
  const due = await uncompared()
  for (const day of due) await compareEveryChannel(deps, day)
  return due
}

/** Where the channels notify: PAY_NOTIFY_BASE_URL, else the public base URL, else the server's own address. */
function notifyBase(app: FastifyInstance, deps: AppDeps): string {
  const configured = process.env.PAY_NOTIFY_BASE_URL?.trim() || deps.config.publicBaseUrl
  if (configured) return configured
  const address = app.server.address()
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1'
}

/** Payments and refunds at the channels, on one instance at a time. */
async function watchPayments(app: FastifyInstance, deps: AppDeps, holder: string): Promise<Omit<OpsRun, 'reconciled'>> {
  const now = deps.clock()
  if (!deps.payments.names.length || !(await takeLease(deps.db, 'pay-watch', holder, now, WATCH_LEASE_MS))) return NOTHING
  const ended = await queryPending(deps, now)
  const lateRefunds = (await checkEnded(deps, now)) + (await refundNoticed(deps, now))
  const refunds = await sendDueRefunds(deps.db, deps.payments, notifyBase(app, deps), now, deps.log)
  return { ended, lateRefunds, refunds }
}

export function startOperations(app: FastifyInstance, deps: AppDeps): void {
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  let running: Promise<OpsRun> = Promise.resolve(NOTHING)
  let stopped = false
  const tick = async (): Promise<OpsRun> => ({ ...(await watchPayments(app, deps, holder)), reconciled: await dailyReconciliation(deps, holder) })
  const next = () => (running = running.then(tick, tick))
  const ms = interval()
  const timer = ms > 0 ? setInterval(() => void (stopped ? null : next().catch((err) => deps.log.error({ err }, 'payment operations failed'))), ms) : null
  timer?.unref()
  const job = {
    holder,
    runOnce: () => next(),
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running.catch(() => null)
    },
  }
  app.decorate('payOps', job)
  app.addHook('onClose', async () => job.stop())
}

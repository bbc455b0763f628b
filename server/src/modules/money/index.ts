/**
 * The money module (docs/money.md): its calls, the channels' notify endpoints (notify.ts), and
 * the sweep every app instance runs that times out pending payments (asked at their channel
 * first; an order's is cancelled, what it held given back) and issues
 * requested invoices when their time comes. Tests reach
 * the sweep as `app.moneySweep` (runOnce, with the app's clock). Rates, ledgers, sources and
 * intents live in services/money, which the order kernel's cashier uses too.
 */
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import type { DomainDef } from '../../http/call'
import { cancelUnpaid } from '../../kernel/orders/unpaid'
import { invoices, mall } from './invoice-routes'
import { issueDue } from './invoices'
import { startOperations } from './jobs'
import { reconciliation } from './reconcile-routes'
import { registerNotify } from './notify'
import routes from './routes'
import { expireIntents } from './wallet'

declare module 'fastify' {
  interface FastifyInstance {
    moneySweep: { runOnce(): Promise<number>; stop(): Promise<void> }
  }
}

export const domains: readonly DomainDef[] = [routes, invoices, mall, reconciliation]

/** Money registers no product with the order kernel: the kernel's cashier calls its services. */
export function register(): void {}

/** MONEY_SWEEP_INTERVAL_MS: how often pending payments are checked (default 10000; 0 = only when asked). */
const interval = (): number => {
  const v = Number(process.env.MONEY_SWEEP_INTERVAL_MS ?? 10_000)
  return Number.isFinite(v) && v >= 0 ? v : 10_000
}

export function start(app: FastifyInstance, deps: AppDeps): void {
  registerNotify(app, deps)
  let running: Promise<number> = Promise.resolve(0)
  let stopped = false
  // Ends pending payments past their time, cancels orders left unpaid past their company's limit, issues invoices whose time has come.
  const sweep = async () => {
    const now = deps.clock()
    return (await expireIntents(deps, now)) + (await cancelUnpaid(deps.db, now)) + (await issueDue(deps.db, now))
  }
  const next = () => (running = running.then(sweep, sweep))
  const ms = interval()
  const timer = ms > 0 ? setInterval(() => void (stopped ? null : next().catch((err) => deps.log.error({ err }, 'payment sweep failed'))), ms) : null
  timer?.unref()
  const job = {
    runOnce: () => next(),
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running.catch(() => 0)
    },
  }
  app.decorate('moneySweep', job)
  app.addHook('onClose', async () => job.stop())
  startOperations(app, deps)
}

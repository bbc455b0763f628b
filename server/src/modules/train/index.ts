/**
 * The train module: its calls, its product with the order kernel, and the ticket-grabbing job
 * every app instance runs (grab.ts), stopped when the app closes. Tests reach the job as
 * `app.trainGrabs` (runOnce sweeps once, deterministically, with the app's clock).
 */
import type { FastifyInstance } from 'fastify'
import { registerRankPolicy } from '../../kernel/ranks'
import { TRAIN_RANK_POLICY } from './rank-admin'
import type { AppDeps } from '../../deps'
import type { DomainDef } from '../../http/call'
import { registerProduct } from '../../kernel/orders/register'
import { createGrabJob, type GrabJob } from './grab'
import { TRAIN } from './product'
import routes from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    trainGrabs: GrabJob
  }
}

export const domains: readonly DomainDef[] = [routes]

export function register(): void {
  registerProduct(TRAIN)
  registerRankPolicy(TRAIN_RANK_POLICY)
}

/** TRAIN_GRAB_INTERVAL_MS: how often the job sweeps (default 5000; 0 = only when asked). */
const interval = (): number => {
  const v = Number(process.env.TRAIN_GRAB_INTERVAL_MS ?? 5000)
  return Number.isFinite(v) && v >= 0 ? v : 5000
}

export function start(app: FastifyInstance, deps: AppDeps): void {
  const job = createGrabJob({ db: deps.db, clock: deps.clock, log: deps.log }, interval())
  app.decorate('trainGrabs', job)
  app.addHook('onClose', async () => job.stop())
}

/**
 * The train module: its calls, its product with the order kernel, and the ticket-grabbing job
 * every app instance runs (grab.ts), stopped when the app closes. Tests reach the job as
 * `app.trainGrabs` (runOnce sweeps once, deterministically, with the app's clock).
 */
import type { FastifyInstance } from 'fastify'
import { registerArrivals } from '../../kernel/arrivals'
import { registerAlternativeSource, registerTimetableOps } from '../../kernel/disruptions/registry'
import { registerRankPolicy } from '../../kernel/ranks'
import { trainArrival } from './arrivals'
import { TRAIN_ALTERNATIVES, TRAIN_TIMETABLE } from './disruption-ops'
import { TRAIN_RANK_POLICY } from './rank-admin'
import type { AppDeps } from '../../deps'
import { intervalFromEnv } from '../../kernel/leased-job'
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
  registerArrivals('Train', trainArrival)
  registerTimetableOps(TRAIN_TIMETABLE)
  registerAlternativeSource(TRAIN_ALTERNATIVES)
}

export function start(app: FastifyInstance, deps: AppDeps): void {
  const job = createGrabJob({ db: deps.db, clock: deps.clock, log: deps.log }, intervalFromEnv('TRAIN_GRAB_INTERVAL_MS', 5000))
  app.decorate('trainGrabs', job)
  app.addHook('onClose', async () => job.stop())
}

/**
 * The car module: its calls, its product with the order kernel, its rank standard, and the
 * dispatch job every app instance runs (dispatch.ts), stopped when the app closes. Tests reach the
 * job as `app.carDispatch` (runOnce steps once, deterministically, with the app's clock).
 */
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import type { DomainDef } from '../../http/call'
import { intervalFromEnv } from '../../kernel/leased-job'
import { registerTripDependent } from '../../kernel/disruptions/registry'
import { registerProduct } from '../../kernel/orders/register'
import { registerCodedParam } from '../../kernel/orders/texts'
import { registerRankPolicy } from '../../kernel/ranks'
import { createDispatchJob, type DispatchJob } from './dispatch'
import { CAR_FOLLOWS } from './disruption'
import { registerLive } from './live'
import { CAR } from './product'
import { CAR_RANK_POLICY } from './rank-admin'
import routes from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    carDispatch: DispatchJob
  }
}

export const domains: readonly DomainDef[] = [routes]

export function register(): void {
  registerProduct(CAR)
  registerRankPolicy(CAR_RANK_POLICY)
  registerCodedParam('cls', 'carCls')
  registerCodedParam('complaint', 'carCp')
  registerTripDependent(CAR_FOLLOWS)
}

export function start(app: FastifyInstance, deps: AppDeps): void {
  const job = createDispatchJob({ db: deps.db, clock: deps.clock, log: deps.log }, intervalFromEnv('CAR_DISPATCH_INTERVAL_MS', 2000))
  app.decorate('carDispatch', job)
  app.addHook('onClose', async () => job.stop())
  // The live stream of a ride (live.ts) checks its ticket against the sessions in the database.
  registerLive(app, deps)
}

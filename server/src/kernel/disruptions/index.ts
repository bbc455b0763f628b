/**
 * The disruption assistant as a part of the app (docs/disruptions.md): its calls, its message
 * centre notices, and the operations feed job of every instance (simulated with OPS_FEED=simulated,
 * the demo's setting; off otherwise: the administrator's console still applies events). Tests
 * reach the job as `app.opsFeed`.
 */
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import type { DomainDef } from '../../http/call'
import { registerNoticeSource } from '../../services/messages/sources'
import { intervalFromEnv } from '../leased-job'
import { createOpsFeedJob, simulatedFeed, type OpsFeedJob } from './feed'
import { DISRUPTION_NOTICES } from './notices'
import { disruptionRoutes, wechatSubscribeRoutes } from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    opsFeed: OpsFeedJob
  }
}

export const domains: readonly DomainDef[] = [disruptionRoutes, wechatSubscribeRoutes]

export function register(): void {
  registerNoticeSource(DISRUPTION_NOTICES)
}

export function start(app: FastifyInstance, deps: AppDeps): void {
  const simulated = process.env.OPS_FEED === 'simulated'
  const job = createOpsFeedJob(
    { db: deps.db, clock: deps.clock, log: deps.log },
    simulatedFeed,
    simulated ? intervalFromEnv('OPS_FEED_INTERVAL_MS', 15_000) : 0,
  )
  app.decorate('opsFeed', job)
  app.addHook('onClose', async () => job.stop())
}

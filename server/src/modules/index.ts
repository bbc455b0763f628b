/**
 * The product modules the server runs, and every call domain of the app. A module is a folder
 * that owns its calls, services, tables, migration and seed, and registers itself with the order
 * kernel (and any other registry it needs, like the message centre's notice sources): adding a
 * product is its folder plus one line here, one in db/schema.ts (its tables), one in
 * db/migrations/index.ts and one in db/seed/index.ts. Modules never import each other.
 */
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import type { DomainDef } from '../http/call'
import { ORDER_DOMAINS } from '../kernel/orders/routes'
import { CORE_DOMAINS } from '../routes'
import * as flight from './flight'
import * as hotel from './hotel'
import * as train from './train'
import * as dining from './dining'
import * as bus from './bus'
import * as car from './car'
import * as intlflight from './intlflight'
import * as money from './money'
import * as admin from './admin'
import * as reports from './reports'
import * as signIn from './sign-in'
import * as disruptions from '../kernel/disruptions'

interface ServerModule {
  /** Its calls. */
  domains: readonly DomainDef[]
  /** Registers the product with the order kernel (and its other registries); called once. */
  register(): void
  /** Routes that are not calls (e.g. the pictures a module draws), added to every app built with its deps. */
  http?(app: FastifyInstance, deps: AppDeps): void
  /** Background work of each app instance (e.g. the train grab job), stopped when the app closes. */
  start?(app: FastifyInstance, deps: AppDeps): void
}

const MODULES: readonly ServerModule[] = [flight, hotel, train, dining, car, intlflight, money, admin, bus, reports, signIn, disruptions]

for (const m of MODULES) m.register()

/** Every call domain the app serves: the core's, the order kernel's, the modules'. */
export const DOMAINS: readonly DomainDef[] = [...CORE_DOMAINS, ...ORDER_DOMAINS, ...MODULES.flatMap((m) => m.domains)]

/** Adds the modules' routes that are not calls. */
export function registerModuleRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const m of MODULES) m.http?.(app, deps)
}

/** Starts the modules' background work for an app (its deps: database, clock, log). */
export function startModules(app: FastifyInstance, deps: AppDeps): void {
  for (const m of MODULES) m.start?.(app, deps)
}

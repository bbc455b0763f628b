/**
 * App start and route changes (docs/order-states.md, docs/constants.md). The lead's page wrapper calls `routeChanged`
 * on every page show; `startApp` runs once from app.ts. Wiring to the real stores and host
 * lives in src/stores/app.ts; everything here is injected so tests drive it with fake timers.
 */
import type { KVStore } from '../platform/kv'
import type { GlobalError, TouchInfo, Unsubscribe } from '../platform/navigation-types'
import { ROUTES, resolveUrl } from '../routes'
import { CLEAR_ON_HOME, SESSION_KEEP_ON_START } from './storage-keys'
import type { Telemetry } from './telemetry'
import type { Timers, TimerId } from './timers'

/** docs/constants.md: reload after 30 minutes without a route change. */
export const IDLE_RELOAD_MS = 1_800_000

export interface LifecycleDeps {
  storage: KVStore
  sessionStore: KVStore
  ui: { resetLoading(): void; reset(): void }
  navigation: { reset(): void; visit(path: string): void; readonly current: string }
  http: { resetGuards(): void }
  /** Restore what persists across starts: language, currency, token and login type. */
  restore(): Promise<void>
  telemetry: Telemetry
  host: {
    onGlobalError(cb: (e: GlobalError) => void): Unsubscribe
    onTouch(cb: (t: TouchInfo) => void): Unsubscribe
    reload(): void
  }
  timers: Timers
}

export interface Lifecycle {
  startApp(): Promise<void>
  routeChanged(route: string): void
  dispose(): void
}

/**
 * One key per page whatever form the route comes in: '/pages/home/index', '/home?x=1' and
 * '/' all give '/home'. Unknown paths keep their path without the query.
 */
export function canonicalPath(route: string): string {
  const r = resolveUrl(route)
  if (r.kind === 'unknown') return r.path
  return ROUTES[r.name].url
}

export function createLifecycle(deps: LifecycleDeps): Lifecycle {
  const { timers } = deps
  let idleTimer: TimerId | null = null
  let offTelemetry: Unsubscribe | null = null

  function restartIdleTimer(): void {
    if (idleTimer !== null) timers.clearTimeout(idleTimer)
    idleTimer = timers.setTimeout(() => deps.host.reload(), IDLE_RELOAD_MS)
  }

  async function startApp(): Promise<void> {
    // docs/constants.md 'session store cleared at start': the tab-scoped store and the in-memory
    // session state. Language, follow-system flag, currency and currency info live in
    // persistent storage and are restored, not cleared. A hotel booking being filled in stays
    // (SESSION_KEEP_ON_START): its page checks it against its URL.
    const kept = SESSION_KEEP_ON_START.flatMap((k) => {
      const v = deps.sessionStore.get(k)
      return v === null ? [] : [[k, v] as const]
    })
    deps.sessionStore.clear()
    for (const [k, v] of kept) deps.sessionStore.set(k, v)
    deps.navigation.reset()
    deps.ui.reset()
    offTelemetry?.()
    offTelemetry = deps.telemetry.install(deps.host)
    restartIdleTimer()
    await deps.restore()
  }

  function routeChanged(route: string): void {
    const path = canonicalPath(route)
    const from = deps.navigation.current
    deps.ui.resetLoading()
    deps.navigation.visit(path)
    deps.http.resetGuards()
    restartIdleTimer()
    if (path === ROUTES.home.url) for (const key of CLEAR_ON_HOME) deps.storage.remove(key)
    if (from !== path) deps.telemetry.pageChange(from, path)
  }

  function dispose(): void {
    if (idleTimer !== null) timers.clearTimeout(idleTimer)
    idleTimer = null
    offTelemetry?.()
    offTelemetry = null
  }

  return { startApp, routeChanged, dispose }
}

/**
 * Lifecycle and telemetry wired to a RootStore. Kept apart from index.ts so tests can wire a
 * RootStore over fakes the same way the app does.
 */
import { createLifecycle, type Lifecycle } from '../core/lifecycle'
import { createTelemetry, type Telemetry } from '../core/telemetry'
import type { Timers } from '../core/timers'
import type { KVStore } from '../platform/kv'
import type { GlobalError, TouchInfo, Unsubscribe } from '../platform/navigation-types'
import type { RootStore } from './root'

export interface AppWiring {
  storage: KVStore
  sessionStore: KVStore
  timers: Timers
  target: string
  host: {
    onGlobalError(cb: (e: GlobalError) => void): Unsubscribe
    onTouch(cb: (t: TouchInfo) => void): Unsubscribe
    reload(): void
  }
  restoreLanguage(): Promise<unknown>
}

export function wireApp(root: RootStore, w: AppWiring): { telemetry: Telemetry; lifecycle: Lifecycle } {
  const telemetry = createTelemetry({
    // parallel: a second error report must not cancel the first one still in flight.
    postError: (body) => root.http.call('log/error', body, { silent: true, parallel: true }),
    postEvents: (body) => root.http.call('collect', body, { silent: true }),
    user: () => root.session.identity,
    currentPath: () => root.navigation.current,
    target: w.target,
    timers: w.timers,
  })
  const lifecycle = createLifecycle({
    storage: w.storage,
    sessionStore: w.sessionStore,
    ui: root.ui,
    navigation: root.navigation,
    http: root.http,
    restore: async () => {
      await w.restoreLanguage()
      root.currency.restore()
      root.session.restore()
    },
    telemetry,
    host: w.host,
    timers: w.timers,
  })
  return { telemetry, lifecycle }
}

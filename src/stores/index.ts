/**
 * The app's singletons, wired to the real host. Components use `useStores()` (or the
 * `rootStore` import outside React); app.ts calls `startApp()` once and the page wrapper
 * calls `routeChanged(route)` on every page show.
 */
import { createContext, useContext } from 'react'
import type { CallPath, Req, Res } from '../../types/api'
import type { CallOptions } from '../core/http'
import { relaunch, replace } from '../core/navigate'
import { realTimers } from '../core/timers'
import { currentLanguageCode, restoreLanguage, t } from '../i18n'
import * as env from '../platform/env'
import { rememberRoute } from '../platform/login'
import * as platformNav from '../platform/navigation'
import { send } from '../platform/request'
import { forgetPerson, sessionStore, storage } from '../platform/storage'
import { wireApp } from './app'
import { RootStore } from './root'

export { RootStore } from './root'
export type { RootDeps } from './root'
export type { Direction } from './navigation'
export type { FieldKey, FieldRule } from './settings'
export type { AMapKey } from './map-key'
export type { ToastState, AlertState } from './ui'

export const rootStore = new RootStore({
  storage,
  sessionStore,
  forgetPerson,
  timers: realTimers,
  send,
  env: {
    apiBase: env.apiBase,
    requestSource: env.requestSource,
    deviceInfo: env.deviceInfo,
    currentPageUrl: env.currentPageUrl,
    isEMobile7Browser: env.isEMobile7Browser,
  },
  nav: {
    currentRoute: env.currentRoute,
    replace: (name, params) => void replace(name, params),
    relaunch: (name, params) => void relaunch(name, params),
    reload: platformNav.reload,
    closeEmbeddedPage: platformNav.closeEmbeddedPage,
    rememberRoute,
  },
  t: (key) => t(key),
  languageCode: currentLanguageCode,
})

export const http = rootStore.http

/**
 * A call that sends its request as it is, as a function of that request:
 * `export const quote = caller('intlflight/checkPrice', { loading: true })` in a feature's api.ts.
 */
export const caller =
  <P extends CallPath>(path: P, opts?: CallOptions) =>
  (req: Req<P>): Promise<Res<P>> =>
    http.call(path, req, opts)

const app = wireApp(rootStore, {
  storage,
  sessionStore,
  timers: realTimers,
  target: env.target,
  host: { onGlobalError: platformNav.onGlobalError, onTouch: platformNav.onTouch, reload: platformNav.reload },
  restoreLanguage,
})

export const telemetry = app.telemetry

/** Once, at app launch (app.ts). */
export function startApp(): Promise<void> {
  return app.lifecycle.startApp()
}

/** On every page show, with the route as the host reports it (H5 URL or page path, with query). */
export function routeChanged(route: string): void {
  app.lifecycle.routeChanged(route)
}

export const StoreContext = createContext<RootStore>(rootStore)

export function useStores(): RootStore {
  return useContext(StoreContext)
}

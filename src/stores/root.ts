/**
 * The RootStore builds every store and the app's http client. Host access comes in through
 * `RootDeps`, so tests build a RootStore over memory storage and a fake transport.
 */
import { createHttp, type Http, type HttpDeps, type HttpEnv, type HttpNav } from '../core/http'
import type { Timers } from '../core/timers'
import type { KVStore } from '../platform/kv'
import { AppearanceStore } from './appearance'
import { CurrencyStore } from './currency'
import { MapKeyStore, type AMapKey } from './map-key'
import { NavigationStore } from './navigation'
import { PowerStore } from './power'
import { SessionStore } from './session'
import { SettingsStore } from './settings'
import { ThemeStore } from './theme'
import { UiStore } from './ui'
import type { LoadInitInfoRes } from '../../types/api/session'

export interface RootDeps {
  storage: KVStore
  sessionStore: KVStore
  /** Purges everything personal from both stores (platform/personal.ts). */
  forgetPerson(): void
  timers: Timers
  send: HttpDeps['send']
  env: HttpEnv
  nav: HttpNav
  t(key: string): string
  /** LanguageType header value of the current interface language. */
  languageCode(): number
}

export class RootStore {
  readonly ui: UiStore
  readonly navigation: NavigationStore
  readonly settings: SettingsStore
  readonly power: PowerStore
  readonly theme: ThemeStore
  readonly appearance: AppearanceStore
  readonly currency: CurrencyStore
  readonly session: SessionStore
  readonly mapKey: MapKeyStore
  readonly http: Http

  constructor(deps: RootDeps) {
    this.ui = new UiStore(deps.timers)
    this.navigation = new NavigationStore(deps.sessionStore)
    this.settings = new SettingsStore()
    this.power = new PowerStore()
    this.theme = new ThemeStore()
    this.appearance = new AppearanceStore(deps.storage)
    this.currency = new CurrencyStore(deps.storage)
    this.session = new SessionStore({
      storage: deps.storage,
      forgetPerson: deps.forgetPerson,
      settings: this.settings,
      power: this.power,
      theme: this.theme,
      currency: this.currency,
    })
    this.mapKey = new MapKeyStore()
    this.http = createHttp({
      send: deps.send,
      storage: deps.storage,
      ui: this.ui,
      nav: deps.nav,
      env: deps.env,
      session: {
        token: () => this.session.token,
        loginType: () => this.session.loginType,
        languageCode: deps.languageCode,
        currencyType: () => this.currency.type,
        currencySeen: (info) => this.currency.rateSeen(info),
        signOut: () => this.session.signOut(),
      },
      t: deps.t,
      now: deps.timers.now,
    })
  }

  private initInFlight: { token: string; promise: Promise<LoadInitInfoRes> } | null = null

  /**
   * home/loadInitInfo/v2 into session, settings, power, theme and currency. Callers asking
   * at the same time for the same token share one call: a second call to the same path
   * would cancel the first (docs/order-states.md), leaving its caller with a cancelled answer.
   */
  loadInit(): Promise<LoadInitInfoRes> {
    const token = this.session.token
    if (this.initInFlight?.token === token) return this.initInFlight.promise
    const promise = this.session.loadInit(this.http).finally(() => {
      if (this.initInFlight?.promise === promise) this.initInFlight = null
    })
    this.initInFlight = { token, promise }
    return promise
  }

  ensureMapKey(): Promise<AMapKey> {
    return this.mapKey.ensure(this.http)
  }
}

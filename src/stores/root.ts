/**
 * The RootStore builds every store and the app's http client. Host access comes in through
 * `RootDeps`, so tests build a RootStore over memory storage and a fake transport.
 */
import { createHttp, type Http, type HttpDeps, type HttpEnv, type HttpNav } from '../core/http'
import type { Timers } from '../core/timers'
import type { KVStore } from '../platform/kv'
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
    this.currency = new CurrencyStore(deps.storage)
    this.session = new SessionStore({
      storage: deps.storage,
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
        signOut: () => this.session.signOut(),
      },
      t: deps.t,
      now: deps.timers.now,
    })
  }

  /** home/loadInitInfo/v2 into session, settings, power, theme and currency. */
  loadInit(): Promise<LoadInitInfoRes> {
    return this.session.loadInit(this.http)
  }

  ensureMapKey(): Promise<AMapKey> {
    return this.mapKey.ensure(this.http)
  }
}

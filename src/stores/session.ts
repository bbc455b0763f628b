/**
 * The signed-in person: token, account type and what home/loadInitInfo/v2 brings. Loading
 * init fills the settings, power, theme and currency stores, which hold the rules.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import { LOGIN_TYPES, type LoadInitInfoRes, type LoginType, type PersonalInfor } from '../../types/api/session'
import type { Http } from '../core/http'
import { KEYS } from '../core/storage-keys'
import type { KVStore } from '../platform/kv'
import type { CurrencyStore } from './currency'
import type { PowerStore } from './power'
import type { SettingsStore } from './settings'
import type { ThemeStore } from './theme'

export interface SessionLinks {
  storage: KVStore
  /** Removes everything personal the stores keep (drafts, selections, hand-overs): platform/personal.ts. */
  forgetPerson(): void
  settings: SettingsStore
  power: PowerStore
  theme: ThemeStore
  currency: CurrencyStore
}

function loginTypeOf(v: unknown): LoginType | null {
  const n = Number(v)
  return n === LOGIN_TYPES.Unit || n === LOGIN_TYPES.Personal ? n : null
}

export class SessionStore {
  token = ''
  loginType: LoginType | null = null
  personalInfor: PersonalInfor | null = null

  /** What feature stores hold for the signed-in person, dropped when the person changes. */
  private readonly resetters = new Set<() => void>()

  constructor(private readonly links: SessionLinks) {
    // personalInfor is replaced whole, never changed in place.
    makeAutoObservable<SessionStore, 'links' | 'resetters'>(this, { links: false, resetters: false, personalInfor: observable.ref })
  }

  /**
   * A feature store registers here what it must forget on sign-out and on an account switch
   * (another person's travellers, standard, results). Returns the unregistering function.
   */
  onPersonChange(reset: () => void): () => void {
    this.resetters.add(reset)
    return () => this.resetters.delete(reset)
  }

  private personChanged(): void {
    this.links.forgetPerson()
    for (const reset of this.resetters) reset()
  }

  get signedIn(): boolean {
    return this.token !== ''
  }

  /** True once init info has arrived for the current token. */
  get ready(): boolean {
    return this.signedIn && this.personalInfor !== null
  }

  /** Usage-event identity (docs/data.md: U, C). */
  get identity(): { U: string; C: string } {
    const p = this.personalInfor
    return { U: p ? String(p.UserID) : '', C: p?.CompanyCode ?? '' }
  }

  restore(): void {
    this.token = this.links.storage.get(KEYS.token) ?? ''
    this.loginType = loginTypeOf(this.links.storage.get(KEYS.loginType))
  }

  /** After a successful sign-in. */
  signIn(token: string, loginType: LoginType): void {
    if (token !== this.token) {
      this.personalInfor = null
      // Another person or account (switch): what was loaded and kept belongs to the old token.
      // A first sign-in starts with nothing personal kept either.
      if (this.token !== '') this.personChanged()
      else this.links.forgetPerson()
    }
    this.token = token
    this.loginType = loginType
    this.links.storage.set(KEYS.token, token)
    this.links.storage.set(KEYS.loginType, String(loginType))
  }

  /**
   * Forgets the token and everything loaded and kept for it (on sign-out and when the server says
   * the session is dead). The login type stays: it decides where
   * the next sign-in starts and survives even the version-update clean-up.
   */
  signOut(): void {
    this.token = ''
    this.personalInfor = null
    this.personChanged()
    this.links.storage.remove(KEYS.token)
    this.links.settings.set(null)
    this.links.power.set(null)
    this.links.theme.set(null)
  }

  /** Loads home/loadInitInfo/v2 and spreads it over the stores. Rejects as the call does. */
  async loadInit(http: Pick<Http, 'call'>): Promise<LoadInitInfoRes> {
    const res = await http.call('home/loadInitInfo/v2', {})
    runInAction(() => this.applyInit(res))
    return res
  }

  applyInit(res: LoadInitInfoRes): void {
    this.personalInfor = res.PersonalInfor ?? null
    const lt = loginTypeOf(res.PersonalInfor?.LoginType)
    if (lt !== null) {
      this.loginType = lt
      this.links.storage.set(KEYS.loginType, String(lt))
    }
    this.links.settings.set(res.PersonalSetting)
    this.links.power.set(res.PersonalPower)
    this.links.theme.set(res.Theme)
    if (res.CurrencyInfo) this.links.currency.setCurrency(res.CurrencyInfo)
  }
}

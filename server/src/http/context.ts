/**
 * The per-request view a handler gets: who calls (caller), in which language and currency, plus
 * the app's dependencies. Handlers stay thin by passing it on to services.
 */
import { ErrorCode, type CurrencyInfo, type PersonalPower, type PowerKey } from '../../../types/api'
import { readGeneration, type GenerationSource } from '../db/generation'
import type { AppDeps } from '../deps'
import { ApiError } from '../errors'
import type { Lang } from '../i18n'
import { assertPower, loadPower } from '../services/power'
import type { Caller } from '../services/sessions'
import { makePower } from '../services/templates/power'

/** Request headers of docs/server-calls.md that services may record (error logs) or act on. */
export interface ClientInfo {
  source: string
  version: string
  device: string
  pageUrl: string
  ip: string
}

export class CallContext implements GenerationSource {
  private powerCache: Promise<PersonalPower> | null = null

  constructor(
    readonly deps: AppDeps,
    readonly lang: Lang,
    readonly caller: Caller | null,
    /** The CurrencyType header's currency, CNY when absent. */
    readonly currency: CurrencyInfo,
    /** Whether the request named a currency at all. */
    readonly currencyChosen: boolean,
    readonly client: ClientInfo,
    private readonly baseUrl: string,
    /** The request's cache generation (db/generation.ts), read at most once. */
    readonly generation: () => Promise<number> = () => readGeneration(deps.db),
  ) {}

  get db() {
    return this.deps.db
  }

  now(): Date {
    return this.deps.clock()
  }

  /** Absolute URL of a file the server hosts ('/media/ads/x.svg'); other values pass unchanged. */
  mediaUrl(path: string): string {
    return path.startsWith('/') ? this.baseUrl + path : path
  }

  requireCaller(): Caller {
    if (!this.caller) throw new ApiError(ErrorCode.NotLoggedIn, 'notLoggedIn')
    return this.caller
  }

  /** The caller's PersonalPower, loaded once per request. Signed out: everything denied. */
  power(): Promise<PersonalPower> {
    if (!this.caller) return Promise.resolve(makePower(false))
    const c = this.caller
    this.powerCache ??= loadPower(this, c.companyId, c.userId, c.loginType)
    return this.powerCache
  }

  /** The permission guard: throws NoPermission (1003) unless the caller holds `key`. */
  async requirePower(key: PowerKey): Promise<void> {
    this.requireCaller()
    assertPower(await this.power(), key)
  }
}

/** The context of calls declared with `auth: 'required'`: the caller is known. */
export interface AuthedContext extends CallContext {
  readonly caller: Caller
}

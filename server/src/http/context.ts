/**
 * The per-request view a handler gets: who calls (caller), in which language and currency, plus
 * the app's dependencies. Handlers stay thin by passing it on to services.
 */
import { ErrorCode, type CurrencyInfo, type LoginType, type PersonalPower, type PowerKey } from '../../../types/api'
import { readGeneration, type GenerationSource } from '../db/generation'
import type { AppDeps } from '../deps'
import { ApiError } from '../errors'
import type { Lang } from '../i18n'

/** Who calls: the signed-in session of the request (services/sessions.ts). */
export interface Caller {
  userId: number
  personId: number
  companyId: number
  loginType: LoginType
  tokenHash: string
  /** When the session ends (ISO-8601 UTC). */
  expiresAt: string
}

/**
 * How a context learns what the caller may do. The roles and their powers are the services'
 * (services/power.ts); the app gives them to every context it makes.
 */
export interface PowerRules {
  /** The caller's PersonalPower, read under the cache generation; signed out (null): everything denied. */
  load(src: GenerationSource, caller: Caller | null): Promise<PersonalPower>
  /** Throws NoPermission (1003) unless `power` grants `key`. */
  assert(power: PersonalPower, key: PowerKey): void
}

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
    private readonly powers: PowerRules,
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

  /** The site's origin as the client reached it (PUBLIC_BASE_URL when set): where a payment channel sends the payer back. */
  get siteOrigin(): string {
    return this.baseUrl
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
    this.powerCache ??= this.powers.load(this, this.caller)
    return this.powerCache
  }

  /** The permission guard: throws NoPermission (1003) unless the caller holds `key`. */
  async requirePower(key: PowerKey): Promise<void> {
    this.requireCaller()
    this.powers.assert(await this.power(), key)
  }
}

/** The context of calls declared with `auth: 'required'`: the caller is known. */
export interface AuthedContext extends CallContext {
  readonly caller: Caller
}

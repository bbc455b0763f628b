/**
 * Runtime configuration. Everything the environment may change lives here so that tests can
 * build an app with explicit values instead of mutating process.env.
 */
import { CLIENT_VERSION } from '../../types/api'

/** The groups of calls counted against one per-client limit (a call's `limit`, http/call.ts). */
export type ClientLimitGroup = 'signIn' | 'codes' | 'register'

/** At most `max` calls of a group per client address within `windowSeconds`. */
export interface ClientLimit {
  max: number
  windowSeconds: number
}

export interface AppConfig {
  /** Clients sending a lower Version header get ErrorCode 107 (MIN_CLIENT_VERSION). */
  minClientVersion: string
  /** The newest client version, reported by home/getversionnumber. */
  latestClientVersion: string
  /** Session lifetime in seconds (TOKEN_TTL; accepts 3600, 90m, 12h, 7d). */
  tokenTtlSeconds: number
  /** DEMO_SMS_ECHO=1: code senders also return the code as DevCode (browser tests read it). */
  demoSmsEcho: boolean
  /** Codes one user or one phone/e-mail may receive per purpose and calendar day (docs/constants.md: 3). */
  codeDailyLimit: number
  /** bcrypt cost; tests lower it because bcryptjs is pure JavaScript and slow on 2 cores. */
  passwordHashRounds: number
  /**
   * Origin put in front of image paths (ads, theme icons). When null the origin of the request is
   * used; the mini-program cannot resolve relative URLs, so images are always absolute.
   */
  publicBaseUrl: string | null
  /**
   * Per-client limits on the calls a script would hammer: signing in (passwords and codes) and
   * sending codes, counted per client address and account; registering a company, per client
   * address. Counted in the database, across server instances.
   */
  clientLimits: Record<ClientLimitGroup, ClientLimit>
  /**
   * Failed sign-ins from one client address across every account (one password tried on many
   * user names): past `max` in the window, every sign-in from the address waits for the window's
   * end. Set for one office behind one address, where a few people mistype a password: 300 in
   * 10 minutes (docs/constants.md), about one failure every two seconds.
   */
  failedSignInsPerAddress: ClientLimit
  /** Frame ancestors allowed to embed the H5 site (the office-chat shells' desktop clients). */
  frameAncestors: string[]
  /**
   * Passkeys (docs/passkeys.md): the WebAuthn relying party's id (a host name) and the origins
   * whose ceremonies count (PASSKEY_RP_ID, PASSKEY_ORIGINS comma-separated). Null: the request's
   * own host and origin (demo and tests on any address).
   */
  passkeys: { rpId: string | null; origins: string[] | null }
}

export const defaultConfig: AppConfig = {
  minClientVersion: CLIENT_VERSION,
  latestClientVersion: CLIENT_VERSION,
  tokenTtlSeconds: 7 * 24 * 3600,
  demoSmsEcho: false,
  codeDailyLimit: 3,
  passwordHashRounds: 10,
  publicBaseUrl: null,
  clientLimits: {
    signIn: { max: 30, windowSeconds: 60 },
    codes: { max: 10, windowSeconds: 60 },
    register: { max: 20, windowSeconds: 60 },
  },
  failedSignInsPerAddress: { max: 300, windowSeconds: 10 * 60 },
  frameAncestors: ["'self'", 'https://*.qq.com', 'https://*.dingtalk.com', 'https://*.feishu.cn', 'https://*.larksuite.com'],
  passkeys: { rpId: null, origins: null },
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }

export function parseDuration(text: string): number {
  const m = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(text)
  if (!m) throw new Error(`TOKEN_TTL must be seconds or a number with s, m, h or d (got "${text}")`)
  const seconds = Number(m[1]) * UNIT_SECONDS[(m[2] || 's').toLowerCase()]
  if (seconds <= 0) throw new Error('TOKEN_TTL must be positive')
  return seconds
}

function positiveInt(name: string, text: string): number {
  const n = Number(text)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer (got "${text}")`)
  return n
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    ...defaultConfig,
    minClientVersion: env.MIN_CLIENT_VERSION?.trim() || defaultConfig.minClientVersion,
    tokenTtlSeconds: env.TOKEN_TTL ? parseDuration(env.TOKEN_TTL) : defaultConfig.tokenTtlSeconds,
    demoSmsEcho: env.DEMO_SMS_ECHO === '1',
    codeDailyLimit: env.CODE_DAILY_LIMIT ? positiveInt('CODE_DAILY_LIMIT', env.CODE_DAILY_LIMIT) : defaultConfig.codeDailyLimit,
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || null,
    passkeys: {
      rpId: env.PASSKEY_RP_ID?.trim() || null,
      origins:
        env.PASSKEY_ORIGINS?.split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean) || null,
    },
  }
}

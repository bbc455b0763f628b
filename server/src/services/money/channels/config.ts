/**
 * The merchant's secrets (docs/money.md#configuring-a-merchant), never from the repository:
 *
 *   PAY_SECRETS_FILE=/path/merchant.json   a JSON PaySecrets (scripts/pay-keys.mjs writes the sandbox's)
 *
 * or the environment, channel by channel (a key may be given as PEM text or as a file: NAME_FILE):
 *
 *   PAY_MODE                          live (default) or sandbox
 *   PAY_WECHAT_MCH_ID, PAY_WECHAT_APP_ID, PAY_WECHAT_APP_SECRET, PAY_WECHAT_MERCHANT_SERIAL,
 *   PAY_WECHAT_MERCHANT_PRIVATE_KEY[_FILE], PAY_WECHAT_API_V3_KEY,
 *   PAY_WECHAT_PLATFORM_PUBLIC_KEY_ID, PAY_WECHAT_PLATFORM_PUBLIC_KEY[_FILE],
 *   PAY_WECHAT_BASE_URL (https://api.mch.weixin.qq.com), PAY_WECHAT_MINIPROGRAM_BASE_URL (https://api.weixin.qq.com)
 *   PAY_ALIPAY_APP_ID, PAY_ALIPAY_APP_PRIVATE_KEY[_FILE], PAY_ALIPAY_PUBLIC_KEY[_FILE],
 *   PAY_ALIPAY_GATEWAY (https://openapi.alipay.com/gateway.do)
 *
 * NODE_ENV=production with mode 'sandbox' is refused unless PAY_SANDBOX_ENABLED=1: a production
 * server must not take the sandbox channel's word for money by accident.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto'
import fs from 'node:fs'
import type { PaySecrets } from './types'

/** The payment configuration cannot be used; the message says what to change. */
export class PayConfigError extends Error {}

type Env = NodeJS.ProcessEnv
type WeChat = NonNullable<PaySecrets['wechatpay']>
type Alipay = NonNullable<PaySecrets['alipay']>

const WECHAT_ENV: Record<keyof WeChat, string> = {
  baseUrl: 'PAY_WECHAT_BASE_URL',
  mchId: 'PAY_WECHAT_MCH_ID',
  appId: 'PAY_WECHAT_APP_ID',
  appSecret: 'PAY_WECHAT_APP_SECRET',
  miniProgramBaseUrl: 'PAY_WECHAT_MINIPROGRAM_BASE_URL',
  merchantSerial: 'PAY_WECHAT_MERCHANT_SERIAL',
  merchantPrivateKey: 'PAY_WECHAT_MERCHANT_PRIVATE_KEY',
  apiV3Key: 'PAY_WECHAT_API_V3_KEY',
  platformPublicKeyId: 'PAY_WECHAT_PLATFORM_PUBLIC_KEY_ID',
  platformPublicKey: 'PAY_WECHAT_PLATFORM_PUBLIC_KEY',
}
const WECHAT_DEFAULTS: Partial<WeChat> = { baseUrl: 'https://api.mch.weixin.qq.com', miniProgramBaseUrl: 'https://api.weixin.qq.com' }

const ALIPAY_ENV: Record<keyof Alipay, string> = {
  gateway: 'PAY_ALIPAY_GATEWAY',
  appId: 'PAY_ALIPAY_APP_ID',
  appPrivateKey: 'PAY_ALIPAY_APP_PRIVATE_KEY',
  alipayPublicKey: 'PAY_ALIPAY_PUBLIC_KEY',
}
const ALIPAY_DEFAULTS: Partial<Alipay> = { gateway: 'https://openapi.alipay.com/gateway.do' }

/** NAME, or the content of the file NAME_FILE names. */
function envValue(env: Env, name: string): string | undefined {
  const direct = env[name]?.trim()
  if (direct) return direct.replace(/\\n/g, '\n')
  const file = env[`${name}_FILE`]?.trim()
  if (!file) return undefined
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (e) {
    throw new PayConfigError(`${name}_FILE: cannot read ${file} (${(e as Error).message})`)
  }
}

/** One channel's block from the environment: undefined when none of its names is set; an error naming what is missing when some are. */
function channelFromEnv<T extends object>(env: Env, names: Record<keyof T, string>, defaults: Partial<T>): T | undefined {
  const entries = Object.entries(names) as [keyof T & string, string][]
  const values = entries.map(([field, name]) => [field, envValue(env, name)] as const)
  if (!values.some(([field, v]) => v !== undefined && !(field in defaults))) return undefined
  const missing = values.filter(([field, v]) => v === undefined && !(field in defaults)).map(([field]) => names[field])
  if (missing.length) throw new PayConfigError(`payment configuration incomplete: set ${missing.join(', ')}`)
  return Object.fromEntries(values.map(([field, v]) => [field, v ?? defaults[field]])) as T
}

function requireFields(where: string, block: Record<string, unknown>, fields: readonly string[]): void {
  const missing = fields.filter((f) => typeof block[f] !== 'string' || !(block[f] as string).trim())
  if (missing.length) throw new PayConfigError(`${where}: missing ${missing.join(', ')}`)
}

function checkKey(where: string, pem: string, kind: 'private' | 'public'): void {
  try {
    if (kind === 'private') createPrivateKey(pem)
    else createPublicKey(pem)
  } catch {
    throw new PayConfigError(`${where} is not a PEM ${kind} key`)
  }
}

/** Throws PayConfigError unless the secrets are complete and their keys readable. */
export function validatePaySecrets(s: PaySecrets, where = 'payment secrets'): PaySecrets {
  if (s.mode !== 'sandbox' && s.mode !== 'live') throw new PayConfigError(`${where}: mode must be 'sandbox' or 'live'`)
  if (s.wechatpay) {
    const w = s.wechatpay
    requireFields(`${where} wechatpay`, w as unknown as Record<string, unknown>, Object.keys(WECHAT_ENV))
    if (w.apiV3Key.length !== 32) throw new PayConfigError(`${where} wechatpay.apiV3Key must be 32 characters`)
    checkKey(`${where} wechatpay.merchantPrivateKey`, w.merchantPrivateKey, 'private')
    checkKey(`${where} wechatpay.platformPublicKey`, w.platformPublicKey, 'public')
  }
  if (s.alipay) {
    requireFields(`${where} alipay`, s.alipay as unknown as Record<string, unknown>, Object.keys(ALIPAY_ENV))
    checkKey(`${where} alipay.alipayPublicKey`, s.alipay.alipayPublicKey, 'public')
  }
  return s
}

/** The secrets from PAY_SECRETS_FILE, else from PAY_WECHAT_* / PAY_ALIPAY_*; null when nothing is configured. */
export function readPaySecrets(env: Env = process.env): PaySecrets | null {
  const file = env.PAY_SECRETS_FILE?.trim()
  if (file) {
    let parsed: unknown
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
    } catch (e) {
      throw new PayConfigError(`PAY_SECRETS_FILE: cannot read ${file} as JSON (${(e as Error).message})`)
    }
    if (typeof parsed !== 'object' || parsed === null) throw new PayConfigError(`PAY_SECRETS_FILE: ${file} is not a JSON object`)
    return validatePaySecrets(parsed as PaySecrets, `PAY_SECRETS_FILE ${file}`)
  }
  const wechatpay = channelFromEnv<WeChat>(env, WECHAT_ENV, WECHAT_DEFAULTS)
  const alipay = channelFromEnv<Alipay>(env, ALIPAY_ENV, ALIPAY_DEFAULTS)
  if (!wechatpay && !alipay) return null
  const mode = env.PAY_MODE?.trim() || 'live'
  return validatePaySecrets({ mode: mode as PaySecrets['mode'], ...(wechatpay ? { wechatpay } : {}), ...(alipay ? { alipay } : {}) }, 'PAY_* environment')
}

/** Refuses the sandbox channel in production unless PAY_SANDBOX_ENABLED=1 says it is meant. */
export function guardProduction(s: PaySecrets | null, env: Env = process.env): void {
  if (s?.mode === 'sandbox' && env.NODE_ENV === 'production' && env.PAY_SANDBOX_ENABLED !== '1')
    throw new PayConfigError(
      'NODE_ENV=production with the sandbox payment channel (mode "sandbox"): payments would be believed on the sandbox\'s word. ' +
        'Configure the merchant\'s live keys (PAY_SECRETS_FILE with mode "live", or PAY_WECHAT_* / PAY_ALIPAY_*), ' +
        'or set PAY_SANDBOX_ENABLED=1 if this production server is a demonstration.',
    )
}

/** What the server starts with: the secrets read and checked, or null (no channel). */
export function loadPaySecrets(env: Env = process.env): PaySecrets | null {
  const s = readPaySecrets(env)
  guardProduction(s, env)
  return s
}

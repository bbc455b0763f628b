/**
 * The configured payment channels (AppDeps.payments): an adapter per channel the merchant has
 * secrets for. main.ts builds them from PAY_SECRETS_FILE or the environment (config.ts); tests
 * build them from fresh sandbox keys.
 */
import { alipayChannel } from './alipay'
import { loadPaySecrets } from './config'
import { NO_CHANNELS, type PaymentChannel, type PaymentChannels, type PaySecrets } from './types'
import { wechatpayChannel } from './wechatpay'

/** `notifyBase`: where channels notify whatever origin a request came by (PAY_NOTIFY_BASE_URL). */
export function buildChannels(secrets: PaySecrets | null, notifyBase?: string): PaymentChannels {
  if (!secrets) return NO_CHANNELS
  const list: PaymentChannel[] = []
  if (secrets.wechatpay) list.push(wechatpayChannel(secrets.wechatpay))
  if (secrets.alipay) list.push(alipayChannel(secrets.alipay))
  const byName = new Map(list.map((c) => [c.name.toLowerCase(), c]))
  return {
    sandbox: secrets.mode === 'sandbox',
    names: list.map((c) => c.name),
    get: (name) => byName.get(name.toLowerCase()),
    notifyUrl: (name, base) => `${(notifyBase || base).replace(/\/+$/, '')}/pay/notify/${name.toLowerCase()}`,
  }
}

/** The channels of PAY_SECRETS_FILE or PAY_WECHAT_* / PAY_ALIPAY_* (none when nothing is configured); throws PayConfigError when unusable. */
export const channelsFromEnv = (env: NodeJS.ProcessEnv = process.env): PaymentChannels => buildChannels(loadPaySecrets(env), env.PAY_NOTIFY_BASE_URL?.trim())

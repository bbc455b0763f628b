// The sandbox payment channel's keys for `npm start` (docs/money.md#the-sandbox-channel): fresh
// RSA pairs for the merchant and the channel, written once to server/data/pay/merchant.json (the
// product server's PAY_SECRETS_FILE) and channel.json (the sandbox channel's
// SANDBOX_CHANNEL_SECRETS). Both are git-ignored; each side's file holds only what that side
// would hold with a real channel. Run again, it keeps the keys and only follows a changed
// channel address (SANDBOX_CHANNEL_PORT).
//
//   node scripts/pay-keys.mjs            writes them if missing, prints the two paths
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const PAY_DIR = join(ROOT, 'server', 'data', 'pay')

/** Where the merchant finds each channel when the sandbox listens at `channelUrl`. */
function pointAt(merchant, channelUrl) {
  const base = channelUrl.replace(/\/+$/, '')
  return {
    ...merchant,
    wechatpay: merchant.wechatpay && { ...merchant.wechatpay, baseUrl: `${base}/wechatpay`, miniProgramBaseUrl: `${base}/wechat` },
    alipay: merchant.alipay && { ...merchant.alipay, gateway: `${base}/alipay/gateway.do` },
  }
}

/** Writes the pair into `dir` unless it is there; returns the files. */
export async function ensurePayKeys({ dir = PAY_DIR, channelUrl = 'http://127.0.0.1:3100' } = {}) {
  const merchantFile = join(dir, 'merchant.json')
  const channelFile = join(dir, 'channel.json')
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (existsSync(merchantFile) && existsSync(channelFile)) {
    const merchant = JSON.parse(readFileSync(merchantFile, 'utf8'))
    const pointed = pointAt(merchant, channelUrl)
    if (JSON.stringify(pointed) !== JSON.stringify(merchant)) writeFileSync(merchantFile, JSON.stringify(pointed, null, 2), { mode: 0o600 })
    return { merchantFile, channelFile, created: false }
  }
  const { makePayKeys } = await tsImport('../server/sandbox-channel/keys.ts', import.meta.url)
  const { merchant, channel } = makePayKeys(channelUrl)
  writeFileSync(merchantFile, JSON.stringify(merchant, null, 2), { mode: 0o600 })
  writeFileSync(channelFile, JSON.stringify(channel, null, 2), { mode: 0o600 })
  return { merchantFile, channelFile, created: true }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = process.env.SANDBOX_CHANNEL_PORT || '3100'
  const { merchantFile, channelFile, created } = await ensurePayKeys({ channelUrl: `http://127.0.0.1:${port}` })
  console.log(
    `${created ? 'wrote' : 'kept'} the sandbox payment keys:\n  merchant (PAY_SECRETS_FILE):        ${merchantFile}\n  channel (SANDBOX_CHANNEL_SECRETS):  ${channelFile}`,
  )
}

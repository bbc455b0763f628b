/**
 * The sandbox channel's process: `tsx server/sandbox-channel/main.ts`.
 *
 *   SANDBOX_CHANNEL_SECRETS  path of channel.json (scripts/pay-keys.mjs writes it), required
 *   SANDBOX_CHANNEL_PORT     default 3100
 *   SANDBOX_CHANNEL_HOST     default 127.0.0.1
 *   CLOCK_AT                 the business clock starts at this instant and runs on (as the server's does in tests)
 */
import fs from 'node:fs'
import type { SandboxSecrets } from './keys'
import { startSandboxChannel } from './app'

async function main(): Promise<void> {
  const file = process.env.SANDBOX_CHANNEL_SECRETS?.trim()
  if (!file) throw new Error("SANDBOX_CHANNEL_SECRETS must name the channel's secrets file (channel.json; node scripts/pay-keys.mjs writes it)")
  const secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxSecrets
  if (!secrets.wechatpay?.platformPrivateKey) throw new Error(`${file} is not the sandbox channel's secrets (no wechatpay.platformPrivateKey)`)
  const port = Number(process.env.SANDBOX_CHANNEL_PORT ?? 3100)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_CHANNEL_PORT must be a port number (got "${process.env.SANDBOX_CHANNEL_PORT}")`)
  const at = process.env.CLOCK_AT?.trim()
  const offset = at ? Date.parse(at) - Date.now() : 0
  if (!Number.isFinite(offset)) throw new Error(`CLOCK_AT must be an ISO instant (got "${at}")`)
  const channel = await startSandboxChannel({
    secrets,
    port,
    host: process.env.SANDBOX_CHANNEL_HOST?.trim() || '127.0.0.1',
    clock: () => new Date(Date.now() + offset),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  })
  console.log(`sandbox payment channel on ${channel.url} (WeChat Pay /wechatpay, Alipay /alipay, pay page /pay, test controls /__sandbox)`)
  const stop = async () => {
    setTimeout(() => process.exit(0), 3000).unref()
    await channel.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

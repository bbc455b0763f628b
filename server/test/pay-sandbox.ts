/**
 * Test harness: the sandbox channel in-process with fresh keys, and the merchant's channels
 * (buildChannels) pointed at it. Notifications go wherever a test's CreatePayment.notifyUrl says
 * (the app listening on port 0, or `notifyReceiver()`).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startSandboxChannel } from '../sandbox-channel/app'
import { makePayKeys, type SandboxSecrets } from '../sandbox-channel/keys'
import type { PaymentStore } from '../sandbox-channel/store'
import { buildChannels } from '../src/services/money/channels'
import type { PaymentChannels, PaySecrets } from '../src/services/money/channels/types'

export interface PaySandbox {
  /** The sandbox channel's address (http://127.0.0.1:<port>). */
  url: string
  store: PaymentStore
  /** The merchant's secrets (pointing at the sandbox) and the channel's own. */
  merchant: PaySecrets
  secrets: SandboxSecrets
  channels: PaymentChannels
  /** POST /__sandbox/{path} with a JSON body. */
  control(path: string, body: unknown): Promise<Response>
  close(): Promise<void>
}

/**
 * Keys are slow to make (four RSA pairs): the test processes share one set, made by the first and
 * kept in the temporary folder, unless a test asks for fresh ones.
 */
let processKeys: ReturnType<typeof makePayKeys> | null = null
function sharedKeys(): ReturnType<typeof makePayKeys> {
  const file = path.join(os.tmpdir(), 'travel-test-pay-keys-v1.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof makePayKeys>
  } catch {
    const keys = makePayKeys('http://127.0.0.1:0')
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, JSON.stringify(keys), { mode: 0o600 })
    renameSync(partial, file)
    return keys
  }
}

/**
 * `clock`: the channel's business clock (payment times, expiry, statement days); give it the app's.
 * `freshKeys`: keys of its own instead of the process's.
 */
export async function startPaySandbox(opts: { clock?: () => Date; retryDelaysMs?: readonly number[]; freshKeys?: boolean } = {}): Promise<PaySandbox> {
  const keys = opts.freshKeys ? makePayKeys('http://127.0.0.1:0') : (processKeys ??= sharedKeys())
  const channel = await startSandboxChannel({ secrets: keys.channel, port: 0, clock: opts.clock, retryDelaysMs: opts.retryDelaysMs ?? [50, 200] })
  const merchant: PaySecrets = {
    ...keys.merchant,
    wechatpay: { ...keys.merchant.wechatpay!, baseUrl: `${channel.url}/wechatpay`, miniProgramBaseUrl: `${channel.url}/wechat` },
    alipay: { ...keys.merchant.alipay!, gateway: `${channel.url}/alipay/gateway.do` },
  }
  return {
    url: channel.url,
    store: channel.store,
    merchant,
    secrets: keys.channel,
    channels: buildChannels(merchant),
    control: (path, body) =>
      fetch(`${channel.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    close: () => channel.close(),
  }
}

export interface ReceivedNotification {
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A stand-in for the merchant's notify endpoint: records what arrives and answers 204 (or `answer`'s status). */
export async function notifyReceiver(answer: (n: ReceivedNotification) => number = () => 204) {
  const received: ReceivedNotification[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (d: string) => (body += d))
    req.on('end', () => {
      const n = { headers: req.headers, body }
      received.push(n)
      res.statusCode = answer(n)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/pay/notify/wechatpay`,
    received,
    /** Waits until `count` notifications arrived. */
    async waitFor(count: number, ms = 5000): Promise<ReceivedNotification[]> {
      const end = Date.now() + ms
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`${received.length} of ${count} notifications arrived`)
        await new Promise((r) => setTimeout(r, 10))
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

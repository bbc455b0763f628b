/**
 * The sandbox channel as a Fastify app (docs/money.md#the-sandbox-channel): a separate party
 * with its own keys that speaks the channels' real protocols, shows the payer a pay page and
 * notifies the merchant. It imports nothing from server/src at run time.
 *
 *   /wechatpay/v3/...   WeChat Pay API v3 (wechatpay.ts)
 *   /wechat/sns/...     the mini-program's login code → openid (wechat.ts)
 *   /alipay/...         Alipay OpenAPI (alipay*.ts)
 *   /pay/...            the pay page (page.ts)
 *   /__sandbox/...      controls for tests (controls.ts)
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { alipaySide } from './alipay'
import { sandboxControls } from './controls'
import { Deliveries } from './deliver'
import type { SandboxSecrets } from './keys'
import { payPageRoutes } from './page'
import { PaymentStore } from './store'
import { wechatMiniProgram } from './wechat'
import { wechatpaySide } from './wechatpay'

export interface SandboxChannelOptions {
  secrets: SandboxSecrets
  /** The business clock (payment times, expiry, statement days); signatures' timestamps are always the wall clock. */
  clock?: () => Date
  /** Delays between a notification's attempts until the merchant answers OK. */
  retryDelaysMs?: readonly number[]
  logger?: FastifyServerOptions['logger']
}

export interface SandboxChannel {
  app: FastifyInstance
  store: PaymentStore
}

export async function buildSandboxChannel(opts: SandboxChannelOptions): Promise<SandboxChannel> {
  const app = Fastify({ logger: opts.logger ?? false, routerOptions: { ignoreTrailingSlash: true } })
  const store = new PaymentStore(opts.clock)
  const deliveries = new Deliveries(opts.retryDelaysMs)
  app.addHook('onClose', async () => deliveries.close())

  await app.register(payPageRoutes, { store })
  await app.register(sandboxControls, { store })
  await app.register(wechatpaySide, { prefix: '/wechatpay', secrets: opts.secrets.wechatpay, store, deliveries })
  await app.register(wechatMiniProgram, { prefix: '/wechat', secrets: opts.secrets.wechatpay })
  await app.register(alipaySide, { prefix: '/alipay', secrets: opts.secrets.alipay, store, deliveries })
  return { app, store }
}

/** Listens on `port` (0: any free port) at 127.0.0.1 unless `host` says otherwise. */
export async function startSandboxChannel(
  opts: SandboxChannelOptions & { port: number; host?: string },
): Promise<{ url: string; store: PaymentStore; close(): Promise<void> }> {
  const { app, store } = await buildSandboxChannel(opts)
  const host = opts.host ?? '127.0.0.1'
  await app.listen({ port: opts.port, host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : opts.port
  return { url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, store, close: () => app.close() }
}

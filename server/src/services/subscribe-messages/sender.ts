/**
 * The WeChat subscribe channel (docs/disruptions.md#wechat): the mini-program's login code to an
 * openid, and sending one subscribe message. With WECHAT_APP_ID and WECHAT_APP_SECRET it is
 * WeChat's (jscode2session, the access token, subscribeMessage.send); without them, the sandbox
 * sender of demo mode: the openid is derived from the code and a message is "sent" by being kept
 * in the outbox, where the administrator's test console shows it.
 */
import { createHash } from 'node:crypto'

export interface SubscribeSender {
  readonly sandbox: boolean
  openIdOf(code: string): Promise<string | null>
  send(m: { openid: string; templateId: string; page: string; data: Record<string, string> }): Promise<void>
}

const SANDBOX: SubscribeSender = {
  sandbox: true,
  openIdOf: async (code) => `sandbox-${createHash('sha256').update(code).digest('hex').slice(0, 24)}`,
  send: async () => undefined,
}

function wechatSender(appId: string, secret: string): SubscribeSender {
  let token: { value: string; until: number } | null = null
  const json = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) })
    const body = (await res.json()) as Record<string, unknown>
    if (body.errcode && body.errcode !== 0) throw new Error(`WeChat ${String(body.errcode)}: ${String(body.errmsg)}`)
    return body
  }
  const accessToken = async () => {
    if (token && token.until > Date.now()) return token.value
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret })
    const body = await json(`https://api.weixin.qq.com/cgi-bin/token?${q}`)
    token = { value: String(body.access_token), until: Date.now() + (Number(body.expires_in) - 300) * 1000 }
    return token.value
  }
  return {
    sandbox: false,
    async openIdOf(code) {
      const q = new URLSearchParams({ appid: appId, secret, js_code: code, grant_type: 'authorization_code' })
      const body = await json(`https://api.weixin.qq.com/sns/jscode2session?${q}`)
      return typeof body.openid === 'string' ? body.openid : null
    },
    async send(m) {
      const data = Object.fromEntries(Object.entries(m.data).map(([k, value]) => [k, { value }]))
      await json(`https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=${await accessToken()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ touser: m.openid, template_id: m.templateId, page: m.page, data }),
      })
    },
  }
}

export function subscribeSender(env: NodeJS.ProcessEnv = process.env): SubscribeSender {
  const appId = env.WECHAT_APP_ID?.trim()
  const secret = env.WECHAT_APP_SECRET?.trim()
  return appId && secret ? wechatSender(appId, secret) : SANDBOX
}

/** The trip-disruption template the mini-program asks travellers to accept. */
export const disruptionTemplateId = (env: NodeJS.ProcessEnv = process.env): string => env.WECHAT_TEMPLATE_TRIP_CHANGE?.trim() || 'sandbox-trip-change'

/**
 * The official account's channel for web authorization and the JS-SDK (docs/sign-in.md#wechat-in-its-browser).
 * With WECHAT_MP_APP_ID and WECHAT_MP_SECRET it is WeChat's: sns/oauth2/access_token trades a
 * code for the openid, cgi-bin/token and cgi-bin/ticket/getticket give the jsapi_ticket (kept
 * until shortly before it expires). Without them, the sandbox of demo mode: the openid is derived
 * from the code, the ticket is a fixed one, and its authorize page sends the browser straight back
 * (never in production: NODE_ENV=production without the two answers 1013).
 */
import { createHash } from 'node:crypto'

export interface OfficialAccountChannel {
  readonly sandbox: boolean
  readonly appId: string
  /** The official account shown on /wechatShare. */
  readonly account: { name: string; followUrl: string }
  /** The origins, besides the site's own, whose pages may have a JS-SDK config (WECHAT_MP_JS_ORIGINS). */
  readonly jsOrigins: readonly string[]
  /** The openid of a code WeChat returned (null: WeChat refused the code). */
  openIdOf(code: string): Promise<string | null>
  jsapiTicket(): Promise<string>
  /** Where the browser goes to authorize: WeChat's page, or the sandbox's, which comes back to redirectUri. */
  authorizeUrl(redirectUri: string, state: string, scope: 'snsapi_base' | 'snsapi_userinfo'): string
}

export const SANDBOX_APP_ID = 'wx-sandbox-travel'
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket'
/** The sandbox authorize page (served by the sign-in module in demo mode). */
export const SANDBOX_AUTHORIZE_PATH = '/wechat/sandbox/authorize'

const sandboxOpenId = (code: string) => `sandbox-${createHash('sha256').update(code).digest('hex').slice(0, 24)}`

function sandbox(env: NodeJS.ProcessEnv): OfficialAccountChannel {
  return {
    sandbox: true,
    appId: SANDBOX_APP_ID,
    account: {
      name: env.WECHAT_MP_NAME?.trim() || 'Business Travel',
      followUrl: env.WECHAT_MP_FOLLOW_URL?.trim() || 'https://weixin.qq.com/r/sandbox-business-travel',
    },
    jsOrigins: [],
    openIdOf: async (code) => (code.startsWith('sandbox-') ? sandboxOpenId(code) : null),
    jsapiTicket: async () => SANDBOX_JSAPI_TICKET,
    authorizeUrl: (redirectUri, state, scope) => `${SANDBOX_AUTHORIZE_PATH}?${new URLSearchParams({ redirect_uri: redirectUri, state, scope })}`,
  }
}

function wechat(appId: string, secret: string, env: NodeJS.ProcessEnv): OfficialAccountChannel {
  let ticket: { value: string; until: number } | null = null
  const json = async (url: string) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(8000) })
    const body = (await res.json()) as Record<string, unknown>
    if (body.errcode && body.errcode !== 0) throw new Error(`WeChat ${String(body.errcode)}: ${String(body.errmsg)}`)
    return body
  }
  return {
    sandbox: false,
    appId,
    account: { name: env.WECHAT_MP_NAME?.trim() || '', followUrl: env.WECHAT_MP_FOLLOW_URL?.trim() || '' },
    jsOrigins: (env.WECHAT_MP_JS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    async openIdOf(code) {
      const q = new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' })
      const body = await json(`https://api.weixin.qq.com/sns/oauth2/access_token?${q}`).catch(() => null)
      return typeof body?.openid === 'string' ? body.openid : null
    },
    async jsapiTicket() {
      if (ticket && ticket.until > Date.now()) return ticket.value
      const token = await json(`https://api.weixin.qq.com/cgi-bin/token?${new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret })}`)
      const body = await json(`https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=${String(token.access_token)}&type=jsapi`)
      ticket = { value: String(body.ticket), until: Date.now() + (Number(body.expires_in) - 300) * 1000 }
      return ticket.value
    },
    authorizeUrl: (redirectUri, state, scope) =>
      `https://open.weixin.qq.com/connect/oauth2/authorize?${new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope, state })}#wechat_redirect`,
  }
}

/** WeChat's channel when configured; else the sandbox, except in production (null: the calls answer 1013). */
export function officialAccountChannel(env: NodeJS.ProcessEnv = process.env): OfficialAccountChannel | null {
  const appId = env.WECHAT_MP_APP_ID?.trim()
  const secret = env.WECHAT_MP_SECRET?.trim()
  if (appId && secret) return wechat(appId, secret, env)
  return env.NODE_ENV === 'production' ? null : sandbox(env)
}

/** WeChat's JS-SDK signature: sha1 of 'jsapi_ticket=…&noncestr=…&timestamp=…&url=…' (the keys in this order). */
export const jsSdkSignature = (p: { ticket: string; nonceStr: string; timestamp: number; url: string }): string =>
  createHash('sha1').update(`jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${p.url}`).digest('hex')

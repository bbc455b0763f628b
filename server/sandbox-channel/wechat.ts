/**
 * The sandbox's mini-program login (registered at /wechat): GET /sns/jscode2session turns a
 * wx.login code into the payer's openid under the mini-program, as api.weixin.qq.com does. A
 * sandbox code is `<user>` or `<user>.<anything>`: the same user part always gives the same
 * openid (per AppID); each code is good once.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { WeChatSecrets } from './wechatpay-protocol'

/** The openid of a code's user part under an AppID (28 characters, like WeChat's). */
export function sandboxOpenId(appId: string, code: string): string {
  const user = code.split('.')[0]
  return `o${createHash('sha256').update(`${appId}\u0000${user}`).digest('base64url').slice(0, 27)}`
}

export async function wechatMiniProgram(app: FastifyInstance, opts: { secrets: WeChatSecrets }): Promise<void> {
  const s = opts.secrets
  const used = new Set<string>()
  app.get<{ Querystring: Record<string, string | undefined> }>('/sns/jscode2session', async (req) => {
    const q = req.query
    if (q.appid !== s.appId) return { errcode: 40013, errmsg: 'invalid appid' }
    if (q.secret !== s.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' }
    if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const code = q.js_code ?? ''
    if (!/^[A-Za-z0-9_.-]{1,128}$/.test(code)) return { errcode: 40029, errmsg: 'invalid code' }
    if (used.has(code)) return { errcode: 40163, errmsg: 'code been used' }
    used.add(code)
    return { openid: sandboxOpenId(s.appId, code), session_key: randomBytes(16).toString('base64') }
  })
}

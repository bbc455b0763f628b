/**
 * The sign-ins through another party (docs/sign-in.md): company single sign-on with OpenID
 * Connect, office-automation tickets and WeChat's web authorization. Their calls, and the
 * addresses other parties send a browser to, each handing what it brings on to the H5 site's
 * /callback page (a hash route, which no provider may redirect to):
 * - `GET /sso/callback`, the redirect URI a company registers at its provider: code and state;
 * - `GET /wechat/oauth/start?state&scope`: to WeChat's authorize page (or the sandbox's);
 * - `GET /wechat/oauth/callback`, where WeChat returns: code and state;
 * - `GET /wechat/sandbox/authorize` (demo mode): the sandbox's authorize page, which returns at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import type { DomainDef } from '../../http/call'
import { SSO_CALLBACK_PATH } from '../../services/sso/service'
import { SANDBOX_AUTHORIZE_PATH } from '../../services/wechat-oauth/channel'
import { channelOrNull, WECHAT_CALLBACK_PATH } from '../../services/wechat-oauth/service'
import oa from './oa-routes'
import sso from './sso-routes'
import wechat from './wechat-routes'

export const domains: readonly DomainDef[] = [sso, oa, wechat]

export function register(): void {}

type Query = { Querystring: Record<string, string | undefined> }

/** Hands the chosen parameters of a return on to /#/callback, renamed. */
function toCallback(reply: FastifyReply, q: Record<string, string | undefined>, names: readonly (readonly [string, string])[]) {
  const pass = new URLSearchParams()
  for (const [from, to] of names) {
    const v = q[from]
    if (typeof v === 'string' && v.length <= 2000) pass.set(to, v)
  }
  return reply.redirect(`/#/callback?${pass.toString()}`, 302)
}

/** The site's origin as the call context has it (PUBLIC_BASE_URL, else the one reached). */
const siteOf = (request: FastifyRequest, deps: AppDeps) => deps.config.publicBaseUrl ?? `${request.protocol}://${request.host}`

export function http(app: FastifyInstance, deps: AppDeps): void {
  const hidden = { schema: { hide: true } }
  app.get<Query>(SSO_CALLBACK_PATH, hidden, async (request, reply) =>
    toCallback(reply, request.query, [
      ['code', 'ssoCode'],
      ['state', 'ssoState'],
      ['error', 'ssoError'],
    ]),
  )
  app.get<Query>(WECHAT_CALLBACK_PATH, hidden, async (request, reply) =>
    toCallback(reply, request.query, [
      ['code', 'wxCode'],
      ['state', 'wxState'],
    ]),
  )
  app.get<Query>('/wechat/oauth/start', hidden, async (request, reply) => {
    const state = request.query.state ?? ''
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(state)) return reply.code(400).send('state')
    const scope = request.query.scope === 'snsapi_userinfo' ? 'snsapi_userinfo' : 'snsapi_base'
    const channel = channelOrNull()
    if (!channel) return reply.code(503).send('WeChat is not configured')
    return reply.redirect(channel.authorizeUrl(siteOf(request, deps) + WECHAT_CALLBACK_PATH, state, scope), 302)
  })
  app.get<Query>(SANDBOX_AUTHORIZE_PATH, hidden, async (request, reply) => {
    if (!channelOrNull()?.sandbox) return reply.code(404).send()
    // The sandbox's WeChat user: ?as= names one (default 'demo'); the openid is derived from the code.
    const as = /^[A-Za-z0-9_-]{1,40}$/.test(request.query.as ?? '') ? request.query.as : 'demo'
    const pass = new URLSearchParams({ code: `sandbox-${as}`, state: request.query.state ?? '' })
    return reply.redirect(`${WECHAT_CALLBACK_PATH}?${pass.toString()}`, 302)
  })
}

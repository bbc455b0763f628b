/**
 * The sign-ins through another party (docs/sign-in.md): company single sign-on with OpenID
 * Connect. Its calls, and `GET /sso/callback`, the redirect URI a company registers at its
 * provider: it hands the code and state on to the H5 site's /callback page (a hash route, which
 * no provider may redirect to), where the client checks the state is its own and calls sso/finish.
 */
import type { FastifyInstance } from 'fastify'
import type { DomainDef } from '../../http/call'
import { SSO_CALLBACK_PATH } from '../../services/sso/service'
import sso from './sso-routes'

export const domains: readonly DomainDef[] = [sso]

export function register(): void {}

export function http(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(SSO_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const q = request.query
    const pass = new URLSearchParams()
    for (const [from, to] of [
      ['code', 'ssoCode'],
      ['state', 'ssoState'],
      ['error', 'ssoError'],
    ] as const) {
      const v = q[from]
      if (typeof v === 'string' && v.length <= 2000) pass.set(to, v)
    }
    return reply.redirect(`/#/callback?${pass.toString()}`, 302)
  })
}

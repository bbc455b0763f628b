/**
 * Company single sign-on with OpenID Connect (docs/sign-in.md): a company administrator names
 * the company's identity provider and the e-mail domains it signs in; the login screen sends a
 * person of such a domain there and back. The server runs the authorization code flow with PKCE,
 * state and nonce, and checks the ID token (signature by the provider's published keys, issuer,
 * audience, expiry, nonce).
 */
import { Type, type Static } from '@sinclair/typebox'
import { LoginRes } from './auth'

const Domain = Type.String({ minLength: 3, maxLength: 100, description: "An e-mail domain without '@', e.g. 'example.com'" })

export const SsoSettings = Type.Object({
  Enabled: Type.Boolean(),
  /** The provider's issuer URL (discovery at <Issuer>/.well-known/openid-configuration). */
  Issuer: Type.String(),
  ClientId: Type.String(),
  /** Whether a client secret is stored; the secret itself is never sent back. */
  HasClientSecret: Type.Boolean(),
  Domains: Type.Array(Type.String()),
  /** The redirect URI to register at the provider: <site>/sso/callback. */
  RedirectUri: Type.String(),
})
export type SsoSettings = Static<typeof SsoSettings>

export const SsoSettingsSaveReq = Type.Object({
  Enabled: Type.Boolean(),
  Issuer: Type.String({ maxLength: 300, description: 'https URL (http only for localhost)' }),
  ClientId: Type.String({ maxLength: 200 }),
  /** Absent or empty: the stored secret stays. */
  ClientSecret: Type.Optional(Type.String({ maxLength: 500 })),
  Domains: Type.Array(Domain, { maxItems: 20 }),
})
export type SsoSettingsSaveReq = Static<typeof SsoSettingsSaveReq>

export const SsoStartReq = Type.Object({
  Email: Type.String({ minLength: 3, maxLength: 100 }),
  /** A route to open once signed in (the remembered one otherwise). */
  Redirect: Type.Optional(Type.String({ maxLength: 500 })),
})
export type SsoStartReq = Static<typeof SsoStartReq>

export const SsoStartRes = Type.Object({
  /** Open it in the browser: the provider's sign-in, which comes back to /sso/callback. */
  AuthorizeUrl: Type.String(),
  /** The state of this round trip: keep it, and finish only a return carrying it. */
  State: Type.String(),
})
export type SsoStartRes = Static<typeof SsoStartRes>

export const SsoFinishReq = Type.Object({
  Code: Type.String({ minLength: 1, maxLength: 2000 }),
  State: Type.String({ minLength: 1, maxLength: 200 }),
})
export type SsoFinishReq = Static<typeof SsoFinishReq>

export const SsoFinishRes = Type.Composite([LoginRes, Type.Object({ Redirect: Type.String() })])
export type SsoFinishRes = Static<typeof SsoFinishRes>

export type SsoCalls = {
  'sso/getSettings': { req: Record<string, never>; res: SsoSettings }
  'sso/saveSettings': { req: SsoSettingsSaveReq; res: SsoSettings }
  'sso/start': { req: SsoStartReq; res: SsoStartRes }
  'sso/finish': { req: SsoFinishReq; res: SsoFinishRes }
}

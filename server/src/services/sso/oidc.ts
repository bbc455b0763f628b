/**
 * The relying party's side of OpenID Connect (docs/sign-in.md#single-sign-on), with node's crypto
 * only: discovery, PKCE (S256), the code exchange (client_secret_basic) and the ID token's checks —
 * its signature by a key of the provider's JWKS (RS256, PS256, ES256), issuer, audience (and azp),
 * expiry, issue time and nonce. Every refusal names its reason (`SsoRefusal.reason`), logged by
 * the caller; the person reads one clear message.
 */
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto'

/** Clock difference tolerated between the provider and this server. */
export const CLOCK_SKEW_SECONDS = 30
const TIMEOUT_MS = 10_000

export type RefusalReason =
  'discovery' | 'exchange' | 'malformed' | 'algorithm' | 'unknownKey' | 'signature' | 'issuer' | 'audience' | 'expired' | 'notYetValid' | 'nonce' | 'noEmail'

/** The provider or its answer is not believed. */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`)
    this.name = 'SsoRefusal'
  }
}

export interface ProviderMetadata {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

export const randomToken = (): string => randomBytes(32).toString('base64url')
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url')

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' })
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) as unknown }
  } catch {
    return { status: res.status, body: null }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The provider's metadata; its `issuer` must be the configured one exactly. */
export async function discover(issuer: string): Promise<ProviderMetadata> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
  const { status, body } = await getJson(url).catch((e: unknown) => {
    throw new SsoRefusal('discovery', e instanceof Error ? e.message : String(e))
  })
  if (status !== 200 || !isRecord(body)) throw new SsoRefusal('discovery', `HTTP ${status}`)
  const m = body as Partial<ProviderMetadata>
  if (m.issuer !== issuer) throw new SsoRefusal('issuer', `metadata names ${String(m.issuer)}`)
  for (const k of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof m[k] !== 'string' || !/^https?:\/\//.test(m[k])) throw new SsoRefusal('discovery', `no ${k}`)
  }
  return m as ProviderMetadata
}

export interface AuthorizeParams {
  clientId: string
  redirectUri: string
  state: string
  nonce: string
  codeVerifier: string
  loginHint: string
}

export function authorizeUrl(meta: ProviderMetadata, p: AuthorizeParams): string {
  const url = new URL(meta.authorization_endpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', p.clientId)
  url.searchParams.set('redirect_uri', p.redirectUri)
  url.searchParams.set('scope', 'openid email profile')
  url.searchParams.set('state', p.state)
  url.searchParams.set('nonce', p.nonce)
  url.searchParams.set('code_challenge', pkceChallenge(p.codeVerifier))
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('login_hint', p.loginHint)
  return url.toString()
}

/** Trades the code for tokens at the token endpoint; returns the ID token. */
export async function exchangeCode(
  meta: ProviderMetadata,
  client: { id: string; secret: string },
  p: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64')
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri, code_verifier: p.codeVerifier })
  const { status, body } = await getJson(meta.token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  }).catch((e: unknown) => {
    throw new SsoRefusal('exchange', e instanceof Error ? e.message : String(e))
  })
  if (status !== 200 || !isRecord(body) || typeof body.id_token !== 'string') {
    throw new SsoRefusal('exchange', isRecord(body) ? String(body.error ?? `HTTP ${status}`) : `HTTP ${status}`)
  }
  return body.id_token
}

const ALGORITHMS: Record<string, { kty: string; hash: string; options: object }> = {
  RS256: { kty: 'RSA', hash: 'sha256', options: {} },
  PS256: { kty: 'RSA', hash: 'sha256', options: { padding: 6, saltLength: 32 } },
  ES256: { kty: 'EC', hash: 'sha256', options: { dsaEncoding: 'ieee-p1363' } },
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown
    if (isRecord(v)) return v
  } catch {
    // Falls through to the refusal.
  }
  throw new SsoRefusal('malformed')
}

/** Checks the JWS signature with the provider's published key of its `kid` (keys fetched each time: rotation needs no restart). */
async function verifySignature(token: string, jwksUri: string): Promise<Record<string, unknown>> {
  const parts = token.split('.')
  if (parts.length !== 3) throw new SsoRefusal('malformed')
  const header = decodePart(parts[0])
  const alg = ALGORITHMS[String(header.alg)]
  if (!alg) throw new SsoRefusal('algorithm', String(header.alg))
  const { status, body } = await getJson(jwksUri).catch(() => ({ status: 0, body: null }))
  if (status !== 200 || !isRecord(body) || !Array.isArray(body.keys)) throw new SsoRefusal('discovery', 'jwks')
  const keys = (body.keys as JsonWebKey[]).filter((k) => k.kty === alg.kty && (k.use === undefined || k.use === 'sig'))
  const jwk = header.kid === undefined ? (keys.length === 1 ? keys[0] : undefined) : keys.find((k) => k.kid === header.kid)
  if (!jwk) throw new SsoRefusal('unknownKey', String(header.kid))
  const key = createPublicKey({ key: jwk, format: 'jwk' })
  const ok = verify(alg.hash, Buffer.from(`${parts[0]}.${parts[1]}`), { key, ...alg.options }, Buffer.from(parts[2], 'base64url'))
  if (!ok) throw new SsoRefusal('signature')
  return decodePart(parts[1])
}

export interface IdTokenExpectation {
  issuer: string
  clientId: string
  nonce: string
  /** Seconds since the epoch by this server's clock. */
  now: number
}

/** The ID token's claims once every check has passed. */
export async function verifyIdToken(token: string, meta: ProviderMetadata, want: IdTokenExpectation): Promise<Record<string, unknown>> {
  const claims = await verifySignature(token, meta.jwks_uri)
  if (claims.iss !== want.issuer) throw new SsoRefusal('issuer', String(claims.iss))
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!aud.includes(want.clientId)) throw new SsoRefusal('audience', aud.join(' '))
  if (aud.length > 1 && claims.azp !== want.clientId) throw new SsoRefusal('audience', `azp ${String(claims.azp)}`)
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS <= want.now) throw new SsoRefusal('expired', String(claims.exp))
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_SECONDS > want.now) throw new SsoRefusal('notYetValid', String(claims.iat))
  if (typeof claims.nbf === 'number' && claims.nbf - CLOCK_SKEW_SECONDS > want.now) throw new SsoRefusal('notYetValid', String(claims.nbf))
  if (claims.nonce !== want.nonce) throw new SsoRefusal('nonce')
  return claims
}

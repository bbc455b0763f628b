/**
 * Company single sign-on (docs/sign-in.md#single-sign-on): the administrator's settings, and the
 * round trip — `start` finds the company of an e-mail's domain and opens a round trip (state,
 * nonce and PKCE verifier kept here for ten minutes); `finish` takes the provider's code back once,
 * trades it, checks the ID token and signs in the person of that company with the token's e-mail.
 */
import { ErrorCode, LOGIN_TYPES } from '../../../../types/api'
import type { SsoFinishRes, SsoSettings, SsoSettingsSaveReq, SsoStartRes } from '../../../../types/api/sso'
import type { AppDeps } from '../../deps'
import { ApiError, fail } from '../../errors'
import type { AuthedContext, CallContext } from '../../http/context'
import { normalizeEmail } from '../../lib/contact'
import { companyName } from '../../lib/names'
import { startSession, type AccountRow } from '../accounts'
import { authorizeUrl, discover, exchangeCode, randomToken, SsoRefusal, verifyIdToken } from './oidc'
import type { CompanySsoTable } from './tables'

/** How long a round trip to the provider may take. */
export const SSO_LOGIN_TTL_SECONDS = 600
export const SSO_CALLBACK_PATH = '/sso/callback'
const DOMAIN = /^(?=.{3,100}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/

const redirectUriOf = (ctx: CallContext): string => ctx.siteOrigin + SSO_CALLBACK_PATH
const domainsOf = (row: Pick<CompanySsoTable, 'domains'>): string[] => JSON.parse(row.domains) as string[]

function settingsOf(ctx: CallContext, row: CompanySsoTable | undefined): SsoSettings {
  return {
    Enabled: row?.enabled === 1,
    Issuer: row?.issuer ?? '',
    ClientId: row?.client_id ?? '',
    HasClientSecret: (row?.client_secret ?? '') !== '',
    Domains: row ? domainsOf(row) : [],
    RedirectUri: redirectUriOf(ctx),
  }
}

const configOf = (deps: AppDeps, companyId: number) => deps.db.selectFrom('company_sso').selectAll().where('company_id', '=', companyId).executeTakeFirst()

export async function ssoSettings(ctx: AuthedContext): Promise<SsoSettings> {
  return settingsOf(ctx, await configOf(ctx.deps, ctx.caller.companyId))
}

function checkIssuer(issuer: string): void {
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    throw fail.validation('ssoIssuerInvalid')
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && local)) || url.search || url.hash) throw fail.validation('ssoIssuerInvalid')
}

export async function saveSsoSettings(ctx: AuthedContext, body: SsoSettingsSaveReq): Promise<SsoSettings> {
  const companyId = ctx.caller.companyId
  const issuer = body.Issuer.trim()
  const clientId = body.ClientId.trim()
  const domains = [...new Set(body.Domains.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))]
  for (const domain of domains) if (!DOMAIN.test(domain)) throw fail.validation('ssoDomainInvalid', { domain })
  if (issuer) checkIssuer(issuer)
  const before = await configOf(ctx.deps, companyId)
  const secret = body.ClientSecret?.trim() || before?.client_secret || ''
  if (body.Enabled && (!issuer || !clientId || !secret || domains.length === 0)) throw fail.validation('ssoIncomplete')
  if (body.Enabled) {
    const others = await ctx.db
      .selectFrom('company_sso')
      .select(['company_id', 'domains'])
      .where('enabled', '=', 1)
      .where('company_id', '!=', companyId)
      .execute()
    const taken = domains.find((d) => others.some((o) => domainsOf(o).includes(d)))
    if (taken) throw new ApiError(ErrorCode.AlreadyExists, 'ssoDomainTaken', { domain: taken })
  }
  const row = {
    enabled: body.Enabled ? 1 : 0,
    issuer,
    client_id: clientId,
    client_secret: secret,
    domains: JSON.stringify(domains),
    updated_at: ctx.now().toISOString(),
  }
  await ctx.db
    .insertInto('company_sso')
    .values({ company_id: companyId, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute()
  return settingsOf(ctx, { company_id: companyId, ...row })
}

/** The enabled configuration signing in an e-mail's domain. */
async function configForEmail(deps: AppDeps, email: string): Promise<CompanySsoTable | undefined> {
  const domain = email.slice(email.lastIndexOf('@') + 1)
  const rows = await deps.db.selectFrom('company_sso').selectAll().where('enabled', '=', 1).execute()
  return rows.find((r) => domainsOf(r).includes(domain))
}

function unreachable(ctx: CallContext, e: unknown): never {
  if (e instanceof SsoRefusal) {
    ctx.deps.log.warn({ reason: e.message }, 'single sign-on: provider refused')
    if (e.reason === 'discovery' || e.reason === 'exchange')
      throw new ApiError(ErrorCode.ServiceUnavailable, 'ssoProviderUnreachable', undefined, { Reason: e.reason })
    throw new ApiError(ErrorCode.WrongCredentials, 'ssoTokenRefused', undefined, { Reason: e.reason })
  }
  throw e
}

export async function startSso(ctx: CallContext, body: { Email: string; Redirect?: string }): Promise<SsoStartRes> {
  const email = normalizeEmail(body.Email)
  const config = email.includes('@') ? await configForEmail(ctx.deps, email) : undefined
  if (!config) throw new ApiError(ErrorCode.NotFound, 'ssoNoDomain')
  const meta = await discover(config.issuer).catch((e: unknown) => unreachable(ctx, e))
  const state = randomToken()
  const login = {
    state,
    company_id: config.company_id,
    nonce: randomToken(),
    code_verifier: randomToken(),
    redirect_uri: redirectUriOf(ctx),
    land: body.Redirect?.startsWith('/') ? body.Redirect : '',
    expires_at: new Date(ctx.now().getTime() + SSO_LOGIN_TTL_SECONDS * 1000).toISOString(),
    used_at: null,
  }
  await ctx.db.deleteFrom('sso_logins').where('expires_at', '<', ctx.now().toISOString()).execute()
  await ctx.db.insertInto('sso_logins').values(login).execute()
  const url = authorizeUrl(meta, {
    clientId: config.client_id,
    redirectUri: login.redirect_uri,
    state,
    nonce: login.nonce,
    codeVerifier: login.code_verifier,
    loginHint: email,
  })
  return { AuthorizeUrl: url, State: state }
}

/** Takes a round trip back once: unknown, used or expired states are refused alike. */
async function claimLogin(ctx: CallContext, state: string) {
  const now = ctx.now().toISOString()
  const row = await ctx.db.selectFrom('sso_logins').selectAll().where('state', '=', state).executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= now) throw new ApiError(ErrorCode.LinkExpired, 'ssoStateInvalid')
  const claimed = await ctx.db.updateTable('sso_logins').set({ used_at: now }).where('state', '=', state).where('used_at', 'is', null).executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(ErrorCode.LinkExpired, 'ssoStateInvalid')
  return row
}

async function accountOf(ctx: CallContext, companyId: number, email: string): Promise<AccountRow> {
  const account = await ctx.db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select(['users.id', 'users.company_id', 'users.person_id', 'users.user_name', 'users.password_hash', 'users.has_personal_account', 'users.status'])
    .where('users.company_id', '=', companyId)
    .where('persons.email', '=', email)
    .where('persons.status', '>=', 0)
    .orderBy('users.id')
    .executeTakeFirst()
  if (account) return account
  const company = await ctx.db.selectFrom('companies').select(['name', 'name_en']).where('id', '=', companyId).executeTakeFirstOrThrow()
  throw new ApiError(ErrorCode.NotFound, 'ssoUnknownUser', { email, company: companyName(company.name, company.name_en, ctx.lang) })
}

export async function finishSso(ctx: CallContext, body: { Code: string; State: string }): Promise<SsoFinishRes> {
  const login = await claimLogin(ctx, body.State)
  const config = await configOf(ctx.deps, login.company_id)
  if (!config || config.enabled !== 1) throw new ApiError(ErrorCode.LinkExpired, 'ssoStateInvalid')
  const claims = await (async () => {
    const meta = await discover(config.issuer)
    const idToken = await exchangeCode(
      meta,
      { id: config.client_id, secret: config.client_secret },
      { code: body.Code, redirectUri: login.redirect_uri, codeVerifier: login.code_verifier },
    )
    return verifyIdToken(idToken, meta, { issuer: config.issuer, clientId: config.client_id, nonce: login.nonce, now: Math.floor(ctx.now().getTime() / 1000) })
  })().catch((e: unknown) => unreachable(ctx, e))
  if (typeof claims.email !== 'string' || claims.email_verified === false) unreachable(ctx, new SsoRefusal('noEmail'))
  const email = normalizeEmail(claims.email)
  if (!domainsOf(config).includes(email.slice(email.lastIndexOf('@') + 1))) unreachable(ctx, new SsoRefusal('noEmail', 'another domain'))
  const account = await accountOf(ctx, login.company_id, email)
  const session = await startSession(ctx.deps, account, LOGIN_TYPES.Unit)
  return { ...session, Redirect: login.land }
}

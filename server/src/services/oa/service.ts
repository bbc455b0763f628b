/**
 * Office-automation sign-in (docs/sign-in.md#office-automation-sign-in). A company's OA system
 * signs a ticket — company code, employee (number or e-mail), Unix timestamp, nonce and the route
 * to open — with HMAC-SHA256 under the secret the administrator took from oa/rotateSecret, and
 * opens /callback4Oa with it; login/oaLogin believes a ticket whose signature is the company's,
 * which is fresh (OA_TICKET_TTL_SECONDS, plus the allowed clock skew either way) and whose nonce
 * was never used, and signs in the employee it names.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { ErrorCode, LOGIN_TYPES, type ErrorCodeValue } from '../../../../types/api'
import type { MessageKey } from '../../i18n'
import {
  OA_TICKET_TTL_SECONDS,
  oaTicketText,
  type OaAuthDetail,
  type OaLoginReq,
  type OaLoginRes,
  type OaRefusal,
  type OaSecretRes,
  type OaSettings,
  type OaSettingsSaveReq,
  type OaTryLinkRes,
} from '../../../../types/api/oa'
import type { AppDeps } from '../../deps'
import { ApiError, fail } from '../../errors'
import type { AuthedContext, CallContext } from '../../http/context'
import { normalizeEmail } from '../../lib/contact'
import { randomToken } from '../../lib/crypto'
import { companyName } from '../../lib/names'
import { startSession, type AccountRow } from '../accounts'
import type { CompanyOaTable } from './tables'

export const OA_CALLBACK_ROUTE = '/#/callback4Oa'
const DEFAULT_SKEW_SECONDS = 30

/** Each refusal: its code and message key (i18n-sign-in.ts); ResultData.Reason names it. */
const REFUSALS: Record<OaRefusal, { code: ErrorCodeValue; key: MessageKey }> = {
  company: { code: ErrorCode.NotFound, key: 'oaUnknownCompany' },
  off: { code: ErrorCode.NoPermission, key: 'oaOff' },
  signature: { code: ErrorCode.WrongCredentials, key: 'oaBadSignature' },
  expired: { code: ErrorCode.LinkExpired, key: 'oaExpired' },
  reused: { code: ErrorCode.LinkExpired, key: 'oaReused' },
  unknownEmployee: { code: ErrorCode.NotFound, key: 'oaUnknownEmployee' },
}

function refuse(ctx: CallContext, reason: OaRefusal, params?: Record<string, string>): never {
  ctx.deps.log.warn({ reason }, 'office-automation sign-in refused')
  const r = REFUSALS[reason]
  throw new ApiError(r.code, r.key, params, { Reason: reason })
}

/** hex(HMAC-SHA256(secret, oaTicketText(ticket))). */
export const signOaTicket = (secret: string, ticket: Omit<OaLoginReq, 'Sign'>): string =>
  createHmac('sha256', secret).update(oaTicketText(ticket)).digest('hex')

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Only an in-app route: '/x…', never '//host' or an address with a scheme. */
const inAppRoute = (r: string | undefined): string => (r && r.startsWith('/') && !r.startsWith('//') && !r.includes('://') && !r.includes('\\') ? r : '')

const configOf = (deps: AppDeps, companyId: number) => deps.db.selectFrom('company_oa').selectAll().where('company_id', '=', companyId).executeTakeFirst()
const companyByCode = (deps: AppDeps, code: string) =>
  deps.db.selectFrom('companies').select(['id', 'code', 'name', 'name_en']).where('code', '=', code.trim()).where('status', '=', 1).executeTakeFirst()

function settingsOf(ctx: CallContext, code: string, row: CompanyOaTable | undefined): OaSettings {
  return {
    Enabled: row?.enabled === 1,
    OaName: row?.oa_name ?? '',
    HasSecret: (row?.secret ?? '') !== '',
    ClockSkewSeconds: row?.clock_skew_seconds ?? DEFAULT_SKEW_SECONDS,
    CompanyCode: code,
    CallbackUrl: ctx.siteOrigin + OA_CALLBACK_ROUTE,
  }
}

async function ownCompany(ctx: AuthedContext) {
  const company = await ctx.db.selectFrom('companies').select('code').where('id', '=', ctx.caller.companyId).executeTakeFirstOrThrow()
  return { code: company.code, row: await configOf(ctx.deps, ctx.caller.companyId) }
}

export async function oaSettings(ctx: AuthedContext): Promise<OaSettings> {
  const { code, row } = await ownCompany(ctx)
  return settingsOf(ctx, code, row)
}

async function writeConfig(ctx: AuthedContext, row: Omit<CompanyOaTable, 'company_id' | 'updated_at'>): Promise<CompanyOaTable> {
  const values = { ...row, updated_at: ctx.now().toISOString() }
  await ctx.db
    .insertInto('company_oa')
    .values({ company_id: ctx.caller.companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute()
  return { company_id: ctx.caller.companyId, ...values }
}

export async function saveOaSettings(ctx: AuthedContext, body: OaSettingsSaveReq): Promise<OaSettings> {
  const { code, row } = await ownCompany(ctx)
  const secret = row?.secret ?? ''
  if (body.Enabled && !secret) throw fail.validation('oaNoSecret')
  const saved = await writeConfig(ctx, { enabled: body.Enabled ? 1 : 0, oa_name: body.OaName.trim(), secret, clock_skew_seconds: body.ClockSkewSeconds })
  return settingsOf(ctx, code, saved)
}

/** A new secret: answered this once; tickets signed with the old one are refused from now on. */
export async function rotateOaSecret(ctx: AuthedContext): Promise<OaSecretRes> {
  const { code, row } = await ownCompany(ctx)
  const secret = randomBytes(32).toString('hex')
  const saved = await writeConfig(ctx, {
    enabled: row?.enabled ?? 0,
    oa_name: row?.oa_name ?? '',
    secret,
    clock_skew_seconds: row?.clock_skew_seconds ?? DEFAULT_SKEW_SECONDS,
  })
  return { Secret: secret, Settings: settingsOf(ctx, code, saved) }
}

/** The sandbox OA party: a ticket for the administrator themself, signed as the company's OA system would. */
export async function oaTryLink(ctx: AuthedContext, body: { Redirect?: string }): Promise<OaTryLinkRes> {
  const { code, row } = await ownCompany(ctx)
  if (!row || row.enabled !== 1 || !row.secret) throw fail.validation('oaNoSecret')
  const me = await ctx.db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select(['persons.employee_no', 'persons.email'])
    .where('users.id', '=', ctx.caller.userId)
    .executeTakeFirstOrThrow()
  const employee = me.employee_no?.trim() || me.email?.trim()
  if (!employee) throw fail.validation('oaNoIdentity')
  const ticket = {
    Company: code,
    Employee: employee,
    Timestamp: Math.floor(ctx.now().getTime() / 1000),
    Nonce: randomToken().slice(0, 32),
    Redirect: inAppRoute(body.Redirect),
  }
  const q = new URLSearchParams({
    company: ticket.Company,
    employee: ticket.Employee,
    ts: String(ticket.Timestamp),
    nonce: ticket.Nonce,
    ...(ticket.Redirect ? { redirect: ticket.Redirect } : {}),
    sign: signOaTicket(row.secret, ticket),
  })
  return { Url: `${ctx.siteOrigin}${OA_CALLBACK_ROUTE}?${q.toString()}` }
}

export async function oaAuthDetail(ctx: CallContext, body: { Company: string }): Promise<OaAuthDetail> {
  const company = await companyByCode(ctx.deps, body.Company)
  if (!company) return { CompanyName: '', OaName: '', Enabled: false }
  const row = await configOf(ctx.deps, company.id)
  return { CompanyName: companyName(company.name, company.name_en, ctx.lang), OaName: row?.oa_name ?? '', Enabled: row?.enabled === 1 && row.secret !== '' }
}

/** Takes the nonce once: a second ticket with it, signed or not by the same party, is refused. */
async function takeNonce(ctx: CallContext, companyId: number, nonce: string, keepUntil: Date): Promise<boolean> {
  await ctx.db.deleteFrom('oa_nonces').where('expires_at', '<', ctx.now().toISOString()).execute()
  const r = await ctx.db
    .insertInto('oa_nonces')
    .values({ company_id: companyId, nonce, expires_at: keepUntil.toISOString() })
    .onConflict((oc) => oc.columns(['company_id', 'nonce']).doNothing())
    .executeTakeFirst()
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
}

async function employeeOf(ctx: CallContext, companyId: number, employee: string): Promise<AccountRow | undefined> {
  const key = employee.trim()
  const email = key.includes('@') ? normalizeEmail(key) : null
  return ctx.db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select(['users.id', 'users.company_id', 'users.person_id', 'users.user_name', 'users.password_hash', 'users.has_personal_account', 'users.status'])
    .where('users.company_id', '=', companyId)
    .where('persons.status', '>=', 0)
    .where((eb) => (email ? eb('persons.email', '=', email) : eb('persons.employee_no', '=', key)))
    .orderBy('users.id')
    .executeTakeFirst()
}

export async function oaLogin(ctx: CallContext, body: OaLoginReq): Promise<OaLoginRes> {
  const company = await companyByCode(ctx.deps, body.Company)
  if (!company) refuse(ctx, 'company')
  const config = await configOf(ctx.deps, company.id)
  if (!config || config.enabled !== 1 || !config.secret) refuse(ctx, 'off', { company: companyName(company.name, company.name_en, ctx.lang) })
  if (!sameSignature(signOaTicket(config.secret, body), body.Sign)) refuse(ctx, 'signature')
  const now = ctx.now().getTime() / 1000
  const skew = config.clock_skew_seconds
  if (body.Timestamp > now + skew || now - body.Timestamp > OA_TICKET_TTL_SECONDS + skew) refuse(ctx, 'expired')
  const keepUntil = new Date((body.Timestamp + OA_TICKET_TTL_SECONDS + skew + 1) * 1000)
  if (!(await takeNonce(ctx, company.id, body.Nonce, keepUntil))) refuse(ctx, 'reused')
  const account = await employeeOf(ctx, company.id, body.Employee)
  if (!account) refuse(ctx, 'unknownEmployee', { employee: body.Employee, company: companyName(company.name, company.name_en, ctx.lang) })
  const session = await startSession(ctx.deps, account, LOGIN_TYPES.Unit)
  return { ...session, Redirect: inAppRoute(body.Redirect) }
}

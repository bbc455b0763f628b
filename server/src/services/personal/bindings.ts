/**
 * Third-party account bindings (/personal/jointBinding, cTripBind, huaZhuBind, meituanBind,
 * accountAssociated; User/ThreePartyBind calls). One row per user and provider. A 'Code'
 * provider binds at once with the account's phone and the code sent to it; a 'Link' provider
 * goes Verifying when the link is issued and Bound when the provider calls back with the link's
 * token (a link not confirmed in BIND_LINK_TTL_SECONDS reads as Unbound again). An account is
 * bound to at most one user per provider (1008). docs/personal.md#third-party-bindings.
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import type { SentCodeRes } from '../../../../types/api/auth'
import type {
  ThirdPartyBindReq,
  ThirdPartyBinding,
  ThirdPartyCompleteReq,
  ThirdPartyCompleteRes,
  ThirdPartyLinkRes,
  ThirdPartyListRes,
  ThirdPartySendCodeReq,
} from '../../../../types/api/personal'
import { BIND_LINK_TTL_SECONDS, BIND_METHODS, BIND_PROVIDERS, type BindProvider, type BindState } from '../../../../types/api/personal-values'
import type { Database } from '../../db/schema'
import { ApiError, fail } from '../../errors'
import type { AuthedContext, CallContext } from '../../http/context'
import { checkMobile, maskPhone, normalizeCountryCode, phoneTarget } from '../../lib/contact'
import { randomToken, sha256 } from '../../lib/crypto'
import { maskMobile } from '../../lib/mask'
import { addSeconds, chinaDateTime } from '../../lib/time'
import { issueCode, verifyCode } from '../codes'
import type { BindingRow } from './tables'
import { equal } from '../../db/match'

const stateError = (key: 'bindingState' | 'bindingLinkInvalid' = 'bindingState') => new ApiError(ErrorCode.BindingStateInvalid, key)

/** A row's state now: an expired link reads as Unbound. */
function stateOf(row: BindingRow | undefined, now: string): BindState {
  if (!row) return 'Unbound'
  if (row.state === 'Verifying' && (row.link_expires_at ?? '') <= now) return 'Unbound'
  return row.state as BindState
}

function view(provider: BindProvider, row: BindingRow | undefined, now: string): ThirdPartyBinding {
  const state = stateOf(row, now)
  const account = state === 'Bound' && row ? (row.account.split(' ').pop() ?? '') : ''
  return {
    Provider: provider,
    Method: BIND_METHODS[provider],
    State: state,
    Account: account ? maskMobile(account) : '',
    BoundAt: state === 'Bound' && row?.bound_at ? chinaDateTime(row.bound_at) : '',
    LinkExpiresAt: state === 'Verifying' && row?.link_expires_at ? chinaDateTime(row.link_expires_at) : '',
  }
}

const rowOf = (db: Kysely<Database>, userId: number, provider: string) =>
  db.selectFrom('third_party_bindings').selectAll().where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst()

export async function listBindings(ctx: AuthedContext): Promise<ThirdPartyListRes> {
  const rows = await ctx.db
    .selectFrom('third_party_bindings')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
    .execute()
  const now = ctx.now().toISOString()
  return {
    Bindings: BIND_PROVIDERS.map((p) =>
      view(
        p,
        rows.find((r) => r.provider === p),
        now,
      ),
    ),
  }
}

/** Refuses when the provider account is bound to someone else. */
async function checkAccountFree(db: Kysely<Database>, userId: number, provider: string, account: string): Promise<void> {
  const other = await db
    .selectFrom('third_party_bindings')
    .select('user_id')
    .where((eb) => equal(eb, { provider, account, state: 'Bound' }))
    .where('user_id', '!=', userId)
    .executeTakeFirst()
  if (other) throw fail.alreadyExists('bindingTaken')
}

async function upsert(
  ctx: AuthedContext,
  db: Kysely<Database>,
  provider: string,
  set: Partial<Omit<BindingRow, 'id' | 'company_id' | 'user_id' | 'provider'>>,
): Promise<void> {
  const { companyId, userId } = ctx.caller
  const at = ctx.now().toISOString()
  await db
    .insertInto('third_party_bindings')
    .values({
      company_id: companyId,
      user_id: userId,
      provider,
      state: 'Unbound',
      account: '',
      link_token_hash: null,
      link_expires_at: null,
      bound_at: null,
      updated_at: at,
      ...set,
    })
    .onConflict((oc) => oc.columns(['user_id', 'provider']).doUpdateSet({ ...set, updated_at: at }))
    .execute()
}

function codeProvider(provider: BindProvider): void {
  if (BIND_METHODS[provider] !== 'Code') throw stateError()
}

export async function sendBindCode(ctx: AuthedContext, req: ThirdPartySendCodeReq): Promise<SentCodeRes> {
  codeProvider(req.Provider)
  const cc = normalizeCountryCode(req.MobileCountryCode)
  checkMobile(req.Account, cc)
  if (stateOf(await rowOf(ctx.db, ctx.caller.userId, req.Provider), ctx.now().toISOString()) === 'Bound') throw stateError()
  await checkAccountFree(ctx.db, ctx.caller.userId, req.Provider, phoneTarget(cc, req.Account))
  // The provider's code, simulated by the codes service: it goes to the account's phone.
  return issueCode(ctx.deps, {
    purpose: 'ThirdPartyBind',
    channel: 'sms',
    target: `${req.Provider}:${phoneTarget(cc, req.Account)}`,
    maskedTarget: maskPhone(cc, req.Account),
    userId: ctx.caller.userId,
    companyId: ctx.caller.companyId,
  })
}

export async function bindWithCode(ctx: AuthedContext, req: ThirdPartyBindReq): Promise<ThirdPartyBinding> {
  codeProvider(req.Provider)
  const cc = normalizeCountryCode(req.MobileCountryCode)
  checkMobile(req.Account, cc)
  const account = phoneTarget(cc, req.Account)
  if (stateOf(await rowOf(ctx.db, ctx.caller.userId, req.Provider), ctx.now().toISOString()) === 'Bound') throw stateError()
  await checkAccountFree(ctx.db, ctx.caller.userId, req.Provider, account)
  const { userId } = await verifyCode(ctx.deps, 'ThirdPartyBind', `${req.Provider}:${account}`, req.Code)
  if (userId !== ctx.caller.userId) throw new ApiError(ErrorCode.CodeInvalid, 'codeInvalid')
  await upsert(ctx, ctx.db, req.Provider, { state: 'Bound', account, link_token_hash: null, link_expires_at: null, bound_at: ctx.now().toISOString() })
  return view(req.Provider, await rowOf(ctx.db, ctx.caller.userId, req.Provider), ctx.now().toISOString())
}

export async function startLink(ctx: AuthedContext, provider: BindProvider): Promise<ThirdPartyLinkRes> {
  if (BIND_METHODS[provider] !== 'Link') throw stateError()
  const now = ctx.now()
  if (stateOf(await rowOf(ctx.db, ctx.caller.userId, provider), now.toISOString()) === 'Bound') throw stateError()
  const token = randomToken()
  await upsert(ctx, ctx.db, provider, {
    state: 'Verifying',
    account: '',
    link_token_hash: sha256(token),
    link_expires_at: addSeconds(now, BIND_LINK_TTL_SECONDS).toISOString(),
    bound_at: null,
  })
  return {
    Binding: view(provider, await rowOf(ctx.db, ctx.caller.userId, provider), now.toISOString()),
    // The reference server has no provider page: the link names the provider and carries the token it calls back with.
    LinkUrl: `https://open.${provider.toLowerCase()}.example/authorize?state=${token}`,
    LinkToken: token,
  }
}

/** The provider's callback: no session, the link's token proves which binding it is. */
export async function completeLink(ctx: CallContext, req: ThirdPartyCompleteReq): Promise<ThirdPartyCompleteRes> {
  const now = ctx.now().toISOString()
  const row = await ctx.db.selectFrom('third_party_bindings').selectAll().where('link_token_hash', '=', sha256(req.LinkToken)).executeTakeFirst()
  if (!row || stateOf(row, now) !== 'Verifying') throw stateError('bindingLinkInvalid')
  const account = req.Account.trim()
  await checkAccountFree(ctx.db, row.user_id, row.provider, account)
  await ctx.db
    .updateTable('third_party_bindings')
    .set({ state: 'Bound', account, link_token_hash: null, link_expires_at: null, bound_at: now, updated_at: now })
    .where((eb) => equal(eb, { id: row.id, state: 'Verifying' }))
    .execute()
  return { Provider: row.provider as BindProvider, State: 'Bound' }
}

export async function unbind(ctx: AuthedContext, provider: BindProvider): Promise<ThirdPartyBinding> {
  const now = ctx.now().toISOString()
  if (stateOf(await rowOf(ctx.db, ctx.caller.userId, provider), now) === 'Unbound') throw stateError()
  await upsert(ctx, ctx.db, provider, { state: 'Unbound', account: '', link_token_hash: null, link_expires_at: null, bound_at: null })
  return view(provider, undefined, now)
}

/**
 * The number of a user's bound account with a provider (the country code left out), or null when
 * not bound: a product whose supplier is that provider records it on the user's bookings as the
 * member number the points go to.
 */
export async function boundAccount(db: Kysely<Database>, userId: number, provider: BindProvider, now: string): Promise<string | null> {
  const row = await rowOf(db, userId, provider)
  if (stateOf(row, now) !== 'Bound' || !row?.account) return null
  return row.account.split(' ').pop() ?? null
}

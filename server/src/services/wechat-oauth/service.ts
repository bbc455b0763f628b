/**
 * WeChat in its own browser (docs/sign-in.md#wechat-in-its-browser): the code of WeChat's web
 * authorization signs in the person who bound its openid, binds it to the signed-in caller, or is
 * kept (as a ten-minute ticket) until the person signs in with a password and binds it; and the
 * JS-SDK config of a page of the site's own origins.
 */
import { ErrorCode, LOGIN_TYPES } from '../../../../types/api'
import type { WeChatJsConfig, WeChatOAuthCallBackReq, WeChatOAuthCallBackRes, WeChatOfficialAccount } from '../../../../types/api/wechat-oauth'
import { ApiError, fail } from '../../errors'
import type { Caller, CallContext } from '../../http/context'
import { randomToken } from '../../lib/crypto'
import { accountById, startSession } from '../accounts'
import { jsSdkSignature, officialAccountChannel, type OfficialAccountChannel } from './channel'

/** How long an openid nobody bound waits for its person to sign in. */
export const BIND_TICKET_TTL_SECONDS = 600
/** The server route WeChat returns to; it hands code and state on to /#/callback. */
export const WECHAT_CALLBACK_PATH = '/wechat/oauth/callback'

let channel: OfficialAccountChannel | null | undefined
/** The channel of this process's environment; null where there is none (production without WeChat's settings). */
export function channelOrNull(): OfficialAccountChannel | null {
  channel = channel === undefined ? officialAccountChannel() : channel
  return channel
}

function theChannel(): OfficialAccountChannel {
  const c = channelOrNull()
  if (!c) throw new ApiError(ErrorCode.ServiceUnavailable, 'wxUnavailable')
  return c
}

async function bind(ctx: CallContext, caller: Caller, openid: string): Promise<WeChatOAuthCallBackRes> {
  const row = { company_id: caller.companyId, user_id: caller.userId, created_at: ctx.now().toISOString() }
  await ctx.db
    .insertInto('wechat_oauth_bindings')
    .values({ openid, ...row })
    .onConflict((oc) => oc.column('openid').doUpdateSet(row))
    .execute()
  return { Outcome: 'Bound' }
}

/** Takes a bind ticket once: unknown, used or expired ones are refused alike. */
async function claimTicket(ctx: CallContext, ticket: string): Promise<string> {
  const now = ctx.now().toISOString()
  const row = await ctx.db.selectFrom('wechat_oauth_tickets').selectAll().where('ticket', '=', ticket).executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= now) throw new ApiError(ErrorCode.LinkExpired, 'wxBindTicketInvalid')
  const claimed = await ctx.db
    .updateTable('wechat_oauth_tickets')
    .set({ used_at: now })
    .where('ticket', '=', ticket)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError(ErrorCode.LinkExpired, 'wxBindTicketInvalid')
  return row.openid
}

async function keepForBinding(ctx: CallContext, openid: string): Promise<WeChatOAuthCallBackRes> {
  const now = ctx.now()
  await ctx.db.deleteFrom('wechat_oauth_tickets').where('expires_at', '<', now.toISOString()).execute()
  const ticket = randomToken()
  await ctx.db
    .insertInto('wechat_oauth_tickets')
    .values({ ticket, openid, expires_at: new Date(now.getTime() + BIND_TICKET_TTL_SECONDS * 1000).toISOString(), used_at: null })
    .execute()
  return { Outcome: 'NeedSignIn', BindTicket: ticket }
}

export async function wechatOAuthCallBack(ctx: CallContext, body: WeChatOAuthCallBackReq): Promise<WeChatOAuthCallBackRes> {
  if (body.BindTicket) {
    const caller = ctx.requireCaller()
    return bind(ctx, caller, await claimTicket(ctx, body.BindTicket))
  }
  if (!body.Code) throw fail.validation('wxCodeMissing')
  const openid = await theChannel().openIdOf(body.Code)
  if (!openid) throw new ApiError(ErrorCode.WrongCredentials, 'wxCodeRefused')
  if (ctx.caller) return bind(ctx, ctx.caller, openid)
  const bound = await ctx.db.selectFrom('wechat_oauth_bindings').selectAll().where('openid', '=', openid).executeTakeFirst()
  const account = bound ? await accountById(ctx.db, bound.company_id, bound.user_id).catch(() => null) : null
  const person = account ? await ctx.db.selectFrom('persons').select('status').where('id', '=', account.person_id).executeTakeFirst() : undefined
  if (!account || !person || person.status < 0) return keepForBinding(ctx, openid)
  return { Outcome: 'SignedIn', Session: await startSession(ctx.deps, account, LOGIN_TYPES.Unit) }
}

/** The origins whose pages may be configured: the site's own, and WECHAT_MP_JS_ORIGINS. */
function ownOrigin(ctx: CallContext, c: OfficialAccountChannel, url: string): boolean {
  let origin: string
  try {
    const u = new URL(url)
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return false
    origin = u.origin
  } catch {
    return false
  }
  return [ctx.siteOrigin, ...c.jsOrigins].includes(origin)
}

export async function wechatJsConfig(ctx: CallContext, body: { Url: string }): Promise<WeChatJsConfig> {
  const c = theChannel()
  // WeChat signs the address without its fragment.
  const url = body.Url.split('#')[0]
  if (!ownOrigin(ctx, c, url)) throw new ApiError(ErrorCode.NoPermission, 'wxForeignOrigin')
  const timestamp = Math.floor(ctx.now().getTime() / 1000)
  const nonceStr = randomToken().slice(0, 16)
  const ticket = await c.jsapiTicket().catch((e: unknown) => {
    ctx.deps.log.warn({ err: String(e) }, 'WeChat jsapi_ticket unavailable')
    throw new ApiError(ErrorCode.ServiceUnavailable, 'wxUnavailable')
  })
  return { AppId: c.appId, Timestamp: timestamp, NonceStr: nonceStr, Signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }), Sandbox: c.sandbox }
}

export function officialAccount(): WeChatOfficialAccount {
  const c = theChannel()
  return { Name: c.account.name, FollowUrl: c.account.followUrl, Sandbox: c.sandbox }
}

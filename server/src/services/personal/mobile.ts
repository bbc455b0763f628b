/**
 * Changing the bound phone (/personal/linkCellPhone): a code goes to the NEW phone (codes
 * service, purpose 'ChangeMobile', the daily quota of docs/constants.md), and the change happens
 * when that code comes back from the same user. A phone another account uses is refused on both
 * steps (1008), and checked again inside the change's transaction.
 */
import type { Kysely } from 'kysely'
import type { SentCodeRes } from '../../../../types/api/auth'
import type { BindMobileReq, BindMobileRes, SendBindMobileCodeReq } from '../../../../types/api/personal'
import { ErrorCode } from '../../../../types/api'
import type { Database } from '../../db/schema'
import { ApiError, fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { checkMobile, maskPhone, normalizeCountryCode, phoneTarget } from '../../lib/contact'
import { findByMobile } from '../accounts'
import { issueCode, verifyCode } from '../codes'
import { equal } from '../../db/match'

async function checkNewPhone(ctx: AuthedContext, db: Kysely<Database>, countryCode: string, mobile: string): Promise<void> {
  checkMobile(mobile, countryCode)
  const me = await db.selectFrom('persons').select(['mobile', 'mobile_country_code']).where('id', '=', ctx.caller.personId).executeTakeFirstOrThrow()
  if (me.mobile === mobile && me.mobile_country_code === countryCode) throw fail.validation('mobileUnchanged')
  const owner = await findByMobile(db, countryCode, mobile)
  if (owner && owner.id !== ctx.caller.userId) throw fail.alreadyExists('mobileTaken')
}

export async function sendBindMobileCode(ctx: AuthedContext, req: SendBindMobileCodeReq): Promise<SentCodeRes> {
  const countryCode = normalizeCountryCode(req.MobileCountryCode)
  await checkNewPhone(ctx, ctx.db, countryCode, req.Mobile)
  return issueCode(ctx.deps, {
    purpose: 'ChangeMobile',
    channel: 'sms',
    target: phoneTarget(countryCode, req.Mobile),
    maskedTarget: maskPhone(countryCode, req.Mobile),
    userId: ctx.caller.userId,
    companyId: ctx.caller.companyId,
  })
}

export async function bindMobile(ctx: AuthedContext, req: BindMobileReq): Promise<BindMobileRes> {
  const countryCode = normalizeCountryCode(req.MobileCountryCode)
  await checkNewPhone(ctx, ctx.db, countryCode, req.Mobile)
  const { userId } = await verifyCode(ctx.deps, 'ChangeMobile', phoneTarget(countryCode, req.Mobile), req.Code)
  // A code another user asked for this phone is no proof for this one.
  if (userId !== ctx.caller.userId) throw new ApiError(ErrorCode.CodeInvalid, 'codeInvalid')
  await ctx.db.transaction().execute(async (trx) => {
    await checkNewPhone(ctx, trx as unknown as Kysely<Database>, countryCode, req.Mobile)
    await trx
      .updateTable('persons')
      .set({ mobile: req.Mobile, mobile_country_code: countryCode })
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, id: ctx.caller.personId }))
      .execute()
  })
  return { MaskedMobile: maskPhone(countryCode, req.Mobile) }
}

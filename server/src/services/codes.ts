/**
 * One-time codes sent by SMS or e-mail, with the daily quota of docs/constants.md (at most N codes per
 * purpose per day, counted both per user and per phone or e-mail address). Later domains that
 * need a fresh phone check (bind mobile, 12306 verification) call verifyCode('MobileCheck', ...);
 * company registration proves the administrator's phone with verifyCode('Register', ...).
 */
import { ErrorCode } from '../../../types/api'
import type { AppDeps, OutboundCode } from '../deps'
import { ApiError } from '../errors'
import { randomDigits, randomToken, sha256 } from '../lib/crypto'
import { addSeconds, chinaDay } from '../lib/time'
import { equal } from '../db/match'

/**
 * What a code is for; a code only works for its own purpose. 'Register' codes go to a phone no
 * account uses yet, so they belong to no user (user_id null) and count per phone only.
 */
export type CodePurpose = 'LoginSms' | 'LoginEmail' | 'ForgotSms' | 'ForgotEmail' | 'MobileCheck' | 'Register' | 'ChangeMobile' | 'ThirdPartyBind'

export const CODE_TTL_SECONDS = 600
/** Wrong entries after which a code is dead and a new one is needed. */
export const MAX_CODE_ATTEMPTS = 5
export const RESET_TICKET_TTL_SECONDS = 900
const RESET_TICKET = 'ResetTicket'

export interface CodeRequest {
  purpose: CodePurpose
  channel: OutboundCode['channel']
  /** Normalised address the code is bound to (see lib/contact phoneTarget / normalizeEmail). */
  target: string
  maskedTarget: string
  userId: number | null
  companyId: number | null
}

export interface SentCode {
  MaskedTarget: string
  ExpiresInSeconds: number
  /** Only when DEMO_SMS_ECHO=1: the code itself, for automated browser tests. */
  DevCode?: string
}

export async function issueCode(deps: AppDeps, req: CodeRequest): Promise<SentCode> {
  const now = deps.clock()
  const day = chinaDay(now)
  const limit = deps.config.codeDailyLimit
  let q = deps.db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => equal(eb, { purpose: req.purpose, day }))
  q = req.userId === null ? q.where('target', '=', req.target) : q.where((eb) => eb.or([eb('target', '=', req.target), eb('user_id', '=', req.userId)]))
  const { n } = await q.executeTakeFirstOrThrow()
  if (Number(n) >= limit) throw new ApiError(ErrorCode.TooManyCodes, 'tooManyCodes', { limit })

  const code = randomDigits(6)
  await deps.db
    .insertInto('verification_codes')
    .values({
      purpose: req.purpose,
      target: req.target,
      user_id: req.userId,
      company_id: req.companyId,
      code_hash: sha256(code),
      day,
      created_at: now.toISOString(),
      expires_at: addSeconds(now, CODE_TTL_SECONDS).toISOString(),
      attempts: 0,
      consumed_at: null,
    })
    .execute()
  await deps.notifier({ channel: req.channel, to: req.target, maskedTo: req.maskedTarget, code, purpose: req.purpose })
  return {
    MaskedTarget: req.maskedTarget,
    ExpiresInSeconds: CODE_TTL_SECONDS,
    ...(deps.config.demoSmsEcho ? { DevCode: code } : {}),
  }
}

/**
 * Checks and spends the newest code sent to `target` for `purpose` (a newer code replaces older
 * ones). Returns the user the code was sent for. Throws CodeInvalid (1007) otherwise, with
 * ResultData { Reason: 'Wrong' } for a wrong code and { Reason: 'Expired' } for an expired, used or dead one.
 */
export async function verifyCode(deps: AppDeps, purpose: CodePurpose, target: string, code: string): Promise<{ userId: number | null }> {
  const now = deps.clock().toISOString()
  const row = await deps.db
    .selectFrom('verification_codes')
    .selectAll()
    .where((eb) => equal(eb, { purpose, target }))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row || row.consumed_at !== null || row.expires_at <= now || row.attempts >= MAX_CODE_ATTEMPTS) {
    throw new ApiError(ErrorCode.CodeInvalid, 'codeExpired', undefined, { Reason: 'Expired' })
  }
  if (row.code_hash !== sha256(code.trim())) {
    await deps.db
      .updateTable('verification_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute()
    throw new ApiError(ErrorCode.CodeInvalid, 'codeInvalid', undefined, { Reason: 'Wrong' })
  }
  // Spent once: of two requests with the same code at the same moment, only one wins.
  const spent = await deps.db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  if (Number(spent.numUpdatedRows) !== 1) throw new ApiError(ErrorCode.CodeInvalid, 'codeExpired', undefined, { Reason: 'Expired' })
  return { userId: row.user_id }
}

/** A short-lived ticket proving a passed phone check, redeemed by user/resetPassword/v2. Not counted in the quota. */
export async function issueResetTicket(deps: AppDeps, userId: number, companyId: number): Promise<string> {
  const now = deps.clock()
  const ticket = randomToken()
  await deps.db
    .insertInto('verification_codes')
    .values({
      purpose: RESET_TICKET,
      target: `user:${userId}`,
      user_id: userId,
      company_id: companyId,
      code_hash: sha256(ticket),
      day: chinaDay(now),
      created_at: now.toISOString(),
      expires_at: addSeconds(now, RESET_TICKET_TTL_SECONDS).toISOString(),
      attempts: 0,
      consumed_at: null,
    })
    .execute()
  return ticket
}

export async function redeemResetTicket(deps: AppDeps, ticket: string): Promise<number> {
  const now = deps.clock().toISOString()
  const row = await deps.db
    .selectFrom('verification_codes')
    .select(['id', 'user_id', 'expires_at', 'consumed_at'])
    .where((eb) => equal(eb, { purpose: RESET_TICKET, code_hash: sha256(ticket) }))
    .executeTakeFirst()
  if (!row || row.user_id === null || row.consumed_at !== null || row.expires_at <= now) {
    throw new ApiError(ErrorCode.CodeInvalid, 'resetTicketInvalid')
  }
  await deps.db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', row.id).execute()
  return row.user_id
}

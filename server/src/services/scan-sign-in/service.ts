/**
 * Scan to sign in. A browser asks for a code (CreateScanCode) and receives it with a secret only
 * it holds; a signed-in phone reads the code (QR or typed), sees who and where asks
 * (GetScanCodeInfo) and confirms or declines (DecideScanCode); the browser polls with the secret
 * (PollScanCode) and, once confirmed, receives a session of the phone's account, once.
 *
 * Refusals: an unknown code 1007 (counted as a failed sign-in of the phone's address, like a wrong
 * SMS code); a code expired, already used or declined 1020 with ResultData { Status }; a poll
 * without the code's secret 1005, as if the code did not exist.
 */
import type { Selectable } from 'kysely'
import { ErrorCode, type LoginType } from '../../../../types/api'
import type {
  CreateScanCodeReq,
  CreateScanCodeRes,
  DecideScanCodeReq,
  PollScanCodeReq,
  PollScanCodeRes,
  ScanCodeInfoRes,
} from '../../../../types/api/scan-sign-in'
import { ApiError } from '../../errors'
import type { AuthedContext, CallContext } from '../../http/context'
import { randomChars, randomToken, sha256 } from '../../lib/crypto'
import { defineTexts, rows } from '../../lib/texts'
import { addSeconds } from '../../lib/time'
import { accountById, startSession } from '../accounts'
import { countHit } from '../client-limits'
import type { ScanSignInsTable } from './tables'
import { cleanTimeZone, describeAgent, maskAddress, networkOf, plainAddress } from './where'

export const SCAN_CODE_TTL_SECONDS = 120
/** Polls per code and minute: the page polls every 2 s. */
export const SCAN_POLLS_PER_MINUTE = 45
/** No 0/O, 1/I/L: a code read aloud or typed from a screen. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

const { error } = defineTexts(
  rows({
    scanCodeUnknown: [
      '登录码不存在，请核对后重新输入',
      '登入碼不存在，請核對後重新輸入',
      'There is no such sign-in code. Check it and try again.',
      'このログインコードは存在しません。確認してもう一度入力してください',
    ],
    scanCodeExpired: [
      '登录码已过期，请在电脑上刷新二维码',
      '登入碼已過期，請在電腦上重新整理 QR 碼',
      'This sign-in code has expired. Refresh the QR code on the computer.',
      'このログインコードは期限切れです。パソコンで QR コードを更新してください',
    ],
    scanCodeUsed: [
      '登录码已使用，请在电脑上刷新二维码',
      '登入碼已使用，請在電腦上重新整理 QR 碼',
      'This sign-in code has already been used. Refresh the QR code on the computer.',
      'このログインコードは使用済みです。パソコンで QR コードを更新してください',
    ],
    scanCodeDeclined: ['该登录请求已被拒绝', '該登入請求已被拒絕', 'This sign-in request was declined.', 'このログイン要求は拒否されました'],
  }),
)

type Row = Selectable<ScanSignInsTable>
type Refusal = 'Expired' | 'Used' | 'Declined'

const REFUSALS: Record<Refusal, 'scanCodeExpired' | 'scanCodeUsed' | 'scanCodeDeclined'> = {
  Expired: 'scanCodeExpired',
  Used: 'scanCodeUsed',
  Declined: 'scanCodeDeclined',
}
const refuse = (why: Refusal) => error(ErrorCode.LinkExpired, REFUSALS[why], undefined, { Status: why })
const unknownCode = () => error(ErrorCode.CodeInvalid, 'scanCodeUnknown')
const notThisBrowsers = () => error(ErrorCode.NotFound, 'scanCodeUnknown')

/** The code as stored: upper case, letters and digits only ('k7qf-3mzp' = 'K7QF3MZP'). */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** 'K7QF3MZP' -> 'K7QF-3MZP'. */
const shown = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

async function rowOf(ctx: CallContext, code: string): Promise<Row | undefined> {
  const c = normaliseCode(code)
  if (c.length !== CODE_LENGTH) return undefined
  return ctx.db.selectFrom('scan_sign_ins').selectAll().where('code_hash', '=', sha256(c)).executeTakeFirst()
}

const expired = (row: Row, now: string) => row.expires_at <= now

/** Why a phone may no longer act on the code, or null when it may. */
function refusalOf(row: Row, now: string): Refusal | null {
  if (row.status === 'Confirmed' || row.status === 'Used') return 'Used'
  if (row.status === 'Declined') return 'Declined'
  return expired(row, now) ? 'Expired' : null
}

export async function createScanCode(ctx: CallContext, body: CreateScanCodeReq): Promise<CreateScanCodeRes> {
  const now = ctx.now()
  const code = randomChars(ALPHABET, CODE_LENGTH)
  const secret = randomToken()
  const expiresAt = addSeconds(now, SCAN_CODE_TTL_SECONDS).toISOString()
  // Codes are kept a day past their end (a late poll is told 'expired', not 'unknown'), then go.
  await ctx.db.deleteFrom('scan_sign_ins').where('expires_at', '<', addSeconds(now, -86_400).toISOString()).execute()
  await ctx.db
    .insertInto('scan_sign_ins')
    .values({
      code_hash: sha256(code),
      secret_hash: sha256(secret),
      status: 'Pending',
      created_at: now.toISOString(),
      expires_at: expiresAt,
      user_agent: ctx.client.device.slice(0, 400),
      ip: plainAddress(ctx.client.ip),
      time_zone: cleanTimeZone(body.TimeZone),
      user_id: null,
      company_id: null,
      login_type: null,
      decided_at: null,
    })
    .execute()
  return { Code: shown(code), Secret: secret, ExpiresInSeconds: SCAN_CODE_TTL_SECONDS, ExpiresAt: expiresAt }
}

/** The browser's poll: its code's state; once confirmed, the session (once). */
export async function pollScanCode(ctx: CallContext, body: PollScanCodeReq): Promise<PollScanCodeRes> {
  const row = await rowOf(ctx, body.Code)
  if (!row || row.secret_hash !== sha256(body.Secret)) throw notThisBrowsers()
  const now = ctx.now()
  const polls = await countHit(ctx.db, `scanPoll|${row.id}`, { max: SCAN_POLLS_PER_MINUTE, windowSeconds: 60 }, now)
  if (polls.hits > SCAN_POLLS_PER_MINUTE) {
    throw new ApiError(ErrorCode.TooManyRequests, 'tooManyRequests', { seconds: polls.retryAfterSeconds }, { RetryAfterSeconds: polls.retryAfterSeconds })
  }
  const at = now.toISOString()
  if (row.status === 'Used') throw refuse('Used')
  if (row.status === 'Declined') return { Status: 'Declined' }
  if (expired(row, at)) return { Status: 'Expired' }
  if (row.status !== 'Confirmed') return { Status: row.status === 'Scanned' ? 'Scanned' : 'Pending' }
  // Taken once: of two polls at the same moment, one receives the session.
  const taken = await ctx.db.updateTable('scan_sign_ins').set({ status: 'Used' }).where('id', '=', row.id).where('status', '=', 'Confirmed').executeTakeFirst()
  if (Number(taken.numUpdatedRows) !== 1 || row.user_id === null || row.company_id === null) throw refuse('Used')
  const account = await accountById(ctx.db, row.company_id, row.user_id)
  return { Status: 'Confirmed', Session: await startSession(ctx.deps, account, (row.login_type ?? undefined) as LoginType | undefined) }
}

/** The phone read the code: who and where asks. The browser hears 'Scanned'. */
export async function scanCodeInfo(ctx: AuthedContext, code: string): Promise<ScanCodeInfoRes> {
  const row = await rowOf(ctx, code)
  if (!row) throw unknownCode()
  const why = refusalOf(row, ctx.now().toISOString())
  if (why) throw refuse(why)
  if (row.status === 'Pending')
    await ctx.db.updateTable('scan_sign_ins').set({ status: 'Scanned' }).where('id', '=', row.id).where('status', '=', 'Pending').execute()
  return {
    ...describeAgent(row.user_agent),
    TimeZone: row.time_zone,
    Address: maskAddress(row.ip),
    Network: networkOf(row.ip),
    SameNetwork: row.ip !== '' && row.ip === plainAddress(ctx.client.ip),
    RequestedAt: row.created_at,
    ExpiresAt: row.expires_at,
  }
}

/** The phone confirms (the browser signs in as the caller) or declines. */
export async function decideScanCode(ctx: AuthedContext, body: DecideScanCodeReq): Promise<null> {
  const row = await rowOf(ctx, body.Code)
  if (!row) throw unknownCode()
  const now = ctx.now().toISOString()
  const why = refusalOf(row, now)
  if (why) throw refuse(why)
  const decided = await ctx.db
    .updateTable('scan_sign_ins')
    .set(
      body.Confirm
        ? { status: 'Confirmed', user_id: ctx.caller.userId, company_id: ctx.caller.companyId, login_type: ctx.caller.loginType, decided_at: now }
        : { status: 'Declined', decided_at: now },
    )
    .where('id', '=', row.id)
    .where('status', 'in', ['Pending', 'Scanned'])
    .where('expires_at', '>', now)
    .executeTakeFirst()
  if (Number(decided.numUpdatedRows) !== 1) {
    const again = await rowOf(ctx, body.Code)
    throw refuse((again && refusalOf(again, now)) || 'Used')
  }
  return null
}

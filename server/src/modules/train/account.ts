/**
 * The 12306 account and passenger verification (train/account/*, train/passengerVerification).
 *
 * The reference server plays the railway. Binding takes the user name and password (6–20 letters
 * and digits; only a bcrypt hash is kept) and leaves the account Unverified: the railway asks the
 * traveller to text ACCOUNT_SMS_TEXT from the bound phone (the caller's mobile) to
 * ACCOUNT_SMS_TO; train/account/sendCode stands for that text, and the railway answers with a
 * six-digit code — written to the server log and, with DEMO_SMS_ECHO=1, returned as DevCode — to
 * be entered within ACCOUNT_SMS_MINUTES with train/account/verify. At most ACCOUNT_SMS_PER_DAY
 * codes a day per account (the railway's limits); five wrong entries kill a code.
 *
 * Passengers: the railway's verification of each person. A stored row says what the railway
 * answered last; a person without one is Verified when they hold a mainland ID card and Pending
 * otherwise (the railway checks ID cards at once, other documents by hand). Only Verified and
 * ProvisionallyPassed buy online. A recheck turns Pending into ProvisionallyPassed.
 */
import type {
  AccountBindReq,
  AccountSendCodeRes,
  AccountStatusRes,
  AccountVerifyReq,
  PassengerCheck,
  PassengerVerificationReq,
  PassengerVerificationRes,
} from '../../../../types/api/train'
import { ACCOUNT_SMS_MINUTES, ACCOUNT_SMS_PER_DAY, ACCOUNT_SMS_TEXT, ACCOUNT_SMS_TO, BUYABLE_CHECKS } from '../../../../types/api/train-values'
import { ErrorCode } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import type { Db } from '../../db/schema'
import { randomDigits, sha256 } from '../../lib/crypto'
import { rowName } from '../../lib/names'
import { chinaDay, chinaDateTime } from '../../lib/time'
import { maskMobile } from '../../kernel/orders/detail'
import { resolveBookingPersons } from '../../kernel/orders/travellers'
import { hashPassword } from '../../services/passwords'
import { checkName } from './labels'
import { invalid, trainError } from './texts'
import { equal } from '../../db/match'

const MAX_CODE_ATTEMPTS = 5

async function accountOf(ctx: AuthedContext) {
  return ctx.db
    .selectFrom('train_accounts')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
    .executeTakeFirst()
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof accountOf>>>

function codesLeft(row: AccountRow | undefined, now: Date): number {
  if (!row) return ACCOUNT_SMS_PER_DAY
  return row.codes_day === chinaDay(now) ? Math.max(0, ACCOUNT_SMS_PER_DAY - row.codes_sent) : ACCOUNT_SMS_PER_DAY
}

function statusOf(row: AccountRow | undefined, now: Date): AccountStatusRes {
  return {
    State: row ? (row.state as AccountStatusRes['State']) : 'None',
    UserName: row?.user_name ?? '',
    MaskedPhone: row ? maskMobile(row.mobile) : '',
    SmsText: row && row.state !== 'Verified' ? ACCOUNT_SMS_TEXT : '',
    SmsTo: row && row.state !== 'Verified' ? ACCOUNT_SMS_TO : '',
    CodesLeftToday: codesLeft(row, now),
    VerifiedAt: row?.verified_at ? chinaDateTime(row.verified_at) : null,
  }
}

export async function accountStatus(ctx: AuthedContext): Promise<AccountStatusRes> {
  return statusOf(await accountOf(ctx), ctx.now())
}

/** Whether the caller has a verified 12306 account (TrainSettings may require one to book). */
export async function hasVerifiedAccount(ctx: AuthedContext): Promise<boolean> {
  return (await accountOf(ctx))?.state === 'Verified'
}

export async function bindAccount(ctx: AuthedContext, req: AccountBindReq): Promise<AccountStatusRes> {
  if (await accountOf(ctx)) throw trainError(ErrorCode.AlreadyExists, 'trainAccountExists')
  const me = await ctx.db
    .selectFrom('persons')
    .select(['mobile', 'mobile_country_code'])
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, id: ctx.caller.personId }))
    .executeTakeFirst()
  if (!me?.mobile) throw invalid('trainAccountNoPhone')
  const at = ctx.now().toISOString()
  const hash = await hashPassword(req.Password, ctx.deps.config.passwordHashRounds)
  try {
    await ctx.db
      .insertInto('train_accounts')
      .values({
        company_id: ctx.caller.companyId,
        user_id: ctx.caller.userId,
        user_name: req.UserName.trim(),
        password_hash: hash,
        state: 'Unverified',
        mobile_country_code: me.mobile_country_code,
        mobile: me.mobile,
        code_hash: null,
        code_expires_at: null,
        code_attempts: 0,
        codes_day: '',
        codes_sent: 0,
        verified_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute()
  } catch {
    throw trainError(ErrorCode.AlreadyExists, 'trainAccountExists')
  }
  return accountStatus(ctx)
}

/** The traveller texted the railway: it sends back a six-digit code (log; DevCode with DEMO_SMS_ECHO=1). */
export async function sendCode(ctx: AuthedContext): Promise<AccountSendCodeRes> {
  const row = await accountOf(ctx)
  if (!row) throw trainError(ErrorCode.NotFound, 'trainAccountNone')
  if (row.state === 'Verified') throw invalid('trainAccountVerified')
  const now = ctx.now()
  const day = chinaDay(now)
  const sentToday = row.codes_day === day ? row.codes_sent : 0
  if (sentToday >= ACCOUNT_SMS_PER_DAY) throw trainError(ErrorCode.TooManyCodes, 'trainCodeLimit', { limit: ACCOUNT_SMS_PER_DAY })
  const code = randomDigits(6)
  // Counted with a conditional update: two taps at once never send a fourth code.
  const res = await ctx.db
    .updateTable('train_accounts')
    .set({
      code_hash: sha256(`${row.id}:${code}`),
      code_expires_at: new Date(now.getTime() + ACCOUNT_SMS_MINUTES * 60_000).toISOString(),
      code_attempts: 0,
      codes_day: day,
      codes_sent: sentToday + 1,
      updated_at: now.toISOString(),
    })
    .where((eb) => equal(eb, { id: row.id, codes_day: row.codes_day, codes_sent: row.codes_sent }))
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw trainError(ErrorCode.TooManyCodes, 'trainCodeLimit', { limit: ACCOUNT_SMS_PER_DAY })
  ctx.deps.log.info(`[12306] to ${maskMobile(row.mobile)} code ${code} (account ${row.user_name})`)
  return {
    MaskedPhone: maskMobile(row.mobile),
    ExpiresInSeconds: ACCOUNT_SMS_MINUTES * 60,
    CodesLeftToday: ACCOUNT_SMS_PER_DAY - sentToday - 1,
    ...(ctx.deps.config.demoSmsEcho ? { DevCode: code } : {}),
  }
}

export async function verifyAccount(ctx: AuthedContext, req: AccountVerifyReq): Promise<AccountStatusRes> {
  const row = await accountOf(ctx)
  if (!row) throw trainError(ErrorCode.NotFound, 'trainAccountNone')
  if (row.state === 'Verified') return statusOf(row, ctx.now())
  const now = ctx.now()
  if (!row.code_hash || !row.code_expires_at) throw trainError(ErrorCode.CodeInvalid, 'trainCodeFirst')
  const live = row.code_expires_at > now.toISOString() && row.code_attempts < MAX_CODE_ATTEMPTS
  if (!live || row.code_hash !== sha256(`${row.id}:${req.Code}`)) {
    await ctx.db
      .updateTable('train_accounts')
      .set({ code_attempts: row.code_attempts + 1 })
      .where('id', '=', row.id)
      .execute()
    throw trainError(ErrorCode.CodeInvalid, 'trainCodeWrong')
  }
  await ctx.db
    .updateTable('train_accounts')
    .set({ state: 'Verified', code_hash: null, code_expires_at: null, verified_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute()
  return accountStatus(ctx)
}

export async function unbindAccount(ctx: AuthedContext): Promise<AccountStatusRes> {
  const row = await accountOf(ctx)
  if (!row) throw trainError(ErrorCode.NotFound, 'trainAccountNone')
  await ctx.db.deleteFrom('train_accounts').where('id', '=', row.id).execute()
  return accountStatus(ctx)
}

/** The railway's verdict on persons of a company (stored, or the default by their document). */
export async function passengerChecks(db: Db, companyId: number, personIds: readonly number[]): Promise<Map<number, PassengerCheck>> {
  const out = new Map<number, PassengerCheck>()
  if (!personIds.length) return out
  const [stored, persons] = await Promise.all([
    db
      .selectFrom('train_passenger_checks')
      .select(['person_id', 'status'])
      .where('company_id', '=', companyId)
      .where('person_id', 'in', [...personIds])
      .execute(),
    db
      .selectFrom('persons')
      .select(['id', 'id_type', 'id_no'])
      .where('company_id', '=', companyId)
      .where('id', 'in', [...personIds])
      .execute(),
  ])
  for (const p of persons) out.set(p.id, p.id_type === 'IDCard' && p.id_no ? 'Verified' : 'Pending')
  for (const s of stored) out.set(s.person_id, s.status as PassengerCheck)
  return out
}

export const canBuyOnline = (c: PassengerCheck | undefined): boolean => c !== undefined && BUYABLE_CHECKS.includes(c)

export async function passengerVerification(ctx: AuthedContext, req: PassengerVerificationReq): Promise<PassengerVerificationRes> {
  const ids = req.PersonIds?.length ? req.PersonIds : [ctx.caller.personId]
  await resolveBookingPersons(ctx, 'Train', ids)
  const { companyId } = ctx.caller
  if (req.Recheck) {
    const at = ctx.now().toISOString()
    // The railway finished the checks it had pending: they pass provisionally.
    await ctx.db
      .updateTable('train_passenger_checks')
      .set({ status: 'ProvisionallyPassed', updated_at: at })
      .where('company_id', '=', companyId)
      .where('person_id', 'in', ids)
      .where('status', '=', 'Pending')
      .execute()
    const known = new Set(
      (await ctx.db.selectFrom('train_passenger_checks').select('person_id').where('company_id', '=', companyId).where('person_id', 'in', ids).execute()).map(
        (r) => r.person_id,
      ),
    )
    const fresh = ids.filter((id) => !known.has(id))
    const defaults = await passengerChecks(ctx.db, companyId, fresh)
    for (const id of fresh)
      if (defaults.get(id) === 'Pending')
        await ctx.db
          .insertInto('train_passenger_checks')
          .values({ company_id: companyId, person_id: id, status: 'ProvisionallyPassed', updated_at: at })
          .execute()
  }
  const [checks, persons] = await Promise.all([
    passengerChecks(ctx.db, companyId, ids),
    ctx.db.selectFrom('persons').select(['id', 'ch_name', 'last_name', 'first_name']).where('company_id', '=', companyId).where('id', 'in', ids).execute(),
  ])
  return {
    Passengers: ids.map((id) => {
      const p = persons.find((x) => x.id === id)
      const status = checks.get(id) ?? 'Pending'
      return {
        PersonId: id,
        Name: p ? rowName(p) : String(id),
        Status: status,
        StatusName: checkName(status, ctx.lang),
        CanBuyOnline: canBuyOnline(status),
      }
    }),
  }
}

/**
 * Accounts: finding a user by name, phone or e-mail, signing in (password with captcha after
 * repeated failures, SMS or e-mail code), switching account type, and the signed-in person's
 * PersonalInfor.
 */
import type { Kysely } from 'kysely'
import { ErrorCode, LOGIN_TYPES, type LoginType, type PersonalInfor } from '../../../types/api'
import type { AppDeps } from '../deps'
import type { Database } from '../db/schema'
import { ApiError, fail } from '../errors'
import type { Lang } from '../i18n'
import { userNameKey } from '../lib/contact'
import { companyName, PERSON_NAME } from '../lib/names'
import { consumeCaptcha } from './captcha'
import { verifyPassword } from './passwords'
import type { Caller } from '../http/context'
import { createSession, type IssuedSession } from './sessions'
import { equal } from '../db/match'

/** Wrong passwords after which the image code is required (docs/error-codes.md: 1009, the image code after repeated failures). */
export const CAPTCHA_AFTER_FAILURES = 3
/** A failure streak older than this is forgotten. */
const FAILURE_WINDOW_MS = 24 * 3600 * 1000

export interface AccountRow {
  id: number
  company_id: number
  person_id: number
  user_name: string
  password_hash: string
  has_personal_account: number
  status: number
}

const accountColumns = [
  'users.id',
  'users.company_id',
  'users.person_id',
  'users.user_name',
  'users.password_hash',
  'users.has_personal_account',
  'users.status',
] as const

export function findByUserName(db: Kysely<Database>, name: string): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(accountColumns).where('user_name_key', '=', userNameKey(name)).executeTakeFirst()
}

/**
 * Phones and e-mails of accounts are unique (registration and company administration refuse
 * duplicates), so at most one matches. A deleted person (status -1) keeps their phone and e-mail
 * on the row for history; they are free for someone else, so their account is never the match.
 */
export function findByMobile(db: Kysely<Database>, countryCode: string, mobile: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select(accountColumns)
    .where('persons.mobile_country_code', '=', countryCode)
    .where('persons.mobile', '=', mobile)
    .where('persons.status', '>=', 0)
    .orderBy('users.id')
    .executeTakeFirst()
}

export function findByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select(accountColumns)
    .where('persons.email', '=', email)
    .where('persons.status', '>=', 0)
    .orderBy('users.id')
    .executeTakeFirst()
}

export async function failureCount(deps: AppDeps, key: string): Promise<number> {
  const row = await deps.db.selectFrom('login_failures').selectAll().where('user_name_key', '=', key).executeTakeFirst()
  if (!row) return 0
  return deps.clock().getTime() - new Date(row.last_failed_at).getTime() > FAILURE_WINDOW_MS ? 0 : row.failures
}

async function recordFailure(deps: AppDeps, key: string): Promise<number> {
  const failures = (await failureCount(deps, key)) + 1
  const at = deps.clock().toISOString()
  await deps.db
    .insertInto('login_failures')
    .values({ user_name_key: key, failures, last_failed_at: at })
    .onConflict((oc) => oc.column('user_name_key').doUpdateSet({ failures, last_failed_at: at }))
    .execute()
  return failures
}

export async function clearFailures(deps: AppDeps, key: string): Promise<void> {
  await deps.db.deleteFrom('login_failures').where('user_name_key', '=', key).execute()
}

/** Opens a session of the wanted type; a personal session needs a personal account. */
export async function startSession(deps: AppDeps, account: AccountRow, loginType: LoginType | undefined): Promise<IssuedSession> {
  if (account.status !== 1) throw new ApiError(ErrorCode.WrongCredentials, 'accountDisabled')
  const type = loginType ?? LOGIN_TYPES.Unit
  if (type === LOGIN_TYPES.Personal && account.has_personal_account !== 1) throw new ApiError(ErrorCode.NoPermission, 'noPersonalAccount')
  return createSession(deps, account, type)
}

export interface PasswordLogin {
  UserName: string
  Password: string
  LoginType?: LoginType
  VerifyCodeId?: string
  VerifyCode?: string
}

export async function loginWithPassword(deps: AppDeps, body: PasswordLogin): Promise<IssuedSession> {
  const key = userNameKey(body.UserName)
  if ((await failureCount(deps, key)) >= CAPTCHA_AFTER_FAILURES) {
    if (!body.VerifyCodeId || !body.VerifyCode) {
      throw new ApiError(ErrorCode.VerifyCodeRequired, 'verifyCodeRequired', undefined, { NeedVerifyCode: true })
    }
    if (!(await consumeCaptcha(deps, body.VerifyCodeId, key, body.VerifyCode))) {
      throw new ApiError(ErrorCode.CodeInvalid, 'captchaInvalid', undefined, { NeedVerifyCode: true })
    }
  }
  const account = await findByUserName(deps.db, body.UserName)
  if (!account || !(await verifyPassword(body.Password, account.password_hash))) {
    const failures = await recordFailure(deps, key)
    throw new ApiError(ErrorCode.WrongCredentials, 'wrongCredentials', undefined, { NeedVerifyCode: failures >= CAPTCHA_AFTER_FAILURES })
  }
  await clearFailures(deps, key)
  return startSession(deps, account, body.LoginType)
}

export async function accountById(db: Kysely<Database>, companyId: number, userId: number): Promise<AccountRow> {
  const row = await db.selectFrom('users').select(accountColumns).where('id', '=', userId).where('company_id', '=', companyId).executeTakeFirst()
  if (!row) throw fail.notFound('accountNotFound')
  return row
}

export async function personalInfor(db: Kysely<Database>, caller: Caller, lang: Lang): Promise<PersonalInfor> {
  const row = await db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('ranks', 'ranks.id', 'persons.rank_id')
    .where('users.id', '=', caller.userId)
    .where('users.company_id', '=', caller.companyId)
    .select([
      'users.user_name',
      'users.has_personal_account',
      'persons.id as person_id',
      ...PERSON_NAME,
      'persons.email',
      'persons.mobile',
      'persons.mobile_country_code',
      'persons.employee_no',
      'companies.code as company_code',
      'companies.name as company_name',
      'companies.name_en as company_name_en',
      'departments.name as department_name',
      'departments.name_en as department_name_en',
      'ranks.name as rank_name',
      'ranks.name_en as rank_name_en',
    ])
    .executeTakeFirst()
  if (!row) throw fail.notFound('accountNotFound')

  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .where('user_roles.user_id', '=', caller.userId)
    .where('user_roles.company_id', '=', caller.companyId)
    .select('roles.code')
    .execute()
  const codes = new Set(roles.map((r) => r.code))
  const subordinate = await db
    .selectFrom('persons')
    .select('id')
    .where((eb) => equal(eb, { company_id: caller.companyId, superior_id: row.person_id, status: 1 }))
    .limit(1)
    .executeTakeFirst()

  return {
    UserID: row.person_id,
    CompanyCode: row.company_code,
    CompanyName: companyName(row.company_name, row.company_name_en, lang),
    UserName: row.user_name,
    ChName: row.ch_name,
    LastName: row.last_name,
    FirstName: row.first_name,
    Email: row.email ?? '',
    Mobile: row.mobile ?? '',
    MobileCountryCode: row.mobile_country_code,
    EmployeeNo: row.employee_no ?? '',
    DepartmentName: companyName(row.department_name, row.department_name_en, lang),
    RankName: companyName(row.rank_name, row.rank_name_en, lang),
    LoginType: caller.loginType,
    // Approver by role, or as somebody's direct superior (the default approver, docs/roles-and-powers.md).
    IsApprover: codes.has('approver') || subordinate !== undefined,
    IsAdmin: codes.has('admin'),
    HasPersonalAccount: row.has_personal_account === 1,
  }
}

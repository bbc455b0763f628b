/**
 * Staff and non-employees (employee/*, nupemployee/*): search, add, edit, disable / enable,
 * delete, and each employee's own booking and view scope. The docs/validation.md rules are checked here for a
 * single save and, row by row, for imports (import.ts). Employees get an account (roles, sign-in
 * by SMS code or the initial password); non-employees have none.
 *
 * Delete is refused while the person has open orders (kernel/orders/open.ts). A deleted person
 * keeps their row for the orders and approvals that name them: status -1, hidden everywhere,
 * employee number freed, account disabled and its sign-in name freed.
 */
import { sql, type Kysely } from 'kysely'
import { ErrorCode, type PersonalPower, type ScopeSet } from '../../../../types/api'
import type {
  EmployeeSaveReq,
  NonEmployeeSaveReq,
  Page,
  PersonDetail,
  PersonItem,
  PersonSaveRefusal,
  PersonSearchReq,
  RoleOption,
  SaveViewAndBookingReq,
  ViewAndBooking,
} from '../../../../types/api/admin'
import type { Database, Db, PersonKind, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { ApiError, fail } from '../../errors'
import type { Lang } from '../../i18n'
import { pick, t, type MessageKey } from '../../i18n'
import { checkPasswordPolicy, checkUserName, normalizeCountryCode, userNameKey } from '../../lib/contact'
import { isValidIdCard } from '../../lib/id-card'
import { displayName } from '../../lib/names'
import { openOrderCount } from '../../kernel/orders/open'
import { hashPassword } from '../../services/passwords'
import { combinePowers, ownScopes } from '../../services/power'
import { loadSetting } from '../../services/company'
import { audit, pageOf } from './audit'
import { assertRoleManagerLeft } from './guard'
import { adminError, at, invalid, type AdminTextKey } from './texts'
import type { MessageParams } from '../../i18n'

/** Sign-in is impossible with this hash (bcrypt hashes are 60 characters): SMS code or a reset sets a password. */
export const NO_PASSWORD = '!'
export const DELETED = -1

const CHINESE_NAME = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}(?:·[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)*$/
const ENGLISH_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A person's values as saved. */
export interface PersonInput {
  employeeNo: string | null
  chName: string
  lastName: string
  firstName: string
  nickName: string
  gender: string
  birthDate: string | null
  nationality: string
  idType: string
  idNo: string | null
  mobileCountryCode: string
  mobile: string | null
  email: string | null
  departmentId: number | null
  costCenterId: number | null
  businessUnitId: number | null
  rankId: number | null
  superiorId: number | null
}

export interface Problem {
  Field: string
  key: AdminTextKey | 'mobileFormat' | 'emailFormat'
  params?: MessageParams
}

/** What the checks look up once per call (an import checks many rows against the same lists). */
export interface Lookups {
  departments: Set<number>
  costCenters: Set<number>
  businessUnits: Set<number>
  ranks: Set<number>
  /** employee_no -> person id, mobile -> person id, e-mail (lower case) -> person id (live persons of the company). */
  employeeNos: Map<string, number>
  mobiles: Map<string, number>
  emails: Map<string, number>
  /**
   * E-mails (lower case) of live accounts of other companies, among those asked for: e-mail code
   * sign-in finds an account by its e-mail across companies, so an employee (who gets an
   * account) may not take one of them.
   */
  accountEmailsElsewhere: Set<string>
  requireEmployeeNo: boolean
  requireDepartment: boolean
}

/** `emails`: the e-mails about to be saved for employees, looked up among other companies' accounts. */
export async function lookups(db: Db, companyId: number, emails: readonly (string | null)[] = []): Promise<Lookups> {
  const ids = async (table: 'departments' | 'cost_centers' | 'business_units' | 'ranks') =>
    new Set((await db.selectFrom(table).select('id').where('company_id', '=', companyId).execute()).map((r) => r.id))
  const persons = await db.selectFrom('persons').select(['id', 'employee_no', 'mobile', 'mobile_country_code', 'email']).where('company_id', '=', companyId).where('status', '>=', 0).execute()
  const wanted = [...new Set(emails.flatMap((e) => (e && e.trim() ? [e.trim().toLowerCase()] : [])))]
  const accountEmailsElsewhere = new Set<string>()
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('persons')
      .innerJoin('users', 'users.person_id', 'persons.id')
      .select('persons.email')
      .where('persons.company_id', '!=', companyId)
      .where('persons.status', '>=', 0)
      .where('persons.email', 'in', wanted.slice(i, i + 500))
      .execute()
    for (const r of rows) if (r.email) accountEmailsElsewhere.add(r.email.toLowerCase())
  }
  const setting = await loadSetting(db as Kysely<Database>, companyId)
  return {
    departments: await ids('departments'),
    costCenters: await ids('cost_centers'),
    businessUnits: await ids('business_units'),
    ranks: await ids('ranks'),
    employeeNos: new Map(persons.filter((p) => p.employee_no).map((p) => [p.employee_no!.toUpperCase(), p.id])),
    mobiles: new Map(persons.filter((p) => p.mobile).map((p) => [`${p.mobile_country_code} ${p.mobile}`, p.id])),
    emails: new Map(persons.filter((p) => p.email).map((p) => [p.email!.toLowerCase(), p.id])),
    accountEmailsElsewhere,
    requireEmployeeNo: setting.CommonSettings?.IsRequiredEmployeeNo ?? false,
    requireDepartment: setting.CommonSettings?.IsRequiredDepartment ?? false,
  }
}

/** Every problem of a person's values by docs/validation.md; `selfId` is the person being edited. */
export function personProblems(v: PersonInput, kind: PersonKind, l: Lookups, selfId: number | null): Problem[] {
  const out: Problem[] = []
  if (!v.chName && !v.lastName && !v.firstName) out.push({ Field: 'ChName', key: 'admNameRequired' })
  if (v.chName && !CHINESE_NAME.test(v.chName)) out.push({ Field: 'ChName', key: 'admChName' })
  if ((v.lastName || v.firstName) && !(ENGLISH_NAME.test(v.lastName) && ENGLISH_NAME.test(v.firstName))) out.push({ Field: v.lastName ? 'FirstName' : 'LastName', key: 'admEnName' })
  if (v.mobile) {
    const cc = v.mobileCountryCode
    const ok = cc === '86' ? /^1\d{10}$/.test(v.mobile) : /^\d{4,15}$/.test(v.mobile)
    if (!ok || !/^\d{1,4}$/.test(cc)) out.push({ Field: 'Mobile', key: 'mobileFormat' })
    else {
      const other = l.mobiles.get(`${cc} ${v.mobile}`)
      if (other !== undefined && other !== selfId) out.push({ Field: 'Mobile', key: 'admMobileTaken', params: { mobile: v.mobile } })
    }
  } else if (kind === 'employee') out.push({ Field: 'Mobile', key: 'admMobileRequired' })
  if (v.email && !EMAIL.test(v.email)) out.push({ Field: 'Email', key: 'emailFormat' })
  else if (v.email) {
    // E-mail code sign-in finds the account by its e-mail: two people with one address would share a sign-in.
    const key = v.email.toLowerCase()
    const other = l.emails.get(key)
    if ((other !== undefined && other !== selfId) || (kind === 'employee' && l.accountEmailsElsewhere.has(key))) out.push({ Field: 'Email', key: 'admEmailTaken', params: { email: v.email } })
  }
  if (kind === 'employee') {
    if (v.employeeNo) {
      const other = l.employeeNos.get(v.employeeNo.toUpperCase())
      if (other !== undefined && other !== selfId) out.push({ Field: 'EmployeeNo', key: 'admEmployeeNoTaken', params: { no: v.employeeNo } })
    } else if (l.requireEmployeeNo) out.push({ Field: 'EmployeeNo', key: 'admEmployeeNoRequired' })
    if (v.rankId !== null && !l.ranks.has(v.rankId)) out.push({ Field: 'RankId', key: 'admUnknown', params: { field: 'admFRank' } })
    if (v.departmentId === null && l.requireDepartment) out.push({ Field: 'DepartmentId', key: 'admRequired', params: { field: 'admFDepartment' } })
  }
  if (v.departmentId !== null && !l.departments.has(v.departmentId)) out.push({ Field: 'DepartmentId', key: 'admUnknown', params: { field: 'admFDepartment' } })
  if (v.costCenterId !== null && !l.costCenters.has(v.costCenterId)) out.push({ Field: 'CostCenterId', key: 'admUnknown', params: { field: 'admFCostCenter' } })
  if (v.businessUnitId !== null && !l.businessUnits.has(v.businessUnitId)) out.push({ Field: 'BusinessUnitId', key: 'admUnknown', params: { field: 'admFBusinessUnit' } })
  if (v.idType === 'IDCard' && v.idNo && !isValidIdCard(v.idNo)) out.push({ Field: 'IdNo', key: 'admIdCard' })
  return out
}

/** A problem's text in the caller's language (field-name parameters are text keys themselves). */
export function problemText(p: Problem, lang: Lang): string {
  const params = p.params ? { ...p.params } : undefined
  if (params?.field && String(params.field).startsWith('admF')) params.field = at(lang, params.field as AdminTextKey)
  return `${p.Field}: ${t(lang, p.key as MessageKey, params)}`
}

/**
 * Throws the first problem: a validation error (1001), or 1008 for a taken number, phone or
 * e-mail, in the caller's language; ResultData names the field (PersonSaveRefusal) so that the
 * form says it under that field.
 */
export function assertNoProblems(problems: Problem[], lang: Lang): void {
  const p = problems[0]
  if (!p) return
  const where: PersonSaveRefusal = { Field: p.Field }
  if (p.key === 'mobileFormat' || p.key === 'emailFormat') throw new ApiError(ErrorCode.ValidationFailed, p.key, undefined, where)
  const params: MessageParams = { ...p.params }
  if (typeof params.field === 'string' && params.field.startsWith('admF')) params.field = at(lang, params.field as AdminTextKey)
  if (p.key === 'admMobileTaken' || p.key === 'admEmployeeNoTaken' || p.key === 'admEmailTaken') throw adminError(ErrorCode.AlreadyExists, p.key, params, where)
  throw adminError(ErrorCode.ValidationFailed, p.key, params, where)
}

const trimOrNull = (s: string | null | undefined) => {
  const t = (s ?? '').trim()
  return t === '' ? null : t
}

/** The body's fields over the current values (edit) or the defaults (add). */
export function mergeInput(base: PersonInput | null, req: EmployeeSaveReq | NonEmployeeSaveReq): PersonInput {
  const b: PersonInput = base ?? {
    employeeNo: null, chName: '', lastName: '', firstName: '', nickName: '', gender: 'M', birthDate: null, nationality: 'CN', idType: 'IDCard', idNo: null,
    mobileCountryCode: '86', mobile: null, email: null, departmentId: null, costCenterId: null, businessUnitId: null, rankId: null, superiorId: null,
  }
  const r = req as EmployeeSaveReq
  const has = (k: keyof EmployeeSaveReq) => r[k] !== undefined
  const out: PersonInput = {
    employeeNo: has('EmployeeNo') ? trimOrNull(r.EmployeeNo) : b.employeeNo,
    chName: has('ChName') ? r.ChName!.trim() : b.chName,
    lastName: has('LastName') ? r.LastName!.trim().toUpperCase() : b.lastName,
    firstName: has('FirstName') ? r.FirstName!.trim().toUpperCase() : b.firstName,
    nickName: has('NickName') ? r.NickName!.trim() : b.nickName,
    gender: r.Gender ?? b.gender,
    birthDate: has('BirthDate') ? r.BirthDate ?? null : b.birthDate,
    nationality: r.Nationality ?? b.nationality,
    idType: r.IdType ?? b.idType,
    idNo: has('IdNo') ? trimOrNull(r.IdNo)?.toUpperCase() ?? null : b.idNo,
    mobileCountryCode: has('MobileCountryCode') ? normalizeCountryCode(r.MobileCountryCode) : b.mobileCountryCode,
    mobile: has('Mobile') ? trimOrNull(r.Mobile) : b.mobile,
    email: has('Email') ? trimOrNull(r.Email)?.toLowerCase() ?? null : b.email,
    departmentId: has('DepartmentId') ? r.DepartmentId ?? null : b.departmentId,
    costCenterId: has('CostCenterId') ? r.CostCenterId ?? null : b.costCenterId,
    businessUnitId: has('BusinessUnitId') ? r.BusinessUnitId ?? null : b.businessUnitId,
    rankId: has('RankId') ? r.RankId ?? null : b.rankId,
    superiorId: has('SuperiorId') ? r.SuperiorId ?? null : b.superiorId,
  }
  // A valid ID card gives the birth date and gender when they are not sent.
  if (out.idType === 'IDCard' && out.idNo && isValidIdCard(out.idNo)) {
    if (!has('BirthDate')) out.birthDate = `${out.idNo.slice(6, 10)}-${out.idNo.slice(10, 12)}-${out.idNo.slice(12, 14)}`
    if (!has('Gender')) out.gender = Number(out.idNo[16]) % 2 === 1 ? 'M' : 'F'
  }
  return out
}

type PersonRow = Awaited<ReturnType<typeof personRow>>
async function personRow(db: Db, companyId: number, personId: number, kind: PersonKind) {
  return db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', '=', personId).where('kind', '=', kind).where('status', '>=', 0).executeTakeFirst()
}
async function mustPerson(db: Db, companyId: number, personId: number, kind: PersonKind) {
  const row = await personRow(db, companyId, personId, kind)
  if (!row) throw fail.notFound()
  return row
}

const inputOf = (r: NonNullable<PersonRow>): PersonInput => ({
  employeeNo: r.employee_no, chName: r.ch_name, lastName: r.last_name, firstName: r.first_name, nickName: r.nick_name, gender: r.gender, birthDate: r.birth_date,
  nationality: r.nationality, idType: r.id_type, idNo: r.id_no, mobileCountryCode: r.mobile_country_code, mobile: r.mobile, email: r.email,
  departmentId: r.department_id, costCenterId: r.cost_center_id, businessUnitId: r.business_unit_id, rankId: r.rank_id, superiorId: r.superior_id,
})

const columnsOf = (v: PersonInput) => ({
  employee_no: v.employeeNo, ch_name: v.chName, last_name: v.lastName, first_name: v.firstName, nick_name: v.nickName, gender: v.gender, birth_date: v.birthDate,
  nationality: v.nationality, id_type: v.idType, id_no: v.idNo, mobile_country_code: v.mobileCountryCode, mobile: v.mobile, email: v.email,
  department_id: v.departmentId, cost_center_id: v.costCenterId, business_unit_id: v.businessUnitId, rank_id: v.rankId, superior_id: v.superiorId,
})

/** The superior must be a live employee of the company, and not the person or anyone under them. */
async function checkSuperior(db: Db, companyId: number, selfId: number | null, superiorId: number | null): Promise<void> {
  if (superiorId === null) return
  if (superiorId === selfId) throw invalid('admSuperiorLoop')
  const all = await db.selectFrom('persons').select(['id', 'superior_id']).where('company_id', '=', companyId).where('kind', '=', 'employee').where('status', '>=', 0).execute()
  const up = new Map(all.map((p) => [p.id, p.superior_id]))
  if (!up.has(superiorId)) throw invalid('admUnknown', { field: 'SuperiorId' })
  let at: number | null | undefined = superiorId
  for (let i = 0; at != null && i < 1000; i++) {
    if (at === selfId) throw invalid('admSuperiorLoop')
    at = up.get(at)
  }
}

async function roleIdsChecked(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  const rows = await db.selectFrom('roles').select('id').where('company_id', '=', companyId).where('id', 'in', unique).execute()
  if (rows.length !== unique.length) throw invalid('admUnknown', { field: 'RoleIds' })
  return unique
}

export async function defaultRoleId(db: Db, companyId: number): Promise<number | null> {
  return (await db.selectFrom('roles').select('id').where('company_id', '=', companyId).where('code', '=', 'employee').executeTakeFirst())?.id ?? null
}

/** Creates the person (and for employees the account with roles) inside `trx`; returns the person id. */
export async function insertPerson(
  trx: Trx,
  ctx: AuthedContext,
  kind: PersonKind,
  v: PersonInput,
  account: { userName?: string; password?: string; roleIds?: number[] } | null,
): Promise<number> {
  const companyId = ctx.caller.companyId
  const nowIso = ctx.now().toISOString()
  const { id } = await trx
    .insertInto('persons')
    .values({ company_id: companyId, kind, ...columnsOf(kind === 'employee' ? v : { ...v, employeeNo: null, rankId: null, superiorId: null }), status: 1, created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (kind === 'employee' && account) {
    const userName = (account.userName ?? v.mobile ?? v.employeeNo ?? '').trim()
    checkUserName(userName)
    const key = userNameKey(userName)
    if (await trx.selectFrom('users').select('id').where('user_name_key', '=', key).executeTakeFirst()) {
      // Without a user name of its own the phone is the sign-in name: then it is the phone that is taken (in any company).
      if (account.userName === undefined && v.mobile) throw adminError(ErrorCode.AlreadyExists, 'admMobileTaken', { mobile: v.mobile }, { Field: 'Mobile' } satisfies PersonSaveRefusal)
      throw new ApiError(ErrorCode.AlreadyExists, 'userNameTaken', undefined, { Field: 'UserName' } satisfies PersonSaveRefusal)
    }
    if (account.password !== undefined) checkPasswordPolicy(account.password)
    const hash = account.password !== undefined ? await hashPassword(account.password, ctx.deps.config.passwordHashRounds) : NO_PASSWORD
    const user = await trx
      .insertInto('users')
      .values({ company_id: companyId, person_id: id, user_name: userName, user_name_key: key, password_hash: hash, has_personal_account: 0, status: 1, created_at: nowIso, password_changed_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow()
    const roles = account.roleIds ?? []
    for (const roleId of roles) await trx.insertInto('user_roles').values({ company_id: companyId, user_id: user.id, role_id: roleId }).execute()
  }
  return id
}

export async function addPerson(ctx: AuthedContext, kind: PersonKind, req: EmployeeSaveReq | NonEmployeeSaveReq): Promise<PersonDetail> {
  const companyId = ctx.caller.companyId
  const id = await ctx.db.transaction().execute(async (trx) => {
    const v = mergeInput(null, req)
    assertNoProblems(personProblems(v, kind, await lookups(trx, companyId, [v.email]), null), ctx.lang)
    let roleIds: number[] | undefined
    if (kind === 'employee') {
      await checkSuperior(trx, companyId, null, v.superiorId)
      const r = req as EmployeeSaveReq
      const fallback = await defaultRoleId(trx, companyId)
      roleIds = r.RoleIds !== undefined ? await roleIdsChecked(trx, companyId, r.RoleIds) : fallback !== null ? [fallback] : []
    }
    const r = req as EmployeeSaveReq
    const personId = await insertPerson(trx, ctx, kind, v, kind === 'employee' ? { userName: r.UserName, password: r.Password, roleIds } : null)
    await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', personId, 'add', null, await snapshot(trx, companyId, personId))
    return personId
  })
  return personDetail(ctx, id, kind)
}

export async function editPerson(ctx: AuthedContext, kind: PersonKind, req: EmployeeSaveReq | NonEmployeeSaveReq): Promise<PersonDetail> {
  const companyId = ctx.caller.companyId
  if (!req.PersonId) throw fail.validation('vRequired', { field: 'PersonId' })
  const personId = req.PersonId
  await ctx.db.transaction().execute(async (trx) => {
    const row = await mustPerson(trx, companyId, personId, kind)
    const before = await snapshot(trx, companyId, personId)
    const v = mergeInput(inputOf(row), req)
    assertNoProblems(personProblems(v, kind, await lookups(trx, companyId, [v.email]), personId), ctx.lang)
    if (kind === 'employee') await checkSuperior(trx, companyId, personId, v.superiorId)
    await trx.updateTable('persons').set(columnsOf(kind === 'employee' ? v : { ...v, employeeNo: null, rankId: null, superiorId: null })).where('id', '=', personId).execute()
    const r = req as EmployeeSaveReq
    if (kind === 'employee' && r.RoleIds !== undefined) {
      const user = await trx.selectFrom('users').select('id').where('person_id', '=', personId).executeTakeFirst()
      if (!user) throw adminError(ErrorCode.ValidationFailed, 'admNoAccount')
      const roleIds = await roleIdsChecked(trx, companyId, r.RoleIds)
      await trx.deleteFrom('user_roles').where('company_id', '=', companyId).where('user_id', '=', user.id).execute()
      for (const roleId of roleIds) await trx.insertInto('user_roles').values({ company_id: companyId, user_id: user.id, role_id: roleId }).execute()
      await assertRoleManagerLeft(trx, companyId)
    }
    await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', personId, 'edit', before, await snapshot(trx, companyId, personId))
  })
  return personDetail(ctx, personId, kind)
}

/** The person's columns and roles, as the audit log keeps them. */
export async function snapshot(db: Db, companyId: number, personId: number): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', '=', personId).executeTakeFirst()
  if (!row) return null
  const user = await db.selectFrom('users').select(['id', 'user_name', 'status']).where('person_id', '=', personId).executeTakeFirst()
  const roles = user ? (await db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.code').where('user_roles.user_id', '=', user.id).orderBy('roles.code').execute()).map((r) => r.code) : []
  const { company_id: _c, created_at: _a, ...rest } = row
  // Names beside the ids, so the audit log reads 'rank: 普通员工 → 经理' rather than numbers.
  const nameIn = async (table: 'departments' | 'cost_centers' | 'business_units' | 'ranks', id: number | null) =>
    id === null ? null : ((await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())?.name ?? null)
  const superior = row.superior_id === null ? undefined : await db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', row.superior_id).executeTakeFirst()
  return {
    ...rest,
    department_name: await nameIn('departments', row.department_id),
    cost_center_name: await nameIn('cost_centers', row.cost_center_id),
    business_unit_name: await nameIn('business_units', row.business_unit_id),
    rank_name: await nameIn('ranks', row.rank_id),
    superior_name: superior ? displayName({ chName: superior.ch_name, lastName: superior.last_name, firstName: superior.first_name }) : null,
    user_name: user?.user_name ?? null,
    account_status: user?.status ?? null,
    roles,
  }
}

export async function setStatus(ctx: AuthedContext, kind: PersonKind, personIds: readonly number[], status: 0 | 1): Promise<number> {
  const companyId = ctx.caller.companyId
  if (status === 0 && personIds.includes(ctx.caller.personId)) throw invalid('admSelf')
  return ctx.db.transaction().execute(async (trx) => {
    let n = 0
    for (const id of new Set(personIds)) {
      const row = await personRow(trx, companyId, id, kind)
      if (!row) throw fail.notFound()
      if (row.status === status) continue
      const before = await snapshot(trx, companyId, id)
      await trx.updateTable('persons').set({ status }).where('id', '=', id).execute()
      const user = await trx.selectFrom('users').select('id').where('person_id', '=', id).executeTakeFirst()
      if (user) {
        await trx.updateTable('users').set({ status }).where('id', '=', user.id).execute()
        if (status === 0) await trx.updateTable('sessions').set({ revoked_at: ctx.now().toISOString() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute()
      }
      await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', id, status === 0 ? 'disable' : 'enable', before, await snapshot(trx, companyId, id))
      n++
    }
    if (status === 0) await assertRoleManagerLeft(trx, companyId)
    return n
  })
}

export async function deletePerson(ctx: AuthedContext, kind: PersonKind, personId: number): Promise<number> {
  const companyId = ctx.caller.companyId
  if (personId === ctx.caller.personId) throw invalid('admSelf')
  return ctx.db.transaction().execute(async (trx) => {
    const row = await mustPerson(trx, companyId, personId, kind)
    if ((await openOrderCount(trx, companyId, personId)) > 0) {
      throw adminError(ErrorCode.HasOpenOrders, 'admHasOpenOrders', { name: displayName({ chName: row.ch_name, lastName: row.last_name, firstName: row.first_name }) })
    }
    const before = await snapshot(trx, companyId, personId)
    await trx.updateTable('persons').set({ status: DELETED, employee_no: null, superior_id: null }).where('id', '=', personId).execute()
    await trx.updateTable('persons').set({ superior_id: null }).where('company_id', '=', companyId).where('superior_id', '=', personId).execute()
    const user = await trx.selectFrom('users').select(['id', 'user_name_key']).where('person_id', '=', personId).executeTakeFirst()
    if (user) {
      await trx.updateTable('users').set({ status: 0, user_name_key: `deleted:${user.id}:${user.user_name_key}` }).where('id', '=', user.id).execute()
      await trx.deleteFrom('user_roles').where('user_id', '=', user.id).execute()
      await trx.deleteFrom('user_scopes').where('user_id', '=', user.id).execute()
      await trx.updateTable('sessions').set({ revoked_at: ctx.now().toISOString() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute()
      await assertRoleManagerLeft(trx, companyId)
    }
    await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', personId, 'delete', before, null)
    return 1
  })
}

async function rolesByUser(db: Db, lang: Lang, userIds: readonly number[]): Promise<Map<number, RoleOption[]>> {
  const out = new Map<number, RoleOption[]>()
  if (!userIds.length) return out
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.code', 'roles.name_json'])
    .where('user_roles.user_id', 'in', [...userIds])
    .orderBy('roles.sort')
    .execute()
  for (const r of rows) {
    const list = out.get(r.user_id) ?? []
    list.push({ RoleId: r.id, Code: r.code, Name: pick(JSON.parse(r.name_json), lang) })
    out.set(r.user_id, list)
  }
  return out
}

/** Sub-departments included. */
export async function departmentWithSubs(db: Db, companyId: number, rootId: number): Promise<number[]> {
  const all = await db.selectFrom('departments').select(['id', 'parent_id']).where('company_id', '=', companyId).execute()
  const out = new Set([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const d of all) if (d.parent_id !== null && out.has(d.parent_id) && !out.has(d.id)) (out.add(d.id), (grew = true))
  }
  return [...out]
}

const localName = (name: string, nameEn: string, lang: Lang) => (lang === 'en' || lang === 'ja' ? nameEn || name : name)

export async function searchPersons(ctx: AuthedContext, kind: PersonKind, req: PersonSearchReq & { onlyRoleId?: number }): Promise<Page<PersonItem>> {
  const companyId = ctx.caller.companyId
  const { PageIndex, PageSize, offset } = pageOf(req)
  let q = ctx.db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('ranks', 'ranks.id', 'persons.rank_id')
    .leftJoin('users', 'users.person_id', 'persons.id')
    .where('persons.company_id', '=', companyId)
    .where('persons.kind', '=', kind)
    .where('persons.status', '>=', 0)
  if (req.Status !== undefined) q = q.where('persons.status', '=', req.Status)
  if (req.RankId) q = q.where('persons.rank_id', '=', req.RankId)
  if (req.PersonIds) q = req.PersonIds.length ? q.where('persons.id', 'in', req.PersonIds) : q.where(sql<boolean>`1 = 0`)
  if (req.DepartmentId) {
    const ids = req.IncludeSub === false ? [req.DepartmentId] : await departmentWithSubs(ctx.db, companyId, req.DepartmentId)
    q = q.where('persons.department_id', 'in', ids)
  }
  const roleId = req.RoleId ?? req.onlyRoleId
  if (roleId) q = q.where((eb) => eb.exists(eb.selectFrom('user_roles').select('user_roles.role_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_id', '=', roleId)))
  const kw = req.Keyword?.trim().toLowerCase()
  if (kw) {
    const like = `%${kw.replace(/[%_\\]/g, '')}%`
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['persons.ch_name']), 'like', like),
        eb(eb.fn('lower', ['persons.last_name']), 'like', like),
        eb(eb.fn('lower', ['persons.first_name']), 'like', like),
        eb(eb.fn('lower', ['persons.employee_no']), 'like', like),
        eb('persons.mobile', 'like', like),
        eb('persons.email', 'like', like),
      ]),
    )
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const rows = await q
    .select([
      'persons.id', 'persons.employee_no', 'persons.ch_name', 'persons.last_name', 'persons.first_name', 'persons.mobile', 'persons.email',
      'persons.department_id', 'persons.rank_id', 'persons.status', 'departments.name as dept_name', 'departments.name_en as dept_name_en',
      'ranks.name as rank_name', 'ranks.name_en as rank_name_en', 'users.id as user_id',
    ])
    .orderBy('persons.id')
    .limit(PageSize)
    .offset(offset)
    .execute()
  const roles = await rolesByUser(ctx.db, ctx.lang, rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))
  return {
    Items: rows.map((r) => ({
      PersonId: r.id,
      EmployeeNo: r.employee_no ?? '',
      ChName: r.ch_name,
      LastName: r.last_name,
      FirstName: r.first_name,
      Mobile: r.mobile ?? '',
      Email: r.email ?? '',
      DepartmentId: r.department_id,
      DepartmentName: r.dept_name ? localName(r.dept_name, r.dept_name_en ?? '', ctx.lang) : '',
      RankId: r.rank_id,
      RankName: r.rank_name ? localName(r.rank_name, r.rank_name_en ?? '', ctx.lang) : '',
      Roles: r.user_id ? roles.get(r.user_id) ?? [] : [],
      Status: (r.status === 1 ? 1 : 0) as 0 | 1,
      HasAccount: r.user_id !== null,
    })),
    Total: total,
    PageIndex,
    PageSize,
  }
}

export async function personDetail(ctx: AuthedContext, personId: number, kind: PersonKind): Promise<PersonDetail> {
  const companyId = ctx.caller.companyId
  const r = await mustPerson(ctx.db, companyId, personId, kind)
  const dept = r.department_id ? await ctx.db.selectFrom('departments').select(['name', 'name_en']).where('id', '=', r.department_id).executeTakeFirst() : undefined
  const rank = r.rank_id ? await ctx.db.selectFrom('ranks').select(['name', 'name_en']).where('id', '=', r.rank_id).executeTakeFirst() : undefined
  const sup = r.superior_id ? await ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', r.superior_id).executeTakeFirst() : undefined
  const user = await ctx.db.selectFrom('users').select(['id', 'user_name']).where('person_id', '=', personId).executeTakeFirst()
  const roles = user ? (await rolesByUser(ctx.db, ctx.lang, [user.id])).get(user.id) ?? [] : []
  return {
    PersonId: r.id,
    Kind: r.kind,
    EmployeeNo: r.employee_no ?? '',
    ChName: r.ch_name,
    LastName: r.last_name,
    FirstName: r.first_name,
    NickName: r.nick_name,
    Gender: r.gender === 'F' ? 'F' : 'M',
    BirthDate: r.birth_date,
    Nationality: r.nationality,
    IdType: r.id_type,
    IdNo: r.id_no ?? '',
    MobileCountryCode: r.mobile_country_code,
    Mobile: r.mobile ?? '',
    Email: r.email ?? '',
    DepartmentId: r.department_id,
    DepartmentName: dept ? localName(dept.name, dept.name_en, ctx.lang) : '',
    CostCenterId: r.cost_center_id,
    BusinessUnitId: r.business_unit_id,
    RankId: r.rank_id,
    RankName: rank ? localName(rank.name, rank.name_en, ctx.lang) : '',
    SuperiorId: r.superior_id,
    SuperiorName: sup ? displayName({ chName: sup.ch_name, lastName: sup.last_name, firstName: sup.first_name }) : '',
    Roles: roles,
    Status: (r.status === 1 ? 1 : 0) as 0 | 1,
    HasAccount: !!user,
    UserName: user?.user_name ?? '',
  }
}

// ------------------------------------------------------------ booking and view scope

async function userOf(db: Db, companyId: number, personId: number): Promise<number> {
  await mustPerson(db, companyId, personId, 'employee')
  const user = await db.selectFrom('users').select('id').where('person_id', '=', personId).where('company_id', '=', companyId).executeTakeFirst()
  if (!user) throw adminError(ErrorCode.ValidationFailed, 'admNoAccount')
  return user.id
}

export async function viewAndBooking(ctx: AuthedContext, personId: number, db: Db = ctx.db): Promise<ViewAndBooking> {
  const companyId = ctx.caller.companyId
  const userId = await userOf(db, companyId, personId)
  const rows = await db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.power_json').where('user_roles.user_id', '=', userId).execute()
  const fromRoles = combinePowers(rows.map((r) => JSON.parse(r.power_json) as PersonalPower))
  const own = await ownScopes(db as Kysely<Database>, companyId, userId)
  return {
    PersonId: personId,
    BookingScope: own.booking ?? fromRoles.BookingScope,
    ViewScope: own.view ?? fromRoles.ViewScope,
    OwnBooking: own.booking !== null,
    OwnView: own.view !== null,
    RoleBookingScope: fromRoles.BookingScope,
    RoleViewScope: fromRoles.ViewScope,
  }
}

export async function saveViewAndBooking(ctx: AuthedContext, req: SaveViewAndBookingReq): Promise<ViewAndBooking> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await userOf(trx, companyId, req.PersonId)
    const l = await lookups(trx, companyId)
    const staff = new Set((await trx.selectFrom('persons').select('id').where('company_id', '=', companyId).where('status', '>=', 0).execute()).map((p) => p.id))
    for (const [name, set] of [['BookingScope', req.BookingScope], ['ViewScope', req.ViewScope]] as const) {
      if (!set) continue
      for (const [product, s] of Object.entries(set)) {
        s.DepartmentIds.forEach((d, i) => {
          if (!l.departments.has(d)) throw invalid('admUnknown', { field: `${name}.${product}.DepartmentIds.${i}` })
        })
        s.StaffIds.forEach((p, i) => {
          if (!staff.has(p)) throw invalid('admUnknown', { field: `${name}.${product}.StaffIds.${i}` })
        })
      }
    }
    const before = await viewAndBooking(ctx, req.PersonId, trx)
    const row = { booking_json: req.BookingScope ? JSON.stringify(req.BookingScope as ScopeSet) : null, view_json: req.ViewScope ? JSON.stringify(req.ViewScope as ScopeSet) : null, updated_at: ctx.now().toISOString() }
    const done = await trx.updateTable('user_scopes').set(row).where('user_id', '=', userId).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0) await trx.insertInto('user_scopes').values({ company_id: companyId, user_id: userId, ...row }).execute()
    const after = await viewAndBooking(ctx, req.PersonId, trx)
    await audit(trx, ctx, 'Scope', req.PersonId, 'edit', { BookingScope: before.BookingScope, ViewScope: before.ViewScope }, { BookingScope: after.BookingScope, ViewScope: after.ViewScope })
    return after
  })
}

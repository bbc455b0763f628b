/**
 * The checks of a person's values (docs/validation.md) for a single save and, row by row, for
 * imports (import.ts) and invitations (invites.ts): names, documents, contact, employee number,
 * department, rank, superior, sign-in name and password; and how a save's body lays over the
 * current values.
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import type { EmployeeSaveReq, NonEmployeeSaveReq, PersonSaveRefusal } from '../../../../types/api/admin'
import type { Database, Db, PersonKind } from '../../db/schema'
import { ApiError } from '../../errors'
import { t, type Lang, type MessageKey, type MessageParams } from '../../i18n'
import { normalizeCountryCode } from '../../lib/contact'
import { isValidIdCard } from '../../lib/id-card'
import { loadSetting } from '../../services/company'
import { adminError, at, type AdminTextKey } from './texts'

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
  const persons = await db
    .selectFrom('persons')
    .select(['id', 'employee_no', 'mobile', 'mobile_country_code', 'email'])
    .where('company_id', '=', companyId)
    .where('status', '>=', 0)
    .execute()
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
  if ((v.lastName || v.firstName) && !(ENGLISH_NAME.test(v.lastName) && ENGLISH_NAME.test(v.firstName)))
    out.push({ Field: v.lastName ? 'FirstName' : 'LastName', key: 'admEnName' })
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
    if ((other !== undefined && other !== selfId) || (kind === 'employee' && l.accountEmailsElsewhere.has(key)))
      out.push({ Field: 'Email', key: 'admEmailTaken', params: { email: v.email } })
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
  if (v.businessUnitId !== null && !l.businessUnits.has(v.businessUnitId))
    out.push({ Field: 'BusinessUnitId', key: 'admUnknown', params: { field: 'admFBusinessUnit' } })
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

/** A new person's values before anything is filled in. */
export const NEW_PERSON: Readonly<PersonInput> = {
  employeeNo: null,
  chName: '',
  lastName: '',
  firstName: '',
  nickName: '',
  gender: 'M',
  birthDate: null,
  nationality: 'CN',
  idType: 'IDCard',
  idNo: null,
  mobileCountryCode: '86',
  mobile: null,
  email: null,
  departmentId: null,
  costCenterId: null,
  businessUnitId: null,
  rankId: null,
  superiorId: null,
}

/** The body's fields over the current values (edit) or the defaults (add). */
export function mergeInput(base: PersonInput | null, req: EmployeeSaveReq | NonEmployeeSaveReq): PersonInput {
  const b: PersonInput = base ?? NEW_PERSON
  const r = req as EmployeeSaveReq
  const has = (k: keyof EmployeeSaveReq) => r[k] !== undefined
  const out: PersonInput = {
    employeeNo: has('EmployeeNo') ? trimOrNull(r.EmployeeNo) : b.employeeNo,
    chName: has('ChName') ? r.ChName!.trim() : b.chName,
    lastName: has('LastName') ? r.LastName!.trim().toUpperCase() : b.lastName,
    firstName: has('FirstName') ? r.FirstName!.trim().toUpperCase() : b.firstName,
    nickName: has('NickName') ? r.NickName!.trim() : b.nickName,
    gender: r.Gender ?? b.gender,
    birthDate: has('BirthDate') ? (r.BirthDate ?? null) : b.birthDate,
    nationality: r.Nationality ?? b.nationality,
    idType: r.IdType ?? b.idType,
    idNo: has('IdNo') ? (trimOrNull(r.IdNo)?.toUpperCase() ?? null) : b.idNo,
    mobileCountryCode: has('MobileCountryCode') ? normalizeCountryCode(r.MobileCountryCode) : b.mobileCountryCode,
    mobile: has('Mobile') ? trimOrNull(r.Mobile) : b.mobile,
    email: has('Email') ? (trimOrNull(r.Email)?.toLowerCase() ?? null) : b.email,
    departmentId: has('DepartmentId') ? (r.DepartmentId ?? null) : b.departmentId,
    costCenterId: has('CostCenterId') ? (r.CostCenterId ?? null) : b.costCenterId,
    businessUnitId: has('BusinessUnitId') ? (r.BusinessUnitId ?? null) : b.businessUnitId,
    rankId: has('RankId') ? (r.RankId ?? null) : b.rankId,
    superiorId: has('SuperiorId') ? (r.SuperiorId ?? null) : b.superiorId,
  }
  // A valid ID card gives the birth date and gender when they are not sent.
  if (out.idType === 'IDCard' && out.idNo && isValidIdCard(out.idNo)) {
    if (!has('BirthDate')) out.birthDate = `${out.idNo.slice(6, 10)}-${out.idNo.slice(10, 12)}-${out.idNo.slice(12, 14)}`
    if (!has('Gender')) out.gender = Number(out.idNo[16]) % 2 === 1 ? 'M' : 'F'
  }
  return out
}

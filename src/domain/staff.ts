/**
 * Company staff and non-employees as the administrator edits them (docs/administration.md, "Staff"):
 * a Chinese name or an English surname and given names, the mobile by its country code (required
 * for employees: it is their sign-in name), e-mail, the main document, the company's required
 * fields, and an optional first password. The department list is indented by its tree level.
 */
import { fail, messages, PASS, type Check } from './check'
import { checkEmail } from './email'
import { checkIdCard } from './id-card'
import { checkChineseName, checkEnglishGivenName, checkEnglishSurname } from './names'
import { checkPassword } from './password'
import { checkPhone } from './phone'

export type StaffField = 'ChName' | 'LastName' | 'FirstName' | 'EmployeeNo' | 'Mobile' | 'Email' | 'IdNo' | 'DepartmentId' | 'CostCenterId' | 'Password'

export interface StaffDraft {
  ChName: string
  LastName: string
  FirstName: string
  EmployeeNo: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  IdType: 'IDCard' | 'Passport' | 'HKMacaoPass' | 'TaiwanPass'
  IdNo: string
  DepartmentId: number | null
  CostCenterId: number | null
  RankId: number | null
  RoleIds: number[]
  SuperiorId: number | null
  /** Only when adding an employee; empty: they sign in by SMS code or reset it. */
  Password: string
}

export interface StaffRules {
  /** An employee (account, number, rank, roles) rather than a non-employee. */
  employee: boolean
  adding: boolean
  requiredEmployeeNo: boolean
  requiredDepartment: boolean
  requiredCostCenter: boolean
  /** Today (China) for the ID card's birth date. */
  today: string
}

export const emptyStaffDraft = (): StaffDraft => ({
  ChName: '',
  LastName: '',
  FirstName: '',
  EmployeeNo: '',
  MobileCountryCode: '86',
  Mobile: '',
  Email: '',
  IdType: 'IDCard',
  IdNo: '',
  DepartmentId: null,
  CostCenterId: null,
  RankId: null,
  RoleIds: [],
  SuperiorId: null,
  Password: '',
})

const blank = (v: string) => v.trim() === ''

/** The first problem of every field that has one; an empty object lets the form be sent. */
export function checkStaffDraft(d: StaffDraft, r: StaffRules): Partial<Record<StaffField, Check>> {
  const out: Partial<Record<StaffField, Check>> = {}
  const put = (k: StaffField, c: Check) => {
    if (!c.ok) out[k] = c
  }
  const english = !blank(d.LastName) || !blank(d.FirstName)
  if (!blank(d.ChName) || !english) put('ChName', checkChineseName(d.ChName))
  // With a Chinese name the English one is optional, but a half-typed English name is still wrong.
  if (english) {
    put('LastName', checkEnglishSurname(d.LastName))
    put('FirstName', checkEnglishGivenName(d.FirstName))
  }
  if (r.employee && r.requiredEmployeeNo && blank(d.EmployeeNo)) put('EmployeeNo', fail(messages.staff.numberRequired))
  if (r.employee || !blank(d.Mobile)) put('Mobile', checkPhone(d.Mobile, d.MobileCountryCode))
  put('Email', checkEmail(d.Email))
  if (d.IdType === 'IDCard' && !blank(d.IdNo)) put('IdNo', checkIdCard(d.IdNo, r.today))
  if (r.requiredDepartment && d.DepartmentId === null) put('DepartmentId', fail(messages.staff.departmentRequired))
  if (r.requiredCostCenter && d.CostCenterId === null) put('CostCenterId', fail(messages.staff.costCenterRequired))
  if (r.employee && r.adding && d.Password !== '') put('Password', checkPassword(d.Password))
  return out
}

/** The order a form shows its fields in, for scrolling to the first error. */
export const STAFF_FIELD_ORDER: readonly StaffField[] = [
  'ChName',
  'LastName',
  'FirstName',
  'EmployeeNo',
  'Mobile',
  'Email',
  'IdNo',
  'DepartmentId',
  'CostCenterId',
  'Password',
]

export function firstStaffError(issues: Partial<Record<StaffField, Check>>): StaffField | null {
  return STAFF_FIELD_ORDER.find((k) => issues[k]) ?? null
}

/** What the server is sent: trimmed, English names in capitals, blanks as null (or left out when adding). */
export function staffRequest(d: StaffDraft, r: Pick<StaffRules, 'employee' | 'adding'>): Record<string, unknown> {
  const text = (v: string) => (blank(v) ? (r.adding ? undefined : null) : v.trim())
  const req: Record<string, unknown> = {
    ChName: d.ChName.trim(),
    LastName: d.LastName.trim().toUpperCase(),
    FirstName: d.FirstName.trim().toUpperCase(),
    MobileCountryCode: d.MobileCountryCode || '86',
    Mobile: text(d.Mobile),
    Email: text(d.Email),
    IdType: d.IdType,
    IdNo: blank(d.IdNo) ? (r.adding ? undefined : null) : d.IdNo.trim().toUpperCase(),
    DepartmentId: d.DepartmentId,
    CostCenterId: d.CostCenterId,
  }
  if (r.employee) {
    Object.assign(req, { EmployeeNo: text(d.EmployeeNo), RankId: d.RankId, SuperiorId: d.SuperiorId })
    if (d.RoleIds.length > 0 || !r.adding) req.RoleIds = d.RoleIds
    if (r.adding && d.Password !== '') req.Password = d.Password
  }
  for (const k of Object.keys(req)) if (req[k] === undefined) delete req[k]
  return req
}

/** A department of the company's flat list. */
export interface DepartmentLike {
  Id: number
  ParentId: number | null
  Name: string
}

/**
 * The flat department list in tree order (each parent, then its children, depth first) with the
 * level of each (0 for the company's root); departments whose parent is missing count as roots.
 */
export function departmentTree<T extends DepartmentLike>(list: readonly T[]): Array<T & { level: number }> {
  const ids = new Set(list.map((d) => d.Id))
  const children = new Map<number | null, T[]>()
  for (const d of list) {
    const parent = d.ParentId !== null && ids.has(d.ParentId) && d.ParentId !== d.Id ? d.ParentId : null
    children.set(parent, [...(children.get(parent) ?? []), d])
  }
  const out: Array<T & { level: number }> = []
  const seen = new Set<number>()
  const walk = (parent: number | null, level: number) => {
    for (const d of children.get(parent) ?? []) {
      if (seen.has(d.Id)) continue
      seen.add(d.Id)
      out.push({ ...d, level })
      walk(d.Id, level + 1)
    }
  }
  walk(null, 0)
  // A cycle without a root still shows, at the top level.
  for (const d of list) if (!seen.has(d.Id)) out.push({ ...d, level: 0 })
  return out
}

/** The name a list shows: the Chinese name, else SURNAME/GIVEN NAMES. */
export function personName(p: { ChName: string; LastName: string; FirstName: string }): string {
  if (p.ChName) return p.ChName
  return [p.LastName, p.FirstName].filter(Boolean).join('/')
}

export function checkImportFileName(name: string): Check {
  return /\.(csv|xlsx)$/i.test(name) ? PASS : fail(messages.attachment.unsupportedType, { name })
}

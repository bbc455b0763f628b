// Company fields (cost centre ... extend fields) of every product's order form: the values, the
// rules the company set, what is missing, and the part of a submit request they make. Pure.
import { charLength } from './check'
import { attachmentFailures, MAX_ATTACHMENTS } from './files'
import { issueError as error, type Issue } from './issue'

export interface Choice {
  id: number
  name: string
}

export interface AttachmentValue {
  fileId: string
  name: string
  size: number
  url: string
}

export const EXTEND_SLOTS = ['ExtendField1', 'ExtendField2', 'ExtendField3', 'ExtendField4', 'ExtendField5'] as const
export type ExtendSlot = (typeof EXTEND_SLOTS)[number]

export interface CompanyFieldValues {
  costCenter: Choice | null
  department: Choice | null
  businessUnit: Choice | null
  customItem: Choice | null
  purpose: Choice | null
  purposeText: string
  authorizationCode: string
  attachments: AttachmentValue[]
  extend: Partial<Record<ExtendSlot, string>>
  bookMessage: string
}

export function emptyCompanyFields(): CompanyFieldValues {
  return {
    costCenter: null,
    department: null,
    businessUnit: null,
    customItem: null,
    purpose: null,
    purposeText: '',
    authorizationCode: '',
    attachments: [],
    extend: {},
    bookMessage: '',
  }
}

/** The company fields as every product's submit request carries them. */
export function companyFieldsRequest(f: CompanyFieldValues) {
  const extend = Object.fromEntries(
    Object.entries(f.extend)
      .filter(([, v]) => (v ?? '').trim() !== '')
      .map(([k, v]) => [k, (v ?? '').trim()]),
  )
  return {
    CostCenterId: f.costCenter?.id ?? null,
    DepartmentId: f.department?.id ?? null,
    BusinessUnitId: f.businessUnit?.id ?? null,
    CustomItemId: f.customItem?.id ?? null,
    PurposeId: f.purpose?.id ?? null,
    PurposeText: f.purposeText.trim() || undefined,
    AuthorizationCode: f.authorizationCode.trim() || undefined,
    AttachmentIds: f.attachments.length ? f.attachments.map((a) => a.fileId) : undefined,
    ExtendFields: Object.keys(extend).length ? extend : undefined,
  }
}

export interface Rule {
  display: boolean
  required: boolean
}

export type CatalogKey = 'CostCenter' | 'Department' | 'BusinessUnit' | 'CustomItem'

export interface CompanyFieldRules {
  CostCenter: Rule
  Department: Rule
  BusinessUnit: Rule
  CustomItem: Rule
  Purpose: Rule & { type: number }
  AuthorizationCode: Rule
  UploadAttachFile: Rule
  BookMessage: Rule
  extend: { slot: ExtendSlot; required: boolean; type: 'text' | 'select'; options: string[] }[]
}

export const AUTH_CODE_MAX = 50
export const EXTEND_MAX = 100
export const BOOK_MESSAGE_MAX = 200
export const PURPOSE_TEXT_MAX = 100

const CATALOG_VALUE: Record<CatalogKey, keyof CompanyFieldValues> = {
  CostCenter: 'costCenter',
  Department: 'department',
  BusinessUnit: 'businessUnit',
  CustomItem: 'customItem',
}

/** Only displayed fields are checked: a hidden field can never block an order. */
export function checkCompanyFields(v: CompanyFieldValues, r: CompanyFieldRules): Issue[] {
  const out: Issue[] = []
  for (const key of Object.keys(CATALOG_VALUE) as CatalogKey[]) {
    if (r[key].display && r[key].required && !v[CATALOG_VALUE[key]]) out.push(error(`field.${key}`, 'booking:fields.chooseRequired'))
  }
  if (r.Purpose.display) {
    const text = v.purposeText.trim()
    // PurposeType 0 is free text, 1 a list, 2 either; a list choice wins over stale text.
    const filled = r.Purpose.type === 0 ? text !== '' : r.Purpose.type === 1 ? !!v.purpose : !!v.purpose || text !== ''
    if (r.Purpose.required && !filled) out.push(error('field.Purpose', r.Purpose.type === 1 ? 'booking:fields.chooseRequired' : 'booking:fields.fillRequired'))
    else if (charLength(text) > PURPOSE_TEXT_MAX) out.push(error('field.Purpose', 'booking:fields.tooLong', { max: PURPOSE_TEXT_MAX }))
  }
  if (r.AuthorizationCode.display) {
    const code = v.authorizationCode.trim()
    if (r.AuthorizationCode.required && !code) out.push(error('field.AuthorizationCode', 'booking:fields.fillRequired'))
    else if (charLength(code) > AUTH_CODE_MAX) out.push(error('field.AuthorizationCode', 'booking:fields.tooLong', { max: AUTH_CODE_MAX }))
  }
  if (r.UploadAttachFile.display) {
    if (r.UploadAttachFile.required && v.attachments.length === 0) out.push(error('field.UploadAttachFile', 'booking:fields.uploadRequired'))
    else if (v.attachments.length > MAX_ATTACHMENTS) out.push(error('field.UploadAttachFile', 'validation:attachment.tooMany', { max: MAX_ATTACHMENTS }))
  }
  for (const f of r.extend) {
    const value = (v.extend[f.slot] ?? '').trim()
    if (f.required && !value) out.push(error(`field.${f.slot}`, f.type === 'select' ? 'booking:fields.chooseRequired' : 'booking:fields.fillRequired'))
    else if (charLength(value) > EXTEND_MAX) out.push(error(`field.${f.slot}`, 'booking:fields.tooLong', { max: EXTEND_MAX }))
  }
  if (r.BookMessage.display && charLength(v.bookMessage.trim()) > BOOK_MESSAGE_MAX) {
    out.push(error('field.BookMessage', 'booking:fields.tooLong', { max: BOOK_MESSAGE_MAX }))
  }
  return out
}

/** Files the uploader must refuse before sending: the domain rules plus the room left. */
export function refuseFiles(existing: number, picked: readonly { name: string; size: number }[]): { accepted: number[]; issues: Issue[] } {
  const bad = attachmentFailures(picked)
  const issues = bad.map((f) => error('field.UploadAttachFile', f.key, f.params))
  const ok = picked.map((_, i) => i).filter((i) => !bad.some((b) => b.index === i))
  const room = Math.max(0, MAX_ATTACHMENTS - existing)
  if (ok.length > room) issues.unshift(error('field.UploadAttachFile', 'validation:attachment.tooMany', { max: MAX_ATTACHMENTS }))
  return { accepted: ok.slice(0, room), issues }
}

// Order-filling rules for ticket products (flight first; trains reuse the traveller and company
// field parts): one traveller, the traveller set, contacts, company fields, policy reasons, and
// the money shown in the bottom bar. Pure: no Taro, no React, no i18n. An Issue names its field
// and a message key ('validation:…' from the shared rules, 'booking:…' for the order form's own)
// so the screen can mark the field, scroll to it and translate the text.
import { ageClass, checkBirthDate, checkPassengerSet, type AgeClass } from './age'
import { charLength, isBlank, type MessageParams } from './check'
import { checkDocumentValidity } from './documents'
import { checkEmail } from './email'
import { attachmentFailures, MAX_ATTACHMENTS } from './files'
import { checkIdCard, checkIdentityMatchesIdCard, normalizeIdCard } from './id-card'
import { checkChineseName, checkEnglishGivenName, checkEnglishSurname, normalizeChineseName } from './names'
import { checkPhone } from './phone'
import { checkReason, type ReasonKind } from './text'
import { checkUniqueContactPhones, checkUniqueGuestIds } from './uniqueness'

export type IdType = 'IDCard' | 'Passport' | 'HKMacaoPass' | 'TaiwanPass'
export const ID_TYPES: readonly IdType[] = ['IDCard', 'Passport', 'HKMacaoPass', 'TaiwanPass']
export type Gender = 'M' | 'F'
export type PassengerKind = 'Adult' | 'Child' | 'Infant'
export type PaymentKind = 'Company' | 'Personal' | 'Mixed'

/** A traveller as the form edits it: strings stay as typed until submit. */
export interface TravellerDraft {
  /** Local identity for lists and anchors (person id, frequent-traveller id or a counter). */
  key: string
  personId: number | null
  frequentTravelerId: number | null
  isEmployee: boolean
  chName: string
  lastName: string
  firstName: string
  gender: Gender | ''
  birthDate: string
  nationality: string
  idType: IdType
  idNo: string
  /** Valid-until date of a passport or pass; unused for ID cards. */
  idExpiry: string
  mobileCountryCode: string
  mobile: string
  email: string
}

export type TravellerField = 'chName' | 'lastName' | 'firstName' | 'gender' | 'birthDate' | 'nationality' | 'idNo' | 'idExpiry' | 'mobile' | 'email'

export interface Issue {
  /** Which input: a TravellerField, 'contact.0.mobile', 'field.CostCenter', 'travellers', ... */
  field: string
  key: string
  params?: MessageParams
  severity: 'error' | 'warning'
}

const error = (field: string, key: string, params?: MessageParams): Issue => ({ field, key, severity: 'error', ...(params ? { params } : {}) })

export function emptyTraveller(key: string): TravellerDraft {
  return {
    key,
    personId: null,
    frequentTravelerId: null,
    isEmployee: false,
    chName: '',
    lastName: '',
    firstName: '',
    gender: '',
    birthDate: '',
    nationality: 'CN',
    idType: 'IDCard',
    idNo: '',
    idExpiry: '',
    mobileCountryCode: '86',
    mobile: '',
    email: '',
  }
}

/** Numbers user/getBookPersons masked for privacy: the server substitutes the stored one. */
export function isMasked(value: string): boolean {
  return value.includes('*')
}

export function travellerName(d: Pick<TravellerDraft, 'chName' | 'lastName' | 'firstName'>): string {
  const ch = d.chName.trim()
  if (ch) return ch
  const en = [d.lastName.trim(), d.firstName.trim()].filter(Boolean).join('/')
  return en.toUpperCase()
}

/** '110101********1234': what a card or chip shows of a document number. */
export function maskIdNo(idNo: string): string {
  const v = idNo.trim()
  if (v.length <= 7 || isMasked(v)) return v
  return v.slice(0, v.length >= 15 ? 6 : 2) + '*'.repeat(v.length - (v.length >= 15 ? 10 : 6)) + v.slice(-4)
}

const AGE_KIND: Record<Exclude<AgeClass, 'tooYoung'>, PassengerKind> = { adult: 'Adult', child: 'Child', baby: 'Infant' }

/** Ticket type on the first travel date; null when the birth date is unreadable or under 14 days. */
export function passengerKind(birthDate: string, travelDate: string): PassengerKind | null {
  const c = ageClass(birthDate, travelDate)
  return c && c !== 'tooYoung' ? AGE_KIND[c] : null
}

export interface TripDates {
  today: string
  /** First departure: age classes and the 6-month warning are measured here. */
  firstDate: string
  /** Last departure (the return of a round trip): a document must still be valid then. */
  lastDate: string
}

const DOC_NO = /^[A-Za-z0-9]{5,17}$/
const usesIdCard = (d: TravellerDraft): boolean => d.idType === 'IDCard'

function nameIssues(d: TravellerDraft): Issue[] {
  const out: Issue[] = []
  const hasCh = !isBlank(d.chName)
  const hasEn = !isBlank(d.lastName) || !isBlank(d.firstName)
  // ID-card bookings take the name on the card (Chinese, or the Latin name of a foreign
  // resident); documents for abroad need the Latin name printed on them, Chinese optional.
  if (hasCh || (usesIdCard(d) && !hasEn)) {
    const c = checkChineseName(normalizeChineseName(d.chName))
    if (!c.ok) out.push(error('chName', c.key))
  }
  if (hasEn || !usesIdCard(d)) {
    const s = checkEnglishSurname(d.lastName)
    if (!s.ok) out.push(error('lastName', s.key))
    const g = checkEnglishGivenName(d.firstName)
    if (!g.ok) out.push(error('firstName', g.key))
  }
  return out
}

function documentIssues(d: TravellerDraft, dates: TripDates): Issue[] {
  const out: Issue[] = []
  const gender = d.gender === 'M' ? 'male' : d.gender === 'F' ? 'female' : null
  if (usesIdCard(d)) {
    // A masked number from the company directory is the stored, already checked one.
    if (d.personId !== null && isMasked(d.idNo)) return out
    const c = checkIdCard(d.idNo, dates.today)
    if (!c.ok) return [error('idNo', c.key)]
    const birth = checkIdentityMatchesIdCard(d.idNo, { birthDate: d.birthDate || null })
    if (!birth.ok) out.push(error('birthDate', birth.key))
    const sex = checkIdentityMatchesIdCard(d.idNo, { gender })
    if (!sex.ok) out.push(error('gender', sex.key))
    return out
  }
  if (isBlank(d.idNo)) out.push(error('idNo', 'booking:passengerForm.docNoRequired'))
  else if (!(d.personId !== null && isMasked(d.idNo)) && !DOC_NO.test(d.idNo.trim())) out.push(error('idNo', 'booking:passengerForm.docNoFormat'))
  if (!/^[A-Z]{2}$/.test(d.nationality)) out.push(error('nationality', 'booking:passengerForm.nationalityRequired'))
  const valid = checkDocumentValidity(d.idExpiry || null, dates.lastDate, { warnMonths: 0 })
  if (!valid.ok) out.push(error('idExpiry', valid.key, valid.params))
  else {
    const soon = checkDocumentValidity(d.idExpiry, dates.firstDate)
    if (soon.severity === 'warning') out.push({ field: 'idExpiry', key: soon.key, params: { ...soon.params, name: travellerName(d) }, severity: 'warning' })
  }
  return out
}

/** Every problem of one traveller: errors block saving, warnings ask for a confirmation. */
export function checkTraveller(d: TravellerDraft, dates: TripDates): Issue[] {
  const out = nameIssues(d)
  if (d.gender !== 'M' && d.gender !== 'F') out.push(error('gender', 'booking:passengerForm.genderRequired'))
  const birth = checkBirthDate(d.birthDate, dates.today)
  if (!birth.ok) out.push(error('birthDate', birth.key))
  else if (ageClass(d.birthDate, dates.firstDate) === 'tooYoung') {
    out.push(error('birthDate', 'validation:passenger.tooYoung', { name: travellerName(d), days: 14 }))
  }
  out.push(...documentIssues(d, dates))
  const kind = birth.ok ? passengerKind(d.birthDate, dates.firstDate) : null
  // Airlines want an adult's phone for schedule changes; a child may travel on the adult's.
  const storedMobile = d.personId !== null && isMasked(d.mobile)
  if (!storedMobile && (!isBlank(d.mobile) || kind === 'Adult')) {
    const p = checkPhone(d.mobile, d.mobileCountryCode)
    if (!p.ok) out.push(error('mobile', p.key))
  }
  const e = checkEmail(d.email)
  if (!e.ok) out.push(error('email', e.key))
  // One message per field, in form order, errors before warnings.
  const seen = new Set<string>()
  return out.filter((i) => {
    if (i.severity === 'warning') return true
    if (seen.has(i.field)) return false
    seen.add(i.field)
    return true
  })
}

export const MAX_TRAVELLERS = 9

/** The set of one booking: at least one, at most nine, ages and adults, no repeated document. */
export function checkTravellerSet(list: readonly TravellerDraft[], dates: TripDates): Issue[] {
  if (list.length === 0) return [error('travellers', 'booking:travellers.noTraveller')]
  if (list.length > MAX_TRAVELLERS) return [error('travellers', 'booking:travellers.tooManyTravellers', { max: MAX_TRAVELLERS })]
  const set = checkPassengerSet(list.map((d) => ({ name: travellerName(d), birthDate: d.birthDate })), dates.firstDate)
  if (!set.ok) return [error('travellers', set.key, set.params)]
  const kinds = list.map((d) => passengerKind(d.birthDate, dates.firstDate))
  if (kinds.filter((k) => k === 'Infant').length > kinds.filter((k) => k === 'Adult').length) {
    return [error('travellers', 'booking:travellers.tooManyInfants')]
  }
  const ids = checkUniqueGuestIds(list.map((d) => ({ name: travellerName(d), idNumber: isMasked(d.idNo) ? `${d.personId}` : normalizeIdCard(d.idNo), idType: d.idType })))
  if (!ids.ok) return [error('travellers', ids.key, ids.params)]
  return []
}

export interface ContactDraft {
  name: string
  mobileCountryCode: string
  mobile: string
  email: string
}

/** Contacts: a name, a valid phone not shared with another contact, e-mail when mails go out. */
export function checkContacts(list: readonly ContactDraft[], opts: { emailRequired: boolean }): Issue[] {
  const out: Issue[] = []
  list.forEach((c, i) => {
    if (isBlank(c.name)) out.push(error(`contact.${i}.name`, 'booking:contact.nameRequired'))
    const p = checkPhone(c.mobile, c.mobileCountryCode)
    if (!p.ok) out.push(error(`contact.${i}.mobile`, p.key))
    const e = checkEmail(c.email, { required: opts.emailRequired })
    if (!e.ok) out.push(error(`contact.${i}.email`, e.key))
  })
  const dup = checkUniqueContactPhones(list.map((c) => ({ phone: c.mobile, countryCode: c.mobileCountryCode })))
  if (!dup.ok) out.push(error(`contact.${dup.index}.mobile`, dup.key, dup.params))
  return out
}

// ---------------------------------------------------------------------------------------------
// Company fields (cost centre ... extend fields), shared by every product's order form.

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
  const extend = Object.fromEntries(Object.entries(f.extend).filter(([, v]) => (v ?? '').trim() !== '').map(([k, v]) => [k, (v ?? '').trim()]))
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

// ---------------------------------------------------------------------------------------------
// Policy reasons

export interface ReasonDraft {
  codeId: number | null
  /** 'Other' free text, or an optional note next to a code. */
  text: string
  /** The code's text as shown when it was chosen (on the cabins page), for display only. */
  label?: string
}

export interface VerdictLike {
  InPolicy: boolean
  Violations: { Kind: string }[]
}

/** Why a reason is asked: any rank rule broken, or only the lowest-fare rule; null when in policy. */
export function reasonNeeded(v: VerdictLike | null | undefined): ReasonKind | null {
  if (!v || v.InPolicy) return null
  return v.Violations.length > 0 && v.Violations.every((x) => x.Kind === 'LowestPrice') ? 'notLowest' : 'outOfPolicy'
}

export function checkReasonDraft(r: ReasonDraft | undefined, kind: ReasonKind | null, field: string): Issue[] {
  if (!kind && !r) return []
  const c = checkReason(r?.text, { required: !!kind && !r?.codeId, kind: kind ?? undefined })
  return c.ok ? [] : [error(field, c.key, c.params)]
}

// ---------------------------------------------------------------------------------------------
// Money (fen)

export interface MoneySplit {
  total: number
  company: number
  personal: number
}

export interface PriceLike {
  Total: number
  Insurance: number
  CompanyAmount: number
  PersonalAmount: number
}

/**
 * Who pays what for a payment type, from a quote split as Mixed (checkOrderPrice's answer):
 * Company pays all but insurance that is not free; Personal pays all; Mixed as quoted.
 */
export function paymentSplit(quoteAsMixed: PriceLike, type: PaymentKind, freeInsurance: boolean): MoneySplit {
  const total = quoteAsMixed.Total
  if (type === 'Personal') return { total, company: 0, personal: total }
  if (type === 'Mixed') return { total, company: quoteAsMixed.CompanyAmount, personal: quoteAsMixed.PersonalAmount }
  const personal = freeInsurance ? 0 : quoteAsMixed.Insurance
  return { total, company: total - personal, personal }
}

export interface PaymentRights {
  CompanyPay: boolean
  PersonalPay: boolean
  MixedPay: boolean
}

export function allowedPayments(rights: PaymentRights): PaymentKind[] {
  const out: PaymentKind[] = []
  if (rights.CompanyPay) out.push('Company')
  if (rights.MixedPay) out.push('Mixed')
  if (rights.PersonalPay) out.push('Personal')
  return out
}

/** Out of policy with split payment allowed: the company pays its standard, the traveller the rest. */
export function defaultPayment(allowed: readonly PaymentKind[], outOfPolicy: boolean): PaymentKind | null {
  if (outOfPolicy && allowed.includes('Mixed')) return 'Mixed'
  return allowed.find((p) => p !== 'Mixed') ?? allowed[0] ?? null
}

/** Unique per draft, the shape submitBooking accepts ([A-Za-z0-9_-], 8 to 64). */
export function newRequestId(prefix = 'fb', now: () => number = Date.now, random: () => number = Math.random): string {
  let tail = ''
  while (tail.length < 12) tail += Math.floor(random() * 36).toString(36)
  return `${prefix}-${now().toString(36)}-${tail}`
}

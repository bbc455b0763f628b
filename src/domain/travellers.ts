// One traveller of a ticket product and the set of one booking (flights; trains and hotels use
// the name parts): names, the document against the trip's dates, age classes, phone, e-mail.
// Pure: no Taro, no React, no i18n; Issues carry message keys.
import { ageClass, checkBirthDate, checkPassengerSet, type AgeClass } from './age'
import { isBlank } from './check'
import { checkDocumentValidity } from './documents'
import { checkEmail } from './email'
import { checkIdCard, checkIdentityMatchesIdCard, normalizeIdCard } from './id-card'
import { issueError as error, type Issue } from './issue'
import { checkChineseName, checkEnglishGivenName, checkEnglishSurname, normalizeChineseName } from './names'
import { checkPhone } from './phone'
import { checkUniqueGuestIds } from './uniqueness'

export type IdType = 'IDCard' | 'Passport' | 'HKMacaoPass' | 'TaiwanPass'
export const ID_TYPES: readonly IdType[] = ['IDCard', 'Passport', 'HKMacaoPass', 'TaiwanPass']
export type Gender = 'M' | 'F'
export type PassengerKind = 'Adult' | 'Child' | 'Infant'

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

const AGE_KIND: Record<Exclude<AgeClass, 'tooYoung'>, PassengerKind> = {
  adult: 'Adult',
  child: 'Child',
  baby: 'Infant',
}

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
    if (soon.severity === 'warning')
      out.push({
        field: 'idExpiry',
        key: soon.key,
        params: { ...soon.params, name: travellerName(d) },
        severity: 'warning',
      })
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
  const set = checkPassengerSet(
    list.map((d) => ({ name: travellerName(d), birthDate: d.birthDate })),
    dates.firstDate,
  )
  if (!set.ok) return [error('travellers', set.key, set.params)]
  const kinds = list.map((d) => passengerKind(d.birthDate, dates.firstDate))
  if (kinds.filter((k) => k === 'Infant').length > kinds.filter((k) => k === 'Adult').length) {
    return [error('travellers', 'booking:travellers.tooManyInfants')]
  }
  const ids = checkUniqueGuestIds(
    list.map((d) => ({
      name: travellerName(d),
      idNumber: isMasked(d.idNo) ? `${d.personId}` : normalizeIdCard(d.idNo),
      idType: d.idType,
    })),
  )
  if (!ids.ok) return [error('travellers', ids.key, ids.params)]
  return []
}

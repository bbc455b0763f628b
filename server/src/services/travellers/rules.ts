/**
 * The rules of docs/validation.md for a frequent traveller, checked on the server whatever the client checked:
 * names in Chinese or English, the mainland ID card (length, region, birth date, check digit)
 * with birth date and gender read from it, other documents with their validity (expired refused,
 * under 6 months accepted with a warning), phone by country code, e-mail, one frequent-flyer card
 * per airline and one membership card per hotel group. Errors name their field.
 */
import type { FrequentTravelerSaveReq, TravellerWarning } from '../../../../types/api/traveller'
import type { Lang } from '../../i18n'
import { checkEmail, checkMobile, normalizeCountryCode, normalizeEmail } from '../../lib/contact'
import { idCardCheckDigit } from '../../lib/id-card'
import { addMonths, daysBetween, isRealDate } from '../../lib/time'
import { invalid, tvText, type TravellerTextKey } from './texts'

export const DOCUMENT_WARNING_MONTHS = 6

/** Province-level codes of GB/T 2260 (the first two digits of an ID number). */
const REGIONS = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83, 91,
])
const CHINESE_NAME = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+(?:·[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)*$/
const ENGLISH_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/

/** The ID card messages in their order of checking; null = valid. */
export function idCardProblem(id: string): TravellerTextKey | null {
  if (!id) return 'tvIdRequired'
  if (id.length !== 18) return 'tvIdCardLength'
  if (!/^\d{17}[\dX]$/.test(id)) return 'tvIdCardFormat'
  if (!REGIONS.has(Number(id.slice(0, 2)))) return 'tvIdCardRegion'
  if (!isRealDate(idCardBirth(id)) || Number(id.slice(6, 10)) < 1900) return 'tvIdCardFormat'
  return idCardCheckDigit(id.slice(0, 17)) === id[17] ? null : 'tvIdCardFormat'
}
export const idCardBirth = (id: string): string => `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
export const idCardGender = (id: string): 'M' | 'F' => (Number(id[16]) % 2 === 1 ? 'M' : 'F')

function phoneOk(mobile: string, countryCode: string): boolean {
  try {
    checkMobile(mobile, countryCode)
    return true
  } catch {
    return false
  }
}
function emailOk(email: string): boolean {
  try {
    checkEmail(email)
    return true
  } catch {
    return false
  }
}

/** Phone and e-mail of a traveller or contact, normalised; throws the field's error. */
export function checkContactFields(mobile: string, countryCode: string | undefined, email: string | undefined) {
  const code = normalizeCountryCode(countryCode)
  const m = mobile.trim()
  if (!phoneOk(m, code)) throw invalid('tvMobile', { field: 'Mobile' })
  const e = normalizeEmail(email ?? '')
  if (e && !emailOk(e)) throw invalid('tvEmail', { field: 'Email' })
  return { countryCode: code, mobile: m, email: e }
}

export interface CheckedTraveller {
  chName: string
  lastName: string
  firstName: string
  gender: 'M' | 'F'
  birthDate: string
  countryCode: string
  mobile: string
  email: string
  documents: { docType: string; docNo: string; issuingCountry: string; nationality: string; expiry: string | null }[]
  cards: { kind: string; issuer: string; cardNo: string }[]
  warnings: TravellerWarning[]
}

/** The warning for a document with less than 6 months left on `today`, or null. */
export function expiryWarning(field: string, expiry: string | null, today: string, lang: Lang): TravellerWarning | null {
  if (!expiry || expiry >= addMonths(today, DOCUMENT_WARNING_MONTHS)) return null
  return { Field: field, Code: 'ExpiresSoon', Message: tvText(lang, 'tvDocExpiresSoon', { date: expiry }) }
}

export function checkTraveller(req: FrequentTravelerSaveReq, today: string, lang: Lang): CheckedTraveller {
  const chName = (req.ChName ?? '').trim().replace(/[\u2022\u30fb\uff65\uff0e\u2027\u2219.]/g, '·')
  const lastName = (req.LastName ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
  const firstName = (req.FirstName ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
  if (!chName && !(lastName && firstName)) throw invalid('tvNameRequired', { field: lastName || firstName ? (lastName ? 'FirstName' : 'LastName') : 'ChName' })
  if (chName && (!CHINESE_NAME.test(chName) || chName.replace(/·/g, '').length < 2 || chName.length > 30)) throw invalid('tvChineseName', { field: 'ChName' })
  if (lastName && !ENGLISH_NAME.test(lastName)) throw invalid('tvEnglishName', { field: 'LastName' })
  if (firstName && !ENGLISH_NAME.test(firstName)) throw invalid('tvEnglishName', { field: 'FirstName' })
  if (Boolean(lastName) !== Boolean(firstName)) throw invalid('tvNameRequired', { field: lastName ? 'FirstName' : 'LastName' })

  const warnings: TravellerWarning[] = []
  const seenTypes = new Set<string>()
  let fromId: { birth: string; gender: 'M' | 'F' } | null = null
  const documents = req.Documents.map((d, i) => {
    const field = `Documents.${i}`
    const docNo = d.DocNo.trim().toUpperCase()
    if (seenTypes.has(d.DocType)) throw invalid('tvDocTypeTwice', { field: `${field}.DocType` })
    seenTypes.add(d.DocType)
    const expiry = d.Expiry?.trim() || null
    if (d.DocType === 'IDCard') {
      const problem = idCardProblem(docNo)
      if (problem) throw invalid(problem, { field: `${field}.DocNo` })
      if (daysBetween(idCardBirth(docNo), today) < 0) throw invalid('tvIdCardFormat', { field: `${field}.DocNo` })
      fromId = { birth: idCardBirth(docNo), gender: idCardGender(docNo) }
    } else {
      if (!docNo) throw invalid('tvIdRequired', { field: `${field}.DocNo` })
      if (!/^[A-Z0-9]{5,17}$/.test(docNo)) throw invalid('tvDocNoFormat', { field: `${field}.DocNo` })
      if (!(lastName && firstName)) throw invalid('tvEnglishNameRequired', { field: 'LastName' })
      if (!expiry) throw invalid('tvExpiryRequired', { field: `${field}.Expiry` })
    }
    if (expiry) {
      if (!isRealDate(expiry)) throw invalid('tvDateInvalid', { field: `${field}.Expiry` })
      // Valid through its expiry date: the day after, it is expired.
      if (expiry < today) throw invalid('tvDocExpired', { field: `${field}.Expiry` })
      if (d.DocType !== 'IDCard') {
        const w = expiryWarning(`${field}.Expiry`, expiry, today, lang)
        if (w) warnings.push(w)
      }
    }
    const country = d.IssuingCountry ?? (d.DocType === 'IDCard' ? 'CN' : (d.Nationality ?? 'CN'))
    return { docType: d.DocType, docNo, issuingCountry: country, nationality: d.Nationality ?? country, expiry }
  })

  const id = fromId as { birth: string; gender: 'M' | 'F' } | null
  const birthIn = req.BirthDate?.trim() || null
  if (birthIn && (!isRealDate(birthIn) || daysBetween(birthIn, today) < 0)) throw invalid('tvDateInvalid', { field: 'BirthDate' })
  if (id && birthIn && birthIn !== id.birth) throw invalid('tvIdMismatch', { field: 'BirthDate' })
  if (id && req.Gender && req.Gender !== id.gender) throw invalid('tvIdMismatch', { field: 'Gender' })
  const birthDate = id?.birth ?? birthIn
  const gender = id?.gender ?? req.Gender ?? null
  if (!birthDate) throw invalid('tvBirthRequired', { field: 'BirthDate' })
  if (!gender) throw invalid('tvGenderRequired', { field: 'Gender' })

  const contact = checkContactFields(req.Mobile, req.MobileCountryCode, req.Email)

  const seenCards = new Set<string>()
  const cards = (req.Cards ?? []).map((c, i) => {
    const field = `Cards.${i}`
    const issuer = c.Issuer.trim().toUpperCase()
    const ok = c.Kind === 'Airline' ? /^[A-Z0-9]{2}$/.test(issuer) : /^[A-Z0-9]{2,20}$/.test(issuer)
    if (!ok) throw invalid('tvCardIssuer', { field: `${field}.Issuer` })
    const cardNo = c.CardNo.trim().toUpperCase()
    if (!/^[A-Z0-9]{4,30}$/.test(cardNo)) throw invalid('tvCardNo', { field: `${field}.CardNo` })
    const key = `${c.Kind}|${issuer}`
    if (seenCards.has(key)) throw invalid(c.Kind === 'Airline' ? 'tvAirlineCardTwice' : 'tvHotelCardTwice', { field: `${field}.Issuer`, issuer })
    seenCards.add(key)
    return { kind: c.Kind, issuer, cardNo }
  })

  return {
    chName,
    lastName,
    firstName,
    gender,
    birthDate,
    countryCode: contact.countryCode,
    mobile: contact.mobile,
    email: contact.email,
    documents,
    cards,
    warnings,
  }
}

/**
 * The frequent-traveller form's rules, checked as the server checks them (docs/validation.md,
 * server/src/services/travellers/rules.ts) and named by the same field paths ('Documents.1.Expiry'),
 * with the server's messages (traveller:err.*). Built on the domain's own rules: ID cards
 * (domain/id-card), Chinese and English names (domain/names), phones (domain/phone), e-mail
 * (domain/email) and dates (domain/dates). Pure: no i18n, no clock — `today` comes in.
 */
import type { DocType, FrequentTravelerDetail, FrequentTravelerSaveReq, TravellerCard } from '@api/traveller'
import { addMonths, compareDates, parseDate, toIsoDate } from '@/domain/dates'
import { isEmail } from '@/domain/email'
import { ID_CARD_LENGTH, isValidRegionCode, normalizeIdCard, parseIdCard } from '@/domain/id-card'
import { isChineseName, normalizeChineseName } from '@/domain/names'
import { checkPhone, normalizeCountryCode } from '@/domain/phone'
import { DOCUMENT_WARNING_MONTHS } from '@/domain/documents'

export interface DocDraft {
  DocType: DocType
  DocNo: string
  IssuingCountry: string
  Expiry: string
}
export interface CardDraft {
  Kind: TravellerCard['Kind']
  Issuer: string
  CardNo: string
}
export interface TravellerDraft {
  id: number | null
  ChName: string
  LastName: string
  FirstName: string
  Gender: '' | 'M' | 'F'
  BirthDate: string
  Nationality: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  Documents: DocDraft[]
  Cards: CardDraft[]
}

/** A message of the traveller namespace for one field path. */
export interface FieldIssue {
  field: string
  key: string
  params?: Record<string, string>
  severity: 'error' | 'warning'
}

export const emptyDocument = (type: DocType = 'IDCard'): DocDraft => ({ DocType: type, DocNo: '', IssuingCountry: 'CN', Expiry: '' })
export const emptyCard = (): CardDraft => ({ Kind: 'Airline', Issuer: '', CardNo: '' })

export function emptyTraveller(): TravellerDraft {
  return {
    id: null,
    ChName: '',
    LastName: '',
    FirstName: '',
    Gender: '',
    BirthDate: '',
    Nationality: 'CN',
    MobileCountryCode: '86',
    Mobile: '',
    Email: '',
    Documents: [emptyDocument()],
    Cards: [],
  }
}

export function draftOf(d: FrequentTravelerDetail): TravellerDraft {
  return {
    id: d.FrequentTravelerId,
    ChName: d.ChName ?? '',
    LastName: d.LastName ?? '',
    FirstName: d.FirstName ?? '',
    Gender: d.Gender === 'M' || d.Gender === 'F' ? d.Gender : '',
    BirthDate: d.BirthDate ?? '',
    Nationality: d.Nationality || 'CN',
    MobileCountryCode: d.MobileCountryCode || '86',
    Mobile: d.Mobile ?? '',
    Email: d.Email ?? '',
    Documents: d.Documents.length
      ? d.Documents.map((x) => ({ DocType: x.DocType, DocNo: x.DocNo, IssuingCountry: x.IssuingCountry || 'CN', Expiry: x.Expiry ?? '' }))
      : [emptyDocument()],
    Cards: d.Cards.map((c) => ({ Kind: c.Kind, Issuer: c.Issuer, CardNo: c.CardNo })),
  }
}

/** Birth date and gender read from the draft's valid mainland ID card, when it has one. */
export function fromIdCard(d: TravellerDraft): { BirthDate: string; Gender: 'M' | 'F' } | null {
  const id = d.Documents.find((x) => x.DocType === 'IDCard')
  const info = id ? parseIdCard(id.DocNo) : null
  return info ? { BirthDate: info.birthDate, Gender: info.gender === 'male' ? 'M' : 'F' } : null
}

const ENGLISH = /^[A-Za-z]+(?: [A-Za-z]+)*$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

function idCardKey(raw: string, today: string): string | null {
  const id = normalizeIdCard(raw)
  if (!id) return 'err.idRequired'
  if (id.length !== ID_CARD_LENGTH) return 'err.idCardLength'
  if (!/^\d{17}[\dX]$/.test(id)) return 'err.idCardFormat'
  if (!isValidRegionCode(id.slice(0, 2))) return 'err.idCardRegion'
  const info = parseIdCard(id)
  if (!info || info.birthDate > today || info.birthDate < '1900-01-01') return 'err.idCardFormat'
  return null
}

/** Every problem of the draft on `today` ('yyyy-MM-dd', China), errors and warnings, by field path. */
export function checkTravellerDraft(d: TravellerDraft, today: string): FieldIssue[] {
  const out: FieldIssue[] = []
  const err = (field: string, key: string, params?: Record<string, string>) => out.push({ field, key, params, severity: 'error' })
  const ch = normalizeChineseName(d.ChName)
  const last = d.LastName.trim()
  const first = d.FirstName.trim()
  if (!ch && !last && !first) err('ChName', 'err.nameRequired')
  if (ch && !isChineseName(ch)) err('ChName', 'err.chineseName')
  if (last && !ENGLISH.test(last)) err('LastName', 'err.englishName')
  if (first && !ENGLISH.test(first)) err('FirstName', 'err.englishName')
  if (Boolean(last) !== Boolean(first)) err(last ? 'FirstName' : 'LastName', 'err.nameRequired')

  const seen = new Set<string>()
  const soon = toIsoDate(addMonths(parseDate(today)!, DOCUMENT_WARNING_MONTHS))
  d.Documents.forEach((doc, i) => {
    const f = `Documents.${i}`
    if (seen.has(doc.DocType)) err(`${f}.DocType`, 'err.docTypeTwice')
    seen.add(doc.DocType)
    const no = doc.DocNo.trim().toUpperCase()
    const expiry = doc.Expiry.trim()
    if (doc.DocType === 'IDCard') {
      const k = idCardKey(no, today)
      if (k) err(`${f}.DocNo`, k)
    } else {
      if (!no) err(`${f}.DocNo`, 'err.idRequired')
      else if (!/^[A-Z0-9]{5,17}$/.test(no)) err(`${f}.DocNo`, 'err.docNoFormat')
      if (!(last && first) && !out.some((x) => x.field === 'LastName' || x.field === 'FirstName')) err('LastName', 'err.englishNameRequired')
      if (!expiry) err(`${f}.Expiry`, 'err.expiryRequired')
    }
    if (expiry) {
      const date = DATE.test(expiry) ? parseDate(expiry) : null
      if (!date) err(`${f}.Expiry`, 'err.dateInvalid')
      else if (compareDates(date, parseDate(today)!) < 0) err(`${f}.Expiry`, 'err.docExpired')
      else if (doc.DocType !== 'IDCard' && expiry < soon)
        out.push({ field: `${f}.Expiry`, key: 'err.docExpiresSoon', params: { date: expiry }, severity: 'warning' })
    }
  })

  const id = fromIdCard(d)
  if (!id) {
    if (!d.BirthDate) err('BirthDate', 'err.birthRequired')
    else if (!DATE.test(d.BirthDate) || !parseDate(d.BirthDate) || d.BirthDate > today) err('BirthDate', 'err.dateInvalid')
    if (!d.Gender) err('Gender', 'err.genderRequired')
  }

  if (!checkPhone(d.Mobile, d.MobileCountryCode).ok) err('Mobile', 'err.mobile')
  if (d.Email.trim() && !isEmail(d.Email)) err('Email', 'err.email')

  const cards = new Set<string>()
  d.Cards.forEach((c, i) => {
    const f = `Cards.${i}`
    const issuer = c.Issuer.trim().toUpperCase()
    const ok = c.Kind === 'Airline' ? /^[A-Z0-9]{2}$/.test(issuer) : /^[A-Z0-9]{2,20}$/.test(issuer)
    if (!ok) err(`${f}.Issuer`, 'err.cardIssuer')
    if (!/^[A-Z0-9]{4,30}$/.test(c.CardNo.trim().toUpperCase())) err(`${f}.CardNo`, 'err.cardNo')
    const k = `${c.Kind}|${issuer}`
    if (ok && cards.has(k)) err(`${f}.Issuer`, c.Kind === 'Airline' ? 'err.airlineCardTwice' : 'err.hotelCardTwice', { issuer })
    cards.add(k)
  })
  return out
}

/** The save request of a draft, tidied as people type (upper-case Latin, the name dot); birth date and gender left to the ID card when it has one. */
export function saveRequestOf(d: TravellerDraft): FrequentTravelerSaveReq {
  const id = fromIdCard(d)
  return {
    FrequentTravelerId: d.id,
    ChName: normalizeChineseName(d.ChName),
    LastName: d.LastName.trim().toUpperCase(),
    FirstName: d.FirstName.trim().toUpperCase(),
    Gender: id ? id.Gender : d.Gender || null,
    BirthDate: id ? id.BirthDate : d.BirthDate || null,
    MobileCountryCode: normalizeCountryCode(d.MobileCountryCode),
    Mobile: d.Mobile.trim(),
    Email: d.Email.trim(),
    Documents: d.Documents.map((x) => ({
      DocType: x.DocType,
      DocNo: x.DocType === 'IDCard' ? normalizeIdCard(x.DocNo) : x.DocNo.trim().toUpperCase(),
      IssuingCountry: x.DocType === 'IDCard' ? 'CN' : x.IssuingCountry || d.Nationality || 'CN',
      Nationality: d.Nationality || 'CN',
      Expiry: x.Expiry.trim() || null,
    })),
    Cards: d.Cards.map((c) => ({ Kind: c.Kind, Issuer: c.Issuer.trim().toUpperCase(), CardNo: c.CardNo.trim().toUpperCase() })),
  }
}

const FIELD = /(Documents\.\d+\.\w+|Cards\.\d+\.\w+|ChName|LastName|FirstName|Gender|BirthDate|MobileCountryCode|Mobile|Email|Name)/

/**
 * The field a server rule error names, and its message without the path: the server says
 * 'Documents.1.Expiry: the document has expired…' (or 'Documents.1.Expiry：证件已过期…').
 */
export function serverFieldError(message: string): { field: string; text: string } | null {
  const m = FIELD.exec(message)
  if (!m) return null
  const text = message
    .replace(m[0], '')
    .replace(/^\s*[:：]\s*/, '')
    .trim()
  return { field: m[1], text: text || message }
}

export interface ContactDraft {
  Name: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  IsDefault: boolean
}

/** A contact's problems by field: a name, a phone by its country code, an e-mail when given. */
export function checkContactDraft(d: ContactDraft): FieldIssue[] {
  const out: FieldIssue[] = []
  if (!d.Name.trim()) out.push({ field: 'Name', key: 'err.contactName', severity: 'error' })
  if (!checkPhone(d.Mobile, d.MobileCountryCode).ok) out.push({ field: 'Mobile', key: 'err.mobile', severity: 'error' })
  if (d.Email.trim() && !isEmail(d.Email)) out.push({ field: 'Email', key: 'err.email', severity: 'error' })
  return out
}

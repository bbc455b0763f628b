/**
 * Travellers of an international booking and their travel documents. Each passenger is a person
 * of the company in the caller's booking scope (their English names, gender, birth date and phone
 * are the defaults) or typed in (the booker's standard). English surname and given names are
 * letters and single spaces (ENGLISH_NAME_PATTERN), stored upper-case as on the document.
 *
 * A document is checked against the trip's last day (the last flight's local arrival date):
 * expired today, or expiring before that day, is refused (1120); valid for less than
 * DOCUMENT_WARNING_MONTHS after it warns. The visa reminder names, per destination and transit
 * country, what a Chinese mainland passport usually needs, in plain words.
 */
import type { IntlDocumentWarning, IntlPassengerInput, VisaReminder } from '../../../../types/api/intlflight'
import { DOCUMENT_WARNING_MONTHS, ENGLISH_NAME_PATTERN, TRAVEL_DOCUMENT_TYPES, type TravelDocumentType } from '../../../../types/api/intlflight-values'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import type { Traveller } from '../../kernel/orders/create'
import { addMonths, isRealDate } from '../../lib/time'
import type { Itin } from './connections'
import { NATION_BY_CODE, nationName } from './places'
import { intlTravellers, type IntlTravellers } from './policy'
import { documentRefused, invalid, it } from './texts'
import { equal } from '../../db/match'

export interface CheckedPassenger {
  traveller: Traveller
  name: string
  doc: { type: TravelDocumentType; no: string; country: string; expiry: string }
}

const NAME = new RegExp(ENGLISH_NAME_PATTERN)
const KERNEL_ID_TYPES: readonly string[] = ['Passport', 'HKMacaoPass', 'TaiwanPass']

interface Saved {
  person_id: number | null
  last_name: string
  first_name: string
  gender: string
  birth_date: string | null
  nationality: string
  mobile_country_code: string
  mobile: string
  doc: { doc_type: string; doc_no: string; issuing_country: string; nationality: string; expiry: string | null } | undefined
}

/** The caller's frequent travellers among `ids`, each with their best travel document (passport first). */
async function savedTravellers(ctx: AuthedContext, ids: readonly number[]): Promise<Map<number, Saved>> {
  const out = new Map<number, Saved>()
  if (!ids.length) return out
  const { companyId, userId } = ctx.caller
  const rows = await ctx.db
    .selectFrom('frequent_travelers')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, owner_user_id: userId }))
    .where('id', 'in', [...ids])
    .execute()
  const docs = rows.length
    ? await ctx.db
        .selectFrom('frequent_traveler_documents')
        .selectAll()
        .where('company_id', '=', companyId)
        .where(
          'traveler_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('doc_type', 'in', [...TRAVEL_DOCUMENT_TYPES])
        .execute()
    : []
  for (const r of rows) {
    const own = docs
      .filter((d) => d.traveler_id === r.id)
      .sort(
        (a, b) =>
          TRAVEL_DOCUMENT_TYPES.indexOf(a.doc_type as TravelDocumentType) - TRAVEL_DOCUMENT_TYPES.indexOf(b.doc_type as TravelDocumentType) || a.sort - b.sort,
      )
    out.set(r.id, { ...r, doc: own[0] })
  }
  return out
}

export async function checkPassengers(
  ctx: AuthedContext,
  inputs: readonly IntlPassengerInput[],
  tripEnd: string,
  today: string,
): Promise<{ passengers: CheckedPassenger[]; warnings: IntlDocumentWarning[]; travellers: IntlTravellers }> {
  const { companyId } = ctx.caller
  const saved = await savedTravellers(
    ctx,
    inputs.map((p) => p.FrequentTravelerId).filter((x): x is number => x !== undefined),
  )
  const savedOf = (p: IntlPassengerInput) => (p.FrequentTravelerId ? saved.get(p.FrequentTravelerId) : undefined)
  for (const p of inputs) if (p.FrequentTravelerId && !savedOf(p)) throw fail.validation('vInvalid', { field: 'FrequentTravelerId' })
  const ids = inputs.map((p) => p.PersonId ?? savedOf(p)?.person_id ?? null)
  const given = ids.filter((x): x is number => x !== null)
  if (new Set(given).size !== given.length) throw invalid('ifPassengerTwice')
  const persons = given.length
    ? await ctx.db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', 'in', given).where('status', '=', 1).execute()
    : []
  const warnings: IntlDocumentWarning[] = []
  const passengers = inputs.map((p, i): CheckedPassenger => {
    const f = savedOf(p)
    const person = ids[i] ? persons.find((x) => x.id === ids[i]) : undefined
    const last = (p.LastName ?? f?.last_name ?? person?.last_name ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
    const first = (p.FirstName ?? f?.first_name ?? person?.first_name ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
    const name = person?.ch_name || `${last}/${first}`
    if (!NAME.test(last) || !NAME.test(first) || last.length > 30 || first.length > 30) throw invalid('ifNameEnglish', { name: name || String(i + 1) })
    const doc =
      p.Document ??
      (f?.doc && f.doc.expiry
        ? { Type: f.doc.doc_type as TravelDocumentType, Number: f.doc.doc_no, IssuingCountry: f.doc.issuing_country || f.nationality, Expiry: f.doc.expiry }
        : undefined)
    if (!doc) throw invalid('ifPassengerNoDocument', { name })
    const nationality = p.Nationality ?? (f?.doc?.nationality || f?.nationality || person?.nationality || doc.IssuingCountry)
    for (const code of [nationality, doc.IssuingCountry]) if (!NATION_BY_CODE.has(code)) throw invalid('ifNationUnknown', { code })
    const expiry = doc.Expiry
    if (!isRealDate(expiry)) throw invalid('ifDateInvalid', { field: `Passengers.${i}.Document.Expiry` })
    if (expiry < today) throw documentRefused('ifDocumentExpired', { name, expiry })
    if (expiry < tripEnd) throw documentRefused('ifDocumentEndsBeforeTrip', { name, expiry, end: tripEnd })
    if (expiry < addMonths(tripEnd, DOCUMENT_WARNING_MONTHS)) {
      warnings.push({
        PassengerIndex: i,
        Name: name,
        Kind: 'DocumentExpiresSoon',
        Message: it(ctx.lang, 'ifDocumentExpiresSoon', { name, expiry, months: DOCUMENT_WARNING_MONTHS }),
      })
    }
    const g = p.Gender ?? f?.gender ?? person?.gender
    const number = doc.Number.toUpperCase()
    return {
      name,
      doc: { type: doc.Type, no: number, country: doc.IssuingCountry, expiry },
      traveller: {
        personId: ids[i],
        chName: person?.ch_name ?? '',
        lastName: last,
        firstName: first,
        gender: g === 'M' || g === 'F' ? g : '',
        birthDate: p.BirthDate ?? f?.birth_date ?? person?.birth_date ?? '',
        nationality,
        idType: (KERNEL_ID_TYPES.includes(doc.Type) ? doc.Type : '') as Traveller['idType'],
        idNo: number,
        idExpiry: expiry,
        mobileCountryCode: p.MobileCountryCode ?? person?.mobile_country_code ?? f?.mobile_country_code ?? '86',
        mobile: p.Mobile ?? person?.mobile ?? f?.mobile ?? '',
        email: person?.email ?? '',
      },
    }
  })
  const docs = passengers.map((p) => `${p.doc.country}${p.doc.no}`)
  if (new Set(docs).size !== docs.length) throw invalid('ifPassengerTwice')
  const travellers = await intlTravellers(
    ctx,
    ids,
    passengers.map((p) => p.name),
  )
  return { passengers, warnings, travellers }
}

/** Visa reminders of the legs' destinations, then of the countries connected through. */
export function visaReminders(legs: readonly Itin[], origin: string, lang: Lang): VisaReminder[] {
  const dest: string[] = []
  const transit: string[] = []
  for (const l of legs) {
    const last = l[l.length - 1].def.to.country
    if (!dest.includes(last)) dest.push(last)
    for (const s of l.slice(0, -1)) if (!transit.includes(s.def.to.country)) transit.push(s.def.to.country)
  }
  const out: VisaReminder[] = []
  for (const c of dest) {
    const kind = NATION_BY_CODE.get(c)?.visa ?? 'Visa'
    if (kind === 'Home' || c === origin) continue
    out.push({ CountryCode: c, CountryName: nationName(c, lang), Text: it(lang, `visa${kind}`, { country: nationName(c, lang) }) })
  }
  for (const c of transit) {
    const kind = NATION_BY_CODE.get(c)?.visa ?? 'Visa'
    if (dest.includes(c) || kind === 'Home' || kind === 'VisaFree') continue
    out.push({ CountryCode: c, CountryName: nationName(c, lang), Text: it(lang, 'visaTransit', { country: nationName(c, lang) }) })
  }
  return out
}

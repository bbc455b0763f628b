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
import { DOCUMENT_WARNING_MONTHS, ENGLISH_NAME_PATTERN, type TravelDocumentType } from '../../../../types/api/intlflight-values'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import type { Traveller } from '../../kernel/orders/create'
import { addMonths, isRealDate } from '../../lib/time'
import type { Itin } from './connections'
import { NATION_BY_CODE, nationName } from './places'
import { intlTravellers, type IntlTravellers } from './policy'
import { documentRefused, invalid, it } from './texts'

export interface CheckedPassenger {
  traveller: Traveller
  name: string
  doc: { type: TravelDocumentType; no: string; country: string; expiry: string }
}

const NAME = new RegExp(ENGLISH_NAME_PATTERN)
const KERNEL_ID_TYPES: readonly string[] = ['Passport', 'HKMacaoPass', 'TaiwanPass']

export async function checkPassengers(
  ctx: AuthedContext,
  inputs: readonly IntlPassengerInput[],
  tripEnd: string,
  today: string,
): Promise<{ passengers: CheckedPassenger[]; warnings: IntlDocumentWarning[]; travellers: IntlTravellers }> {
  const { companyId } = ctx.caller
  const ids = inputs.map((p) => p.PersonId ?? null)
  const given = ids.filter((x): x is number => x !== null)
  if (new Set(given).size !== given.length) throw invalid('ifPassengerTwice')
  const docs = inputs.map((p) => `${p.Document.IssuingCountry}${p.Document.Number.toUpperCase()}`)
  if (new Set(docs).size !== docs.length) throw invalid('ifPassengerTwice')
  const persons = given.length ? await ctx.db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', 'in', given).where('status', '=', 1).execute() : []
  const warnings: IntlDocumentWarning[] = []
  const passengers = inputs.map((p, i): CheckedPassenger => {
    const person = p.PersonId ? persons.find((x) => x.id === p.PersonId) : undefined
    const last = (p.LastName ?? person?.last_name ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
    const first = (p.FirstName ?? person?.first_name ?? '').trim().replace(/\s+/g, ' ').toUpperCase()
    const name = person?.ch_name || `${last}/${first}`
    if (!NAME.test(last) || !NAME.test(first) || last.length > 30 || first.length > 30) throw invalid('ifNameEnglish', { name: name || String(i + 1) })
    for (const code of [p.Nationality, p.Document.IssuingCountry]) if (!NATION_BY_CODE.has(code)) throw invalid('ifNationUnknown', { code })
    const expiry = p.Document.Expiry
    if (!isRealDate(expiry)) throw invalid('ifDateInvalid', { field: `Passengers.${i}.Document.Expiry` })
    if (expiry < today) throw documentRefused('ifDocumentExpired', { name, expiry })
    if (expiry < tripEnd) throw documentRefused('ifDocumentEndsBeforeTrip', { name, expiry, end: tripEnd })
    if (expiry < addMonths(tripEnd, DOCUMENT_WARNING_MONTHS)) {
      warnings.push({ PassengerIndex: i, Name: name, Kind: 'DocumentExpiresSoon', Message: it(ctx.lang, 'ifDocumentExpiresSoon', { name, expiry, months: DOCUMENT_WARNING_MONTHS }) })
    }
    const gender = p.Gender ?? (person?.gender === 'M' || person?.gender === 'F' ? person.gender : '')
    return {
      name,
      doc: { type: p.Document.Type, no: p.Document.Number.toUpperCase(), country: p.Document.IssuingCountry, expiry },
      traveller: {
        personId: p.PersonId ?? null,
        chName: person?.ch_name ?? '',
        lastName: last,
        firstName: first,
        gender,
        birthDate: p.BirthDate ?? person?.birth_date ?? '',
        nationality: p.Nationality,
        idType: (KERNEL_ID_TYPES.includes(p.Document.Type) ? p.Document.Type : '') as Traveller['idType'],
        idNo: p.Document.Number.toUpperCase(),
        idExpiry: expiry,
        mobileCountryCode: p.MobileCountryCode ?? person?.mobile_country_code ?? '86',
        mobile: p.Mobile ?? person?.mobile ?? '',
        email: person?.email ?? '',
      },
    }
  })
  const travellers = await intlTravellers(ctx, ids, passengers.map((p) => p.name))
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

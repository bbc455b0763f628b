/**
 * Passenger rules of docs/validation.md, checked on the server whatever the client checked: names, ID card
 * (length, region, birth date, check digit, agreeing with birth date and gender), other
 * documents, validity (expired blocks, under 6 months after departure warns), age classes (baby
 * under 14 days refused, children and babies need an adult, at most one baby per adult), unique
 * documents. Contacts are the order kernel's (kernel/orders/contacts.ts).
 */
import { fail } from '../../errors'
import type { Traveller } from '../../kernel/orders/create'
import { checkEmail, checkMobile, normalizeCountryCode } from '../../lib/contact'
import { idCardCheckDigit } from '../../lib/id-card'
import { displayName } from '../../lib/names'
import { addDays, addMonths, daysBetween, isRealDate } from '../../lib/time'
import { invalid, type FlightTextKey } from './texts'

export type PaxType = 'Adult' | 'Child' | 'Infant'

/** A passenger is a traveller of the order kernel. */
export type PassengerData = Traveller

/** Province-level codes of GB/T 2260 (the first two digits of an ID number). */
const REGIONS = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83, 91,
])

/** The ID card messages of docs/validation.md, in their order of checking. null = valid. */
export function idCardProblem(id: string): FlightTextKey | null {
  if (!id) return 'idRequired'
  if (id.length !== 18) return 'idCardLength'
  if (!REGIONS.has(Number(id.slice(0, 2))) || !/^\d{2}/.test(id)) return 'idCardRegion'
  if (!/^\d{17}[\dX]$/.test(id)) return 'idCardFormat'
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
  if (!isRealDate(birth)) return 'idCardFormat'
  return idCardCheckDigit(id.slice(0, 17)) === id[17] ? null : 'idCardFormat'
}

export const idCardBirth = (id: string): string => `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
export const idCardGender = (id: string): 'M' | 'F' => (Number(id[16]) % 2 === 1 ? 'M' : 'F')

/**
 * Adult 12+, child 2 to under 12, baby 14 days to under 2, on the travel date; null = too young.
 * "N or older" = born on or before (travel date − N years), Feb 29 clamped to Feb 28 in common
 * years — the same convention as the client's src/domain/age.ts.
 */
export function paxTypeOn(birth: string, travelDate: string): PaxType | null {
  const bornBy = (years: number) => daysBetween(birth, addMonths(travelDate, -12 * years)) >= 0
  if (bornBy(12)) return 'Adult'
  if (bornBy(2)) return 'Child'
  return daysBetween(birth, addDays(travelDate, -14)) >= 0 ? 'Infant' : null
}

export interface PassengerCheck {
  types: PaxType[]
  warnings: { key: 'docExpiringSoon'; name: string }[]
}

/**
 * Checks every passenger for a trip from `firstDate` to `lastDate` (the return date for round
 * trips). Throws ValidationFailed with the spec's message; returns passenger types and warnings.
 */
export function checkPassengers(list: readonly PassengerData[], firstDate: string, lastDate: string, today: string): PassengerCheck {
  const types: PaxType[] = []
  const warnings: PassengerCheck['warnings'] = []
  const seen = new Set<string>()
  list.forEach((p, i) => {
    const n = i + 1
    const name = displayName(p) || String(n)
    if (!p.chName && !(p.lastName && p.firstName)) throw invalid('paxNameRequired', { n })
    if (p.chName && !/^[\u3400-\u9fff·]{2,20}$/.test(p.chName)) throw invalid('paxChineseName', { n })
    if ((p.lastName || p.firstName) && !(/^[A-Za-z]+( [A-Za-z]+)*$/.test(p.lastName) && /^[A-Za-z]+( [A-Za-z]+)*$/.test(p.firstName))) {
      throw invalid('paxEnglishName', { n })
    }
    if (!isRealDate(p.birthDate) || daysBetween(p.birthDate, today) < 0) throw fail.validation('vInvalid', { field: `Passengers.${i}.BirthDate` })
    const id = p.idNo.trim().toUpperCase()
    if (p.idType === 'IDCard') {
      const problem = idCardProblem(id)
      if (problem) throw invalid(problem)
      if (idCardBirth(id) !== p.birthDate || idCardGender(id) !== p.gender) throw invalid('idCardMismatch', { name })
    } else {
      if (!id) throw invalid('idRequired')
      if (!/^[A-Z0-9]{5,17}$/.test(id)) throw invalid('passportFormat', { name })
      if (!(p.lastName && p.firstName)) throw invalid('paxEnglishName', { n })
      if (!p.idExpiry) throw invalid('docExpiryRequired', { name })
    }
    if (p.idExpiry) {
      if (!isRealDate(p.idExpiry)) throw fail.validation('vInvalid', { field: `Passengers.${i}.IdExpiry` })
      if (daysBetween(lastDate, p.idExpiry) < 0) throw invalid('docExpired', { name })
      if (p.idExpiry < addMonths(firstDate, 6)) warnings.push({ key: 'docExpiringSoon', name })
    }
    const key = `${p.idType}|${id}`
    if (seen.has(key)) throw invalid('duplicateId')
    seen.add(key)
    const type = paxTypeOn(p.birthDate, firstDate)
    if (type === null) throw invalid('babyTooYoung')
    if (p.mobile) checkMobile(p.mobile, normalizeCountryCode(p.mobileCountryCode))
    else if (type === 'Adult') throw fail.validation('vRequired', { field: `Passengers.${i}.Mobile` })
    if (p.email) checkEmail(p.email)
    types.push(type)
  })
  const adults = types.filter((t) => t === 'Adult').length
  if (adults === 0) throw invalid('needsAdult')
  if (types.filter((t) => t === 'Infant').length > adults) throw invalid('tooManyInfants')
  return { types, warnings }
}

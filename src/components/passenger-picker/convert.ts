/** People from the booking scope and the frequent-traveller list, as traveller drafts. */
import type { BookPerson, FrequentTravelerItem } from '@api/flight'
import { emptyTraveller, ID_TYPES, type IdType, type TravellerDraft } from '@/domain/booking'

const idTypeOf = (v: string): IdType => ((ID_TYPES as readonly string[]).includes(v) ? (v as IdType) : 'IDCard')
const genderOf = (v: string): TravellerDraft['gender'] => (v === 'M' || v === 'F' ? v : '')

/** The same person always gets the same key, whichever list they were picked from. */
export function personKey(personId: number | null, frequentId: number | null): string {
  return personId !== null ? `p${personId}` : `f${frequentId ?? 0}`
}

/** What both lists say of a person, as the draft keeps it. */
function personFields(p: BookPerson | FrequentTravelerItem) {
  return {
    chName: p.ChName,
    lastName: p.LastName,
    firstName: p.FirstName,
    gender: genderOf(p.Gender),
    birthDate: p.BirthDate ?? '',
    nationality: p.Nationality || 'CN',
    idType: idTypeOf(p.IdType),
    idNo: p.IdNo,
    mobileCountryCode: p.MobileCountryCode || '86',
    mobile: p.Mobile,
    email: p.Email,
  }
}

export function fromBookPerson(p: BookPerson): TravellerDraft {
  return {
    ...emptyTraveller(personKey(p.PersonId, null)),
    personId: p.PersonId,
    isEmployee: p.Kind === 'Employee',
    ...personFields(p),
  }
}

export function fromFrequent(f: FrequentTravelerItem): TravellerDraft {
  return {
    ...emptyTraveller(personKey(f.PersonId, f.FrequentTravelerId)),
    personId: f.PersonId,
    frequentTravelerId: f.FrequentTravelerId,
    ...personFields(f),
    idExpiry: f.IdExpiry ?? '',
  }
}

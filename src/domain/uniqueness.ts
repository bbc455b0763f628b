// "Must not repeat" rules (docs/validation.md): contact phones, guest ID numbers, one frequent-flyer card
// per airline, one membership card per hotel group.
import { messages, PASS, type Failure, type MessageKey, type MessageParams, type Pass } from './check'
import { phoneIdentity } from './phone'

export interface Duplicate {
  /** Index of the first occurrence. */
  readonly firstIndex: number
  /** Index of the repeat: the entry to highlight or refuse. */
  readonly index: number
  /** The normalized value both share. */
  readonly value: string
}

/**
 * First repeated identity in list order; entries whose identity is blank are skipped (an
 * unfilled row is a "required" problem, not a duplicate).
 */
export function findDuplicate<T>(items: ReadonlyArray<T>, identity: (item: T) => string | null | undefined): Duplicate | null {
  const seen = new Map<string, number>()
  for (let i = 0; i < items.length; i++) {
    const value = identity(items[i])
    if (value == null || value === '') continue
    const first = seen.get(value)
    if (first !== undefined) return { firstIndex: first, index: i, value }
    seen.set(value, i)
  }
  return null
}

export interface DuplicateFailure extends Failure {
  readonly index: number
  readonly firstIndex: number
}

export type UniquenessCheck = Pass | DuplicateFailure

function duplicateFailure(dup: Duplicate, key: MessageKey, params: MessageParams): DuplicateFailure {
  return { ok: false, severity: 'error', key, params, index: dup.index, firstIndex: dup.firstIndex }
}

export interface ContactPhone {
  readonly phone: string | null | undefined
  readonly countryCode?: string | null
}

/**
 * Contacts of one order must not share a phone (also: contacts with the same phone cannot be
 * selected together). '+86 13800138000' and '13800138000' are the same phone.
 */
export function checkUniqueContactPhones(contacts: ReadonlyArray<ContactPhone>): UniquenessCheck {
  const dup = findDuplicate(contacts, (c) => {
    const phone = (c.phone ?? '').trim()
    return phone === '' ? null : phoneIdentity(phone, c.countryCode)
  })
  if (!dup) return PASS
  return duplicateFailure(dup, messages.contact.duplicatePhone, { phone: (contacts[dup.index].phone ?? '').trim() })
}

export interface GuestId {
  readonly name: string
  readonly idNumber: string | null | undefined
  /** Document type; the same number on two different document types is not a clash. */
  readonly idType?: string | number | null
}

/** Guests / passengers of one booking must not share an ID number ('x' and 'X' are the same). */
export function checkUniqueGuestIds(guests: ReadonlyArray<GuestId>): UniquenessCheck {
  const dup = findDuplicate(guests, (g) => {
    const id = (g.idNumber ?? '').trim().toUpperCase()
    return id === '' ? null : `${g.idType ?? ''}|${id}`
  })
  if (!dup) return PASS
  return duplicateFailure(dup, messages.guest.duplicateId, { name: guests[dup.index].name })
}

export interface FrequentFlyerCard {
  readonly airlineCode: string
  /** Shown in the message when known; the code otherwise. */
  readonly airlineName?: string
}

/** One card per code (compared trimmed, in capitals); the failure names the repeated card (its name, else its code) as `param`. */
function oneCardPer<C>(cards: ReadonlyArray<C>, card: (c: C) => { code: string; name?: string }, key: MessageKey, param: string): UniquenessCheck {
  const dup = findDuplicate(cards, (c) => card(c).code.trim().toUpperCase())
  if (!dup) return PASS
  const { code, name } = card(cards[dup.index])
  return duplicateFailure(dup, key, { [param]: name || code })
}

export function checkOneCardPerAirline(cards: ReadonlyArray<FrequentFlyerCard>): UniquenessCheck {
  return oneCardPer(cards, (c) => ({ code: c.airlineCode, name: c.airlineName }), messages.frequentFlyer.duplicateAirline, 'airline')
}

export interface MembershipCard {
  readonly hotelGroupCode: string
  readonly hotelGroupName?: string
}

export function checkOneCardPerHotelGroup(cards: ReadonlyArray<MembershipCard>): UniquenessCheck {
  return oneCardPer(cards, (c) => ({ code: c.hotelGroupCode, name: c.hotelGroupName }), messages.membership.duplicateHotelGroup, 'hotelGroup')
}

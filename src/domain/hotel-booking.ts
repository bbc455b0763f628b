// Order-filling rules of a hotel booking (docs/validation.md): a guest per room at least, the
// room's capacity, English names for international hotels, the arrival time, the guarantee card
// of a pay-at-hotel plan, and a membership card number. Pure; Issues carry message keys.
import { isBlank } from './check'
import { checkCardExpiry, checkCardNumber } from './card'
import type { Issue } from './booking'
import { checkEnglishGivenName, checkEnglishSurname } from './names'

export interface GuestDraft {
  key: string
  personId: number | null
  frequentTravelerId: number | null
  chName: string
  lastName: string
  firstName: string
  mobileCountryCode: string
  mobile: string
}

export interface RoomDraft {
  guests: GuestDraft[]
}

export interface GuaranteeDraft {
  cardNo: string
  expiry: string
  holder: string
}

export function guestName(g: Pick<GuestDraft, 'chName' | 'lastName' | 'firstName'>, english = false): string {
  const en = [g.lastName.trim(), g.firstName.trim()].filter(Boolean).join('/')
  return english ? en || g.chName.trim() : g.chName.trim() || en
}

const err = (field: string, key: string, params?: Record<string, string | number>): Issue => ({ field, key, severity: 'error', ...(params ? { params } : {}) })

/** Guests of every room: at least one, no more than the room sleeps (children count), English names abroad, nobody twice. */
export function checkRooms(rooms: readonly RoomDraft[], opts: { maxOccupancy: number; children: number; international: boolean }): Issue[] {
  const out: Issue[] = []
  const seen = new Set<string>()
  rooms.forEach((r, i) => {
    const n = i + 1
    if (r.guests.length === 0) out.push(err(`room.${i}`, 'hotel:booking.guestRequired', { room: n }))
    if (r.guests.length + opts.children > opts.maxOccupancy) out.push(err(`room.${i}`, 'hotel:booking.roomFull', { room: n, max: opts.maxOccupancy }))
    for (const g of r.guests) {
      const id = g.personId !== null ? `p${g.personId}` : `${g.chName.trim()}|${g.lastName.trim().toUpperCase()}|${g.firstName.trim().toUpperCase()}`
      if (seen.has(id)) out.push(err(`room.${i}`, 'hotel:booking.guestTwice', { name: guestName(g) }))
      seen.add(id)
      if (opts.international) {
        const a = checkEnglishSurname(g.lastName)
        const b = checkEnglishGivenName(g.firstName)
        if (!a.ok || !b.ok) out.push(err(`room.${i}`, 'hotel:booking.englishName', { name: guestName(g) }))
      } else if (isBlank(g.chName) && (isBlank(g.lastName) || isBlank(g.firstName))) out.push(err(`room.${i}`, 'hotel:booking.nameRequired', { room: n }))
    }
  })
  return out
}

/** The guarantee card of a pay-at-hotel plan that holds the room late: number (Luhn), MMYY valid in the check-in month, holder. */
export function checkGuarantee(g: GuaranteeDraft, checkIn: string): Issue[] {
  const out: Issue[] = []
  const n = checkCardNumber(g.cardNo)
  if (!n.ok) out.push(err('guarantee.cardNo', n.key))
  const e = checkCardExpiry(g.expiry, checkIn)
  if (!e.ok) out.push(err('guarantee.expiry', e.key))
  if (isBlank(g.holder)) out.push(err('guarantee.holder', 'hotel:booking.holderRequired'))
  return out
}

/** A membership card number: 4–30 letters and digits. */
export function checkMemberCard(no: string): Issue[] {
  return /^[A-Za-z0-9-]{4,30}$/.test(no.trim()) ? [] : [err('member.cardNo', 'hotel:booking.memberFormat')]
}

/** Latest arrival times offered: the afternoon and evening of the check-in day; early-morning stays up to 06:00. */
export function arrivalTimes(earlyMorning: boolean): string[] {
  return earlyMorning ? ['02:00', '04:00', '06:00'] : ['14:00', '16:00', '18:00', '20:00', '22:00', '23:59']
}

/**
 * The guest's phone as submitted. A number the company directory masked for privacy
 * ('138****0001') is left out: the server uses the stored full number of that person. A number
 * typed by hand goes as it is.
 */
export function guestMobile(g: Pick<GuestDraft, 'personId' | 'frequentTravelerId' | 'mobileCountryCode' | 'mobile'>): {
  MobileCountryCode?: string
  Mobile?: string
} {
  const mobile = g.mobile.trim()
  if (mobile.includes('*') && (g.personId !== null || g.frequentTravelerId !== null)) return {}
  return { MobileCountryCode: g.mobileCountryCode, Mobile: mobile }
}

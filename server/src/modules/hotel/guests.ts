/**
 * The people and cards of a hotel booking (docs/validation.md): one entry per room, each with at
 * least one guest and no more people than the room takes (children counted); a name for every
 * guest — the Latin surname and given names for hotels abroad; nobody in two rooms. A membership
 * card of the hotel's group; a guarantee card where the plan holds the room on a card (a valid
 * number by the Luhn check, not expired by the check-in month, a holder), kept masked only.
 */
import type { GuaranteeCardInput, HotelSubmitReq } from '../../../../types/api/hotel'
import type { Traveller } from '../../kernel/orders/create'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { isMasked } from '../../lib/mask'
import { displayName } from '../../lib/names'
import { groupByCode, type Hotel, type RoomTypeDef } from './catalog'
import { nameIn } from './labels'
import { invalid } from './texts'
import { equal } from '../../db/match'

export interface Guest {
  traveller: Traveller
  /** 1-based room number. */
  room: number
}

const CHINESE_NAME = /^[\u3400-\u9fff·]+$/
const LATIN_NAME = /^[A-Za-z][A-Za-z '-]*$/

/** The guests in room order, checked, with what the company knows of its persons. */
export async function loadGuests(ctx: AuthedContext, req: HotelSubmitReq, room: RoomTypeDef, international: boolean): Promise<Guest[]> {
  if (req.Rooms.length !== req.Choice.RoomCount) throw invalid('hotelRoomCount', { count: req.Choice.RoomCount })
  const all = req.Rooms.flatMap((r) => r.Guests)
  const personIds = all.flatMap((g) => (g.PersonId === null ? [] : [g.PersonId]))
  const frequentIds = all.flatMap((g) => (g.PersonId === null && g.FrequentTravelerId ? [g.FrequentTravelerId] : []))
  const { companyId, userId } = ctx.caller
  const [persons, frequent] = await Promise.all([
    personIds.length ? ctx.db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', 'in', personIds).execute() : [],
    frequentIds.length
      ? ctx.db
          .selectFrom('frequent_travelers')
          .selectAll()
          .where((eb) => equal(eb, { company_id: companyId, owner_user_id: userId }))
          .where('id', 'in', frequentIds)
          .execute()
      : [],
  ])
  const seen = new Set<number>()
  const guests: Guest[] = []
  req.Rooms.forEach((r, i) => {
    const n = i + 1
    if (r.Guests.length + (r.ChildAges?.length ?? 0) > room.maxOccupancy) throw invalid('hotelRoomTooFull', { room: n, max: room.maxOccupancy })
    for (const g of r.Guests) {
      const chName = g.ChName.trim()
      const lastName = g.LastName.trim().toUpperCase()
      const firstName = g.FirstName.trim().toUpperCase()
      if (!chName && !(lastName && firstName)) throw invalid('hotelGuestName', { room: n })
      if (chName && !CHINESE_NAME.test(chName) && !international) throw invalid('hotelGuestChineseName', { room: n })
      if (international && !(LATIN_NAME.test(lastName) && LATIN_NAME.test(firstName))) throw invalid('hotelGuestLatinName', { room: n })
      const person = g.PersonId === null ? undefined : persons.find((p) => p.id === g.PersonId)
      if (g.PersonId !== null) {
        if (seen.has(g.PersonId)) throw invalid('hotelGuestTwice', { name: displayName({ chName, lastName, firstName }) })
        seen.add(g.PersonId)
      }
      const ft = g.PersonId === null && g.FrequentTravelerId ? frequent.find((f) => f.id === g.FrequentTravelerId) : undefined
      if (g.PersonId === null && g.FrequentTravelerId && !ft) throw invalid('hotelFrequentUnknown')
      const known = person ?? ft
      // A number masked for privacy (user/getBookPersons) cannot reach the guest: the client
      // leaves Mobile out to use the stored one, or sends a full number.
      const mobile = (g.Mobile ?? '').trim()
      if (isMasked(mobile)) throw invalid('hotelGuestMobileMasked', { room: n })
      guests.push({
        room: n,
        traveller: {
          personId: g.PersonId,
          chName,
          lastName,
          firstName,
          gender: known?.gender === 'M' || known?.gender === 'F' ? known.gender : '',
          birthDate: known?.birth_date ?? '',
          nationality: known?.nationality ?? '',
          idType: '',
          idNo: '',
          idExpiry: null,
          mobileCountryCode: (g.MobileCountryCode ?? known?.mobile_country_code ?? '86').trim(),
          mobile: mobile || (known?.mobile ?? ''),
          email: known?.email ?? '',
        },
      })
    }
  })
  return guests
}

/** The membership card as stored: of the hotel's own group. */
export function checkMemberCard(h: Hotel, card: HotelSubmitReq['MemberCard'], lang: Lang): { GroupCode: string; CardNo: string } | null {
  if (!card) return null
  if (card.GroupCode !== h.brand.group) {
    const group = groupByCode(h.brand.group)
    throw invalid('hotelMemberCardGroup', { group: group ? nameIn(group.names, lang) : h.brand.group })
  }
  return { GroupCode: card.GroupCode, CardNo: card.CardNo.trim() }
}

/** Luhn check digit: every second digit from the right doubled. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

export interface StoredCard {
  CardNo: string
  Expiry: string
  Holder: string
}

/** The guarantee card, checked and masked ('**** 1234', 'MM/YY'); the number itself is not kept. */
export function checkGuaranteeCard(card: GuaranteeCardInput | null | undefined, checkIn: string): StoredCard {
  if (!card) throw invalid('hotelGuaranteeRequired')
  const digits = card.CardNo.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw invalid('hotelGuaranteeNumber')
  const month = Number(card.Expiry.slice(0, 2))
  if (month < 1 || month > 12) throw invalid('hotelGuaranteeNumber')
  // A card is valid through the last day of its month: it must still be valid in the check-in month.
  if (`20${card.Expiry.slice(2)}-${card.Expiry.slice(0, 2)}` < checkIn.slice(0, 7)) throw invalid('hotelGuaranteeExpired')
  const holder = card.Holder.trim()
  if (!holder) throw invalid('hotelGuaranteeHolder')
  return { CardNo: `**** ${digits.slice(-4)}`, Expiry: `${card.Expiry.slice(0, 2)}/${card.Expiry.slice(2)}`, Holder: holder }
}

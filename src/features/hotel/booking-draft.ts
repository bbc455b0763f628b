/**
 * What a hotel booking adds to the booking engine's draft (components/booking): guests per room,
 * the arrival time, requests, the remark, membership and guarantee cards; what is wrong with
 * them; the submit request; who pays what. The plan is the selection's, moved by the quote.
 */
import type { HotelPriceCheckRes, HotelSubmitReq, PayKind, RatePlan } from '@api/hotel'
import { BookingDraft } from '@/components/booking'
import type { PriceSplit } from '@/components/price-sheet'
import { SESSION_KEYS } from '@/core/storage-keys'
import type { Issue, PaymentKind } from '@/domain/booking'
import { arrivalTimes, checkGuarantee, checkMemberCard, checkRooms, guestMobile, type GuaranteeDraft, type RoomDraft } from '@/domain/hotel-booking'
import type { KVStore } from '@/platform/kv'
import type { HotelSelection } from './selection'

export interface HotelOwn {
  rooms: RoomDraft[]
  arrival: string
  requests: string[]
  remark: string
  member: { on: boolean; cardNo: string }
  guarantee: GuaranteeDraft
}

export type HotelDraft = BookingDraft<HotelOwn, HotelPriceCheckRes>

export const SPECIAL_REQUESTS = ['quiet', 'highFloor', 'twinBeds', 'bigBed', 'nonSmoking', 'earlyCheckIn', 'lateCheckOut', 'adjoining'] as const

const choiceKey = (s: HotelSelection) => `${s.hotel.HotelId}|${s.room.RoomCode}|${s.plan.PlanCode}|${s.stay.checkIn}|${s.stay.checkOut}|${s.occupancy.rooms}`

export function hotelDraft(s: HotelSelection, store: KVStore): HotelDraft {
  const early = s.stay.earlyMorning
  const own: HotelOwn = {
    rooms: Array.from({ length: s.occupancy.rooms }, () => ({ guests: [] })),
    arrival: arrivalTimes(early)[early ? 1 : 3],
    requests: [],
    remark: '',
    member: { on: false, cardNo: '' },
    guarantee: { cardNo: '', expiry: '', holder: '' },
  }
  const d: HotelDraft = new BookingDraft({
    store,
    key: SESSION_KEYS.hotelBookingDraft,
    choiceKey: choiceKey(s),
    idPrefix: 'hb',
    own,
  })
  // The reason given on the hotel page comes along; a kept draft already holds it.
  if (!d.restored && s.reason) d.setReason('', s.reason)
  return d
}

/** The payments a plan's pay kind allows, among those the person may use. */
export function paymentsFor(kind: PayKind, allowed: readonly PaymentKind[]): PaymentKind[] {
  if (kind === 'PayAtHotel') return ['Personal']
  if (kind === 'Monthly') return allowed.includes('Company') ? ['Company'] : []
  return [...allowed]
}

/** The plan as quoted last (a moved price), else as chosen. */
export const planOf = (d: HotelDraft, s: HotelSelection): RatePlan => d.quote?.Plan ?? s.plan

/** Who pays what: the quote is split as if Mixed; a pay-at-hotel plan charges nothing here. */
export function splitFor(q: HotelPriceCheckRes | null, payment: PaymentKind | null): (PriceSplit & { atHotel: number }) | null {
  if (!q) return null
  const d = q.PriceDetail
  if (q.Plan.PayKind === 'PayAtHotel') return { total: d.Total, company: 0, personal: 0, atHotel: d.Total }
  if (payment === 'Company') return { total: d.Total, company: d.Total, personal: 0, atHotel: 0 }
  if (payment === 'Personal') return { total: d.Total, company: 0, personal: d.Total, atHotel: 0 }
  return { total: d.Total, company: d.CompanyAmount, personal: d.PersonalAmount, atHotel: 0 }
}

/** The hotel's own problems: guests per room, the membership card, the guarantee card. */
export function hotelIssues(d: HotelDraft, s: HotelSelection): Issue[] {
  const o = d.own
  const out = checkRooms(o.rooms, {
    maxOccupancy: s.room.MaxOccupancy,
    children: s.occupancy.childAges.length,
    international: s.hotel.international,
  })
  if (o.member.on) out.push(...checkMemberCard(o.member.cardNo))
  if (planOf(d, s).NeedsGuarantee) out.push(...checkGuarantee(o.guarantee, s.stay.checkIn))
  return out
}

export const choiceOf = (d: HotelDraft, s: HotelSelection): HotelSubmitReq['Choice'] => {
  const plan = planOf(d, s)
  return {
    HotelId: s.hotel.HotelId,
    RoomCode: s.room.RoomCode,
    PlanCode: plan.PlanCode,
    CheckIn: s.stay.checkIn,
    CheckOut: s.stay.checkOut,
    ...(s.stay.earlyMorning ? { EarlyMorning: true } : {}),
    RoomCount: s.occupancy.rooms,
    AvgPrice: plan.AvgPrice,
  }
}

export function hotelRequest(d: HotelDraft, s: HotelSelection): HotelSubmitReq {
  const o = d.own
  const plan = planOf(d, s)
  return {
    ...d.commonRequest({ contacts: 1 }),
    Choice: choiceOf(d, s),
    Rooms: o.rooms.map((room) => ({
      Guests: room.guests.map((g) => ({
        PersonId: g.personId,
        FrequentTravelerId: g.frequentTravelerId,
        ChName: g.chName.trim(),
        LastName: g.lastName.trim().toUpperCase(),
        FirstName: g.firstName.trim().toUpperCase(),
        ...guestMobile(g),
      })),
      ...(s.occupancy.childAges.length ? { ChildAges: s.occupancy.childAges } : {}),
    })),
    ArrivalTime: o.arrival,
    ...(o.requests.length ? { SpecialRequests: o.requests } : {}),
    ...(o.remark.trim() ? { Remark: o.remark.trim() } : {}),
    MemberCard: o.member.on ? { GroupCode: s.hotel.GroupCode, CardNo: o.member.cardNo.trim() } : null,
    GuaranteeCard: plan.NeedsGuarantee
      ? {
          CardNo: o.guarantee.cardNo.replace(/[\s-]/g, ''),
          Expiry: o.guarantee.expiry.replace(/\D/g, ''),
          Holder: o.guarantee.holder.trim(),
        }
      : null,
    PolicyReason: d.policyReason(plan.Policy.InPolicy),
  }
}

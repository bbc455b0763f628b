/**
 * The hotel order being filled in (MobX): guests per room, contact, arrival time, requests,
 * membership and guarantee cards, payment, company fields and the reason of an over-standard
 * plan; the current quote; everything wrong with it; the submit request. Kept in the session
 * store as it changes, so a reload of the page loses nothing.
 */
import { makeAutoObservable } from 'mobx'
import type { HotelPriceCheckRes, HotelSubmitReq, PayKind, RatePlan } from '@api/hotel'
import { SESSION_KEYS } from '@/core/storage-keys'
import { checkCompanyFields, checkContacts, checkReasonDraft, companyFieldsRequest, emptyCompanyFields, newRequestId, type CompanyFieldRules, type CompanyFieldValues, type ContactDraft, type Issue, type PaymentKind, type ReasonDraft } from '@/domain/booking'
import { arrivalTimes, checkGuarantee, checkMemberCard, checkRooms, guestMobile, type GuaranteeDraft, type GuestDraft, type RoomDraft } from '@/domain/hotel-booking'
import type { KVStore } from '@/platform/kv'
import { saveSelection, type HotelSelection } from './selection'

interface Saved {
  key: string
  requestId: string
  rooms: RoomDraft[]
  contact: ContactDraft
  arrival: string
  requests: string[]
  remark: string
  member: { on: boolean; cardNo: string }
  guarantee: GuaranteeDraft
  payment: PaymentKind | null
  fields: CompanyFieldValues
}

export const SPECIAL_REQUESTS = ['quiet', 'highFloor', 'twinBeds', 'bigBed', 'nonSmoking', 'earlyCheckIn', 'lateCheckOut', 'adjoining'] as const

/** The payments a plan's pay kind allows, among those the person may use. */
export function paymentsFor(kind: PayKind, allowed: readonly PaymentKind[]): PaymentKind[] {
  if (kind === 'PayAtHotel') return ['Personal']
  if (kind === 'Monthly') return allowed.includes('Company') ? ['Company'] : []
  return [...allowed]
}

const selectionKey = (s: HotelSelection) => `${s.hotel.HotelId}|${s.room.RoomCode}|${s.plan.PlanCode}|${s.stay.checkIn}|${s.stay.checkOut}|${s.occupancy.rooms}`

export class HotelBookingDraft {
  requestId: string
  rooms: RoomDraft[]
  contact: ContactDraft = { name: '', mobileCountryCode: '86', mobile: '', email: '' }
  arrival: string
  requests: string[] = []
  remark = ''
  member = { on: false, cardNo: '' }
  guarantee: GuaranteeDraft = { cardNo: '', expiry: '', holder: '' }
  payment: PaymentKind | null = null
  fields: CompanyFieldValues = emptyCompanyFields()
  quote: HotelPriceCheckRes | null = null
  submitting = false
  showAll = false
  readonly restored: boolean

  constructor(
    public selection: HotelSelection,
    private readonly store: KVStore,
  ) {
    const saved = store.getJSON<Saved | null>(SESSION_KEYS.hotelBookingDraft, null)
    const same = saved?.key === selectionKey(selection)
    this.restored = same
    this.requestId = same && saved?.requestId ? saved.requestId : newRequestId('hb')
    this.rooms = same && Array.isArray(saved?.rooms) ? saved!.rooms : Array.from({ length: selection.occupancy.rooms }, () => ({ guests: [] }))
    this.arrival = same && saved?.arrival ? saved.arrival : arrivalTimes(selection.stay.earlyMorning)[selection.stay.earlyMorning ? 1 : 3]
    if (same && saved) {
      this.contact = saved.contact
      this.requests = saved.requests
      this.remark = saved.remark
      this.member = saved.member
      this.guarantee = saved.guarantee
      this.payment = saved.payment
      this.fields = { ...emptyCompanyFields(), ...saved.fields }
    }
    makeAutoObservable<HotelBookingDraft, 'store'>(this, { store: false, selection: true })
  }

  get plan(): RatePlan {
    return this.quote?.Plan ?? this.selection.plan
  }

  get outOfPolicy(): boolean {
    return !this.plan.Policy.InPolicy
  }

  get guests(): GuestDraft[] {
    return this.rooms.flatMap((r) => r.guests)
  }

  issues(ctx: { rules: CompanyFieldRules; emailRequired: boolean }): Issue[] {
    const s = this.selection
    const out: Issue[] = []
    if (this.outOfPolicy) out.push(...checkReasonDraft(this.selection.reason ?? undefined, 'outOfPolicy', 'reason'))
    out.push(...checkRooms(this.rooms, { maxOccupancy: s.room.MaxOccupancy, children: s.occupancy.childAges.length, international: s.hotel.international }))
    out.push(...checkContacts([this.contact], { emailRequired: ctx.emailRequired }))
    if (this.member.on) out.push(...checkMemberCard(this.member.cardNo))
    if (this.plan.NeedsGuarantee) out.push(...checkGuarantee(this.guarantee, s.stay.checkIn))
    if (!this.payment) out.push({ field: 'payment', key: 'hotel:booking.paymentRequired', severity: 'error' })
    out.push(...checkCompanyFields(this.fields, ctx.rules))
    return out
  }

  request(): HotelSubmitReq {
    const s = this.selection
    const r = s.reason
    return {
      ClientRequestId: this.requestId,
      Choice: { HotelId: s.hotel.HotelId, RoomCode: s.room.RoomCode, PlanCode: this.plan.PlanCode, CheckIn: s.stay.checkIn, CheckOut: s.stay.checkOut, ...(s.stay.earlyMorning ? { EarlyMorning: true } : {}), RoomCount: s.occupancy.rooms, AvgPrice: this.plan.AvgPrice },
      Rooms: this.rooms.map((room) => ({
        Guests: room.guests.map((g) => ({ PersonId: g.personId, FrequentTravelerId: g.frequentTravelerId, ChName: g.chName.trim(), LastName: g.lastName.trim().toUpperCase(), FirstName: g.firstName.trim().toUpperCase(), ...guestMobile(g) })),
        ...(s.occupancy.childAges.length ? { ChildAges: s.occupancy.childAges } : {}),
      })),
      Contacts: [{ Name: this.contact.name.trim(), MobileCountryCode: this.contact.mobileCountryCode, Mobile: this.contact.mobile.trim(), Email: this.contact.email.trim() || undefined }],
      ArrivalTime: this.arrival,
      ...(this.requests.length ? { SpecialRequests: this.requests } : {}),
      ...(this.remark.trim() ? { Remark: this.remark.trim() } : {}),
      MemberCard: this.member.on ? { GroupCode: s.hotel.GroupCode, CardNo: this.member.cardNo.trim() } : null,
      GuaranteeCard: this.plan.NeedsGuarantee ? { CardNo: this.guarantee.cardNo.replace(/[\s-]/g, ''), Expiry: this.guarantee.expiry.replace(/\D/g, ''), Holder: this.guarantee.holder.trim() } : null,
      PaymentType: this.payment ?? 'Personal',
      PolicyReason: this.outOfPolicy && r ? { ReasonCodeId: r.codeId, ReasonText: r.text.trim() || undefined } : null,
      ...companyFieldsRequest(this.fields),
    }
  }

  private save(): void {
    const v: Saved = { key: selectionKey(this.selection), requestId: this.requestId, rooms: this.rooms, contact: this.contact, arrival: this.arrival, requests: this.requests, remark: this.remark, member: this.member, guarantee: this.guarantee, payment: this.payment, fields: this.fields }
    this.store.setJSON(SESSION_KEYS.hotelBookingDraft, v)
  }

  setRoomGuests(i: number, guests: GuestDraft[]): void {
    this.rooms = this.rooms.map((r, j) => (j === i ? { guests } : r))
    this.save()
  }
  setContact(c: ContactDraft): void {
    this.contact = c
    this.save()
  }
  setArrival(a: string): void {
    this.arrival = a
    this.save()
  }
  toggleRequest(k: string): void {
    this.requests = this.requests.includes(k) ? this.requests.filter((x) => x !== k) : [...this.requests, k]
    this.save()
  }
  setRemark(v: string): void {
    this.remark = v
    this.save()
  }
  setMember(m: { on: boolean; cardNo: string }): void {
    this.member = m
    this.save()
  }
  setGuarantee(g: GuaranteeDraft): void {
    this.guarantee = g
    this.save()
  }
  setPayment(p: PaymentKind | null): void {
    this.payment = p
    this.save()
  }
  setFields(v: CompanyFieldValues): void {
    this.fields = v
    this.save()
  }
  setReason(r: ReasonDraft | null): void {
    this.selection = { ...this.selection, reason: r }
    saveSelection(this.selection)
  }
  setQuote(q: HotelPriceCheckRes): void {
    this.quote = q
  }
  /** The price moved and the user took the new one: the selection carries it from now on. */
  acceptPlan(plan: RatePlan): void {
    this.selection = { ...this.selection, plan }
    saveSelection(this.selection)
    if (this.quote) this.quote = { ...this.quote, Plan: plan, PriceChanged: false }
  }
  setSubmitting(v: boolean): void {
    this.submitting = v
  }
  revealAll(): void {
    this.showAll = true
  }
  /** A booked order: a new attempt must not replay it. */
  finish(): void {
    this.store.remove(SESSION_KEYS.hotelBookingDraft)
  }
}

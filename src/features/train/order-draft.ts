/**
 * The train order being filled in (MobX), for a ticket or a grab: the travellers and their
 * railway checks, the seat letters (tickets), the alternates and deadline (grabs), contact,
 * payment, company fields and the reason of an over-standard class; everything wrong with it;
 * the submit request. Kept in the session store as it changes, so a reload loses nothing.
 */
import { makeAutoObservable } from 'mobx'
import type { GrabSubmitReq, PassengerVerification, TrainSubmitReq } from '@api/train'
import { BERTH_LEVELS, MAX_GRAB_DATES, MAX_GRAB_SEAT_CLASSES, MAX_GRAB_TRAINS, SEAT_LETTERS, type SeatClass } from '@api/train-values'
import { SESSION_KEYS } from '@/core/storage-keys'
import { checkCompanyFields, checkContacts, checkReasonDraft, companyFieldsRequest, emptyCompanyFields, newRequestId, type CompanyFieldRules, type CompanyFieldValues, type ContactDraft, type Issue, type PaymentKind, type ReasonDraft } from '@/domain/booking'
import { canBuyOnline, grabDeadlineProblem, seatLetterProblem } from '@/domain/train'
import type { KVStore } from '@/platform/kv'
import type { PickedTraveller } from './components/traveller-sheet'
import type { TrainSelection } from './selection'

export interface GrabDraft {
  /** In order of preference; the chosen train first. */
  trainNos: string[]
  dates: string[]
  classes: SeatClass[]
  deadline: string
}

interface Saved {
  key: string
  requestId: string
  travellers: PickedTraveller[]
  letters: string[]
  seats: PickedSeat[]
  contact: ContactDraft
  payment: PaymentKind | null
  fields: CompanyFieldValues
  reason: ReasonDraft | null
  grab: GrabDraft
}

/** Berths a traveller may ask for: hard sleepers lower, middle, upper; soft sleepers lower, upper. */
const BERTHS: Partial<Record<SeatClass, readonly string[]>> = { HardSleeper: BERTH_LEVELS, SoftSleeper: ['L', 'U'] }

export interface PickedSeat {
  Coach: number
  Seat: string
}

const selectionKey = (s: TrainSelection, grab: boolean) => `${grab ? 'grab' : 'book'}|${s.train.TrainNo}|${s.train.DepartDate}|${s.train.FromStation.Code}|${s.train.ToStation.Code}|${s.seat.SeatClass}`
const error = (field: string, key: string, params?: Record<string, string | number>): Issue => ({ field, key, params, severity: 'error' })

export class TrainOrderDraft {
  requestId: string
  travellers: PickedTraveller[] = []
  checks: PassengerVerification[] = []
  letters: string[] = []
  /** Exact seats from the seat map (instead of letters). */
  seats: PickedSeat[] = []
  contact: ContactDraft = { name: '', mobileCountryCode: '86', mobile: '', email: '' }
  payment: PaymentKind | null = null
  fields: CompanyFieldValues = emptyCompanyFields()
  reason: ReasonDraft | null = null
  grab: GrabDraft
  submitting = false
  showAll = false
  readonly restored: boolean

  constructor(
    public readonly selection: TrainSelection,
    public readonly isGrab: boolean,
    private readonly store: KVStore,
  ) {
    const saved = store.getJSON<Saved | null>(SESSION_KEYS.trainBookingDraft, null)
    const same = saved?.key === selectionKey(selection, isGrab)
    this.restored = same
    this.requestId = same && saved?.requestId ? saved.requestId : newRequestId(isGrab ? 'tg' : 'tb')
    this.grab = { trainNos: [selection.train.TrainNo], dates: [selection.train.DepartDate], classes: [selection.seat.SeatClass], deadline: '' }
    if (same && saved) {
      this.travellers = Array.isArray(saved.travellers) ? saved.travellers : []
      this.letters = Array.isArray(saved.letters) ? saved.letters : []
      this.seats = Array.isArray(saved.seats) ? saved.seats : []
      this.contact = saved.contact ?? this.contact
      this.payment = saved.payment ?? null
      this.fields = { ...emptyCompanyFields(), ...saved.fields }
      this.reason = saved.reason ?? null
      if (saved.grab && Array.isArray(saved.grab.trainNos)) this.grab = saved.grab
    }
    makeAutoObservable<TrainOrderDraft, 'store'>(this, { store: false, selection: false, isGrab: false })
  }

  get seatClass(): SeatClass {
    return this.selection.seat.SeatClass
  }

  /** The letters a traveller may ask for in this class (none for sleepers and standing). */
  get classLetters(): readonly string[] {
    return SEAT_LETTERS[this.seatClass] ?? BERTHS[this.seatClass] ?? []
  }

  get outOfPolicy(): boolean {
    return !this.selection.seat.Policy.InPolicy
  }

  checkOf(personId: number): PassengerVerification | undefined {
    return this.checks.find((c) => c.PersonId === personId)
  }

  issues(ctx: { rules: CompanyFieldRules; emailRequired: boolean; nowMs: number; earliestDeparture: string }): Issue[] {
    const out: Issue[] = []
    if (this.outOfPolicy) out.push(...checkReasonDraft(this.reason ?? undefined, 'outOfPolicy', 'reason'))
    if (this.travellers.length === 0) out.push(error('travellers', 'train:booking.travellerRequired'))
    for (const p of this.travellers) {
      const c = this.checkOf(p.id)
      if (c && !canBuyOnline(c.Status)) out.push(error('travellers', 'train:booking.notVerified', { name: p.name, status: c.StatusName }))
    }
    if (!this.isGrab) {
      const seat = seatLetterProblem(this.letters, this.travellers.length, this.classLetters)
      if (seat) out.push(error('seats', seat))
      if (this.seats.length && this.seats.length !== this.travellers.length) out.push(error('seats', 'train:seat.onePerTraveller'))
    } else {
      const d = grabDeadlineProblem(this.grab.deadline, ctx.earliestDeparture, ctx.nowMs)
      if (d) out.push(error('grab.deadline', d))
    }
    out.push(...checkContacts([this.contact], { emailRequired: ctx.emailRequired }))
    if (!this.payment) out.push(error('payment', 'train:booking.paymentRequired'))
    out.push(...checkCompanyFields(this.fields, ctx.rules))
    return out
  }

  private common() {
    const r = this.reason
    return {
      ClientRequestId: this.requestId,
      Passengers: this.travellers.map((p) => ({ PersonId: p.id })),
      Contacts: [{ Name: this.contact.name.trim(), MobileCountryCode: this.contact.mobileCountryCode, Mobile: this.contact.mobile.trim(), Email: this.contact.email.trim() || undefined }],
      PaymentType: this.payment ?? 'Personal',
      PolicyReason: this.outOfPolicy && r ? { ReasonCodeId: r.codeId, ReasonText: r.text.trim() || undefined } : null,
      ...companyFieldsRequest(this.fields),
    }
  }

  request(): TrainSubmitReq {
    const t = this.selection.train
    return {
      ...this.common(),
      Choice: { TrainNo: t.TrainNo, Date: t.DepartDate, FromStation: t.FromStation.Code, ToStation: t.ToStation.Code, SeatClass: this.seatClass, Price: this.selection.seat.Price },
      SeatChoice: this.seats.length ? { Seats: this.seats } : this.letters.length ? { Letters: this.letters, Adjacent: this.travellers.length > 1 } : null,
    }
  }

  grabRequest(): GrabSubmitReq {
    const t = this.selection.train
    return {
      ...this.common(),
      Grab: { FromStation: t.FromStation.Code, ToStation: t.ToStation.Code, TrainNos: this.grab.trainNos, Dates: this.grab.dates, SeatClasses: this.grab.classes, Deadline: this.grab.deadline },
    }
  }

  private save(): void {
    const v: Saved = { key: selectionKey(this.selection, this.isGrab), requestId: this.requestId, travellers: this.travellers, letters: this.letters, seats: this.seats, contact: this.contact, payment: this.payment, fields: this.fields, reason: this.reason, grab: this.grab }
    this.store.setJSON(SESSION_KEYS.trainBookingDraft, v)
  }

  setTravellers(list: PickedTraveller[]): void {
    this.travellers = list
    // Letters were one per traveller: the choice starts again when the party changes.
    if (this.letters.length > list.length) this.letters = []
    if (this.seats.length > list.length) this.seats = []
    this.save()
  }
  setChecks(list: PassengerVerification[]): void {
    this.checks = list
  }
  setLetters(l: string[]): void {
    this.letters = l
    this.seats = []
    this.save()
  }
  setSeats(l: PickedSeat[]): void {
    this.seats = l
    this.letters = []
    this.save()
  }
  setContact(c: ContactDraft): void {
    this.contact = c
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
    this.reason = r
    this.save()
  }
  toggleGrab<K extends 'trainNos' | 'dates' | 'classes'>(key: K, value: GrabDraft[K][number]): void {
    const list = this.grab[key] as string[]
    const max = key === 'trainNos' ? MAX_GRAB_TRAINS : key === 'dates' ? MAX_GRAB_DATES : MAX_GRAB_SEAT_CLASSES
    // The first (the chosen one) stays; others toggle in the order tapped, up to the limit.
    if (list.includes(value as string)) {
      if (list.length > 1) this.grab = { ...this.grab, [key]: list.filter((x) => x !== value) }
    } else if (list.length < max) this.grab = { ...this.grab, [key]: [...list, value] }
    this.save()
  }
  setDeadline(d: string): void {
    this.grab = { ...this.grab, deadline: d }
    this.save()
  }
  setSubmitting(v: boolean): void {
    this.submitting = v
  }
  revealAll(): void {
    this.showAll = true
  }
  /** A booked order: a new attempt must not replay it. */
  finish(): void {
    this.store.remove(SESSION_KEYS.trainBookingDraft)
  }
}

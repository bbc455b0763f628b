/**
 * The order being filled in (MobX): the chosen fares, travellers, contacts, company fields,
 * policy reasons, insurance and payment, the live quote, and the one request id of this draft.
 * It survives an H5 reload in the session store (per selection), so a failed submit, a reload
 * or a trip to the cashier and back never loses what was typed.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { SESSION_KEYS } from '@/core/storage-keys'
import type { CheckOrderPriceReq, PolicyVerdict, PriceCheckResult, SubmitBookingReq } from '@api/flight'
import {
  checkCompanyFields,
  companyFieldsRequest,
  checkContacts,
  checkReasonDraft,
  checkTraveller,
  checkTravellerSet,
  emptyCompanyFields,
  newRequestId,
  passengerKind,
  paymentSplit,
  reasonNeeded,
  type CompanyFieldRules,
  type CompanyFieldValues,
  type ContactDraft,
  type Issue,
  type MoneySplit,
  type PaymentKind,
  type ReasonDraft,
  type TravellerDraft,
  type TripDates,
} from '@/domain/booking'
import type { ReasonKind } from '@/domain/text'
import type { KVStore } from '@/platform/kv'
import { saveSelection, type FlightSelection } from './selection'
import { brokenRules, reasonSlot, type PolicyReasonKind } from './reasons'
import '@/features/flight/texts'

const KEY = SESSION_KEYS.flightBookingDraft

interface Saved {
  selectionKey: string
  travellers: TravellerDraft[]
  contacts: ContactDraft[]
  fields: CompanyFieldValues
  reasons: Record<number, ReasonDraft>
  insurance: boolean
  paymentType: PaymentKind | null
  requestId: string
}

/** Same flights and cabins = same draft; prices may move (a confirmed new price is kept). */
export function selectionKey(s: FlightSelection): string {
  return s.segments.map((g) => `${g.choice.FlightNo}|${g.choice.DepartDate}|${g.choice.CabinCode}`).join(',')
}

export interface DraftDeps {
  store: KVStore
  today: string
  checkPrice: (req: CheckOrderPriceReq) => Promise<PriceCheckResult>
}

export interface CheckContext {
  rules: CompanyFieldRules
  emailRequired: boolean
}

export class BookingDraft {
  selection: FlightSelection
  travellers: TravellerDraft[] = []
  contacts: ContactDraft[] = []
  fields: CompanyFieldValues = emptyCompanyFields()
  reasons: Record<number, ReasonDraft> = {}
  insurance = false
  paymentType: PaymentKind | null = null
  requestId: string
  /** Restored from an earlier visit: the page does not overwrite it with defaults. */
  readonly restored: boolean
  quote: PriceCheckResult | null = null
  quoteStatus: 'idle' | 'loading' | 'error' | 'ready' = 'idle'
  /** After the first submit attempt, every message shows, not only visited fields'. */
  showAll = false
  submitting = false
  private quoteSeq = 0

  constructor(
    selection: FlightSelection,
    private readonly deps: DraftDeps,
  ) {
    this.selection = selection
    const saved = deps.store.getJSON<Saved | null>(KEY, null)
    const same = saved !== null && saved.selectionKey === selectionKey(selection)
    this.restored = same
    if (same && saved) {
      this.travellers = saved.travellers
      this.contacts = saved.contacts
      this.fields = { ...emptyCompanyFields(), ...saved.fields }
      this.reasons = saved.reasons
      this.insurance = saved.insurance
      this.paymentType = saved.paymentType
    }
    this.requestId = same && saved?.requestId ? saved.requestId : newRequestId()
    makeAutoObservable<BookingDraft, 'deps' | 'quoteSeq'>(this, { deps: false, quoteSeq: false })
  }

  get dates(): TripDates {
    const segs = this.selection.segments
    return { today: this.deps.today, firstDate: segs[0].choice.DepartDate, lastDate: segs[segs.length - 1].choice.DepartDate }
  }

  /** The latest verdict per segment: the quote's (for the travellers now on the order) or the cabin's. */
  get policies(): PolicyVerdict[] {
    return this.selection.segments.map((s, i) => this.quote?.Segments[i]?.Policy ?? s.cabin.Policy)
  }

  reasonNeed(i: number): ReasonKind | null {
    return reasonNeeded(this.policies[i])
  }

  /**
   * The reasons segment i needs, one per broken rule (reasons.ts): where the draft keeps each
   * (`slot`, a key of `reasons`), the rule it answers and what the sheet asks for.
   */
  reasonSlots(i: number): { slot: number; rule: PolicyReasonKind; need: ReasonKind }[] {
    const rules = brokenRules(this.policies[i])
    if (rules.length === 1) return [{ slot: i, rule: rules[0], need: this.reasonNeed(i) ?? (rules[0] === 'LowestPrice' ? 'notLowest' : 'outOfPolicy') }]
    return rules.map((rule, nth) => ({ slot: reasonSlot(i, nth), rule, need: rule === 'LowestPrice' ? 'notLowest' : 'outOfPolicy' }))
  }

  get outOfPolicy(): boolean {
    return this.policies.some((p) => !p.InPolicy)
  }

  /** Everything wrong with the order now, in page order (itinerary, travellers, contacts, fields). */
  issues(ctx: CheckContext): Issue[] {
    const dates = this.dates
    const out: Issue[] = []
    this.selection.segments.forEach((_, i) => {
      for (const r of this.reasonSlots(i)) out.push(...checkReasonDraft(this.reasons[r.slot], r.need, `reason.${r.slot}`))
    })
    out.push(...checkTravellerSet(this.travellers, dates))
    this.travellers.forEach((d) => {
      const bad = checkTraveller(d, dates)
      // The card shows one line per traveller; the form shows the fields.
      const first = bad.find((x) => x.severity === 'error')
      if (first) out.push({ ...first, field: `traveller.${d.key}` })
      for (const w of bad.filter((x) => x.severity === 'warning')) out.push({ ...w, field: `traveller.${d.key}` })
    })
    out.push(...checkContacts(this.contacts, { emailRequired: ctx.emailRequired }))
    if (!this.paymentType) out.push({ field: 'payment', key: 'flight:payment.none', severity: 'error' })
    out.push(...checkCompanyFields(this.fields, ctx.rules))
    return out
  }

  split(freeInsurance: boolean): MoneySplit | null {
    if (!this.quote || !this.paymentType) return null
    return paymentSplit(this.quote.PriceDetail, this.paymentType, freeInsurance)
  }

  /** The price check needs every traveller's age class; null until all birth dates read. */
  get priceRequest(): CheckOrderPriceReq | null {
    const first = this.dates.firstDate
    if (this.travellers.length === 0 || this.travellers.some((d) => passengerKind(d.birthDate, first) === null)) return null
    return {
      Segments: this.selection.segments.map((s) => s.choice),
      Passengers: this.travellers.map((d) => ({ PersonId: d.personId, BirthDate: d.birthDate })),
      Insurance: this.insurance,
    }
  }

  /** Re-quotes for the current travellers; an older answer arriving late is dropped. */
  async refreshQuote(): Promise<PriceCheckResult | null> {
    const req = this.priceRequest
    const seq = ++this.quoteSeq
    if (!req) {
      this.quote = null
      this.quoteStatus = 'idle'
      return null
    }
    this.quoteStatus = 'loading'
    try {
      const q = await this.deps.checkPrice(req)
      if (seq !== this.quoteSeq) return q
      runInAction(() => {
        this.quote = q
        this.quoteStatus = 'ready'
      })
      return q
    } catch (e) {
      if (seq === this.quoteSeq) runInAction(() => (this.quoteStatus = 'error'))
      throw e
    }
  }

  /** The user accepted the moved prices: book at them from now on. */
  acceptPrices(q: PriceCheckResult): void {
    this.selection = {
      ...this.selection,
      segments: this.selection.segments.map((s, i) => {
        const nq = q.Segments[i]
        return nq ? { ...s, choice: { ...s.choice, Price: nq.NewPrice }, cabin: { ...s.cabin, Price: nq.NewPrice, Policy: nq.Policy } } : s
      }),
    }
    this.quote = { ...q, PriceChanged: false }
    // A reload must not bring back the old prices (and the same question).
    saveSelection(this.selection)
    this.save()
  }

  submitRequest(): SubmitBookingReq {
    const f = this.fields
    // One reason per broken rule, each with the rule it answers.
    const reasons = this.selection.segments.flatMap((_, i) =>
      this.reasonSlots(i).flatMap(({ slot, rule }) => {
        const r = this.reasons[slot]
        if (!r) return []
        return [{ SegmentIndex: i, ReasonCodeId: r.codeId, ReasonText: r.text.trim() || undefined, Kind: rule }]
      }),
    )
    return {
      ClientRequestId: this.requestId,
      TripType: this.selection.tripType,
      Segments: this.selection.segments.map((s) => s.choice),
      Passengers: this.travellers.map((d) => ({
        PersonId: d.personId,
        FrequentTravelerId: d.frequentTravelerId,
        ChName: d.chName.trim(),
        LastName: d.lastName.trim().toUpperCase(),
        FirstName: d.firstName.trim().toUpperCase(),
        Gender: d.gender === 'F' ? 'F' : 'M',
        BirthDate: d.birthDate,
        Nationality: d.idType === 'IDCard' ? 'CN' : d.nationality,
        IdType: d.idType,
        IdNo: d.idNo.trim(),
        IdExpiry: d.idType === 'IDCard' ? null : d.idExpiry || null,
        MobileCountryCode: d.mobileCountryCode,
        Mobile: d.mobile.trim(),
        Email: d.email.trim() || undefined,
      })),
      Contacts: this.contacts.map((c) => ({
        Name: c.name.trim(),
        MobileCountryCode: c.mobileCountryCode,
        Mobile: c.mobile.trim(),
        Email: c.email.trim() || undefined,
      })),
      PaymentType: this.paymentType ?? 'Company',
      PolicyReasons: reasons.length ? reasons : undefined,
      ...companyFieldsRequest(f),
      Insurance: this.insurance,
      BookMessage: f.bookMessage.trim() || undefined,
    }
  }

  setTravellers(list: TravellerDraft[]): void {
    this.travellers = list
    this.save()
  }

  upsertTraveller(d: TravellerDraft): void {
    const i = this.travellers.findIndex((x) => x.key === d.key)
    this.travellers = i < 0 ? [...this.travellers, d] : this.travellers.map((x, j) => (j === i ? d : x))
    this.save()
  }

  removeTraveller(key: string): void {
    this.travellers = this.travellers.filter((x) => x.key !== key)
    this.save()
  }

  setContacts(list: ContactDraft[]): void {
    this.contacts = list
    this.save()
  }

  setFields(v: CompanyFieldValues): void {
    this.fields = v
    this.save()
  }

  setReason(i: number, r: ReasonDraft): void {
    this.reasons = { ...this.reasons, [i]: r }
    this.save()
  }

  setInsurance(on: boolean): void {
    this.insurance = on
    this.save()
  }

  setPayment(p: PaymentKind): void {
    this.paymentType = p
    this.save()
  }

  setSubmitting(on: boolean): void {
    this.submitting = on
  }

  setShowAll(): void {
    this.showAll = true
  }

  save(): void {
    const saved: Saved = {
      selectionKey: selectionKey(this.selection),
      travellers: this.travellers,
      contacts: this.contacts,
      fields: this.fields,
      reasons: this.reasons,
      insurance: this.insurance,
      paymentType: this.paymentType,
      requestId: this.requestId,
    }
    this.deps.store.setJSON(KEY, saved)
  }

  /**
   * The server refused this request id: this person already submitted it with other contents
   * (docs/error-codes.md, 1014). The next attempt is a new request.
   */
  renewRequestId(): void {
    this.requestId = newRequestId()
    this.save()
  }

  /** The order exists: the next booking is a new draft with a new request id. */
  discard(): void {
    this.deps.store.remove(KEY)
  }
}

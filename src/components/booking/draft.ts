/**
 * The order being filled in, whatever the product (MobX): what every booking shares — contacts,
 * company fields, one policy reason per broken rule, the payment, the price check with its
 * state, the one request id of this draft, submitting — and the product's own part (`own`: a
 * hotel's rooms and arrival time, a train's travellers and seats, …) as plain data. Everything
 * typed is kept in the given store under the given key while it belongs to the same choice
 * (`choiceKey`), so a reload, a failed submit or a trip to the cashier and back loses nothing;
 * a booked order forgets it (finish) and the next draft starts with a new request id.
 */
import { makeObservable, observable, action, computed, runInAction } from 'mobx'
import {
  checkCompanyFields,
  checkContacts,
  checkReasonDraft,
  companyFieldsRequest,
  emptyCompanyFields,
  newRequestId,
  type CompanyFieldRules,
  type CompanyFieldValues,
  type ContactDraft,
  type Issue,
  type PaymentKind,
  type ReasonDraft,
} from '@/domain/booking'
import type { ReasonKind } from '@/domain/text'
import type { KVStore } from '@/platform/kv'

/** One reason the choice asks for: where the draft keeps it, why, and which codes answer it. */
export interface ReasonSlot {
  /** Key in `reasons` ('' when the choice can break only one rule). */
  slot: string
  need: ReasonKind
  /** The kind of the company's codes ('Policy', 'LowestPrice'). */
  codes: 'Policy' | 'LowestPrice'
}

/**
 * A booking spec's `reasons` and `outOfPolicy` for a choice with one policy verdict (a bus, a ride,
 * a room's plan, a train's seat, an international fare): the standard's reason (slot '') when the
 * choice is outside it; nothing within it or while there is no choice (`undefined`).
 */
export function policyReasons(inPolicy: boolean | undefined): { reasons: ReasonSlot[]; outOfPolicy: boolean } {
  const outOfPolicy = inPolicy === false
  return { reasons: outOfPolicy ? [{ slot: '', need: 'outOfPolicy', codes: 'Policy' }] : [], outOfPolicy }
}

export interface DraftChecks {
  rules: CompanyFieldRules
  emailRequired: boolean
  /** The reasons the choice asks for now. */
  reasons: readonly ReasonSlot[]
  /** Message key of a missing payment. */
  paymentRequired: string
}

export interface BookingDraftInit<Own> {
  store: KVStore
  /** The storage key of this product's kept draft. */
  key: string
  /** Same choice = same draft (a reload); another choice starts afresh. */
  choiceKey: string
  /** Prefix of a new request id ('hb', 'tb', …). */
  idPrefix: string
  own: Own
}

interface Kept<Own> {
  key: string
  requestId: string
  own: Own
  contacts: ContactDraft[]
  fields: CompanyFieldValues
  reasons: Record<string, ReasonDraft>
  payment: PaymentKind | null
}

export const emptyContact = (): ContactDraft => ({ name: '', mobileCountryCode: '86', mobile: '', email: '' })

type Person = {
  DepartmentId?: number | null
  DepartmentName?: string | null
  CostCenterId?: number | null
  CostCenterName?: string | null
}

export class BookingDraft<Own extends object, Q = unknown> {
  own: Own
  contacts: ContactDraft[] = []
  fields: CompanyFieldValues = emptyCompanyFields()
  reasons: Record<string, ReasonDraft> = {}
  payment: PaymentKind | null = null
  requestId: string
  quote: Q | null = null
  quoteStatus: 'idle' | 'loading' | 'error' | 'ready' = 'idle'
  submitting = false
  /** After the first submit attempt every message shows, not only those of visited fields. */
  showAll = false
  /** Kept from an earlier visit: the page does not overwrite it with defaults. */
  readonly restored: boolean
  private quoteSeq = 0

  constructor(private readonly init: BookingDraftInit<Own>) {
    const kept = init.store.getJSON<Kept<Own> | null>(init.key, null)
    const same = !!kept && kept.key === init.choiceKey
    this.restored = same
    this.own = same && kept.own ? { ...init.own, ...kept.own } : init.own
    if (same) {
      this.contacts = Array.isArray(kept.contacts) ? kept.contacts : []
      this.fields = { ...emptyCompanyFields(), ...kept.fields }
      this.reasons = kept.reasons ?? {}
      this.payment = kept.payment ?? null
    }
    this.requestId = same && kept.requestId ? kept.requestId : newRequestId(init.idPrefix)
    makeObservable<BookingDraft<Own, Q>, 'save'>(this, {
      own: observable.ref,
      contacts: observable.ref,
      fields: observable.ref,
      reasons: observable.ref,
      payment: observable,
      requestId: observable,
      quote: observable.ref,
      quoteStatus: observable,
      submitting: observable,
      showAll: observable,
      contact: computed,
      setOwn: action,
      setContacts: action,
      setContact: action,
      setFields: action,
      setReason: action,
      setPayment: action,
      setQuote: action,
      setSubmitting: action,
      revealAll: action,
      renewRequestId: action,
      prefill: action,
      save: false,
    })
  }

  /** The first (for most products the only) contact. */
  get contact(): ContactDraft {
    return this.contacts[0] ?? emptyContact()
  }

  /** Everything wrong with the shared parts, in page order: reasons first, then contacts, payment, company fields. */
  issues(c: DraftChecks): Issue[] {
    const out: Issue[] = []
    for (const r of c.reasons) out.push(...checkReasonDraft(this.reasons[r.slot], r.need, r.slot ? `reason.${r.slot}` : 'reason'))
    out.push(...checkContacts(this.contacts.length ? this.contacts : [emptyContact()], { emailRequired: c.emailRequired }))
    if (!this.payment) out.push({ field: 'payment', key: c.paymentRequired, severity: 'error' })
    out.push(...checkCompanyFields(this.fields, c.rules))
    return out
  }

  /** The reason given for a slot as a request sends it. */
  reasonOf(slot = ''): { ReasonCodeId: number | null; ReasonText?: string } | null {
    const r = this.reasons[slot]
    return r ? { ReasonCodeId: r.codeId, ...(r.text.trim() ? { ReasonText: r.text.trim() } : {}) } : null
  }

  /** The reason of a choice with one policy verdict (`policyReasons`) as a request sends it: null within the standard. */
  policyReason(inPolicy: boolean): { ReasonCodeId: number | null; ReasonText?: string } | null {
    return inPolicy ? null : this.reasonOf('')
  }

  /**
   * What every product's submit request carries: the request id, the contacts (the first
   * `contacts` of them for an order that takes no more), the payment (`payment` while none is
   * chosen) and the company fields.
   */
  commonRequest(o: { contacts?: number; payment?: PaymentKind } = {}) {
    return {
      ClientRequestId: this.requestId,
      Contacts: this.contacts.slice(0, o.contacts).map((c) => ({
        Name: c.name.trim(),
        MobileCountryCode: c.mobileCountryCode,
        Mobile: c.mobile.trim(),
        Email: c.email.trim() || undefined,
      })),
      PaymentType: this.payment ?? o.payment ?? 'Personal',
      ...companyFieldsRequest(this.fields),
    }
  }

  setOwn(patch: Partial<Own>): void {
    this.own = { ...this.own, ...patch }
    this.save()
  }
  setContacts(list: ContactDraft[]): void {
    this.contacts = list
    this.save()
  }
  setContact(c: ContactDraft): void {
    this.setContacts([c, ...this.contacts.slice(1)])
  }
  setFields(v: CompanyFieldValues): void {
    this.fields = v
    this.save()
  }
  setReason(slot: string, r: ReasonDraft | null): void {
    const { [slot]: _old, ...rest } = this.reasons
    this.reasons = r ? { ...rest, [slot]: r } : rest
    this.save()
  }
  setPayment(p: PaymentKind | null): void {
    this.payment = p
    this.save()
  }
  setQuote(q: Q | null): void {
    this.quote = q
    this.quoteStatus = q ? 'ready' : 'idle'
  }

  /** Asks the price again; an older answer arriving late is dropped. Null `ask`: nothing to price yet. */
  async requote(ask: (() => Promise<Q>) | null): Promise<Q | null> {
    const seq = ++this.quoteSeq
    if (!ask) {
      this.setQuote(null)
      return null
    }
    runInAction(() => (this.quoteStatus = 'loading'))
    try {
      const q = await ask()
      if (seq === this.quoteSeq) this.setQuote(q)
      return seq === this.quoteSeq ? q : null
    } catch (e) {
      if (seq === this.quoteSeq) runInAction(() => (this.quoteStatus = 'error'))
      throw e
    }
  }

  /** First visit: oneself as contact, the first traveller's department and cost centre. */
  prefill(contact: ContactDraft | null, who: Person | null | undefined): void {
    if (contact && !this.contacts.some((c) => c.mobile)) this.contacts = [contact]
    let f = this.fields
    if (who?.DepartmentId && !f.department) f = { ...f, department: { id: who.DepartmentId, name: who.DepartmentName ?? '' } }
    if (who?.CostCenterId && !f.costCenter) f = { ...f, costCenter: { id: who.CostCenterId, name: who.CostCenterName ?? '' } }
    this.fields = f
    this.save()
  }

  setSubmitting(v: boolean): void {
    this.submitting = v
  }
  revealAll(): void {
    this.showAll = true
  }

  /** The server refused this request id for other contents (1014): the next attempt is a new request. */
  renewRequestId(): void {
    this.requestId = newRequestId(this.init.idPrefix)
    this.save()
  }

  /** The order exists: a new attempt must not replay it. */
  finish(): void {
    this.init.store.remove(this.init.key)
  }

  private save(): void {
    const kept: Kept<Own> = {
      key: this.init.choiceKey,
      requestId: this.requestId,
      own: this.own,
      contacts: this.contacts,
      fields: this.fields,
      reasons: this.reasons,
      payment: this.payment,
    }
    this.init.store.setJSON(this.init.key, kept)
  }
}

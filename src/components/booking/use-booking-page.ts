/**
 * The behaviour of a booking page, whatever the product: the company's field rules and e-mail
 * rule of the product's settings section, everything wrong with the order (the product's own
 * issues in their place among the shared ones), the payments allowed (the person's rights, the
 * product's restriction) and the default one, oneself as contact on a first visit, the reason
 * sheet, the price sheet and submit with its hand-over. `BookingPage` lays out what it returns.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { companyFieldRules, fieldAnchor, type CompanyFieldsSource, type OrderSection } from '@/components/company-fields'
import { useFormat } from '@/components/format'
import type { PriceLineView, PriceSplit } from '@/components/price-sheet'
import { useReasonCodes, type ReasonCodes } from '@/components/reason-sheet/use-reason-codes'
import type { ApiError } from '@/core/errors'
import { allowedPayments, defaultPayment, type ContactDraft, type Issue, type PaymentKind } from '@/domain/booking'
import { replace } from '@/core/navigate'
import type { RouteName } from '@/routes'
import { useStores } from '@/stores'
import type { MobileCountryCode } from '@api/system'
import type { BookPerson, GetBookPersonsRes, Product } from '@api/booking-data'
import type { TravellerSource } from '@/components/passenger-picker/source'
import { emptyContact, type BookingDraft, type DraftChecks, type ReasonSlot } from './draft'
import { submitBooking, type HandOver, type SubmitAnswer, type SubmitFlow } from './submit'
import '@/i18n/ns/booking'

/** The texts a product names (its namespace's keys); the shared sections' own are `booking:`. */
export interface BookingTexts {
  title: string
  submit: string
  /** The veil while submitting ('booking:submitting' unless the product says otherwise). */
  submitting?: string
  /** Toasts once booked. */
  submitted?: { done: string; approval: string }
  contact: string
  payment: string
  /** A payment's label key. */
  paymentLabel: (p: PaymentKind) => string
  noPayment: string
  paymentRequired: string
  /** The bar's split line; params company, personal. */
  split: string
  reason: { outOfPolicy: string; notLowest?: string; choose: string; chosen: string }
  priceFailed?: string
}

/**
 * The texts of a product that keeps them where the kit expects in its namespace `ns`
 * (`<ns>:title.booking`, `<ns>:booking.submit`, `<ns>:payment.<kind>`, `<ns>:reason.title`, …);
 * `own` names the ones it keeps elsewhere.
 */
export const bookingTexts = (ns: string, own: Partial<BookingTexts> = {}): BookingTexts => ({
  title: `${ns}:title.booking`,
  submit: `${ns}:booking.submit`,
  submitting: `${ns}:booking.submitting`,
  submitted: { done: `${ns}:booking.submitted`, approval: `${ns}:booking.submittedApproval` },
  contact: `${ns}:booking.contact`,
  payment: `${ns}:booking.payment`,
  paymentLabel: (p) => `${ns}:payment.${p}`,
  noPayment: `${ns}:booking.noPayment`,
  paymentRequired: `${ns}:booking.paymentRequired`,
  split: `${ns}:booking.split`,
  reason: { outOfPolicy: `${ns}:reason.title`, choose: `${ns}:reason.choose`, chosen: `${ns}:reason.chosen` },
  ...own,
})

/** What a product is to the booking engine: fixed for the product, named once in its folder. */
export interface BookingProduct {
  /** Test ids and anchors of the shared sections: `${prefix}-submit`, `${prefix}-contact-0-name`, … */
  prefix: string
  /** The page's test id, and its choice's card's (an anchor too). */
  testId: string
  summaryTestId: string
  section: OrderSection
  /** Whose reason codes the reason sheet offers. */
  codes: Product
  fieldsSource: CompanyFieldsSource
  countryCodes: () => Promise<MobileCountryCode[]>
  texts: BookingTexts
  handOver: HandOver
  /** Asked before booking when warnings remain. */
  warnings?: SubmitFlow['warnings']
}

/** What a page adds for its current choice. */
export interface BookingPageSpec {
  reasons: readonly ReasonSlot[]
  outOfPolicy: boolean
  /** The payments the choice allows among the person's (a pay-at-hotel plan: personal only). */
  payments?: (allowed: PaymentKind[]) => PaymentKind[]
  /** The product's own problems. */
  issues?: (c: { rules: DraftChecks['rules']; emailRequired: boolean }) => Issue[]
  /** Where an issue of the product's own fields sits; the shared ones are known. */
  anchorOf?: (i: Issue) => string | undefined
  /** What is due; null until priced. */
  total: number | null
  split: PriceSplit | null
  lines?: readonly PriceLineView[] | null
  /** Asks the price again after a failed check. */
  requote?: () => void
  /** Books; null when the person stopped on the way (declined a moved price). */
  send: () => Promise<SubmitAnswer | null>
  refused?: (e: ApiError) => boolean | Promise<boolean>
  booked?: (res: SubmitAnswer) => void
  /** First visit, once signed in: the product's own defaults (travellers…). */
  start?: () => void
}

const meAsContact = (
  me: {
    ChName?: string | null
    LastName?: string | null
    FirstName?: string | null
    MobileCountryCode?: string | null
    Mobile?: string | null
    Email?: string | null
  } | null,
): ContactDraft | null =>
  me
    ? {
        name: me.ChName || `${me.LastName ?? ''}/${me.FirstName ?? ''}`,
        mobileCountryCode: me.MobileCountryCode || '86',
        mobile: me.Mobile ?? '',
        email: me.Email ?? '',
      }
    : null

export function useBookingPage<Own extends object, Q>(draft: BookingDraft<Own, Q> | null, product: BookingProduct, spec: BookingPageSpec) {
  const stores = useStores()
  const { session, settings, power } = stores
  const { t } = useTranslation()
  const f = useFormat()
  const codes: ReasonCodes = useReasonCodes(product.codes)
  const [reasonFor, setReasonFor] = useState<ReasonSlot | null>(null)
  const [priceOpen, setPriceOpen] = useState(false)
  const p = product.prefix

  useEffect(() => {
    if (!draft || !session.ready) return
    if (!draft.restored) {
      draft.prefill(meAsContact(session.personalInfor), null)
      spec.start?.()
    }
    if (draft.contacts.length === 0) draft.setContacts([emptyContact()])
  }, [session.ready, draft])

  const rights = allowedPayments({
    CompanyPay: power.can('PaymentPermission.CompanyPay'),
    PersonalPay: power.can('PaymentPermission.PersonalPay'),
    MixedPay: power.can('PaymentPermission.MixedPay'),
  })
  const payments = spec.payments ? spec.payments(rights) : rights
  useEffect(() => {
    if (!draft || !power.loaded) return
    if (!draft.payment || !payments.includes(draft.payment)) draft.setPayment(defaultPayment(payments, spec.outOfPolicy))
  }, [power.loaded, draft, payments.join(), spec.outOfPolicy])

  const group = settings.section(product.section) as {
    NormalSettings?: { ContactBookMessageSettings: { IsSendEmail: boolean } }
    ContactBookMessageSettings?: { IsSendEmail: boolean }
  }
  const emailRequired = !!(group.NormalSettings ?? group).ContactBookMessageSettings?.IsSendEmail
  const rules = companyFieldRules(settings, product.section)
  const own = spec.issues ? spec.issues({ rules, emailRequired }) : []
  const common = draft ? draft.issues({ rules, emailRequired, reasons: spec.reasons, paymentRequired: product.texts.paymentRequired }) : []
  // Page order: reasons (in the choice's card), the product's parts, then contacts, payment, fields.
  const reasonIssues = common.filter((i) => i.field === 'reason' || i.field.startsWith('reason.'))
  const issues = [...reasonIssues, ...own, ...common.filter((i) => !reasonIssues.includes(i))]

  const anchorOf = (i: Issue): string => {
    const [head, a, b] = i.field.split('.')
    const mine = spec.anchorOf?.(i)
    if (mine) return mine
    if (head === 'field') return fieldAnchor(a)
    if (head === 'contact') return `${p}-contact-${a}-${b}`
    if (head === 'reason') return `${p}-reason${a ? `-${a}` : ''}`
    return `${p}-${head}`
  }
  /** The issue of a field (or of anything under it) once every message shows. */
  const shown = (field: string) => (draft?.showAll ? issues.find((i) => i.field === field || i.field.startsWith(`${field}.`)) : undefined)
  const message = (i: Issue | undefined) => (i ? t(i.key, i.params) : undefined)

  const submit = () => {
    if (!draft) return
    void submitBooking(draft, {
      stores,
      t,
      section: product.section,
      issues,
      anchorOf,
      warnings: product.warnings,
      send: spec.send,
      refused: spec.refused,
      submitted: product.texts.submitted,
      booked: spec.booked,
      handOver: product.handOver,
    })
  }
  const openReason = (r: ReasonSlot) => {
    codes.ensure(r.codes)
    setReasonFor(r)
  }

  return {
    draft,
    product,
    spec,
    t,
    f,
    codes,
    rules,
    emailRequired,
    issues,
    shown,
    message,
    payments,
    submit,
    reasonFor,
    openReason,
    closeReason: () => setReasonFor(null),
    priceOpen,
    setPriceOpen,
  }
}

export type BookingPageState = ReturnType<typeof useBookingPage>

/**
 * A first visit's travellers (a spec's `start`): the booking scope's first hundred persons, handed
 * over with oneself among them; when the scope cannot be had, the form stays as it is.
 */
export function withBookScope(source: Pick<TravellerSource, 'bookPersons'>, start: (self: BookPerson | undefined, scope: GetBookPersonsRes) => void): void {
  const self = (scope: GetBookPersonsRes) => scope.Persons.find((p) => p.IsSelf)
  void source.bookPersons({ PageSize: 100 }).then(
    (scope) => start(self(scope), scope),
    () => undefined,
  )
}

/**
 * A booking page opened without its choice (a link, a reload once the session forgot it) says so
 * (`said`, a text key) and goes back to where one is made.
 */
export function useChoiceOrBack(has: boolean, said: string, back: RouteName) {
  const { ui } = useStores()
  const { t } = useTranslation()
  useEffect(() => {
    if (!has) (ui.toast(t(said)), void replace(back))
  }, [])
}

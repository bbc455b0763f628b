// Order-filling rules every product shares: contacts, policy reasons, the money shown in the
// bottom bar, payments and the request id. The traveller rules are travellers.ts, the company
// fields company-fields.ts (both re-exported here). Pure: no Taro, no React, no i18n. An Issue
// names its field and a message key so the screen can mark the field, scroll to it and
// translate the text.
import { isBlank } from './check'
import { checkEmail } from './email'
import { issueError as error, type Issue } from './issue'
import { checkPhone } from './phone'
import { checkReason, type ReasonKind } from './text'
import { checkUniqueContactPhones } from './uniqueness'

export * from './company-fields'
export * from './issue'
export * from './travellers'

export type PaymentKind = 'Company' | 'Personal' | 'Mixed'

export interface ContactDraft {
  name: string
  mobileCountryCode: string
  mobile: string
  email: string
}

/** Contacts: a name, a valid phone not shared with another contact, e-mail when mails go out. */
export function checkContacts(list: readonly ContactDraft[], opts: { emailRequired: boolean }): Issue[] {
  const out: Issue[] = []
  list.forEach((c, i) => {
    if (isBlank(c.name)) out.push(error(`contact.${i}.name`, 'booking:contact.nameRequired'))
    const p = checkPhone(c.mobile, c.mobileCountryCode)
    if (!p.ok) out.push(error(`contact.${i}.mobile`, p.key))
    const e = checkEmail(c.email, { required: opts.emailRequired })
    if (!e.ok) out.push(error(`contact.${i}.email`, e.key))
  })
  const dup = checkUniqueContactPhones(list.map((c) => ({ phone: c.mobile, countryCode: c.mobileCountryCode })))
  if (!dup.ok) out.push(error(`contact.${dup.index}.mobile`, dup.key, dup.params))
  return out
}

// ---------------------------------------------------------------------------------------------
// Policy reasons

export interface ReasonDraft {
  codeId: number | null
  /** 'Other' free text, or an optional note next to a code. */
  text: string
  /** The code's text as shown when it was chosen (on the cabins page), for display only. */
  label?: string
}

export interface VerdictLike {
  InPolicy: boolean
  Violations: { Kind: string }[]
}

/** Why a reason is asked: any rank rule broken, or only the lowest-fare rule; null when in policy. */
export function reasonNeeded(v: VerdictLike | null | undefined): ReasonKind | null {
  if (!v || v.InPolicy) return null
  return v.Violations.length > 0 && v.Violations.every((x) => x.Kind === 'LowestPrice') ? 'notLowest' : 'outOfPolicy'
}

export function checkReasonDraft(r: ReasonDraft | undefined, kind: ReasonKind | null, field: string): Issue[] {
  if (!kind && !r) return []
  const c = checkReason(r?.text, { required: !!kind && !r?.codeId, kind: kind ?? undefined })
  return c.ok ? [] : [error(field, c.key, c.params)]
}

// ---------------------------------------------------------------------------------------------
// Money (fen)

export interface MoneySplit {
  total: number
  company: number
  personal: number
}

export interface PriceLike {
  Total: number
  Insurance: number
  CompanyAmount: number
  PersonalAmount: number
}

/**
 * Who pays what for a payment type, from a quote split as Mixed (checkOrderPrice's answer):
 * Company pays all but insurance that is not free; Personal pays all; Mixed as quoted.
 */
export function paymentSplit(quoteAsMixed: PriceLike, type: PaymentKind, freeInsurance: boolean): MoneySplit {
  const total = quoteAsMixed.Total
  if (type === 'Personal') return { total, company: 0, personal: total }
  if (type === 'Mixed') return { total, company: quoteAsMixed.CompanyAmount, personal: quoteAsMixed.PersonalAmount }
  const personal = freeInsurance ? 0 : quoteAsMixed.Insurance
  return { total, company: total - personal, personal }
}

export interface PaymentRights {
  CompanyPay: boolean
  PersonalPay: boolean
  MixedPay: boolean
}

export function allowedPayments(rights: PaymentRights): PaymentKind[] {
  const out: PaymentKind[] = []
  if (rights.CompanyPay) out.push('Company')
  if (rights.MixedPay) out.push('Mixed')
  if (rights.PersonalPay) out.push('Personal')
  return out
}

/** Out of policy with split payment allowed: the company pays its standard, the traveller the rest. */
export function defaultPayment(allowed: readonly PaymentKind[], outOfPolicy: boolean): PaymentKind | null {
  if (outOfPolicy && allowed.includes('Mixed')) return 'Mixed'
  return allowed.find((p) => p !== 'Mixed') ?? allowed[0] ?? null
}

/** Unique per draft, the shape submitBooking accepts ([A-Za-z0-9_-], 8 to 64). */
export function newRequestId(prefix = 'fb', now: () => number = Date.now, random: () => number = Math.random): string {
  let tail = ''
  while (tail.length < 12) tail += Math.floor(random() * 36).toString(36)
  return `${prefix}-${now().toString(36)}-${tail}`
}

/**
 * Who pays what for n tickets at one price: the company all, the traveller all, or (mixed) the
 * company up to the standard's price to beat and the traveller the rest.
 */
export function ticketSplit(
  price: number,
  count: number,
  priceToBeat: number | null,
  payment: 'Company' | 'Personal' | 'Mixed',
): { total: number; company: number; personal: number } {
  const total = price * count
  if (payment === 'Company') return { total, company: total, personal: 0 }
  if (payment === 'Personal') return { total, company: 0, personal: total }
  const company = Math.min(price, priceToBeat ?? price) * count
  return { total, company, personal: total - company }
}

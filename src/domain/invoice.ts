/**
 * The invoice forms' rules, as the server checks them (docs/money.md#invoices): a header names
 * its title, and a company's header a valid unified social credit code (types/api/invoice-values
 * usccProblem, GB 32100-2015) and, when given, a registration phone (digits with an optional
 * leading +, spaces, hyphens and parentheses; 7–20 digits) and a bank account (digits, spaces
 * allowed and dropped; 8–30 digits); an e-mail, when given, is an address. A shipping address names the
 * recipient, a phone by its country code, the region and the street; a postcode, when given, is 6
 * digits. A request takes a header, and an e-mail (electronic) or an address (paper). Pure: each
 * draft gives the first failure per field.
 */
import {
  BANK_ACCOUNT_DIGITS,
  bankAccountProblem,
  INVOICE_PHONE_DIGITS,
  invoicePhoneProblem,
  usccProblem,
  type InvoiceHeaderKind,
  type InvoiceMedium,
} from '@api/invoice-values'
import { checkEmail } from './email'
import { checkPhone } from './phone'
import { fail, isBlank, messages, PASS, type Check } from './check'

export interface HeaderDraft {
  Kind: InvoiceHeaderKind
  Title: string
  TaxId: string
  Address: string
  Phone: string
  BankName: string
  BankAccount: string
  Email: string
  IsDefault: boolean
}

export interface AddressDraft {
  Name: string
  MobileCountryCode: string
  Mobile: string
  Region: string
  Detail: string
  Postcode: string
  IsDefault: boolean
}

export type FieldChecks<F extends string> = Partial<Record<F, Check>>

const TAX_ID_MESSAGE = {
  Length: messages.invoice.taxIdLength,
  Characters: messages.invoice.taxIdCharacters,
  Region: messages.invoice.taxIdRegion,
  Check: messages.invoice.taxIdCheck,
} as const

/** A tax ID as typed, the way it is stored: no spaces, capitals. */
export const normalizeTaxId = (v: string): string => v.replace(/\s+/g, '').toUpperCase()

export function checkTaxId(taxId: string): Check {
  const v = normalizeTaxId(taxId)
  if (!v) return fail(messages.invoice.taxIdRequired)
  const problem = usccProblem(v)
  return problem ? fail(TAX_ID_MESSAGE[problem]) : PASS
}

/** A company header's registration phone: optional. */
export function checkInvoicePhone(phone: string): Check {
  if (isBlank(phone)) return PASS
  const problem = invoicePhoneProblem(phone)
  if (problem === 'Characters') return fail(messages.invoice.phoneFormat)
  return problem === 'Length' ? fail(messages.invoice.phoneLength, INVOICE_PHONE_DIGITS) : PASS
}

/** A company header's bank account: optional; spaces are dropped when it is saved (normalizeBankAccount). */
export function checkBankAccount(account: string): Check {
  if (isBlank(account)) return PASS
  const problem = bankAccountProblem(account)
  if (problem === 'Characters') return fail(messages.invoice.bankAccountFormat)
  return problem === 'Length' ? fail(messages.invoice.bankAccountLength, BANK_ACCOUNT_DIGITS) : PASS
}

/** Only the failing fields. */
function failures<F extends string>(checks: Record<F, Check>): FieldChecks<F> {
  const out: FieldChecks<F> = {}
  for (const k of Object.keys(checks) as F[]) if (!checks[k].ok) out[k] = checks[k]
  return out
}

export type HeaderField = 'Title' | 'TaxId' | 'Phone' | 'BankAccount' | 'Email'

export function checkHeaderDraft(d: HeaderDraft): FieldChecks<HeaderField> {
  const company = d.Kind === 'Company'
  return failures({
    Title: isBlank(d.Title) ? fail(messages.invoice.titleRequired) : PASS,
    TaxId: company ? checkTaxId(d.TaxId) : PASS,
    // A person's header has no phone or account (the form hides them and sends them empty).
    Phone: company ? checkInvoicePhone(d.Phone) : PASS,
    BankAccount: company ? checkBankAccount(d.BankAccount) : PASS,
    Email: checkEmail(d.Email),
  })
}

export function checkAddressDraft(d: AddressDraft): FieldChecks<'Name' | 'Mobile' | 'Region' | 'Detail' | 'Postcode'> {
  const postcode = d.Postcode.trim()
  return failures({
    Name: isBlank(d.Name) ? fail(messages.invoice.nameRequired) : PASS,
    Mobile: checkPhone(d.Mobile, d.MobileCountryCode),
    Region: isBlank(d.Region) ? fail(messages.invoice.regionRequired) : PASS,
    Detail: isBlank(d.Detail) ? fail(messages.invoice.detailRequired) : PASS,
    Postcode: postcode && !/^\d{6}$/.test(postcode) ? fail(messages.invoice.postcodeFormat) : PASS,
  })
}

export interface ApplyDraft {
  HeaderId: number | null
  Medium: InvoiceMedium
  Email: string
  AddressId: number | null
}

export function checkApplyDraft(d: ApplyDraft): FieldChecks<'HeaderId' | 'Email' | 'AddressId'> {
  return failures({
    HeaderId: d.HeaderId ? PASS : fail(messages.invoice.headerRequired),
    Email: d.Medium === 'Electronic' ? (isBlank(d.Email) ? fail(messages.invoice.emailRequired) : checkEmail(d.Email)) : PASS,
    AddressId: d.Medium === 'Paper' && !d.AddressId ? fail(messages.invoice.addressRequired) : PASS,
  })
}

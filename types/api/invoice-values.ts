/**
 * Invoice values for the client and the server alike (no TypeBox): header kinds, media, states,
 * and the check of a company's tax ID — the unified social credit code (统一社会信用代码, GB
 * 32100-2015): 18 characters from 0-9 and A-Y without I, O, S, V and Z; the first is the
 * registering authority, the second the kind of entity, then six digits of the region code, nine
 * characters of the organisation code, and a check character computed from the first 17
 * (docs/money.md#invoices). A company header's registration phone and bank account, when given,
 * follow invoicePhoneProblem and bankAccountProblem.
 */

export const INVOICE_HEADER_KINDS = ['Personal', 'Company'] as const
export type InvoiceHeaderKind = (typeof INVOICE_HEADER_KINDS)[number]
export const INVOICE_MEDIA = ['Electronic', 'Paper'] as const
export type InvoiceMedium = (typeof INVOICE_MEDIA)[number]
/** Not issued (an invoiceable order without a request), invoicing, issued. */
export const INVOICE_STATES = ['NotIssued', 'Invoicing', 'Issued'] as const
export type InvoiceState = (typeof INVOICE_STATES)[number]

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** The check character of the first 17 characters, or null when one of them is not allowed. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const v = CHARSET.indexOf(first17[i])
    if (v < 0) return null
    sum += v * WEIGHTS[i]
  }
  return CHARSET[(31 - (sum % 31)) % 31]
}

/** Why a unified social credit code is not valid ('Length', 'Characters', 'Region', 'Check'), or null when it is. */
export function usccProblem(code: string): 'Length' | 'Characters' | 'Region' | 'Check' | null {
  if (code.length !== 18) return 'Length'
  if (![...code].every((c) => CHARSET.includes(c))) return 'Characters'
  // Positions 3–8 are the administrative region: digits.
  if (!/^\d{6}$/.test(code.slice(2, 8))) return 'Region'
  return usccCheckChar(code.slice(0, 17)) === code[17] ? null : 'Check'
}

export const isUscc = (code: string): boolean => usccProblem(code) === null

/** A registration phone (注册电话) has this many digits. */
export const INVOICE_PHONE_DIGITS = { min: 7, max: 20 } as const

/**
 * Why a header's registration phone is not valid, or null when it is: digits with an optional
 * leading +, spaces, hyphens and parentheses ('Characters'), 7 to 20 digits ('Length'); a
 * landline with its area code ('021-5080 0000', '(021) 50800000') or a mobile ('+86 138 0013 8000').
 */
export function invoicePhoneProblem(phone: string): 'Characters' | 'Length' | null {
  const v = phone.trim()
  if (!/^\+?[\d\s()-]*$/.test(v)) return 'Characters'
  const digits = v.replace(/\D/g, '').length
  return digits < INVOICE_PHONE_DIGITS.min || digits > INVOICE_PHONE_DIGITS.max ? 'Length' : null
}

/** A bank account number has this many digits. */
export const BANK_ACCOUNT_DIGITS = { min: 8, max: 30 } as const

/** A bank account as typed, the way it is stored: without spaces. */
export const normalizeBankAccount = (account: string): string => account.replace(/\s+/g, '')

/** Why a header's bank account is not valid, or null when it is: digits, spaces allowed ('Characters'), 8 to 30 digits ('Length'). */
export function bankAccountProblem(account: string): 'Characters' | 'Length' | null {
  const v = normalizeBankAccount(account)
  if (!/^\d*$/.test(v)) return 'Characters'
  return v.length < BANK_ACCOUNT_DIGITS.min || v.length > BANK_ACCOUNT_DIGITS.max ? 'Length' : null
}

/**
 * Invoice values for the client and the server alike (no TypeBox): header kinds, media, states,
 * and the check of a company's tax ID — the unified social credit code (统一社会信用代码, GB
 * 32100-2015): 18 characters from 0-9 and A-Y without I, O, S, V and Z; the first is the
 * registering authority, the second the kind of entity, then six digits of the region code, nine
 * characters of the organisation code, and a check character computed from the first 17
 * (docs/money.md#invoices).
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

// Credit cards used to guarantee hotel bookings or pay: number and MMYY validity (docs/validation.md).
import { fail, messages, PASS, type Check } from './check'
import { parseDate, type DateInput } from './dates'

export const CARD_NUMBER_MIN_DIGITS = 12
export const CARD_NUMBER_MAX_DIGITS = 19

/** Card numbers are read in groups of four, so users type spaces or dashes between them. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/** ISO/IEC 7812 check digit (Luhn mod 10) over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** 12-19 digits (all issuers' ranges) passing Luhn. */
export function checkCardNumber(value: string | null | undefined): Check {
  if (value == null || value.trim() === '') return fail(messages.card.numberRequired)
  const digits = normalizeCardNumber(value)
  const ok = /^\d+$/.test(digits) && digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && luhnValid(digits)
  return ok ? PASS : fail(messages.card.numberFormat)
}

export interface CardExpiry {
  readonly month: number // 1-12
  readonly year: number // four digits
}

/** 'MMYY' as printed on the card ('0625' = June 2025); a '/' between is tolerated. Null otherwise. */
export function parseCardExpiry(value: string | null | undefined): CardExpiry | null {
  const m = /^(\d{2})\/?(\d{2})$/.exec((value ?? '').trim())
  if (!m) return null
  const month = Number(m[1])
  if (month < 1 || month > 12) return null
  // Cards are issued for at most ~10 years, so a two-digit year is always this century.
  return { month, year: 2000 + Number(m[2]) }
}

/**
 * Validity MMYY: a card is good through the last day of its month, so it is expired only when
 * that month is before today's month.
 */
export function checkCardExpiry(value: string | null | undefined, today: DateInput): Check {
  if (value == null || value.trim() === '') return fail(messages.card.expiryRequired)
  const expiry = parseCardExpiry(value)
  if (!expiry) return fail(messages.card.expiryFormat)
  const now = parseDate(today)
  // An unreadable `today` cannot prove the card is valid, so it does not pass.
  if (!now) return fail(messages.card.expired)
  const expired = expiry.year < now.year || (expiry.year === now.year && expiry.month < now.month)
  return expired ? fail(messages.card.expired) : PASS
}

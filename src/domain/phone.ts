// Phone numbers as typed into contact and traveller forms. The country code is a separate field
// (docs/validation.md), so the number itself is checked without it.
import { fail, messages, PASS, type Check } from './check'

export const MAINLAND_COUNTRY_CODE = '86'

/** ITU E.164 allows at most 15 digits; below 4 no real subscriber number exists. */
export const INTL_PHONE_MIN_DIGITS = 4
export const INTL_PHONE_MAX_DIGITS = 15

const MAINLAND_MOBILE = /^1\d{10}$/

/** '+86', '0086', '86 ' and '' all mean mainland China; returns the bare digits ('86', '852'). */
export function normalizeCountryCode(code: string | null | undefined): string {
  const digits = (code ?? '').trim().replace(/^\+/, '').replace(/^00/, '')
  return digits === '' ? MAINLAND_COUNTRY_CODE : digits
}

export function isMainlandCountryCode(code: string | null | undefined): boolean {
  return normalizeCountryCode(code) === MAINLAND_COUNTRY_CODE
}

/**
 * +86 or no code: an 11-digit mobile number starting with 1. Any other code: digits only,
 * 4 to 15 of them, since numbering plans abroad vary too much for a tighter rule.
 * Spaces around the number are ignored; spaces inside are not, because the number is stored as typed.
 */
export function checkPhone(phone: string | null | undefined, countryCode?: string | null): Check {
  if (phone == null || phone.trim() === '') return fail(messages.phone.required)
  const value = phone.trim()
  if (isMainlandCountryCode(countryCode)) {
    return MAINLAND_MOBILE.test(value) ? PASS : fail(messages.phone.mainlandFormat)
  }
  const ok = /^\d+$/.test(value) && value.length >= INTL_PHONE_MIN_DIGITS && value.length <= INTL_PHONE_MAX_DIGITS
  return ok ? PASS : fail(messages.phone.format)
}

/** Country code plus number, the identity two contacts share when they are "the same phone". */
export function phoneIdentity(phone: string, countryCode?: string | null): string {
  return `${normalizeCountryCode(countryCode)}-${phone.replace(/[\s-]/g, '')}`
}

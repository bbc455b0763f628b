import { fail, messages, PASS, type Check } from './check'

// Deliberately simple (docs/validation.md): a local part, '@', and a dotted domain ending in letters.
// Stricter RFC 5322 parsing would reject addresses that mail servers happily accept.
const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** RFC 5321 path limit; longer input is a paste accident. */
const MAX_EMAIL_LENGTH = 254

export function isEmail(value: string): boolean {
  const v = value.trim()
  return v.length <= MAX_EMAIL_LENGTH && EMAIL.test(v)
}

/**
 * Empty passes unless `required`; callers pass `required: notifyByEmail` because an address
 * becomes mandatory only when e-mail notification is switched on.
 */
export function checkEmail(email: string | null | undefined, options: { readonly required?: boolean } = {}): Check {
  if (email == null || email.trim() === '') return options.required ? fail(messages.email.required) : PASS
  return isEmail(email) ? PASS : fail(messages.email.format)
}

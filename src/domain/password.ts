// Passwords and one-time codes (docs/validation.md, docs/constants.md "password lengths 6, 8, 20").
import { fail, messages, PASS, type Check } from './check'

export const PASSWORD_MIN_LENGTH = 8
/** Some older flows (e.g. setting a password on first login) still accept 6. */
export const PASSWORD_SHORT_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 20
export const TRAIN_PASSWORD_MIN_LENGTH = 6
export const TRAIN_PASSWORD_MAX_LENGTH = 20
export const SMS_CODE_LENGTH = 6

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/
const SIX_DIGITS = /^\d{6}$/

export interface PasswordRules {
  readonly minLength?: number
  readonly maxLength?: number
}

/**
 * Account password: letters and digits only, at least one of each, 8-20 long by default
 * (`minLength: 6` for the flows that allow it). Not trimmed: a space is a character the user
 * typed, and it is refused by the letters-and-digits rule rather than silently dropped.
 */
export function checkPassword(password: string | null | undefined, rules: PasswordRules = {}): Check {
  const min = rules.minLength ?? PASSWORD_MIN_LENGTH
  const max = rules.maxLength ?? PASSWORD_MAX_LENGTH
  if (password == null || password === '') return fail(messages.password.required)
  if (password.length < min || password.length > max) return fail(messages.password.length, { min, max })
  if (!LETTERS_AND_DIGITS.test(password)) return fail(messages.password.chars)
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return fail(messages.password.letterAndDigit)
  return PASS
}

/** Changing a password: the old one must be given, the new one must be valid and different. */
export function checkNewPassword(oldPassword: string | null | undefined, newPassword: string | null | undefined, rules: PasswordRules = {}): Check {
  if (oldPassword == null || oldPassword === '') return fail(messages.password.oldRequired)
  const valid = checkPassword(newPassword, rules)
  if (!valid.ok) return valid
  return oldPassword === newPassword ? fail(messages.password.sameAsOld) : PASS
}

/** The "enter again" field. */
export function checkPasswordConfirmation(password: string | null | undefined, confirmation: string | null | undefined): Check {
  if (confirmation == null || confirmation === '') return fail(messages.password.confirmRequired)
  return password === confirmation ? PASS : fail(messages.password.mismatch)
}

/**
 * 12306 login password as this client accepts it: 6-20 letters or digits. 12306 itself decides
 * about composition, so no letter-and-digit rule is imposed here.
 */
export function checkTrainAccountPassword(password: string | null | undefined): Check {
  if (password == null || password === '') return fail(messages.train12306.passwordRequired)
  const ok = password.length >= TRAIN_PASSWORD_MIN_LENGTH && password.length <= TRAIN_PASSWORD_MAX_LENGTH && LETTERS_AND_DIGITS.test(password)
  return ok ? PASS : fail(messages.train12306.passwordFormat, { min: TRAIN_PASSWORD_MIN_LENGTH, max: TRAIN_PASSWORD_MAX_LENGTH })
}

/** The SMS code 12306 sends during account verification. */
export function checkTrainSmsCode(code: string | null | undefined): Check {
  if (code == null || code.trim() === '') return fail(messages.train12306.smsCodeRequired)
  return SIX_DIGITS.test(code.trim()) ? PASS : fail(messages.train12306.smsCodeFormat, { length: SMS_CODE_LENGTH })
}

/**
 * Our own SMS verification code (login, binding, password reset). `fetched` says whether the
 * user has asked for a code on this screen: typing one that was never requested gets
 * "get a code first" instead of a confusing server error.
 */
export function checkSmsCode(code: string | null | undefined, options: { readonly fetched?: boolean } = {}): Check {
  if (options.fetched === false) return fail(messages.smsCode.notFetched)
  if (code == null || code.trim() === '') return fail(messages.smsCode.required)
  return SIX_DIGITS.test(code.trim()) ? PASS : fail(messages.smsCode.format, { length: SMS_CODE_LENGTH })
}

/** For the "get code" gate on its own, e.g. before the code field is even enabled. */
export function checkCodeFetched(fetched: boolean): Check {
  return fetched ? PASS : fail(messages.smsCode.notFetched)
}

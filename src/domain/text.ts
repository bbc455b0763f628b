// Free-text fields, ticks and small string shapes (docs/validation.md, docs/constants.md).
import { charLength, fail, messages, PASS, type Check } from './check'

export const REASON_MAX_LENGTH = 50
export const FEEDBACK_MIN_LENGTH = 8

/** Why a reason is asked for: out of policy (rank) or not the lowest fare. */
export type ReasonKind = 'outOfPolicy' | 'notLowest'

/**
 * The "other" reason typed under the reason-code list. Counted in characters after trimming, the
 * same way the 50-character counter in the sheet counts. Required only when the choice violates
 * the policy or is not the cheapest; otherwise an empty reason passes but a long one still fails.
 */
export function checkReason(text: string | null | undefined, options: { readonly required: boolean; readonly kind?: ReasonKind }): Check {
  const value = (text ?? '').trim()
  if (value === '') {
    if (!options.required) return PASS
    return fail(options.kind === 'notLowest' ? messages.reason.notLowestRequired : messages.reason.outOfPolicyRequired)
  }
  return charLength(value) > REASON_MAX_LENGTH ? fail(messages.reason.tooLong, { max: REASON_MAX_LENGTH }) : PASS
}

/** Complaints and suggestions: at least 8 characters of actual text. */
export function checkFeedback(text: string | null | undefined): Check {
  const value = (text ?? '').trim()
  if (value === '') return fail(messages.feedback.required)
  return charLength(value) < FEEDBACK_MIN_LENGTH ? fail(messages.feedback.tooShort, { min: FEEDBACK_MIN_LENGTH }) : PASS
}

/** Chat / customer-service / approval comments: anything but blank. */
export function checkMessage(text: string | null | undefined): Check {
  return (text ?? '').trim() === '' ? fail(messages.message.required) : PASS
}

/** Terms, privacy policy, booking notice: the box must be ticked before submitting. */
export function checkAgreement(ticked: boolean): Check {
  return ticked ? PASS : fail(messages.agreement.required)
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** Theme colours from the company settings: '#RGB' or '#RRGGBB'. */
export function isHexColor(value: string | null | undefined): boolean {
  return value != null && HEX_COLOR.test(value.trim())
}

export function checkHexColor(value: string | null | undefined): Check {
  return isHexColor(value) ? PASS : fail(messages.color.format)
}

export const REPEATED_HALF_MIN_LENGTH = 6

/**
 * True when the value has even length of at least 6 and its two halves are equal ('123123',
 * 'abcdabcd'). Autofill and some input methods paste a field's content twice; callers use this
 * to notice and offer the single half. Shorter values ('1212') are too likely to be genuine.
 */
export function isRepeatedHalf(value: string | null | undefined): boolean {
  if (value == null) return false
  const n = value.length
  if (n < REPEATED_HALF_MIN_LENGTH || n % 2 !== 0) return false
  return value.slice(0, n / 2) === value.slice(n / 2)
}

/** The first half of a doubled value, or the value unchanged. */
export function collapseRepeatedHalf(value: string): string {
  return isRepeatedHalf(value) ? value.slice(0, value.length / 2) : value
}

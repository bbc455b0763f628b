// Mainland resident identity card numbers (GB 11643-1999), 18 characters:
// 6-digit region, 8-digit birth date, 3-digit sequence (odd = male), 1 check character.
import { compareDates, parseDate, toIsoDate, type CalendarDate, type DateInput } from './dates'
import { fail, messages, PASS, type Check } from './check'

export type Gender = 'male' | 'female'

export const ID_CARD_LENGTH = 18

/**
 * Province-level codes accepted as the first two digits (docs/validation.md). 83 (Taiwan residents'
 * residence permits) is deliberately not listed because the spec's list does not include it;
 * add it here if those permits must be accepted as ID cards.
 */
const REGION_RANGES: ReadonlyArray<readonly [number, number]> = [
  [11, 15],
  [21, 23],
  [31, 37],
  [41, 46],
  [50, 54],
  [61, 65],
  [71, 71],
  [81, 82],
  [91, 91],
]

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const CHECK_CHARS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const

/** Years before this are typing slips (0990 for 1990), not living travellers. */
const EARLIEST_BIRTH_YEAR = 1900

const SHAPE = /^\d{17}[\dX]$/

export function isValidRegionCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false
  const n = Number(code)
  return REGION_RANGES.some(([lo, hi]) => n >= lo && n <= hi)
}

/** The check character for the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARS[sum % 11]
}

/** Upper-cases the check character and drops surrounding spaces: users type 'x' as often as 'X'. */
export function normalizeIdCard(id: string): string {
  return id.trim().toUpperCase()
}

function birthOf(normalized: string): CalendarDate | null {
  const birth = parseDate(normalized.slice(6, 14))
  return birth && birth.year >= EARLIEST_BIRTH_YEAR ? birth : null
}

/**
 * Validates an ID card number as of `today`: required, 18 characters, valid region, then
 * format (digits, a real birth date not after today, check character). An unparseable `today`
 * fails the date step rather than skipping it: a rule that cannot be evaluated must not pass.
 */
export function checkIdCard(id: string | null | undefined, today: DateInput): Check {
  if (id == null || id.trim() === '') return fail(messages.idCard.required)
  const value = normalizeIdCard(id)
  if (value.length !== ID_CARD_LENGTH) return fail(messages.idCard.length)
  // A non-digit in the region position is a shape problem, not a wrong region.
  if (!SHAPE.test(value)) return fail(messages.idCard.format)
  if (!isValidRegionCode(value.slice(0, 2))) return fail(messages.idCard.region)
  const birth = birthOf(value)
  const now = parseDate(today)
  if (!birth || !now || compareDates(birth, now) > 0) return fail(messages.idCard.format)
  if (idCardCheckChar(value.slice(0, 17)) !== value[17]) return fail(messages.idCard.format)
  return PASS
}

export interface IdCardInfo {
  readonly regionCode: string // first six digits
  readonly birthDate: string // yyyy-MM-dd
  readonly gender: Gender
}

/**
 * Reads birth date and gender from a structurally valid number (shape, region, real date,
 * check character); null otherwise. It does not know today's date, so pair it with
 * checkIdCard when a future birth date matters.
 */
export function parseIdCard(id: string | null | undefined): IdCardInfo | null {
  if (id == null) return null
  const value = normalizeIdCard(id)
  if (!SHAPE.test(value) || !isValidRegionCode(value.slice(0, 2))) return null
  const birth = birthOf(value)
  if (!birth || idCardCheckChar(value.slice(0, 17)) !== value[17]) return null
  return {
    regionCode: value.slice(0, 6),
    birthDate: toIsoDate(birth),
    gender: Number(value[16]) % 2 === 1 ? 'male' : 'female',
  }
}

export function idCardBirthDate(id: string | null | undefined): string | null {
  return parseIdCard(id)?.birthDate ?? null
}

export function idCardGender(id: string | null | undefined): Gender | null {
  return parseIdCard(id)?.gender ?? null
}

/**
 * A traveller's separately entered birth date and gender must agree with the ID card (airlines
 * and 12306 reject the ticket otherwise). Fields not entered are not compared; an ID that cannot
 * be read is left to checkIdCard, which reports it with a better message.
 */
export function checkIdentityMatchesIdCard(
  id: string | null | undefined,
  entered: { readonly birthDate?: DateInput | null; readonly gender?: Gender | null },
): Check {
  const info = parseIdCard(id)
  if (!info) return PASS
  if (entered.birthDate != null && entered.birthDate !== '') {
    const birth = parseDate(entered.birthDate)
    if (!birth || toIsoDate(birth) !== info.birthDate) return fail(messages.idCard.identityMismatch)
  }
  if (entered.gender != null && entered.gender !== info.gender) return fail(messages.idCard.identityMismatch)
  return PASS
}

/**
 * The reason given for an out-of-policy or not-the-cheapest fare (docs/validation.md), per segment, next to
 * the FlightSelection of selection.ts (whose shape the booking page depends on and which stays as
 * it is). Kept in the session store like the selection, so an H5 reload of the booking page keeps
 * both. The booking page turns it into SubmitBookingReq.PolicyReasons with toPolicyReasons().
 */
import { SESSION_KEYS } from '@/core/storage-keys'
import type { PolicyReasonInput, PolicyVerdict } from '@api/flight'
import { sessionStore } from '@/platform/storage'

export interface SegmentReason {
  /** 0 outbound (or the only segment), 1 return: PolicyReasonInput.SegmentIndex. */
  segmentIndex: 0 | 1
  /** A reason code of reasoncode/get (kind 'Policy' or 'LowestPrice'); null for 'other'. */
  reasonCodeId: number | null
  /** The code and text as shown when chosen, for the order page's summary ('' for 'other'). */
  reasonCode: string
  reasonLabel: string
  /** The free text typed under 'other' (at most 50 characters, checked by domain checkReason). */
  reasonText: string
  /** The rule it answers: a fare breaking both needs one reason of each kind. */
  kind?: PolicyReasonKind
}

/** The rules a reason answers: the travel standard (cabin, discount, advance days) or the lowest fare. */
export type PolicyReasonKind = 'Policy' | 'LowestPrice'

/**
 * The rules a verdict breaks that each need their own reason (docs/validation.md): other rank rules,
 * not the lowest fare, or both; none for an in-policy fare.
 */
export function brokenRules(v: Pick<PolicyVerdict, 'InPolicy' | 'Violations' | 'LowestPriceFlight'> | null | undefined): PolicyReasonKind[] {
  if (!v || v.InPolicy) return []
  const kinds: PolicyReasonKind[] = []
  if (v.Violations.some((x) => x.Kind !== 'LowestPrice')) kinds.push('Policy')
  if (v.Violations.some((x) => x.Kind === 'LowestPrice') || v.LowestPriceFlight) kinds.push('LowestPrice')
  return kinds.length ? kinds : ['Policy']
}

/**
 * The broken rules still without a reason, in the order the sheet asks for them. With one rule
 * broken any reason answers it; with two, each needs a reason of its own kind.
 */
export function missingReasons(v: Parameters<typeof brokenRules>[0], given: readonly Pick<SegmentReason, 'kind'>[]): PolicyReasonKind[] {
  const rules = brokenRules(v)
  if (rules.length <= 1) return given.length ? [] : rules
  return rules.filter((k) => !given.some((g) => g.kind === k))
}

const KEY = SESSION_KEYS.flightPolicyReasons

function isReason(v: unknown): v is SegmentReason {
  if (!v || typeof v !== 'object') return false
  const r = v as Partial<SegmentReason>
  return (
    (r.segmentIndex === 0 || r.segmentIndex === 1) &&
    (r.reasonCodeId === null || (Number.isInteger(r.reasonCodeId) && (r.reasonCodeId as number) > 0)) &&
    typeof r.reasonText === 'string' &&
    typeof r.reasonCode === 'string' &&
    typeof r.reasonLabel === 'string' &&
    (r.kind === undefined || r.kind === 'Policy' || r.kind === 'LowestPrice') &&
    (r.reasonCodeId !== null || r.reasonText.trim() !== '')
  )
}

/** Replaces the stored reasons (one per segment that needed one; none for in-policy choices). */
export function saveReasons(reasons: SegmentReason[]): void {
  if (reasons.length) sessionStore.setJSON(KEY, reasons)
  else sessionStore.remove(KEY)
}

/** The stored reasons; an unreadable value reads as none. */
export function loadReasons(): SegmentReason[] {
  const v = sessionStore.getJSON<unknown>(KEY, null)
  if (Array.isArray(v) && v.every(isReason)) return v
  if (v !== null) sessionStore.remove(KEY)
  return []
}

export function reasonFor(segmentIndex: 0 | 1): SegmentReason | null {
  return loadReasons().find((r) => r.segmentIndex === segmentIndex) ?? null
}

/**
 * Where the booking draft keeps a segment's reason for a rule: the segment's index for its first
 * broken rule, index + 2 for the second (the lowest fare when both are broken).
 */
export function reasonSlot(segmentIndex: number, nth: number): number {
  return segmentIndex + 2 * nth
}

export function clearReasons(): void {
  sessionStore.remove(KEY)
}

/** What submitBooking takes. */
export function toPolicyReasons(reasons: readonly SegmentReason[]): PolicyReasonInput[] {
  return reasons.map((r) => ({
    SegmentIndex: r.segmentIndex,
    ReasonCodeId: r.reasonCodeId,
    ...(r.reasonText.trim() ? { ReasonText: r.reasonText.trim() } : {}),
    ...(r.kind ? { Kind: r.kind } : {}),
  }))
}

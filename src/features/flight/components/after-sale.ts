/** Rules shared by the refund and change screens. */
import type { FlightOrderDetail } from '@api/order'
import { charLength } from '@/domain/check'
import { REASON_MAX_LENGTH } from '@/domain/text'
import type { ReasonDraft } from '@/domain/booking'
import '@/features/flight/texts'

/** Travellers who still hold a ticket to refund or change (issued, or issued again after a change). */
export function activePassengerIds(o: FlightOrderDetail): number[] {
  return o.Passengers.filter((p) => o.Tickets.some((k) => k.PassengerId === p.PassengerId && (k.Status === 'Issued' || k.Status === 'Changed'))).map(
    (p) => p.PassengerId,
  )
}

export interface ReasonRule {
  IsDisplay: boolean
  IsRequired: boolean
}

/** A refund or change reason as its settings ask: required when shown and required; ≤ 50 characters. */
export function reasonIssue(rule: ReasonRule, r: ReasonDraft | undefined): { key: string; params?: Record<string, number> } | null {
  if (!rule.IsDisplay) return null
  const text = (r?.text ?? '').trim()
  if (rule.IsRequired && !r?.codeId && !text) return { key: 'flight:reason.required' }
  if (charLength(text) > REASON_MAX_LENGTH) return { key: 'validation:reason.tooLong', params: { max: REASON_MAX_LENGTH } }
  return null
}

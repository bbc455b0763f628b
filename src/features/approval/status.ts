/**
 * Pure rules of the approval pages: which colour a status speaks in, where a message leads, what
 * a rejection reason must be, and how the resend countdown reads. No Taro, no React: tested as
 * tables in tests/unit/approval.
 */
import { REJECT_REASON_MAX, type ApprovalSubjectKind } from '@api/approval'
import type { MessageLink } from '@api/message'
import { charLength, isBlank } from '@/domain/check'
import { resolveUrl, type RouteName } from '@/routes'
import { isOrderDetailsRoute } from '@/product-entries'
import '@/i18n/ns/approval'

export { applicationTone, approvalTone, type Tone } from '@/domain/status-tone'

/** What an approval decides on, as its screens present it: an order, a refund or change of one, or an application. */
export type SubjectRole = 'order' | 'refund' | 'change' | 'application'

export function subjectRole(kind: ApprovalSubjectKind): SubjectRole {
  if (kind === 'TripApplication') return 'application'
  if (kind.endsWith('Refund')) return 'refund'
  if (kind.endsWith('Change')) return 'change'
  return 'order'
}

/**
 * The tag naming what an approval is about: our own name for the kind, else the server's name
 * (a kind newer than this client), else the generic word — never the raw key.
 */
export function subjectName(t: (key: string, options?: { defaultValue: string }) => string, kind: string, serverName?: string): string {
  return t(`approval:subject.${kind}`, { defaultValue: serverName?.trim() || t('approval:subject.Other') })
}

export interface Target {
  name: RouteName
  params: Record<string, string>
}

/**
 * Where a tap on a message leads. The server names docs/routes.md paths; our routes take lower-case
 * params: the approval detail `id`, the order `orderNo`, the application `applicationNo`.
 * '/message/examine' with an ApprovalNo means that approval, not the list.
 */
export function messageTarget(link: MessageLink | null | undefined): Target | null {
  if (!link) return null
  const p = link.Params ?? {}
  if (p.ApprovalNo) return { name: 'approvalDetails', params: { id: p.ApprovalNo } }
  const r = resolveUrl(link.Path)
  if (r.kind === 'unknown') return null
  if (isOrderDetailsRoute(r.name) && p.OrderNo) return { name: r.name, params: { orderNo: p.OrderNo } }
  // A disruption's message opens the assistant on it (Params.Id).
  if (r.name === 'disruptionAssistant' && p.Id) return { name: r.name, params: { Id: p.Id } }
  if ((r.name === 'travelApplyDetails' || r.name === 'authOrderDetails') && p.ApplicationNo)
    return { name: 'travelApplyDetails', params: { applicationNo: p.ApplicationNo } }
  return { name: r.name, params: { ...r.params } }
}

export type ReasonProblem = { key: 'approval:reject.required' } | { key: 'approval:reject.tooLong'; max: number }

/** A rejection needs a reason the traveller can act on: not blank, at most 200 characters. */
export function checkRejectReason(text: string): ReasonProblem | null {
  if (isBlank(text)) return { key: 'approval:reject.required' }
  if (charLength(text.trim()) > REJECT_REASON_MAX) return { key: 'approval:reject.tooLong', max: REJECT_REASON_MAX }
  return null
}

/** '9:59' for the resend button's countdown. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

export { REJECT_REASON_MAX }

/** The name the server prints for a person: Chinese name, else 'LAST/FIRST' (orders/passengers). */
export function personName(p: { ChName?: string; LastName?: string; FirstName?: string } | null | undefined): string {
  if (!p) return ''
  if (p.ChName) return p.ChName
  return `${p.LastName ?? ''}/${p.FirstName ?? ''}`.replace(/^\/|\/$/g, '')
}

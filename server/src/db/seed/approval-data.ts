/**
 * The approval demo's data (seeded by approval.ts): templates, whitelist, absent approvers and
 * the trip applications with the decisions replayed on them. The data itself is approval-data.json.
 */
import DATA from './approval-data.json'

export const AT = '2026-01-05T01:00:00.000Z'

export interface TemplateSeed {
  key: string
  name: string
  bindKind: 'Staff' | 'CustomItem'
  isDefault: boolean
  /** [kind, approver employee numbers, backup employee number] */
  levels: [string, string[], string | null][]
  persons: string[]
  customItems: string[]
}

export const TEMPLATES = DATA.templates as unknown as Record<string, TemplateSeed[]>

export const WHITELIST: Record<string, string[]> = DATA.whitelist
export const ABSENT: Record<string, string[]> = DATA.absent

/** A decision replayed at a time: [employee no, 'Approve' | 'Reject', reason, ISO time] or expiry. */
export type Step = { by: string; decision: 'Approve' | 'Reject'; reason: string; at: string } | { expireAt: string }

export interface ApplicationSeed {
  key: string
  /** User name of the applicant. */
  applicant: string
  travellers: string[]
  legs: [string, string, string][]
  purpose: string
  totalBudget: number | null
  flightBudget: number | null
  draft?: boolean
  submittedAt: string
  steps: Step[]
}

/** The day the applications are laid out around: the seed moves them to its own day (approval.ts approvalSeedShift). */
export const LAID_OUT_ON = '2026-11-19'

/**
 * Dates sit weeks after LAID_OUT_ON so the approved code stays usable for booking in the demo. Most
 * requests are booker01's (for herself and colleagues): their outcome does not depend on who is
 * whitelisted. approver01 decides for 林涛 HY0017 and 何雪 HY0018, whose superior she is.
 */
export const APPLICATIONS = DATA.applications as ApplicationSeed[]

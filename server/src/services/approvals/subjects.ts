/**
 * What the engine does to the thing being approved. Each kind of subject registers itself here:
 * trip applications (services/trip-forms/outcome.ts), the orders of every product and their
 * refunds and changes (the order kernel, when a product registers). The approvals know nothing about orders or applications
 * beyond this interface, so a new product's orders are approved without a line changed here.
 */
import type { Kysely } from 'kysely'
import type { ApprovalDetail } from '../../../../types/api/approval'
import type { Database, Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import type { SubjectSummaryDoc } from './summary'

export type Outcome = 'Approved' | 'Rejected' | 'Expired' | 'Failed' | 'ManuallyPassed' | 'SystemApproved'

/** Who reads the approvals, and when. */
export interface Viewer {
  companyId: number
  personId: number
  lang: Lang
  now: Date
}

export interface SubjectHandler {
  /** The number vetting/getApprovalDetail finds it by besides the approval number (AfterSaleNo: only by that). */
  key: 'OrderNo' | 'ApplicationNo' | 'AfterSaleNo'
  /** approval_whitelist.product that counts besides 'All'. */
  whitelistProduct: string
  kindName(lang: Lang): string
  /** The subject still waits for its approval (not cancelled or moved on by its owner). */
  isOpen(db: Db, companyId: number, subjectId: number): Promise<boolean>
  /** Applies a final outcome in the approval's transaction; throws 316 when the subject moved first. */
  apply(trx: Trx, companyId: number, subjectId: number, outcome: Outcome, reason: string, now: Date): Promise<void>
  status(db: Db, companyId: number, subjectId: number, lang: Lang): Promise<{ status: string; name: string }>
  /** The persons it concerns besides requester and approvers: its travellers. */
  persons(db: Db, subjectId: number): Promise<number[]>
  /** What the approver reads about it in the approval's detail. */
  detail(db: Db, v: Viewer, subjectId: number): Promise<Partial<ApprovalDetail>>
  /** The summary's violations and reasons in the reader's language; without it, as stored. */
  localize?(doc: SubjectSummaryDoc, lang: Lang): { violations: string[]; reasons: string[] }
}

const SUBJECTS = new Map<string, SubjectHandler>()
const REFRESHERS: ((db: Kysely<Database>, companyId: number, now: Date) => Promise<void>)[] = []

export function registerSubject(kind: string, handler: SubjectHandler): void {
  if (SUBJECTS.has(kind)) throw new Error(`approval subject ${kind} registered twice`)
  SUBJECTS.set(kind, handler)
}

export function subjectHandler(kind: string): SubjectHandler {
  const handler = SUBJECTS.get(kind)
  if (!handler) throw new Error(`approval subject ${kind} is not registered`)
  return handler
}

/** The kinds found by a detail key: every product's order kind for OrderNo. */
export const subjectKinds = (key: SubjectHandler['key']): string[] => [...SUBJECTS].filter(([, h]) => h.key === key).map(([kind]) => kind)

/** Work that brings a company's approvals up to date before every read (the kernel's waiting orders). */
export function onRefresh(refresh: (db: Kysely<Database>, companyId: number, now: Date) => Promise<void>): void {
  REFRESHERS.push(refresh)
}

export async function runRefreshers(db: Kysely<Database>, companyId: number, now: Date): Promise<void> {
  for (const refresh of REFRESHERS) await refresh(db, companyId, now)
}

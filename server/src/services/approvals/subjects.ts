/**
 * What the engine does to the thing being approved. One entry per ApprovalSubjectKind; the engine
 * knows nothing about orders or applications beyond these three functions.
 */
import type { ApprovalSubjectKind } from '../../../../types/api/approval'
import type { Lang } from '../../i18n'
import { applicationAwaitsApproval, applicationStatus, applyApplicationOutcome } from '../trip-forms/outcome'
import { applyOrderOutcome, orderAwaitsApproval, orderStatus, type Outcome } from './order-transitions'
import type { ApprovalTrx, Db } from './tables'

export interface SubjectHandler {
  /** The subject still waits for its approval (not cancelled or moved on by its owner). */
  isOpen(db: Db, companyId: number, subjectId: number): Promise<boolean>
  /** Applies a final outcome in the approval's transaction; throws 316 when the subject moved first. */
  apply(trx: ApprovalTrx, companyId: number, subjectId: number, outcome: Outcome, reason: string, now: Date): Promise<void>
  status(db: Db, companyId: number, subjectId: number, lang: Lang): Promise<{ status: string; name: string }>
}

export const SUBJECTS: Record<ApprovalSubjectKind, SubjectHandler> = {
  FlightOrder: { isOpen: orderAwaitsApproval, apply: applyOrderOutcome, status: orderStatus },
  TripApplication: { isOpen: applicationAwaitsApproval, apply: applyApplicationOutcome, status: applicationStatus },
}

export const subjectHandler = (kind: string): SubjectHandler => SUBJECTS[kind as ApprovalSubjectKind]

/**
 * A trip application as an approval subject (registered with the approvals below): the outcome
 * applied inside the approval's transaction, and the authorization code an application gets once
 * it may be used for bookings.
 *
 * Review type 1 (approval before booking): the code comes with the approval. Review type 2
 * (approval after booking) and 0 (none): the code comes at submission; a later rejection or expiry
 * closes the application, and a closed application's code no longer resolves.
 */
import { createHash } from 'node:crypto'
import type { TripApplicationStatus } from '../../../../types/api/trip-form'
import type { Lang } from '../../i18n'
import { chinaDay } from '../../lib/time'
import { ErrorCode } from '../../../../types/api'
import type { Db, Trx } from '../../db/schema'
import { registerSubject, type Outcome } from '../approvals/subjects'
import { approvalError } from '../approvals/texts'
import { applicationStatusName, tt } from './texts'
import { tripApplicationDetail } from './view'
import { equal } from '../../db/match'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 'AC261122-7KQX': readable (no 0/O, 1/I), deterministic per application, unique per company. */
export function codeCandidate(companyId: number, applicationId: number, now: Date, attempt: number): string {
  const digest = createHash('sha256').update(`${companyId}:${applicationId}:${attempt}`).digest()
  const tail = [...digest.subarray(0, 4)].map((b) => ALPHABET[b % ALPHABET.length]).join('')
  return `AC${chinaDay(now).slice(2).replace(/-/g, '')}-${tail}`
}

export async function issueAuthorizationCode(db: Db, companyId: number, applicationId: number, now: Date): Promise<string> {
  const app = await db
    .selectFrom('trip_applications')
    .select('authorization_code')
    .where((eb) => equal(eb, { id: applicationId, company_id: companyId }))
    .executeTakeFirstOrThrow()
  if (app.authorization_code) return app.authorization_code
  // Checked before writing: a unique-index failure would abort a PostgreSQL transaction.
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = codeCandidate(companyId, applicationId, now, attempt)
    const taken = await db
      .selectFrom('trip_applications')
      .select('id')
      .where((eb) => equal(eb, { company_id: companyId, authorization_code: code }))
      .executeTakeFirst()
    if (taken) continue
    await db.updateTable('trip_applications').set({ authorization_code: code }).where('id', '=', applicationId).where('company_id', '=', companyId).execute()
    return code
  }
  throw new Error(`no free authorization code for application ${applicationId}`)
}

const CLOSING: Partial<Record<Outcome, TripApplicationStatus>> = { Rejected: 'Rejected', Expired: 'Expired', Failed: 'Rejected' }

export async function applicationAwaitsApproval(db: Db, companyId: number, applicationId: number): Promise<boolean> {
  const a = await db.selectFrom('trip_applications').select('status').where('company_id', '=', companyId).where('id', '=', applicationId).executeTakeFirst()
  return a?.status === 'Submitted'
}

export async function applyApplicationOutcome(trx: Trx, companyId: number, applicationId: number, outcome: Outcome, reason: string, now: Date): Promise<void> {
  const at = now.toISOString()
  const closing = CLOSING[outcome]
  const res = await trx
    .updateTable('trip_applications')
    .set({ status: closing ?? 'Approved', approval_status: outcome, close_reason: closing ? reason : '', updated_at: at })
    .where((eb) => equal(eb, { id: applicationId, company_id: companyId, status: 'Submitted' }))
    .executeTakeFirst()
  // Cancelled by the applicant at the same moment: the decision is refused like any stale one.
  if (Number(res.numUpdatedRows) !== 1) throw approvalError(ErrorCode.OrderStatusChanged, 'vettingStatusChanged')
  if (!closing) await issueAuthorizationCode(trx, companyId, applicationId, now)
}

export async function applicationStatus(db: Db, companyId: number, applicationId: number, lang: Lang): Promise<{ status: string; name: string }> {
  const a = await db
    .selectFrom('trip_applications')
    .select('status')
    .where((eb) => equal(eb, { company_id: companyId, id: applicationId }))
    .executeTakeFirstOrThrow()
  return { status: a.status, name: applicationStatusName(a.status as TripApplicationStatus, lang) }
}

registerSubject('TripApplication', {
  key: 'ApplicationNo',
  whitelistProduct: 'TripApplication',
  kindName: (lang) => tt(lang, 'subjectTripApplication'),
  isOpen: applicationAwaitsApproval,
  apply: applyApplicationOutcome,
  status: applicationStatus,
  async persons(db, applicationId) {
    const rows = await db.selectFrom('trip_application_travellers').select('person_id').where('application_id', '=', applicationId).execute()
    return rows.map((r) => r.person_id)
  },
  detail: async (db, v, applicationId) => ({ TripApplication: await tripApplicationDetail(db, v, applicationId) }),
})

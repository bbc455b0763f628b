/**
 * What happens to approvals besides decisions: expiry after the company's time-out, cancellation
 * when the order or application is withdrawn, and reminders to the approver.
 *
 * Expiry is deterministic: expireOverdue(db, now) expires exactly the pending approvals whose
 * deadline is at or before `now`. The reads and decisions of the approval service call it with
 * the request's clock, tests call it with a fake one, and main may call it periodically.
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import { RESEND_INTERVAL_SECONDS } from '../../../../types/api/approval'
import { fail } from '../../errors'
import { record } from './records'
import { notifyApprovers, notifyResult } from './notify'
import { subjectHandler } from './subjects'
import type { SystemReason } from './summary'
import type { Database, Db, Trx } from '../../db/schema'
import { approvalError } from './texts'
import { equal } from '../../db/match'

/**
 * Expires one approval if it is still pending and overdue; returns whether it did. When its
 * subject was withdrawn in the meantime the approval is cancelled instead: there is nothing left
 * to expire and the order must not be touched twice.
 */
export async function expireOne(db: Kysely<Database>, approvalId: number, now: Date): Promise<boolean> {
  return db.transaction().execute((trx) => expireInTrx(trx, approvalId, now))
}

export async function expireInTrx(trx: Trx, approvalId: number, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const a = await trx.selectFrom('approvals').selectAll().where('id', '=', approvalId).executeTakeFirst()
  if (!a || a.status !== 'Pending' || a.deadline_at > at) return false
  const handler = subjectHandler(a.subject_kind)
  const open = await handler.isOpen(trx, a.company_id, a.subject_id)
  const status = open ? 'Expired' : 'Cancelled'
  const reason: SystemReason = open ? '@reasonExpired' : '@reasonSubjectCancelled'
  const won = await trx
    .updateTable('approvals')
    .set({ status, finished_at: at, updated_at: at })
    .where((eb) => equal(eb, { id: a.id, status: 'Pending', current_level: a.current_level }))
    .executeTakeFirst()
  if (Number(won.numUpdatedRows) !== 1) return false
  await trx.updateTable('approval_steps').set({ status, decided_at: at, reason }).where('approval_id', '=', a.id).where('level', '=', a.current_level).execute()
  await trx.updateTable('approval_steps').set({ status: 'Skipped' }).where('approval_id', '=', a.id).where('status', '=', 'Waiting').execute()
  await record(trx, a, a.current_level, status, null, false, reason, at)
  if (open) {
    await handler.apply(trx, a.company_id, a.subject_id, 'Expired', reason, now)
    await notifyResult(trx, { ...a, status }, 'Expired', reason, now)
  }
  return true
}

/** Expires every overdue pending approval (of one company, or all); returns how many. */
export async function expireOverdue(db: Kysely<Database>, now: Date, companyId?: number): Promise<number> {
  let q = db.selectFrom('approvals').select('id').where('status', '=', 'Pending').where('deadline_at', '<=', now.toISOString())
  if (companyId !== undefined) q = q.where('company_id', '=', companyId)
  const due = await q.orderBy('id').execute()
  let n = 0
  for (const { id } of due) if (await expireOne(db, id, now)) n++
  return n
}

/** The subject was withdrawn by its owner (inside the owner's transaction): its pending approval ends. */
export async function cancelForSubject(
  trx: Db,
  companyId: number,
  subjectKind: string,
  subjectId: number,
  personId: number | null,
  reason: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const a = await trx
    .selectFrom('approvals')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, subject_kind: subjectKind, subject_id: subjectId }))
    .executeTakeFirst()
  if (!a || a.status !== 'Pending') return false
  const won = await trx
    .updateTable('approvals')
    .set({ status: 'Cancelled', finished_at: at, updated_at: at })
    .where((eb) => equal(eb, { id: a.id, status: 'Pending' }))
    .executeTakeFirst()
  if (Number(won.numUpdatedRows) !== 1) return false
  await trx
    .updateTable('approval_steps')
    .set({ status: 'Cancelled', decided_at: at, reason })
    .where((eb) => equal(eb, { approval_id: a.id, level: a.current_level }))
    .execute()
  await trx.updateTable('approval_steps').set({ status: 'Skipped' }).where('approval_id', '=', a.id).where('status', '=', 'Waiting').execute()
  await record(trx, a, a.current_level, 'Cancelled', personId, false, reason, at)
  return true
}

export interface ResendResult {
  approvalNo: string
  sentTo: number[]
}

/**
 * reSendVettingMessage: a new notice to the open level's approvers, at most once per
 * RESEND_INTERVAL_SECONDS (the submission itself counts as the first notice). Only the requester
 * or the traveller may remind. The interval is claimed with a conditional UPDATE on the last
 * notice time, so two quick taps send one reminder.
 */
export async function resend(db: Kysely<Database>, companyId: number, approvalNo: string, personId: number, now: Date): Promise<ResendResult> {
  const a0 = await db.selectFrom('approvals').selectAll().where('company_id', '=', companyId).where('approval_no', '=', approvalNo).executeTakeFirst()
  if (!a0) throw fail.notFound()
  if (a0.requester_person_id !== personId && a0.traveller_person_id !== personId) throw fail.noPermission()
  if (a0.status === 'Pending' && a0.deadline_at <= now.toISOString()) await expireOne(db, a0.id, now)
  return db.transaction().execute(async (trx) => {
    const a = await trx.selectFrom('approvals').selectAll().where('id', '=', a0.id).executeTakeFirstOrThrow()
    if (a.status !== 'Pending') throw approvalError(ErrorCode.OrderStatusChanged, 'resendNotPending')
    const last = a.last_notified_at
    if (last) {
      const wait = Math.ceil((new Date(last).getTime() + RESEND_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000)
      if (wait > 0) throw approvalError(ErrorCode.TooManyCodes, 'resendTooSoon', { seconds: wait }, { RetryAfterSeconds: wait })
    }
    let claim = trx.updateTable('approvals').set({ last_notified_at: now.toISOString() }).where('id', '=', a.id)
    claim = last === null ? claim.where('last_notified_at', 'is', null) : claim.where('last_notified_at', '=', last)
    const won = await claim.executeTakeFirst()
    if (Number(won.numUpdatedRows) !== 1)
      throw approvalError(ErrorCode.TooManyCodes, 'resendTooSoon', { seconds: RESEND_INTERVAL_SECONDS }, { RetryAfterSeconds: RESEND_INTERVAL_SECONDS })
    const sentTo = await notifyApprovers(trx, a, now, true)
    return { approvalNo: a.approval_no, sentTo }
  })
}

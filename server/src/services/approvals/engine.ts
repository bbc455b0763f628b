/**
 * The approval engine: submission (template → levels → approvers, whitelist, no-approver
 * failure) and decisions.
 *
 * Every decision is one transaction whose first write is a conditional UPDATE of the approval
 * (`WHERE status = 'Pending' AND current_level = n`): of two approvers deciding the same level at
 * the same moment exactly one updates a row, the other gets 316 "order status changed, operate
 * again". On PostgreSQL the second UPDATE waits for the first transaction's row lock and then
 * finds the condition false; on SQLite the single connection serialises the transactions.
 *
 * Time-out: a pending level expires `timeout_minutes` after it opened (submission, or the previous
 * level's approval). Expiry is applied lazily and deterministically: on every read and decision
 * of the approval, and by expireOverdue(db, now) (lifecycle.ts), never by a timer.
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import { REJECT_REASON_MAX, type VettingDecision, type VettingStatus } from '../../../../types/api/approval'
import { fail } from '../../errors'
import { dailyNo } from '../../lib/time'
import { expireOne } from './lifecycle'
import { record } from './records'
import { currentDeciders, notifyApprovers, notifyResult } from './notify'
import { subjectHandler, type Outcome } from './subjects'
import type { SubjectSummaryDoc, SystemReason } from './summary'
import type { Database, Db, Trx } from '../../db/schema'
import type { ApprovalRow } from './tables'
import { approvalError } from './texts'
import { resolveLevels, templateFor, timeoutMinutes } from './templates'
import { equal } from '../../db/match'

export interface SubmitInput {
  companyId: number
  /** A registered subject kind (subjects.ts). */
  subjectKind: string
  subjectId: number
  subjectNo: string
  requesterUserId: number | null
  requesterPersonId: number
  /** Whose superior decides and whose binding picks the template. */
  travellerPersonId: number
  /** Approval is skipped (SystemApproved) only when every one of them is whitelisted. */
  responsiblePersonIds: readonly number[]
  /** approval_whitelist.product that counts besides 'All'. */
  whitelistProduct: string
  customItemId: number | null
  summary: SubjectSummaryDoc
  now: Date
  /**
   * The owner already went ahead without approval (the order domain placed a whitelisted
   * traveller's order): only the SystemApproved record is written, the subject is left alone.
   */
  subjectAlreadyDecided?: boolean
}

export interface SubmitResult {
  approvalId: number
  approvalNo: string
  status: VettingStatus
}

export const minutesLater = (d: Date, minutes: number): string => new Date(d.getTime() + minutes * 60_000).toISOString()

export async function isWhitelisted(db: Db, companyId: number, personIds: readonly number[], product: string): Promise<boolean> {
  const ids = [...new Set(personIds)]
  if (!ids.length) return false
  const rows = await db
    .selectFrom('approval_whitelist')
    .select('person_id')
    .where('company_id', '=', companyId)
    .where('product', 'in', ['All', product])
    .where('person_id', 'in', ids)
    .execute()
  const listed = new Set(rows.map((r) => r.person_id))
  return ids.every((id) => listed.has(id))
}

/**
 * Creates the approval of a subject inside the caller's transaction (which also wrote the
 * subject) and applies an immediate outcome: SystemApproved for whitelisted travellers, Failed
 * when no level has anyone to decide it. A second submission of the same subject fails on the
 * unique (company, subject) index.
 */
export async function submitApproval(trx: Trx, input: SubmitInput): Promise<SubmitResult> {
  const { companyId, now } = input
  const at = now.toISOString()
  const whitelisted = input.subjectAlreadyDecided === true || (await isWhitelisted(trx, companyId, input.responsiblePersonIds, input.whitelistProduct))
  const plan = await templateFor(trx, companyId, input.travellerPersonId, input.customItemId)
  const levels = whitelisted ? [] : await resolveLevels(trx, companyId, plan.levels, input.travellerPersonId)
  const decidable = levels.filter((l) => l.primaries.length > 0 || l.backup !== null)
  const status: VettingStatus = whitelisted ? 'SystemApproved' : decidable.length ? 'Pending' : 'Failed'
  const first = decidable[0]?.level ?? 0
  const travellers = input.summary.travellers.join(' ').toLowerCase()

  const inserted = await trx
    .insertInto('approvals')
    .values({
      company_id: companyId,
      approval_no: `TMP-${input.subjectKind}-${companyId}-${input.subjectId}`,
      subject_kind: input.subjectKind,
      subject_id: input.subjectId,
      subject_no: input.subjectNo,
      requester_user_id: input.requesterUserId,
      requester_person_id: input.requesterPersonId,
      traveller_person_id: input.travellerPersonId,
      template_id: plan.templateId,
      template_name: plan.name,
      status,
      current_level: first,
      level_count: levels.length,
      summary_json: JSON.stringify(input.summary),
      search_text: `${input.subjectNo} ${travellers}`.toLowerCase(),
      submitted_at: at,
      deadline_at: minutesLater(now, await timeoutMinutes(trx, companyId)),
      finished_at: status === 'Pending' ? null : at,
      last_notified_at: status === 'Pending' ? at : null,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const approvalNo = dailyNo('A', now, inserted.id)
  await trx
    .updateTable('approvals')
    .set({ approval_no: approvalNo, search_text: `${approvalNo} ${input.subjectNo} ${travellers}`.toLowerCase() })
    .where('id', '=', inserted.id)
    .execute()
  const a = { id: inserted.id, company_id: companyId }

  for (const l of levels) {
    const skipped = l.primaries.length === 0 && l.backup === null
    await trx
      .insertInto('approval_steps')
      .values({
        company_id: companyId,
        approval_id: a.id,
        level: l.level,
        kind: l.kind,
        status: skipped ? 'Skipped' : l.level === first ? 'Pending' : 'Waiting',
        decided_by_person_id: null,
        decided_at: null,
        reason: '',
      })
      .execute()
    const approvers = [...l.primaries.map((p) => ({ p, role: 'Primary' })), ...(l.backup !== null ? [{ p: l.backup, role: 'Backup' }] : [])]
    for (const { p, role } of approvers) {
      await trx.insertInto('approval_step_approvers').values({ company_id: companyId, approval_id: a.id, level: l.level, person_id: p, role }).execute()
    }
  }
  await record(trx, a, 0, 'Submitted', input.requesterPersonId, false, '', at)

  const row = await trx.selectFrom('approvals').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow()
  if (status === 'Pending') {
    await notifyApprovers(trx, row, now)
  } else {
    const reason: SystemReason = status === 'SystemApproved' ? '@reasonWhitelisted' : '@reasonNoApprover'
    await record(trx, a, 0, status, null, false, reason, at)
    if (!input.subjectAlreadyDecided) await subjectHandler(input.subjectKind).apply(trx, companyId, input.subjectId, status as Outcome, reason, now)
    await notifyResult(trx, row, status, reason, now)
  }
  return { approvalId: a.id, approvalNo, status }
}

export interface DecideInput {
  companyId: number
  approvalNo: string
  personId: number
  decision: VettingDecision
  reason: string
  /** The level the screen showed. */
  level?: number
  now: Date
}

export interface DecideResult {
  approval: ApprovalRow
}

export function checkReason(decision: VettingDecision | 'Pass', reason: string): string {
  const text = reason.trim()
  if ([...text].length > REJECT_REASON_MAX) throw approvalError(ErrorCode.ValidationFailed, 'approvalReasonTooLong', { max: REJECT_REASON_MAX })
  if (decision !== 'Approve' && !text) throw approvalError(ErrorCode.ValidationFailed, 'rejectReasonRequired')
  return text
}

const stale = () => approvalError(ErrorCode.OrderStatusChanged, 'vettingStatusChanged')

/** Expires the approval first when its level is overdue: an expired approval cannot be decided. */
async function loadLive(db: Kysely<Database>, companyId: number, approvalNo: string, now: Date): Promise<ApprovalRow> {
  const a = await db.selectFrom('approvals').selectAll().where('company_id', '=', companyId).where('approval_no', '=', approvalNo).executeTakeFirst()
  if (!a) throw fail.notFound()
  if (a.status === 'Pending' && a.deadline_at <= now.toISOString()) {
    await expireOne(db, a.id, now)
    throw approvalError(ErrorCode.OrderStatusChanged, 'vettingExpiredNow')
  }
  return a
}

export async function decide(db: Kysely<Database>, input: DecideInput): Promise<DecideResult> {
  checkReason(input.decision, input.reason)
  await loadLive(db, input.companyId, input.approvalNo, input.now)
  const approvalId = await db.transaction().execute((trx) => decideInTrx(trx, input))
  const approval = await db.selectFrom('approvals').selectAll().where('id', '=', approvalId).executeTakeFirstOrThrow()
  return { approval }
}

/** The decision inside the caller's transaction (the seed replays history with it). Returns the approval id. */
export async function decideInTrx(trx: Trx, input: DecideInput): Promise<number> {
  const reason = checkReason(input.decision, input.reason)
  const at = input.now.toISOString()
  const a = await trx
    .selectFrom('approvals')
    .selectAll()
    .where((eb) => equal(eb, { company_id: input.companyId, approval_no: input.approvalNo }))
    .executeTakeFirst()
  if (!a) throw fail.notFound()
  const n = a.current_level
  const mine = await trx.selectFrom('approval_step_approvers').select('level').where('approval_id', '=', a.id).where('person_id', '=', input.personId).execute()
  if (!mine.length) throw fail.noPermission()
  if (a.status !== 'Pending' || (input.level !== undefined && input.level !== n)) throw stale()
  const { primaries, deciders } = await currentDeciders(trx, a, input.now)
  if (!deciders.includes(input.personId)) {
    // An approver of an earlier (decided) level is making a stale second decision; a later
    // level's approver, or a backup whose primary is present, is simply not assigned now.
    throw mine.some((m) => m.level < n) ? stale() : fail.noPermission()
  }
  const asBackup = !primaries.includes(input.personId)
  const next =
    input.decision === 'Approve'
      ? await trx
          .selectFrom('approval_steps')
          .select('level')
          .where('approval_id', '=', a.id)
          .where('level', '>', n)
          .where('status', '=', 'Waiting')
          .orderBy('level')
          .executeTakeFirst()
      : undefined
  const final: VettingStatus | null = input.decision === 'Reject' ? 'Rejected' : next ? null : 'Approved'

  // The guard: only one decision per level can pass this UPDATE.
  const won = await trx
    .updateTable('approvals')
    .set(
      final
        ? { status: final, finished_at: at, updated_at: at }
        : { current_level: next!.level, deadline_at: minutesLater(input.now, await timeoutMinutes(trx, a.company_id)), last_notified_at: at, updated_at: at },
    )
    .where((eb) => equal(eb, { id: a.id, status: 'Pending', current_level: n }))
    .executeTakeFirst()
  if (Number(won.numUpdatedRows) !== 1) throw stale()

  await trx
    .updateTable('approval_steps')
    .set({ status: input.decision === 'Approve' ? 'Approved' : 'Rejected', decided_by_person_id: input.personId, decided_at: at, reason })
    .where((eb) => equal(eb, { approval_id: a.id, level: n }))
    .execute()
  if (next) await trx.updateTable('approval_steps').set({ status: 'Pending' }).where('approval_id', '=', a.id).where('level', '=', next.level).execute()
  if (final === 'Rejected')
    await trx.updateTable('approval_steps').set({ status: 'Skipped' }).where('approval_id', '=', a.id).where('status', '=', 'Waiting').execute()
  await record(trx, a, n, input.decision === 'Approve' ? 'Approved' : 'Rejected', input.personId, asBackup, reason, at)

  const fresh = await trx.selectFrom('approvals').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow()
  if (final) {
    await subjectHandler(a.subject_kind).apply(trx, a.company_id, a.subject_id, final as Outcome, reason, input.now)
    await notifyResult(trx, fresh, final, reason, input.now)
  } else {
    await notifyApprovers(trx, fresh, input.now)
  }
  return a.id
}

/** An administrator passes a pending approval on everyone's behalf (docs/order-states.md 'manually passed'). */
export async function manualPass(
  db: Kysely<Database>,
  companyId: number,
  approvalNo: string,
  adminPersonId: number,
  reasonIn: string,
  now: Date,
): Promise<ApprovalRow> {
  const reason = checkReason('Pass', reasonIn)
  await loadLive(db, companyId, approvalNo, now)
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const a = await trx.selectFrom('approvals').selectAll().where('company_id', '=', companyId).where('approval_no', '=', approvalNo).executeTakeFirstOrThrow()
    const won = await trx
      .updateTable('approvals')
      .set({ status: 'ManuallyPassed', finished_at: at, updated_at: at })
      .where((eb) => equal(eb, { id: a.id, status: 'Pending', current_level: a.current_level }))
      .executeTakeFirst()
    if (Number(won.numUpdatedRows) !== 1) throw stale()
    await trx
      .updateTable('approval_steps')
      .set({ status: 'ManuallyPassed', decided_by_person_id: adminPersonId, decided_at: at, reason })
      .where((eb) => equal(eb, { approval_id: a.id, level: a.current_level }))
      .execute()
    await trx.updateTable('approval_steps').set({ status: 'Skipped' }).where('approval_id', '=', a.id).where('status', '=', 'Waiting').execute()
    await record(trx, a, a.current_level, 'ManuallyPassed', adminPersonId, false, reason, at)
    await subjectHandler(a.subject_kind).apply(trx, companyId, a.subject_id, 'ManuallyPassed', reason, now)
    const fresh = await trx.selectFrom('approvals').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow()
    await notifyResult(trx, fresh, 'ManuallyPassed', reason, now)
    return fresh
  })
}

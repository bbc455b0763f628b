/**
 * Notices of the approval flow, delivered to the message centre: a request to the approvers of
 * the open level (again on reSendVettingMessage), and the result to the requester and the
 * traveller. There is no SMS or push gateway; the message centre (and the message tab's badge)
 * is the channel, like the server log is for verification codes.
 */
import type { Db } from '../../db/schema'
import { addMessages, approvalLink, type NewMessage } from '../message-store'
import { parseSummary } from './summary'
import type { ApprovalRow } from './tables'
import { absentIds, backupActive } from './templates'
import { equal } from '../../db/match'

/** The people who may decide the open level now: its primaries, or the backup while they are all absent. */
export async function currentDeciders(
  db: Db,
  a: Pick<ApprovalRow, 'id' | 'company_id' | 'current_level'>,
  now: Date,
): Promise<{ primaries: number[]; backup: number | null; deciders: number[] }> {
  const rows = await db
    .selectFrom('approval_step_approvers')
    .select(['person_id', 'role'])
    .where((eb) => equal(eb, { approval_id: a.id, level: a.current_level }))
    .orderBy('id')
    .execute()
  const primaries = rows.filter((r) => r.role === 'Primary').map((r) => r.person_id)
  const backup = rows.find((r) => r.role === 'Backup')?.person_id ?? null
  const absent = await absentIds(db, a.company_id, primaries, now)
  const deciders = backup !== null && backupActive(primaries, absent) ? [...primaries, backup] : primaries
  return { primaries, backup, deciders }
}

function baseParams(a: ApprovalRow, requesterName: string): Record<string, string> {
  const doc = parseSummary(a.summary_json)
  return {
    kind: a.subject_kind,
    no: a.subject_no,
    approvalNo: a.approval_no,
    requester: requesterName,
    route: doc.route.join(','),
    start: doc.startDate,
    end: doc.endDate,
  }
}

async function personName(db: Db, companyId: number, personId: number): Promise<string> {
  const p = await db
    .selectFrom('persons')
    .select(['ch_name', 'last_name', 'first_name'])
    .where((eb) => equal(eb, { company_id: companyId, id: personId }))
    .executeTakeFirst()
  return p ? p.ch_name || `${p.last_name}/${p.first_name}` : ''
}

/** An approval request to each decider of the open level. `reminder` marks a resend (a new message each time). */
export async function notifyApprovers(db: Db, a: ApprovalRow, now: Date, reminder = false): Promise<number[]> {
  const { deciders } = await currentDeciders(db, a, now)
  const at = now.toISOString()
  const params = { ...baseParams(a, await personName(db, a.company_id, a.requester_person_id)), deadline: a.deadline_at, reminder: reminder ? 1 : 0 }
  const messages: NewMessage[] = deciders.map((personId) => ({
    companyId: a.company_id,
    personId,
    category: 'Approval',
    kind: 'ApprovalRequest',
    textKey: reminder ? 'msgApprovalReminder' : 'msgApprovalRequest',
    params,
    subjectNo: a.approval_no,
    link: approvalLink(a.approval_no),
    dedupeKey: reminder ? `apr:${a.approval_no}:L${a.current_level}:R${at}` : `apr:${a.approval_no}:L${a.current_level}`,
    at,
  }))
  await addMessages(db, messages)
  return deciders
}

/** The final outcome to the requester and, when someone else travels, to the traveller. */
export async function notifyResult(db: Db, a: ApprovalRow, outcome: string, reason: string, now: Date): Promise<void> {
  const at = now.toISOString()
  const params = { ...baseParams(a, await personName(db, a.company_id, a.requester_person_id)), status: outcome, reason }
  const recipients = [...new Set([a.requester_person_id, a.traveller_person_id])]
  await addMessages(
    db,
    recipients.map((personId) => ({
      companyId: a.company_id,
      personId,
      category: 'Approval' as const,
      kind: 'ApprovalResult' as const,
      textKey: 'msgApprovalResult',
      params,
      subjectNo: a.approval_no,
      link: approvalLink(a.approval_no),
      dedupeKey: `res:${a.approval_no}`,
      at,
    })),
  )
}

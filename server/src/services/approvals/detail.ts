/**
 * vetting/getApprovalDetail: one approval with its levels, approvers (and who is absent), every
 * record of its history, and the order or application it is about.
 *
 * Who may see it: the requester, the travellers, every approver of any level (backups included)
 * and the company's approval administrators. To anyone else it does not exist (1005), as orders
 * one may not see do not.
 */
import type { ApprovalDetail, ApprovalLevelView, ApprovalRecord, ApproverKind, LevelStatus, VettingStatus } from '../../../../types/api/approval'
import { RESEND_INTERVAL_SECONDS } from '../../../../types/api/approval'
import { fail } from '../../errors'
import type { Db } from '../../db/schema'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { chinaDateTime } from '../../lib/time'
import { approvalItems } from './queries'
import { subjectHandler, subjectKinds, type Viewer } from './subjects'
import { reasonText } from './summary'
import type { ApprovalRow } from './tables'
import { absentIds } from './templates'
import { approverKindName, levelStatusName, vettingStatusName } from './texts'
import { equal } from '../../db/match'

export interface DetailKey {
  ApprovalNo?: string
  OrderNo?: string
  ApplicationNo?: string
}

/** Subjects found by an order number are the orders of every product; by an application number, applications. */
const kindsBy = (key: 'OrderNo' | 'ApplicationNo'): string[] => {
  const kinds = subjectKinds(key)
  return kinds.length ? kinds : ['-']
}

export async function findApproval(db: Db, companyId: number, key: DetailKey): Promise<ApprovalRow> {
  let q = db.selectFrom('approvals').selectAll().where('company_id', '=', companyId)
  if (key.ApprovalNo) q = q.where('approval_no', '=', key.ApprovalNo)
  else if (key.OrderNo) q = q.where('subject_kind', 'in', kindsBy('OrderNo')).where('subject_no', '=', key.OrderNo)
  else if (key.ApplicationNo) q = q.where('subject_kind', 'in', kindsBy('ApplicationNo')).where('subject_no', '=', key.ApplicationNo)
  else throw fail.notFound()
  const a = await q.executeTakeFirst()
  if (!a) throw fail.notFound()
  return a
}

/** The persons an approval concerns besides its approvers: requester and travellers. */
async function concerned(db: Db, a: ApprovalRow): Promise<Set<number>> {
  return new Set([a.requester_person_id, a.traveller_person_id, ...(await subjectHandler(a.subject_kind).persons(db, a.subject_id))])
}

export async function canSee(db: Db, a: ApprovalRow, personId: number, isAdmin: boolean): Promise<boolean> {
  if (isAdmin || (await concerned(db, a)).has(personId)) return true
  const approver = await db
    .selectFrom('approval_step_approvers')
    .select('id')
    .where((eb) => equal(eb, { approval_id: a.id, person_id: personId }))
    .executeTakeFirst()
  return approver !== undefined
}

export async function approvalDetail(db: Db, v: Viewer, key: DetailKey, isAdmin: boolean): Promise<ApprovalDetail> {
  const a = await findApproval(db, v.companyId, key)
  if (!(await canSee(db, a, v.personId, isAdmin))) throw fail.notFound()
  const [item] = await approvalItems(db, v, [a])
  const [steps, approvers, records] = await Promise.all([
    db.selectFrom('approval_steps').selectAll().where('approval_id', '=', a.id).orderBy('level').execute(),
    db.selectFrom('approval_step_approvers').selectAll().where('approval_id', '=', a.id).orderBy('level').orderBy('id').execute(),
    db.selectFrom('approval_records').selectAll().where('approval_id', '=', a.id).orderBy('id').execute(),
  ])
  const personIds = [
    ...new Set([
      ...approvers.map((x) => x.person_id),
      ...steps.flatMap((s) => (s.decided_by_person_id ? [s.decided_by_person_id] : [])),
      ...records.flatMap((r) => (r.person_id ? [r.person_id] : [])),
    ]),
  ]
  const people = personIds.length
    ? await db
        .selectFrom('persons')
        .leftJoin('departments', 'departments.id', 'persons.department_id')
        .select(['persons.id', ...PERSON_NAME, 'departments.name as dept', 'departments.name_en as dept_en'])
        .where('persons.company_id', '=', v.companyId)
        .where('persons.id', 'in', personIds)
        .execute()
    : []
  const absent = await absentIds(
    db,
    v.companyId,
    approvers.map((x) => x.person_id),
    v.now,
  )
  const name = (id: number | null) => {
    const p = id === null ? undefined : people.find((x) => x.id === id)
    return p ? rowName(p) : ''
  }
  const dept = (id: number) => {
    const p = people.find((x) => x.id === id)
    return p ? companyName(p.dept, p.dept_en, v.lang) : ''
  }

  const levels: ApprovalLevelView[] = steps.map((s) => ({
    Level: s.level,
    Kind: s.kind as ApproverKind,
    KindName: approverKindName(s.kind, v.lang),
    Approvers: approvers
      .filter((x) => x.level === s.level)
      .map((x) => ({
        PersonId: x.person_id,
        Name: name(x.person_id),
        DepartmentName: dept(x.person_id),
        Role: x.role === 'Backup' ? 'Backup' : 'Primary',
        IsAbsent: absent.has(x.person_id),
      })),
    Status: s.status as LevelStatus,
    StatusName: levelStatusName(s.status as LevelStatus, v.lang),
    DecidedByName: name(s.decided_by_person_id),
    DecidedAt: s.decided_at ? chinaDateTime(s.decided_at) : '',
    Reason: reasonText(s.reason, v.lang),
  }))
  const history: ApprovalRecord[] = records.map((r) => ({
    Level: r.level,
    Action: r.action as VettingStatus,
    ActionName: vettingStatusName(r.action, v.lang),
    PersonName: name(r.person_id),
    AsBackup: r.as_backup === 1,
    Time: chinaDateTime(r.created_at),
    Reason: reasonText(r.reason, v.lang),
  }))

  const mayRemind = a.status === 'Pending' && (a.requester_person_id === v.personId || a.traveller_person_id === v.personId)
  const wait = a.last_notified_at
    ? Math.max(0, Math.ceil((new Date(a.last_notified_at).getTime() + RESEND_INTERVAL_SECONDS * 1000 - v.now.getTime()) / 1000))
    : 0
  return {
    ...item,
    TemplateName: a.template_name || approverKindName('DirectSuperior', v.lang),
    Levels: levels,
    Records: history,
    FlightOrder: null,
    HotelOrder: null,
    TripApplication: null,
    AfterSale: null,
    ...(await subjectHandler(a.subject_kind).detail(db, v, a.subject_id)),
    CanResend: mayRemind,
    ResendAvailableInSeconds: mayRemind ? wait : 0,
  }
}

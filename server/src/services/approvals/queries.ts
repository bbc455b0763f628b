/**
 * vetting/getApprovalOrders: the three tabs of /message/examine.
 *   Pending   — waiting for my decision: I am a primary approver of the open level, or its backup
 *               while every primary is absent;
 *   Submitted — my requests: I booked or applied, or I am the traveller;
 *   Handled   — approvals I decided (approved, rejected or manually passed), latest first.
 * Every query is bounded by the caller's company.
 */
import type {
  ApprovalItem,
  ApprovalSubjectKind,
  ApprovalSubjectSummary,
  GetApprovalOrdersReq,
  GetApprovalOrdersRes,
  VettingStatus,
} from '../../../../types/api/approval'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { purposeTranslator } from '../trip-purposes/text'
import { chinaDateTime } from '../../lib/time'
import { currentDeciders } from './notify'
import { subjectHandler, type Viewer } from './subjects'
import { parseSummary, reasonText, routeTitle, tripDays, type SubjectSummaryDoc } from './summary'
import type { ApprovalRow } from './tables'
import { absentIds, backupActive } from './templates'
import { at, vettingStatusName } from './texts'
import { equal } from '../../db/match'

/** What an approval is about, in the reader's language; the subject's kind names it and localizes its violations. */
function subjectSummary(kind: string, no: string, doc: SubjectSummaryDoc, lang: Lang, purpose: (text: string) => string): ApprovalSubjectSummary {
  const handler = subjectHandler(kind)
  const days = tripDays(doc.startDate, doc.endDate)
  const dates = doc.startDate === doc.endDate ? doc.startDate : `${doc.startDate} ~ ${doc.endDate}`
  const { violations, reasons } = handler.localize?.(doc, lang) ?? { violations: doc.violations, reasons: doc.reasons }
  return {
    Kind: kind as ApprovalSubjectKind,
    KindName: handler.kindName(lang),
    No: no,
    Title: routeTitle(doc.route, lang),
    SubTitle: doc.flights.length ? doc.flights.join(' / ') : `${dates} · ${days === 1 ? at(lang, 'dayOne') : at(lang, 'daysCount', { n: days })}`,
    StartDate: doc.startDate,
    EndDate: doc.endDate,
    TravellerNames: doc.travellers,
    Amount: doc.amount,
    InPolicy: doc.inPolicy,
    Violations: violations,
    PolicyReasons: reasons,
    Purpose: purpose(doc.purpose),
  }
}

const nameOf = (p: { ch_name: string; last_name: string; first_name: string }) => rowName(p)

/** Approval ids waiting for the viewer's decision, oldest first. */
export async function pendingForMe(db: Db, v: Viewer): Promise<number[]> {
  const rows = await db
    .selectFrom('approvals')
    .innerJoin('approval_step_approvers as s', (j) => j.onRef('s.approval_id', '=', 'approvals.id').onRef('s.level', '=', 'approvals.current_level'))
    .select(['approvals.id', 'approvals.current_level', 's.role'])
    .where('approvals.company_id', '=', v.companyId)
    .where('approvals.status', '=', 'Pending')
    .where('s.person_id', '=', v.personId)
    .orderBy('approvals.submitted_at')
    .orderBy('approvals.id')
    .execute()
  const ids: number[] = []
  for (const r of rows) {
    if (r.role === 'Primary') ids.push(r.id)
    else {
      const primaries = await db
        .selectFrom('approval_step_approvers')
        .select('person_id')
        .where((eb) => equal(eb, { approval_id: r.id, level: r.current_level, role: 'Primary' }))
        .execute()
      const ps = primaries.map((p) => p.person_id)
      if (backupActive(ps, await absentIds(db, v.companyId, ps, v.now))) ids.push(r.id)
    }
  }
  return [...new Set(ids)]
}

async function loadApprovals(db: Db, companyId: number, ids: readonly number[]): Promise<ApprovalRow[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('approvals')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => byId.get(id)!).filter(Boolean)
}

/** List rows for approvals, in the given order. */
export async function approvalItems(db: Db, v: Viewer, rows: readonly ApprovalRow[]): Promise<ApprovalItem[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const personIds = [...new Set(rows.map((r) => r.requester_person_id))]
  const [persons, records] = await Promise.all([
    db
      .selectFrom('persons')
      .leftJoin('departments', 'departments.id', 'persons.department_id')
      .select(['persons.id', ...PERSON_NAME, 'departments.name as dept', 'departments.name_en as dept_en'])
      .where('persons.company_id', '=', v.companyId)
      .where('persons.id', 'in', personIds)
      .execute(),
    db
      .selectFrom('approval_records')
      .select(['approval_id', 'person_id', 'action', 'reason', 'created_at'])
      .where('approval_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ])
  const purpose = await purposeTranslator(db, v.companyId, v.lang)
  const items: ApprovalItem[] = []
  for (const a of rows) {
    const requester = persons.find((p) => p.id === a.requester_person_id)
    const own = records.filter((r) => r.approval_id === a.id)
    const mine = own.filter((r) => r.person_id === v.personId && (r.action === 'Approved' || r.action === 'Rejected' || r.action === 'ManuallyPassed'))
    const last = [...own].reverse().find((r) => r.reason !== '' && r.action !== 'Submitted')
    let approverNames: string[] = []
    let canDecide = false
    if (a.status === 'Pending') {
      const { deciders } = await currentDeciders(db, a, v.now)
      canDecide = deciders.includes(v.personId)
      const names = deciders.length
        ? await db.selectFrom('persons').select(['id', 'ch_name', 'last_name', 'first_name']).where('id', 'in', deciders).execute()
        : []
      approverNames = deciders
        .map((id) => names.find((n) => n.id === id))
        .filter((n) => n !== undefined)
        .map(nameOf)
    }
    const myLast = mine[mine.length - 1]
    items.push({
      ApprovalNo: a.approval_no,
      Status: a.status as VettingStatus,
      StatusName: vettingStatusName(a.status, v.lang),
      Subject: subjectSummary(a.subject_kind, a.subject_no, parseSummary(a.summary_json), v.lang, purpose),
      RequesterName: requester ? nameOf(requester) : '',
      RequesterDepartment: requester ? companyName(requester.dept, requester.dept_en, v.lang) : '',
      SubmittedAt: chinaDateTime(a.submitted_at),
      DeadlineAt: chinaDateTime(a.deadline_at),
      CurrentLevel: a.current_level,
      LevelCount: a.level_count,
      CurrentApproverNames: approverNames,
      CanDecide: canDecide,
      MyDecision: myLast ? (myLast.action === 'Rejected' ? 'Rejected' : 'Approved') : null,
      MyDecisionAt: myLast ? chinaDateTime(myLast.created_at) : '',
      LastReason: last ? reasonText(last.reason, v.lang) : '',
    })
  }
  return items
}

export async function listApprovals(db: Db, v: Viewer, req: GetApprovalOrdersReq): Promise<GetApprovalOrdersRes> {
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 10
  const keyword = (req.Keyword ?? '').trim().toLowerCase()
  const subject = req.Subject && req.Subject !== 'All' ? req.Subject : null
  const pendingIds = await pendingForMe(db, v)

  let ordered: number[]
  if (req.Tab === 'Pending') {
    ordered = pendingIds
  } else if (req.Tab === 'Submitted') {
    const rows = await db
      .selectFrom('approvals')
      .select('id')
      .where('company_id', '=', v.companyId)
      .where((eb) => eb.or([eb('requester_person_id', '=', v.personId), eb('traveller_person_id', '=', v.personId)]))
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    ordered = rows.map((r) => r.id)
  } else {
    const rows = await db
      .selectFrom('approval_records')
      .select(['approval_id', 'created_at'])
      .where((eb) => equal(eb, { company_id: v.companyId, person_id: v.personId }))
      .where('action', 'in', ['Approved', 'Rejected', 'ManuallyPassed'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    ordered = [...new Set(rows.map((r) => r.approval_id))]
  }

  if (keyword || subject) {
    const rows = ordered.length
      ? await db
          .selectFrom('approvals')
          .select(['id', 'subject_kind', 'search_text'])
          .where('company_id', '=', v.companyId)
          .where('id', 'in', ordered)
          .execute()
      : []
    const keep = new Set(rows.filter((r) => (!subject || r.subject_kind === subject) && (!keyword || r.search_text.includes(keyword))).map((r) => r.id))
    ordered = ordered.filter((id) => keep.has(id))
  }
  const page = ordered.slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
  const items = await approvalItems(db, v, await loadApprovals(db, v.companyId, page))
  return { Total: ordered.length, PageIndex: pageIndex, PageSize: pageSize, Items: items, PendingCount: pendingIds.length }
}

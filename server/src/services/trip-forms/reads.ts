/** Trip applications as read: the list by status group and one application's detail (service.ts creates, submits and cancels them). */
import type { TripApplicationDetail, TripApplicationListReq, TripApplicationListRes, TripApplicationStatus } from '../../../../types/api/trip-form'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { applicationSummaries, tripApplicationDetail } from './view'
import { canSee } from '../approvals/detail'
import { hasPower } from '../power'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

const GROUPS: Record<string, readonly TripApplicationStatus[] | null> = {
  All: null,
  Unsubmitted: ['Unsubmitted'],
  Submitted: ['Submitted'],
  Approved: ['Approved'],
  Closed: ['Rejected', 'Expired', 'Cancelled'],
}

/** Applications I applied for or travel on, newest first. */
export async function listApplications(ctx: AuthedContext, req: TripApplicationListReq): Promise<TripApplicationListRes> {
  const db = ctx.db
  const { companyId, personId } = ctx.caller
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 10
  const statuses = GROUPS[req.Group ?? 'All']
  const keyword = (req.Keyword ?? '').trim().toLowerCase()
  let q = db
    .selectFrom('trip_applications')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('applicant_person_id', '=', personId),
        eb.exists(
          eb
            .selectFrom('trip_application_travellers as t')
            .select('t.id')
            .whereRef('t.application_id', '=', 'trip_applications.id')
            .where('t.person_id', '=', personId),
        ),
      ]),
    )
  if (statuses) q = q.where('status', 'in', [...statuses])
  if (keyword) q = q.where('search_text', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`)
  const { total, rows } = await readPage(q, q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), { index: pageIndex, size: pageSize })
  return {
    Total: total,
    PageIndex: pageIndex,
    PageSize: pageSize,
    Items: await applicationSummaries(db, { companyId, personId, lang: ctx.lang, now: ctx.now() }, rows),
  }
}

/**
 * One application for its applicant, its travellers, the approvers of its approval and approval
 * administrators; to anyone else it does not exist (1005).
 */
export async function applicationDetail(ctx: AuthedContext, applicationNo: string): Promise<TripApplicationDetail> {
  const db = ctx.db
  const { companyId, personId } = ctx.caller
  const a = await db
    .selectFrom('trip_applications')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, application_no: applicationNo }))
    .executeTakeFirst()
  if (!a) throw fail.notFound()
  let visible = a.applicant_person_id === personId
  visible ||= !!(await db
    .selectFrom('trip_application_travellers')
    .select('id')
    .where((eb) => equal(eb, { application_id: a.id, person_id: personId }))
    .executeTakeFirst())
  if (!visible) {
    const approval = await db
      .selectFrom('approvals')
      .selectAll()
      .where((eb) => equal(eb, { company_id: companyId, subject_kind: 'TripApplication', subject_id: a.id }))
      .executeTakeFirst()
    visible = !!approval && (await canSee(db, approval, personId, hasPower(await ctx.power(), 'ManagePermission.ApprovalInfo.Enable')))
  }
  if (!visible) throw fail.notFound()
  const detail = await tripApplicationDetail(db, { companyId, personId, lang: ctx.lang, now: ctx.now() }, a.id)
  if (!detail) throw fail.notFound()
  return detail
}

/**
 * Trip applications: create (or save a draft), submit, cancel (the list and the detail: reads.ts).
 *
 * Submission follows TripApplicationFormReviewType (and the section's VettingSettings switch):
 *   0 (or vetting off) — approved at once, code issued, no approval;
 *   1 — approval before booking: the code comes with the approval;
 *   2 — approval after booking: the code is issued at once, the approval runs alongside and a
 *       rejection closes the application.
 * The approval goes through the same engine as orders, so whitelisted travellers get
 * SystemApproved and the traveller's template, superior and backup apply as for a booking.
 * Create, submit and cancel are each one transaction with the approval's submission or cancel.
 */
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import type { CreateTripApplicationReq, TripApplicationRes, TripApplicationStatus, TripFormInitInfo } from '../../../../types/api/trip-form'
import { BUDGET_BUSINESSES, MAX_TRIP_LEGS, MAX_TRIP_TRAVELLERS } from '../../../../types/api/trip-form'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { chinaDay, dailyNo } from '../../lib/time'
import type { Database, Trx } from '../../db/schema'
import { isUniqueViolation } from '../../db/errors'
import { resolveCompanyFields } from '../company-fields'
import { inScope, scopeFilter } from '../scope'
import { PERSON_NAME, rowName } from '../../lib/names'
import { submitApproval } from '../approvals/engine'
import { cancelForSubject } from '../approvals/lifecycle'
import { routeOfLegs, routeTitle } from '../approvals/summary'
import { loadSetting } from '../company'
import { issueAuthorizationCode } from './outcome'
import { checkBudgets, checkLegs } from './rules'
import { applicationStatusName, businessName, reviewTypeName, tripError } from './texts'
import { DEFAULT_PRODUCT } from '../../../../types/api/product-settings'
import { equal } from '../../db/match'

export async function initInfo(ctx: AuthedContext): Promise<TripFormInitInfo> {
  const s = (await loadSetting(ctx.db, ctx.caller.companyId)).TripApplicationFormSettings
  const scope = await scopeFilter(ctx, ctx.caller.companyId, ctx.caller.personId, await ctx.power(), DEFAULT_PRODUCT)
  const review = effectiveReviewType(s)
  return {
    ReviewType: review,
    ReviewTypeName: reviewTypeName(review, ctx.lang),
    TotalBudget: { IsDisplay: !!s.TotalBudgetSettings?.IsDisplayTotalBudget, IsRequired: !!s.TotalBudgetSettings?.IsRequiredTotalBudget },
    BusinessBudget: { IsDisplay: !!s.BusinessBudgetSettings?.IsDisplayBusinessBudget, IsRequired: !!s.BusinessBudgetSettings?.IsRequiredBusinessBudget },
    Businesses: BUDGET_BUSINESSES.map((b) => ({ Business: b, Name: businessName(b, ctx.lang) })),
    MaxLegs: MAX_TRIP_LEGS,
    MaxTravellers: MAX_TRIP_TRAVELLERS,
    CanApplyForOthers: scope.kind !== 'Self',
    Today: chinaDay(ctx.now()),
  }
}

type FormSettings = Awaited<ReturnType<typeof loadSetting>>['TripApplicationFormSettings']
const effectiveReviewType = (s: FormSettings): 0 | 1 | 2 => {
  if (s.VettingSettings && s.VettingSettings.IsEnableVetting === false) return 0
  const r = s.TripApplicationFormReviewType
  return r === 1 || r === 2 ? r : 0
}

async function checkTravellers(ctx: AuthedContext, ids: readonly number[]): Promise<{ id: number; name: string; employee: boolean }[]> {
  if (new Set(ids).size !== ids.length) throw tripError(ErrorCode.ValidationFailed, 'tripTravellerDuplicate')
  const rows = await ctx.db
    .selectFrom('persons')
    .select(['id', 'kind', 'department_id', 'ch_name', 'last_name', 'first_name', 'status'])
    .where('company_id', '=', ctx.caller.companyId)
    .where('id', 'in', [...ids])
    .execute()
  const scope = await scopeFilter(ctx, ctx.caller.companyId, ctx.caller.personId, await ctx.power(), DEFAULT_PRODUCT)
  return ids.map((id) => {
    const p = rows.find((r) => r.id === id)
    if (!p || p.status !== 1) throw tripError(ErrorCode.ValidationFailed, 'tripTravellerUnknown')
    const name = rowName(p)
    if (!inScope(scope, { id, department_id: p.department_id, kind: p.kind })) throw tripError(ErrorCode.NoPermission, 'tripTravellerScope', { name })
    return { id, name, employee: p.kind === 'employee' }
  })
}

/** Sends an application to its review, inside the caller's transaction. */
async function submitInTrx(trx: Trx, ctx: AuthedContext, applicationId: number, review: 0 | 1 | 2, now: Date): Promise<string | null> {
  const at = now.toISOString()
  const a = await trx.selectFrom('trip_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow()
  if (review === 0) {
    await trx
      .updateTable('trip_applications')
      .set({ status: 'Approved', approval_status: 'NotRequired', submitted_at: at, updated_at: at })
      .where('id', '=', a.id)
      .execute()
    await issueAuthorizationCode(trx, a.company_id, a.id, now)
    return null
  }
  await trx
    .updateTable('trip_applications')
    .set({ status: 'Submitted', approval_status: 'Pending', submitted_at: at, updated_at: at })
    .where('id', '=', a.id)
    .execute()
  if (review === 2) await issueAuthorizationCode(trx, a.company_id, a.id, now)
  const [legs, travellers] = await Promise.all([
    trx.selectFrom('trip_application_legs').selectAll().where('application_id', '=', a.id).orderBy('leg_index').execute(),
    trx
      .selectFrom('trip_application_travellers')
      .innerJoin('persons', 'persons.id', 'trip_application_travellers.person_id')
      .select(['persons.id', 'persons.kind', ...PERSON_NAME])
      .where('trip_application_travellers.application_id', '=', a.id)
      .orderBy('trip_application_travellers.sort')
      .execute(),
  ])
  // Non-employees travel under the applicant's responsibility, as on a booking.
  const responsible = [...new Set(travellers.map((t) => (t.kind === 'employee' ? t.id : a.applicant_person_id)))]
  const result = await submitApproval(trx, {
    companyId: a.company_id,
    subjectKind: 'TripApplication',
    subjectId: a.id,
    subjectNo: a.application_no,
    requesterUserId: ctx.caller.userId,
    requesterPersonId: a.applicant_person_id,
    travellerPersonId: responsible[0],
    responsiblePersonIds: responsible,
    whitelistProduct: 'TripApplication',
    customItemId: a.custom_item_id,
    now,
    summary: {
      route: routeOfLegs(legs.map((l) => ({ from: l.depart_city_code, to: l.arrive_city_code }))),
      flights: [],
      startDate: a.start_date,
      endDate: a.end_date,
      travellers: travellers.map((t) => rowName(t)),
      amount: a.total_budget ?? 0,
      inPolicy: true,
      violations: [],
      reasons: [],
      purpose: a.purpose,
    },
  })
  return result.approvalNo
}

async function answer(
  db: Kysely<Database>,
  ctx: AuthedContext,
  applicationId: number,
  approvalNo: string | null,
  replayed: boolean,
): Promise<TripApplicationRes> {
  const a = await db.selectFrom('trip_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow()
  const usable = a.status === 'Approved' || (a.status === 'Submitted' && a.review_type === 2)
  return {
    ApplicationNo: a.application_no,
    Status: a.status as TripApplicationStatus,
    StatusName: applicationStatusName(a.status as TripApplicationStatus, ctx.lang),
    ApprovalNo: approvalNo,
    AuthorizationCode: usable ? a.authorization_code : null,
    Replayed: replayed,
  }
}

/** The answer about an application whose approval (if any) is already written: its number read back. */
async function storedAnswer(db: Kysely<Database>, ctx: AuthedContext, applicationId: number, replayed: boolean): Promise<TripApplicationRes> {
  const ap = await db
    .selectFrom('approvals')
    .select('approval_no')
    .where((eb) => equal(eb, { subject_kind: 'TripApplication', subject_id: applicationId }))
    .executeTakeFirst()
  return answer(db, ctx, applicationId, ap?.approval_no ?? null, replayed)
}

async function replay(db: Kysely<Database>, ctx: AuthedContext, requestId: string): Promise<TripApplicationRes | null> {
  const a = await db
    .selectFrom('trip_applications')
    .select('id')
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, applicant_user_id: ctx.caller.userId, client_request_id: requestId }))
    .executeTakeFirst()
  if (!a) return null
  return storedAnswer(db, ctx, a.id, true)
}

export async function createApplication(ctx: AuthedContext, req: CreateTripApplicationReq): Promise<TripApplicationRes> {
  const db = ctx.db
  const { companyId, userId, personId } = ctx.caller
  const earlier = await replay(db, ctx, req.ClientRequestId)
  if (earlier) return earlier

  const now = ctx.now()
  const setting = await loadSetting(ctx.db, companyId)
  const form = setting.TripApplicationFormSettings
  const trip = checkLegs(req.Legs, req.EndDate, chinaDay(now))
  const travellers = await checkTravellers(ctx, req.TravellerIds ?? [personId])
  const budgets = checkBudgets(form, req.TotalBudget, req.BusinessBudgets, ctx.lang)
  const fields = await resolveCompanyFields(ctx.db, companyId, setting.CommonSettings, form, req, ctx.lang)
  const review = effectiveReviewType(form)
  const at = now.toISOString()
  const search = [
    ...travellers.map((t) => t.name),
    ...trip.legs.flatMap((l) => [l.from, l.to]),
    routeTitle(routeOfLegs(trip.legs), 'zh-CN'),
    routeTitle(routeOfLegs(trip.legs), 'en'),
  ]
    .join(' ')
    .toLowerCase()

  try {
    const { id, approvalNo } = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('trip_applications')
        .values({
          company_id: companyId,
          application_no: `TMP-${userId}-${req.ClientRequestId}`,
          client_request_id: req.ClientRequestId,
          applicant_user_id: userId,
          applicant_person_id: personId,
          status: 'Unsubmitted',
          approval_status: 'NotRequired',
          review_type: review,
          start_date: trip.startDate,
          end_date: trip.endDate,
          purpose: fields.Purpose,
          total_budget: budgets.total,
          custom_item_id: fields.CustomItem?.Id ?? null,
          fields_json: JSON.stringify(fields),
          remark: (req.Remark ?? '').trim(),
          authorization_code: null,
          close_reason: '',
          search_text: search,
          submitted_at: null,
          created_at: at,
          updated_at: at,
          seed_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const no = dailyNo('TA', now, row.id)
      await trx
        .updateTable('trip_applications')
        .set({ application_no: no, search_text: `${no.toLowerCase()} ${search}` })
        .where('id', '=', row.id)
        .execute()
      for (const [i, t] of travellers.entries())
        await trx.insertInto('trip_application_travellers').values({ company_id: companyId, application_id: row.id, person_id: t.id, sort: i }).execute()
      for (const [i, l] of trip.legs.entries()) {
        await trx
          .insertInto('trip_application_legs')
          .values({ company_id: companyId, application_id: row.id, leg_index: i, depart_city_code: l.from, arrive_city_code: l.to, depart_date: l.date })
          .execute()
      }
      for (const b of budgets.byBusiness)
        await trx
          .insertInto('trip_application_budgets')
          .values({ company_id: companyId, application_id: row.id, business: b.business, amount: b.amount })
          .execute()
      const approvalNo = req.IsDraft ? null : await submitInTrx(trx, ctx, row.id, review, now)
      return { id: row.id, approvalNo }
    })
    return answer(db, ctx, id, approvalNo, false)
  } catch (e) {
    if (isUniqueViolation(e)) {
      const again = await replay(db, ctx, req.ClientRequestId)
      if (again) return again
    }
    throw e
  }
}

async function ownApplication(db: Kysely<Database>, ctx: AuthedContext, applicationNo: string) {
  const a = await db
    .selectFrom('trip_applications')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, application_no: applicationNo }))
    .executeTakeFirst()
  if (!a) throw fail.notFound()
  if (a.applicant_person_id !== ctx.caller.personId) throw tripError(ErrorCode.NoPermission, 'tripOnlyApplicant')
  return a
}

export async function submitDraft(ctx: AuthedContext, applicationNo: string): Promise<TripApplicationRes> {
  const db = ctx.db
  const a = await ownApplication(db, ctx, applicationNo)
  if (a.status !== 'Unsubmitted') throw tripError(ErrorCode.OrderStatusChanged, 'tripNotDraft')
  const now = ctx.now()
  // Dates may have passed since the draft was saved.
  const legs = await db.selectFrom('trip_application_legs').selectAll().where('application_id', '=', a.id).orderBy('leg_index').execute()
  checkLegs(
    legs.map((l) => ({ DepartCityCode: l.depart_city_code, ArriveCityCode: l.arrive_city_code, DepartDate: l.depart_date })),
    a.end_date,
    chinaDay(now),
  )
  const approvalNo = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('trip_applications')
      .set({ updated_at: now.toISOString() })
      .where((eb) => equal(eb, { id: a.id, status: 'Unsubmitted' }))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) throw tripError(ErrorCode.OrderStatusChanged, 'tripNotDraft')
    return submitInTrx(trx, ctx, a.id, a.review_type as 0 | 1 | 2, now)
  })
  return answer(db, ctx, a.id, approvalNo, false)
}

export async function cancelApplication(ctx: AuthedContext, applicationNo: string, reasonIn: string | undefined): Promise<TripApplicationRes> {
  const db = ctx.db
  const a = await ownApplication(db, ctx, applicationNo)
  if (!['Unsubmitted', 'Submitted', 'Approved'].includes(a.status)) throw tripError(ErrorCode.OrderStatusChanged, 'tripCannotCancel')
  const now = ctx.now()
  const at = now.toISOString()
  const reason = (reasonIn ?? '').trim()
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('trip_applications')
      .set({ status: 'Cancelled', close_reason: reason || '@reasonSubjectCancelled', updated_at: at })
      .where((eb) => equal(eb, { id: a.id, status: a.status }))
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) throw tripError(ErrorCode.OrderStatusChanged, 'tripCannotCancel')
    if (await cancelForSubject(trx, a.company_id, 'TripApplication', a.id, ctx.caller.personId, reason || '@reasonSubjectCancelled', now)) {
      await trx.updateTable('trip_applications').set({ approval_status: 'Cancelled' }).where('id', '=', a.id).execute()
    }
  })
  return storedAnswer(db, ctx, a.id, false)
}

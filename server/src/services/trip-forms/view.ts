/**
 * A trip application as the list and the detail page show it, in the reader's language.
 */
import type { OrderStatus } from '../../../../types/api/order'
import type {
  BudgetBusiness,
  TripApplicationDetail,
  TripApplicationStatus,
  TripApplicationSummary,
  TripBookingStatus,
  ReviewType,
} from '../../../../types/api/trip-form'
import type { VettingStatus } from '../../../../types/api/approval'
import { chinaDateTime, chinaDay } from '../../lib/time'
import type { Db } from '../../db/schema'
import type { CompanyFields } from '../../kernel/orders/tables'
import type { Lang } from '../../i18n'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { purposeTranslator } from '../trip-purposes/text'
import type { Viewer } from '../approvals/subjects'
import { cityName, reasonText, routeOfLegs, routeTitle, tripDays } from '../approvals/summary'
import type { ApplicationRow } from './tables'
import { vettingStatusName } from '../approvals/texts'
import { applicationStatusName, bookingStatusName, businessName, reviewTypeName } from './texts'
import { equal } from '../../db/match'
import { PERSON_COLUMNS } from '../approvals/people'

type StatusWords = (status: OrderStatus, lang: Lang) => string
let orderStatusWords: StatusWords | null = null

/** The order kernel names the status of the orders booked under an application (kernel/orders/register.ts); trip applications import no order code. */
export function registerOrderStatusWords(words: StatusWords): void {
  orderStatusWords = words
}

function statusName(status: OrderStatus, lang: Lang): string {
  if (!orderStatusWords) throw new Error('the order kernel has not registered its status words')
  return orderStatusWords(status, lang)
}

/** Orders that carry the application's code (stored in the order's detail document). */
export async function ordersWithCode(db: Db, companyId: number, code: string | null) {
  if (!code) return []
  return db
    .selectFrom('orders')
    .select(['order_no', 'product', 'status', 'total', 'created_at'])
    .where('company_id', '=', companyId)
    .where('detail_json', 'like', `%"AuthorizationCode":"${code}"%`)
    .orderBy('id')
    .execute()
}

/** Usable for a booking: approved, or already usable while the approval runs (review after booking). */
export const isUsable = (a: Pick<ApplicationRow, 'status' | 'review_type' | 'authorization_code'>): boolean =>
  a.authorization_code !== null && (a.status === 'Approved' || (a.status === 'Submitted' && a.review_type === 2))

export async function applicationSummaries(db: Db, v: Viewer, rows: readonly ApplicationRow[]): Promise<TripApplicationSummary[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const [legs, travellers, purpose] = await Promise.all([
    db.selectFrom('trip_application_legs').selectAll().where('application_id', 'in', ids).orderBy('leg_index').execute(),
    db
      .selectFrom('trip_application_travellers')
      .innerJoin('persons', 'persons.id', 'trip_application_travellers.person_id')
      .select(['trip_application_travellers.application_id', ...PERSON_NAME])
      .where('trip_application_travellers.application_id', 'in', ids)
      .orderBy('trip_application_travellers.sort')
      .execute(),
    purposeTranslator(db, v.companyId, v.lang),
  ])
  const out: TripApplicationSummary[] = []
  for (const a of rows) {
    const own = legs.filter((l) => l.application_id === a.id)
    const orders = await ordersWithCode(db, v.companyId, a.authorization_code)
    const booking: TripBookingStatus = orders.length ? 'Initiated' : 'NotInitiated'
    out.push({
      ApplicationNo: a.application_no,
      Status: a.status as TripApplicationStatus,
      StatusName: applicationStatusName(a.status as TripApplicationStatus, v.lang),
      ApprovalStatus: a.approval_status as VettingStatus | 'NotRequired',
      ApprovalStatusName: a.approval_status === 'NotRequired' ? reviewTypeName(0, v.lang) : vettingStatusName(a.approval_status, v.lang),
      BookingStatus: booking,
      BookingStatusName: bookingStatusName(booking, v.lang),
      Title: routeTitle(routeOfLegs(own.map((l) => ({ from: l.depart_city_code, to: l.arrive_city_code }))), v.lang),
      StartDate: a.start_date,
      EndDate: a.end_date,
      Days: tripDays(a.start_date, a.end_date),
      TravellerNames: travellers.filter((t) => t.application_id === a.id).map((t) => rowName(t)),
      Purpose: purpose(a.purpose),
      TotalBudget: a.total_budget,
      AuthorizationCode: isUsable(a) || booking === 'Initiated' ? a.authorization_code : null,
      CreatedAt: chinaDateTime(a.created_at),
    })
  }
  return out
}

export async function tripApplicationDetail(db: Db, v: Viewer, applicationId: number): Promise<TripApplicationDetail | null> {
  const a = await db.selectFrom('trip_applications').selectAll().where('company_id', '=', v.companyId).where('id', '=', applicationId).executeTakeFirst()
  if (!a) return null
  const [summary] = await applicationSummaries(db, v, [a])
  const [legs, travellers, budgets, applicant, approval, orders] = await Promise.all([
    db.selectFrom('trip_application_legs').selectAll().where('application_id', '=', a.id).orderBy('leg_index').execute(),
    db
      .selectFrom('trip_application_travellers')
      .innerJoin('persons', 'persons.id', 'trip_application_travellers.person_id')
      .leftJoin('departments', 'departments.id', 'persons.department_id')
      .select(PERSON_COLUMNS)
      .where('trip_application_travellers.application_id', '=', a.id)
      .orderBy('trip_application_travellers.sort')
      .execute(),
    db.selectFrom('trip_application_budgets').selectAll().where('application_id', '=', a.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', a.applicant_person_id).executeTakeFirst(),
    db
      .selectFrom('approvals')
      .select('approval_no')
      .where((eb) => equal(eb, { company_id: v.companyId, subject_kind: 'TripApplication', subject_id: a.id }))
      .executeTakeFirst(),
    ordersWithCode(db, v.companyId, a.authorization_code),
  ])
  const fields = JSON.parse(a.fields_json) as Partial<CompanyFields>
  const mine = a.applicant_person_id === v.personId
  return {
    ...summary,
    ReviewType: a.review_type as ReviewType,
    ReviewTypeName: reviewTypeName(a.review_type, v.lang),
    ApprovalNo: approval?.approval_no ?? null,
    ApplicantName: applicant ? rowName(applicant) : '',
    Travellers: travellers.map((t) => ({
      PersonId: t.id,
      Name: rowName(t),
      EmployeeNo: t.employee_no ?? '',
      DepartmentName: companyName(t.dept, t.dept_en, v.lang),
    })),
    Legs: legs.map((l) => ({
      Index: l.leg_index,
      DepartCityCode: l.depart_city_code,
      DepartCityName: cityName(l.depart_city_code, v.lang),
      ArriveCityCode: l.arrive_city_code,
      ArriveCityName: cityName(l.arrive_city_code, v.lang),
      DepartDate: l.depart_date,
    })),
    BusinessBudgets: budgets.map((b) => ({
      Business: b.business as BudgetBusiness,
      BusinessName: businessName(b.business as BudgetBusiness, v.lang),
      Amount: b.amount,
    })),
    CostCenterName: fields.CostCenter?.Name ?? '',
    DepartmentName: fields.Department?.Name ?? '',
    BusinessUnitName: fields.BusinessUnit?.Name ?? '',
    CustomItemName: fields.CustomItem?.Name ?? '',
    ExtendFields: (fields.ExtendFields ?? []).map((e) => ({ Name: e.Name, Value: e.Value })),
    Attachments: fields.Attachments ?? [],
    Remark: a.remark,
    CloseReason: reasonText(a.close_reason, v.lang),
    SubmittedAt: a.submitted_at ? chinaDateTime(a.submitted_at) : '',
    Orders: orders.map((o) => ({
      OrderNo: o.order_no,
      Product: o.product,
      Status: o.status,
      StatusName: statusName(o.status as OrderStatus, v.lang),
      Amount: o.total,
      CreatedAt: chinaDateTime(o.created_at),
    })),
    Actions: {
      CanSubmit: mine && a.status === 'Unsubmitted',
      CanCancel: mine && ['Unsubmitted', 'Submitted', 'Approved'].includes(a.status) && a.end_date >= chinaDay(v.now),
      CanBook: isUsable(a) && a.end_date >= chinaDay(v.now),
    },
  }
}

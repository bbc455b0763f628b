/**
 * Authorization codes of trip applications: what a booking's SubmitBookingReq.AuthorizationCode is
 * checked against, and the codes oa/getAuthorizationCodeSettings offers on the order form.
 *
 * A code applies to a booking when its application is usable (approved; or submitted under
 * review type 2, "approval after booking"), every traveller of the booking is a traveller of the
 * application, the booked cities are both cities of the application's itinerary (a trip between
 * its cities in any order, e.g. the way back), the departure date lies within the application's
 * dates, and — when an amount is given and the application has a flight budget — the amount fits
 * in what is left of that budget after the other bookings that carry the code.
 */
import type { Kysely } from 'kysely'
import type { AuthorizationCodeOption, AuthorizationCodeSettingsReq, AuthorizationCodeSettingsRes } from '../../../../types/api/approval'
import type { TripApplicationStatus } from '../../../../types/api/trip-form'
import type { Database } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { chinaDay } from '../../lib/time'
import { DEFAULT_PRODUCT, productSettings } from '../../../../types/api/product-settings'
import { yuan } from '../../lib/money'
import { PERSON_NAME, rowName } from '../../lib/names'
import { cityName, routeOfLegs, routeTitle } from '../approvals/summary'
import { loadSetting } from '../company'
import { resolveCity } from '../places/places'
import type { ApplicationRow } from './tables'
import { applicationStatusName, tripError, tt, type TripTextKey } from './texts'
import { ErrorCode } from '../../../../types/api'
import type { ApiError } from '../../errors'
import { isUsable, ordersWithCode } from './view'
import { equal } from '../../db/match'

export interface CodeQuery {
  /** Persons travelling on the booking (typed-in travellers cannot be covered by an application). */
  travellerPersonIds: readonly number[]
  departCityCode?: string
  arriveCityCode?: string
  /** 'yyyy-MM-dd' */
  departDate?: string
  /** The booking's amount (fen) to hold against the application's flight budget. */
  amount?: number
  /** Orders to leave out of the used budget (the booking being re-checked). */
  excludeOrderNos?: readonly string[]
}

export interface ResolvedApplication {
  applicationId: number
  applicationNo: string
  status: TripApplicationStatus
  /** True when approved; false while the approval still runs (review type 2). */
  approved: boolean
  travellerPersonIds: number[]
  /** City codes of the itinerary in order. */
  route: string[]
  legs: { from: string; to: string; date: string }[]
  startDate: string
  endDate: string
  purpose: string
  totalBudget: number | null
  flightBudget: number | null
  /** Flight budget left after the other bookings carrying the code (fen); null without a budget. */
  flightBudgetLeft: number | null
}

export type CodeResolution =
  { ok: true; application: ResolvedApplication } | { ok: false; reason: TripTextKey; params: Record<string, string | number>; message: string }

/** The 1001 a booking answers with when its code does not apply (rendered in the request's language). */
export function authorizationCodeError(r: Extract<CodeResolution, { ok: false }>): ApiError {
  return tripError(ErrorCode.ValidationFailed, r.reason, r.params)
}

/**
 * Resolves a booking's authorization code for the company. Never throws for a code that does not
 * apply: the answer says why, in `lang`, for the booking to show (e.g. as a 1001 ErrMsg).
 */
export async function resolveAuthorizationCode(
  db: Kysely<Database>,
  companyId: number,
  code: string,
  query: CodeQuery,
  lang: Lang = 'zh-CN',
  label = '',
): Promise<CodeResolution> {
  const name = label || tt(lang, 'codeName')
  const no = (reason: TripTextKey, extra: Record<string, string | number>): CodeResolution => {
    const params = { name, code, ...extra }
    return { ok: false, reason, params, message: tt(lang, reason, params) }
  }
  const trimmed = code.trim().toUpperCase()
  const a = trimmed
    ? await db.selectFrom('trip_applications').selectAll().where('company_id', '=', companyId).where('authorization_code', '=', trimmed).executeTakeFirst()
    : undefined
  if (!a) return no('codeUnknown', {})
  if (!isUsable(a)) return no('codeNotUsable', { status: applicationStatusName(a.status as TripApplicationStatus, lang) })

  const [legs, travellers, budgets] = await Promise.all([
    db.selectFrom('trip_application_legs').selectAll().where('application_id', '=', a.id).orderBy('leg_index').execute(),
    db
      .selectFrom('trip_application_travellers')
      .innerJoin('persons', 'persons.id', 'trip_application_travellers.person_id')
      .select(['persons.id'])
      .where('trip_application_travellers.application_id', '=', a.id)
      .orderBy('trip_application_travellers.sort')
      .execute(),
    db.selectFrom('trip_application_budgets').selectAll().where('application_id', '=', a.id).execute(),
  ])
  const travellerIds = travellers.map((t) => t.id)
  for (const id of query.travellerPersonIds) {
    if (!travellerIds.includes(id)) {
      const p = await db
        .selectFrom('persons')
        .select(['ch_name', 'last_name', 'first_name'])
        .where((eb) => equal(eb, { company_id: companyId, id }))
        .executeTakeFirst()
      return no('codeTraveller', {
        traveller: p ? rowName(p) : String(id),
        no: a.application_no,
      })
    }
  }
  const route = routeOfLegs(legs.map((l) => ({ from: l.depart_city_code, to: l.arrive_city_code })))
  if (query.departCityCode && query.arriveCityCode) {
    const from = resolveCity(query.departCityCode)?.code ?? query.departCityCode
    const to = resolveCity(query.arriveCityCode)?.code ?? query.arriveCityCode
    if (!route.includes(from) || !route.includes(to)) return no('codeRoute', { route: `${cityName(from, lang)} - ${cityName(to, lang)}`, no: a.application_no })
  }
  if (query.departDate && (query.departDate < a.start_date || query.departDate > a.end_date)) {
    return no('codeDate', { date: query.departDate, no: a.application_no, start: a.start_date, end: a.end_date })
  }
  const flightBudget = budgets.find((b) => b.business === 'Flight')?.amount ?? null
  let left: number | null = null
  if (flightBudget !== null) {
    const used = (await ordersWithCode(db, companyId, a.authorization_code))
      .filter((o) => o.status !== 'Cancelled' && !(query.excludeOrderNos ?? []).includes(o.order_no))
      .reduce((s, o) => s + o.total, 0)
    left = Math.max(0, flightBudget - used)
    if (query.amount !== undefined && query.amount > left) return no('codeBudget', { no: a.application_no, left: yuan(left) })
  }
  return {
    ok: true,
    application: {
      applicationId: a.id,
      applicationNo: a.application_no,
      status: a.status as TripApplicationStatus,
      approved: a.status === 'Approved',
      travellerPersonIds: travellerIds,
      route,
      legs: legs.map((l) => ({ from: l.depart_city_code, to: l.arrive_city_code, date: l.depart_date })),
      startDate: a.start_date,
      endDate: a.end_date,
      purpose: a.purpose,
      totalBudget: a.total_budget,
      flightBudget,
      flightBudgetLeft: left,
    },
  }
}

/** oa/getAuthorizationCodeSettings: the product's code settings and the codes usable by all the travellers. */
export async function authorizationCodeSettings(ctx: AuthedContext, req: AuthorizationCodeSettingsReq): Promise<AuthorizationCodeSettingsRes> {
  const setting = await loadSetting(ctx.db, ctx.caller.companyId)
  const section = productSettings(setting, req.Product ?? DEFAULT_PRODUCT).fields
  const ac = section.AuthorizationCodeSettings
  const persons = req.PersonIds?.length ? [...new Set(req.PersonIds)] : [ctx.caller.personId]
  const db = ctx.db
  const today = chinaDay(ctx.now())
  const rows = await db
    .selectFrom('trip_applications')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('authorization_code', 'is not', null)
    .where('status', 'in', ['Approved', 'Submitted'])
    .where('end_date', '>=', today)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('trip_application_travellers as t')
          .select('t.id')
          .whereRef('t.application_id', '=', 'trip_applications.id')
          .where('t.person_id', '=', persons[0]),
      ),
    )
    .orderBy('start_date')
    .execute()
  const items: AuthorizationCodeOption[] = []
  for (const a of rows.filter(isUsable)) {
    const option = await codeOption(db, a, persons, ctx.lang)
    if (option) items.push(option)
  }
  return {
    IsDisplayAuthorizationCode: ac.IsDisplayAuthorizationCode,
    IsRequiredAuthorizationCode: ac.IsRequiredAuthorizationCode,
    IsCheckAuthorizationCode: ac.IsCheckAuthorizationCode,
    AuthorizationCodeName: ac.AuthorizationCodeName || setting.CommonSettings.AuthorizationCodeName,
    Items: items,
  }
}

async function codeOption(db: Kysely<Database>, a: ApplicationRow, persons: readonly number[], lang: Lang): Promise<AuthorizationCodeOption | null> {
  const [legs, travellers, budget] = await Promise.all([
    db.selectFrom('trip_application_legs').selectAll().where('application_id', '=', a.id).orderBy('leg_index').execute(),
    db
      .selectFrom('trip_application_travellers')
      .innerJoin('persons', 'persons.id', 'trip_application_travellers.person_id')
      .select(['persons.id', ...PERSON_NAME])
      .where('trip_application_travellers.application_id', '=', a.id)
      .orderBy('trip_application_travellers.sort')
      .execute(),
    db.selectFrom('trip_application_budgets').select('amount').where('application_id', '=', a.id).where('business', '=', 'Flight').executeTakeFirst(),
  ])
  if (!persons.every((p) => travellers.some((t) => t.id === p))) return null
  return {
    AuthorizationCode: a.authorization_code!,
    ApplicationNo: a.application_no,
    Title: routeTitle(routeOfLegs(legs.map((l) => ({ from: l.depart_city_code, to: l.arrive_city_code }))), lang),
    StartDate: a.start_date,
    EndDate: a.end_date,
    TravellerNames: travellers.map((t) => rowName(t)),
    Purpose: a.purpose,
    FlightBudget: budget?.amount ?? null,
  }
}

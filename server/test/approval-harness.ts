/**
 * Helpers of the approval, trip-application and message tests: person lookups, application
 * bodies that satisfy the demo company's TripApplicationFormSettings (cost centre, purpose,
 * extend field 2 and total budget are required there), and direct engine access.
 */
import type { Kysely } from 'kysely'
import type { CreateTripApplicationReq } from '../../types/api/trip-form'
import type { Database } from '../src/db/schema'
import { addDays } from '../src/lib/time'
import { expectOk, TODAY, type TestEnv } from './helpers'

let seq = 0
export const rid = (p = 'ta'): string => `${p}-${process.pid}-${++seq}-${Date.now().toString(36)}`

export const adb = (env: TestEnv): Kysely<Database> => env.db

export async function personId(env: TestEnv, employeeNo: string, company = 'HENGYUAN'): Promise<number> {
  const row = await env.db
    .selectFrom('persons')
    .innerJoin('companies', 'companies.id', 'persons.company_id')
    .select('persons.id')
    .where('companies.code', '=', company)
    .where('persons.employee_no', '=', employeeNo)
    .executeTakeFirstOrThrow()
  return row.id
}

export async function companyId(env: TestEnv, code = 'HENGYUAN'): Promise<number> {
  return (await env.db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id
}

export async function customItemId(env: TestEnv, code: string): Promise<number> {
  return (await env.db.selectFrom('custom_items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id
}

/** The days of applicationBody's trip: out 12 days after the suite's today, back two days later. */
export const TRIP_OUT = addDays(TODAY, 12)
export const TRIP_BACK = addDays(TODAY, 14)

/** A valid application body: Beijing → Shanghai (TRIP_OUT) → Beijing (TRIP_BACK). */
export async function applicationBody(env: TestEnv, token: string, extra: Partial<CreateTripApplicationReq> = {}): Promise<CreateTripApplicationReq> {
  const cc = expectOk(await env.call('user/getCostCenters', {}, { token })).Items[0]
  return {
    ClientRequestId: rid(),
    Legs: [
      { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: TRIP_OUT },
      { DepartCityCode: 'SHA', ArriveCityCode: 'BJS', DepartDate: TRIP_BACK },
    ],
    PurposeText: '客户拜访',
    TotalBudget: 500000,
    CostCenterId: cc.Id,
    ExtendFields: { ExtendField2: '客户拜访' },
    ...extra,
  }
}

export async function apply(env: TestEnv, token: string, extra: Partial<CreateTripApplicationReq> = {}) {
  return expectOk(await env.call('tripformapi/application/create', await applicationBody(env, token, extra), { token }))
}

export async function detail(env: TestEnv, token: string, approvalNo: string) {
  return expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: approvalNo }, { token }))
}

export const approve = (env: TestEnv, token: string, approvalNo: string, extra: Record<string, unknown> = {}) =>
  env.call('vetting/vettingHandleOrderV1', { ApprovalNo: approvalNo, Decision: 'Approve', ...extra }, { token })

export const reject = (env: TestEnv, token: string, approvalNo: string, reason = '行程与项目无关', extra: Record<string, unknown> = {}) =>
  env.call('vetting/vettingHandleOrderV1', { ApprovalNo: approvalNo, Decision: 'Reject', Reason: reason, ...extra }, { token })

/**
 * Helpers of the flight and order tests: finding fares in the generated inventory and building
 * submitBooking bodies that satisfy the demo company's settings (cost centre, extend field 2,
 * purpose, contact e-mail are required there).
 */
import type { TestEnv } from './helpers'
import { addDays } from '../src/lib/time'
import { expectOk, TODAY } from './helpers'
import type { BookPerson, CabinItem, FlightRow, SegmentChoice, SubmitBookingReq } from '../../types/api/flight'

/** Seven days after the China day of the harness's START (2026-11-26 by default, a Thursday). */
export const DAY = addDays(TODAY, 7)

let requestSeq = 0
export const requestId = (prefix = 'req'): string => `${prefix}-${process.pid}-${++requestSeq}-${Date.now().toString(36)}`

export async function search(env: TestEnv, token: string, dep = 'BJS', arr = 'SHA', date = DAY, extra: Record<string, unknown> = {}): Promise<FlightRow[]> {
  return expectOk(await env.call('domesticFlightv2/getFlights', { DepartCityCode: dep, ArriveCityCode: arr, DepartDate: date, ...extra }, { token })).Flights
}

export async function cabins(env: TestEnv, token: string, row: FlightRow, extra: Record<string, unknown> = {}): Promise<CabinItem[]> {
  return expectOk(
    await env.call(
      'domesticFlightv2/getCabinClass',
      { FlightNo: row.FlightNo, DepartDate: row.DepartDate, DepartCityCode: row.DepartCityCode, ArriveCityCode: row.ArriveCityCode, ...extra },
      { token },
    ),
  ).Cabins
}

export function choice(row: FlightRow, cabin: CabinItem): SegmentChoice {
  return {
    FlightNo: row.FlightNo,
    DepartDate: row.DepartDate,
    DepartCityCode: row.DepartCityCode,
    ArriveCityCode: row.ArriveCityCode,
    CabinCode: cabin.CabinCode,
    Price: cabin.Price,
  }
}

/** The first row with an in-policy cabin, and that cabin. */
export async function inPolicyFare(env: TestEnv, token: string, dep = 'BJS', arr = 'SHA', date = DAY): Promise<{ row: FlightRow; cabin: CabinItem }> {
  for (const row of await search(env, token, dep, arr, date)) {
    if (!row.Policy.InPolicy) continue
    const cabin = (await cabins(env, token, row)).find((c) => c.Policy.InPolicy && c.SeatsLeft > 0)
    if (cabin) return { row, cabin }
  }
  throw new Error('no in-policy fare')
}

/** The first fare out of policy for the travellers (the caller when none given) with seats left, and its row. */
export async function outOfPolicyFare(
  env: TestEnv,
  token: string,
  dep = 'BJS',
  arr = 'SHA',
  date = DAY,
  passengerIds?: number[],
): Promise<{ row: FlightRow; cabin: CabinItem }> {
  const extra = passengerIds ? { PassengerIds: passengerIds } : {}
  for (const row of await search(env, token, dep, arr, date, extra)) {
    const cabin = (await cabins(env, token, row, extra)).find((c) => !c.Policy.InPolicy && c.SeatsLeft > 1)
    if (cabin) return { row, cabin }
  }
  throw new Error('no out-of-policy fare')
}

export async function me(env: TestEnv, token: string): Promise<BookPerson> {
  return expectOk(await env.call('user/getBookPersons', {}, { token })).Persons.find((p: BookPerson) => p.IsSelf)
}

export async function person(env: TestEnv, token: string, keyword: string): Promise<BookPerson> {
  const r = expectOk(await env.call('user/getBookPersons', { Keyword: keyword }, { token }))
  if (!r.Persons.length) throw new Error(`no person ${keyword}`)
  return r.Persons[0]
}

export function passengerOf(p: BookPerson): SubmitBookingReq['Passengers'][number] {
  return {
    PersonId: p.PersonId,
    ChName: p.ChName,
    LastName: p.LastName,
    FirstName: p.FirstName,
    Gender: p.Gender as 'M' | 'F',
    BirthDate: p.BirthDate!,
    Nationality: p.Nationality,
    IdType: p.IdType as 'IDCard',
    IdNo: p.IdNo,
    MobileCountryCode: p.MobileCountryCode,
    Mobile: p.Mobile,
  }
}

/** A body that satisfies Hengyuan's required fields. */
export async function bookingBody(
  env: TestEnv,
  token: string,
  segments: SegmentChoice[],
  passengers: SubmitBookingReq['Passengers'],
  extra: Partial<SubmitBookingReq> = {},
): Promise<SubmitBookingReq> {
  const cc = expectOk(await env.call('user/getCostCenters', {}, { token })).Items[0]
  return {
    ClientRequestId: requestId(),
    TripType: segments.length === 2 ? 'RoundTrip' : 'OneWay',
    Segments: segments,
    Passengers: passengers,
    Contacts: [{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001', Email: 'wei.zhang@hengyuan.example' }],
    PaymentType: 'Company',
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
    ...extra,
  }
}

/** Sets the stored seat count of a fare (creating the row as the first booking would). */
export async function setSeats(env: TestEnv, row: FlightRow, code: string, seats: number): Promise<void> {
  const db = env.db as unknown as import('kysely').Kysely<any>
  const route = `${row.DepartCityCode}-${row.ArriveCityCode}`
  await db.deleteFrom('flight_seats').where('flight_no', '=', row.FlightNo).where('flight_date', '=', row.DepartDate).where('cabin_code', '=', code).execute()
  await db
    .insertInto('flight_seats')
    .values({
      flight_no: row.FlightNo,
      flight_date: row.DepartDate,
      cabin_code: code,
      route_key: route,
      seats_left: seats,
      initial_seats: seats,
      updated_at: env.now().toISOString(),
    })
    .execute()
}

export async function seatsOf(env: TestEnv, row: { FlightNo: string; DepartDate: string }, code: string): Promise<number | null> {
  const db = env.db as unknown as import('kysely').Kysely<any>
  const r = await db
    .selectFrom('flight_seats')
    .select('seats_left')
    .where('flight_no', '=', row.FlightNo)
    .where('flight_date', '=', row.DepartDate)
    .where('cabin_code', '=', code)
    .executeTakeFirst()
  return r ? Number(r.seats_left) : null
}

/** The approver decides an order waiting in PendingApproval through the engine's vetting calls. */
export async function approveOrder(env: TestEnv, approverToken: string, orderNo: string): Promise<void> {
  const a = expectOk(await env.call('vetting/getApprovalDetail', { OrderNo: orderNo }, { token: approverToken }))
  expectOk(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: a.ApprovalNo, Decision: 'Approve' }, { token: approverToken }))
}

/**
 * The same words as the reason for each rule a fare may break (over the standard, not the lowest):
 * flight/submitBooking needs one per broken rule; with one rule broken the first answers it.
 */
export function anyRuleReasons(text: string, segmentIndex: 0 | 1 = 0) {
  return [
    { SegmentIndex: segmentIndex, ReasonCodeId: null, ReasonText: text, Kind: 'Policy' as const },
    { SegmentIndex: segmentIndex, ReasonCodeId: null, ReasonText: text, Kind: 'LowestPrice' as const },
  ]
}

/**
 * Helpers of the international flight tests: searching a leg, picking an itinerary, passengers
 * with passports, submit bodies that satisfy the demo company's settings (cost centre, extend
 * field 2, purpose, a contact e-mail), quoting and paying.
 */
import type { IntlItinerary, IntlPassengerInput, IntlSearchRes, IntlSelection, IntlSubmitReq } from '../../types/api/intlflight'
import { addDays } from '../src/lib/time'
import { expectOk, TODAY, type TestEnv } from './helpers'
import { payThrough } from './money-harness'

/** Ten days after the harness's today (outside R1's 3-day advance rule); the return a week later. */
export const OUT = addDays(TODAY, 10)
export const BACK = addDays(TODAY, 17)

let seq = 0
export const rid = (prefix = 'intl'): string => `${prefix}-${process.pid}-${++seq}-${Date.now().toString(36)}`

export async function search(
  env: TestEnv,
  token: string,
  legs: { From: string; To: string; Date: string }[],
  extra: Record<string, unknown> = {},
): Promise<IntlSearchRes> {
  const TripType = legs.length === 1 ? 'OneWay' : legs.length === 2 && legs[1].To === legs[0].From ? 'RoundTrip' : 'MultiCity'
  return expectOk(await env.call('intlflight/get', { TripType, Legs: legs, ...extra }, { token }))
}

export const nonstop = (its: IntlItinerary[]) => its.find((i) => i.Stops === 0)!
export const connecting = (its: IntlItinerary[]) => its.find((i) => i.Stops === 1)!

export function passport(personId: number | null, expiry = '2031-05-01', extra: Partial<IntlPassengerInput> = {}): IntlPassengerInput {
  return {
    PersonId: personId,
    Nationality: 'CN',
    Document: { Type: 'Passport', Number: `E${String(10_000_000 + (personId ?? 7)).slice(-8)}`, IssuingCountry: 'CN', Expiry: expiry },
    ...extra,
  }
}

export async function me(env: TestEnv, token: string): Promise<number> {
  return expectOk(await env.call('user/getBookPersons', {}, { token })).Persons.find((p: { IsSelf: boolean }) => p.IsSelf).PersonId
}

export async function fields(env: TestEnv, token: string) {
  const cc = expectOk(await env.call('user/getCostCenters', {}, { token })).Items[0]
  return {
    Contacts: [{ Name: '张伟', MobileCountryCode: '86', Mobile: '13800000001', Email: 'wei.zhang@hengyuan.example' }],
    PaymentType: 'Company' as const,
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
  }
}

export async function submitBody(
  env: TestEnv,
  token: string,
  tripType: IntlSubmitReq['TripType'],
  selections: IntlSelection[],
  passengers: IntlPassengerInput[],
  extra: Partial<IntlSubmitReq> = {},
): Promise<IntlSubmitReq> {
  const q = expectOk(await env.call('intlflight/checkPrice', { TripType: tripType, Selections: selections, Passengers: passengers }, { token }))
  return {
    ClientRequestId: rid(),
    TripType: tripType,
    Selections: selections,
    Passengers: passengers,
    PricePerPassenger: q.PricePerPassenger,
    ...(await fields(env, token)),
    ...extra,
  }
}

export const detail = async (env: TestEnv, token: string, orderNo: string) =>
  expectOk(await env.call('intlflight/getOrderDetail', { OrderNo: orderNo }, { token }))

/** Pays an order at the cashier as the detail offers it. */
export async function pay(env: TestEnv, token: string, orderNo: string) {
  const d = await detail(env, token, orderNo)
  const personal = d.PayInfo?.PersonalAmount ?? 0
  return expectOk(
    await payThrough(env, token, 'Pay/intlflightpaystart', {
      OrderNo: orderNo,
      Channel: personal > 0 ? 'WeChatPay' : 'CompanyAccount',
      PersonalAmount: personal,
    }),
  )
}

/**
 * Helpers of the car tests: a quote and a booking body that satisfy the demo company's settings
 * (cost centre, extend field 2, purpose, a contact), paying at the cashier, and stepping the
 * dispatch job on the env's clock.
 */
import type { CarQuoteReq, CarQuoteRes, CarSubmitReq } from '../../types/api/car'
import { expectOk, type TestEnv } from './helpers'
import { payThrough } from './money-harness'

let seq = 0
export const rid = (prefix = 'car'): string => `${prefix}-${process.pid}-${++seq}-${Date.now().toString(36)}`

/** Beijing: the trade centre office, the capital airport, the museum. */
export const OFFICE = 'BJS-O0'
export const AIRPORT = 'BJS-A-PEK'
export const MUSEUM = 'BJS-P8'

export const quote = async (env: TestEnv, token: string, req: Partial<CarQuoteReq> = {}): Promise<CarQuoteRes> =>
  expectOk(await env.call('car/quote', { Service: 'Ride', From: OFFICE, To: AIRPORT, ...req }, { token }))

export async function bookBody(env: TestEnv, token: string, q: CarQuoteRes, cls = 'Economy', extra: Partial<CarSubmitReq> = {}): Promise<CarSubmitReq> {
  const cc = expectOk(await env.call('user/getCostCenters', {}, { token })).Items[0]
  const o = q.Options.find((x) => x.Class === cls)!
  return {
    ClientRequestId: rid(),
    QuoteId: q.QuoteId,
    Class: o.Class,
    Fare: o.Fare,
    Contacts: [{ Name: '王芳', MobileCountryCode: '86', Mobile: '13800000002', Email: 'fang.wang@hengyuan.example' }],
    PaymentType: 'Company',
    CostCenterId: cc.Id,
    PurposeText: '客户拜访',
    ExtendFields: { ExtendField2: '客户拜访' },
    ...extra,
  } as CarSubmitReq
}

export const detail = async (env: TestEnv, token: string, orderNo: string) => expectOk(await env.call('car/getOrderDetail', { OrderNo: orderNo }, { token }))

export async function pay(env: TestEnv, token: string, orderNo: string) {
  const d = await detail(env, token, orderNo)
  const personal = d.PayInfo?.PersonalAmount ?? 0
  return expectOk(
    await payThrough(env, token, 'Pay/carpaystart', { OrderNo: orderNo, Channel: personal > 0 ? 'WeChatPay' : 'CompanyAccount', PersonalAmount: personal }),
  )
}

/** A ride booked and paid by the company: its order number. */
export async function paidRide(env: TestEnv, token: string, req: Partial<CarQuoteReq> = {}, cls = 'Economy'): Promise<string> {
  const q = await quote(env, token, req)
  const res = expectOk(await env.call('car/submitOrder', await bookBody(env, token, q, cls), { token }))
  await pay(env, token, res.OrderNo)
  return res.OrderNo
}

/** Moves the env's clock on and lets the dispatch step once. */
export async function step(env: TestEnv, seconds: number) {
  env.advance(seconds)
  return env.app.carDispatch.runOnce()
}

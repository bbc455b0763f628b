/**
 * Helpers of the disruption tests: the call context of a signed-in caller (a test-only call hands
 * it over, so the products' registered functions are called directly, as the assistant calls
 * them) and a DisruptedTrip made of a booked order.
 */
import { Type } from '@sinclair/typebox'
import type { OpsEventKind } from '../../types/api/disruption'
import { defineDomain } from '../src/http/call'
import type { AuthedContext } from '../src/http/context'
import type { DisruptedTrip, ServiceFacts } from '../src/kernel/disruptions/registry'
import { expectOk, type TestEnv } from './helpers'

type ContextCalls = { 'testDisruption/context': { req: Record<string, never>; res: Record<string, never> } }

let captured: AuthedContext | null = null

/** One call that keeps its context: what the assistant's routes hand the products. */
export const CONTEXT_DOMAIN = defineDomain<ContextCalls>('test-disruption', 'The call context of a signed-in caller, for tests', (call) => {
  call('testDisruption/context', {
    summary: "Keeps the caller's context",
    auth: 'required',
    body: Type.Object({}),
    result: Type.Object({}),
    async handle(_body, ctx) {
      captured = ctx
      return {}
    },
  })
})

/** The context of the token's caller (LanguageType `lang`: 0 zh-CN, 2 en …). */
export async function contextOf(env: TestEnv, token: string, lang?: number): Promise<AuthedContext> {
  captured = null
  expectOk(await env.call('testDisruption/context', {}, { token, ...(lang === undefined ? {} : { lang }) }))
  if (!captured) throw new Error('no context')
  return captured
}

/** The booking of an order for one traveller, as the kernel's affected() finds it. */
export async function bookingOf(env: TestEnv, orderNo: string, personId: number, paid: number) {
  const o = await env.db.selectFrom('orders').select(['id', 'company_id', 'order_no']).where('order_no', '=', orderNo).executeTakeFirstOrThrow()
  return { companyId: o.company_id, personId, orderId: o.id, orderNo: o.order_no, paid }
}

let tripSeq = 0

/** A disrupted trip of a booking on a service (cancelled unless a delay's expected departure is given). */
export function tripOf(
  booking: Awaited<ReturnType<typeof bookingOf>>,
  service: ServiceFacts,
  o: { kind?: OpsEventKind; expectedDeparture?: Date | null; delayMinutes?: number } = {},
): DisruptedTrip {
  return {
    ...booking,
    id: 9000 + ++tripSeq,
    product: service.product,
    serviceNo: service.no,
    departDate: service.date,
    kind: o.kind ?? 'Cancellation',
    delayMinutes: o.delayMinutes ?? 0,
    service,
    expectedDeparture: o.expectedDeparture ?? null,
  }
}

/**
 * The cashier's call of every product (Pay/flightpaystart, Pay/hotelpaystart, ...): one request
 * and answer shape (PayStartReq → PayStartRes) and one handler, kernel/orders/payment.ts. A
 * product names its call, says what paying does for its orders, and may first load the order
 * its own way (its product, its orders power).
 */
import type { PowerKey } from '../../../../types/api'
import * as O from '../../../../types/api/order'
import type { CallSpec } from '../../http/call'
import type { AuthedContext } from '../../http/context'
import { resultOf } from '../../http/result-schema'
import { payStart } from './payment'

export interface PayCallOptions {
  summary: string
  description?: string
  power?: PowerKey
  /** Loads the order as the product's calls do (refusing another product's); before paying. */
  load?(ctx: AuthedContext, orderNo: string): Promise<unknown>
}

export const payStartCall = (o: PayCallOptions): CallSpec<O.PayStartReq, O.PayStartRes, 'required'> => ({
  summary: o.summary,
  description: o.description ?? 'PersonalAmount must equal PayInfo.PersonalAmount of the detail (316 otherwise).',
  auth: 'required',
  ...(o.power ? { power: o.power } : {}),
  money: true,
  body: O.PayStartReq,
  result: resultOf<O.PayStartRes>('PayStartRes', 'order'),
  handle: async (body, ctx) => {
    await o.load?.(ctx, body.OrderNo)
    return payStart(ctx, body)
  },
})

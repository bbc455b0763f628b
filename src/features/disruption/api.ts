/** The disruption assistant's server calls (types/api/disruption.ts). */
import type {
  AddOpsEventReq,
  AddOpsEventRes,
  AffectedReq,
  AffectedRes,
  Disruption,
  DisruptionDetailRes,
  OpsEventListRes,
  RebookReq,
  RebookRes,
  SubscribeOutboxRes,
} from '@api/disruption'
import { http } from '@/stores'

export const disruptionDetail = (id: number): Promise<DisruptionDetailRes> => http.call('disruption/detail', { Id: id })
export const rebook = (req: RebookReq): Promise<RebookRes> => http.call('disruption/rebook', req, { loading: true })
export const keep = (id: number): Promise<{ Item: Disruption }> => http.call('disruption/keep', { Id: id }, { loading: true })
export const affected = (req: AffectedReq): Promise<AffectedRes> => http.call('disruption/affected', req)
export const addEvent = (req: AddOpsEventReq): Promise<AddOpsEventRes> => http.call('disruption/addEvent', req, { loading: true })
export const opsEvents = (pageIndex: number, pageSize: number): Promise<OpsEventListRes> =>
  http.call('disruption/events', { PageIndex: pageIndex, PageSize: pageSize }, { parallel: true })
export const outbox = (): Promise<SubscribeOutboxRes> => http.call('disruption/outbox', {}, { parallel: true })

/** The product of an order by its number ('' when not found): the new order after a rebooking opens its own details page. */
export async function orderKindOf(orderNo: string): Promise<string> {
  const r = await http.call('order/getOrderList', { Keyword: orderNo, TimeRange: '1Y', PageSize: 10 })
  return r.Orders.find((o) => o.OrderNo === orderNo)?.Product ?? ''
}

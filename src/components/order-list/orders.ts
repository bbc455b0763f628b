/** A product's orders (order/getOrderList of its kind, 10 a page), one loader per kind: the list starts afresh only when the kind changes. */
import type { OrderListRes } from '@api/order'
import { http } from '@/stores'
import type { OrderListProps } from './index'

const PAGE_SIZE = 10
const loaders = new Map<string, OrderListProps['load']>()

export function ordersOf(kind: string): OrderListProps['load'] {
  let load = loaders.get(kind)
  if (!load) {
    load = (req): Promise<OrderListRes> => http.call('order/getOrderList', { ...req, Product: kind, PageSize: PAGE_SIZE })
    loaders.set(kind, load)
  }
  return load
}

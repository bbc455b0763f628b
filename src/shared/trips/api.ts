/**
 * The orders behind the trips tab: the last year's bookings (docs/constants.md order lists reach back one
 * year), the biggest page the server gives, newest booked first — so the first page nearly
 * always holds every trip still ahead.
 */
import type { OrderListRes } from '@api/order'
import { http } from '@/stores'
import { usePaged } from '@/components/use-paged'

export const TRIP_ORDER_PAGE = 50

export function tripOrders(pageIndex: number): Promise<OrderListRes> {
  return http.call('order/getOrderList', { TimeRange: '1Y', PageIndex: pageIndex, PageSize: TRIP_ORDER_PAGE })
}

/** The trips behind a paged list (the trips tab, the colleagues I follow). */
export const useTripOrders = () => usePaged(async (page: number) => {
  const r = await tripOrders(page)
  return { items: r.Orders, total: r.Total }
})

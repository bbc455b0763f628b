/**
 * The orders behind the trips tab: the last year's bookings (docs/constants.md order lists reach back one
 * year), the biggest page the server gives, newest booked first — so the first page nearly
 * always holds every trip still ahead.
 */
import type { OrderListRes } from '@api/order'
import { http } from '@/stores'
import { usePaged } from '@/components/use-paged'
import { withSnapshot } from '@/shared/snapshots'

export const TRIP_ORDER_PAGE = 50

export function tripOrders(pageIndex: number): Promise<OrderListRes> {
  return http.call('order/getOrderList', { TimeRange: '1Y', PageIndex: pageIndex, PageSize: TRIP_ORDER_PAGE })
}

/**
 * The trips behind a paged list (the trips tab, the colleagues I follow). The first page is kept
 * as an offline snapshot: without a network it comes back with `meta.staleAt`, the time it was
 * fetched, and no further pages.
 */
export const useTripOrders = () =>
  usePaged<OrderListRes['Orders'][number], { staleAt: string | null }>(async (page: number) => {
    if (page > 1) {
      const r = await tripOrders(page)
      return { items: r.Orders, total: r.Total, meta: { staleAt: null } }
    }
    const r = await withSnapshot('trips', () => tripOrders(1))
    return { items: r.data.Orders, total: r.staleAt ? r.data.Orders.length : r.data.Total, meta: { staleAt: r.staleAt } }
  })

/** The flight order a page is about, through the kit's order hook (refund and change load it once). */
import type { FlightOrderDetail } from '@api/order'
import { useOrder } from '@/components/use-order'
import { orderDetail } from './order-api'

export const useFlightOrder = (opts: { reloadOnShow: boolean; onLoad?: (o: FlightOrderDetail) => void }) => useOrder(orderDetail, opts)

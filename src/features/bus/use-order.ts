/** The bus order a page is about, through the kit's order hook. */
import { useOrder } from '@/components/use-order'
import { orderDetail } from './api'

export const useBusOrder = () => useOrder(orderDetail)

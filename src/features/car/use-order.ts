/** The car order a page is about, through the kit's order hook. */
import { useOrder } from '@/components/use-order'
import { orderDetail } from './api'

export const useCarOrder = () => useOrder(orderDetail)

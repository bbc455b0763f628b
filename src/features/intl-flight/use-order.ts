/** The international flight order a page is about, through the kit's order hook. */
import type { IntlOrderDetail } from '@api/intlflight'
import { useOrder } from '@/components/use-order'
import { orderDetail } from './api'

export const useIntlOrder = (opts?: { reloadOnShow?: boolean; onLoad?: (o: IntlOrderDetail) => void }) => useOrder<IntlOrderDetail>(orderDetail, opts)

/**
 * The flight order a page is about (its `orderNo` route parameter), through the kit's loadable:
 * loaded when the page shows (details, cashier) or once when it mounts (refund and change keep
 * what the traveller chose), and again when the H5 router hands the page another order number
 * without showing it anew.
 */
import { useEffect, useRef } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { FlightOrderDetail } from '@api/order'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'
import { orderDetail } from './order-api'

export function useFlightOrder(opts: { reloadOnShow: boolean; onLoad?: (o: FlightOrderDetail) => void }) {
  const { session } = useStores()
  const orderNo = String(useRouter().params.orderNo ?? '')
  const loaded = useLoadable(() => orderDetail(orderNo))
  const onLoad = useRef(opts.onLoad)
  onLoad.current = opts.onLoad

  const load = async () => {
    if (!orderNo) return loaded.fail()
    const o = await loaded.reload()
    if (o) onLoad.current?.(o)
  }
  useDidShow(() => {
    if (opts.reloadOnShow && session.signedIn) void load()
  })
  useEffect(() => {
    if (!opts.reloadOnShow && session.signedIn) void load()
  }, [session.signedIn])
  useEffect(() => {
    if (loaded.data && loaded.data.OrderNo !== orderNo) void load()
  }, [orderNo])

  return { orderNo, order: loaded.data, status: loaded.status, load }
}

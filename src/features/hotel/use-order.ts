/** The hotel order a page is about (its `orderNo` route parameter), loaded each time the page shows. */
import { useEffect } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { HotelOrderDetail } from '@api/hotel'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'
import { orderDetail } from './api'

export function useHotelOrder() {
  const { session } = useStores()
  const orderNo = String(useRouter().params.orderNo ?? '')
  const loaded = useLoadable<HotelOrderDetail>(() => orderDetail(orderNo))
  const load = async () => {
    if (!orderNo) return loaded.fail()
    await loaded.reload()
  }
  useDidShow(() => {
    if (session.signedIn) void load()
  })
  useEffect(() => {
    if (loaded.data && loaded.data.OrderNo !== orderNo) void load()
  }, [orderNo])
  return { orderNo, order: loaded.data, status: loaded.status, load }
}

/**
 * The train order a page is about (its `orderNo` route parameter; notices link with `OrderNo`),
 * loaded each time the page shows.
 */
import { useEffect } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { TrainOrderDetail } from '@api/train'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'
import { orderDetail } from './api'

export function useTrainOrder() {
  const { session } = useStores()
  const p = useRouter().params
  const orderNo = String(p.orderNo ?? p.OrderNo ?? '')
  const loaded = useLoadable<TrainOrderDetail>(() => orderDetail(orderNo))
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

/**
 * The order a page is about (its `orderNo` route parameter; order notices link with `OrderNo`),
 * through the kit's loadable, for every product's details, cashier and after-sale pages: loaded
 * when the page shows (details, cashier) or once when it mounts (refund and change keep what the
 * traveller chose), and again when the H5 router hands the page another order number without
 * showing it anew.
 */
import { useEffect, useRef } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'

export function useOrder<T extends { OrderNo: string }>(fetch: (orderNo: string) => Promise<T>, opts: { reloadOnShow?: boolean; onLoad?: (o: T) => void } = {}) {
  const { session } = useStores()
  const p = useRouter().params
  const orderNo = String(p.orderNo ?? p.OrderNo ?? '')
  const reloadOnShow = opts.reloadOnShow ?? true
  const loaded = useLoadable<T>(() => fetch(orderNo))
  const onLoad = useRef(opts.onLoad)
  onLoad.current = opts.onLoad

  const load = async () => {
    if (!orderNo) return loaded.fail()
    const o = await loaded.reload()
    if (o) onLoad.current?.(o)
  }
  useDidShow(() => {
    if (reloadOnShow && session.signedIn) void load()
  })
  useEffect(() => {
    if (!reloadOnShow && session.signedIn) void load()
  }, [session.signedIn])
  useEffect(() => {
    if (loaded.data && loaded.data.OrderNo !== orderNo) void load()
  }, [orderNo])

  return { orderNo, order: loaded.data, status: loaded.status, load }
}

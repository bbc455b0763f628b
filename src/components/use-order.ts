/**
 * The order a page is about (its `orderNo` route parameter; order notices link with `OrderNo`),
 * through the kit's loadable, for every product's details, cashier and after-sale pages: loaded
 * when the page shows (details, cashier) or once when it mounts (refund and change keep what the
 * traveller chose), and again when the H5 router hands the page another order number without
 * showing it anew.
 *
 * Every order that arrives is kept as an offline snapshot (shared/snapshots.ts): without a network
 * the page shows the last one with the time it was fetched (`staleAt`, for the kit's SnapshotNote),
 * and loads again when the network returns. `error` is why the last load failed (for the kit's
 * ErrorBlock: an order that does not exist or is not the user's is said so, not retried).
 */
import { useEffect, useRef, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useLoadable } from '@/components/use-loadable'
import { withSnapshot } from '@/shared/snapshots'
import { useStores } from '@/stores'

export function useOrder<T extends { OrderNo: string }>(
  fetch: (orderNo: string) => Promise<T>,
  opts: { reloadOnShow?: boolean; onLoad?: (o: T) => void } = {},
) {
  const { session, ui } = useStores()
  const p = useRouter().params
  const orderNo = String(p.orderNo ?? p.OrderNo ?? '')
  const reloadOnShow = opts.reloadOnShow ?? true
  const [staleAt, setStaleAt] = useState<string | null>(null)
  const loaded = useLoadable<T>(async () => {
    const r = await withSnapshot(`order:${orderNo}`, () => fetch(orderNo))
    setStaleAt(r.staleAt)
    return r.data
  })
  const onLoad = useRef(opts.onLoad)
  onLoad.current = opts.onLoad
  const retry = useRef(false)
  // Showing the snapshot: loaded again when the network returns (a failed load retries by itself).
  retry.current = staleAt !== null

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
  useEffect(
    () =>
      ui.whenOnlineAgain(() => {
        if (retry.current && session.signedIn) void load()
      }),
    [],
  )

  return { orderNo, order: loaded.data, status: loaded.status, error: loaded.error, load, staleAt }
}

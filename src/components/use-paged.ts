/**
 * A paged server list behind PullList: the first page (on show, on pull-to-refresh, after a
 * filter change), the next pages, and the four states of docs/ux.md. A newer load of the same
 * list wins: answers of an older one (a tab the user already left) are dropped. The loads run
 * `independently` of other calls to their path: another screen's list on the same path (the
 * trips tab still loading while a product's order list opens) neither cancels this list's load,
 * which would leave it on its skeleton for good, nor is cancelled by it. A first page that failed
 * for want of a network is asked again when the network returns.
 */
import { useEffect, useRef, useState } from 'react'
import { isApiError, isCancelled } from '@/core/errors'
import { http, rootStore } from '@/stores'

export interface Page<T, M = undefined> {
  items: T[]
  total: number
  /** What the list's answer says besides its rows (e.g. the unread count); the newest page's wins. */
  meta?: M
}

export interface PagedState<T, M = undefined> {
  /** null until the first page arrived. */
  items: T[] | null
  total: number
  page: number
  /** The first page failed and nothing is shown: the error state with retry. */
  failed: boolean
  meta?: M
}

const EMPTY = { items: null, total: 0, page: 1, failed: false }

export function usePaged<T, M = undefined>(fetchPage: (page: number) => Promise<Page<T, M>>) {
  const [state, setState] = useState<PagedState<T, M>>(EMPTY)
  const seq = useRef(0)
  const latest = useRef(fetchPage)
  latest.current = fetchPage

  /** Reloads page 1; rejects when it failed so PullList does not say 'refresh succeeded'. */
  const refresh = async (): Promise<void> => {
    const mine = ++seq.current
    try {
      const r = await http.independently(() => latest.current(1))
      if (mine === seq.current) setState({ items: r.items, total: r.total, page: 1, failed: false, meta: r.meta })
    } catch (e) {
      if (mine === seq.current && !isCancelled(e)) {
        offlineFailure.current = isApiError(e) && e.kind === 'transport'
        setState((s) => ({ ...s, failed: s.items === null }))
      }
      throw e
    }
  }
  const offlineFailure = useRef(false)
  const failed = useRef(false)
  failed.current = state.failed
  useEffect(
    () =>
      rootStore.ui.whenOnlineAgain(() => {
        if (failed.current && offlineFailure.current) refresh().catch(() => undefined)
      }),
    [],
  ) // eslint-disable-line react-hooks/exhaustive-deps

  /** Appends the next page; resolves whether more remain. */
  const loadMore = async (): Promise<boolean> => {
    const mine = seq.current
    const next = state.page + 1
    const r = await http.independently(() => latest.current(next))
    if (mine !== seq.current) return true
    const items = [...(state.items ?? []), ...r.items]
    setState({ items, total: r.total, page: next, failed: false, meta: r.meta })
    return items.length < r.total && r.items.length > 0
  }

  /** Back to the skeleton (a new filter): the next refresh fills it. */
  const reset = () => {
    seq.current++
    setState(EMPTY)
  }

  const hasMore = state.items !== null && state.items.length < state.total
  return { state, setState, refresh, loadMore, reset, hasMore }
}

/**
 * A one-shot server load behind a page or a sheet (docs/kit.md): its status for the states of
 * docs/ux.md, the data, the error, and retry. A newer load wins: the answer of an older one is
 * dropped, and a call the http client cancelled (same path, newer call) is not an error. The data
 * of the last good answer stays while the page reloads (on show, after an action), so the page
 * does not fall back to its skeleton. A load that failed for want of a network runs again when the
 * network returns.
 */
import { useEffect, useRef, useState } from 'react'
import { isApiError, isCancelled } from '@/core/errors'
import { rootStore } from '@/stores'

export type LoadStatus = 'loading' | 'error' | 'ready'

export interface Loadable<T> {
  status: LoadStatus
  /** The last good answer; null until the first one. */
  data: T | null
  /** Why the last load failed (status 'error'). */
  error: unknown
  /** Loads again; resolves with the answer, or undefined when it failed or a newer load won. */
  reload: () => Promise<T | undefined>
  /** Changes the data in place (an action answered with the new state). */
  set: (next: T | ((prev: T | null) => T)) => void
  /** Marks the load failed without calling the server (a page opened without its key). */
  fail: (error?: unknown) => void
}

export function useLoadable<T>(fetch: () => Promise<T>): Loadable<T> {
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; error: unknown }>({ status: 'loading', data: null, error: null })
  const seq = useRef(0)
  const latest = useRef(fetch)
  latest.current = fetch

  const reload = async (): Promise<T | undefined> => {
    const mine = ++seq.current
    setState((s) => (s.status === 'loading' ? s : { ...s, status: 'loading' }))
    try {
      const data = await latest.current()
      if (mine !== seq.current) return undefined
      setState({ status: 'ready', data, error: null })
      return data
    } catch (error) {
      if (mine === seq.current && !isCancelled(error)) setState((s) => ({ ...s, status: 'error', error }))
      return undefined
    }
  }

  const set = (next: T | ((prev: T | null) => T)) =>
    setState((s) => ({ ...s, status: 'ready', data: typeof next === 'function' ? (next as (prev: T | null) => T)(s.data) : next }))

  const fail = (error: unknown = null) => {
    seq.current++
    setState((s) => ({ ...s, status: 'error', error }))
  }

  const offlineFailure = useRef(false)
  offlineFailure.current = state.status === 'error' && isApiError(state.error) && state.error.kind === 'transport'
  useEffect(
    () =>
      rootStore.ui.whenOnlineAgain(() => {
        if (offlineFailure.current) void reload()
      }),
    [],
  ) // eslint-disable-line react-hooks/exhaustive-deps

  return { ...state, reload, set, fail }
}

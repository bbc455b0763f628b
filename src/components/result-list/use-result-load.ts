/**
 * A result list's answer for the page's request: asked when the page shows (signed in; `onShow`
 * first, e.g. a station list not loaded yet) and again when the request (`key`) changes;
 * `load(true)` asks again whatever is kept.
 */
import { useCallback, useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { useStores } from '@/stores'

export function useResultLoad(key: string, ask: (force: boolean) => unknown, onShow?: () => void): (force?: boolean) => void {
  const { session } = useStores()
  const load = useCallback((force = false) => void ask(force), [key]) // eslint-disable-line react-hooks/exhaustive-deps
  useDidShow(() => {
    if (!session.signedIn) return
    onShow?.()
    load()
  })
  useEffect(() => {
    if (session.signedIn) load()
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  return load
}

/**
 * A page's one-shot load (`useLoadable`) made each time the page shows while someone is signed in
 * (docs/ux.md: back on a page, it shows what changed elsewhere); `when` holds it back (a page
 * opened without its key, a form whose draft must not be replaced).
 */
import { useDidShow } from '@tarojs/taro'
import { useStores } from '@/stores'
import { type Loadable, useLoadable } from './use-loadable'

export function useLoadOnShow<T>(fetch: () => Promise<T>, when?: () => boolean): Loadable<T> {
  const { session } = useStores()
  const load = useLoadable(fetch)
  useDidShow(() => {
    if (session.signedIn && (when?.() ?? true)) void load.reload()
  })
  return load
}

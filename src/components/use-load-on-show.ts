/**
 * A page's one-shot load (`useLoadable`) made each time the page shows while someone is signed in
 * (docs/ux.md: back on a page, it shows what changed elsewhere); `when` holds it back (a page
 * opened without its key, a form whose draft must not be replaced). `useSignedInShow` is the rule
 * itself, for a load of another kind.
 */
import { useDidShow } from '@tarojs/taro'
import { useStores } from '@/stores'
import { type Loadable, useLoadable } from './use-loadable'

export function useLoadOnShow<T>(fetch: () => Promise<T>, when?: () => boolean): Loadable<T> {
  const load = useLoadable(fetch)
  useSignedInShow(() => {
    if (when?.() ?? true) void load.reload()
  })
  return load
}

/** Runs `run` each time the page shows while someone is signed in (a paged list's refresh). */
export function useSignedInShow(run: () => unknown) {
  const { session } = useStores()
  useDidShow(() => {
    if (session.signedIn) void run()
  })
}

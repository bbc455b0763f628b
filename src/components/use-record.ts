/**
 * The record a details page is about, by the key its address carries (an approval's id, an
 * application's number): loaded each time the page shows while signed in and handed to `onLoad`;
 * without a key the load fails at once, so the page says the record is missing. `load` loads it
 * again after an action.
 */
import { useSignedInShow } from './use-load-on-show'
import { useLoadable } from './use-loadable'

export function useRecord<T>(key: string, fetch: (key: string) => Promise<T>, onLoad?: (record: T) => void) {
  const loaded = useLoadable(() => fetch(key))
  const load = async () => {
    if (!key) return loaded.fail()
    const record = await loaded.reload()
    if (record) onLoad?.(record)
  }
  useSignedInShow(load)
  return { key, data: loaded.data, status: loaded.status, load }
}

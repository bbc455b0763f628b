import { KEYS } from '../core/storage-keys'
import type { KVStore } from './kv'

/**
 * The route interrupted by a sign-in. It lives in persistent storage, not the session store:
 * an OAuth sign-in on H5 leaves the site and comes back to a fresh start, which clears the
 * session store (docs/constants.md).
 */
export const REMEMBERED_ROUTE_KEY = KEYS.redirectRoute

export function rememberRouteIn(store: KVStore, url: string): void {
  if (url) store.set(REMEMBERED_ROUTE_KEY, url)
}

/** Returns the remembered route once, then forgets it; '' when none. */
export function takeRememberedRouteFrom(store: KVStore): string {
  const url = store.get(REMEMBERED_ROUTE_KEY) ?? ''
  store.remove(REMEMBERED_ROUTE_KEY)
  return url
}

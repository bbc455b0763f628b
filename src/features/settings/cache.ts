/**
 * What "clear cache" measures and removes (docs/data.md): every stored key except what the app
 * must keep to stay the same app for the same person — the sign-in (token, login type), the
 * language and whether it follows the system, currency, appearance, and the recent cities and
 * stations. The session store (drafts, hand-overs between booking pages) goes too, except the
 * navigation history.
 */
import { KEEP_ON_VERSION_UPDATE, KEYS, NAV_KEYS, PERSIST_ACROSS_START } from '@/core/storage-keys'
import type { KVStore } from '@/platform/kv'

export const KEEP_ON_CLEAR: readonly string[] = [...new Set([...KEEP_ON_VERSION_UPDATE, ...PERSIST_ACROSS_START, KEYS.appearance])]
const KEEP_IN_SESSION: readonly string[] = Object.values(NAV_KEYS)

/** The removable entries of both stores, each with the store it is in. */
function removable(storage: KVStore, session: KVStore): [KVStore, string][] {
  const entries = (kv: KVStore, keep: readonly string[]) => kv.keys().flatMap((k): [KVStore, string][] => (keep.includes(k) ? [] : [[kv, k]]))
  return [...entries(storage, KEEP_ON_CLEAR), ...entries(session, KEEP_IN_SESSION)]
}

/** Bytes the removable entries take (UTF-16, as browsers count Web Storage). */
export function cacheBytes(storage: KVStore, session: KVStore): number {
  return removable(storage, session).reduce((n, [kv, k]) => n + (k.length + (kv.get(k) ?? '').length) * 2, 0)
}

/** Removes the removable entries; returns how many went. */
export function clearCache(storage: KVStore, session: KVStore): number {
  const gone = removable(storage, session)
  for (const [kv, k] of gone) kv.remove(k)
  return gone.length
}

/** '0 KB', '12.3 KB', '1.2 MB'. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${bytes === 0 ? 0 : Math.max(0.1, Math.round(bytes / 102.4) / 10)} KB`
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`
}

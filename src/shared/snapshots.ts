/**
 * The offline snapshots of the signed-in account (rules in domain/snapshots.ts) in host storage:
 * kept when the trips or an order arrive, read when the network fails. Signing out or another
 * person signing in forgets them.
 */
import { clock } from '@/core/clock'
import { isApiError } from '@/core/errors'
import { KEYS } from '@/core/storage-keys'
import { asBook, ownerKey, putSnapshot, takeSnapshot, type Snapshot } from '@/domain/snapshots'
import { storage } from '@/platform/storage'
import { rootStore } from '@/stores'

const owner = () => (rootStore.session.token ? ownerKey(rootStore.session.token) : '')

export function keepSnapshot(key: string, data: unknown): void {
  const who = owner()
  if (!who) return
  try {
    storage.setJSON(KEYS.offlineSnapshots, putSnapshot(asBook(storage.getJSON(KEYS.offlineSnapshots, null)), who, key, data, clock.dateTime()))
  } catch {
    // A full store keeps the older snapshots; the screen still works online.
  }
}

export function lastSnapshot<T>(key: string): Snapshot<T> | null {
  const who = owner()
  return who ? takeSnapshot<T>(asBook(storage.getJSON(KEYS.offlineSnapshots, null)), who, key) : null
}

/** The network failed (no answer at all), as opposed to the server refusing. */
export const isNetworkFailure = (e: unknown): boolean => isApiError(e) && e.kind === 'transport'

/**
 * `fetch`'s answer, kept under `key`; when the network fails and a snapshot exists, the snapshot
 * with the time it was fetched instead. Server refusals pass through untouched.
 */
export async function withSnapshot<T>(key: string, fetch: () => Promise<T>): Promise<{ data: T; staleAt: string | null }> {
  try {
    const data = await fetch()
    keepSnapshot(key, data)
    return { data, staleAt: null }
  } catch (e) {
    const snap = isNetworkFailure(e) ? lastSnapshot<T>(key) : null
    if (!snap) throw e
    return { data: snap.data, staleAt: snap.at }
  }
}

rootStore.session.onPersonChange(() => storage.remove(KEYS.offlineSnapshots))

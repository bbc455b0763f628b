/**
 * The last known state of what a traveller needs on the road without a network (issue 9 "offline
 * trips"): the trips list and the details of the orders opened, each with when it was fetched.
 * One book per signed-in account (its owner key), the most recently fetched first, at most
 * SNAPSHOT_CAP entries; another account's book is never read.
 */
export const SNAPSHOT_CAP = 30

export interface Snapshot<T = unknown> {
  /** When it was fetched: 'yyyy-MM-dd HH:mm' on the app's clock. */
  at: string
  data: T
}

export interface SnapshotBook {
  owner: string
  /** Keys, most recently fetched first. */
  order: string[]
  entries: Record<string, Snapshot>
}

export const emptyBook = (owner: string): SnapshotBook => ({ owner, order: [], entries: {} })

/** A stored value as a book, or null when it is not one (a damaged or older value). */
export function asBook(value: unknown): SnapshotBook | null {
  if (!value || typeof value !== 'object') return null
  const b = value as Partial<SnapshotBook>
  if (typeof b.owner !== 'string' || !Array.isArray(b.order) || !b.entries || typeof b.entries !== 'object') return null
  const order = b.order.filter((k): k is string => typeof k === 'string' && !!b.entries![k] && typeof b.entries![k].at === 'string')
  return { owner: b.owner, order, entries: Object.fromEntries(order.map((k) => [k, b.entries![k]])) }
}

/** The book with `data` under `key`, fetched `at`, first; the oldest beyond the cap dropped. Another owner's book starts over. */
export function putSnapshot(book: SnapshotBook | null, owner: string, key: string, data: unknown, at: string, cap = SNAPSHOT_CAP): SnapshotBook {
  const base = book && book.owner === owner ? book : emptyBook(owner)
  const order = [key, ...base.order.filter((k) => k !== key)].slice(0, cap)
  const entries: Record<string, Snapshot> = {}
  for (const k of order) entries[k] = k === key ? { at, data } : base.entries[k]
  return { owner, order, entries }
}

/** What the owner's book keeps under `key`, or null. */
export function takeSnapshot<T>(book: SnapshotBook | null, owner: string, key: string): Snapshot<T> | null {
  if (!book || book.owner !== owner) return null
  return (book.entries[key] as Snapshot<T> | undefined) ?? null
}

/** A short fingerprint of a sign-in, so a book is tied to one account without keeping its token twice (FNV-1a). */
export function ownerKey(token: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(36)
}

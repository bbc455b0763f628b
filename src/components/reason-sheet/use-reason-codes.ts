/**
 * The reason codes a page's reason sheets offer, loaded once per kind when a sheet first needs
 * them (refund, change, out of policy, not the lowest fare): the codes, whether the load failed
 * (the sheet says so with a retry), and the loads themselves.
 */
import { useState } from 'react'
import type { Product, ReasonCodeItem, ReasonKind } from '@api/booking-data'
import { reasonCodes } from '@/shared/reason-codes'

type Entry = ReasonCodeItem[] | 'loading' | 'error'

export interface ReasonCodes {
  /** The codes of a kind; null until they arrived. */
  of: (kind: ReasonKind) => ReasonCodeItem[] | null
  failed: (kind: ReasonKind) => boolean
  /** Loads a kind unless it is loaded or loading. */
  ensure: (kind: ReasonKind) => void
  /** Loads a kind again (retry). */
  reload: (kind: ReasonKind) => void
}

export function useReasonCodes(product: Product): ReasonCodes {
  const [lists, setLists] = useState<Partial<Record<ReasonKind, Entry>>>({})
  const put = (kind: ReasonKind, entry: Entry) => setLists((l) => ({ ...l, [kind]: entry }))
  const reload = (kind: ReasonKind) => {
    put(kind, 'loading')
    reasonCodes(product, kind).then(
      (r) => put(kind, r.Items),
      () => put(kind, 'error'),
    )
  }
  const of = (kind: ReasonKind) => {
    const e = lists[kind]
    return Array.isArray(e) ? e : null
  }
  return {
    of,
    failed: (kind) => lists[kind] === 'error',
    ensure: (kind) => {
      if (!of(kind) && lists[kind] !== 'loading') reload(kind)
    },
    reload,
  }
}

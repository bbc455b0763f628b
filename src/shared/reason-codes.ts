/**
 * The company's reason codes (docs/validation.md#reasons-and-feedback), one client for every product: why a
 * booking is out of policy or not the lowest fare, why a ticket is refunded or changed.
 */
import type { Product, ReasonCodeItem, ReasonCodeRes, ReasonKind } from '@api/booking-data'
import { http } from '@/stores'

export function reasonCodes(product: Product, kind: ReasonKind): Promise<ReasonCodeRes> {
  // A screen may load two kinds side by side (out of policy and not the lowest fare).
  return http.call('reasoncode/get', { Product: product, Kind: kind }, { parallel: true })
}

export interface ReasonCodeList {
  kind: ReasonKind
  items: ReasonCodeItem[]
  /** Whether 'other' with a free text is offered next to the codes. */
  allowOther: boolean
}

/** The codes of one kind with the 'other' switch, as a reason sheet groups them. */
export function reasonCodeList(product: Product, kind: ReasonKind): Promise<ReasonCodeList> {
  return reasonCodes(product, kind).then((r) => ({ kind, items: r.Items, allowOther: r.IsDisplayOtherItem }))
}

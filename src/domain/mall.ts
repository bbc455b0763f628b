/** The points mall's rule the screen applies itself (docs/money.md#points-mall). */

/** At most this many of one item per redemption (types/api/money.ts MallRedeemReq). */
export const MALL_MAX_QUANTITY = 10

/** How many of an item one can redeem now: within its stock, one's points and the per-redemption limit. */
export function redeemable(item: { Price: number; Stock: number }, points: number): number {
  if (item.Price <= 0) return 0
  return Math.max(0, Math.min(MALL_MAX_QUANTITY, item.Stock, Math.floor(points / item.Price)))
}

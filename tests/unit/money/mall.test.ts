/** How many of a mall item one may redeem (src/domain/mall.ts). */
import { MALL_MAX_QUANTITY, redeemable } from '@/domain/mall'

describe('redeemable', () => {
  it.each([
    ['plenty of points and stock: the per-redemption limit', { Price: 100, Stock: 50 }, 5000, MALL_MAX_QUANTITY],
    ['the points allow two', { Price: 800, Stock: 50 }, 2000, 2],
    ['only three left', { Price: 200, Stock: 3 }, 2000, 3],
    ['sold out', { Price: 150, Stock: 0 }, 2000, 0],
    ['not enough points for one', { Price: 1000, Stock: 5 }, 999, 0],
    ['exactly enough for one', { Price: 1000, Stock: 5 }, 1000, 1],
    ['no points at all', { Price: 300, Stock: 5 }, 0, 0],
  ])('%s', (_, item, points, expected) => {
    expect(redeemable(item, points)).toBe(expected)
  })
})

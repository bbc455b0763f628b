/**
 * The pure rules behind refund splits and bean awards (services/money/sources.ts, beans.ts),
 * as properties over random amounts: a split never gives a source more than it holds, always
 * hands out exactly what can be handed out, and follows the proportions to within one fen.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { awardBeans } from '../src/services/money/beans'
import { splitProRata } from '../src/services/money/sources'

describe('refund split over payment sources', () => {
  it('matches worked examples', () => {
    assert.deepEqual(splitProRata(100, [50, 50]), [50, 50])
    assert.deepEqual(splitProRata(101, [50, 50, 1]), [50, 50, 1])
    assert.deepEqual(splitProRata(10, [1, 2]), [1, 2], 'never more than a source holds')
    assert.deepEqual(splitProRata(1, [1, 1]), [1, 0], 'the odd fen goes to the first of equal remainders')
    assert.deepEqual(splitProRata(3, [2, 1]), [2, 1])
    assert.deepEqual(splitProRata(50, [0, 100]), [0, 50])
    assert.deepEqual(splitProRata(0, [10, 20]), [0, 0])
    assert.deepEqual(splitProRata(10, [0, 0]), [0, 0])
  })

  const caps = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 6 })
  it('hands out min(amount, held), never above a source, each within one fen of its share', () => {
    fc.assert(
      fc.property(caps, fc.integer({ min: 0, max: 20_000_000 }), (c, amount) => {
        const out = splitProRata(amount, c)
        const held = c.reduce((s, v) => s + v, 0)
        const given = out.reduce((s, v) => s + v, 0)
        if (given !== Math.min(amount, held)) return false
        if (out.some((v, i) => v < 0 || v > c[i] || !Number.isInteger(v))) return false
        return held === 0 || out.every((v, i) => Math.abs(v - (Math.min(amount, held) * c[i]) / held) < 1)
      }),
    )
  })
})

describe('beans awarded', () => {
  it('are a fifth of the saving in whole yuan, never negative, and grow with the saving', () => {
    assert.equal(awardBeans(55_300, 93_300), 76)
    assert.equal(awardBeans(100, 599), 0)
    assert.equal(awardBeans(100, 600), 1)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (price, ptb, more) => {
          const a = awardBeans(price, ptb)
          return a >= 0 && a * 500 <= Math.max(0, ptb - price) && awardBeans(price, ptb + more) >= a && awardBeans(price, null) === 0
        },
      ),
    )
  })
})

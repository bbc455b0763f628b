/**
 * The one conversion rule of types/api/money-values.ts (docs/money.md): CNY fen to a currency's
 * minor units and back, rounded half away from zero to the target's minor unit. Table-driven
 * cases, then properties over random amounts and rates.
 */
import fc from 'fast-check'
import { CURRENCY_CODES, MINOR_UNITS, mulDivRound, fromFen, minorText, parseRate, rateText, toFen, type CurrencyCode } from '@api/money-values'

describe('mulDivRound', () => {
  it.each([
    [5, 1, 2, 3],
    [-5, 1, 2, -3],
    [4, 1, 3, 1],
    [-4, 1, 3, -1],
    [5, 1, 3, 2],
    [5, -1, 3, -2],
    [7, 1, -2, -4],
    [0, 5, 9, 0],
    [1, 1, 3, 0],
    // Beyond 2^53 in between: 9e15 × 1e6 / 1e6 comes back whole.
    [9_000_000_000_000_000, 1_000_000, 1_000_000, 9_000_000_000_000_000],
    [123_456_789_012, 987_654, 7_123_457, 17_117_053_068],
  ])('%p × %p / %p = %p', (a, b, c, q) => expect(mulDivRound(a, b, c)).toBe(q))

  it('refuses a zero divisor and results that are not safe integers', () => {
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError)
    expect(() => mulDivRound(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow(RangeError)
    expect(() => mulDivRound(0.5, 1, 1)).toThrow(RangeError)
  })
})

describe('fromFen and toFen', () => {
  it.each<[number, CurrencyCode, number, number]>([
    // ¥1 at 7.2 CNY per dollar is $0.13888…: 14 cents.
    [100, 'USD', 7_200_000, 14],
    // ¥1,280 at 7.8 per euro: 164.10256… euros.
    [128_000, 'EUR', 7_800_000, 16_410],
    // Exactly half a cent rounds away from zero, both ways.
    [1, 'USD', 2_000_000, 1],
    [-1, 'USD', 2_000_000, -1],
    [3, 'USD', 2_000_000, 2],
    [-3, 'USD', 2_000_000, -2],
    // JPY has no minor unit: ¥1 at 0.0475 is 21.05 yen → 21; ¥1,000 → 21,052.63 → 21,053.
    [100, 'JPY', 47_500, 21],
    [100_000, 'JPY', 47_500, 21_053],
    // Half a yen rounds up; KRW has none either.
    [1, 'JPY', 20_000, 1],
    [26, 'KRW', 5_200, 50],
    // CNY is never converted.
    [12_345, 'CNY', 1, 12_345],
    [0, 'GBP', 9_150_000, 0],
  ])('%p fen in %s at %p µ = %p', (fen, code, rate, minor) => expect(fromFen(fen, code, rate)).toBe(minor))

  it.each<[number, CurrencyCode, number, number]>([
    [100, 'USD', 7_200_000, 720],
    [1, 'JPY', 47_500, 5],
    [1, 'JPY', 20_000, 2],
    [10_000, 'KRW', 5_200, 5_200],
    [1, 'USD', 7_123_450, 7],
    [-1, 'USD', 7_150_000, -7],
    [99, 'CNY', 1, 99],
  ])('%p minor of %s at %p µ = %p fen', (minor, code, rate, fen) => expect(toFen(minor, code, rate)).toBe(fen))

  it('refuses fractions and unsafe numbers, and rates that are not positive millionths', () => {
    expect(() => fromFen(1.5, 'USD', 7_200_000)).toThrow(RangeError)
    expect(() => fromFen(100, 'USD', 0)).toThrow(RangeError)
    expect(() => fromFen(100, 'USD', 7.2)).toThrow(RangeError)
    expect(() => toFen(Number.MAX_SAFE_INTEGER + 2, 'USD', 7_200_000)).toThrow(RangeError)
  })
})

describe('rate texts and amount texts', () => {
  it.each([
    ['7.1234', 7_123_400],
    ['0.0475', 47_500],
    ['9', 9_000_000],
    ['0.000001', 1],
    [' 12.5 ', 12_500_000],
  ])('parses %p', (text, micro) => expect(parseRate(text)).toBe(micro))

  it.each(['', '0', '0.0', '-1', '1.2345678', 'abc', '1e3', '1.'])('refuses %p', (text) => expect(parseRate(text)).toBeNull())

  it.each([
    [7_123_400, '7.1234'],
    [9_000_000, '9'],
    [47_500, '0.0475'],
    [1, '0.000001'],
  ])('writes %p as %p', (micro, text) => expect(rateText(micro)).toBe(text))

  it.each<[number, CurrencyCode, string]>([
    [16_410, 'EUR', '164.10'],
    [5, 'USD', '0.05'],
    [-1_205, 'USD', '-12.05'],
    [21_053, 'JPY', '21053'],
    [0, 'CNY', '0.00'],
  ])('%p of %s is %p', (minor, code, text) => expect(minorText(minor, code)).toBe(text))
})

const codes = fc.constantFrom(...CURRENCY_CODES.filter((c) => c !== 'CNY'))
// From a won (0.0001 CNY) to a pound and beyond.
const rates = fc.integer({ min: 100, max: 50_000_000 })
// Up to ¥100 million either way, converted into any currency at any of these rates, stays a safe integer.
const amounts = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 })

describe('properties', () => {
  it('a conversion is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(amounts, codes, rates, (fen, code, rate) => {
        const minor = BigInt(fromFen(fen, code, rate))
        const units = BigInt(10 ** MINOR_UNITS[code])
        // exact minor = fen × units × 1e6 / (100 × rate); compare both sides times the denominator.
        const exactScaled = BigInt(fen) * units * BigInt(1_000_000)
        const den = BigInt(100) * BigInt(rate)
        const diff = minor * den - exactScaled
        return BigInt(2) * (diff < BigInt(0) ? -diff : diff) <= den
      }),
    )
  })

  it('is odd: a negative amount converts to the negative of its absolute value (half away from zero)', () => {
    fc.assert(fc.property(amounts, codes, rates, (fen, code, rate) => fromFen(-fen, code, rate) === -fromFen(fen, code, rate) || fen === 0))
  })

  it('keeps order: more fen never converts to less', () => {
    fc.assert(
      fc.property(amounts, amounts, codes, rates, (a, b, code, rate) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        return fromFen(lo, code, rate) <= fromFen(hi, code, rate)
      }),
    )
  })

  it('back to fen lands within half a minor unit (plus half a fen) of where it started', () => {
    fc.assert(
      fc.property(amounts, codes, rates, (fen, code, rate) => {
        const back = toFen(fromFen(fen, code, rate), code, rate)
        // Half a minor unit of the currency is worth rate × 100 / (2 × units × 1e6) fen.
        const halfMinorFen = (rate * 100) / (2 * 10 ** MINOR_UNITS[code] * 1_000_000)
        return Math.abs(back - fen) <= halfMinorFen + 0.5
      }),
    )
  })

  it('CNY is the identity both ways', () => {
    fc.assert(fc.property(amounts, rates, (fen, rate) => fromFen(fen, 'CNY', rate) === fen && toFen(fen, 'CNY', rate) === fen))
  })

  it('rate texts round-trip', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9_999_999_999_999 }), (micro) => parseRate(rateText(micro)) === micro))
  })
})

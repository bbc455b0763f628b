/** The unified social credit code check of types/api/invoice-values.ts (GB 32100-2015). */
import fc from 'fast-check'
import { isUscc, usccCheckChar, usccProblem } from '@api/invoice-values'

describe('unified social credit code', () => {
  it.each([
    // Published codes of well-known companies.
    ['91110000100006485K'],
    ['91440300708461136T'],
    ['91350100M000100Y43'],
  ])('%s is valid', (code) => expect(usccProblem(code)).toBeNull())

  it.each([
    ['91110000100006485', 'Length'],
    ['91110000100006485KK', 'Length'],
    ['91110000100006485I', 'Characters'],
    ['9111000010000648OK', 'Characters'],
    ['91110000100006485k', 'Characters'],
    ['91A10000100006485K', 'Region'],
    ['91110000100006485J', 'Check'],
    ['91110000100006486K', 'Check'],
  ])('%s is refused for %s', (code, problem) => expect(usccProblem(code)).toBe(problem))

  it('computes the check character as the standard does: 31 − (Σ value × weight mod 31)', () => {
    expect(usccCheckChar('91110000100006485')).toBe('K')
    expect(usccCheckChar('9111000010000648')).toBeNull()
    expect(usccCheckChar('9111000010000648I')).toBeNull()
  })

  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY'
  const body = fc
    .tuple(
      fc.array(fc.constantFrom(...chars), { minLength: 2, maxLength: 2 }),
      fc.array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 }),
      fc.array(fc.constantFrom(...chars), { minLength: 9, maxLength: 9 }),
    )
    .map(([a, b, c]) => [...a, ...b, ...c].join(''))

  it('accepts every code completed with its check character, and refuses any single changed character', () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 0, max: 16 }), fc.constantFrom(...chars), (first17, pos, replacement) => {
        const code = first17 + usccCheckChar(first17)!
        if (!isUscc(code)) return false
        if (replacement === code[pos]) return true
        const changed = code.slice(0, pos) + replacement + code.slice(pos + 1)
        // One changed character always changes the check (the weights are coprime to 31), unless the region stops being digits first.
        return !isUscc(changed)
      }),
    )
  })
})

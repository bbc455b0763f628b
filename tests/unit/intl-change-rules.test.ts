// International change rules (src/domain/intl-change.ts): which legs may still change and the first
// to preselect.
import type { FareFamily } from '@api/intlflight-values'
import { firstChangeableLeg, legChange } from '@/domain/intl-change'

const NOW = Date.parse('2026-11-26T04:00:00.000Z')
const leg = (LegNo: number, Family: FareFamily, DepartAt: string) => ({ LegNo, Family, Segments: [{ DepartAt }] })

describe('legChange: departed first, then the fare family', () => {
  test.each<[FareFamily, string, string]>([
    ['EconomyStandard', '2026-11-27T02:00:00.000Z', 'ok'],
    ['EconomyFlex', '2026-11-27T02:00:00.000Z', 'ok'],
    ['Business', '2026-11-27T02:00:00.000Z', 'ok'],
    ['BusinessFlex', '2026-11-27T02:00:00.000Z', 'ok'],
    ['EconomyLight', '2026-11-27T02:00:00.000Z', 'notChangeable'],
    ['EconomyStandard', '2026-11-26T04:00:00.000Z', 'departed'],
    ['EconomyLight', '2026-11-25T04:00:00.000Z', 'departed'],
  ])('%s leaving %s → %s', (family, at, verdict) => {
    expect(legChange(leg(1, family, at), NOW)).toBe(verdict)
  })
  test('a leg without flights cannot change', () => {
    expect(legChange({ LegNo: 1, Family: 'EconomyFlex', Segments: [] }, NOW)).toBe('departed')
  })
})

describe('firstChangeableLeg', () => {
  test('skips a departed leg and a Light one', () => {
    const legs = [
      leg(1, 'EconomyStandard', '2026-11-25T02:00:00.000Z'),
      leg(2, 'EconomyLight', '2026-12-01T02:00:00.000Z'),
      leg(3, 'Business', '2026-12-03T02:00:00.000Z'),
    ]
    expect(firstChangeableLeg(legs, NOW)).toBe(3)
    expect(firstChangeableLeg(legs.slice(0, 2), NOW)).toBeNull()
  })
})

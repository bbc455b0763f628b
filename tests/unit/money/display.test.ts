/** Amounts on screen: CNY fen shown in the chosen currency at the rate the server sent, CNY where money is paid. */
import { cny, money, paid } from '@/components/format'
import { formatMinor } from '@/domain/format'
import { memoryKV, withJSON } from '@/platform/kv'
import { CurrencyStore } from '@/stores/currency'
import { rootStore } from '@/stores'

const USD = { Currency: 'US Dollar', CurrencyCode: 'USD', CurrencySymbol: '$', CurrencyType: 1 }
const JPY = { Currency: 'Japanese Yen', CurrencyCode: 'JPY', CurrencySymbol: 'JP¥', CurrencyType: 5 }

describe('the currency store', () => {
  it('shows CNY until the chosen currency’s rate is known, then converts and remembers the rate', () => {
    const storage = withJSON(memoryKV())
    const c = new CurrencyStore(storage)
    c.setCurrency(USD)
    expect(c.display.code).toBe('CNY')
    c.rateSeen({ ...JPY, RateMicro: 47_000 })
    expect(c.display.code).toBe('CNY')
    c.rateSeen({ ...USD, RateMicro: 7_123_400, RateDate: '2026-11-26' })
    expect(c.display).toEqual({ code: 'USD', symbol: '$', units: 2, rateMicro: 7_123_400 })
    expect(c.convert(60650)).toBe(8514)
    const again = new CurrencyStore(storage)
    again.restore()
    expect(again.display.rateMicro).toBe(7_123_400)
  })
  it.each([
    ['a rate of zero', 0],
    ['a negative rate', -5],
    ['a fractional rate', 1.5],
    ['no rate', undefined],
  ])('ignores %s', (_, rate) => {
    const c = new CurrencyStore(withJSON(memoryKV()))
    c.setCurrency(USD)
    c.rateSeen({ ...USD, RateMicro: rate })
    expect(c.display.code).toBe('CNY')
  })
})

describe('money on screen', () => {
  afterEach(() => rootStore.currency.setCurrency({ Currency: 'CNY', CurrencyCode: 'CNY', CurrencySymbol: '¥', CurrencyType: 0 }))
  it.each([
    ['CNY', null, 60650, '¥606.50', '¥606.50'],
    ['USD', { ...USD, RateMicro: 7_123_400 }, 60650, '$85.14', '$85.14 (¥606.50)'],
    ['JPY (no minor unit)', { ...JPY, RateMicro: 47_000 }, 60650, 'JP¥12,904', 'JP¥12,904 (¥606.50)'],
    ['a refund', { ...USD, RateMicro: 7_123_400 }, -5000, '-$7.02', '-$7.02 (-¥50)'],
  ])('%s', (_, info, fen, shown, atCashier) => {
    if (info) {
      rootStore.currency.setCurrency(info)
      rootStore.currency.rateSeen(info)
    }
    expect(money(fen)).toBe(shown)
    expect(paid(fen)).toBe(atCashier)
    expect(cny(fen)).toBe(fen < 0 ? '-¥50' : '¥606.50')
  })
  it.each([
    [12904, 0, 'JP¥', 'JP¥12,904'],
    [8514, 2, '$', '$85.14'],
    [-1, 2, '$', '-$0.01'],
  ])('formatMinor(%d, %d units)', (minor, units, symbol, want) => expect(formatMinor(minor, units, symbol)).toBe(want))
})

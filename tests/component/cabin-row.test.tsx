// A fare on the cabins page in its states: on sale (its rules open and close, few seats are
// counted, it books), and sold out (a disabled button whose name says why, in every language,
// that neither opens its rules nor books).
import TestUtils from '@tarojs/test-utils-react'
import type { CabinItem } from '@api/flight'
import CabinRow from '@/features/flight/components/cabin-row'
import { useTestLanguage } from './i18n'
import { flush, tap } from './form-helpers'

const RULES = [{ Label: 'More than 7 days before departure', FromHours: 168, ToHours: null, FeePercent: 10 }]
const cabin = (over: Partial<CabinItem> = {}): CabinItem => ({
  CabinCode: 'Q',
  CabinClass: 'Economy',
  CabinClassName: 'Economy',
  FareFamily: 'Saver',
  Price: 45000,
  FullPrice: 100000,
  Discount: 0.45,
  ChildPrice: 50000,
  InfantPrice: 10000,
  SeatsLeft: 4,
  RefundRule: RULES,
  ChangeRule: RULES,
  AllowEndorse: false,
  BaggageKg: 20,
  CabinBaggage: '',
  Policy: { InPolicy: true, Violations: [], PriceToBeat: 45000, LowestPriceFlight: null },
  ...over,
})

const q = (sel: string) => document.querySelector(sel) as HTMLElement

describe('cabin row', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(props: { c: CabinItem; expanded?: boolean; lang?: 'zh-CN' | 'zh-TW' | 'en' | 'ja' }) {
    useTestLanguage(props.lang ?? 'en')
    const calls = { toggled: 0, booked: [] as string[] }
    mounted = new TestUtils()
    await mounted.mount(
      () => (
        <CabinRow
          cabin={props.c}
          expanded={props.expanded ?? false}
          showChildPrices={false}
          onToggle={() => calls.toggled++}
          onBook={(x) => calls.booked.push(x.CabinCode)}
        />
      ),
      {},
    )
    await flush()
    return calls
  }

  it('on sale: the row opens its rules, says how few seats are left, and books', async () => {
    const calls = await mount({ c: cabin() })
    expect(q('[data-testid="cabin-row"]').className).not.toContain('cabin-row--sold')
    expect(q('[data-testid="cabin-main"]').getAttribute('aria-disabled')).toBe('false')
    expect(q('[data-testid="cabin-main"]').getAttribute('aria-expanded')).toBe('false')
    expect(q('.cabin-row__rules-link').textContent).toContain('Refund & Change rules')
    expect(q('.cabin-row__seats').textContent).toBe('4 left')
    expect(q('[data-testid="cabin-sold-note"]')).toBeNull()
    await tap(q('[data-testid="cabin-main"]'))
    await tap(q('[data-testid="cabin-book"]'))
    expect(calls).toEqual({ toggled: 1, booked: ['Q'] })
    expect(q('[data-testid="cabin-book"]').getAttribute('aria-disabled')).toBe('false')
    expect(q('[data-testid="cabin-book"]').textContent).toBe('Book')
  })

  it('on sale and opened: the fee tables show', async () => {
    await mount({ c: cabin(), expanded: true })
    expect(q('[data-testid="cabin-main"]').getAttribute('aria-expanded')).toBe('true')
    expect(q('[data-testid="cabin-rules"]').textContent).toContain('10% of fare')
  })

  it.each([
    ['zh-CN', '已售罄，不可预订', '售罄'],
    ['zh-TW', '已售罄，無法預訂', '售罄'],
    ['en', 'Sold out: this fare cannot be booked', 'Sold out'],
    ['ja', '満席のため予約できません', '満席'],
  ] as const)('sold out (%s): disabled, says why inside the row, neither opens nor books', async (lang, note, button) => {
    // Opened before it sold out: the rules stay closed, nothing about it can be chosen.
    const calls = await mount({ c: cabin({ SeatsLeft: 0 }), expanded: true, lang })
    const row = q('[data-testid="cabin-row"]')
    expect(row.className).toContain('cabin-row--sold')
    expect(row.getAttribute('data-sold')).toBe('true')
    const main = q('[data-testid="cabin-main"]')
    expect(main.getAttribute('role')).toBe('button')
    expect(main.getAttribute('aria-disabled')).toBe('true')
    expect(main.hasAttribute('aria-expanded')).toBe(false)
    // The reason is part of the row's own text, so it is part of its accessible name.
    expect(main.querySelector('[data-testid="cabin-sold-note"]')?.textContent).toBe(note)
    expect(q('.cabin-row__rules-link')).toBeNull()
    expect(q('[data-testid="cabin-rules"]')).toBeNull()
    expect(q('.cabin-row__seats')).toBeNull()
    const book = q('[data-testid="cabin-book"]')
    expect(book.getAttribute('aria-disabled')).toBe('true')
    expect(book.textContent).toBe(button)
    await tap(main)
    await tap(book)
    await tap(main.querySelector('[data-testid="cabin-sold-note"]'))
    expect(calls).toEqual({ toggled: 0, booked: [] })
  })
})

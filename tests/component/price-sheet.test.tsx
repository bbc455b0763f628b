// The kit's price breakdown: each quote line as unit price × count, the total, and who pays what
// (the traveller's part in the out-of-policy colour); the sheet stays closed without a quote.
import TestUtils from '@tarojs/test-utils-react'
import PriceSheet, { PriceLines } from '@/components/price-sheet'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const LINES = [
  { Label: 'Fare', Detail: 'Adult · Beijing-Shanghai', UnitPrice: 82000, Count: 2 },
  { Label: 'Airport tax', Detail: 'Adult · Beijing-Shanghai', UnitPrice: 5000, Count: 2 },
]
const SPLIT = { total: 174000, company: 160000, personal: 14000 }

describe('PriceSheet', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(node: () => JSX.Element, lang: 'en' | 'zh-CN' = 'en') {
    useTestLanguage(lang)
    mounted = new TestUtils()
    await mounted.mount(node, {})
    await flush()
  }

  it('lists every line, the total and both parts', async () => {
    await mount(() => <PriceLines lines={LINES} split={SPLIT} />)
    const rows = Array.from(document.querySelectorAll('.price__line')).map((r) => r.textContent)
    expect(rows).toEqual([
      'FareAdult · Beijing-Shanghai¥820 × 2',
      'Airport taxAdult · Beijing-Shanghai¥50 × 2',
      'Total¥1,740',
      'Company pays¥1,600',
      'You pay¥140',
    ])
    expect(byTestId('price-personal')?.className).toContain('price__amount--personal')
  })

  it('opens as a sheet with its title in the reader’s language, and not at all without a quote', async () => {
    await mount(() => <PriceSheet open lines={LINES} split={SPLIT} onClose={() => undefined} />, 'zh-CN')
    expect(byTestId('price-sheet')?.textContent).toContain('价格明细')
    expect(byTestId('price-company')?.textContent).toBe('¥1,600')
    mounted?.unmout()
    await mount(() => <PriceSheet open lines={null} split={SPLIT} onClose={() => undefined} />)
    expect(byTestId('price-lines')).toBeNull()
  })
})

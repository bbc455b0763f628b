// The kit's search gate: a skeleton card while the powers load, the reason and the way home
// without the power to search, nothing (the page itself) once it may search.
import TestUtils from '@tarojs/test-utils-react'
import { searchGate, type SearchGateOptions } from '@/components/search-gate'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const texts: Record<string, string> = { 'hotel:search.noPermission': 'Hotel booking is not enabled for you.', 'hotel:search.backHome': 'Back to home' }
const base: SearchGateOptions = { loaded: true, allowed: true, t: (k) => texts[k] ?? k, ns: 'hotel', id: 'hotel' }

describe('searchGate', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(o: SearchGateOptions) {
    useTestLanguage('en')
    mounted = new TestUtils()
    await mounted.mount(() => searchGate(o) ?? <></>, {})
    await flush()
  }

  it('shows the card skeleton while the powers load', async () => {
    await mount({ ...base, loaded: false, allowed: false })
    expect(document.querySelector('.hotel-search__card--skeleton')?.getAttribute('aria-busy')).toBe('true')
    expect(byTestId('hotel-no-permission')).toBeNull()
  })

  it('says why and leads home without the power to search', async () => {
    await mount({ ...base, allowed: false })
    expect(byTestId('hotel-no-permission')?.textContent).toContain('Hotel booking is not enabled for you.')
    expect(byTestId('hotel-no-permission')?.textContent).toContain('Back to home')
  })

  it('lets the page render once it may search', () => {
    expect(searchGate(base)).toBeNull()
  })
})

import { ThemeStore, DEFAULT_THEME } from '../../../src/stores/theme'
import { CurrencyStore } from '../../../src/stores/currency'
import { memoryKV, withJSON } from '../../../src/platform/kv'

describe('theme store', () => {
  it('uses a calm blue default when the company has no theme', () => {
    const t = new ThemeStore()
    t.set(null)
    expect(t.theme).toEqual(DEFAULT_THEME)
    expect(t.primaryColor).toBe('#0e62e8')
  })

  it('takes branded values and keeps defaults for empty or mistyped ones', () => {
    const t = new ThemeStore()
    t.set({
      PrimaryColor: ' #c00 ',
      WelcomeColor: '',
      SearchButtonBackground: 5,
      ModuleIcons: { Plane: 'https://cdn.test/plane.png' },
      TabIcons: { Home: { Icon: 'h.png', ActiveIcon: '' } },
    })
    expect(t.theme.PrimaryColor).toBe('#c00')
    expect(t.theme.WelcomeColor).toBe(DEFAULT_THEME.WelcomeColor)
    expect(t.theme.SearchButtonBackground).toBe(DEFAULT_THEME.SearchButtonBackground)
    expect(t.theme.ModuleIcons).toEqual({ ...DEFAULT_THEME.ModuleIcons, Plane: 'https://cdn.test/plane.png' })
    expect(t.theme.TabIcons.Home).toEqual({ Icon: 'h.png', ActiveIcon: '' })
    expect(t.cssVars['--color-primary']).toBe('#c00')
  })
})

describe('currency store', () => {
  const USD = { Currency: 'US Dollar', CurrencyCode: 'USD', CurrencySymbol: '$', CurrencyType: 2 }

  it('defaults to CNY, ¥, type 0', () => {
    const c = new CurrencyStore(withJSON(memoryKV()))
    c.restore()
    expect([c.code, c.symbol, c.type]).toEqual(['CNY', '¥', 0])
  })

  it('persists the code and CurrencyInfo, and restores them', () => {
    const kv = withJSON(memoryKV())
    const c = new CurrencyStore(kv)
    expect(c.setCurrency(USD)).toBe(true)
    expect(kv.get('currency')).toBe('USD')
    expect(kv.getJSON('CurrencyInfo', null)).toEqual(USD)
    const d = new CurrencyStore(kv)
    d.restore()
    expect(d.info).toEqual(USD)
  })

  it.each([
    ['no code', { ...USD, CurrencyCode: '' }],
    ['type as text', { ...USD, CurrencyType: '2' }],
    ['null', null],
  ])('refuses an invalid currency: %s', (_n, info) => {
    const kv = withJSON(memoryKV())
    const c = new CurrencyStore(kv)
    expect(c.setCurrency(info)).toBe(false)
    expect(c.code).toBe('CNY')
    expect(kv.keys()).toEqual([])
  })

  it('restores CNY from a corrupted stored value', () => {
    const kv = withJSON(memoryKV())
    kv.set('CurrencyInfo', '{broken')
    const c = new CurrencyStore(kv)
    c.setCurrency(USD)
    kv.set('CurrencyInfo', '{broken')
    c.restore()
    expect(c.code).toBe('CNY')
  })
})

import fs from 'fs'
import path from 'path'
import i18n, {
  LANGUAGES,
  NAMESPACES,
  detectLanguage,
  languageCodeOf,
  resolveStartLanguage,
  setLanguage,
  followSystemLanguage,
  restoreLanguage,
  currentLanguage,
  currentLanguageCode,
  isFollowingSystem,
  t,
  type Lng,
} from '../../../src/i18n'
import { FEATURE_NAMESPACES, type Table } from '../../../src/i18n/resources'
import { DECLARED } from '../../../src/products'
import zhCN from '../../../src/i18n/core/zh-CN'
import zhTW from '../../../src/i18n/core/zh-TW'
import en from '../../../src/i18n/core/en'
import ja from '../../../src/i18n/core/ja'

/** The common texts of each language, as src/i18n/core has them. */
const resources = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja }

const SRC = path.join(__dirname, '../../../src')
const LOCALES = path.join(SRC, 'i18n/locales')
const NS_MODULES = path.join(SRC, 'i18n/ns')
/** The products' own namespaces, each in its folder: `locales/<language>.json` registered by `texts.ts`. */
const PRODUCT_TEXTS = new Map(DECLARED.filter((p) => p.texts).map((p) => [p.texts!, path.join(SRC, p.pkg)]))
const moduleOf = (ns: string) => (PRODUCT_TEXTS.has(ns) ? path.join(PRODUCT_TEXTS.get(ns)!, 'texts.ts') : path.join(NS_MODULES, `${ns}.ts`))

function flatten(table: Table, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(table)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out[key] = v
    else Object.assign(out, flatten(v, key))
  }
  return out
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
}

function setBrowserLanguage(tag: string): void {
  Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => tag })
}

/** Every locale file, read from disk: core namespaces, feature namespaces and products' own alike. */
const LAZY_NAMESPACES = [...FEATURE_NAMESPACES, ...PRODUCT_TEXTS.keys()]
const ALL_NAMESPACES = [...NAMESPACES, ...LAZY_NAMESPACES]
const fileOf = (lng: Lng, ns: string) =>
  PRODUCT_TEXTS.has(ns) ? path.join(PRODUCT_TEXTS.get(ns)!, 'locales', `${lng}.json`) : path.join(LOCALES, lng, `${ns}.json`)
const table = (lng: Lng, ns: string): Table => JSON.parse(fs.readFileSync(fileOf(lng, ns), 'utf8'))

describe('translation files', () => {
  it("has every locale file either in resources.ts, registered by src/i18n/ns or in a product's folder, and only those", () => {
    for (const lng of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(LOCALES, lng))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort()
      expect(files).toEqual([...NAMESPACES, ...FEATURE_NAMESPACES].sort())
      expect(Object.keys(resources[lng]).sort()).toEqual([...NAMESPACES].sort())
    }
    const modules = fs
      .readdirSync(NS_MODULES)
      .map((f) => f.replace(/\.ts$/, ''))
      .sort()
    expect(modules).toEqual([...FEATURE_NAMESPACES].sort())
    for (const [ns, dir] of PRODUCT_TEXTS) {
      expect([ns, fs.readdirSync(path.join(dir, 'locales')).sort()]).toEqual([ns, LANGUAGES.map((l) => `${l}.json`).sort()])
      expect(FEATURE_NAMESPACES as readonly string[]).not.toContain(ns)
    }
  })

  it.each(LAZY_NAMESPACES)('%s: not in the first bundle, then registered in all four languages by its module', (ns) => {
    for (const lng of LANGUAGES) expect(i18n.hasResourceBundle(lng, ns)).toBe(false)
    require(moduleOf(ns))
    for (const lng of LANGUAGES) expect(i18n.getResourceBundle(lng, ns)).toEqual(table(lng, ns))
    // A second import (another screen of the product) changes nothing.
    require(moduleOf(ns))
    expect(i18n.getResourceBundle('en', ns)).toEqual(table('en', ns))
  })

  const rows = ALL_NAMESPACES.flatMap((ns) => LANGUAGES.filter((l) => l !== 'zh-CN').map((lng) => [ns, lng] as const))
  it.each(rows)('%s: %s has the same keys as zh-CN', (ns, lng) => {
    expect(Object.keys(flatten(table(lng, ns))).sort()).toEqual(Object.keys(flatten(table('zh-CN', ns))).sort())
  })

  it.each(rows)('%s: %s uses the same {{placeholders}} as zh-CN', (ns, lng) => {
    const base = flatten(table('zh-CN', ns))
    const other = flatten(table(lng, ns))
    for (const key of Object.keys(base)) expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(base[key])])
  })

  it.each(ALL_NAMESPACES.flatMap((ns) => LANGUAGES.map((lng) => [ns, lng] as const)))('%s: %s has no empty texts', (ns, lng) => {
    const empty = Object.entries(flatten(table(lng, ns))).filter(([, v]) => v.trim() === '')
    expect(empty).toEqual([])
  })

  it('keeps the glossary wording for the system-busy message', () => {
    expect(resources['zh-CN'].errors.systemBusy).toBe('系统繁忙，请稍后再试')
    expect(resources['zh-TW'].errors.systemBusy).toBe('系統繁忙，請稍後再試')
    expect(resources.en.errors.systemBusy).toBe('The system is busy, please try again later.')
    expect(resources.ja.errors.systemBusy).toBe('システムが混み合っています。しばらくしてから再度お試しください')
  })
})

describe('language codes', () => {
  it.each([
    ['zh-cn', 'CN'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-tw', 'TC'],
    ['zh-hk', 'TC'],
    ['zh_HK', 'TC'],
    ['zh-Hant-TW', 'TC'],
    ['ja', 'JAP'],
    ['ja-jp', 'JAP'],
    ['en', 'EN'],
    ['en-gb', 'EN'],
    ['fr-fr', 'CN'],
    ['', 'CN'],
    ['english', 'CN'],
  ])('browser %j → %s', (tag, key) => {
    expect(detectLanguage(tag)).toBe(key)
  })

  it.each([
    ['CN', 1],
    ['EN', 2],
    ['TC', 3],
    ['JAP', 5],
  ] as const)('%s sends LanguageType %i', (key, code) => {
    expect(languageCodeOf(key)).toBe(code)
  })
})

describe('choosing the language', () => {
  beforeEach(async () => {
    window.localStorage.clear()
    setBrowserLanguage('zh-CN')
    await i18n.changeLanguage('zh-CN')
  })

  it.each([
    ['nothing stored: the device language', {}, 'en-US', 'EN'],
    ['a stored choice', { language: 'JAP' }, 'en-US', 'JAP'],
    ['follow system wins over the stored choice', { language: 'JAP', FollowTheSystemLanguage: 'true' }, 'zh-TW', 'TC'],
    ['follow system off keeps the stored choice', { language: 'EN', FollowTheSystemLanguage: 'false' }, 'ja', 'EN'],
    ['reserved HK reads as TC', { language: 'HK' }, 'en', 'TC'],
    ['garbage falls back to the device', { language: 'xx' }, 'ja', 'JAP'],
  ])('start language: %s', (_name, stored: Record<string, string>, device, expected) => {
    for (const [k, v] of Object.entries(stored)) window.localStorage.setItem(k, v)
    setBrowserLanguage(device)
    expect(resolveStartLanguage()).toBe(expected)
  })

  it.each([
    ['EN', 'en', 'Confirm Update'],
    ['ja', 'ja', '更新する'],
    ['TC', 'zh-TW', '確認更新'],
  ] as const)('setLanguage(%s) persists, stops following the device and switches', async (lang, lng: Lng, text) => {
    window.localStorage.setItem('FollowTheSystemLanguage', 'true')
    await setLanguage(lang)
    expect(i18n.language).toBe(lng)
    expect(document.documentElement.lang).toBe(lng)
    expect(t('errors:confirmUpdate')).toBe(text)
    expect(window.localStorage.getItem('language')).toBe({ en: 'EN', ja: 'JAP', 'zh-TW': 'TC', 'zh-CN': 'CN' }[lng])
    expect(isFollowingSystem()).toBe(false)
    expect(currentLanguage()).toBe(window.localStorage.getItem('language'))
  })

  it('followSystemLanguage switches to the device language and remembers the flag', async () => {
    setBrowserLanguage('ja-JP')
    await followSystemLanguage()
    expect(isFollowingSystem()).toBe(true)
    expect(currentLanguage()).toBe('JAP')
    expect(currentLanguageCode()).toBe(5)
  })

  it('restoreLanguage applies the stored choice', async () => {
    window.localStorage.setItem('language', 'EN')
    await expect(restoreLanguage()).resolves.toBe('EN')
    expect(i18n.language).toBe('en')
    expect(currentLanguageCode()).toBe(2)
  })

  it('interpolates without HTML escaping', async () => {
    await setLanguage('EN')
    expect(t('errors:passengerList12306Full', { count: 2 })).toBe('Your 12306 passenger list is full. Please delete 2 passengers and try again.')
    expect(t('common:tabs.home')).toBe('Home')
  })
})

describe('language codes worked out once', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['en', 'en'],
    ['ja', 'ja'],
  ])('%s is written %s, the first time and after', (code, written) => {
    const utils = i18n.services.languageUtils
    expect(utils.formatLanguageCode(code)).toBe(written)
    expect(utils.formatLanguageCode(code)).toBe(written)
  })

  it('asks Intl for a code once, however many translations follow', async () => {
    await setLanguage('zh-CN')
    const canonical = jest.spyOn(Intl, 'getCanonicalLocales')
    try {
      const before = t('common:tabs.home')
      for (let i = 0; i < 50; i++) expect(t('common:tabs.home')).toBe(before)
      expect(canonical.mock.calls.length).toBeLessThanOrEqual(1)
    } finally {
      canonical.mockRestore()
    }
  })
})

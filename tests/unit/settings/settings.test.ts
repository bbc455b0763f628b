/** Settings rules: what clearing the cache keeps and removes, its size, the appearance choice, and the licences list. */
import fs from 'fs'
import path from 'path'
import { memoryKV, withJSON } from '@/platform/kv'
import { AppearanceStore } from '@/stores/appearance'
import { cacheBytes, clearCache, KEEP_ON_CLEAR, sizeText } from '@/features/settings/cache'
import { LIBRARIES } from '@/features/settings/licences'

const kv = (entries: Record<string, string>) => {
  const s = withJSON(memoryKV())
  for (const [k, v] of Object.entries(entries)) s.set(k, v)
  return s
}

describe('clearing the cache', () => {
  it.each([
    ['token', true],
    ['loginType', true],
    ['language', true],
    ['FollowTheSystemLanguage', true],
    ['currency', true],
    ['CurrencyInfo', true],
    ['appearance', true],
    ['planeCities', true],
    ['trainCities', true],
    ['hotelCities', true],
    ['submitAttachFiles', false],
    ['orderSuccessInfo', false],
    ['some-old-key', false],
  ])('%s kept: %s', (key, kept) => {
    const storage = kv({ [key]: 'x' })
    clearCache(storage, kv({}))
    expect(storage.keys().includes(key)).toBe(kept)
    expect(KEEP_ON_CLEAR.includes(key)).toBe(kept)
  })
  it('empties the session store but for the navigation history, and measures only what it removes', () => {
    const storage = kv({ token: 'abc', orderSuccessInfo: '{"a":1}' })
    const session = kv({ trainSearchCriteria: '{}', navHistory: '[]' })
    expect(cacheBytes(storage, session)).toBe(('orderSuccessInfo'.length + 7 + 'trainSearchCriteria'.length + 2) * 2)
    expect(clearCache(storage, session)).toBe(2)
    expect(session.keys()).toEqual(['navHistory'])
    expect(cacheBytes(storage, session)).toBe(0)
  })
  it.each([
    [0, '0 KB'],
    [10, '0.1 KB'],
    [1024, '1 KB'],
    [12_600, '12.3 KB'],
    [1024 * 1024 * 1.5, '1.5 MB'],
  ])('%d bytes is %s', (b, text) => expect(sizeText(b)).toBe(text))
})

describe('appearance', () => {
  it('follows the system until chosen, and remembers the choice', () => {
    const storage = kv({})
    const a = new AppearanceStore(storage)
    expect(a.choice).toBe('system')
    expect(a.dark).toBe(false)
    a.setSystemDark(true)
    expect(a.dark).toBe(true)
    a.set('light')
    expect(a.dark).toBe(false)
    a.set('dark')
    a.setSystemDark(false)
    expect(a.dark).toBe(true)
    expect(new AppearanceStore(storage).choice).toBe('dark')
  })
  it('ignores a stored value it does not know', () => {
    expect(new AppearanceStore(kv({ appearance: 'sepia' })).choice).toBe('system')
  })
})

describe('about us', () => {
  it('names every library the app ships', () => {
    const deps = Object.keys(JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')).dependencies)
    const uncovered = deps.filter((d) => !LIBRARIES.some((l) => (l.covers.endsWith('/') ? d.startsWith(l.covers) : d === l.covers)))
    expect(uncovered).toEqual([])
  })
})

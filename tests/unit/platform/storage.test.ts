import { storage, sessionStore } from '../../../src/platform/storage'
import { memoryKV, withJSON } from '../../../src/platform/kv'

describe('platform storage (h5)', () => {
  beforeEach(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
  })

  it('stores strings in localStorage and sessionStorage separately', () => {
    storage.set('token', 'abc')
    sessionStore.set('token', 'xyz')
    expect(window.localStorage.getItem('token')).toBe('abc')
    expect(window.sessionStorage.getItem('token')).toBe('xyz')
    expect(storage.get('token')).toBe('abc')
    expect(sessionStore.get('token')).toBe('xyz')
    expect(storage.get('missing')).toBeNull()
  })

  it('lists, removes and clears keys', () => {
    storage.set('a', '1')
    storage.set('b', '2')
    expect(storage.keys().sort()).toEqual(['a', 'b'])
    storage.remove('a')
    expect(storage.keys()).toEqual(['b'])
    storage.clear()
    expect(storage.keys()).toEqual([])
  })

  it.each([
    ['object', { x: 1 }],
    ['array', [1, 'two']],
    ['number', 7],
    ['string', 'text'],
  ])('round-trips JSON: %s', (_name, value) => {
    storage.setJSON('v', value)
    expect(storage.getJSON('v', null)).toEqual(value)
  })

  it.each([
    ['truncated JSON', '{"a":'],
    ['plain text', 'not json'],
  ])('returns the default for %s and removes the bad value', (_name, stored) => {
    window.localStorage.setItem('bad', stored)
    expect(storage.getJSON('bad', { ok: true })).toEqual({ ok: true })
    expect(window.localStorage.getItem('bad')).toBeNull()
  })

  it('returns the default for an absent or empty value without touching others', () => {
    storage.set('empty', '')
    expect(storage.getJSON('absent', 5)).toBe(5)
    expect(storage.getJSON('empty', 6)).toBe(6)
  })

  it('falls back to memory when Web Storage throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      storage.set('k', 'v')
      expect(storage.get('k')).toBe('v')
      expect(storage.keys()).toContain('k')
      storage.remove('k')
      expect(storage.get('k')).toBeNull()
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original)
    }
  })
})

describe('memoryKV', () => {
  it('behaves like a store', () => {
    const kv = withJSON(memoryKV())
    kv.set('a', '1')
    kv.setJSON('b', { n: 2 })
    expect(kv.keys().sort()).toEqual(['a', 'b'])
    expect(kv.getJSON('b', null)).toEqual({ n: 2 })
    kv.clear()
    expect(kv.get('a')).toBeNull()
  })
})

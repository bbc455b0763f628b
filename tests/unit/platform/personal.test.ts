/**
 * Drafts belong to a person (platform/personal.ts): the rules of the two stores every booking
 * page keeps its draft, selection and hand-overs in.
 */
import { KEYS, NAV_KEYS, PERSONAL_OWNER_KEY, SESSION_KEYS } from '../../../src/core/storage-keys'
import { ownerKey } from '../../../src/domain/snapshots'
import { memoryKV } from '../../../src/platform/kv'
import { personalStores } from '../../../src/platform/personal'

type Store = 'sessionStore' | 'storage'

function setup() {
  const raw = { storage: memoryKV(), sessionStore: memoryKV() }
  const stores = personalStores(raw.storage, raw.sessionStore)
  // What the session store does to the persistent one at sign-in and sign-out.
  const signIn = (token: string) => raw.storage.set(KEYS.token, token)
  const signOut = () => raw.storage.remove(KEYS.token)
  /** Everything the store holds underneath, but the sign-in itself. */
  const held = (store: Store) =>
    raw[store]
      .keys()
      .filter((k) => k !== KEYS.token)
      .sort()
  return { raw, ...stores, signIn, signOut, held }
}

const DRAFT = { contact: { name: '张伟', mobile: '13800000001', email: 'zhang.wei@example.com' }, remark: 'window seat please' }

/** Every kept draft, selection and hand-over of the session store, and the personal keys of the persistent one. */
const PERSONAL: [Store, string][] = [
  ...Object.values(SESSION_KEYS).map((k): [Store, string] => ['sessionStore', k]),
  ['sessionStore', 'aKeyAProductAddsLater'],
  ['storage', KEYS.submitAttachFiles],
  ['storage', KEYS.orderSuccessInfo],
  ['storage', KEYS.offlineSnapshots],
]

/** Kept for the device, whoever signs in. */
const DEVICE: [Store, string][] = [
  ...Object.values(NAV_KEYS).map((k): [Store, string] => ['sessionStore', k]),
  ['storage', KEYS.language],
  ['storage', KEYS.currency],
  ['storage', KEYS.planeCities],
  ['storage', KEYS.redirectRoute],
]

describe('drafts belong to a person', () => {
  describe.each(PERSONAL)('%s %s', (store, key) => {
    it.each<[string, (s: ReturnType<typeof setup>) => void, unknown]>([
      ['the same person restores it (a reload)', () => undefined, DRAFT],
      ['the same person after a start that re-reads the same token', (s) => s.signIn('tok-employee01'), DRAFT],
      ['another person never reads it', (s) => s.signIn('tok-booker01'), null],
      ['nobody signed in never reads it', (s) => s.signOut(), null],
      ['the same person signed in again (a new token) starts clean', (s) => s.signIn('tok-employee01-again'), null],
      ['after the purge nobody reads it', (s) => s.forgetPerson(), null],
    ])('%s', (_name, then, want) => {
      const s = setup()
      s.signIn('tok-employee01')
      s[store].setJSON(key, DRAFT)
      expect(s.raw[store].get(key)).toBe(JSON.stringify(DRAFT))
      then(s)
      expect(s[store].getJSON(key, null)).toEqual(want)
      // What is not read is not left behind either.
      if (want === null) expect(s.raw[store].get(key)).toBeNull()
    })

    it('is not kept while nobody is signed in', () => {
      const s = setup()
      s[store].setJSON(key, DRAFT)
      expect(s.raw[store].get(key)).toBeNull()
      s.signIn('tok-booker01')
      expect(s[store].getJSON(key, null)).toBeNull()
    })
  })

  it.each(DEVICE)("%s %s is the device's: kept as written, across people and the purge", (store, key) => {
    const s = setup()
    s.signIn('tok-employee01')
    s[store].set(key, 'v')
    s.signIn('tok-booker01')
    s.forgetPerson()
    s.signOut()
    expect([s[store].get(key), s.raw[store].get(key)]).toEqual(['v', 'v'])
  })

  it("the purge takes every personal value of both stores and their owner's name, and nothing else", () => {
    const s = setup()
    s.signIn('tok-employee01')
    s.sessionStore.setJSON(SESSION_KEYS.hotelBookingDraft, DRAFT)
    s.sessionStore.setJSON(SESSION_KEYS.flightBookingDraft, DRAFT)
    s.storage.setJSON(KEYS.orderSuccessInfo, { order: 1 })
    s.sessionStore.set(NAV_KEYS.history, '["/home"]')
    s.storage.set(KEYS.language, 'EN')
    expect([s.held('sessionStore'), s.held('storage')]).toEqual([
      [SESSION_KEYS.flightBookingDraft, SESSION_KEYS.hotelBookingDraft, NAV_KEYS.history, PERSONAL_OWNER_KEY],
      [KEYS.language, KEYS.orderSuccessInfo, PERSONAL_OWNER_KEY],
    ])
    s.forgetPerson()
    expect([s.held('sessionStore'), s.held('storage')]).toEqual([[NAV_KEYS.history], [KEYS.language]])
  })

  it("another person signed in (from another tab) sweeps the previous one's values at the first use, read or not", () => {
    const s = setup()
    s.signIn('tok-employee01')
    s.sessionStore.setJSON(SESSION_KEYS.hotelBookingDraft, DRAFT)
    s.sessionStore.setJSON(SESSION_KEYS.flightBookingDraft, DRAFT)
    s.storage.setJSON(KEYS.submitAttachFiles, ['a.pdf'])
    s.signIn('tok-booker01')
    s.sessionStore.setJSON(SESSION_KEYS.hotelSearchCriteria, { city: 'SHA' })
    expect(s.held('sessionStore')).toEqual([SESSION_KEYS.hotelSearchCriteria, PERSONAL_OWNER_KEY])
    expect(s.storage.keys()).toEqual([KEYS.token])
  })

  it('the store names its owner by a hash of the token, never the token, and lists only its values', () => {
    const s = setup()
    s.signIn('tok-employee01')
    s.sessionStore.setJSON(SESSION_KEYS.flightSelection, { f: 1 })
    expect(s.raw.sessionStore.get(PERSONAL_OWNER_KEY)).toBe(ownerKey('tok-employee01'))
    expect(s.sessionStore.keys()).toEqual([SESSION_KEYS.flightSelection])
  })

  describe('garbage is ignored and removed, without a crash', () => {
    it.each<[string, (s: ReturnType<typeof setup>) => void]>([
      ["values without an owner's name (an older client, a lost sign-out)", (s) => s.raw.sessionStore.remove(PERSONAL_OWNER_KEY)],
      ["an owner's name that is nobody's", (s) => s.raw.sessionStore.set(PERSONAL_OWNER_KEY, '{"not":"a name"}')],
      ["an empty owner's name", (s) => s.raw.sessionStore.set(PERSONAL_OWNER_KEY, '')],
      ["another person's name", (s) => s.raw.sessionStore.set(PERSONAL_OWNER_KEY, ownerKey('tok-booker01'))],
    ])('%s: the values go before anything is read', (_name, spoil) => {
      const s = setup()
      s.signIn('tok-employee01')
      s.sessionStore.setJSON(SESSION_KEYS.hotelBookingDraft, DRAFT)
      s.sessionStore.setJSON(SESSION_KEYS.hotelSelection, { hotel: 1 })
      spoil(s)
      expect(s.sessionStore.getJSON(SESSION_KEYS.hotelSelection, 'fallback')).toBe('fallback')
      expect(s.held('sessionStore')).toEqual([PERSONAL_OWNER_KEY])
      // The store is the person's again from here on.
      s.sessionStore.setJSON(SESSION_KEYS.hotelBookingDraft, DRAFT)
      expect(s.sessionStore.getJSON(SESSION_KEYS.hotelBookingDraft, null)).toEqual(DRAFT)
    })

    it.each([
      ['truncated JSON', '{"contact":'],
      ['plain text', '张伟'],
    ])("the person's own value that is not JSON (%s) reads as absent and is removed", (_name, stored) => {
      const s = setup()
      s.signIn('tok-employee01')
      s.sessionStore.setJSON(SESSION_KEYS.flightSearchCriteria, {})
      s.raw.sessionStore.set(SESSION_KEYS.hotelBookingDraft, stored)
      expect(s.sessionStore.getJSON(SESSION_KEYS.hotelBookingDraft, 'fallback')).toBe('fallback')
      expect(s.raw.sessionStore.get(SESSION_KEYS.hotelBookingDraft)).toBeNull()
    })

    it.each([
      ['a number', '42', 42],
      ['an array', '[]', []],
      ['null', 'null', null],
    ])("the person's own JSON of another shape (%s) comes back as it is, for the page's own check", (_name, json, want) => {
      const s = setup()
      s.signIn('tok-employee01')
      s.sessionStore.setJSON(SESSION_KEYS.flightSearchCriteria, {})
      s.raw.sessionStore.set(SESSION_KEYS.hotelBookingDraft, json)
      expect(s.sessionStore.getJSON(SESSION_KEYS.hotelBookingDraft, 'fallback')).toEqual(want)
    })
  })

  it('a start keeps what it re-writes for the same person (the lifecycle clears, then writes back)', () => {
    const s = setup()
    s.signIn('tok-employee01')
    s.sessionStore.setJSON(SESSION_KEYS.hotelBookingDraft, DRAFT)
    const kept = s.sessionStore.get(SESSION_KEYS.hotelBookingDraft)
    s.sessionStore.clear()
    expect(s.raw.sessionStore.keys()).toEqual([])
    s.sessionStore.set(SESSION_KEYS.hotelBookingDraft, kept ?? '')
    expect(s.sessionStore.getJSON(SESSION_KEYS.hotelBookingDraft, null)).toEqual(DRAFT)
  })
})

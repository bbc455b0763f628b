import { canonicalPath, createLifecycle, IDLE_RELOAD_MS } from '../../../src/core/lifecycle'
import type { Telemetry } from '../../../src/core/telemetry'
import { memoryKV, withJSON } from '../../../src/platform/kv'

function setup() {
  jest.useFakeTimers()
  const log: string[] = []
  const storage = withJSON(memoryKV())
  const sessionStore = withJSON(memoryKV())
  const pageChanges: [string, string][] = []
  const nav = { current: '', visits: [] as string[] }
  const telemetry: Telemetry = {
    reportError: () => true,
    touch: () => true,
    pageChange: (from, to) => void pageChanges.push([from, to]),
    flush: () => undefined,
    install: () => {
      log.push('telemetry on')
      return () => void log.push('telemetry off')
    },
  }
  const lc = createLifecycle({
    storage,
    sessionStore,
    ui: { resetLoading: () => void log.push('resetLoading'), reset: () => void log.push('ui reset') },
    navigation: {
      reset: () => void log.push('nav reset'),
      visit: (p) => {
        nav.visits.push(p)
        nav.current = p
      },
      get current() {
        return nav.current
      },
    },
    http: { resetGuards: () => void log.push('resetGuards') },
    restore: async () => void log.push('restore'),
    telemetry,
    host: {
      onGlobalError: () => () => undefined,
      onTouch: () => () => undefined,
      reload: () => void log.push('reload'),
    },
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id), now: () => Date.now() },
  })
  return { lc, log, storage, sessionStore, pageChanges, nav }
}

describe('core lifecycle', () => {
  afterEach(() => jest.useRealTimers())

  it.each([
    ['/home', '/home'],
    ['/home?x=1', '/home'],
    ['/pages/home/index', '/home'],
    ['/', '/home'],
    ['/HOME/', '/home'],
    ['/pages/login/index?a=b', '/login'],
    ['/nowhere?x=1', '/nowhere'],
  ])('canonicalPath(%j) = %j', (route, path) => {
    expect(canonicalPath(route)).toBe(path)
  })

  it('startApp clears the session store and session state, keeps persistent storage, installs telemetry, restores', async () => {
    const { lc, log, storage, sessionStore } = setup()
    sessionStore.set('navHistory', '["/a"]')
    for (const k of ['language', 'FollowTheSystemLanguage', 'currency', 'CurrencyInfo', 'token']) storage.set(k, 'v')
    await lc.startApp()
    expect(sessionStore.keys()).toEqual([])
    expect(storage.keys().sort()).toEqual(['CurrencyInfo', 'FollowTheSystemLanguage', 'currency', 'language', 'token'])
    expect(log).toEqual(['nav reset', 'ui reset', 'telemetry on', 'restore'])
    await lc.startApp()
    expect(log.slice(4)).toEqual(['nav reset', 'ui reset', 'telemetry off', 'telemetry on', 'restore'])
    lc.dispose()
  })

  it('startApp keeps the hotel booking being filled in (a reload of the form loses nothing typed)', async () => {
    const { lc, sessionStore } = setup()
    sessionStore.set('navHistory', '["/a"]')
    sessionStore.set('hotelSelection', '{"hotel":1}')
    sessionStore.set('hotelBookingDraft', '{"key":"k"}')
    await lc.startApp()
    expect(sessionStore.keys().sort()).toEqual(['hotelBookingDraft', 'hotelSelection'])
    expect(sessionStore.get('hotelBookingDraft')).toBe('{"key":"k"}')
    lc.dispose()
  })

  it('startApp keeps the flight booking being filled in, its choice and reasons', async () => {
    const { lc, sessionStore } = setup()
    sessionStore.set('navHistory', '["/a"]')
    sessionStore.set('flightSelection', '{"tripType":"OneWay"}')
    sessionStore.set('flightBookingDraft', '{"selectionKey":"k"}')
    sessionStore.set('flightPolicyReasons', '[]')
    await lc.startApp()
    expect(sessionStore.keys().sort()).toEqual(['flightBookingDraft', 'flightPolicyReasons', 'flightSelection'])
    lc.dispose()
  })

  it('routeChanged resets loading, records the visit, resets the login guard and sends a page change', () => {
    const { lc, log, nav, pageChanges } = setup()
    lc.routeChanged('/pages/home/index')
    lc.routeChanged('/trip/list?tab=1')
    lc.routeChanged('/trip/list?tab=2')
    expect(nav.visits).toEqual(['/home', '/trip/list', '/trip/list'])
    expect(log.filter((l) => l === 'resetLoading')).toHaveLength(3)
    expect(log.filter((l) => l === 'resetGuards')).toHaveLength(3)
    expect(pageChanges).toEqual([
      ['', '/home'],
      ['/home', '/trip/list'],
    ])
    lc.dispose()
  })

  it.each([
    ['/home', true],
    ['/pages/home/index', true],
    ['/trip/list', false],
  ])('arriving at %s clears attachments and order success info: %s', (route, cleared) => {
    const { lc, storage } = setup()
    for (const k of ['submitAttachFiles', 'orderSuccessInfo', 'token']) storage.set(k, 'x')
    lc.routeChanged(route)
    expect(storage.keys().sort()).toEqual(cleared ? ['token'] : ['orderSuccessInfo', 'submitAttachFiles', 'token'])
    lc.dispose()
  })

  it('reloads after 30 idle minutes; each route change restarts the timer', async () => {
    const { lc, log } = setup()
    expect(IDLE_RELOAD_MS).toBe(1800000)
    await lc.startApp()
    jest.advanceTimersByTime(IDLE_RELOAD_MS - 1000)
    lc.routeChanged('/trip')
    jest.advanceTimersByTime(IDLE_RELOAD_MS - 1)
    expect(log).not.toContain('reload')
    jest.advanceTimersByTime(1)
    expect(log.filter((l) => l === 'reload')).toHaveLength(1)
    lc.dispose()
  })

  it('dispose stops the idle timer', async () => {
    const { lc, log } = setup()
    await lc.startApp()
    lc.dispose()
    jest.advanceTimersByTime(IDLE_RELOAD_MS * 2)
    expect(log).not.toContain('reload')
    expect(log).toContain('telemetry off')
  })
})

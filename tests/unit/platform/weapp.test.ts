/**
 * The mini-program side of the platform seam, run under jest with a fake `Taro`: jest
 * resolves `platform/x` to the h5 files, so these import the weapp files by name.
 */
type Callbacks = { success?: (res: unknown) => void; fail?: (err: { errMsg: string }) => void }

const mockStore = new Map<string, unknown>()
const mockTasks: { opts: Record<string, unknown> & Callbacks; aborted: boolean }[] = []
const mockListeners: { error: ((e: unknown) => void)[]; rejection: ((r: unknown) => void)[] } = { error: [], rejection: [] }
let mockPages: { route?: string; options?: Record<string, string> }[] = []

function mockTask(opts: Record<string, unknown> & Callbacks) {
  const t = { opts, aborted: false }
  mockTasks.push(t)
  return {
    abort() {
      t.aborted = true
      opts.fail?.({ errMsg: 'request:fail abort' })
    },
  }
}

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: (k: string) => (mockStore.has(k) ? mockStore.get(k) : ''),
    setStorageSync: (k: string, v: unknown) => void mockStore.set(k, v),
    removeStorageSync: (k: string) => void mockStore.delete(k),
    getStorageInfoSync: () => ({ keys: [...mockStore.keys()] }),
    clearStorageSync: () => mockStore.clear(),
    request: (opts: Record<string, unknown> & Callbacks) => mockTask(opts),
    uploadFile: (opts: Record<string, unknown> & Callbacks) => mockTask(opts),
    login: async () => ({ code: 'wx-code-1' }),
    getCurrentPages: () => mockPages,
    getDeviceInfo: () => ({ brand: 'Apple', model: 'iPhone 15', system: 'iOS 17.4' }),
    getAppBaseInfo: () => ({ version: '8.0.49', SDKVersion: '3.4.0', language: 'zh_HK' }),
    onError: (cb: (e: unknown) => void) => void mockListeners.error.push(cb),
    offError: (cb: (e: unknown) => void) => void (mockListeners.error = mockListeners.error.filter((x) => x !== cb)),
    onUnhandledRejection: (cb: (r: unknown) => void) => void mockListeners.rejection.push(cb),
    offUnhandledRejection: (cb: (r: unknown) => void) => void (mockListeners.rejection = mockListeners.rejection.filter((x) => x !== cb)),
    reLaunch: jest.fn(async () => ({ errMsg: 'ok' })),
    navigateBack: jest.fn(async () => ({ errMsg: 'ok' })),
  },
}))

import Taro from '@tarojs/taro'
import { storage, sessionStore } from '../../../src/platform/storage.weapp'
import { send } from '../../../src/platform/request.weapp'
import * as env from '../../../src/platform/env.weapp'
import * as login from '../../../src/platform/login.weapp'
import * as nav from '../../../src/platform/navigation.weapp'
import type { GlobalError } from '../../../src/platform/navigation-types'

beforeEach(() => {
  mockStore.clear()
  mockTasks.length = 0
  mockPages = []
})

describe('weapp storage', () => {
  it('keeps strings in Taro storage and reads other values as absent', () => {
    storage.set('token', 'abc')
    mockStore.set('legacy', { an: 'object' })
    expect(storage.get('token')).toBe('abc')
    expect(storage.get('legacy')).toBeNull()
    expect(storage.get('missing')).toBeNull()
    expect(storage.keys().sort()).toEqual(['legacy', 'token'])
    storage.clear()
    expect(storage.keys()).toEqual([])
  })

  it('recovers from corrupted JSON', () => {
    mockStore.set('CurrencyInfo', '{bad')
    expect(storage.getJSON('CurrencyInfo', 'default')).toBe('default')
    expect(mockStore.has('CurrencyInfo')).toBe(false)
  })

  it('keeps the session store in memory, apart from storage', () => {
    sessionStore.set('navHistory', '[]')
    expect(mockStore.has('navHistory')).toBe(false)
    expect(sessionStore.get('navHistory')).toBe('[]')
  })
})

describe('weapp request', () => {
  it('POSTs JSON through Taro.request and parses a text answer', async () => {
    const h = send({ url: 'https://api.test/api/x', data: { a: 1 }, headers: { Token: 't' }, timeout: 60000 })
    const o = mockTasks[0].opts
    expect([o.url, o.method, o.data, o.header, o.timeout]).toEqual([
      'https://api.test/api/x',
      'POST',
      { a: 1 },
      { Token: 't', 'content-type': 'application/json' },
      60000,
    ])
    o.success?.({ statusCode: 200, data: '{"IsSuccess":true}' })
    await expect(h.promise).resolves.toEqual({ status: 200, data: { IsSuccess: true } })
  })

  it.each([
    ['a 500 status', (o: Callbacks) => o.success?.({ statusCode: 500, data: '' }), 'status'],
    ['a timeout', (o: Callbacks) => o.fail?.({ errMsg: 'request:fail timeout' }), 'timeout'],
    ['no network', (o: Callbacks) => o.fail?.({ errMsg: 'request:fail -2:net::ERR' }), 'network'],
  ])('maps %s to a TransportError', async (_n, act, reason) => {
    const h = send({ url: 'u', headers: {}, timeout: 1 })
    act(mockTasks[0].opts)
    await expect(h.promise).rejects.toMatchObject({ reason })
  })

  it('aborts the task', async () => {
    const h = send({ url: 'u', headers: {}, timeout: 1 })
    h.abort()
    expect(mockTasks[0].aborted).toBe(true)
    await expect(h.promise).rejects.toMatchObject({ reason: 'aborted' })
  })

  it('uploads through Taro.uploadFile', async () => {
    const h = send({ url: 'u', headers: { Token: 't' }, timeout: 120000, upload: { filePath: 'wxfile://a.png', name: 'file', formData: { k: 'v' } } })
    const o = mockTasks[0].opts
    expect([o.filePath, o.name, o.formData, o.header, o.timeout]).toEqual(['wxfile://a.png', 'file', { k: 'v' }, { Token: 't' }, 120000])
    o.success?.({ statusCode: 200, data: '{"ok":true}' })
    await expect(h.promise).resolves.toEqual({ status: 200, data: { ok: true } })
  })

  it('refuses an upload without a file path', async () => {
    await expect(send({ url: 'u', headers: {}, timeout: 1, upload: { file: new Blob(), name: 'f', formData: {} } }).promise).rejects.toMatchObject({
      reason: 'network',
    })
  })
})

describe('weapp env and login', () => {
  it('identifies as the WeChat mini-program', () => {
    expect([env.target, env.isMiniprogram(), env.isWechatBrowser(), env.isEMobile7Browser(), env.requestSource()]).toEqual([
      'weapp',
      true,
      false,
      false,
      'Wechat',
    ])
    expect(env.deviceInfo()).toBe('Apple iPhone 15; iOS 17.4; WeChat 8.0.49; SDK 3.4.0')
    expect(env.browserLanguage()).toBe('zh-hk')
  })

  it('reports the top page with its query as the current route', () => {
    expect(env.currentRoute()).toBe('')
    mockPages = [{ route: 'pages/home/index' }, { route: 'pages/error/index', options: { tips: '出错了', a: 'b' } }]
    expect(env.currentRoute()).toBe('/pages/error/index?tips=%E5%87%BA%E9%94%99%E4%BA%86&a=b')
    expect(env.currentPageUrl()).toBe(env.currentRoute())
  })

  it('gets the login code and remembers the interrupted route in storage', async () => {
    await expect(login.getLoginCode()).resolves.toBe('wx-code-1')
    login.rememberRoute('/pages/trip/index')
    expect(mockStore.get('redirectRoute')).toBe('/pages/trip/index')
    expect(login.takeRememberedRoute()).toBe('/pages/trip/index')
    expect(login.takeRememberedRoute()).toBe('')
  })
})

describe('weapp navigation', () => {
  it('reload relaunches the current page', () => {
    mockPages = [{ route: 'pages/trip/index', options: { x: '1' } }]
    nav.reload()
    expect(Taro.reLaunch).toHaveBeenLastCalledWith({ url: '/pages/trip/index?x=1' })
  })

  it('reports errors and rejections from Taro, until unsubscribed', () => {
    const seen: GlobalError[] = []
    const off = nav.onGlobalError((e) => seen.push(e))
    const boom = new Error('boom')
    mockListeners.error.forEach((cb) => cb('TypeError: x is undefined\n    at page.js:1'))
    mockListeners.error.forEach((cb) => cb(boom))
    mockListeners.rejection.forEach((cb) => cb({ reason: 'nope', promise: Promise.resolve() }))
    off()
    expect(mockListeners.error).toHaveLength(0)
    expect(mockListeners.rejection).toHaveLength(0)
    expect(seen).toEqual([
      { kind: 'script', message: 'TypeError: x is undefined', stack: '    at page.js:1' },
      { kind: 'script', message: 'boom', stack: boom.stack },
      { kind: 'promise', reason: 'nope', message: 'nope', stack: undefined },
    ])
  })

  it('has no global touch events', () => {
    const cb = jest.fn()
    nav.onTouch(cb)()
    expect(cb).not.toHaveBeenCalled()
  })
})

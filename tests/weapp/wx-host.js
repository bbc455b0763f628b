/**
 * A `wx` host for running the built mini-program (dist/weapp) under miniprogram-simulate.
 *
 * Only what Taro's weapp runtime and the app use is implemented, and it behaves like WeChat:
 * sync storage over a Map, system info of a phone, a REAL `wx.request` to a server (the URL's
 * origin is rewritten to `origin`), `wx.login`, navigation that records where the app went, and
 * `wx.requestPayment`, which records the parameters the app passed and answers as a payer who
 * paid (or closed the sheet, `host.payAnswer = 'cancel'`) — it moves no money: the channel does.
 * Async APIs answer on a later tick through success/fail/complete (what Taro promisifies).
 *
 * Every other WeChat API name (the catalogue of miniprogram-simulate's own mock `wx`) is
 * present but throws and is recorded in `host.missing` when called, and a read of a name
 * WeChat does not have is recorded in `host.probed`: a test asserts `missing` is empty, so a
 * runtime or app change that needs a new API fails loudly instead of silently using a mock.
 */
const http = require('http')
const https = require('https')

/** Names of the WeChat API surface (functions only), from miniprogram-simulate's mock `wx`. */
function wechatApiNames() {
  const api = require('miniprogram-simulate/src/api')
  return Object.keys(api).filter((k) => typeof api[k] === 'function')
}

const SYSTEM = {
  brand: 'Apple',
  model: 'iPhone 15',
  pixelRatio: 3,
  screenWidth: 393,
  screenHeight: 852,
  windowWidth: 393,
  windowHeight: 759,
  statusBarHeight: 47,
  language: 'zh_CN',
  version: '8.0.49',
  system: 'iOS 17.4',
  platform: 'ios',
  fontSizeSetting: 16,
  SDKVersion: '3.4.0',
  benchmarkLevel: 1,
  theme: 'light',
  enableDebug: false,
  deviceOrientation: 'portrait',
  safeArea: { left: 0, right: 393, top: 47, bottom: 818, width: 393, height: 771 },
  screenTop: 0,
  host: { env: 'WeChat' },
}

function pick(obj, keys) {
  const out = {}
  for (const k of keys) out[k] = obj[k]
  return out
}

/**
 * @param {object} opts
 * @param {string} opts.origin  where every wx.request goes, e.g. 'http://127.0.0.1:40123'
 * @param {Record<string,string>} [opts.storage]  initial sync storage
 */
function createWxHost(opts) {
  const origin = new URL(opts.origin)
  const storage = new Map(Object.entries(opts.storage || {}))
  const host = {
    storage,
    /** The page stack getCurrentPages() answers (the harness pushes page instances). */
    pages: [],
    /** { api, url } of every navigation call, in order. */
    navigations: [],
    /** { url (as the app asked), method, path, headers, body (the text sent), status } of every wx.request. */
    requests: [],
    /** The parameters of every wx.requestPayment, without its callbacks. */
    payments: [],
    /** How the next payment sheets end: 'ok' (paid) or 'cancel' (closed by the payer). */
    payAnswer: 'ok',
    titles: [],
    tabBar: { items: [], styles: [], badges: {} },
    toasts: [],
    listeners: { pageNotFound: [], error: [], unhandledRejection: [], themeChange: [] },
    /** The native bars' colours the pages set (appearance). */
    bars: { navigation: [], background: [] },
    /** WeChat APIs the code called that this host does not implement. */
    missing: new Set(),
    /** Names read from `wx` that WeChat has no API for (feature detection or a typo). */
    probed: new Set(),
    /** Requests still in flight; `idle()` waits for them. */
    inFlight: new Set(),
  }

  /** WeChat answers async APIs later, never inside the call. */
  function later(fn) {
    setTimeout(fn, 0)
  }

  function answer(name, options, result, error) {
    const o = options || {}
    later(() => {
      if (error) {
        const res = { errMsg: `${name}:fail ${error}` }
        if (typeof o.fail === 'function') o.fail(res)
        if (typeof o.complete === 'function') o.complete(res)
        return
      }
      const res = { errMsg: `${name}:ok`, ...result }
      if (typeof o.success === 'function') o.success(res)
      if (typeof o.complete === 'function') o.complete(res)
    })
  }

  /** An async API: `impl(options)` returns the result fields, or throws to fail. */
  function asyncApi(name, impl = () => ({})) {
    return (options = {}) => {
      let result
      try {
        result = impl(options)
      } catch (e) {
        answer(name, options, null, e && e.message ? e.message : String(e))
        return undefined
      }
      answer(name, options, result)
      return undefined
    }
  }

  function navigation(name) {
    return asyncApi(name, (o) => {
      if (name !== 'navigateBack' && (typeof o.url !== 'string' || !o.url)) throw new Error('parameter.url should be String')
      host.navigations.push({ api: name, url: name === 'navigateBack' ? `back:${o.delta || 1}` : o.url })
      return {}
    })
  }

  let logins = 0

  function request(options = {}) {
    const name = 'request'
    const method = String(options.method || 'GET').toUpperCase()
    const headers = { ...(options.header || {}) }
    const record = { url: options.url, method, path: '', headers: { ...headers }, status: 0 }
    host.requests.push(record)

    let settled = false
    let req = null
    const finish = (fn) => {
      if (settled) return
      settled = true
      if (req) host.inFlight.delete(req)
      fn()
    }
    const fail = (why) =>
      finish(() => {
        record.error = why
        const res = { errMsg: `${name}:fail ${why}` }
        if (typeof options.fail === 'function') options.fail(res)
        if (typeof options.complete === 'function') options.complete(res)
      })
    const task = {
      abort() {
        if (settled) return
        if (req) req.destroy(new Error('abort'))
        fail('abort')
      },
      onHeadersReceived() {},
      offHeadersReceived() {},
      onChunkReceived() {},
      offChunkReceived() {},
    }

    // WeChat needs an absolute http(s) URL (a mini-program has no origin); the origin is then
    // swapped for the test server's, whatever API_BASE the build used.
    let target
    try {
      target = new URL(options.url)
      if (!/^https?:$/.test(target.protocol)) throw new Error('not http')
    } catch {
      later(() => fail(`invalid url "${options.url}"`))
      return task
    }
    target.protocol = origin.protocol
    target.host = origin.host
    record.path = target.pathname

    const typeKey = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type')
    let body = null
    const data = options.data
    if (method === 'GET' || method === 'HEAD') {
      if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) target.searchParams.set(k, String(v))
    } else if (data !== undefined && data !== null) {
      // Like WeChat: objects go as JSON unless the content type asks for a form.
      const form = typeKey !== undefined && /x-www-form-urlencoded/i.test(headers[typeKey])
      body = typeof data === 'string' ? data : form ? new URLSearchParams(data).toString() : JSON.stringify(data)
      if (typeKey === undefined) headers['content-type'] = 'application/json'
      headers['content-length'] = Buffer.byteLength(body)
      record.body = body
    }

    const client = target.protocol === 'https:' ? https : http
    try {
      req = client.request(target, { method, headers }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('error', (e) => fail(e.message))
        res.on('end', () =>
          finish(() => {
            record.status = res.statusCode
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed = text
            // WeChat parses JSON only for dataType 'json' (the default).
            if ((options.dataType === undefined || options.dataType === 'json') && options.responseType !== 'arraybuffer') {
              try {
                parsed = JSON.parse(text)
              } catch {
                parsed = text
              }
            }
            const result = { errMsg: `${name}:ok`, statusCode: res.statusCode, data: parsed, header: res.headers, cookies: [] }
            if (typeof options.success === 'function') options.success(result)
            if (typeof options.complete === 'function') options.complete(result)
          }),
        )
      })
    } catch (e) {
      // e.g. a header value node refuses (non-Latin-1 text): WeChat would send it, so say so.
      later(() => fail(e.message))
      return task
    }
    host.inFlight.add(req)
    req.setTimeout(typeof options.timeout === 'number' && options.timeout > 0 ? options.timeout : 60000, () => {
      req.destroy(new Error('timeout'))
    })
    req.on('error', (e) => fail(e.message === 'timeout' ? 'timeout' : e.message))
    if (body !== null) req.write(body)
    req.end()
    return task
  }

  function selectorQuery() {
    const queue = []
    const nodes = (multiple) => {
      const ref = {
        boundingClientRect(cb) {
          queue.push([cb, () => (multiple ? [] : { id: '', dataset: {}, left: 0, right: 0, top: 0, bottom: 0, width: 0, height: 0 })])
          return q
        },
        scrollOffset(cb) {
          queue.push([cb, () => (multiple ? [] : { id: '', dataset: {}, scrollLeft: 0, scrollTop: 0, scrollWidth: 0, scrollHeight: 0 })])
          return q
        },
        fields(_f, cb) {
          queue.push([cb, () => (multiple ? [] : {})])
          return q
        },
        node(cb) {
          queue.push([cb, () => (multiple ? [] : null)])
          return q
        },
        context(cb) {
          queue.push([cb, () => null])
          return q
        },
      }
      return ref
    }
    const q = {
      in() {
        return q
      },
      select: () => nodes(false),
      selectAll: () => nodes(true),
      selectViewport: () => nodes(false),
      exec(cb) {
        later(() => {
          const results = queue.map(([each, make]) => {
            const r = make()
            if (typeof each === 'function') each(r)
            return r
          })
          if (typeof cb === 'function') cb(results)
        })
        return undefined
      },
    }
    return q
  }

  const storageInfo = () => {
    let size = 0
    for (const [k, v] of storage) size += k.length + String(v).length
    return { keys: [...storage.keys()], currentSize: Math.ceil(size / 1024), limitSize: 10240 }
  }

  const implemented = {
    env: { USER_DATA_PATH: 'wxfile://usr' },

    // Storage (sync and async).
    getStorageSync: (key) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key, value) => void storage.set(key, value),
    removeStorageSync: (key) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: storageInfo,
    getStorage: asyncApi('getStorage', (o) => {
      if (!storage.has(o.key)) throw new Error('data not found')
      return { data: storage.get(o.key) }
    }),
    setStorage: asyncApi('setStorage', (o) => {
      storage.set(o.key, o.data)
      return {}
    }),
    removeStorage: asyncApi('removeStorage', (o) => {
      storage.delete(o.key)
      return {}
    }),
    clearStorage: asyncApi('clearStorage', () => {
      storage.clear()
      return {}
    }),
    getStorageInfo: asyncApi('getStorageInfo', storageInfo),

    // System.
    getSystemInfoSync: () => ({ ...SYSTEM }),
    getSystemInfo: asyncApi('getSystemInfo', () => ({ ...SYSTEM })),
    getWindowInfo: () => pick(SYSTEM, ['pixelRatio', 'screenWidth', 'screenHeight', 'windowWidth', 'windowHeight', 'statusBarHeight', 'safeArea', 'screenTop']),
    getDeviceInfo: () => pick(SYSTEM, ['brand', 'model', 'system', 'platform', 'benchmarkLevel']),
    getAppBaseInfo: () => pick(SYSTEM, ['SDKVersion', 'enableDebug', 'host', 'language', 'version', 'theme', 'fontSizeSetting']),

    // Network and sign-in.
    request,
    getNetworkType: asyncApi('getNetworkType', () => ({ networkType: 'wifi' })),
    onNetworkStatusChange: () => undefined,
    offNetworkStatusChange: () => undefined,
    login: asyncApi('login', () => ({ code: `simulate-${Date.now().toString(36)}-${++logins}` })),

    // WeChat Pay's payment sheet.
    requestPayment: asyncApi('requestPayment', (o) => {
      const params = Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v !== 'function'))
      host.payments.push(params)
      if (host.payAnswer === 'cancel') throw new Error('cancel')
      return {}
    }),

    // Navigation.
    navigateTo: navigation('navigateTo'),
    redirectTo: navigation('redirectTo'),
    switchTab: navigation('switchTab'),
    reLaunch: navigation('reLaunch'),
    navigateBack: navigation('navigateBack'),

    // Interface.
    setNavigationBarTitle: asyncApi('setNavigationBarTitle', (o) => {
      host.titles.push(o.title)
      return {}
    }),
    setTabBarItem: asyncApi('setTabBarItem', (o) => {
      host.tabBar.items[o.index] = { ...(host.tabBar.items[o.index] || {}), ...o }
      return {}
    }),
    setTabBarBadge: asyncApi('setTabBarBadge', (o) => {
      host.tabBar.badges[o.index] = o.text
      return {}
    }),
    removeTabBarBadge: asyncApi('removeTabBarBadge', (o) => {
      delete host.tabBar.badges[o.index]
      return {}
    }),
    setTabBarStyle: asyncApi('setTabBarStyle', (o) => {
      host.tabBar.styles.push(o)
      return {}
    }),
    setNavigationBarColor: asyncApi('setNavigationBarColor', (o) => {
      host.bars.navigation.push(o)
      return {}
    }),
    setBackgroundColor: asyncApi('setBackgroundColor', (o) => {
      host.bars.background.push(o)
      return {}
    }),
    showToast: asyncApi('showToast', (o) => {
      host.toasts.push(o.title)
      return {}
    }),
    hideToast: asyncApi('hideToast'),
    nextTick: (fn) => void Promise.resolve().then(fn),
    createSelectorQuery: selectorQuery,

    // App-level events.
    onPageNotFound: (cb) => void host.listeners.pageNotFound.push(cb),
    offPageNotFound: (cb) => void (host.listeners.pageNotFound = host.listeners.pageNotFound.filter((f) => f !== cb)),
    onError: (cb) => void host.listeners.error.push(cb),
    offError: (cb) => void (host.listeners.error = host.listeners.error.filter((f) => f !== cb)),
    onThemeChange: (cb) => void host.listeners.themeChange.push(cb),
    offThemeChange: (cb) => void (host.listeners.themeChange = host.listeners.themeChange.filter((f) => f !== cb)),
    onUnhandledRejection: (cb) => void host.listeners.unhandledRejection.push(cb),
    offUnhandledRejection: (cb) => void (host.listeners.unhandledRejection = host.listeners.unhandledRejection.filter((f) => f !== cb)),

    getCurrentPages: () => host.pages.slice(),
  }

  const target = {}
  for (const name of wechatApiNames()) {
    if (name in implemented) continue
    target[name] = function notShimmed() {
      host.missing.add(name)
      throw new Error(`wx.${name} is not provided by tests/weapp/wx-host.js`)
    }
  }
  Object.assign(target, implemented)

  // webpack's chunk list lives on wx (wx.webpackJsonp); anything else unknown is recorded.
  const ALLOWED_UNKNOWN = new Set(['webpackJsonp', 'then', 'toJSON', 'constructor', 'hasOwnProperty', 'asymmetricMatch', 'nodeType', '$$typeof'])
  host.wx = new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === 'string' && !Reflect.has(t, key) && !ALLOWED_UNKNOWN.has(key) && !key.startsWith('@@')) host.probed.add(key)
      return Reflect.get(t, key, receiver)
    },
  })

  /** Resolves once no request is in flight and timers queued so far have run. */
  host.idle = async function idle() {
    for (let i = 0; i < 200 && host.inFlight.size > 0; i++) await new Promise((r) => setTimeout(r, 10))
    await new Promise((r) => setTimeout(r, 0))
  }

  return host
}

module.exports = { createWxHost, wechatApiNames, SYSTEM }

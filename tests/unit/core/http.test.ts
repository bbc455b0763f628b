import { ApiError, isCancelled, needsScreenHandling } from '../../../src/core/errors'
import { headerSafe, urlFor, TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../../../src/core/http'
import { TransportError } from '../../../src/platform/request-types'
import { envelope, flush, harness } from './http-harness'

const fail = (ErrorCode: number, ErrMsg = 'server says no') => envelope({ IsSuccess: false, ErrorCode, ErrMsg })

describe('http: request shape', () => {
  it.each([
    ['Login/UserLogin/v2', 'https://api.test/api/Login/UserLogin/v2'],
    ['log/error', 'https://api.test/api/log/error'],
    ['collect', 'https://api.test/api/collect'],
    ['personalapi/systeminfo/addRegisterCompany', 'https://api.test/personalapi/systeminfo/addRegisterCompany'],
    ['lvxingdouapi/openapi/lxd/personal/acct', 'https://api.test/lvxingdouapi/openapi/lxd/personal/acct'],
    ['customer/mobile/permission/query', 'https://api.test/customer/mobile/permission/query'],
    ['customer/getSettingsV2', 'https://api.test/api/customer/getSettingsV2'],
    ['intlDemandApi/x', 'https://api.test/intlDemandApi/x'],
    ['intldemandapi/x', 'https://api.test/api/intldemandapi/x'],
  ])('%s → %s', (path, url) => {
    expect(urlFor('https://api.test', path)).toBe(url)
  })

  it('sends JSON with the docs/server-calls.md headers and a 60 s timeout', () => {
    const h = harness({ route: '/trip?city=上海' })
    void h.call('theme/current', { a: 1 })
    const req = h.last().req
    expect(req.url).toBe('https://api.test/api/theme/current')
    expect(req.data).toEqual({ a: 1 })
    expect(req.timeout).toBe(TIMEOUT_MS)
    expect(TIMEOUT_MS).toBe(60000)
    expect(req.headers).toEqual({
      RequestSource: 'Web',
      Version: '8.10.1',
      DeviceInfo: 'TestUA/1.0',
      PageUrl: 'https://app.test/#/trip?city=%E4%B8%8A%E6%B5%B7',
      LanguageType: '2',
      CurrencyType: '0',
      Token: 'tok-1',
    })
  })

  it.each([
    ['ascii stays', 'https://a.test/#/x?y=1', 'https://a.test/#/x?y=1'],
    ['chinese is percent-encoded', '上海', '%E4%B8%8A%E6%B5%B7'],
    ['a lone surrogate is dropped', 'a\uD800b', 'ab'],
  ])('headerSafe: %s', (_n, input, out) => {
    expect(headerSafe(input)).toBe(out)
  })

  it('uploads a form with a 120 s timeout', () => {
    const h = harness()
    const blob = new Blob(['x'])
    void h.http.upload('systemInfo/uploadFiles' as never, { file: blob, fileName: 'a.png' }, { kind: '1' })
    void h.http.upload('systemInfo/uploadFiles' as never, { filePath: 'wxfile://tmp/1.png', name: 'files' })
    expect(UPLOAD_TIMEOUT_MS).toBe(120000)
    expect(h.pending.map((p) => [p.req.url, p.req.timeout, p.req.upload])).toEqual([
      ['https://api.test/api/systemInfo/uploadFiles', 120000, { file: blob, fileName: 'a.png', name: 'file', formData: { kind: '1' } }],
      ['https://api.test/api/systemInfo/uploadFiles', 120000, { filePath: 'wxfile://tmp/1.png', name: 'files', formData: {} }],
    ])
    // Side-by-side uploads to one path do not cancel each other.
    expect(h.pending.map((p) => p.aborted)).toEqual([false, false])
  })
})

describe('http: success', () => {
  it('resolves ResultData when IsSuccess', async () => {
    const h = harness()
    const p = h.call('theme/current')
    h.answer(0, envelope({ ResultData: { PrimaryColor: '#123456' } }))
    await expect(p).resolves.toEqual({ PrimaryColor: '#123456' })
    expect(h.toasts).toEqual([])
  })

  it('silent: any answer counts, failures resolve null without toast or redirect', async () => {
    const h = harness()
    const ok = h.call('log/error', {}, { silent: true })
    h.answer(0, envelope({ ResultData: 5 }))
    await expect(ok).resolves.toBe(5)
    for (const code of [101, 107, 1002, 99996]) {
      const p = h.call('log/error', {}, { silent: true })
      h.answer(h.pending.length - 1, { ...fail(code), ResultData: { partial: true } })
      await expect(p).resolves.toBeNull()
    }
    expect(h.toasts).toEqual([])
    expect(h.navLog).toEqual([])
    expect(h.alerts).toEqual([])
  })
})

type Expect = {
  toast: string | null
  nav: unknown[][]
  handled: boolean
  kind?: string
}

describe('http: docs/error-codes.md error table', () => {
  const rows: [string, number, string, Expect][] = [
    [
      '101 not logged in',
      101,
      'theme/current',
      {
        toast: null,
        nav: [
          ['rememberRoute', '/trip'],
          ['relaunch', 'login'],
        ],
        handled: true,
      },
    ],
    [
      '102 token expired',
      102,
      'theme/current',
      {
        toast: null,
        nav: [
          ['rememberRoute', '/trip'],
          ['relaunch', 'login'],
        ],
        handled: true,
      },
    ],
    ['305 flight offer expired', 305, 'domesticFlightv2/checkOrderPrice', { toast: null, nav: [], handled: false }],
    ['1110 intl flight offer expired', 1110, 'intlflight/get', { toast: null, nav: [], handled: false }],
    ['503 hotel offer expired', 503, 'newhotel/x', { toast: null, nav: [], handled: false }],
    ['1004 train offer expired', 1004, 'train/x', { toast: null, nav: [], handled: false }],
    ['9995 car offer expired', 9995, 'car/x', { toast: null, nav: [], handled: false }],
    ['316 order status changed', 316, 'flight/submitBooking', { toast: null, nav: [], handled: false }],
    ['318 on flight/submitBooking', 318, 'flight/submitBooking', { toast: null, nav: [], handled: false }],
    ['318 elsewhere', 318, 'train/submitChange/v2', { toast: 'server says no', nav: [], handled: true }],
    ['1011 on train/submitChange/v2', 1011, 'train/submitChange/v2', { toast: null, nav: [], handled: false }],
    ['1011 elsewhere', 1011, 'flight/submitBooking', { toast: 'server says no', nav: [], handled: true }],
    ['999 silent', 999, 'theme/current', { toast: null, nav: [], handled: true, kind: 'silent' }],
    ['99996 fatal', 99996, 'theme/current', { toast: null, nav: [['replace', 'error', { tips: 'server says no' }]], handled: true }],
    [
      '2500 switch to personal',
      2500,
      'theme/current',
      { toast: null, nav: [['replace', 'loginSwitch', { loginType: 2, tmsp: 1700000000000 }]], handled: true },
    ],
    ['2501 switch to unit', 2501, 'theme/current', { toast: null, nav: [['replace', 'loginSwitch', { loginType: 1, tmsp: 1700000000000 }]], handled: true }],
    ['other code', 1002, 'Login/UserLogin/v2', { toast: 'server says no', nav: [], handled: true }],
  ]

  it.each(rows)('%s', async (_name, code, path, exp) => {
    const h = harness()
    const p = h.outcome(h.call(path))
    h.answer(0, fail(code))
    const { ok, value } = await p
    expect(ok).toBe(false)
    expect(value).toBeInstanceOf(ApiError)
    const e = value as ApiError
    expect([e.code, e.path, e.kind, e.handled, e.message]).toEqual([code, path, exp.kind ?? 'server', exp.handled, 'server says no'])
    expect(needsScreenHandling(e)).toBe(!exp.handled)
    expect(h.toasts).toEqual(exp.toast === null ? [] : [exp.toast])
    expect(h.navLog).toEqual(exp.nav)
  })

  it('other code without a message toasts system busy', async () => {
    const h = harness()
    const p = h.outcome(h.call('x'))
    h.answer(0, fail(1003, ''))
    await p
    expect(h.toasts).toEqual(['t(errors:systemBusy)'])
  })

  describe('101/102 details', () => {
    it('signs out, and replaces to home for a personal account (login type 2)', async () => {
      const h = harness({ loginType: 2 })
      const p = h.outcome(h.call('x'))
      h.answer(0, fail(101))
      await p
      expect(h.state.signedOut).toBe(1)
      expect(h.navLog).toEqual([
        ['rememberRoute', '/trip'],
        ['replace', 'home'],
      ])
    })

    it('ignores an answer about a session already replaced (an account switch under way)', async () => {
      const h = harness()
      const late = h.outcome(h.call('x'))
      h.state.token = 'tok-2'
      h.answer(0, fail(101))
      const { ok, value } = await late
      expect(ok).toBe(false)
      expect((value as ApiError).handled).toBe(true)
      expect(h.state.signedOut).toBe(0)
      expect(h.navLog).toEqual([])
      // A call made in the new session still ends it when the server says so.
      const now = h.outcome(h.call('y'))
      h.answer(1, fail(101))
      await now
      expect(h.state.signedOut).toBe(1)
    })

    it('closes the page in the embedded app', async () => {
      const h = harness({ eMobile: true, loginType: 2 })
      const p = h.outcome(h.call('x'))
      h.answer(0, fail(102))
      await p
      expect(h.navLog).toEqual([['rememberRoute', '/trip'], ['closeEmbeddedPage']])
    })

    it('redirects once for a burst of 101s, again after resetGuards', async () => {
      const h = harness()
      const a = h.outcome(h.call('a'))
      const b = h.outcome(h.call('b'))
      h.answer(0, fail(101))
      h.answer(1, fail(101))
      await Promise.all([a, b])
      expect(h.navLog.filter((e) => e[0] === 'relaunch')).toHaveLength(1)
      h.http.resetGuards()
      const c = h.outcome(h.call('c'))
      h.answer(2, fail(101))
      await c
      expect(h.navLog.filter((e) => e[0] === 'relaunch')).toHaveLength(2)
    })

    it('stays on the login page when already there', async () => {
      const h = harness({ route: '/login' })
      const p = h.outcome(h.call('x'))
      h.answer(0, fail(101))
      await p
      expect(h.navLog).toEqual([])
    })
  })

  it.each([
    ['/home', []],
    ['/pages/home/index', []],
    ['/home?x=1', []],
    ['/trip', [['replace', 'loginSwitch', { loginType: 2, tmsp: 1700000000000 }]]],
  ])('2500 on %s', async (route, nav) => {
    const h = harness({ route })
    const p = h.outcome(h.call('x'))
    h.answer(0, fail(2500))
    await p
    expect(h.navLog).toEqual(nav)
  })

  it('107: asks to update once, keeps the keep-list, shows Upgrading and reloads', async () => {
    const h = harness()
    const keep = { language: 'EN', planeCities: '[]', trainCities: '[]', FollowTheSystemLanguage: 'true', token: 't', loginType: '1' }
    for (const [k, v] of Object.entries({ ...keep, currency: 'USD', CurrencyInfo: '{}', orderSuccessInfo: '{}', other: 'x' })) h.storage.set(k, v)
    const a = h.outcome(h.call('a'))
    const b = h.outcome(h.call('b'))
    h.answer(0, fail(107, 'old'))
    h.answer(1, fail(107, 'old'))
    expect((await a).value).toMatchObject({ code: 107, handled: true })
    await b
    expect(h.alerts).toHaveLength(1)
    expect(h.alerts[0].options).toEqual({
      title: 't(errors:newVersionTitle)',
      content: 't(errors:newVersionOnline)',
      buttons: [{ text: 't(errors:confirmUpdate)', value: 'update', keepOpen: true }],
    })
    expect(h.navLog).toEqual([])
    expect(h.storage.get('other')).toBe('x')
    h.alerts[0].press('update')
    await flush()
    expect(h.busy).toBe('t(errors:upgrading)')
    expect(
      Object.fromEntries(
        h.storage
          .keys()
          .sort()
          .map((k) => [k, h.storage.get(k)]),
      ),
    ).toEqual(keep)
    expect(h.navLog).toEqual([['reload']])
    expect(h.toasts).toEqual([])
  })
})

describe('http: transport failures', () => {
  it.each([
    ['network error', () => new TransportError('network'), 0],
    ['timeout', () => new TransportError('timeout'), 0],
    ['HTTP 502', () => new TransportError('status', 502), 502],
  ])('%s toasts system busy unless silent', async (_n, make, status) => {
    const h = harness()
    const p = h.outcome(h.call('x'))
    h.pending[0].reject(make())
    const { ok, value } = await p
    expect(ok).toBe(false)
    expect(value).toMatchObject({ kind: 'transport', code: 0, handled: true, status })
    expect(h.toasts).toEqual(['t(errors:systemBusy)'])

    const s = h.outcome(h.call('y', {}, { silent: true }))
    h.pending[1].reject(make())
    expect(await s).toMatchObject({ ok: false, value: { kind: 'transport' } })
    expect(h.toasts).toHaveLength(1)
  })

  it.each([
    ['an HTML page', '<html>502</html>'],
    ['null', null],
    ['an object without IsSuccess', { ok: true }],
  ])('an answer that is %s is a transport failure', async (_n, data) => {
    const h = harness()
    const p = h.outcome(h.call('x'))
    h.answer(0, data)
    expect(await p).toMatchObject({ ok: false, value: { kind: 'transport' } })
    expect(h.toasts).toEqual(['t(errors:systemBusy)'])
  })
})

describe('http: cancel previous', () => {
  it('a second call to the same path aborts the first, which rejects as cancelled without toast', async () => {
    const h = harness()
    const first = h.outcome(h.call('user/getDepartments', { q: 'a' }))
    const second = h.call('user/getDepartments', { q: 'ab' })
    expect(h.pending[0].aborted).toBe(true)
    h.answer(1, envelope({ ResultData: ['ab'] }))
    await expect(second).resolves.toEqual(['ab'])
    const r = await first
    expect(r.ok).toBe(false)
    expect(isCancelled(r.value)).toBe(true)
    expect(r.value).toMatchObject({ kind: 'cancelled', handled: true })
    expect(h.toasts).toEqual([])
  })

  it('drops an answer that had not been delivered when a newer call replaced it', async () => {
    const h = harness()
    const first = h.outcome(h.call('p'))
    h.answer(0, envelope({ ResultData: 'stale' }))
    void h.call('p')
    expect(isCancelled((await first).value)).toBe(true)
  })

  it('keeps an answer delivered before the newer call', async () => {
    const h = harness()
    const first = h.outcome(h.call('p'))
    h.answer(0, envelope({ ResultData: 'fresh' }))
    await flush()
    void h.call('p')
    expect(await first).toEqual({ ok: true, value: 'fresh' })
  })

  it.each([
    ['collect', 'collect', {}, false],
    ['parallel option', 'user/getDepartments', { parallel: true }, false],
    ['default', 'user/getDepartments', {}, true],
  ])('%s: first call aborted = %s', (_n, path, opts, aborted) => {
    const h = harness()
    void h.outcome(h.call(path, [], opts))
    void h.outcome(h.call(path, [], opts))
    expect(h.pending[0].aborted).toBe(aborted)
  })

  it('a load run independently neither cancels the earlier call to its path nor is cancelled by a later one', async () => {
    // The trips tab still loading while a product's order list opens: both ask order/getOrderList.
    const h = harness()
    const trips = h.outcome(h.call('order/getOrderList', { PageSize: 50 }))
    const list = h.http.independently(() => h.call('order/getOrderList', { PageSize: 10 }))
    expect(h.pending[0].aborted).toBe(false)
    void h.outcome(h.call('order/getOrderList', { PageSize: 50 }))
    expect(h.pending.map((p) => p.aborted)).toEqual([true, false, false])
    h.answer(1, envelope({ ResultData: 'orders' }))
    await expect(list).resolves.toBe('orders')
    expect(isCancelled((await trips).value)).toBe(true)
    // Only what ran inside the scope: the next call cancels as before.
    void h.call('order/getOrderList', {})
    expect(h.pending[2].aborted).toBe(true)
  })

  it('does not cancel calls to other paths', () => {
    const h = harness()
    void h.call('a')
    void h.call('b')
    expect(h.pending.map((p) => p.aborted)).toEqual([false, false])
  })
})

describe('http: loading counter', () => {
  it('raises per call with loading and lowers when each settles, cancelled ones included', async () => {
    const h = harness()
    const a = h.outcome(h.call('a', {}, { loading: true }))
    const b = h.outcome(h.call('b', {}, { loading: true }))
    void h.outcome(h.call('c'))
    expect(h.loading).toBe(2)
    h.answer(0, envelope())
    await a
    expect(h.loading).toBe(1)
    const b2 = h.outcome(h.call('b', {}, { loading: true }))
    await b
    expect(h.loading).toBe(1)
    h.answer(3, fail(1002))
    await b2
    expect(h.loading).toBe(0)
  })
})

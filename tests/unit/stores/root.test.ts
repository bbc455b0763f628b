import { RootStore, type RootDeps } from '../../../src/stores/root'
import { wireApp } from '../../../src/stores/app'
import { memoryKV } from '../../../src/platform/kv'
import { personalStores } from '../../../src/platform/personal'
import { TransportError, type SendHandle, type SendRequest } from '../../../src/platform/request-types'
import type { Timers } from '../../../src/core/timers'
import type { LoadInitInfoRes } from '../../../types/api/session'

const ok = (ResultData: unknown) => ({ IsSuccess: true, ErrorCode: 0, ErrMsg: '', RedirectUrl: '', CurrencyInfo: null, ResultData })
const fail = (ErrorCode: number) => ({ IsSuccess: false, ErrorCode, ErrMsg: 'no', RedirectUrl: '', CurrencyInfo: null, ResultData: null })

const INIT: LoadInitInfoRes = {
  PersonalInfor: {
    UserID: 42,
    CompanyCode: 'ACME',
    CompanyName: 'Acme',
    UserName: 'li',
    ChName: '李雷',
    LastName: 'Li',
    FirstName: 'Lei',
    Email: 'l@acme.test',
    Mobile: '13800000000',
    MobileCountryCode: '86',
    EmployeeNo: 'E1',
    DepartmentName: 'R&D',
    RankName: 'P5',
    LoginType: 2,
    IsApprover: false,
    IsAdmin: true,
    HasPersonalAccount: true,
  },
  PersonalSetting: { CommonSettings: { IsDisplayCostCenter: true, IsRequiredCostCenter: true } } as never,
  PersonalPower: { BusinessPermission: { Flight: { Search: true, Book: true } } } as never,
  Theme: { PrimaryColor: '#123456' } as never,
  CurrencyInfo: { Currency: 'Euro', CurrencyCode: 'EUR', CurrencySymbol: '€', CurrencyType: 3 },
}

function build(answer: (req: SendRequest) => unknown) {
  const raw = { storage: memoryKV(), sessionStore: memoryKV() }
  const { storage, sessionStore, forgetPerson } = personalStores(raw.storage, raw.sessionStore)
  const sent: SendRequest[] = []
  const navLog: unknown[][] = []
  const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id), now: () => 1 }
  const deps: RootDeps = {
    storage,
    sessionStore,
    forgetPerson,
    timers,
    send: (req): SendHandle => {
      sent.push(req)
      const data = answer(req)
      return {
        promise: data instanceof Error ? Promise.reject(data) : Promise.resolve({ status: 200, data }),
        abort: () => undefined,
      }
    },
    env: { apiBase: '', requestSource: () => 'Web', deviceInfo: () => 'UA', currentPageUrl: () => 'u', isEMobile7Browser: () => false },
    nav: {
      currentRoute: () => '/trip',
      replace: (...a) => void navLog.push(['replace', ...a]),
      relaunch: (...a) => void navLog.push(['relaunch', ...a]),
      reload: () => void navLog.push(['reload']),
      closeEmbeddedPage: () => undefined,
      rememberRoute: () => undefined,
    },
    t: (k) => k,
    languageCode: () => 3,
  }
  return { root: new RootStore(deps), storage, sessionStore, raw, sent, navLog, timers }
}

describe('root store', () => {
  it('callers loading init at the same time for one token share one call', async () => {
    const { root, sent } = build(() => ok(INIT))
    root.session.signIn('tok', 1)
    const [a, b] = await Promise.all([root.loadInit(), root.loadInit()])
    expect(a).toBe(b)
    expect(sent.filter((r) => r.url.endsWith('home/loadInitInfo/v2'))).toHaveLength(1)
    expect(root.session.ready).toBe(true)
    // a later call (not concurrent) loads again
    await root.loadInit()
    expect(sent.filter((r) => r.url.endsWith('home/loadInitInfo/v2'))).toHaveLength(2)
  })

  it('feature stores hear of a change of person: sign-out and a switch to another token, not a first sign-in or the same token', () => {
    const { root } = build(() => ok(INIT))
    const heard: string[] = []
    const stop = root.session.onPersonChange(() => heard.push(root.session.token || '(signed out)'))
    root.session.signIn('tok', 1)
    root.session.signIn('tok', 1)
    expect(heard).toEqual([])
    root.session.signIn('other-token', 2)
    expect(heard).toEqual(['tok'])
    root.session.signOut()
    expect(heard).toEqual(['tok', '(signed out)'])
    root.session.signIn('third', 1)
    expect(heard).toHaveLength(2)
    stop()
    root.session.signOut()
    expect(heard).toHaveLength(2)
  })

  it('a new token (account switch) forgets the person loaded for the old one', async () => {
    const { root } = build(() => ok(INIT))
    root.session.signIn('tok', 1)
    await root.loadInit()
    expect(root.session.ready).toBe(true)
    root.session.signIn('tok', 1)
    expect(root.session.ready).toBe(true)
    root.session.signIn('other-token', 2)
    expect(root.session.personalInfor).toBeNull()
    expect(root.session.ready).toBe(false)
  })

  it('loadInit fills session, settings, power, theme and currency', async () => {
    const { root, storage } = build(() => ok(INIT))
    root.session.signIn('tok', 1)
    await root.loadInit()
    expect(root.session.ready).toBe(true)
    expect(root.session.identity).toEqual({ U: '42', C: 'ACME' })
    expect(root.session.loginType).toBe(2)
    expect(storage.get('loginType')).toBe('2')
    expect(root.settings.field('FlightSettings', 'CostCenter')).toEqual({ display: true, required: true, name: '' })
    expect(root.power.can('BusinessPermission.Flight.Book')).toBe(true)
    expect(root.power.can('BusinessPermission.Hotel.Book')).toBe(false)
    expect(root.theme.primaryColor).toBe('#123456')
    expect(root.currency.code).toBe('EUR')
    expect(storage.get('currency')).toBe('EUR')
  })

  it('keeps the stored currency when init brings none', async () => {
    const { root } = build(() => ok({ ...INIT, CurrencyInfo: null }))
    root.currency.setCurrency({ Currency: 'US Dollar', CurrencyCode: 'USD', CurrencySymbol: '$', CurrencyType: 2 })
    await root.loadInit()
    expect(root.currency.code).toBe('USD')
  })

  it('sends the token, language and currency of its stores in the headers', async () => {
    const { root, sent } = build(() => ok(null))
    root.session.signIn('tok-9', 1)
    root.currency.setCurrency({ Currency: 'US Dollar', CurrencyCode: 'USD', CurrencySymbol: '$', CurrencyType: 2 })
    await root.http.call('theme/current', {})
    expect(sent[0].headers).toMatchObject({ Token: 'tok-9', LanguageType: '3', CurrencyType: '2' })
  })

  it('signIn persists and restore reads back; signOut forgets the token but keeps the login type', async () => {
    const { root, storage } = build(() => ok(INIT))
    root.session.signIn('tok', 1)
    await root.loadInit()
    root.session.signOut()
    expect([root.session.signedIn, root.session.personalInfor, storage.get('token'), storage.get('loginType')]).toEqual([false, null, null, '2'])
    expect(root.power.can('BusinessPermission.Flight.Book')).toBe(false)
    expect(root.settings.loaded).toBe(false)
    expect(root.theme.primaryColor).toBe('#0e62e8')
    storage.set('token', 't2')
    storage.set('loginType', '7')
    root.session.restore()
    expect([root.session.token, root.session.loginType]).toEqual(['t2', null])
  })

  it('a 101 from any call signs the session out and goes to login', async () => {
    const { root, navLog } = build(() => fail(101))
    root.session.signIn('tok', 1)
    await expect(root.http.call('theme/current', {})).rejects.toMatchObject({ code: 101 })
    expect(root.session.signedIn).toBe(false)
    expect(navLog).toEqual([['relaunch', 'login']])
  })

  describe('what is kept for the person goes with the person', () => {
    // What the stores hold underneath, whoever may read it: a purge leaves nothing behind.
    const bookkeeping = ['loginType', 'token', 'personalOwner']
    const kept = ({ raw }: ReturnType<typeof build>) => ({
      session: raw.sessionStore
        .keys()
        .filter((k) => !bookkeeping.includes(k))
        .sort(),
      persistent: raw.storage
        .keys()
        .filter((k) => !bookkeeping.includes(k))
        .sort(),
    })
    type Kept = ReturnType<typeof kept>
    const GONE: Kept = { session: ['navHistory'], persistent: [] }
    const KEPT: Kept = { session: ['flightSelection', 'hotelBookingDraft', 'navHistory'], persistent: ['orderSuccessInfo'] }

    it.each<[string, (root: RootStore) => Promise<unknown> | void, Kept]>([
      ['the same token signed in again', (root) => root.session.signIn('tok', 1), KEPT],
      ['a start restoring the same token (a reload)', (root) => root.session.restore(), KEPT],
      ['sign-out', (root) => root.session.signOut(), GONE],
      ['an account switch (a new token)', (root) => root.session.signIn('tok-2', 2), GONE],
      ['the server saying the token is invalid (101)', (root) => root.http.call('theme/current', {}).catch(() => undefined), GONE],
      ['the server saying the token expired (102)', (root) => root.http.call('user/logout', {}).catch(() => undefined), GONE],
    ])('%s', async (_name, event, want) => {
      const built = build((req) => fail(req.url.endsWith('user/logout') ? 102 : 101))
      const { root, storage, sessionStore } = built
      root.session.signIn('tok', 1)
      sessionStore.setJSON('hotelBookingDraft', { remark: 'r' })
      sessionStore.setJSON('flightSelection', { f: 1 })
      storage.setJSON('orderSuccessInfo', { o: 1 })
      sessionStore.set('navHistory', '["/home"]')
      await event(root)
      expect(kept(built)).toEqual(want)
      const readBack = [sessionStore.getJSON('hotelBookingDraft', null), storage.getJSON('orderSuccessInfo', null)]
      expect(readBack).toEqual(want === KEPT ? [{ remark: 'r' }, { o: 1 }] : [null, null])
    })
  })

  it('loadInit rejects as the call does and leaves the stores alone', async () => {
    const { root } = build(() => new TransportError('network'))
    await expect(root.loadInit()).rejects.toMatchObject({ kind: 'transport' })
    expect(root.session.personalInfor).toBeNull()
    expect(root.ui.toastState?.text).toBe('errors:systemBusy')
  })
})

describe('map key store', () => {
  it('calls map/getInitInfo once, shares a pending call, then answers from memory', async () => {
    const { root, sent } = build(() => ok({ MapKey: { Key: 'k1', Secret: 's1' }, MapSource: 1 }))
    const [a, b] = await Promise.all([root.ensureMapKey(), root.ensureMapKey()])
    expect(a).toEqual({ key: 'k1', securityJsCode: 's1', MapSource: 1 })
    expect(b).toBe(a)
    await root.ensureMapKey()
    expect(sent.map((r) => r.url)).toEqual(['/api/map/getInitInfo'])
  })

  it('tries again after a failure', async () => {
    let n = 0
    const { root, sent } = build(() => (n++ === 0 ? new TransportError('network') : ok({ MapKey: { Key: 'k', Secret: 's' }, MapSource: 2 })))
    await expect(root.ensureMapKey()).rejects.toBeTruthy()
    await expect(root.ensureMapKey()).resolves.toMatchObject({ key: 'k', MapSource: 2 })
    expect(sent).toHaveLength(2)
  })
})

describe('app wiring', () => {
  it('sends error reports side by side and usage events through collect, silently', async () => {
    const { root, sent, storage, sessionStore, timers } = build(() => fail(1002))
    const { telemetry, lifecycle } = wireApp(root, {
      storage,
      sessionStore,
      timers,
      target: 'h5',
      host: { onGlobalError: () => () => undefined, onTouch: () => () => undefined, reload: () => undefined },
      restoreLanguage: async () => undefined,
    })
    telemetry.reportError({ kind: 'script', message: 'a' })
    telemetry.reportError({ kind: 'script', message: 'b' })
    lifecycle.routeChanged('/home')
    telemetry.flush()
    await Promise.resolve()
    expect(sent.map((r) => r.url)).toEqual(['/api/log/error', '/api/log/error', '/api/collect'])
    expect(sent[2].data).toEqual([expect.objectContaining({ ET: 3, FP: '', TP: '/home' })])
    expect(root.ui.toastState).toBeNull()
    lifecycle.dispose()
  })

  it('startApp restores currency and session from storage', async () => {
    const { root, storage, sessionStore, timers } = build(() => ok(null))
    storage.set('token', 'tok')
    storage.set('loginType', '1')
    storage.setJSON('CurrencyInfo', { Currency: 'Yen', CurrencyCode: 'JPY', CurrencySymbol: '¥', CurrencyType: 5 })
    sessionStore.set('navHistory', '["/x"]')
    const langs: string[] = []
    const { lifecycle } = wireApp(root, {
      storage,
      sessionStore,
      timers,
      target: 'h5',
      host: { onGlobalError: () => () => undefined, onTouch: () => () => undefined, reload: () => undefined },
      restoreLanguage: async () => void langs.push('restored'),
    })
    await lifecycle.startApp()
    expect([root.session.token, root.session.loginType, root.currency.code, langs, sessionStore.keys()]).toEqual(['tok', 1, 'JPY', ['restored'], []])
    lifecycle.dispose()
  })
})

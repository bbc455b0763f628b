import React from 'react'
import { rootStore, http, startApp, routeChanged, useStores, StoreContext, RootStore } from '../../../src/stores'
import { setLanguage } from '../../../src/i18n'

// @types/react-dom is not installed; this one function is all the test needs.
const { renderToString } = require('react-dom/server') as { renderToString(el: React.ReactElement): string }

describe('app singletons (h5 wiring)', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch
  })

  it('useStores gives the root store from context', () => {
    let seen: RootStore | null = null
    const Probe = () => {
      seen = useStores()
      return null
    }
    renderToString(React.createElement(Probe))
    expect(seen).toBe(rootStore)
    expect(StoreContext).toBeDefined()
  })

  it('startApp clears the session store and restores persisted state; routeChanged clears order leftovers at home', async () => {
    window.sessionStorage.setItem('navHistory', '["/old"]')
    window.localStorage.setItem('token', 'tok-s')
    window.localStorage.setItem('CurrencyInfo', JSON.stringify({ Currency: 'HK Dollar', CurrencyCode: 'HKD', CurrencySymbol: 'HK$', CurrencyType: 4 }))
    window.localStorage.setItem('submitAttachFiles', '[]')
    window.localStorage.setItem('orderSuccessInfo', '{}')
    await startApp()
    expect(window.sessionStorage.getItem('navHistory')).toBeNull()
    expect(rootStore.session.token).toBe('tok-s')
    expect(rootStore.currency.code).toBe('HKD')
    routeChanged('/pages/home/index')
    expect(window.localStorage.getItem('submitAttachFiles')).toBeNull()
    expect(window.localStorage.getItem('orderSuccessInfo')).toBeNull()
    expect(rootStore.navigation.current).toBe('/home')
    expect(JSON.parse(window.sessionStorage.getItem('navHistory') ?? '[]')).toEqual(['/home'])
  })

  it('calls the same origin with the interface language in the headers', async () => {
    await setLanguage('JAP')
    const fetchMock = jest.fn(async () => ({ status: 200, text: async () => JSON.stringify({ IsSuccess: true, ErrorCode: 0, ResultData: { ok: 1 } }) }))
    ;(globalThis as { fetch?: unknown }).fetch = fetchMock
    await expect(http.call('theme/current', {})).resolves.toEqual({ ok: 1 })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/theme/current')
    expect(init.headers).toMatchObject({ LanguageType: '5', Token: 'tok-s', CurrencyType: '4', Version: '8.10.1', RequestSource: 'Web' })
  })
})

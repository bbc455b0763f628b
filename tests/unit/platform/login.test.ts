import { KEYS } from '../../../src/core/storage-keys'
import { getLoginCode, rememberRoute, takeRememberedRoute, REMEMBERED_ROUTE_KEY } from '../../../src/platform/login'

describe('platform login (h5)', () => {
  beforeEach(() => window.localStorage.clear())

  it('gives the remembered route once', () => {
    rememberRoute('/trip/list?tab=2')
    expect(window.localStorage.getItem(REMEMBERED_ROUTE_KEY)).toBe('/trip/list?tab=2')
    expect(takeRememberedRoute()).toBe('/trip/list?tab=2')
    expect(takeRememberedRoute()).toBe('')
  })

  it('uses the key listed with the other stored keys', () => {
    expect(REMEMBERED_ROUTE_KEY).toBe(KEYS.redirectRoute)
  })

  it('ignores an empty route', () => {
    rememberRoute('')
    expect(takeRememberedRoute()).toBe('')
  })

  it('has no mini-program login code in a browser', async () => {
    await expect(getLoginCode()).resolves.toBeNull()
  })
})

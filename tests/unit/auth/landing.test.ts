import { HOME_LANDING, landingOf, SIGN_IN_ROUTES } from '@/features/auth/landing'
import { ROUTES } from '@/routes'

describe('where a sign-in lands', () => {
  it.each([
    ['', HOME_LANDING],
    [undefined, HOME_LANDING],
    ['/trip', { name: 'trip', params: {} }],
    ['/announcement/details?id=7', { name: 'announcementDetails', params: { id: '7' } }],
    ['/pages/account/announcement/details?id=7&$taroTimestamp=1', { name: 'announcementDetails', params: { id: '7' } }],
    ['announcement/list', { name: 'announcementList', params: {} }],
    ['https://travel.example.com/#/personal/resetPassword', { name: 'resetPassword', params: {} }],
    ['https://elsewhere.example.com/', HOME_LANDING],
    ['/', { name: 'home', params: {} }],
    ['/no/such/page', HOME_LANDING],
  ])('%p -> %p', (url, expected) => {
    expect(landingOf(url)).toEqual(expected)
  })

  it('never back into the sign-in pages', () => {
    for (const name of SIGN_IN_ROUTES) expect(landingOf(ROUTES[name].url + '?x=1')).toBe(HOME_LANDING)
  })
})

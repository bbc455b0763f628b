import * as env from '../../../src/platform/env'

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36'
const WECHAT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI Language/zh_CN'
const WECHAT_MP = WECHAT + ' miniProgram/wx1234'
const EMOBILE = CHROME + ' E-Mobile7/7.0.52'

function setUA(ua: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua })
}

describe('platform env (h5)', () => {
  afterEach(() => {
    delete (window as { __wxjs_environment?: string }).__wxjs_environment
  })

  it.each([
    ['plain browser', CHROME, false, false, false, 'Web'],
    ['WeChat browser', WECHAT, false, true, false, 'Wechat'],
    ['mini-program web-view', WECHAT_MP, true, false, false, 'Wechat'],
    ['embedded office app', EMOBILE, false, false, true, 'Web'],
  ])('%s', (_name, ua, mp, wechat, emobile, source) => {
    setUA(ua)
    expect(env.isMiniprogram()).toBe(mp)
    expect(env.isWechatBrowser()).toBe(wechat)
    expect(env.isEMobile7Browser()).toBe(emobile)
    expect(env.requestSource()).toBe(source)
    expect(env.deviceInfo()).toBe(ua)
  })

  it('detects the mini-program web-view by __wxjs_environment too', () => {
    setUA(WECHAT)
    ;(window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram'
    expect(env.isMiniprogram()).toBe(true)
    expect(env.isWechatBrowser()).toBe(false)
  })

  it('reads the route from the hash and the page URL from location', () => {
    window.location.hash = '#/planeTicket/orderDetails?id=5'
    expect(env.currentRoute()).toBe('/planeTicket/orderDetails?id=5')
    expect(env.currentPageUrl()).toBe('http://localhost/#/planeTicket/orderDetails?id=5')
    window.location.hash = ''
    expect(env.currentRoute()).toBe('/')
  })

  it('lower-cases the browser language and calls its own origin', () => {
    Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'zh-TW' })
    expect(env.browserLanguage()).toBe('zh-tw')
    expect(env.apiBase).toBe('')
    expect(env.origin()).toBe('http://localhost')
    expect(env.target).toBe('h5')
  })
})

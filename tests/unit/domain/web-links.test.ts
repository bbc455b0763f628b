import { webLinkVerdict } from '@/domain/web-links'

const HOSTS = ['intranet.acme.cn', '.travel.acme.cn']

describe('the in-app web view opens', () => {
  it.each([
    ['https://intranet.acme.cn/policy?x=1', 'ok'],
    ['https://INTRANET.acme.cn:8443', 'ok'],
    ['https://a.travel.acme.cn/#/x', 'ok'],
    ['https://travel.acme.cn/', 'notAllowed'],
    ['https://intranet.acme.cn.evil.com/', 'notAllowed'],
    ['https://evil.com/?u=https://intranet.acme.cn', 'notAllowed'],
    ['http://intranet.acme.cn/', 'notHttps'],
    ['javascript:alert(1)', 'invalid'],
    ['https://user@intranet.acme.cn/', 'invalid'],
    ['intranet.acme.cn', 'invalid'],
  ])('%s: %s', (url, verdict) => {
    expect(webLinkVerdict(url, HOSTS)).toBe(verdict)
  })

  it('nothing without the company’s list', () => {
    expect(webLinkVerdict('https://intranet.acme.cn/', undefined)).toBe('notAllowed')
    expect(webLinkVerdict('https://intranet.acme.cn/', [])).toBe('notAllowed')
  })
})

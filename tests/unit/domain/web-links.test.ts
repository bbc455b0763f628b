import { webLinkVerdict, webViewHostEntry } from '@/domain/web-links'

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

describe('an entry of the web-view hosts', () => {
  it.each([
    [' Intranet.Acme.cn ', { host: 'intranet.acme.cn' }],
    ['https://intranet.acme.cn/', { host: 'intranet.acme.cn' }],
    ['.acme.cn', { host: '.acme.cn' }],
    ['http://intranet.acme.cn', { problem: 'https' }],
    ['ftp://intranet.acme.cn', { problem: 'https' }],
    ['.cn', { problem: 'format' }],
    ['localhost', { problem: 'format' }],
    ['intranet.acme.cn:8443', { problem: 'format' }],
    ['intranet.acme.cn/path', { problem: 'format' }],
    ['*.acme.cn', { problem: 'format' }],
    ['a.acme.cn', { problem: 'twice' }],
  ])('%s', (entry, want) => {
    expect(webViewHostEntry(entry, ['a.acme.cn'])).toEqual(want)
  })

  it('at most 20', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `h${i}.acme.cn`)
    expect(webViewHostEntry('x.acme.cn', twenty)).toEqual({ problem: 'tooMany' })
  })
})

import type { RequestSource } from '../../types/api/envelope'

export const target = 'h5' as const

function ua(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent || ''
}

/**
 * True when this H5 page runs inside a mini-program <web-view>: WeChat sets
 * window.__wxjs_environment there, and newer clients add 'miniProgram' to the UA.
 */
export function isMiniprogram(): boolean {
  const w = window as Window & { __wxjs_environment?: string }
  return w.__wxjs_environment === 'miniprogram' || /miniProgram/i.test(ua())
}

/** WeChat's in-app browser, but not a mini-program web-view (that one cannot use OAuth redirects). */
export function isWechatBrowser(): boolean {
  return /MicroMessenger/i.test(ua()) && !isMiniprogram()
}

/** The company's embedded office app (E-Mobile 7), which opens us in its own web page. */
export function isEMobile7Browser(): boolean {
  return ua().includes('E-Mobile7')
}

/** Anything running inside WeChat identifies as 'Wechat' so the server can offer WeChat sign-in and pay. */
export function requestSource(): RequestSource {
  return /MicroMessenger/i.test(ua()) ? 'Wechat' : 'Web'
}

/** The user agent is ASCII and tells the server the OS, browser and host app. */
export function deviceInfo(): string {
  return ua()
}

export function currentPageUrl(): string {
  return window.location.href
}

/** The current route as the hash router sees it: path and query after '#', e.g. '/home?x=1'. */
export function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '')
  return hash || '/'
}

/** Lower-cased BCP 47 tag, e.g. 'zh-cn', 'en-us'; '' when unknown. */
export function browserLanguage(): string {
  return (navigator.language || '').toLowerCase()
}

/** H5 is served by the same origin as the API. */
export const apiBase: string = ''

/** Where the site lives, e.g. 'https://travel.example.com'; absolute links to our own pages start here. */
export function origin(): string {
  return window.location.origin
}

/** The page speaks the interface language ('zh-CN', 'zh-TW', 'en', 'ja'): screen readers read it with the right voice. */
export function setDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng
}

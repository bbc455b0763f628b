import Taro from '@tarojs/taro'
import type { RequestSource } from '../../types/api/envelope'

export const target = 'weapp' as const

export function isMiniprogram(): boolean {
  return true
}

export function isWechatBrowser(): boolean {
  return false
}

export function isEMobile7Browser(): boolean {
  return false
}

export function requestSource(): RequestSource {
  return 'Wechat'
}

/** e.g. 'iPhone 15; iOS 17.4; WeChat 8.0.49; SDK 3.4.0'. Only ASCII reaches the header. */
export function deviceInfo(): string {
  try {
    const d = Taro.getDeviceInfo()
    const a = Taro.getAppBaseInfo()
    return `${d.brand} ${d.model}; ${d.system}; WeChat ${a.version ?? ''}; SDK ${a.SDKVersion ?? ''}`
  } catch {
    return 'weapp'
  }
}

/** '/pages/home/index?x=1' for the top page; '' before the first page exists. */
export function currentRoute(): string {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!top?.route) return ''
  const query = Object.entries(top.options ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
  return '/' + top.route + (query ? '?' + query : '')
}

/** A mini-program page has no URL; the page path is what the server can log. */
export function currentPageUrl(): string {
  return currentRoute()
}

/** WeChat's language ('zh_CN', 'zh_HK', 'en') as a lower-cased BCP 47 tag. */
export function browserLanguage(): string {
  try {
    return (Taro.getAppBaseInfo().language || '').replace('_', '-').toLowerCase()
  } catch {
    return ''
  }
}

/** Set per build through defineConstants; an unset constant leaves relative URLs, which fail loudly. */
export const apiBase: string = typeof API_BASE === 'string' ? API_BASE.replace(/\/+$/, '') : ''

/** The mini-program has no origin of its own; links to the H5 site use the API's. */
export function origin(): string {
  return apiBase
}

/** A mini-program page has no document language of its own: WeChat reads it in the device's. */
export function setDocumentLanguage(_lng: string): void {}

/** Single sign-on in a browser (docs/sign-in.md): the page leaves for the company's identity provider, which sends it back to /sso/callback. */
import { isWechatBrowser } from './env'

export const SSO_AVAILABLE: boolean = true

export function leaveForProvider(url: string): void {
  window.location.assign(url)
}

/** WeChat's web authorization works only inside WeChat's own browser (docs/sign-in.md#wechat-in-its-browser). */
export function wechatSignInAvailable(): boolean {
  return isWechatBrowser()
}

/** A random state for a round trip to another party: 32 hex characters. */
export function randomState(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

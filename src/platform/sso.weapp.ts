/**
 * The mini-program cannot open a company's identity provider (a web-view shows only the
 * registered business domains): single sign-on is the H5 site's (docs/sign-in.md).
 */
export const SSO_AVAILABLE: boolean = false

export function leaveForProvider(_url: string): void {}

/** The mini-program signs in with wx.login, not WeChat's web authorization. */
export function wechatSignInAvailable(): boolean {
  return false
}

export function randomState(): string {
  return ''
}

/** Single sign-on in a browser (docs/sign-in.md): the page leaves for the company's identity provider, which sends it back to /sso/callback. */
export const SSO_AVAILABLE: boolean = true

export function leaveForProvider(url: string): void {
  window.location.assign(url)
}

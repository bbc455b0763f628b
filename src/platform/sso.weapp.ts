/**
 * The mini-program cannot open a company's identity provider (a web-view shows only the
 * registered business domains): single sign-on is the H5 site's (docs/sign-in.md).
 */
export const SSO_AVAILABLE: boolean = false

export function leaveForProvider(_url: string): void {}

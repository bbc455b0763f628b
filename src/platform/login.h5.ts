import { storage } from './storage.h5'
import { rememberRouteIn, takeRememberedRouteFrom } from './login-route'

export { REMEMBERED_ROUTE_KEY } from './login-route'

/** A browser has no mini-program login code; WeChat browsers sign in by OAuth redirect instead. */
export async function getLoginCode(): Promise<string | null> {
  return null
}

export function rememberRoute(url: string): void {
  rememberRouteIn(storage, url)
}

export function takeRememberedRoute(): string {
  return takeRememberedRouteFrom(storage)
}

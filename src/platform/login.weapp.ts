import Taro from '@tarojs/taro'
import { storage } from './storage.weapp'
import { rememberRouteIn, takeRememberedRouteFrom } from './login-route'

export { REMEMBERED_ROUTE_KEY } from './login-route'

/** The one-off code the server exchanges for the WeChat session (code2Session). */
export async function getLoginCode(): Promise<string | null> {
  const res = await Taro.login()
  return res.code || null
}

export function rememberRoute(url: string): void {
  rememberRouteIn(storage, url)
}

export function takeRememberedRoute(): string {
  return takeRememberedRouteFrom(storage)
}

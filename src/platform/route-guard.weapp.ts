import Taro from '@tarojs/taro'
import { pagePathOf } from '../routes'

/** A page the mini-program does not have (an old share card, a scanned path) opens the error page. */
export function installRouteGuard(): void {
  Taro.onPageNotFound?.((res) => {
    void Taro.redirectTo({ url: `${pagePathOf('error')}?code=notFound&path=${encodeURIComponent(res.path)}` })
  })
}

/** The mini-program opens its first page and the Page frame sends a signed-out person to sign-in. */
export function signInFirst(_signedIn: boolean): void {}

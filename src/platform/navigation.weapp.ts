import Taro from '@tarojs/taro'
import { currentRoute } from './env.weapp'
import type { GlobalError, TouchInfo, Unsubscribe } from './navigation-types'

export * from './navigation-types'

/** A mini-program cannot reload; relaunching the current page gives the same fresh state. */
export function reload(): void {
  void Taro.reLaunch({ url: currentRoute() || '/pages/home/index' })
}

/** The mini-program is never inside the embedded office app; leaving the page is the closest act. */
export function closeEmbeddedPage(): void {
  void Taro.navigateBack({ delta: 1 })
}

export function onGlobalError(cb: (e: GlobalError) => void): Unsubscribe {
  const onError = (error: string | Error | ErrorEvent): void => {
    if (error instanceof Error) {
      cb({ kind: 'script', message: error.message, stack: error.stack })
      return
    }
    // WeChat usually passes 'message\nstack' as one string.
    const text = typeof error === 'string' ? error : error.message
    const [first = '', ...rest] = text.split('\n')
    cb({ kind: 'script', message: first, stack: rest.join('\n') || undefined })
  }
  const onRejection = (res: { reason: string | Error }): void => {
    const r = res.reason
    cb({
      kind: 'promise',
      reason: r,
      message: r instanceof Error ? r.message : String(r),
      stack: r instanceof Error ? r.stack : undefined,
    })
  }
  Taro.onError(onError)
  Taro.onUnhandledRejection(onRejection)
  return () => {
    Taro.offError(onError)
    Taro.offUnhandledRejection(onRejection)
  }
}

/**
 * A mini-program offers no global touch listener (events reach only the element bound in a
 * template), so the weapp target sends page-change usage events only.
 */
export function onTouch(cb: (t: TouchInfo) => void): Unsubscribe {
  void cb
  return () => undefined
}

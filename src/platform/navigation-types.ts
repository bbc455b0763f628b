import Taro from '@tarojs/taro'

export type GlobalErrorKind = 'script' | 'resource' | 'promise'

/** An error the host reported outside any handler. */
export interface GlobalError {
  kind: GlobalErrorKind
  message: string
  /** Script file (script errors) or resource URL (resource errors). */
  source?: string
  line?: number
  column?: number
  stack?: string
  /** Resource errors: the failing element, upper case ('IMG', 'SCRIPT', 'LINK'). */
  tagName?: string
  /** Promise rejections: the raw reason, so telemetry can skip errors the app already handled. */
  reason?: unknown
}

export type TouchKind = 'touch' | 'swipeEnd'

export interface TouchInfo {
  kind: TouchKind
  /** Text of the touched element, whitespace collapsed. */
  text: string
}

export type Unsubscribe = () => void

/** A finger that moved less than this between touchstart and touchend tapped rather than swiped. */
export const TAP_SLOP_PX = 10

/*
 * Page-stack wrappers. Both targets take the mini-program page path plus query
 * ('/pages/home/index?x=1'); the H5 router maps it to the spec URL through customRoutes.
 */
export async function navigateTo(url: string): Promise<void> {
  await Taro.navigateTo({ url })
}

export async function redirectTo(url: string): Promise<void> {
  await Taro.redirectTo({ url })
}

/** Tab pages take no query string on either target. */
export async function switchTab(url: string): Promise<void> {
  await Taro.switchTab({ url })
}

export async function reLaunch(url: string): Promise<void> {
  await Taro.reLaunch({ url })
}

export async function navigateBack(delta = 1): Promise<void> {
  await Taro.navigateBack({ delta })
}

/** Number of pages on the stack; the mini-program refuses navigateTo at 10. */
export function stackDepth(): number {
  return Taro.getCurrentPages().length
}

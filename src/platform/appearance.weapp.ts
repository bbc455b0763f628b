/**
 * Light and dark on the mini-program: WeChat's theme for "follow the system" (reported when the
 * app declares darkmode), and the native navigation bar and window background set to match.
 */
import Taro from '@tarojs/taro'

export function systemPrefersDark(): boolean {
  try {
    return (Taro.getSystemInfoSync() as { theme?: string }).theme === 'dark'
  } catch {
    return false
  }
}

/** Calls back when the system scheme changes; returns the unsubscribe. */
export function onSystemAppearance(cb: (dark: boolean) => void): () => void {
  const handler = (r: { theme: string }) => cb(r.theme === 'dark')
  const wx = Taro as unknown as { onThemeChange?: (h: typeof handler) => void; offThemeChange?: (h: typeof handler) => void }
  wx.onThemeChange?.(handler)
  return () => wx.offThemeChange?.(handler)
}

export function applyAppearance(dark: boolean): void {
  Taro.setNavigationBarColor({ frontColor: dark ? '#ffffff' : '#000000', backgroundColor: dark ? '#1c2029' : '#ffffff' }).catch(() => undefined)
  Taro.setBackgroundColor({ backgroundColor: dark ? '#11141a' : '#f4f6fa' }).catch(() => undefined)
}

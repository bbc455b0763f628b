/** The page's visible size in px, as WeChat reports the window. */
import Taro from '@tarojs/taro'

export function windowSize(): { width: number; height: number } {
  try {
    const info = Taro.getSystemInfoSync()
    return { width: info.windowWidth || 375, height: info.windowHeight || 667 }
  } catch {
    return { width: 375, height: 667 }
  }
}

/** The mini-program's native tab bar, through WeChat's calls. Failures are harmless (a page without the bar). */
import Taro from '@tarojs/taro'

export function setTabText(index: number, text: string): void {
  Taro.setTabBarItem({ index, text }).catch(() => undefined)
}

/** '' removes the badge. */
export function setTabBadge(index: number, text: string): void {
  if (text) Taro.setTabBarBadge({ index, text }).catch(() => undefined)
  else Taro.removeTabBarBadge({ index }).catch(() => undefined)
}

export function setTabStyle(style: { color: string; selectedColor: string; backgroundColor: string; borderStyle: 'black' | 'white' }): void {
  Taro.setTabBarStyle(style).catch(() => undefined)
}

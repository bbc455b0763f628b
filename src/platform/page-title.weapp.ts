import Taro from '@tarojs/taro'

/** The mini-program: a page's title is its native navigation bar's. */
export function setPageTitle(title: string): void {
  if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
}

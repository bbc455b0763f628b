import Taro from '@tarojs/taro'
import { TAB_ROUTES } from '@/routes'

const TAB_TEXT: Record<string, string> = {
  home: 'common:tabs.home',
  manage: 'common:tabs.manage',
  message: 'common:tabs.message',
  trip: 'common:tabs.trip',
  user: 'common:tabs.user',
}

/**
 * The tab bar is native on weapp and fixed at build time: texts follow the language and
 * colours follow the company theme at run time. Failures (no tab bar on this page) are harmless.
 */
export function syncTabBar(t: (key: string) => string, colors: { color: string; selectedColor: string }): void {
  TAB_ROUTES.forEach((name, index) => {
    Taro.setTabBarItem({ index, text: t(TAB_TEXT[name]) }).catch(() => undefined)
  })
  Taro.setTabBarStyle({ color: colors.color, selectedColor: colors.selectedColor, backgroundColor: '#ffffff', borderStyle: 'white' }).catch(
    () => undefined,
  )
}

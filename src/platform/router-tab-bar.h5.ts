/**
 * The tab bar of the H5 site, in place of Taro's (config/index.ts puts this module where Taro's
 * router imports its `initTabbar`). It is the same bar drawn with plain elements rather than a
 * web component, whose runtime would otherwise be a fifth of the first load: the same markup and
 * classes (.weui-tabbar, .weui-tabbar__item, .weui-badge), styles (router-tab-bar.h5.scss), and
 * the same answers to Taro's tab bar calls (setTabBarBadge, setTabBarStyle, setTabBarItem,
 * show/hideTabBar, red dots), which Taro sends through its event centre as it does to its own.
 * It shows on the tab pages only, with the current tab marked.
 */
// @ts-expect-error initTabBarApis: Taro's H5 build exports it beside its calls; its types do not name it.
import Taro, { initTabBarApis } from '@tarojs/taro'
import { addLeadingSlash, getCurrentPage, stripBasename, stripSuffix } from '@tarojs/runtime'
import './router-tab-bar.h5.scss'

interface Item {
  pagePath: string
  text: string
  iconPath: string
  selectedIconPath: string
  badgeText?: string | null
  showRedDot?: boolean
}

interface TabBarConf {
  custom?: boolean
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: string
  list: Item[]
}

interface AppConf {
  tabBar?: TabBarConf
  entryPagePath?: string
  pages?: string[]
  router?: { mode?: 'hash' | 'browser'; basename?: string; customRoutes?: Record<string, string | string[]> }
}

type Reply = { successHandler: (r: { errMsg: string }) => void; errorHandler: (r: { errMsg: string }) => void }

const pathOf = (url = '') => url.split('#')[0].split('?')[0]

export function initTabbar(config: AppConf, history: { location: { pathname: string } }): void {
  const conf = config.tabBar
  if (!conf || conf.custom) return
  const router = config.router ?? {}
  const mode = router.mode ?? 'hash'
  const basename = router.basename ?? '/'
  const homePage = addLeadingSlash(history.location.pathname === '/' ? config.entryPagePath || config.pages?.[0] || '' : history.location.pathname)
  const customRoutes: [string, string][] = Object.entries(router.customRoutes ?? {}).flatMap(([page, urls]) =>
    (Array.isArray(urls) ? urls : [urls]).map((u): [string, string] => [addLeadingSlash(page), addLeadingSlash(u)]),
  )
  const list: Item[] = conf.list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }))
  const style = { color: conf.color, selectedColor: conf.selectedColor, backgroundColor: conf.backgroundColor, borderStyle: conf.borderStyle }
  let selected = -1
  let status: 'show' | 'hide' | 'slideout' = 'show'

  /** The page a URL shows (a custom route's URL is its page's). */
  const pageOf = (url: string) => stripSuffix(customRoutes.find(([, u]) => pathOf(u) === pathOf(url))?.[0] ?? url, '.html')
  const indexOf = (url: string) => list.findIndex((item) => pathOf(item.pagePath) === pathOf(url))
  const currentUrl = () => {
    const path = getCurrentPage(mode, basename)
    return decodeURI(path === '/' ? homePage : path)
  }

  const host = document.createElement('taro-tabbar')
  const bar = document.createElement('div')
  host.appendChild(bar)
  const items = list.map((item, index) => {
    const a = document.createElement('a')
    a.href = 'javascript:;'
    a.addEventListener('click', () => select(index))
    const box = document.createElement('span')
    box.style.cssText = 'display: inline-block; position: relative'
    const icon = document.createElement('img')
    icon.alt = ''
    icon.className = 'weui-tabbar__icon'
    const badge = document.createElement('span')
    badge.className = 'weui-badge taro-tabbar-badge'
    badge.style.cssText = 'position: absolute; top: -2px; right: -13px'
    const dot = document.createElement('span')
    dot.className = 'weui-badge weui-badge_dot'
    dot.style.cssText = 'position: absolute; top: 0; right: -6px'
    const label = document.createElement('p')
    label.className = 'weui-tabbar__label'
    box.appendChild(icon)
    a.append(box, label)
    bar.appendChild(a)
    return { a, box, icon, badge, dot, label }
  })

  /** Brings the bar's elements to the state (each keeps its identity: a tap already aimed stays aimed). */
  function draw(): void {
    host.className = [
      'taro-tabbar__tabbar',
      'taro-tabbar__tabbar-bottom',
      (selected === -1 || status === 'hide') && 'taro-tabbar__tabbar-hide',
      status === 'slideout' && 'taro-tabbar__tabbar-slideout',
    ]
      .filter(Boolean)
      .join(' ')
    bar.className = `weui-tabbar taro-tabbar__border-${style.borderStyle || 'black'}`
    bar.style.backgroundColor = style.backgroundColor || ''
    bar.style.height = 'inherit'
    // Off the tab pages (sign-in first of all) the icons are not asked for until the bar shows.
    const shown = selected !== -1 && status !== 'hide'
    list.forEach((item, index) => {
      const on = index === selected
      const el = items[index]
      el.a.className = on ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item'
      const src = on ? item.selectedIconPath : item.iconPath
      if (shown && el.icon.getAttribute('src') !== src) el.icon.src = src
      el.label.style.color = (on ? style.selectedColor : style.color) || ''
      if (el.label.textContent !== item.text) el.label.textContent = item.text
      if (item.badgeText) {
        if (el.badge.textContent !== item.badgeText) el.badge.textContent = item.badgeText
        if (!el.badge.isConnected) el.icon.after(el.badge)
      } else el.badge.remove()
      if (item.showRedDot) el.box.appendChild(el.dot)
      else el.dot.remove()
    })
  }

  function select(index: number): void {
    const page = Taro.getCurrentPages().shift() as { onTabItemTap?: (o: unknown) => void } | undefined
    if (typeof page?.onTabItemTap === 'function' && (host.offsetWidth || host.offsetHeight)) {
      page.onTabItemTap({ index, pagePath: list[index].pagePath, text: list[index].text })
    }
    selected = index
    draw()
    void Taro.switchTab({ url: list[index].pagePath })
  }

  /** A call about one item: answered as Taro's bar answers it, and the bar drawn again. */
  const onItem = (name: string, change: (item: Item, o: Record<string, unknown>) => void) => (o: Reply & { index: number } & Record<string, unknown>) => {
    const item = list[o.index]
    if (!item) return o.errorHandler({ errMsg: `${name}:fail tabbar item not found` })
    change(item, o)
    draw()
    o.successHandler({ errMsg: `${name}:ok` })
  }
  const handlers: Record<string, (o: never) => void> = {
    __taroRouterChange: (o?: { toLocation?: { path?: string } }) => {
      const to = o?.toLocation?.path
      selected = indexOf(pageOf(typeof to === 'string' ? stripBasename(addLeadingSlash(to || homePage), basename) || '/' : currentUrl()))
      draw()
    },
    __taroSetTabBarBadge: onItem('setTabBarBadge', (item, o) => {
      item.showRedDot = false
      item.badgeText = o.text as string
    }),
    __taroRemoveTabBarBadge: onItem('removeTabBarBadge', (item) => {
      item.badgeText = null
    }),
    __taroShowTabBarRedDotHandler: onItem('showTabBarRedDot', (item) => {
      item.badgeText = null
      item.showRedDot = true
    }),
    __taroHideTabBarRedDotHandler: onItem('hideTabBarRedDot', (item) => {
      item.showRedDot = false
    }),
    __taroSetTabBarItem: onItem('setTabBarItem', (item, o) => {
      if (o.iconPath) item.iconPath = o.iconPath as string
      if (o.selectedIconPath) item.selectedIconPath = o.selectedIconPath as string
      if (o.text) item.text = o.text as string
    }),
    __taroShowTabBar: (o: Reply) => {
      status = 'show'
      draw()
      o.successHandler({ errMsg: 'showTabBar:ok' })
    },
    __taroHideTabBar: (o: Reply & { animation?: boolean }) => {
      status = o.animation ? 'slideout' : 'hide'
      draw()
      o.successHandler({ errMsg: 'hideTabBar:ok' })
    },
    __taroSetTabBarStyle: (o: Reply & Partial<typeof style>) => {
      for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const) if (o[key]) style[key] = o[key]
      draw()
      o.successHandler({ errMsg: 'setTabBarStyle:ok' })
    },
  }
  for (const [event, handler] of Object.entries(handlers)) Taro.eventCenter.on(event, handler as (...args: unknown[]) => void)

  selected = indexOf(pageOf(currentUrl()))
  draw()
  document.getElementById('container')?.appendChild(host)
  initTabBarApis(config)
}

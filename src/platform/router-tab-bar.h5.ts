/**
 * The tab bar of the H5 site, in place of Taro's (config/index.ts puts this module where Taro's
 * router imports its `initTabbar`). It is the same bar drawn with plain elements rather than a
 * web component, whose runtime would otherwise be a fifth of the first load: the same markup and
 * classes (.weui-tabbar, .weui-tabbar__item, .weui-badge) and styles (router-tab-bar.h5.scss). It
 * shows on the tab pages only, with the current tab marked. The app changes it through `tabBar`
 * below (platform/tab-bar.h5.ts), not through Taro's tab bar calls, whose module would otherwise
 * come with the first load.
 */
import Taro from '@tarojs/taro'
import { addLeadingSlash, getCurrentPage, stripBasename, stripSuffix } from '@tarojs/runtime'
import './router-tab-bar.h5.scss'

interface Item {
  pagePath: string
  text: string
  iconPath: string
  selectedIconPath: string
  badgeText?: string | null
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

type Style = Pick<TabBarConf, 'color' | 'selectedColor' | 'backgroundColor' | 'borderStyle'>

/** The bar drawn, once initTabbar has run: its items and style, and the drawing of both. */
let drawn: { list: Item[]; style: Style; draw: () => void } | null = null

/**
 * What the app changes of the bar (what Taro's setTabBarItem, setTabBarStyle, setTabBarBadge and
 * removeTabBarBadge change of WeChat's): each redraws it, keeping its elements. False when there is
 * no bar yet or no such tab.
 */
export const tabBar = {
  text(index: number, text: string): boolean {
    return change(index, (item) => (item.text = text))
  },
  /** '' removes the badge. */
  badge(index: number, text: string): boolean {
    return change(index, (item) => (item.badgeText = text || null))
  },
  style(style: Style): boolean {
    if (!drawn) return false
    for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const) if (style[key]) drawn.style[key] = style[key]
    drawn.draw()
    return true
  },
}

function change(index: number, update: (item: Item) => void): boolean {
  const item = drawn?.list[index]
  if (!drawn || !item) return false
  update(item)
  drawn.draw()
  return true
}

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
  const style: Style = { color: conf.color, selectedColor: conf.selectedColor, backgroundColor: conf.backgroundColor, borderStyle: conf.borderStyle }
  let selected = -1

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
    const label = document.createElement('p')
    label.className = 'weui-tabbar__label'
    box.appendChild(icon)
    a.append(box, label)
    bar.appendChild(a)
    return { a, icon, badge, label }
  })

  /** Brings the bar's elements to the state (each keeps its identity: a tap already aimed stays aimed). */
  function draw(): void {
    host.className = `taro-tabbar__tabbar taro-tabbar__tabbar-bottom${selected === -1 ? ' taro-tabbar__tabbar-hide' : ''}`
    bar.className = `weui-tabbar taro-tabbar__border-${style.borderStyle || 'black'}`
    bar.style.backgroundColor = style.backgroundColor || ''
    bar.style.height = 'inherit'
    list.forEach((item, index) => {
      const on = index === selected
      const el = items[index]
      el.a.className = on ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item'
      const src = on ? item.selectedIconPath : item.iconPath
      // Off the tab pages (sign-in first of all) the icons are not asked for until the bar shows.
      if (selected !== -1 && el.icon.getAttribute('src') !== src) el.icon.src = src
      el.label.style.color = (on ? style.selectedColor : style.color) || ''
      if (el.label.textContent !== item.text) el.label.textContent = item.text
      if (item.badgeText) {
        if (el.badge.textContent !== item.badgeText) el.badge.textContent = item.badgeText
        if (!el.badge.isConnected) el.icon.after(el.badge)
      } else el.badge.remove()
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

  Taro.eventCenter.on('__taroRouterChange', (o?: { toLocation?: { path?: string } }) => {
    const to = o?.toLocation?.path
    selected = indexOf(pageOf(typeof to === 'string' ? stripBasename(addLeadingSlash(to || homePage), basename) || '/' : currentUrl()))
    draw()
  })

  selected = indexOf(pageOf(currentUrl()))
  draw()
  document.getElementById('container')?.appendChild(host)
  drawn = { list, style, draw }
}

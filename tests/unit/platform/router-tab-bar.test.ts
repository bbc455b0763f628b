// The H5 tab bar: Taro's markup with plain elements, the current tab marked as the route changes,
// hidden off the tab pages, and the app's changes (badge, style, item text) drawn.
import Taro from '@tarojs/taro'
import { initTabbar, tabBar } from '@/platform/router-tab-bar.h5'
import { setTabBadge, setTabStyle, setTabText } from '@/platform/tab-bar'

const config = {
  tabBar: {
    color: '#5c6475',
    selectedColor: '#0e62e8',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: ['home', 'manage', 'message'].map((name) => ({
      pagePath: `pages/${name}/index`,
      text: name,
      iconPath: `/${name}.png`,
      selectedIconPath: `/${name}-on.png`,
    })),
  },
  pages: ['pages/home/index'],
  router: { mode: 'hash' as const, customRoutes: { '/pages/home/index': '/home', '/pages/message/index': ['/message', '/messages'] } },
}

const items = () => Array.from(document.querySelectorAll<HTMLElement>('.weui-tabbar__item'))
const current = () => items().findIndex((a) => a.classList.contains('weui-bar__item_on'))
const route = (path: string) => Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path } })

test('before the bar is drawn, a change has nowhere to go and is refused', () => {
  expect(tabBar.badge(0, '1')).toBe(false)
  expect(tabBar.style({ color: '#000000' })).toBe(false)
})

describe('the bar drawn', () => {
  beforeAll(() => {
    document.body.innerHTML = '<div id="container"></div>'
    initTabbar(config, { location: { pathname: '/' } })
  })

  test('draws one item per tab with its icon and label, in the configured colours', () => {
    expect(items().map((a) => a.textContent)).toEqual(['home', 'manage', 'message'])
    const bar = document.querySelector('#container > taro-tabbar > .weui-tabbar') as HTMLElement
    expect(bar.className).toBe('weui-tabbar taro-tabbar__border-white')
    expect(bar.style.backgroundColor).toBe('rgb(255, 255, 255)')
    expect(items()[1].querySelector('img')!.getAttribute('alt')).toBe('')
  })

  test.each([
    ['/home', 0, '/home-on.png'],
    ['/pages/manage/index', 1, '/manage-on.png'],
    ['/messages', 2, '/message-on.png'],
  ])('on %s the tab %i is current, with its selected icon and colour', (path, index, icon) => {
    route(path)
    expect(current()).toBe(index)
    expect(items()[index].querySelector('img')!.getAttribute('src')).toBe(icon)
    expect((items()[index].querySelector('.weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(14, 98, 232)')
    expect(document.querySelector('taro-tabbar')!.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  })

  test('off the tab pages the bar is hidden', () => {
    route('/planeTicket/query')
    expect(current()).toBe(-1)
    expect(document.querySelector('taro-tabbar')!.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
  })

  test('a badge is set and removed; an unknown tab is refused', () => {
    setTabBadge(2, '3')
    expect(items()[2].querySelector('.weui-badge')!.textContent).toBe('3')
    setTabBadge(2, '')
    expect(items()[2].querySelector('.weui-badge')).toBeNull()
    expect(tabBar.badge(7, '1')).toBe(false)
  })

  test('the style and an item’s text change, keeping the same elements', () => {
    route('/home')
    const before = items()
    setTabStyle({ color: '#aaaaaa', selectedColor: '#ffffff', backgroundColor: '#111111', borderStyle: 'black' })
    setTabText(1, 'Manage')
    expect(items()).toEqual(before)
    expect(items()[1].textContent).toBe('Manage')
    expect((items()[1].querySelector('.weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(170, 170, 170)')
    expect((document.querySelector('.weui-tabbar') as HTMLElement).style.backgroundColor).toBe('rgb(17, 17, 17)')
    expect((document.querySelector('.weui-tabbar') as HTMLElement).className).toBe('weui-tabbar taro-tabbar__border-black')
  })
})

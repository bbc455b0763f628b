import Taro from '@tarojs/taro'
import { back, go, pageUrlOf, relaunch, replace, MAX_STACK_DEPTH } from '../../../src/core/navigate'

type Api = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack'

function spies(depth: number) {
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(new Array(depth).fill({}))
  const calls: [Api, unknown][] = []
  for (const api of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as Api[]) {
    jest.spyOn(Taro, api).mockImplementation(((arg: unknown) => {
      calls.push([api, arg])
      return Promise.resolve({ errMsg: 'ok' })
    }) as never)
  }
  return calls
}

describe('core navigate', () => {
  afterEach(() => jest.restoreAllMocks())

  it.each([
    ['login', { a: 1, b: '上海' }, '/pages/login/index?a=1&b=%E4%B8%8A%E6%B5%B7'],
    ['error', { tips: 'x y' }, '/pages/error/index?tips=x%20y'],
    ['home', { a: 1 }, '/pages/home/index'],
    ['login', undefined, '/pages/login/index'],
  ] as const)('pageUrlOf(%s, %j)', (name, params, url) => {
    expect(pageUrlOf(name, params)).toBe(url)
  })

  it.each([
    ['go to a page', () => go('login', { x: 1 }), 1, ['navigateTo', { url: '/pages/login/index?x=1' }]],
    ['go to a tab', () => go('trip', { x: 1 }), 1, ['switchTab', { url: '/pages/trip/index' }]],
    ['go with a full stack', () => go('login'), MAX_STACK_DEPTH, ['redirectTo', { url: '/pages/login/index' }]],
    ['replace a page', () => replace('error', { tips: 'a' }), 3, ['redirectTo', { url: '/pages/error/index?tips=a' }]],
    ['replace to a tab', () => replace('home'), 3, ['switchTab', { url: '/pages/home/index' }]],
    ['relaunch', () => relaunch('login'), 3, ['reLaunch', { url: '/pages/login/index' }]],
    ['back with pages behind', () => back(), 2, ['navigateBack', { delta: 1 }]],
    ['back two', () => back(2), 3, ['navigateBack', { delta: 2 }]],
    ['back from a deep link', () => back(), 1, ['reLaunch', { url: '/pages/home/index' }]],
    ['back further than the stack', () => back(3), 3, ['reLaunch', { url: '/pages/home/index' }]],
  ] as const)('%s', async (_n, act, depth, expected) => {
    const calls = spies(depth)
    await act()
    expect(calls).toEqual([expected])
  })
})

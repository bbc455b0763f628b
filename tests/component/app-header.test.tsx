// The H5 header of every page that is not a tab: its title, and a back control that says where
// it goes — back, or home when nothing of the app is behind the page — and goes there when tapped.
import TestUtils from '@tarojs/test-utils-react'
import { AppHeader } from '@/platform/app-header'
import { byTestId, flush, tap } from './form-helpers'

describe('the H5 header', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(canGoBack: boolean) {
    const onBack = jest.fn()
    mounted = new TestUtils()
    await mounted.mount(() => <AppHeader title="订单详情" canGoBack={canGoBack} backLabel={canGoBack ? '返回' : '返回首页'} onBack={onBack} />, {})
    await flush()
    return onBack
  }

  it.each([
    [true, '返回', null],
    [false, '返回首页', 'true'],
  ])('with something behind it (%s) the control is labelled %s', async (canGoBack, label, home) => {
    const onBack = await mount(canGoBack)
    expect(byTestId('app-header')!.textContent).toContain('订单详情')
    const back = byTestId('app-header-back')!
    expect(back.getAttribute('aria-label')).toBe(label)
    expect(back.getAttribute('data-home')).toBe(home)
    await tap(back)
    expect(onBack).toHaveBeenCalledTimes(1)
  })
})

import Taro from '@tarojs/taro'
import * as nav from '../../../src/platform/navigation'
import type { GlobalError, TouchInfo } from '../../../src/platform/navigation'

function touchEvent(type: string, point: { x: number; y: number }): Event {
  const ev = new Event(type, { bubbles: true })
  const list = [{ clientX: point.x, clientY: point.y }]
  Object.defineProperty(ev, type === 'touchstart' ? 'touches' : 'changedTouches', { value: list })
  return ev
}

describe('platform navigation (h5)', () => {
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it.each([
    ['navigateTo', 'navigateTo'],
    ['redirectTo', 'redirectTo'],
    ['switchTab', 'switchTab'],
    ['reLaunch', 'reLaunch'],
  ] as const)('%s calls Taro.%s with the url', async (fn, api) => {
    const spy = jest.spyOn(Taro, api).mockResolvedValue({ errMsg: 'ok' })
    await nav[fn]('/pages/home/index?a=1')
    expect(spy).toHaveBeenCalledWith({ url: '/pages/home/index?a=1' })
  })

  it('navigateBack passes the delta', async () => {
    const spy = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' })
    await nav.navigateBack(2)
    expect(spy).toHaveBeenCalledWith({ delta: 2 })
  })

  it('closeEmbeddedPage closes, then steps back when the window stayed open', () => {
    jest.useFakeTimers()
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined)
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined)
    nav.closeEmbeddedPage()
    expect(close).toHaveBeenCalled()
    expect(back).not.toHaveBeenCalled()
    jest.advanceTimersByTime(300)
    expect(back).toHaveBeenCalled()
  })

  describe('onGlobalError', () => {
    let seen: GlobalError[]
    let off: () => void
    beforeEach(() => {
      seen = []
      off = nav.onGlobalError((e) => seen.push(e))
    })
    afterEach(() => off())

    it('reports script errors with source and position', () => {
      const error = new Error('boom')
      window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: boom', filename: 'app.js', lineno: 3, colno: 9, error }))
      expect(seen).toEqual([{ kind: 'script', message: 'Uncaught Error: boom', source: 'app.js', line: 3, column: 9, stack: error.stack }])
    })

    it('reports resource errors seen in the capture phase', () => {
      const img = document.createElement('img')
      img.src = 'http://localhost/x.png'
      const script = document.createElement('script')
      script.src = 'http://localhost/chunk.js'
      document.body.append(img, script)
      img.dispatchEvent(new Event('error'))
      script.dispatchEvent(new Event('error'))
      expect(seen.map((e) => [e.kind, e.tagName, e.source])).toEqual([
        ['resource', 'IMG', 'http://localhost/x.png'],
        ['resource', 'SCRIPT', 'http://localhost/chunk.js'],
      ])
    })

    it('reports unhandled rejections with the raw reason', () => {
      const reason = new Error('nope')
      const ev = new Event('unhandledrejection')
      Object.defineProperty(ev, 'reason', { value: reason })
      window.dispatchEvent(ev)
      expect(seen).toEqual([{ kind: 'promise', reason, message: 'nope', stack: reason.stack }])
    })

    it('stops reporting after unsubscribe', () => {
      off()
      window.dispatchEvent(new ErrorEvent('error', { message: 'late' }))
      expect(seen).toEqual([])
    })
  })

  describe('onTouch', () => {
    it.each([
      ['a tap', { x: 10, y: 10 }, { x: 14, y: 12 }, 'touch'],
      ['a swipe', { x: 10, y: 10 }, { x: 10, y: 90 }, 'swipeEnd'],
    ])('classifies %s', (_name, from, to, kind) => {
      const seen: TouchInfo[] = []
      const off = nav.onTouch((t) => seen.push(t))
      const button = document.createElement('button')
      button.textContent = '  Search   flights '
      document.body.append(button)
      button.dispatchEvent(touchEvent('touchstart', from))
      button.dispatchEvent(touchEvent('touchend', to))
      off()
      button.dispatchEvent(touchEvent('touchend', to))
      expect(seen).toEqual([{ kind, text: 'Search flights' }])
    })
  })
})

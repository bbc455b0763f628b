// The web carousel (src/platform/carousel.h5.tsx): slides in a focusable scroll-snap row, dots
// that follow the slide in view, autoplay that turns to the next slide and back to the first,
// and holds while a finger is on it or the page is hidden.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { Carousel } from '@/platform/carousel'

describe('carousel (H5)', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    jest.useRealTimers()
  })

  async function mount(props: { autoplay?: boolean; vertical?: boolean; count?: number }) {
    const utils = new TestUtils()
    mounted = utils
    const slides = Array.from({ length: props.count ?? 3 }, (_, i) => ({ key: `s${i}`, content: <span className="slide-text">{`slide ${i}`}</span> }))
    await utils.mount(() => <Carousel className="home__swiper" label="Featured" slides={slides} autoplay={props.autoplay} vertical={props.vertical} />, {})
    const row = document.querySelector('.carousel__row') as HTMLDivElement
    // jsdom lays nothing out: a 300 × 100 row that is on screen.
    Object.defineProperty(row, 'clientWidth', { value: 300, configurable: true })
    Object.defineProperty(row, 'clientHeight', { value: 100, configurable: true })
    Object.defineProperty(row, 'offsetParent', { value: document.body, configurable: true })
    const scrolls: Record<string, number>[] = []
    row.scrollTo = ((o: ScrollToOptions) => {
      scrolls.push({ ...(o.left !== undefined ? { left: o.left } : {}), ...(o.top !== undefined ? { top: o.top } : {}) })
      if (o.left !== undefined) row.scrollLeft = o.left
      if (o.top !== undefined) row.scrollTop = o.top
      row.dispatchEvent(new Event('scroll'))
    }) as typeof row.scrollTo
    return { row, scrolls }
  }

  // Only the intervals are faked: mounting waits on real timeouts and frames.
  const fakeIntervals = () =>
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    })

  const onDot = () => Array.from(document.querySelectorAll('.carousel__dot')).findIndex((d) => d.classList.contains('carousel__dot--on'))

  it('shows every slide in a labelled, focusable row with one dot per slide', async () => {
    const { row } = await mount({})
    expect(Array.from(document.querySelectorAll('.slide-text')).map((e) => e.textContent)).toEqual(['slide 0', 'slide 1', 'slide 2'])
    expect(row.getAttribute('tabindex')).toBe('0')
    expect(row.getAttribute('aria-label')).toBe('Featured')
    expect(document.querySelectorAll('.carousel__dot')).toHaveLength(3)
    expect(onDot()).toBe(0)
  })

  it('the dot follows the slide a swipe brings into view', async () => {
    const { row } = await mount({})
    act(() => {
      row.scrollLeft = 600
      row.dispatchEvent(new Event('scroll'))
    })
    expect(onDot()).toBe(2)
  })

  it('autoplay turns to the next slide, back to the first after the last, and holds while touched', async () => {
    fakeIntervals()
    const { row, scrolls } = await mount({ autoplay: true })
    act(() => void jest.advanceTimersByTime(4000))
    act(() => void jest.advanceTimersByTime(4000))
    expect(scrolls).toEqual([{ left: 300 }, { left: 600 }])
    expect(onDot()).toBe(2)
    act(() => void jest.advanceTimersByTime(4000))
    expect(scrolls.at(-1)).toEqual({ left: 0 })
    row.dispatchEvent(new Event('pointerdown'))
    act(() => void jest.advanceTimersByTime(12000))
    expect(scrolls).toHaveLength(3)
    row.dispatchEvent(new Event('pointerup'))
    act(() => void jest.advanceTimersByTime(4000))
    expect(scrolls.at(-1)).toEqual({ left: 300 })
  })

  it('a vertical ticker turns upwards and has no dots; one slide never turns', async () => {
    fakeIntervals()
    const { scrolls } = await mount({ autoplay: true, vertical: true })
    act(() => void jest.advanceTimersByTime(4000))
    expect(scrolls).toEqual([{ top: 100 }])
    expect(document.querySelectorAll('.carousel__dot')).toHaveLength(0)
    mounted?.unmout()
    const one = await mount({ autoplay: true, count: 1 })
    act(() => void jest.advanceTimersByTime(20000))
    expect(one.scrolls).toEqual([])
    expect(document.querySelectorAll('.carousel__dot')).toHaveLength(0)
  })
})

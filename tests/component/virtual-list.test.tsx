import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { Text } from '@tarojs/components'
import VirtualList from '@/components/virtual-list'
import { covers, designToPx, renderRange, visibleRows } from '@/components/virtual-list/window'

const ITEMS = Array.from({ length: 1000 }, (_, i) => ({ id: i, label: `Flight ${i}` }))

function rendered(): number[] {
  return Array.from(document.querySelectorAll('.virtual-list__row')).map((el) => Number(el.getAttribute('data-index')))
}

const listEl = () => document.querySelector('[data-testid="vlist"]') as HTMLElement

describe('virtual list window maths', () => {
  it.each([
    // scrollTop, viewport, rowPx, count -> visible
    [0, 600, 100, 1000, { start: 0, end: 6 }],
    [50, 600, 100, 1000, { start: 0, end: 7 }],
    [99_400, 600, 100, 1000, { start: 994, end: 1000 }],
    [200_000, 600, 100, 1000, { start: 999, end: 1000 }],
    [0, 600, 100, 3, { start: 0, end: 3 }],
    [0, 600, 100, 0, { start: 0, end: 0 }],
  ])('visibleRows(%d, %d, %d, %d)', (top, vp, px, n, expected) => expect(visibleRows(top, vp, px, n)).toEqual(expected))

  it('adds the buffer on both sides within bounds', () => {
    expect(renderRange(1000, 600, 100, 1000, 4)).toEqual({ start: 6, end: 20 })
    expect(renderRange(0, 600, 100, 1000, 4)).toEqual({ start: 0, end: 10 })
    expect(renderRange(99_400, 600, 100, 1000, 4)).toEqual({ start: 990, end: 1000 })
  })

  it('re-renders only when the rendered rows stop covering the view with a margin', () => {
    const r = { start: 6, end: 20 }
    expect(covers(r, 1000, 600, 100, 1000, 2)).toBe(true)
    expect(covers(r, 1200, 600, 100, 1000, 2)).toBe(true) // visible 12..18, need 10..20
    expect(covers(r, 1300, 600, 100, 1000, 2)).toBe(false) // visible 13..19, need ..21
    expect(covers(r, 700, 600, 100, 1000, 2)).toBe(false) // visible 7..13, need 5..
  })

  it('converts design px by the window width', () => {
    expect(designToPx(750, 390)).toBe(390)
    expect(designToPx(200, 375)).toBe(100)
  })
})

describe('VirtualList', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  async function mount(resetKey?: string) {
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => (
        <VirtualList
          testId="vlist"
          items={ITEMS}
          rowHeight={200}
          buffer={4}
          initialViewport={600}
          resetKey={resetKey}
          renderRow={(item) => <Text className="row-text">{item.label}</Text>}
        />
      ),
      {},
    )
    return utils
  }

  it('renders a window of rows, not all 1 000, positioned at their offsets', async () => {
    await mount()
    const idx = rendered()
    expect(idx.length).toBeGreaterThan(0)
    expect(idx.length).toBeLessThan(30)
    expect(idx[0]).toBe(0)
    expect(document.querySelectorAll('.row-text').length).toBe(idx.length)
    expect(document.body.textContent).toContain('Flight 0')
    expect(document.body.textContent).not.toContain('Flight 999')
    // the spacer is as tall as all rows, so the scrollbar is right
    const spacer = document.querySelector('.virtual-list__spacer') as HTMLElement
    const rowPx = parseFloat((document.querySelector('.virtual-list__row') as HTMLElement).style.height)
    expect(parseFloat(spacer.style.height)).toBeCloseTo(rowPx * 1000, 3)
    // the whole list stays far below the node budget
    expect(listEl().querySelectorAll('*').length).toBeLessThan(150)
  })

  it('moves the window when scrolled, with the buffer now on both sides', async () => {
    const utils = await mount()
    const before = rendered().length
    const rowPx = parseFloat((document.querySelector('.virtual-list__row') as HTMLElement).style.height)
    await act(async () => {
      listEl().scrollTop = rowPx * 500
      utils.fireEvent.scroll(listEl())
    })
    const idx = rendered()
    expect(Math.min(...idx)).toBeGreaterThan(490)
    expect(Math.max(...idx)).toBeLessThan(520)
    expect(idx).toContain(500)
    expect(document.body.textContent).toContain('Flight 500')
    expect(document.body.textContent).not.toContain('Flight 0')
    // at the top there was no buffer above the first row; now there is one of 4 rows
    expect(idx.length - before).toBeLessThanOrEqual(4)
    const row500 = document.querySelector('.virtual-list__row[data-index="500"]') as HTMLElement
    expect(parseFloat(row500.style.top)).toBeCloseTo(rowPx * 500, 3)
    // Moving the window must not move the scroll position (H5 copies props onto the element).
    expect(listEl().scrollTop).toBeCloseTo(rowPx * 500, 3)
  })

  it('follows its own height: mounted before its styles applied (as tall as every row), it renders a window again once its height is the screen’s', async () => {
    // The browser's size watcher, driven by the test; the list's height as layout gives it.
    const watchers: (() => void)[] = []
    const realObserver = (globalThis as { ResizeObserver?: unknown }).ResizeObserver
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly cb: () => void) {}
      observe() {
        watchers.push(() => this.cb())
      }
      disconnect() {}
    }
    let height = 1_000_000
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { height: this.dataset.testid === 'vlist' ? height : 0 } as DOMRect
    })
    try {
      await mount()
      expect(rendered().length).toBe(1000)
      height = 600
      await act(async () => watchers.forEach((w) => w()))
      expect(rendered().length).toBeGreaterThan(0)
      expect(rendered().length).toBeLessThan(30)
    } finally {
      rect.mockRestore()
      ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = realObserver
    }
  })
})

import { ReactNode, memo, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { ScrollView, View } from '@tarojs/components'
import { windowSize } from '@/platform/window-size'
import { covers, designToPx, renderRange, type RowRange } from './window'
import './index.scss'

export interface VirtualListProps<T> {
  items: readonly T[]
  /** Fixed row height in design px (750 wide); each row is clipped to it. */
  rowHeight: number
  renderRow: (item: T, index: number) => ReactNode
  /** Rows rendered above and below the visible ones. */
  buffer?: number
  /** Changing it scrolls back to the top (a new search, filter or sort). */
  resetKey?: string
  /** Shown below the rows (a count, 'all loaded'); its height is not part of the row maths. */
  footer?: ReactNode
  className?: string
  testId?: string
  /** Screen height the list may fill before it is measured; default the window height. */
  initialViewport?: number
}

let nextId = 0

interface RowProps {
  index: number
  item: unknown
  rowPx: number
  /** The list's resetKey: a new search, sort or filter renders every row afresh. */
  version: string | undefined
  render: (item: never, index: number) => ReactNode
}

/**
 * One positioned row. Memoised by index, item and height: when the window moves, rows already on
 * screen are not rendered again, so only the rows entering it are created. (Taro's H5 components
 * copy every prop onto their element on each update, which makes re-rendering a row cost more
 * than creating one; reusing nodes by slot was measured slower for that reason.)
 */
const Row = memo(function Row({ index, item, rowPx, render }: RowProps) {
  return (
    <View className="virtual-list__row" style={{ top: `${index * rowPx}px`, height: `${rowPx}px` }} data-index={index}>
      {render(item as never, index)}
    </View>
  )
})

/**
 * Row height in CSS px. On H5 pxtransform turns design px into rem against the root font size
 * Taro sets, so the height is read through Taro.pxTransform to match the CSS of the row exactly;
 * the mini-program's rpx is window width / 750.
 */
function rowPixels(design: number): number {
  const width = windowSize().width
  if (process.env.TARO_ENV === 'h5') {
    try {
      const v = String(Taro.pxTransform(design))
      const n = parseFloat(v)
      if (v.endsWith('rem') && typeof document !== 'undefined') {
        const root = parseFloat(getComputedStyle(document.documentElement).fontSize)
        if (Number.isFinite(n) && root > 0) return n * root
      }
      if (v.endsWith('px') && !v.endsWith('rpx') && Number.isFinite(n)) return n
    } catch {
      // pxTransform throws before the app configured it (unit tests): the plain ratio is the same maths.
    }
  }
  return designToPx(design, width)
}

/**
 * A long list of equal-height rows that renders only the rows in view plus a buffer (a few dozen
 * nodes for 1 000 rows), on H5 and in the mini-program alike: a ScrollView reports scrollTop, the
 * rows sit at their absolute offsets inside a spacer of the full height, and the rendered window
 * moves only when the visible rows come near its edge.
 */
export default function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, rowHeight, buffer = 4 } = props
  const id = useMemo(() => `vlist-${++nextId}`, [])
  const rowPx = useMemo(() => rowPixels(rowHeight), [rowHeight])
  const viewport = useRef(props.initialViewport ?? windowSize().height)
  const scrollTop = useRef(0)
  const [range, setRange] = useState<RowRange>(() => renderRange(0, viewport.current, rowPx, items.length, buffer))
  const rangeRef = useRef(range)
  const [resetTop, setResetTop] = useState(0)

  const update = (force = false) => {
    const count = items.length
    if (!force && covers(rangeRef.current, scrollTop.current, viewport.current, rowPx, count, Math.max(1, buffer >> 1))) return
    const next = renderRange(scrollTop.current, viewport.current, rowPx, count, buffer)
    if (force || next.start !== rangeRef.current.start || next.end !== rangeRef.current.end) {
      rangeRef.current = next
      // A move of the window while scrolling renders the rows entering it as a transition: React
      // renders them in slices and gives the frame back between them, so a frame is not held for
      // several rows at once (the buffer keeps them ahead of the screen meanwhile).
      if (force) setRange(next)
      else startTransition(() => setRange(next))
    }
  }

  useEffect(() => {
    const measured = (height: number | undefined) => {
      if (height && height > 0) viewport.current = height
      update(true)
    }
    if (process.env.TARO_ENV === 'h5') {
      // Synchronous on H5, and works outside a routed page (tests, previews).
      const el = typeof document !== 'undefined' ? document.getElementById(id) : null
      measured(el?.getBoundingClientRect().height)
      // And again whenever the list's height changes: the first list a session opens can mount
      // before its page's styles apply, when it is as tall as all its rows (every row was then
      // rendered, and stayed so); a keyboard or a rotation changes it too.
      if (!el || typeof ResizeObserver === 'undefined') return
      const watch = new ResizeObserver(() => measured(el.getBoundingClientRect().height))
      watch.observe(el)
      return () => watch.disconnect()
    }
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .boundingClientRect((rect) => measured((Array.isArray(rect) ? rect[0] : rect)?.height))
      .exec()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // New rows: recompute the window (and clamp it when the list got shorter).
  useEffect(() => update(true), [items, rowPx]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (props.resetKey === undefined) return
    scrollTop.current = 0
    if (process.env.TARO_ENV === 'h5') {
      // On H5 the scrollTop prop is copied onto the element as the native property at every
      // render of the ScrollView, which would jump the list to the top on each window move.
      const el = typeof document !== 'undefined' ? document.getElementById(id) : null
      if (el) el.scrollTop = 0
    } else {
      // The mini-program applies scroll-top only when it changes: alternate two values that both mean 'top'.
      setResetTop((v) => (v === 0 ? 0.01 : 0))
    }
    update(true)
  }, [props.resetKey]) // eslint-disable-line react-hooks/exhaustive-deps

  // The caller's renderRow changes identity on each of its renders; the rows must not follow it.
  const render = useRef(props.renderRow)
  render.current = props.renderRow
  const stableRender = useMemo(() => (item: never, index: number) => render.current(item as T, index), [])
  const rows: ReactNode[] = []
  for (let i = range.start; i < range.end && i < items.length; i++) {
    rows.push(<Row key={i} index={i} item={items[i]} rowPx={rowPx} version={props.resetKey} render={stableRender} />)
  }

  return (
    <ScrollView
      id={id}
      className={`virtual-list ${props.className ?? ''}`}
      scrollY
      {...(process.env.TARO_ENV === 'h5' ? {} : { scrollTop: resetTop })}
      onScroll={(e) => {
        scrollTop.current = e.detail.scrollTop
        update()
      }}
      data-testid={props.testId}
    >
      <View className="virtual-list__spacer" style={{ height: `${items.length * rowPx}px` }}>
        {rows}
      </View>
      {props.footer}
    </ScrollView>
  )
}

import { ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { ScrollView, View } from '@tarojs/components'
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

function windowSize(): { width: number; height: number } {
  try {
    const info = Taro.getSystemInfoSync()
    return { width: info.windowWidth || 375, height: info.windowHeight || 667 }
  } catch {
    return { width: 375, height: 667 }
  }
}

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
 * rows sit at their absolute offsets inside a spacer of the full height. Rows are keyed by slot
 * (index modulo the window size), so scrolling updates the existing nodes instead of creating new
 * ones, which is what keeps frames short on slow phones.
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
      setRange(next)
    }
  }

  useEffect(() => {
    const measured = (height: number | undefined) => {
      if (height && height > 0) viewport.current = height
      update(true)
    }
    if (process.env.TARO_ENV === 'h5') {
      // Synchronous on H5, and works outside a routed page (tests, previews).
      measured(typeof document !== 'undefined' ? document.getElementById(id)?.getBoundingClientRect().height : undefined)
      return
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
    // The ScrollView applies scrollTop only when the prop changes: alternate two values that both mean 'top'.
    setResetTop((v) => (v === 0 ? 0.01 : 0))
    update(true)
  }, [props.resetKey]) // eslint-disable-line react-hooks/exhaustive-deps

  const size = Math.max(1, range.end - range.start)
  const rows: ReactNode[] = []
  for (let i = range.start; i < range.end && i < items.length; i++) {
    rows.push(
      <View key={i % size} className='virtual-list__row' style={{ top: `${i * rowPx}px`, height: `${rowPx}px` }} data-index={i}>
        {props.renderRow(items[i], i)}
      </View>,
    )
  }

  return (
    <ScrollView
      id={id}
      className={`virtual-list ${props.className ?? ''}`}
      scrollY
      scrollTop={resetTop}
      onScroll={(e) => {
        scrollTop.current = e.detail.scrollTop
        update()
      }}
      data-testid={props.testId}
    >
      <View className='virtual-list__spacer' style={{ height: `${items.length * rowPx}px` }}>
        {rows}
      </View>
      {props.footer}
    </ScrollView>
  )
}

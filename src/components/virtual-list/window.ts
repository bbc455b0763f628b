// The arithmetic of a fixed-height virtual list, apart from any renderer so it is tested alone.

export interface RowRange {
  /** First rendered index (inclusive). */
  start: number
  /** One past the last rendered index. */
  end: number
}

/** Design px (750-wide drawings) to CSS px on a screen `windowWidth` px wide, as pxtransform does. */
export function designToPx(design: number, windowWidth: number): number {
  return (design * windowWidth) / 750
}

/** Rows any part of which is inside [scrollTop, scrollTop + viewport). */
export function visibleRows(scrollTop: number, viewport: number, rowPx: number, count: number): RowRange {
  if (count <= 0 || rowPx <= 0) return { start: 0, end: 0 }
  const top = Math.max(0, scrollTop)
  const start = Math.min(count - 1, Math.floor(top / rowPx))
  const end = Math.min(count, Math.max(start + 1, Math.ceil((top + Math.max(0, viewport)) / rowPx)))
  return { start, end }
}

/** The visible rows plus `buffer` rows on each side, clipped to the list. */
export function renderRange(scrollTop: number, viewport: number, rowPx: number, count: number, buffer: number): RowRange {
  const v = visibleRows(scrollTop, viewport, rowPx, count)
  if (v.end === 0) return v
  return { start: Math.max(0, v.start - buffer), end: Math.min(count, v.end + buffer) }
}

/**
 * Whether the rendered range still covers what is visible with some margin. Re-rendering only
 * when it does not (rather than at every row boundary) keeps re-renders, and on the
 * mini-program setData calls, to about one per `buffer / 2` rows scrolled.
 */
export function covers(rendered: RowRange, scrollTop: number, viewport: number, rowPx: number, count: number, margin: number): boolean {
  const v = visibleRows(scrollTop, viewport, rowPx, count)
  if (v.end === 0) return rendered.end === 0
  const needStart = Math.max(0, v.start - margin)
  const needEnd = Math.min(count, v.end + margin)
  return rendered.start <= needStart && rendered.end >= needEnd
}

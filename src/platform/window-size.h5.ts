/**
 * The page's visible size in CSS px. Read from the document directly (what Taro's getWindowInfo
 * reports on H5): Taro's getSystemInfoSync module parses the user agent when it is first loaded,
 * about 5 ms of the first render of a page that asks.
 */
export function windowSize(): { width: number; height: number } {
  const el = typeof document !== 'undefined' ? document.documentElement : null
  return { width: el?.clientWidth || 375, height: el?.clientHeight || 667 }
}

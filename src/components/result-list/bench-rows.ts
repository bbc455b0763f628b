/**
 * Bench only (tests/bench/result-list.bench.mjs): on H5, a result list opened with `benchRows=N` in
 * its URL shows its real rows repeated to N (at most 5 000), so that the real list, rows and
 * virtual list are measured with 1 000 rows where a search finds a few dozen. The app never sets
 * it; the mini-program ignores it.
 */
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'

export function useBenchRows<T>(rows: readonly T[]): readonly T[] {
  const n = Math.min(Number(useRouter().params.benchRows) || 0, 5000)
  return useMemo(
    () => (process.env.TARO_ENV !== 'h5' || !rows.length || n <= rows.length ? rows : Array.from({ length: n }, (_, i) => rows[i % rows.length])),
    [rows, n],
  )
}

import { useRouter } from '@tarojs/taro'

/**
 * Route values arrive as written in the URL: Taro's H5 router and the mini-program hand them
 * over still percent-encoded ('%2B86%20138…'), and `toQuery` encoded them once; decode once.
 * A malformed escape keeps the raw text rather than throwing.
 */
export function decodeParam(v: unknown): string {
  if (typeof v !== 'string') return ''
  if (!v.includes('%')) return v
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

export function decodeParams(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw)) if (k !== '$taroTimestamp') out[k] = decodeParam(v)
  return out
}

/** The current page's route parameters, decoded, on both targets. */
export function useRouteParams(): Record<string, string> {
  return decodeParams(useRouter().params ?? {})
}

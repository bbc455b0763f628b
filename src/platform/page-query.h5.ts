/**
 * The H5 page's own URL query. Taro's H5 router may keep a page mounted when only the query of
 * its hash changes (a link opened in the same tab, the back button between two days of a list);
 * a page that shows what its URL says listens here, and writes the choices it makes in place back
 * into the URL (replace, no new history entry) so a reload or a shared link shows the same thing.
 */
import { parseQuery, toQuery, type RouteParams } from '../routes'

function split(hash: string): { path: string; query: string } {
  const h = hash.replace(/^#/, '')
  const i = h.indexOf('?')
  return i < 0 ? { path: h, query: '' } : { path: h.slice(0, i), query: h.slice(i) }
}

/** Calls `cb` with the hash path and its query whenever the hash changes; returns the unsubscribe. */
export function onPageQueryChange(cb: (path: string, params: Record<string, string>) => void): () => void {
  const listener = (): void => {
    const { path, query } = split(window.location.hash)
    cb(path, parseQuery(query))
  }
  window.addEventListener('hashchange', listener)
  window.addEventListener('popstate', listener)
  return () => {
    window.removeEventListener('hashchange', listener)
    window.removeEventListener('popstate', listener)
  }
}

/** Replaces the query of the current hash URL (same path), without a new history entry. */
export function replacePageQuery(params: RouteParams): void {
  const { path } = split(window.location.hash)
  const next = `#${path}${toQuery(params)}`
  if (next === window.location.hash) return
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${next}`)
}

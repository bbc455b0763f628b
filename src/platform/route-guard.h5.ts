import { resolveUrl, routeOf, urlOf } from '../routes'
import { rememberRoute } from './login'

/**
 * Applies the route table's redirects and the unknown-route rule to the hash before Taro's
 * router reads it, and on every later hash change: '/' and the redirects of docs/routes.md go to their
 * target, a raw page path ('#/pages/home/index', a white screen in Taro, #14437) goes to its
 * spec URL, anything else to the error page.
 */
function target(hash: string): string | null {
  const url = hash.replace(/^#/, '') || '/'
  const r = resolveUrl(url)
  if (r.kind === 'unknown') return urlOf('error', { code: 'notFound', path: r.path })
  const canonical = urlOf(r.name, r.params)
  return canonical === url ? null : canonical
}

function apply(): void {
  const to = target(window.location.hash)
  if (to) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${to}`)
}

export function installRouteGuard(): void {
  apply()
  // Taro's tab bar items are <a href="javascript:;"> whose click handler switches the tab; the
  // link's own navigation does nothing and is refused by the content security policy, so it is
  // cancelled before it happens (the handler still runs).
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href^="javascript:"]')
      if (link) e.preventDefault()
    },
    true,
  )
  // A hash typed or linked after start: Taro's router listens too, so correct it with a
  // replace that it then follows.
  window.addEventListener('hashchange', () => {
    const to = target(window.location.hash)
    if (to) window.location.replace(`#${to}`)
  })
}

/**
 * A start without a session on a page that needs one goes to sign-in at once, remembering the
 * page as the Page frame would: the router then loads only the sign-in page's code instead of
 * loading and starting the other page just to leave it.
 */
export function signInFirst(signedIn: boolean): void {
  if (signedIn) return
  const url = window.location.hash.replace(/^#/, '') || '/'
  const r = resolveUrl(url)
  if (r.kind === 'unknown' || routeOf(r.name).open) return
  rememberRoute(url)
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${urlOf('login')}`)
}

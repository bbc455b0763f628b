/**
 * Where a completed sign-in lands. Pure: takes the remembered route (an H5 URL such as
 * '/trip?x=1' or a mini-program page path with query) and answers a route name with params.
 */
import { resolveUrl, type RouteName } from '../../routes'

/** Pages a signed-in person must never be sent back to: they would only sign in again. */
export const SIGN_IN_ROUTES: readonly RouteName[] = [
  'login',
  'loginSwitch',
  'callback',
  'silentLogin',
  'callback4Oa',
  'loginWayOfRecovery',
  'forgetPasswordStep1',
  'forgetPasswordStep2',
  'forgetPasswordStep3',
  'forgetPasswordEmail',
  'register',
]

export interface Landing {
  name: RouteName
  params: Record<string, string>
}

export const HOME_LANDING: Landing = { name: 'home', params: {} }

/**
 * The remembered route when it is a real page outside the sign-in family, else home. A redirect
 * URL ('/', '/hotel') lands where it redirects to; unknown and empty URLs land on home.
 */
export function landingOf(url: string | null | undefined): Landing {
  const raw = (url ?? '').trim()
  if (!raw) return HOME_LANDING
  // An absolute H5 address (from ?redirect=) carries the route after '#'.
  const hash = raw.indexOf('#')
  const route = hash >= 0 ? raw.slice(hash + 1) : /^[a-z]+:\/\//i.test(raw) ? '' : raw
  if (!route) return HOME_LANDING
  const r = resolveUrl(route.startsWith('/') ? route : '/' + route)
  if (r.kind === 'unknown') return HOME_LANDING
  if (SIGN_IN_ROUTES.includes(r.name)) return HOME_LANDING
  const params = { ...r.params }
  delete params.$taroTimestamp
  return { name: r.name, params }
}

/**
 * Navigation by route name (src/routes.ts). Taro takes the mini-program page path on both
 * targets; on H5 its router shows the spec URL through customRoutes.
 */
import * as platformNav from '../platform/navigation'
import { pagePathOf, routeOf, toQuery, type RouteName, type RouteParams } from '../routes'

/** WeChat refuses navigateTo once ten pages are stacked; we replace the top page instead. */
export const MAX_STACK_DEPTH = 10

/** Page path plus query, the form Taro's navigation APIs take. */
export function pageUrlOf(name: RouteName, params?: RouteParams): string {
  // Tab pages cannot take a query (switchTab and reLaunch to a tab reject one in WeChat).
  return pagePathOf(name) + (routeOf(name).tab ? '' : toQuery(params))
}

export async function go(name: RouteName, params?: RouteParams): Promise<void> {
  const url = pageUrlOf(name, params)
  if (routeOf(name).tab) return platformNav.switchTab(url)
  if (platformNav.stackDepth() >= MAX_STACK_DEPTH) return platformNav.redirectTo(url)
  return platformNav.navigateTo(url)
}

/** Replaces the current page; a tab route switches to its tab (tabs cannot be redirected to). */
export async function replace(name: RouteName, params?: RouteParams): Promise<void> {
  const url = pageUrlOf(name, params)
  if (routeOf(name).tab) return platformNav.switchTab(url)
  return platformNav.redirectTo(url)
}

/** Closes every page and opens this one. */
export async function relaunch(name: RouteName, params?: RouteParams): Promise<void> {
  return platformNav.reLaunch(pageUrlOf(name, params))
}

/**
 * Goes back `delta` pages. A page opened directly (shared link, H5 deep link, reload) has
 * nothing behind it; going home then is what the user means by 'back'.
 */
export async function back(delta = 1): Promise<void> {
  if (platformNav.stackDepth() <= delta) return relaunch('home')
  return platformNav.navigateBack(delta)
}

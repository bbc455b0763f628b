/**
 * Taro's H5 navigation bar, which no page shows: no page sets navigationStyle 'default', and every
 * page that is not a tab draws its own header (platform/app-header.h5.tsx). config/index.ts puts
 * this module where Taro's router imports the bar and the bar's per-page handler, so neither is
 * created, nor their icons (SVG text) and styles loaded with the first page.
 */

/** Taro's router calls it once, with the app's element: there is no bar to add. */
export function initNavigationBar(): void {
  return undefined
}

/** Each page asks its handler to show the page's bar: there is none. */
export default class NavigationBarHandler {
  load(): void {
    return undefined
  }
}

/**
 * The page on top is never hidden (H5). Taro's router hides the page it leaves with a timer
 * (its slide lasts 350 ms) that nothing cancels when the person comes straight back: back within
 * that time, the timer fires after the page was shown again and hides it (`taro_page_shade`,
 * display: none), and a tab page goes blank, its tab bar with it, until the next navigation.
 * This watches the page containers and takes the shade off the page the router has on top.
 */
import { Current } from '@tarojs/runtime'

const SHADE = 'taro_page_shade'

function unshadeTop(el: Element): void {
  if (el.classList.contains(SHADE) && el.classList.contains('taro_page') && el.id === Current.page?.path) el.classList.remove(SHADE)
}

export function keepTopPageShown(): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  const shades = new MutationObserver((records) => records.forEach((r) => unshadeTop(r.target as Element)))
  const watch = (el: Node) => el instanceof HTMLElement && shades.observe(el, { attributes: true, attributeFilter: ['class'] })
  const pages = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(watch)))
  let router: HTMLElement | null = null
  // The pages' container: with a tab bar, the router puts a copy of #app into its frame.
  const attach = () => {
    const app = document.getElementById('app')
    if (!app || app === router) return
    router = app
    pages.observe(app, { childList: true })
    app.childNodes.forEach(watch)
  }
  attach()
  new MutationObserver(attach).observe(document.body, { childList: true })
}

/**
 * Keyboard and screen-reader access for the H5 site. Taro's View renders a custom element that
 * takes no focus, so a View with an interactive role (`role='button'`, a tab, an option…) could be
 * tapped but not reached with Tab or pressed with Enter / Space. This makes every such element
 * focusable (unless disabled) and presses it on Enter or Space, for whatever page is on screen;
 * pages and scroll views take focus too, so that the keyboard can scroll them.
 * The same elements are at least 44 × 44 CSS px for a finger (touch-targets.h5.scss). Sheets and
 * dialogs hold the focus while they are open (dialog-focus.h5.ts).
 * The mini-program has no keyboard; its variant does nothing.
 */
import { DIALOG, dialogKeydown, dialogOpened, nodesRemoved } from './dialog-focus.h5'
import './touch-targets.h5.scss'

const INTERACTIVE = ['button', 'tab', 'option', 'checkbox', 'switch', 'radio', 'link', 'menuitem'].map((r) => `[role="${r}"]`).join(',')
/** What scrolls: a page and a ScrollView. Focusable, so that a keyboard can scroll a page of text alone. */
const SCROLLERS = '.taro_page, taro-scroll-view-core'
const WATCHED = `${INTERACTIVE},${SCROLLERS}`

function reachable(el: Element): void {
  if (!el.matches(INTERACTIVE)) {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
    return
  }
  const disabled = el.getAttribute('aria-disabled') === 'true'
  if (disabled) {
    if (el.getAttribute('tabindex') === '0') el.removeAttribute('tabindex')
  } else if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '0')
  }
}

function scan(node: Element): void {
  if (node.matches(WATCHED)) reachable(node)
  node.querySelectorAll(WATCHED).forEach(reachable)
  if (node instanceof HTMLElement && node.matches(DIALOG)) dialogOpened(node)
  node.querySelectorAll<HTMLElement>(DIALOG).forEach(dialogOpened)
}

let installed = false

export function installKeyboardAccess(): void {
  if (installed || typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  installed = true
  scan(document.documentElement)
  new MutationObserver((records) => {
    let removed = false
    for (const r of records) {
      if (r.type === 'attributes') {
        if (r.target instanceof Element) scan(r.target)
      } else {
        r.addedNodes.forEach((n) => n instanceof Element && scan(n))
        removed ||= r.removedNodes.length > 0
      }
    }
    if (removed) nodesRemoved()
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-disabled'] })
  document.addEventListener('keydown', (e) => {
    dialogKeydown(e)
    if (e.key !== 'Enter' && e.key !== ' ') return
    const el = e.target
    if (!(el instanceof HTMLElement) || !el.matches(INTERACTIVE) || el.getAttribute('aria-disabled') === 'true') return
    // Native controls already answer both keys.
    if (el instanceof HTMLButtonElement || el instanceof HTMLInputElement || el instanceof HTMLAnchorElement) return
    e.preventDefault()
    el.click()
  })
}

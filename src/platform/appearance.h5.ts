/**
 * Light and dark on H5: the browser's colour scheme (prefers-color-scheme) for "follow the
 * system", and the dark class on the body so the page background and everything outside a
 * page's frame (the tab bar) darken with it.
 */
const QUERY = '(prefers-color-scheme: dark)'

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches
}

/** Calls back when the system scheme changes; returns the unsubscribe. */
export function onSystemAppearance(cb: (dark: boolean) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined
  const mq = window.matchMedia(QUERY)
  const handler = (e: MediaQueryListEvent) => cb(e.matches)
  mq.addEventListener?.('change', handler)
  return () => mq.removeEventListener?.('change', handler)
}

export function applyAppearance(dark: boolean): void {
  if (typeof document === 'undefined') return
  document.body?.classList.toggle('theme-dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
}

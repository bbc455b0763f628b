import { TAP_SLOP_PX, type GlobalError, type TouchInfo, type Unsubscribe } from './navigation-types'

export * from './navigation-types'

export function reload(): void {
  window.location.reload()
}

/**
 * Inside the embedded office app a sign-in must happen in the app itself, so we leave.
 * window.close() only works for windows opened by script; when the page is still there a
 * moment later, step back instead.
 */
export function closeEmbeddedPage(): void {
  window.close()
  setTimeout(() => {
    if (!window.closed) window.history.back()
  }, 300)
}

function describeReason(reason: unknown): Pick<GlobalError, 'message' | 'stack'> {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack }
  if (typeof reason === 'string') return { message: reason }
  try {
    return { message: JSON.stringify(reason) ?? String(reason) }
  } catch {
    return { message: String(reason) }
  }
}

/**
 * Script errors bubble to window as ErrorEvent; resource errors (img, script, link) do not
 * bubble and are seen only in the capture phase, with the element as target.
 */
export function onGlobalError(cb: (e: GlobalError) => void): Unsubscribe {
  const onError = (ev: Event): void => {
    const t = ev.target
    if (t instanceof Element && t !== document.documentElement) {
      const el = t as Element & { src?: string; href?: string }
      cb({ kind: 'resource', message: `failed to load ${t.tagName}`, tagName: t.tagName.toUpperCase(), source: el.src || el.href || '' })
      return
    }
    const e = ev as ErrorEvent
    cb({
      kind: 'script',
      message: e.message || '',
      source: e.filename,
      line: e.lineno,
      column: e.colno,
      stack: e.error instanceof Error ? e.error.stack : undefined,
    })
  }
  const onRejection = (ev: PromiseRejectionEvent): void => {
    cb({ kind: 'promise', reason: ev.reason, ...describeReason(ev.reason) })
  }
  window.addEventListener('error', onError, true)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError, true)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}

function textOf(target: EventTarget | null): string {
  if (!(target instanceof Node)) return ''
  return (target.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** A touch that ends near where it started is a tap ('touch'), otherwise the end of a swipe. */
export function onTouch(cb: (t: TouchInfo) => void): Unsubscribe {
  let start: { x: number; y: number } | null = null
  const onStart = (ev: TouchEvent): void => {
    const p = ev.touches[0]
    start = p ? { x: p.clientX, y: p.clientY } : null
  }
  const onEnd = (ev: TouchEvent): void => {
    const p = ev.changedTouches[0]
    const moved = start && p ? Math.hypot(p.clientX - start.x, p.clientY - start.y) : 0
    start = null
    cb({ kind: moved > TAP_SLOP_PX ? 'swipeEnd' : 'touch', text: textOf(ev.target) })
  }
  document.addEventListener('touchstart', onStart, { passive: true, capture: true })
  document.addEventListener('touchend', onEnd, { passive: true, capture: true })
  return () => {
    document.removeEventListener('touchstart', onStart, { capture: true })
    document.removeEventListener('touchend', onEnd, { capture: true })
  }
}

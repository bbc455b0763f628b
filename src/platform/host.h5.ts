/**
 * What the H5 stand-ins for Taro's components (components.h5.tsx) share: a component renders a
 * host element named as Taro's web component is (taro-input-core…), so that styles and the
 * keyboard access that name it keep holding, and its handlers are listened to on that host, as
 * Taro's React wrappers do: `onInput` hears the host's 'input' CustomEvent with its `detail`,
 * `onTouchStart` the DOM's touchstart.
 */
import { useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react'

export type Handler = (e: Event) => void
export type Props = Record<string, unknown>

/** Taro's H5 style strings ('color: red; top: 2px') as React style objects. */
export function styleOf(style: unknown): CSSProperties | undefined {
  if (typeof style !== 'string') return style as CSSProperties | undefined
  const out: Record<string, string> = {}
  for (const decl of style.split(';')) {
    const at = decl.indexOf(':')
    if (at < 0) continue
    const name = decl.slice(0, at).trim()
    if (name) out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl.slice(at + 1).trim()
  }
  return out
}

/**
 * The props a host element takes as attributes (id, role, aria-*, data-*, style; `class` for its
 * className with the component's own classes first), and its handlers apart. `own` names the
 * component's props, which are neither.
 */
export function hostProps(props: Props, own: readonly string[], classes: string): { attrs: Props; handlers: Partial<Record<string, Handler>> } {
  const attrs: Props = {}
  const handlers: Partial<Record<string, Handler>> = {}
  for (const [name, value] of Object.entries(props)) {
    if (own.includes(name) || name === 'children' || name === 'className' || value === undefined) continue
    if (/^on[A-Z]/.test(name)) {
      if (typeof value === 'function') handlers[name] = value as Handler
    } else if (name === 'style') attrs.style = styleOf(value)
    else if (typeof value === 'string' || typeof value === 'number' || (typeof value === 'boolean' && /^(aria|data)-/.test(name))) attrs[name] = value
  }
  const cls = [classes, props.className].filter(Boolean).join(' ')
  if (cls) attrs.class = cls
  return { attrs, handlers }
}

/** Listens to `handlers` (onScrollToLower → 'scrolltolower') on the host, each call reaching the latest one. */
export function useHostHandlers(host: RefObject<HTMLElement>, handlers: Partial<Record<string, Handler>>): void {
  const latest = useRef(handlers)
  latest.current = handlers
  const names = Object.keys(handlers).sort().join(',')
  useLayoutEffect(() => {
    const el = host.current
    if (!el || !names) return
    const offs = names.split(',').map((prop) => {
      const type = prop.slice(2).toLowerCase()
      const listener = (e: Event) => latest.current[prop]?.(e)
      el.addEventListener(type, listener)
      return () => el.removeEventListener(type, listener)
    })
    return () => offs.forEach((off) => off())
  }, [host, names])
}

/** Sends the component's own event (bubbling, as Taro's do) from the host with its detail. */
export function emit(host: HTMLElement | null, type: string, detail: unknown): void {
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }))
}

/**
 * ScrollView for the H5 build, without Taro's web component: the same host (taro-scroll-view-core,
 * its axis classes) and Taro's behaviour for it:
 * - `onScroll` hears `{ scrollTop, scrollLeft, scrollHeight, scrollWidth }`; the sizes are read
 *   when a handler asks for them, not on every scroll event;
 * - `onScrollToUpper` / `onScrollToLower` once the scrolling has rested 200 ms within the
 *   threshold (50 px unless given) of an end;
 * - `scrollTop` / `scrollLeft` are applied when the view is first drawn and whenever they change
 *   (eased over 500 ms with `scrollWithAnimation`); `scrollIntoView` (an element's id) whenever it
 *   changes, aligned by `scrollIntoViewAlignment`;
 * - a touchmove inside stops at the view, as Taro's does; the view's own handlers hear it first.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import { emit, hostProps, useHostHandlers, type Props } from './host.h5'

const OWN = [
  'scrollX',
  'scrollY',
  'upperThreshold',
  'lowerThreshold',
  'scrollTop',
  'scrollLeft',
  'scrollIntoView',
  'scrollIntoViewAlignment',
  'scrollWithAnimation',
  'enhanced',
  'showScrollbar',
  'enableBackToTop',
  'enableFlex',
  'bounces',
  'fastDeceleration',
  'pagingEnabled',
]

/** Moves `set` from `from` to `to` over `ms`, a frame at a time (Taro's linear ease). */
function glide(from: number, to: number, set: (v: number) => void, ms = 500): void {
  const start = Date.now()
  const step = () => {
    const t = Math.min(1, (Date.now() - start) / ms)
    set(from + (to - from) * t)
    if (t < 1) requestAnimationFrame(step)
  }
  step()
}

export const ScrollView = forwardRef(function ScrollView(props: Props, ref: Ref<HTMLElement | null>) {
  const host = useRef<HTMLElement>(null)
  useImperativeHandle(ref, () => host.current, [])
  const cls = [
    props.scrollX && 'taro-scroll-view__scroll-x',
    props.scrollY && 'taro-scroll-view__scroll-y',
    props.enhanced === true && props.showScrollbar === false && 'taro-scroll--hidebar',
    props.enhanced === true && 'taro-scroll--enhanced',
  ]
    .filter(Boolean)
    .join(' ')
  const { attrs, handlers } = hostProps(props, OWN, cls)
  const { onScroll, onScrollToUpper, onScrollToLower, ...rest } = handlers
  useHostHandlers(host, rest)
  const latest = useRef(props)
  latest.current = props
  const scrollers = useRef({ onScroll, onScrollToUpper, onScrollToLower })
  scrollers.current = { onScroll, onScrollToUpper, onScrollToLower }

  useEffect(() => {
    const el = host.current
    if (!el) return
    let rest: ReturnType<typeof setTimeout> | undefined
    const ends = () => {
      const p = latest.current
      const lower = Number(p.lowerThreshold ?? 50)
      const upper = Number(p.upperThreshold ?? 50)
      const { offsetWidth, offsetHeight, scrollLeft, scrollTop, scrollHeight, scrollWidth } = el
      const axis = p.scrollX ? 'right' : p.scrollY ? 'bottom' : ''
      if (
        !isNaN(lower) &&
        ((p.scrollY && offsetHeight + scrollTop + lower >= scrollHeight) || (p.scrollX && offsetWidth + scrollLeft + lower >= scrollWidth))
      ) {
        emit(el, 'scrolltolower', { direction: axis })
      }
      if (!isNaN(upper) && ((p.scrollY && scrollTop <= upper) || (p.scrollX && scrollLeft <= upper))) {
        emit(el, 'scrolltoupper', { direction: p.scrollX ? 'left' : p.scrollY ? 'top' : '' })
      }
    }
    const onNativeScroll = (e: Event) => {
      if (e instanceof CustomEvent) return
      const { onScroll, onScrollToLower, onScrollToUpper } = scrollers.current
      if (onScrollToLower || onScrollToUpper) {
        clearTimeout(rest)
        rest = setTimeout(ends, 200)
      }
      if (!onScroll) return
      const detail = {
        scrollTop: el.scrollTop,
        scrollLeft: el.scrollLeft,
        get scrollHeight() {
          return el.scrollHeight
        },
        get scrollWidth() {
          return el.scrollWidth
        },
      }
      onScroll(new CustomEvent('scroll', { detail }))
    }
    const own = (type: 'onScrollToLower' | 'onScrollToUpper') => (e: Event) => scrollers.current[type]?.(e)
    const lower = own('onScrollToLower')
    const upper = own('onScrollToUpper')
    const stopTouch = (e: Event) => e.stopPropagation()
    el.addEventListener('scroll', onNativeScroll, { passive: true })
    el.addEventListener('scrolltolower', lower)
    el.addEventListener('scrolltoupper', upper)
    el.addEventListener('touchmove', stopTouch, { passive: true })
    return () => {
      clearTimeout(rest)
      el.removeEventListener('scroll', onNativeScroll)
      el.removeEventListener('scrolltolower', lower)
      el.removeEventListener('scrolltoupper', upper)
      el.removeEventListener('touchmove', stopTouch)
    }
  }, [])

  // scrollTop / scrollLeft: on first drawing and on change.
  const applied = useRef<{ top?: number; left?: number }>({})
  useLayoutEffect(() => {
    const el = host.current
    if (!el) return
    const animated = Boolean(props.scrollWithAnimation)
    const move = (axis: 'top' | 'left', value: unknown) => {
      const to = Number(value)
      if (value === undefined || value === null || isNaN(to) || to === applied.current[axis]) return
      applied.current[axis] = to
      const prop = axis === 'top' ? 'scrollTop' : 'scrollLeft'
      if (animated) glide(el[prop], to, (v) => (el[prop] = v))
      else el[prop] = to
    }
    if (props.scrollY) move('top', props.scrollTop)
    if (props.scrollX) move('left', props.scrollLeft)
  }, [props.scrollTop, props.scrollLeft, props.scrollX, props.scrollY, props.scrollWithAnimation])

  // scrollIntoView: on change only (Taro's does not scroll for the id it is first drawn with).
  const target = typeof props.scrollIntoView === 'string' ? props.scrollIntoView : ''
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (!target) return
    const p = latest.current
    const align = p.scrollIntoViewAlignment as ScrollLogicalPosition | undefined
    document.getElementById(target)?.scrollIntoView({
      behavior: p.scrollWithAnimation ? 'smooth' : 'auto',
      block: p.scrollY ? (align ?? 'center') : 'center',
      inline: p.scrollX ? (align ?? 'start') : 'start',
    })
  }, [target])

  return createElement('taro-scroll-view-core', { ...attrs, ref: host }, props.children as never)
})

/**
 * Slides side by side in the browser's own scroll-snap row: a finger swipes them, the keyboard
 * scrolls them (the row takes focus), dots show which one is in view, and with autoplay the row
 * turns to the next slide every few seconds (back to the first after the last) while it is on
 * screen and nobody is touching or focusing it. Vertical, it is a one-line ticker without dots.
 * Taro's web Swiper with the Swiper library under it cost every page's first load about 50 KB
 * of script; this costs none of it.
 */
import { useEffect, useRef, useState } from 'react'
import './carousel.h5.scss'
import type { CarouselProps } from './carousel-types'

export function Carousel({ className, slides, autoplay, intervalMs = 4000, vertical, label, testId }: CarouselProps): JSX.Element {
  const row = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const held = useRef(false)

  useEffect(() => {
    const el = row.current
    if (!el) return
    const onScroll = () => {
      if (el.clientWidth) setCurrent(Math.round(vertical ? el.scrollTop / el.clientHeight : el.scrollLeft / el.clientWidth))
    }
    const hold = () => (held.current = true)
    const release = () => (held.current = false)
    const listeners: [string, () => void][] = [
      ['scroll', onScroll],
      ['pointerdown', hold],
      ['pointerup', release],
      ['pointercancel', release],
      ['focusin', hold],
      ['focusout', release],
    ]
    for (const [type, fn] of listeners) el.addEventListener(type, fn, { passive: true })
    return () => {
      for (const [type, fn] of listeners) el.removeEventListener(type, fn)
    }
  }, [vertical])

  useEffect(() => {
    if (!autoplay || slides.length < 2) return
    const timer = setInterval(() => {
      const el = row.current
      // Not while touched or focused, nor while the page is hidden (H5 keeps earlier pages mounted).
      if (!el || held.current || !el.offsetParent || document.visibilityState !== 'visible') return
      const size = vertical ? el.clientHeight : el.clientWidth
      const next = (Math.round((vertical ? el.scrollTop : el.scrollLeft) / size) + 1) % slides.length
      el.scrollTo({ [vertical ? 'top' : 'left']: next * size, behavior: 'smooth' })
    }, intervalMs)
    return () => clearInterval(timer)
  }, [autoplay, intervalMs, vertical, slides.length])

  return (
    <div className={`carousel${vertical ? ' carousel--vertical' : ''} ${className ?? ''}`} data-testid={testId}>
      <div ref={row} className="carousel__row" tabIndex={0} role="region" aria-roledescription="carousel" aria-label={label}>
        {slides.map((s) => (
          <div key={s.key} className="carousel__slide">
            {s.content}
          </div>
        ))}
      </div>
      {slides.length > 1 && !vertical && (
        <div className="carousel__dots" aria-hidden="true">
          {slides.map((s, i) => (
            <span key={s.key} className={`carousel__dot${i === current ? ' carousel__dot--on' : ''}`} />
          ))}
        </div>
      )}
    </div>
  )
}

import type { ReactNode } from 'react'

/** What both carousels (carousel.weapp.tsx, carousel.h5.tsx) take. */
export interface CarouselProps {
  className?: string
  /** One slide each; keys are the caller's. */
  slides: { key: string | number; content: ReactNode }[]
  /** Turns to the next slide every `intervalMs` (4 s) while nobody is touching it. */
  autoplay?: boolean
  intervalMs?: number
  /** Slides stacked, turning upwards (a one-line ticker); no dots. */
  vertical?: boolean
  label?: string
  testId?: string
}

/** The mini-program's native swiper: slides side by side with dots (or stacked), optional autoplay. */
import { Swiper, SwiperItem } from '@tarojs/components'
import type { ReactNode } from 'react'

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

export function Carousel({ className, slides, autoplay, intervalMs = 4000, vertical, label, testId }: CarouselProps): JSX.Element {
  return (
    <Swiper className={className} autoplay={autoplay} interval={intervalMs} vertical={vertical} circular indicatorDots={!vertical} indicatorActiveColor='#ffffff' aria-label={label} data-testid={testId}>
      {slides.map((s) => (
        <SwiperItem key={s.key}>{s.content}</SwiperItem>
      ))}
    </Swiper>
  )
}

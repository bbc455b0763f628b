/** The mini-program's native swiper: slides side by side with dots (or stacked), optional autoplay. */
import { Swiper, SwiperItem } from '@tarojs/components'
import type { CarouselProps } from './carousel-types'

export function Carousel({ className, slides, autoplay, intervalMs = 4000, vertical, label, testId }: CarouselProps): JSX.Element {
  return (
    <Swiper
      className={className}
      autoplay={autoplay}
      interval={intervalMs}
      vertical={vertical}
      circular
      indicatorDots={!vertical}
      indicatorActiveColor="#ffffff"
      aria-label={label}
      data-testid={testId}
    >
      {slides.map((s) => (
        <SwiperItem key={s.key}>{s.content}</SwiperItem>
      ))}
    </Swiper>
  )
}

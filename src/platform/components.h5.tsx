/**
 * Taro's components for the H5 build (config/index.ts points '@tarojs/components' here on H5 only).
 * View and Text are the plain elements they stand for, a div and a span; everything else is Taro's own.
 *
 * Why: Taro draws each View and Text on H5 as a web component (taro-view-core, taro-text-core) that
 * is constructed, connected, given its props one by one and rendered again in an animation frame;
 * they are most of the elements of every page, and creating them was the larger part of each page's
 * first render. Nothing here uses what they add over a div and a span: no hover-class, long press
 * or animation prop (a View given one would pass it to the div, and React would say so).
 */
import { createElement, forwardRef, type CSSProperties, type ReactNode, type Ref } from 'react'
import './components.h5.scss'

export * from '@tarojs/components/lib/react'

interface ElementProps {
  className?: string
  style?: CSSProperties | string
  children?: ReactNode
  [prop: string]: unknown
}

/** Taro's H5 style strings ('color: red; top: 2px') as React style objects. */
function styleOf(style: ElementProps['style']): CSSProperties | undefined {
  if (typeof style !== 'string') return style
  const out: Record<string, string> = {}
  for (const decl of style.split(';')) {
    const at = decl.indexOf(':')
    if (at < 0) continue
    const name = decl.slice(0, at).trim()
    if (name) out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl.slice(at + 1).trim()
  }
  return out
}

export const View = forwardRef(function View(props: ElementProps, ref: Ref<HTMLDivElement>) {
  return createElement('div', { ...props, style: styleOf(props.style), ref })
})

export const Text = forwardRef(function Text(props: ElementProps, ref: Ref<HTMLSpanElement>) {
  const { className, selectable, userSelect, ...rest } = props
  const cls = selectable || userSelect ? 'taro-text taro-text--selectable' : 'taro-text'
  return createElement('span', { ...rest, className: className ? `${cls} ${className}` : cls, style: styleOf(props.style), ref })
})

/** How a mode of Taro's Image fits the picture in its box (the modes the app uses, and the rest as Taro draws them). */
const FIT: Record<string, CSSProperties['objectFit']> = { scaleToFill: 'fill', aspectFit: 'contain', aspectFill: 'cover', widthFix: 'fill', heightFix: 'fill' }

interface ImageProps extends ElementProps {
  src?: string
  mode?: string
  lazyLoad?: boolean
  /** Attributes of the picture itself (its alt text). */
  nativeProps?: Record<string, unknown>
}

/**
 * Image as the plain picture it stands for (Taro's is a web component holding an img, created,
 * connected and laid out apart for each picture: a hotel list creates one per row as it scrolls).
 * The mode is the picture's object-fit; lazyLoad is the browser's own lazy loading. A picture
 * without alt text is decoration (alt="").
 */
export const Image = forwardRef(function Image(props: ImageProps, ref: Ref<HTMLImageElement>) {
  const { src, mode = 'scaleToFill', lazyLoad, nativeProps, className, style, ...rest } = props
  const fit: CSSProperties = { objectFit: FIT[mode] ?? 'fill', ...(mode === 'widthFix' ? { height: 'auto' } : mode === 'heightFix' ? { width: 'auto' } : {}) }
  return createElement('img', {
    alt: '',
    ...rest,
    ...nativeProps,
    src,
    loading: lazyLoad ? 'lazy' : undefined,
    decoding: 'async',
    className: className ? `taro-img ${className}` : 'taro-img',
    style: { ...fit, ...styleOf(style) },
    ref,
  })
})

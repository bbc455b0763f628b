/**
 * Taro's components for the H5 build (config/index.ts points '@tarojs/components' here on H5 only),
 * drawn as the plain elements they stand for, without Taro's web components (and the Stencil
 * runtime under them) in the first load:
 * - View and Text are a div and a span; Image an img;
 * - Input, Textarea (text-fields.h5.tsx) and ScrollView (scroll-view.h5.tsx) keep Taro's host
 *   element and native field, its events and their details;
 * - WebView is an iframe; Picker is Taro's own, loaded with the first page that shows one.
 *
 * Why: Taro draws each component on H5 as a web component that is constructed, connected, given
 * its props one by one and rendered again in an animation frame; they are most of the elements of
 * every page, and creating them was the larger part of each page's first render. Their runtime and
 * definitions were a fifth of the first load.
 */
import { createElement, forwardRef, lazy, Suspense, type CSSProperties, type ReactNode, type Ref } from 'react'
import { hostProps, styleOf, type Props } from './host.h5'
import './components.h5.scss'

export { Input, Textarea } from './text-fields.h5'
export { ScrollView } from './scroll-view.h5'

interface ElementProps {
  className?: string
  style?: CSSProperties | string
  children?: ReactNode
  [prop: string]: unknown
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

/** WebView as Taro's: its host holding the page's iframe; `onLoad` / `onError` hear `{ src }`. */
export const WebView = forwardRef(function WebView(props: Props, ref: Ref<HTMLElement>) {
  const { attrs } = hostProps(props, ['src', 'title', 'onLoad', 'onError'], '')
  const src = props.src as string | undefined
  const tell = (handler: unknown) => (typeof handler === 'function' ? () => (handler as (e: unknown) => void)({ detail: { src } }) : undefined)
  return createElement(
    'taro-web-view-core',
    { ...attrs, ref },
    createElement('iframe', {
      className: 'taro-webview',
      src,
      title: props.title as string | undefined,
      onLoad: tell(props.onLoad),
      onError: tell(props.onError),
    }),
  )
})

/**
 * Picker as Taro's own (its wheels), loaded when a page first shows one; until then its children
 * are drawn as they will be inside it.
 */
const TaroPicker = lazy(() =>
  import(/* webpackExports: ["Picker"] */ '@tarojs/components/lib/react').then((m) => ({ default: m.Picker as unknown as (p: Props) => ReactNode })),
)
export const Picker = forwardRef(function Picker(props: Props, ref: Ref<unknown>) {
  return createElement(Suspense, { fallback: props.children as ReactNode }, createElement(TaroPicker, { ...props, ref }))
})

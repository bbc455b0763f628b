/**
 * Row building blocks for long lists. In the mini-program they are Taro's View and Text. On H5
 * they are plain div and span: Taro's H5 View and Text are web components wrapped in React class
 * components that copy every prop onto the element on each render, and mounting the ~12 of them
 * a flight row needs took most of a frame while scrolling, and a View re-slots all its children
 * when one is added (measured by tests/bench/flight-list.bench.mjs).
 * Class names, styles, data-* and aria-* attributes and onClick work the same on both.
 */
import { Text, View } from '@tarojs/components'

export const RowBox = (process.env.TARO_ENV === 'h5' ? 'div' : View) as unknown as typeof View
export const RowText = (process.env.TARO_ENV === 'h5' ? 'span' : Text) as unknown as typeof Text

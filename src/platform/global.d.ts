/**
 * Build-time constants injected by Taro's `defineConstants` (config/index.ts).
 * API_BASE: the origin the mini-program calls, e.g. 'https://travel.example.com'. H5 calls its
 * own origin and never reads it.
 */
declare const API_BASE: string

/** The one react-dom call the H5 components make (react-dom ships no types of its own). */
declare module 'react-dom' {
  export function flushSync<R>(fn: () => R): R
}

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

/** A namespace's texts cut to their start or app part at build time (scripts/texts-part-loader.cjs). */
declare module '*.json?part=start' {
  const table: import('../i18n/resources').Table
  export default table
}
declare module '*.json?part=app' {
  const table: import('../i18n/resources').Table
  export default table
}

/** H5: the start table worked out at build time (config/index.ts, src/start-table.ts). */
declare const START_TABLE_BUILT: import('../start-table').PackedStartTable

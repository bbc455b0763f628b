/**
 * Build-time constants injected by Taro's `defineConstants` (config/index.ts).
 * API_BASE: the origin the mini-program calls, e.g. 'https://travel.example.com'. H5 calls its
 * own origin and never reads it.
 */
declare const API_BASE: string

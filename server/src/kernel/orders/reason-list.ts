/**
 * The policy reasons of one part of an order (a segment, a stay) as stored with it: one per rule
 * the choice broke (over the standard, not the lowest price), each in the kernel's stored form
 * (reason-text.ts), separated by a record separator that no typed reason holds.
 */
import type { Lang } from '../../i18n'
import { reasonDisplay } from './reason-text'

const SEP = '\u001e'

export function joinReasons(reasons: readonly string[]): string {
  return reasons.map((r) => r.split(SEP).join(' ')).join(SEP)
}

export function splitReasons(stored: string): string[] {
  return stored ? stored.split(SEP).filter(Boolean) : []
}

/** Every reason in the reader's language, on one line. */
export function reasonsDisplay(stored: string, lang: Lang): string {
  return splitReasons(stored)
    .map((r) => reasonDisplay(r, lang))
    .join(lang === 'en' ? '; ' : '；')
}

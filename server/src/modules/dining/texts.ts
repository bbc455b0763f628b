/**
 * Texts of the dining module in the four interface languages ([zh-CN, zh-TW, en, ja]): why a
 * charge is refused, the errors of its calls, the timeline of dining orders and the approval
 * subject, merged into the app's messages (lib/texts.ts).
 */
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type DiningTextKey = keyof typeof ROWS

const t = defineTexts(ROWS)
export const diningError = t.error
/** A text by key; keys built at run time ('refusal' + a refusal) fall back to the key itself. */
export const dt = (lang: Parameters<typeof t.text>[0], key: string, params?: Record<string, string | number>): string =>
  key in ROWS ? t.text(lang, key as DiningTextKey, params) : key

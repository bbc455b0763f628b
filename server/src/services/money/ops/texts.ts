/** Texts of payment operations in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { defineTexts, rows } from '../../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export const opsTexts = defineTexts(ROWS)

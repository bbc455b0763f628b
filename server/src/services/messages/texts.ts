/** Texts of the message centre in the four languages ([zh-CN, zh-TW, en, ja]). */
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export const mt = defineTexts(ROWS).text

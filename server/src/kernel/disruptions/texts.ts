/** Texts of the disruption assistant in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type DisruptionTextKey = keyof typeof ROWS

export const { text: dt, error: disruptionError, invalid: disruptionInvalid } = defineTexts(ROWS)

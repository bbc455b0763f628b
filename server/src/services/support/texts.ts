/** Texts of the help centre, the service robot and feedback in the four interface languages ([zh-CN, zh-TW, en, ja]). */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type SupportTextKey = keyof typeof ROWS

const texts = defineTexts(ROWS)
export const { text: spText, invalid } = texts
export const notFound = (key: 'spQuestionUnknown' | 'spFeedbackUnknown') => texts.error(ErrorCode.NotFound, key)
export const conflict = (key: SupportTextKey) => texts.error(ErrorCode.AlreadyExists, key)

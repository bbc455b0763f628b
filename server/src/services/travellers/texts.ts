/**
 * Texts of frequent travellers and default contacts in the four interface languages
 * ([zh-CN, zh-TW, en, ja]). Every rule's error names its field ({field}, the JSON path).
 */
import { ErrorCode } from '../../../../types/api'
import type { MessageParams } from '../../i18n'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type TravellerTextKey = keyof typeof ROWS

const texts = defineTexts(ROWS)
export const { text: tvText, invalid } = texts
export const notFound = (key: 'tvTravellerUnknown' | 'tvContactUnknown') => texts.error(ErrorCode.NotFound, key)
export const taken = (key: TravellerTextKey, params?: MessageParams) => texts.error(ErrorCode.AlreadyExists, key, params)

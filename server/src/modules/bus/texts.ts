/**
 * Texts of the bus module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors, the
 * timeline steps of bus orders, the names of classes and ticket states, the rules in words and
 * the approval subject, merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type BusTextKey = keyof typeof ROWS

export const { text: bt, error: busError, invalid } = defineTexts(ROWS)
/** The departure is gone or its fare moved: 1004, passed back to the screen. */
export const offerExpired = (key: BusTextKey = 'busSoldOut', resultData: unknown = null) => busError(ErrorCode.TrainOfferExpired, key, undefined, resultData)

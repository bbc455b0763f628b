/**
 * Texts of the car module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors, the
 * names of services, classes, places and states, the standard's violations, the fare lines and
 * the timeline of car orders (the rider's message-centre notices), merged into the app's messages.
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type CarTextKey = keyof typeof ROWS

export const { text: ct, error: carError, invalid } = defineTexts(ROWS)
/** The quote expired or moved: 9995 with the new quote, passed back to the screen (docs/error-codes.md). */
export const quoteExpired = (resultData: unknown) => carError(ErrorCode.CarOfferExpired, 'carQuoteExpired', undefined, resultData)

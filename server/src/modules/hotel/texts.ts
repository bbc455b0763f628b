/**
 * Texts of the hotel module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * search, booking and cancellation, the timeline steps only hotel orders take and the approval
 * subjects, merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type HotelTextKey = keyof typeof ROWS

export const { text: ht, error: hotelError, invalid } = defineTexts(ROWS)
/** The offer is gone or sold out: 503, passed back to the screen (docs/error-codes.md). */
export const offerExpired = (key: 'hotelOfferGone' | 'hotelSoldOut' = 'hotelOfferGone') => hotelError(ErrorCode.HotelOfferExpired, key)

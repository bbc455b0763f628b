/**
 * Texts of the flight module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * search, booking, passengers, refunds and changes, the timeline steps only flights take
 * (ticketing, refunds and changes of tickets) and the flight notices of the message centre,
 * merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type FlightTextKey = keyof typeof ROWS

export const { text: ft, error: flightError, invalid } = defineTexts(ROWS)
export const offerExpired = (key: 'flightChanged' | 'seatsShort' | 'departedOrClosing' = 'flightChanged') => flightError(ErrorCode.FlightOfferExpired, key)

/**
 * Texts of the international flight module in the four interface languages ([zh-CN, zh-TW, en,
 * ja]): errors of search, documents, booking, refund and the inquiry sheet, fare family words,
 * visa reminders, the standard's violations, timeline steps and approval subject; merged into
 * the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import type { MessageParams } from '../../i18n'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type IntlTextKey = keyof typeof ROWS

export const { text: it, error: intlError, invalid } = defineTexts(ROWS)
/** The offer is gone: 1110, passed back to the screen (docs/error-codes.md). */
export const offerExpired = (key: IntlTextKey = 'ifSoldOut', resultData: unknown = null, params?: MessageParams) =>
  intlError(ErrorCode.IntlFlightOfferExpired, key, params, resultData)
/** A travel document refused for the trip (1120). */
export const documentRefused = (key: IntlTextKey, params: MessageParams) => intlError(ErrorCode.TravelDocumentRefused, key, params)

/**
 * Texts of the train module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * search, the 12306 account, booking, grabbing, refund and change, the timeline steps of train
 * orders and the approval subject, merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export type TrainTextKey = keyof typeof ROWS

export const { text: tt, error: trainError, invalid } = defineTexts(ROWS)
/** The offer is gone: 1004, passed back to the screen (docs/error-codes.md). */
export const offerExpired = (key: TrainTextKey = 'trainSoldOut', resultData: unknown = null) =>
  trainError(ErrorCode.TrainOfferExpired, key, undefined, resultData)

/**
 * Texts of money in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of the
 * ledgers, the cashier, the simulator, rates and vouchers, and the names of record kinds.
 */
import { ErrorCode } from '../../../../types/api'
import type { Lang, MessageParams } from '../../i18n'
import { defineTexts, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

/** Ledger and source names, for texts. */
const NAMES = rows(J.NAMES)

const t = defineTexts({ ...ROWS, ...NAMES })
export const moneyText = t.text
/** Ledger, source and record-kind names ('Wallet', 'Recharge' …) in a language. */
export type MoneyName = keyof typeof NAMES extends `money${infer N}` ? N : never
export const moneyName = (lang: Lang, name: MoneyName): string => t.text(lang, `money${name}` as keyof typeof NAMES)
export const moneyError = (code: number, key: keyof typeof ROWS, params?: MessageParams) => t.error(code as never, key, params)
export const moneyInvalid = (key: keyof typeof ROWS, params?: MessageParams) => t.error(ErrorCode.ValidationFailed, key, params)
export const moneyShort = (key: 'moneyWalletShort' | 'moneyBeansShort' | 'moneyPrepaymentShort' | 'moneyPointsShort' | 'moneyStockShort') =>
  t.error(ErrorCode.InsufficientFunds, key)

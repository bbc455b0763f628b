/**
 * The wire envelope every call answers with (docs/server-calls.md) and the constants both the client's
 * http core and the reference server need to agree on.
 */

export interface CurrencyInfo {
  /** Display name, e.g. '人民币' / 'Chinese Yuan'. */
  Currency: string
  /** ISO 4217 code, e.g. 'CNY'. */
  CurrencyCode: string
  /** e.g. '¥'. */
  CurrencySymbol: string
  /** Numeric code sent in the CurrencyType header; 0 = CNY. */
  CurrencyType: number
  /**
   * On the envelope of calls that carry money: CNY per unit of this currency in millionths, the
   * caller's company's rate of today's China day (docs/money.md), to convert the answer's CNY fen
   * for display with `fromFen` of types/api/money-values.ts. CNY: 1 000 000.
   */
  RateMicro?: number
  /** The day that rate was set for. */
  RateDate?: string
  /** Digits after the decimal point of the currency (JPY, KRW: 0). */
  MinorUnits?: number
}

export interface Envelope<T> {
  IsSuccess: boolean
  /** 0 on success, otherwise a code of `ErrorCode` (types/api/errors.ts). */
  ErrorCode: number
  /** Message for the user, already in the request's language. */
  ErrMsg: string
  /** Where the server wants the client to go; empty when none. */
  RedirectUrl: string
  /** The currency the answer's amounts are in; null when the call carries no money. */
  CurrencyInfo: CurrencyInfo | null
  ResultData: T
}

export const API_PREFIX = '/api'

/**
 * Paths that live at the site root instead of under API_PREFIX (docs/server-calls.md), e.g.
 * POST /personalapi/systeminfo/addRegisterCompany, while POST /api/Login/UserLogin/v2.
 * Matched with a case-sensitive `startsWith`, as the paths are written in docs/server-calls.md.
 */
export const ROOT_PREFIXES = [
  'personalapi/',
  'mealsapi/',
  'tripformapi/',
  'lvxingdouapi/',
  'intlDemandApi/',
  'trip_dynamic/',
  'openapi/',
  'pay_wallet/',
  'invoiceApply/',
  'customer/mobile/',
] as const

export function isRootPath(path: string): boolean {
  return ROOT_PREFIXES.some((p) => path.startsWith(p))
}

/** Request header names (docs/server-calls.md). Header names are case-insensitive on the wire. */
export const HEADERS = {
  source: 'RequestSource',
  version: 'Version',
  device: 'DeviceInfo',
  pageUrl: 'PageUrl',
  language: 'LanguageType',
  currency: 'CurrencyType',
  token: 'Token',
} as const

/** Values of the RequestSource header: the mini-program sends 'Wechat', browsers 'Web'. */
export type RequestSource = 'Wechat' | 'Web'

/** Software version sent in the Version header (docs/constants.md); the server answers 107 when it is too old. */
export const CLIENT_VERSION = '8.10.1'

/**
 * LanguageType header values. docs/constants.md gives two lists (CN 1, EN 2, TC 3, HK 4, JAP 5 and
 * 1 CN, 2 EN, 3 TC, 4 JAP); we follow the first. HK (4) is reserved: the client never
 * sends it and the server treats it as TC. 4 therefore never means Japanese.
 */
export const LANGUAGE_CODES = { CN: 1, EN: 2, TC: 3, JAP: 5 } as const
export const LANGUAGE_CODE_HK_RESERVED = 4

export type LanguageKey = keyof typeof LANGUAGE_CODES
export type LanguageCode = (typeof LANGUAGE_CODES)[LanguageKey]

export const DEFAULT_CURRENCY: CurrencyInfo = {
  Currency: 'CNY',
  CurrencyCode: 'CNY',
  CurrencySymbol: '¥',
  CurrencyType: 0,
}

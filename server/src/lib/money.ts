/** Amounts in texts: yuan for what is recorded in CNY, and the caller's display currency for the rest. */
import type { CurrencyInfo } from '../../../types/api/envelope'
import { formatMinorUnits, fromFen, isCurrencyCode, MINOR_UNITS, RATE_SCALE, type CurrencyCode } from '../../../types/api/money-values'

// Built once: toLocaleString builds its formatter on every call, and the hotel list formats on every row.
const WHOLE = new Intl.NumberFormat('en-US')
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Fen as yuan without the symbol and without zero decimals (1,280 / 12.50): amounts recorded in CNY. */
export function yuan(fen: number): string {
  const v = fen / 100
  return Number.isInteger(v) ? WHOLE.format(v) : CENTS.format(v)
}

/**
 * The currency a request's texts quote amounts in (docs/money.md#amounts-in-texts): the display
 * currency of its CurrencyType header at the company's rate of today, as the client converts the
 * prices beside them; CNY until a rate is known, as the client does.
 */
export interface TextCurrency {
  readonly code: CurrencyCode
  readonly symbol: string
  readonly units: number
  /** CNY per unit in millionths; CNY itself 1 000 000. */
  readonly rateMicro: number
}

export const CNY_TEXT: TextCurrency = { code: 'CNY', symbol: '¥', units: MINOR_UNITS.CNY, rateMicro: RATE_SCALE }

/** The text currency of an envelope's CurrencyInfo (services/money/rates.ts withRate gives its rate). */
export function textCurrency(info: CurrencyInfo): TextCurrency {
  const code = info.CurrencyCode
  if (!isCurrencyCode(code) || code === 'CNY' || !info.RateMicro || !Number.isSafeInteger(info.RateMicro) || info.RateMicro <= 0) return CNY_TEXT
  return { code, symbol: info.CurrencySymbol, units: MINOR_UNITS[code], rateMicro: info.RateMicro }
}

/**
 * CNY fen as a text quotes it, with its symbol, in `cur`: converted once from fen by the one rule
 * (fromFen) and formatted as the client's money() shows it ('¥610', '$85.91', 'JP¥12,800').
 */
export function money(fen: number, cur: TextCurrency = CNY_TEXT): string {
  return formatMinorUnits(cur.code === 'CNY' ? fen : fromFen(fen, cur.code, cur.rateMicro), cur.units, cur.symbol)
}

/** What a kept answer with amounts in its texts depends on: the currency and its rate. */
export const currencyKey = (cur: TextCurrency): string => (cur.code === 'CNY' ? 'CNY' : `${cur.code}@${cur.rateMicro}`)

/** Fen of a yuan text as yuan() writes it ('1,280', '12.50', '-3'); null for anything else. */
export function fenOfYuan(text: string): number | null {
  const m = /^(-)?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const fen = Number(m[2].replace(/,/g, '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(fen) ? (m[1] ? -fen : fen) : null
}

/**
 * A text's parameters with the named amounts quoted in `cur`, for texts rendered again from what
 * was stored with an order (a violation in the reader's language): an amount is stored as fen (a
 * number) or as yuan() wrote it (a text); any other value is left as it is.
 */
export function withAmounts(params: Record<string, string | number>, keys: readonly string[], cur: TextCurrency = CNY_TEXT): Record<string, string | number> {
  const out = { ...params }
  for (const k of keys) {
    const v = params[k]
    const fen = typeof v === 'number' ? (Number.isSafeInteger(v) ? v : null) : typeof v === 'string' ? fenOfYuan(v) : null
    if (fen !== null) out[k] = money(fen, cur)
  }
  return out
}

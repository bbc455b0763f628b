/**
 * Money as plain values, for the client and the server alike (no TypeBox): the currencies the
 * app shows, their minor units, and the one conversion rule (docs/money.md).
 *
 * Amounts are integers in minor units: CNY in fen, USD in cents, JPY and KRW in whole yen and won.
 * A rate says how many CNY one unit of the currency is worth, kept as an integer in millionths
 * (RateMicro: USD at 7.1234 CNY is 7_123_400), so converting is exact integer arithmetic with one
 * rounding at the end: half away from zero, to the target currency's minor unit.
 */

/** The currencies the app displays (docs/constants.md), in the order of the currency picker. */
export const CURRENCY_CODES = ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'AUD', 'CAD', 'CHF', 'NZD', 'RUB', 'SGD', 'THB', 'TWD'] as const
export type CurrencyCode = (typeof CURRENCY_CODES)[number]

/** The settlement currency: every amount the server stores and every payment is in CNY fen. */
export const SETTLEMENT_CURRENCY: CurrencyCode = 'CNY'

/** Digits after the decimal point (ISO 4217): JPY and KRW have none, the others two. */
export const MINOR_UNITS: Readonly<Record<CurrencyCode, number>> = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  KRW: 0,
  AUD: 2,
  CAD: 2,
  CHF: 2,
  NZD: 2,
  RUB: 2,
  SGD: 2,
  THB: 2,
  TWD: 2,
}

export const isCurrencyCode = (code: string): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code)

/** Rates are kept in millionths of a CNY per unit of the currency. */
export const RATE_SCALE = 1_000_000

/** 1 travel bean = 1 CNY = 100 fen. */
export const FEN_PER_BEAN = 100

const digitsOf = (n: number): number[] => String(n).split('').map(Number)

/** The decimal digits of a × b (non-negative safe integers), exactly, by schoolbook multiplication. */
function productDigits(a: number, b: number): number[] {
  const x = digitsOf(a).reverse()
  const y = digitsOf(b).reverse()
  const out = new Array<number>(x.length + y.length).fill(0)
  for (let i = 0; i < x.length; i++) {
    for (let j = 0; j < y.length; j++) out[i + j] += x[i] * y[j]
  }
  for (let k = 0; k < out.length - 1; k++) {
    out[k + 1] += Math.floor(out[k] / 10)
    out[k] %= 10
  }
  return out.reverse()
}

/** Largest divisor mulDivRound takes: ten times it stays a safe integer. */
const MAX_DIVISOR = 900_000_000_000_000

/**
 * a × b / c rounded half away from zero, exactly, for safe integers (c ≠ 0): the product is kept
 * as decimal digits and divided by long division, so nothing is lost to floating point (and no
 * BigInt is needed, which the mini-program's older engines lack). RangeError when the result is
 * not a safe integer.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  for (const v of [a, b, c]) if (!Number.isSafeInteger(v)) throw new RangeError(`not a safe integer: ${v}`)
  if (c === 0) throw new RangeError('division by zero')
  const negative = (a < 0 !== b < 0) !== c < 0 && a !== 0 && b !== 0
  const d = Math.abs(c)
  if (d > MAX_DIVISOR) throw new RangeError(`divisor too large: ${c}`)
  let q = 0
  let r = 0
  for (const digit of productDigits(Math.abs(a), Math.abs(b))) {
    const cur = r * 10 + digit
    if (q > (Number.MAX_SAFE_INTEGER - 9) / 10) throw new RangeError('result is not a safe integer')
    q = q * 10 + Math.floor(cur / d)
    r = cur % d
  }
  if (2 * r >= d) q += 1
  if (!Number.isSafeInteger(q)) throw new RangeError('result is not a safe integer')
  return negative ? -q : q
}

function checkRate(rateMicro: number): number {
  if (!Number.isSafeInteger(rateMicro) || rateMicro <= 0) throw new RangeError(`rate must be a positive integer of millionths, got ${rateMicro}`)
  return rateMicro
}

function checkAmount(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be an integer of minor units, got ${minor}`)
  return minor
}

const POW10 = [1, 10, 100] as const

/**
 * CNY fen → minor units of `code` at `rateMicro` (CNY per unit of `code`, in millionths), rounded
 * half away from zero. CNY itself comes back unchanged.
 *   minor = fen / 100 / (rateMicro / 1e6) × 10^units = fen × 10^units × 10^4 / rateMicro
 */
export function fromFen(fen: number, code: CurrencyCode, rateMicro: number): number {
  if (code === 'CNY') return checkAmount(fen)
  return mulDivRound(checkAmount(fen), POW10[MINOR_UNITS[code]] * (RATE_SCALE / 100), checkRate(rateMicro))
}

/** Minor units of `code` → CNY fen, rounded half away from zero: fen = minor × 100 × rateMicro / (10^units × 10^6). */
export function toFen(minor: number, code: CurrencyCode, rateMicro: number): number {
  if (code === 'CNY') return checkAmount(minor)
  return mulDivRound(checkAmount(minor), 100 * checkRate(rateMicro), POW10[MINOR_UNITS[code]] * RATE_SCALE)
}

/** '7.1234' → 7_123_400; at most six decimals, positive. Null when the text is no such rate. */
export function parseRate(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text.trim())
  if (!m) return null
  const micro = Number(m[1]) * RATE_SCALE + Number((m[2] ?? '').padEnd(6, '0'))
  return micro > 0 ? micro : null
}

/**
 * The largest rate a company may set, in CNY per unit: the dearest of the currencies shown is
 * worth about ten yuan, and rates are kept as 32-bit integers of millionths in PostgreSQL (at most
 * 2,147.483647).
 */
export const RATE_MAX = 1_000

/**
 * Why a typed rate cannot be set, or null when it can: not a number above 0 with at most six
 * decimals ('Format'), or above RATE_MAX ('TooLarge'). The form and systemInfo/setExchangeRate
 * both ask this.
 */
export function rateProblem(text: string): 'Format' | 'TooLarge' | null {
  const v = text.trim()
  if (!/^\d+(?:\.\d{1,6})?$/.test(v) || /^[0.]+$/.test(v)) return 'Format'
  // A valid number parseRate refuses has more whole digits than any rate.
  const micro = parseRate(v)
  return micro === null || micro > RATE_MAX * RATE_SCALE ? 'TooLarge' : null
}

/** 7_123_400 → '7.1234' (trailing zeros dropped, at least one decimal kept off for whole rates). */
export function rateText(rateMicro: number): string {
  const whole = Math.floor(rateMicro / RATE_SCALE)
  const frac = String(rateMicro % RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : String(whole)
}

/** Minor units as a plain decimal text of the currency ('1234.50', 'JPY 1234' → '1234'), no grouping. */
export function minorText(minor: number, code: CurrencyCode): string {
  const units = MINOR_UNITS[code]
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  if (units === 0) return `${sign}${abs}`
  const base = 10 ** units
  return `${sign}${Math.floor(abs / base)}.${String(abs % base).padStart(units, '0')}`
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * Minor units of a currency with `units` decimals as the app shows money, the symbol first:
 * '¥1,280', '¥1,280.50', '$85.21', 'JP¥12,800'. With two decimals they appear only when not zero
 * (the way prices show on Ctrip); a negative amount puts its sign before the symbol ('-¥50'). The
 * client's money() and the server's worded texts both format with it, so a text quotes an amount
 * exactly as the price beside it shows.
 */
export function formatMinorUnits(minor: number, units: number, symbol: string): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  if (units !== 2) return `${sign}${symbol}${groupThousands(String(abs))}`
  const cents = abs % 100
  return `${sign}${symbol}${groupThousands(String(Math.floor(abs / 100)))}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`
}

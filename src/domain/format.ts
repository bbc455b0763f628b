// Display formats of docs/constants.md and docs/ux.md per interface language. Formatters return '' for input
// they cannot read (a blank cell beats a crash or 'NaN' on a ticket); parsers return null.
// Nothing here uses Intl: mini-program JS engines ship without full ICU data, and output must be
// identical on every phone and in tests.
import { dayOfWeek, diffDays, parseDate, type DateInput } from './dates'
import { formatMinorUnits } from '../../types/api/money-values'

export type Lang = 'zh-CN' | 'zh-TW' | 'en' | 'ja'
export const LANGS: readonly Lang[] = ['zh-CN', 'zh-TW', 'en', 'ja']
export const DEFAULT_LANG: Lang = 'zh-CN'

/**
 * Browser/system language to interface language (docs/constants.md): zh-cn -> Simplified, zh-tw and
 * zh-hk (and other Traditional variants) -> Traditional, ja -> Japanese, en -> English,
 * anything else -> the default, Simplified Chinese.
 */
export function resolveLang(locale: string | null | undefined): Lang {
  const l = (locale ?? '').trim().toLowerCase().replace('_', '-')
  if (/^zh-(tw|hk|mo|hant)/.test(l)) return 'zh-TW'
  if (l.startsWith('zh')) return 'zh-CN'
  if (l.startsWith('ja')) return 'ja'
  if (l.startsWith('en')) return 'en'
  return DEFAULT_LANG
}

export type WeekdayStyle = 'short' | 'long'

const WEEKDAYS: Readonly<Record<Lang, Readonly<Record<WeekdayStyle, readonly string[]>>>> = {
  'zh-CN': {
    short: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    long: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  },
  'zh-TW': {
    short: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
    long: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  },
  en: {
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  },
  ja: {
    short: ['日', '月', '火', '水', '木', '金', '土'],
    long: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
  },
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** Sunday first, as calendars in all four markets start the week header. */
export function weekdayNames(lang: Lang, style: WeekdayStyle = 'short'): readonly string[] {
  return WEEKDAYS[lang][style]
}

export function formatWeekday(date: DateInput | null | undefined, lang: Lang, style: WeekdayStyle = 'short'): string {
  const d = parseDate(date)
  return d ? WEEKDAYS[lang][style][dayOfWeek(d)] : ''
}

const pad2 = (n: number): string => String(n).padStart(2, '0')

/**
 * Full date: 'yyyy-MM-dd' in Chinese (docs/constants.md), 'MMM dd, yyyy' in English ('Nov 04, 2020', the
 * spec's pattern, day zero-padded), and 'yyyy/MM/dd' in Japanese, the form Japanese booking sites
 * print and consistent with the '11/24(火)' month-day form.
 */
export function formatDate(date: DateInput | null | undefined, lang: Lang): string {
  const d = parseDate(date)
  if (!d) return ''
  const y = String(d.year).padStart(4, '0')
  switch (lang) {
    case 'en':
      return `${EN_MONTHS[d.month - 1]} ${pad2(d.day)}, ${y}`
    case 'ja':
      return `${y}/${pad2(d.month)}/${pad2(d.day)}`
    default:
      return `${y}-${pad2(d.month)}-${pad2(d.day)}`
  }
}

const RELATIVE_DAYS: Readonly<Record<Lang, readonly (string | null)[]>> = {
  'zh-CN': ['今天', '明天', '后天'],
  'zh-TW': ['今天', '明天', '後天'],
  // English has no short word for the day after tomorrow; the weekday reads better.
  en: ['Today', 'Tomorrow', null],
  ja: ['今日', '明日', '明後日'],
}

/** 今天 / 明天 / 后天 (Today, Tomorrow; 今日 / 明日 / 明後日) for the next three days; null otherwise. */
export function relativeDay(date: DateInput | null | undefined, today: DateInput, lang: Lang): string | null {
  const d = parseDate(date)
  const now = parseDate(today)
  if (!d || !now) return null
  const offset = diffDays(now, d)
  return offset >= 0 && offset <= 2 ? RELATIVE_DAYS[lang][offset] : null
}

/**
 * Month-day with weekday as search forms and date strips show it: '11-24 周二', '11-24 週二',
 * 'Tue, Nov 24', '11/24(火)'. Given `today`, the weekday becomes 今天 / 明天 / 后天 (Today,
 * Tomorrow; 今日 / 明日 / 明後日) for the next three days, as Ctrip and 12306 do.
 */
export function formatMonthDayWeekday(date: DateInput | null | undefined, lang: Lang, options: { readonly today?: DateInput } = {}): string {
  const d = parseDate(date)
  if (!d) return ''
  const now = options.today != null ? parseDate(options.today) : null
  const offset = now ? diffDays(now, d) : -1
  const word = (offset >= 0 && offset <= 2 ? RELATIVE_DAYS[lang][offset] : null) ?? WEEKDAYS[lang].short[dayOfWeek(d)]
  switch (lang) {
    case 'en':
      return `${word}, ${EN_MONTHS[d.month - 1]} ${d.day}`
    case 'ja':
      return `${d.month}/${d.day}(${word})`
    default:
      return `${pad2(d.month)}-${pad2(d.day)} ${word}`
  }
}

const TIME = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T])?(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/

/**
 * Orders codes, times and dates written in ASCII ('08:05' < '21:10', 'CA1501' < 'MU5101') by
 * their characters: the same order as the language's collation for these, without building a
 * collator on a list's first render.
 */
export function compareAscii(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** 'HH:mm', 'H:mm', 'HH:mm:ss' or a 'yyyy-MM-dd HH:mm[:ss]' datetime -> minutes after midnight. */
export function parseTime(value: string | null | undefined): number | null {
  const m = TIME.exec((value ?? '').trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  return h <= 23 && min <= 59 ? h * 60 + min : null
}

/**
 * 24-hour 'HH:mm'. Strings are shown as written, never converted to the phone's zone: flight and
 * train times are local to the station or airport, whatever zone the traveller is in. A number
 * is minutes after midnight; a Date is read in local time.
 */
export function formatTime(value: string | number | Date | null | undefined): string {
  let minutes: number | null
  if (value instanceof Date) {
    minutes = Number.isNaN(value.getTime()) ? null : value.getHours() * 60 + value.getMinutes()
  } else if (typeof value === 'number') {
    minutes = Number.isInteger(value) && value >= 0 && value < 24 * 60 ? value : null
  } else {
    minutes = parseTime(value)
  }
  return minutes == null ? '' : `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
}

export type DurationStyle = 'compact' | 'long'

const DURATION_LONG: Readonly<Record<Lang, { h: string; m: string; mOnly: string; sep: string }>> = {
  'zh-CN': { h: '小时', m: '分', mOnly: '分钟', sep: '' },
  'zh-TW': { h: '小時', m: '分', mOnly: '分鐘', sep: '' },
  en: { h: ' h', m: ' min', mOnly: ' min', sep: ' ' },
  ja: { h: '時間', m: '分', mOnly: '分', sep: '' },
}

/**
 * Durations in minutes. 'compact' ('2h35m', '3h', '45m') is what Ctrip's flight lists print in
 * every language and what docs/ux.md asks for, so it is the default. 'long' is for sentences and
 * train details: '2小时35分' / '2小時35分' / '2 h 35 min' / '2時間35分'.
 */
export function formatDuration(minutes: number | null | undefined, lang: Lang, style: DurationStyle = 'compact'): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return ''
  const total = Math.round(minutes)
  const h = Math.floor(total / 60)
  const m = total % 60
  if (style === 'compact') {
    if (h === 0) return `${m}m`
    return m === 0 ? `${h}h` : `${h}h${m}m`
  }
  const u = DURATION_LONG[lang]
  if (h === 0) return `${m}${u.mOnly}`
  return m === 0 ? `${h}${u.h}` : `${h}${u.h}${u.sep}${m}${u.m}`
}

const DECIMAL = /^([-+])?(\d+)(?:\.(\d+))?$/

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Thousands separators every three digits: 1234567.5 -> '1,234,567.5'; '-1000' -> '-1,000'. */
export function formatThousands(value: number | string | null | undefined): string {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return ''
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return ''
  }
  const m = DECIMAL.exec(text) // also rejects exponent forms such as 1e+21
  if (!m) return ''
  const sign = m[1] === '-' ? '-' : ''
  return `${sign}${groupDigits(m[2])}${m[3] !== undefined ? `.${m[3]}` : ''}`
}

/**
 * Money from integer cents (fen): 128000 -> '¥1,280', 128050 -> '¥1,280.50'. Decimals appear only
 * when non-zero, and then always two, the way prices show on Ctrip. Negative amounts (refunds)
 * put the sign before the symbol: '-¥50'.
 */
export function formatMoney(cents: number | null | undefined, symbol: string = '¥'): string {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) return ''
  return formatMinorUnits(cents, 2, symbol)
}

/** Money from minor units of a currency with `units` decimals (JPY and KRW: none): '$85.21', 'JP¥12,800'. */
export function formatMinor(minor: number | null | undefined, units: number, symbol: string): string {
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor)) return ''
  return formatMinorUnits(minor, units, symbol)
}

const MONEY = /^([-+])?\s*([^\d\s.,+-]{1,4})?\s*([-+])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?$/

/** A known currency symbol (also the full-width ￥ Chinese keyboards type) or a 3-letter code. */
function isMoneySymbol(symbol: string): boolean {
  return symbol === '\uFFE5' || /^[A-Z]{3}$/.test(symbol) || Object.values(CURRENCY_SYMBOLS).some((s) => s.trim() === symbol)
}

/**
 * Decimal text to integer cents on the digits themselves, so 1.005 stays 1.005 (in binary it
 * is 1.00499999...). `round` rounds half away from zero at the third decimal; otherwise more
 * than two non-zero decimals are refused.
 */
function decimalToCents(text: string, round: boolean): number | null {
  const m = MONEY.exec(text.trim())
  if (!m) return null
  const [, sign1, symbol, sign2, intPart, frac = ''] = m
  if (sign1 && sign2) return null
  if (symbol !== undefined && !isMoneySymbol(symbol)) return null
  if (intPart === '' && frac === '') return null
  const negative = (sign1 ?? sign2) === '-'
  let cents = Number(intPart.replace(/,/g, '') || '0') * 100 + Number(frac.slice(0, 2).padEnd(2, '0'))
  const rest = frac.slice(2)
  if (/[1-9]/.test(rest)) {
    if (!round) return null
    if (rest[0] >= '5') cents += 1
  }
  if (!Number.isSafeInteger(cents)) return null
  return negative && cents !== 0 ? -cents : cents
}

/**
 * User-typed or server-sent amount to integer cents: '1,280.50', '¥1,280.5', '-12', '.5'.
 * Null (never a throw) for anything else, including more than two non-zero decimals and
 * misplaced thousands separators ('1,28').
 */
export function parseMoneyToCents(value: string | null | undefined): number | null {
  return value == null ? null : decimalToCents(value, false)
}

/**
 * Money from a decimal amount in major units, as the API sends it ('1280.5' or 1280.5). A number
 * is converted through its shortest decimal text, never multiplied by 100 in binary, so
 * 0.1 + 0.2 shows '¥0.30' and 1.005 shows '¥1.01'. Extra decimals round half away from zero.
 */
export function formatDecimalMoney(amount: string | number | null | undefined, symbol: string = '¥'): string {
  let text: string
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return ''
    text = String(amount)
    // Only magnitudes below 1e-6 print in exponent form here (large ones fail the safe-integer test).
    if (/e/i.test(text)) {
      if (Math.abs(amount) >= 1) return ''
      text = '0'
    }
  } else if (typeof amount === 'string') {
    text = amount
  } else {
    return ''
  }
  const cents = decimalToCents(text, true)
  return cents == null ? '' : formatMoney(cents, symbol)
}

/** Whole numbers only ('12', '-3', '+7'); null for '', '1.5', '1e3', ' 12a', or beyond 2^53. */
export function parseInteger(value: string | null | undefined): number | null {
  const text = (value ?? '').trim()
  if (!/^[-+]?\d+$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}

/**
 * Symbols for the currencies of docs/constants.md. Dollar and yen currencies carry a prefix because a
 * traveller may see several of them side by side, and plain '¥' always means CNY here.
 */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  CNY: '¥',
  USD: 'US$',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  JPY: 'JP¥',
  KRW: '₩',
  AUD: 'A$',
  CAD: 'C$',
  CHF: 'CHF ',
  NZD: 'NZ$',
  RUB: '₽',
  SGD: 'S$',
  THB: '฿',
  TWD: 'NT$',
}

export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCY_SYMBOLS)

/** Unknown codes print as the code and a space ('MYR 120'); no code means the default, CNY. */
export function currencySymbol(code: string | null | undefined): string {
  const c = (code ?? '').trim().toUpperCase()
  if (c === '') return CURRENCY_SYMBOLS.CNY
  return CURRENCY_SYMBOLS[c] ?? `${c} `
}

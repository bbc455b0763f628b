/**
 * Travel standards and reason codes as administrators type them (docs/administration.md "Travel
 * standards", "Reason codes"): a rank's name and level, each product's standard as a form draft
 * (texts as typed, money in yuan) and back to the document rank/savePolicy takes (money in fen),
 * and a reason code with its four texts. The ranges are the server's (types/api/admin.ts). Pure:
 * every check gives the first failure per field; an empty number field means "no limit".
 */
import type { FlightRankPolicy, GenericRankPolicy, HotelRankPolicy, IntlFlightRankPolicy, TrainRankPolicy } from '@api/admin'
import { PLACE_KINDS, RANK_CAR_CLASSES } from '@api/car-values'
import { charLength, fail, isBlank, messages, PASS, type Check } from './check'
import { formatThousands } from './format'
import type { FieldChecks } from './invoice'

function failures<F extends string>(checks: Record<F, Check>): FieldChecks<F> {
  const out: FieldChecks<F> = {}
  for (const k of Object.keys(checks) as F[]) if (!checks[k].ok) out[k] = checks[k]
  return out
}

// ---------------------------------------------------------------- numbers and money

/** Largest nightly / per-ride cap the server keeps: 10,000,000 fen = 100,000 yuan. */
export const MAX_CAP_YUAN = 100_000

/** A whole number in [min, max]; blank passes unless required (blank = no limit). */
export function checkWhole(text: string, min: number, max: number, required = false): Check {
  const v = text.trim()
  if (!v) return required ? fail(messages.policy.required) : PASS
  if (!/^\d+$/.test(v)) return fail(messages.policy.wholeNumber)
  const n = Number(v)
  return n < min || n > max ? fail(messages.policy.range, { min, max }) : PASS
}

/** An amount in yuan with at most two decimals, up to `max`; blank passes unless required. The message shows the bound grouped ('10,000,000'). */
export function checkYuan(text: string, max = MAX_CAP_YUAN, required = false): Check {
  const v = text.trim()
  if (!v) return required ? fail(messages.policy.required) : PASS
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return fail(messages.policy.money)
  return Number(v) > max ? fail(messages.policy.moneyMax, { max: formatThousands(max) }) : PASS
}

/** Hours with at most one decimal in [min, max]. */
export function checkHours(text: string, min: number, max: number): Check {
  const v = text.trim()
  if (!v) return fail(messages.policy.required)
  if (!/^\d+(\.\d)?$/.test(v)) return fail(messages.policy.hours)
  const n = Number(v)
  return n < min || n > max ? fail(messages.policy.range, { min, max }) : PASS
}

/** A typed whole number, or null for blank (no limit). Call after its check passed. */
export const wholeOrNull = (text: string): number | null => (text.trim() ? Number(text.trim()) : null)
/** Typed yuan to fen, or null for blank. */
export const fenOrNull = (text: string): number | null => (text.trim() ? Math.round(Number(text.trim()) * 100) : null)
/** Fen to yuan as a form shows it (no trailing zeros); '' for null. */
export const yuanText = (fen: number | null | undefined): string => (fen == null ? '' : String(Math.round(fen) / 100))
const numText = (n: number | null | undefined): string => (n == null ? '' : String(n))

// ---------------------------------------------------------------- ranks

export interface RankDraft {
  Name: string
  NameEn: string
  Level: string
}

export function checkRankDraft(d: RankDraft): FieldChecks<keyof RankDraft> {
  return failures({
    Name: isBlank(d.Name) ? fail(messages.policy.nameRequired) : charLength(d.Name.trim()) > 60 ? fail(messages.policy.tooLong, { max: 60 }) : PASS,
    NameEn: charLength(d.NameEn.trim()) > 80 ? fail(messages.policy.tooLong, { max: 80 }) : PASS,
    Level: checkWhole(d.Level, 1, 9, true),
  })
}

// ---------------------------------------------------------------- flights

export const CABIN_CEILINGS = ['Economy', 'Premium', 'Business', 'First'] as const
export type CabinCeiling = (typeof CABIN_CEILINGS)[number]

export interface FlightDraft {
  /** '' = any cabin. */
  Cabin: CabinCeiling | ''
  /** Per cent of the full fare, 10–100; '' = any. */
  Discount: string
  Lowest: boolean
  /** ± hours around the chosen flight, 0–24. */
  RangeHour: string
  /** Yuan above the lowest fare still accepted. */
  Tolerance: string
  /** Days ahead, 0–90; '' = no rule. */
  AdvanceDays: string
}

export function flightDraftOf(p: FlightRankPolicy | null): FlightDraft {
  return {
    Cabin: p?.CabinClassCeiling ?? '',
    Discount: p?.DiscountCeiling == null ? '' : String(Math.round(p.DiscountCeiling * 100)),
    Lowest: p?.LowestPrice.IsEnable ?? false,
    RangeHour: String(p?.LowestPrice.RangeHour ?? 2),
    Tolerance: p ? yuanText(p.LowestPrice.TolerancePrice) : '0',
    AdvanceDays: numText(p?.AdvanceDays),
  }
}

export function checkFlightDraft(d: FlightDraft): FieldChecks<'Discount' | 'RangeHour' | 'Tolerance' | 'AdvanceDays'> {
  return failures({
    Discount: checkWhole(d.Discount, 10, 100),
    RangeHour: d.Lowest ? checkWhole(d.RangeHour, 0, 24, true) : PASS,
    Tolerance: d.Lowest ? checkYuan(d.Tolerance, 10_000, true) : PASS,
    AdvanceDays: checkWhole(d.AdvanceDays, 0, 90),
  })
}

/** The document to save; only after checkFlightDraft found nothing. */
export function flightPolicyOf(d: FlightDraft): FlightRankPolicy {
  const range = d.RangeHour.trim() && /^\d+$/.test(d.RangeHour.trim()) ? Number(d.RangeHour.trim()) : 2
  return {
    CabinClassCeiling: d.Cabin || null,
    DiscountCeiling: d.Discount.trim() ? Number(d.Discount.trim()) / 100 : null,
    LowestPrice: { IsEnable: d.Lowest, RangeHour: range, TolerancePrice: d.Lowest ? (fenOrNull(d.Tolerance) ?? 0) : 0 },
    AdvanceDays: wholeOrNull(d.AdvanceDays),
  }
}

// ---------------------------------------------------------------- international flights

export type BusinessRule = 'never' | 'always' | 'long'

export interface IntlFlightDraft {
  Business: BusinessRule
  /** Business allowed from this many flying hours (Business 'long'), 0.5–24. */
  BusinessHours: string
  AdvanceDays: string
  /** Per cent above the day's lowest fare, 0–100; '' = no rule. */
  LowestPct: string
}

export function intlFlightDraftOf(p: IntlFlightRankPolicy | null): IntlFlightDraft {
  const m = p?.BusinessMinMinutes
  return {
    Business: m == null ? 'never' : m === 0 ? 'always' : 'long',
    BusinessHours: m ? String(Math.round((m / 60) * 10) / 10) : '8',
    AdvanceDays: numText(p?.AdvanceDays),
    LowestPct: numText(p?.LowestPricePct),
  }
}

export function checkIntlFlightDraft(d: IntlFlightDraft): FieldChecks<'BusinessHours' | 'AdvanceDays' | 'LowestPct'> {
  return failures({
    BusinessHours: d.Business === 'long' ? checkHours(d.BusinessHours, 0.5, 24) : PASS,
    AdvanceDays: checkWhole(d.AdvanceDays, 0, 90),
    LowestPct: checkWhole(d.LowestPct, 0, 100),
  })
}

export function intlFlightPolicyOf(d: IntlFlightDraft): IntlFlightRankPolicy {
  return {
    BusinessMinMinutes: d.Business === 'never' ? null : d.Business === 'always' ? 0 : Math.round(Number(d.BusinessHours.trim()) * 60),
    AdvanceDays: wholeOrNull(d.AdvanceDays),
    LowestPricePct: wholeOrNull(d.LowestPct),
  }
}

// ---------------------------------------------------------------- hotels

export interface CityCapDraft {
  CityCode: string
  CityName: string
  Cap: string
}

export interface HotelDraft {
  /** Yuan per night for city tiers 1–4; '' = no cap. */
  Tiers: [string, string, string, string]
  Cities: CityCapDraft[]
  IntlCap: string
  /** '' = any star. */
  Star: '' | '2' | '3' | '4' | '5'
}

export function hotelDraftOf(p: HotelRankPolicy | null, cityName: (code: string) => string = (c) => c): HotelDraft {
  const t = p?.TierCaps ?? [null, null, null, null]
  return {
    Tiers: [yuanText(t[0]), yuanText(t[1]), yuanText(t[2]), yuanText(t[3])],
    Cities: (p?.CityCaps ?? []).map((c) => ({ CityCode: c.CityCode, CityName: cityName(c.CityCode), Cap: yuanText(c.Cap) })),
    IntlCap: yuanText(p?.IntlCap),
    Star: p?.StarCeiling ? (String(p.StarCeiling) as HotelDraft['Star']) : '',
  }
}

/** Keys: tier1..tier4, IntlCap, and city:<code> for each exception (its cap is required). */
export function checkHotelDraft(d: HotelDraft): FieldChecks<string> {
  const checks: Record<string, Check> = {}
  d.Tiers.forEach((v, i) => (checks[`tier${i + 1}`] = checkYuan(v)))
  checks.IntlCap = checkYuan(d.IntlCap)
  for (const c of d.Cities) checks[`city:${c.CityCode}`] = checkYuan(c.Cap, MAX_CAP_YUAN, true)
  return failures(checks)
}

export function hotelPolicyOf(d: HotelDraft): HotelRankPolicy {
  return {
    TierCaps: [fenOrNull(d.Tiers[0]), fenOrNull(d.Tiers[1]), fenOrNull(d.Tiers[2]), fenOrNull(d.Tiers[3])],
    CityCaps: d.Cities.map((c) => ({ CityCode: c.CityCode, Cap: fenOrNull(c.Cap) ?? 0 })),
    IntlCap: fenOrNull(d.IntlCap),
    StarCeiling: d.Star ? Number(d.Star) : null,
  }
}

/** Adds a city exception once (a second pick of the same city changes nothing). */
export function addCityCap(d: HotelDraft, city: { CityCode: string; CityName: string }): HotelDraft {
  if (d.Cities.some((c) => c.CityCode === city.CityCode)) return d
  return { ...d, Cities: [...d.Cities, { ...city, Cap: '' }] }
}

// ---------------------------------------------------------------- trains

export const TRAIN_KINDS = ['HighSpeed', 'Conventional', 'Night'] as const
export type TrainKind = (typeof TRAIN_KINDS)[number]
export type TrainDraft = Record<TrainKind, string[]>

export const trainDraftOf = (p: TrainRankPolicy | null): TrainDraft => ({
  HighSpeed: [...(p?.HighSpeed ?? [])],
  Conventional: [...(p?.Conventional ?? [])],
  Night: [...(p?.Night ?? [])],
})

/** Turns a seat class on or off for one train kind, keeping the order of `all`. */
export function toggleSeat(d: TrainDraft, kind: TrainKind, seat: string, all: readonly string[]): TrainDraft {
  const on = d[kind].includes(seat) ? d[kind].filter((s) => s !== seat) : [...d[kind], seat]
  return { ...d, [kind]: all.filter((s) => on.includes(s)) }
}

export const trainPolicyOf = (d: TrainDraft): TrainRankPolicy => ({ HighSpeed: [...d.HighSpeed], Conventional: [...d.Conventional], Night: [...d.Night] })

// ---------------------------------------------------------------- standards edited as plain fields

/**
 * A field of a standard edited as plain fields: money (yuan), one choice, several choices, hours
 * ('21:00-06:00, 12:00-13:30': a list of From–To, China time; From after To spans midnight) or
 * codes ('BJS, SHA': a list of city codes).
 */
export type GenericField =
  | { key: string; kind: 'money' }
  | { key: string; kind: 'choice'; options: readonly string[] }
  | { key: string; kind: 'multi'; options: readonly string[] }
  | { key: string; kind: 'windows' }
  | { key: string; kind: 'codes' }

/** The keys docs/administration.md suggests for the products' modules; dining's are its rules' (docs/dining.md). */
export const GENERIC_FIELDS = {
  // The car standard the server enforces (types/api/car.ts CarRankPolicy, docs/car.md).
  Car: [
    { key: 'Classes', kind: 'multi', options: RANK_CAR_CLASSES },
    { key: 'Windows', kind: 'windows' },
    { key: 'Cities', kind: 'codes' },
    { key: 'Cap', kind: 'money' },
    { key: 'Addresses', kind: 'multi', options: PLACE_KINDS.filter((k) => k !== 'Popular') },
  ],
  Bus: [
    { key: 'PriceCap', kind: 'money' },
    { key: 'SeatClasses', kind: 'multi', options: ['Seat', 'Sleeper', 'Business'] },
  ],
  Dining: [
    { key: 'BreakfastCap', kind: 'money' },
    { key: 'LunchCap', kind: 'money' },
    { key: 'DinnerCap', kind: 'money' },
    { key: 'PerDayCap', kind: 'money' },
    { key: 'GuestCap', kind: 'money' },
  ],
} satisfies Record<string, readonly GenericField[]>

export type GenericProduct = keyof typeof GENERIC_FIELDS

export const isGenericProduct = (p: string): p is GenericProduct => p in GENERIC_FIELDS

/** Form values by key: money as yuan text, a choice as its value ('' = any), several as a list. */
export type GenericDraft = Record<string, string | string[]>

export function genericDraftOf(product: GenericProduct, p: GenericRankPolicy | null): GenericDraft {
  const out: GenericDraft = {}
  for (const f of GENERIC_FIELDS[product] as readonly GenericField[]) {
    const v = p?.[f.key]
    if (f.kind === 'money') out[f.key] = typeof v === 'number' ? yuanText(v) : ''
    else if (f.kind === 'choice') out[f.key] = typeof v === 'string' && f.options.includes(v) ? v : ''
    else if (f.kind === 'windows')
      out[f.key] = Array.isArray(v) ? (v as unknown as { From: string; To: string }[]).map((w) => `${w.From}-${w.To}`).join(', ') : ''
    else if (f.kind === 'codes') out[f.key] = Array.isArray(v) ? v.map(String).join(', ') : ''
    else out[f.key] = Array.isArray(v) ? v.map(String).filter((s) => f.options.includes(s)) : []
  }
  return out
}

export function checkGenericDraft(product: GenericProduct, d: GenericDraft): FieldChecks<string> {
  const checks: Record<string, Check> = {}
  for (const f of GENERIC_FIELDS[product] as readonly GenericField[]) {
    const v = String(d[f.key] ?? '')
    if (f.kind === 'money') checks[f.key] = checkYuan(v)
    if (f.kind === 'windows') checks[f.key] = windowsOf(v) ? PASS : fail(messages.policy.windowsFormat)
    if (f.kind === 'codes') checks[f.key] = codesOf(v) ? PASS : fail(messages.policy.codesFormat)
  }
  return failures(checks)
}

const items = (text: string): string[] =>
  text
    .split(/[,，;；\s]+/)
    .map((x) => x.trim())
    .filter(Boolean)

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
/** '21:00-06:00, 12:00-13:30' as hours (null when one is not such a pair, or a pair starts where it ends). */
export function windowsOf(text: string): { From: string; To: string }[] | null {
  const out: { From: string; To: string }[] = []
  for (const w of items(text)) {
    const [from, to, more] = w.split(/[-–~]/)
    if (more !== undefined || !HHMM.test(from ?? '') || !HHMM.test(to ?? '') || from === to) return null
    out.push({ From: from, To: to })
  }
  return out.length > 6 ? null : out
}

/** 'bjs, SHA' as city codes (null when one is not a code). */
export function codesOf(text: string): string[] | null {
  const out = items(text).map((c) => c.toUpperCase())
  return out.every((c) => /^[A-Z]{2,12}$/.test(c)) && out.length <= 100 ? [...new Set(out)] : null
}

/** The document to save: the form's keys over whatever else the stored one held (kept as it was). */
export function genericPolicyOf(product: GenericProduct, d: GenericDraft, stored: GenericRankPolicy | null): GenericRankPolicy {
  const out: GenericRankPolicy = { ...(stored ?? {}) }
  for (const f of GENERIC_FIELDS[product] as readonly GenericField[]) {
    const v = d[f.key]
    if (f.kind === 'money') out[f.key] = fenOrNull(String(v ?? ''))
    else if (f.kind === 'choice') out[f.key] = typeof v === 'string' && v ? v : null
    else if (f.kind === 'windows') out[f.key] = (windowsOf(String(v ?? '')) ?? []) as unknown as string[]
    else if (f.kind === 'codes') out[f.key] = codesOf(String(v ?? '')) ?? []
    else out[f.key] = Array.isArray(v) ? [...v] : []
  }
  return out
}

// ---------------------------------------------------------------- reason codes

export const REASON_LANGS = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
export type ReasonLang = (typeof REASON_LANGS)[number]

export interface ReasonDraft {
  Code: string
  Texts: Record<ReasonLang, string>
  Sort: string
}

export function checkReasonDraft(d: ReasonDraft): FieldChecks<'Code' | ReasonLang | 'Sort'> {
  const code = d.Code.trim()
  const text = (lang: ReasonLang): Check => {
    const v = d.Texts[lang].trim()
    if (lang === 'zh-CN' && !v) return fail(messages.policy.textRequired)
    return charLength(v) > 50 ? fail(messages.policy.tooLong, { max: 50 }) : PASS
  }
  return failures({
    Code: !code ? fail(messages.policy.codeRequired) : !/^[A-Za-z0-9_.-]{1,30}$/.test(code) ? fail(messages.policy.codeFormat) : PASS,
    'zh-CN': text('zh-CN'),
    'zh-TW': text('zh-TW'),
    en: text('en'),
    ja: text('ja'),
    Sort: checkWhole(d.Sort, 0, 999),
  })
}

/** The texts to send: trimmed; the blank ones left out (they show the zh-CN text). */
export function reasonTextsOf(d: ReasonDraft): { 'zh-CN': string; 'zh-TW'?: string; en?: string; ja?: string } {
  const out: Record<string, string> = { 'zh-CN': d.Texts['zh-CN'].trim() }
  for (const lang of REASON_LANGS) if (lang !== 'zh-CN' && d.Texts[lang].trim()) out[lang] = d.Texts[lang].trim()
  return out as { 'zh-CN': string }
}

/**
 * The car rank standard's rules, one row each: what a ride must be to be in policy (classes,
 * hours, cities, the cap per ride, the kinds of place at one end), the violation it gives and
 * its message. Several rules can break at once; each is a reason code kind 'Policy' of the
 * product Car. A taxi counts as Economy.
 */
import type { CarClass, CarRankPolicy, CarRule, PlaceKind } from '../../../../types/api/car'
import type { PolicyViolation } from '../../../../types/api/policy'
import type { Lang } from '../../i18n'
import { CNY_TEXT, money, type TextCurrency } from '../../lib/money'
import { cityByCode, localName } from '../../services/places/places'
import { ct, type CarTextKey } from './texts'

export interface RuleFacts {
  cls: CarClass
  /** Minutes after China midnight the ride starts. */
  startMinute: number
  cityCode: string
  fare: number
  ends: [PlaceKind, PlaceKind]
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** A window 'From'–'To'; From after To spans midnight (21:00–06:00). */
export function inWindow(w: { From: string; To: string }, minute: number): boolean {
  const [a, b] = [minuteOf(w.From), minuteOf(w.To)]
  return a <= b ? minute >= a && minute < b : minute >= a || minute < b
}

const clsName = (c: string, lang: Lang) => ct(lang, `carCls${c}` as CarTextKey)
const kindName = (k: string, lang: Lang) => ct(lang, `carKind${k}` as CarTextKey)
const cityName = (code: string, lang: Lang) => {
  const c = cityByCode(code)
  return c ? localName(c.names, lang) : code
}
const list = (xs: readonly string[], name: (x: string, lang: Lang) => string, lang: Lang) => xs.map((x) => name(x, lang)).join(lang === 'en' ? ', ' : '、')
const windows = (p: CarRankPolicy) => p.Windows.map((w) => `${w.From}–${w.To}`).join(', ')

interface RuleRow {
  rule: CarRule
  broken(p: CarRankPolicy, f: RuleFacts): boolean
  message(p: CarRankPolicy, f: RuleFacts, lang: Lang, cur: TextCurrency): string
}

export const RULES: readonly RuleRow[] = [
  {
    rule: 'Class',
    broken: (p, f) => p.Classes.length > 0 && !(p.Classes as string[]).includes(f.cls === 'Taxi' ? 'Economy' : f.cls),
    message: (p, f, lang) => ct(lang, 'carVioClass', { cls: clsName(f.cls, lang), allowed: list(p.Classes, clsName, lang) }),
  },
  {
    rule: 'Time',
    broken: (p, f) => p.Windows.length > 0 && !p.Windows.some((w) => inWindow(w, f.startMinute)),
    message: (p, _f, lang) => ct(lang, 'carVioTime', { windows: windows(p) }),
  },
  {
    rule: 'City',
    broken: (p, f) => p.Cities.length > 0 && !p.Cities.includes(f.cityCode),
    message: (_p, f, lang) => ct(lang, 'carVioCity', { city: cityName(f.cityCode, lang) }),
  },
  {
    rule: 'Cap',
    broken: (p, f) => p.Cap !== null && f.fare > p.Cap,
    message: (p, f, lang, cur) => ct(lang, 'carVioCap', { fare: money(f.fare, cur), cap: money(p.Cap ?? 0, cur) }),
  },
  {
    rule: 'Address',
    broken: (p, f) => p.Addresses.length > 0 && !f.ends.some((k) => p.Addresses.includes(k)),
    message: (p, _f, lang) => ct(lang, 'carVioAddress', { kinds: list(p.Addresses, kindName, lang) }),
  },
]

/** The rules a ride breaks (none without a standard); the texts quote amounts in `cur`. */
export function carViolations(p: CarRankPolicy | null, f: RuleFacts, lang: Lang, cur: TextCurrency = CNY_TEXT): PolicyViolation<CarRule>[] {
  if (!p) return []
  return RULES.filter((r) => r.broken(p, f)).map((r) => ({ Kind: r.rule, Message: r.message(p, f, lang, cur) }))
}

/** A standard in one line ('' without one), quoting the cap in `cur`. */
export function standardText(p: CarRankPolicy | null, lang: Lang, cur: TextCurrency = CNY_TEXT): string {
  if (!p) return ''
  const parts = [
    p.Classes.length ? ct(lang, 'carStdClasses', { v: list(p.Classes, clsName, lang) }) : '',
    p.Windows.length ? ct(lang, 'carStdWindows', { v: windows(p) }) : '',
    p.Cities.length ? ct(lang, 'carStdCities', { v: list(p.Cities, cityName, lang) }) : '',
    p.Cap !== null ? ct(lang, 'carStdCap', { v: money(p.Cap, cur) }) : '',
    p.Addresses.length ? ct(lang, 'carStdAddresses', { v: list(p.Addresses, kindName, lang) }) : '',
  ].filter(Boolean)
  return parts.length ? parts.join(lang === 'en' ? '; ' : '；') : ct(lang, 'carStdNone')
}

export { clsName, kindName }

/**
 * Display labels of the hotel module in the four languages ([zh-CN, zh-TW, en, ja]): names of
 * facilities, rooms, beds and rate plans, breakfast, cancellation rules, policy violations and
 * the travel standard, the hotel's policies, price lines. Words follow docs/glossary.md.
 */
import type { NameVariants } from '../../../../types/api/flight'
import type { CancelKind, HotelViolation, HotelViolationKind, PayKind } from '../../../../types/api/hotel'
import type { Lang } from '../../i18n'
import { fill, pickRow, type Row, rows, rowList } from '../../lib/texts'
import { localName } from '../../services/places/places'
import { BEDS, FACILITIES, type BedKind } from './data/rooms'
import J from './labels.json'
import { CNY_TEXT, withAmounts, type TextCurrency } from '../../lib/money'

export const nameIn = (n: NameVariants, lang: Lang): string => localName(n, lang)

const FACILITY_NAMES = new Map(FACILITIES.map(([code, cn, en, jp]) => [code, { CN: cn, EN: en, JP: jp }]))
export const facilityName = (code: string, lang: Lang): string => {
  const n = FACILITY_NAMES.get(code)
  return n ? localName(n, lang) : code
}
export const FACILITY_CODES: readonly string[] = FACILITIES.map((f) => f[0])

const BED_NAMES = new Map(BEDS.map(([kind, cn, en, jp]) => [kind, { CN: cn, EN: en, JP: jp }]))
export const bedName = (kind: BedKind, lang: Lang): string => localName(BED_NAMES.get(kind)!, lang)

const L = rows(J.L)
export type LabelKey = keyof typeof L
/** English counts: '1 night', '2 nights' (the other languages have no plural forms). */
const countWords = (n: unknown) => {
  const one = n === 1
  return { nightsWord: one ? 'night' : 'nights', roomsWord: one ? 'room' : 'rooms', hotelsWord: one ? 'hotel' : 'hotels' }
}
export const label = (key: LabelKey, lang: Lang, params: Record<string, string | number> = {}): string =>
  fill(pickRow(L[key], lang), { ...countWords(params.n), ...params })

export const breakfastText = (n: number, lang: Lang): string => label(n === 2 ? 'breakfast2' : n === 1 ? 'breakfast1' : 'breakfast0', lang)

export function planName(p: { breakfast: number; cancel: CancelKind; payKind: PayKind }, lang: Lang): string {
  const base = label(p.breakfast === 2 ? 'plan2' : p.breakfast === 1 ? 'plan1' : 'plan0', lang)
  const cancel = p.cancel === 'Free' ? label('planFree', lang) : p.cancel === 'NonRefundable' ? label('planNonRefundable', lang) : ''
  const pay = p.payKind === 'PayAtHotel' ? label('planPayAtHotel', lang) : p.payKind === 'Monthly' ? label('planMonthly', lang) : ''
  return base + cancel + pay
}

const VIOLATION: Record<HotelViolationKind, Row> = rows(J.VIOLATION)
/** Parameters that are amounts (kept in Params as yuan() writes CNY), quoted in the reader's currency. */
const AMOUNTS = ['cap', 'price'] as const
export const violationText = (kind: HotelViolationKind, lang: Lang, params: Record<string, string | number>, cur: TextCurrency = CNY_TEXT): string =>
  fill(pickRow(VIOLATION[kind], lang), withAmounts(params, AMOUNTS, cur))
/** A violation; `params` keep amounts as CNY yuan, the message quotes them in `cur`. */
export const violation = (kind: HotelViolationKind, lang: Lang, params: Record<string, string | number>, cur: TextCurrency = CNY_TEXT): HotelViolation => ({
  Kind: kind,
  Message: violationText(kind, lang, params, cur),
  Params: params,
})
/** A stored violation in the reader's language and currency. */
export const violationMessage = (
  v: { Kind: string; Message: string; Params?: Record<string, string | number> },
  lang: Lang,
  cur: TextCurrency = CNY_TEXT,
): string => (v.Params && (v.Kind === 'PriceCap' || v.Kind === 'Star') ? violationText(v.Kind, lang, v.Params, cur) : v.Message)

const TIERS: Row[] = rowList(J.TIERS)
const SUMMARY = rows(J.SUMMARY)
export const tierName = (tier: number, lang: Lang): string => pickRow(TIERS[tier - 1], lang)
export const summaryText = (key: keyof typeof SUMMARY, lang: Lang, params: Record<string, string | number> = {}): string =>
  fill(pickRow(SUMMARY[key], lang), params)

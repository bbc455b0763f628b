/**
 * Display labels of the flight module in the four languages ([zh-CN, zh-TW, en, ja]): ticket
 * statuses, cabin classes, fee windows, policy sentences, price lines, flight notice statuses.
 * Words follow shared/docs/glossary.md.
 */
import type { FlightNoticeStatus } from '../../../../types/api/message'
import type { TicketStatus } from '../../../../types/api/order'
import { CABIN_CLASSES, type CabinClass, type PolicyVerdict, type Violation, type ViolationKind } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { CNY_TEXT, withAmounts, type TextCurrency } from '../../lib/money'
import { fill, pickRow, type Row, rows, rowList } from '../../lib/texts'
import J from './labels.json'

const TICKET_STATUS: Record<TicketStatus, Row> = rows(J.TICKET_STATUS)
export const ticketStatusName = (s: TicketStatus, lang: Lang): string => pickRow(TICKET_STATUS[s], lang)

const CABIN: Record<CabinClass | 'All', Row> = rows(J.CABIN)
export const cabinClassName = (c: CabinClass | 'All', lang: Lang): string => pickRow(CABIN[c], lang)

const WINDOWS: Row[] = rowList(J.WINDOWS)
export const feeWindowLabel = (i: number, lang: Lang): string => pickRow(WINDOWS[i], lang)

const VIOLATION: Record<ViolationKind, Row> = rows(J.VIOLATION)
const CABIN_CODES: ReadonlySet<string> = new Set(CABIN_CLASSES)

/** The message of a violation in `lang`; a `cabin` parameter is a class code, named in that language. */
export function violationText(kind: ViolationKind, lang: Lang, params: Record<string, string | number>, cur: TextCurrency = CNY_TEXT): string {
  const named =
    typeof params.cabin === 'string' && CABIN_CODES.has(params.cabin) ? { ...params, cabin: cabinClassName(params.cabin as CabinClass, lang) } : params
  return fill(pickRow(VIOLATION[kind], lang), withAmounts(named, AMOUNTS, cur))
}

/** Parameters that are amounts (kept in Params as yuan() writes CNY), quoted in the reader's currency. */
const AMOUNTS = ['price'] as const

/** A violation; `params` keep amounts as CNY yuan, the message quotes them in `cur`. */
export function violation(kind: ViolationKind, lang: Lang, params: Record<string, string | number>, cur: TextCurrency = CNY_TEXT): Violation {
  return { Kind: kind, Message: violationText(kind, lang, params, cur), Params: params }
}

/** A stored violation's message in the reader's language and currency (those stored without Params keep their text). */
export const violationMessage = (v: Violation, lang: Lang, cur: TextCurrency = CNY_TEXT): string =>
  v.Params ? violationText(v.Kind, lang, v.Params, cur) : v.Message

/** A verdict stored with an order, in the reader's language and currency. */
export function localizeVerdict(v: PolicyVerdict, lang: Lang, cur: TextCurrency = CNY_TEXT): PolicyVerdict {
  return { ...v, Violations: v.Violations.map((x) => ({ ...x, Message: violationMessage(x, lang, cur) })) }
}

const SUMMARY = rows(J.SUMMARY)
export const summaryText = (key: keyof typeof SUMMARY, lang: Lang, params: Record<string, string | number> = {}): string =>
  fill(pickRow(SUMMARY[key], lang), params)

const LINES = rows(J.LINES)
export const priceLineLabel = (k: keyof typeof LINES, lang: Lang): string => pickRow(LINES[k], lang)

const PAX = rows(J.PAX)
export const paxTypeName = (k: keyof typeof PAX, lang: Lang): string => pickRow(PAX[k], lang)

const MEAL: Row = ['餐食', '餐食', 'Meal', '機内食']
export const mealText = (lang: Lang): string => pickRow(MEAL, lang)

/** Cabin baggage, e.g. '1件 5kg'. */
export function cabinBaggageText(pieces: number, lang: Lang): string {
  return lang === 'en' ? `${pieces} × 5 kg` : lang === 'ja' ? `${pieces}個 5kg` : `${pieces}件 5kg`
}

const FLIGHT_STATUS: Record<FlightNoticeStatus, Row> = rows(J.FLIGHT_STATUS)
export const flightNoticeStatusName = (s: FlightNoticeStatus, lang: Lang): string => pickRow(FLIGHT_STATUS[s], lang)

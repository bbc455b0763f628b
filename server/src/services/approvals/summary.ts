/**
 * What an approval is about, kept with the approval as submitted (summary_json): city codes,
 * flights, dates, travellers, amount and the policy verdict. Language-neutral where it can be
 * (codes rather than city names), rendered per reader by subjectSummary() (queries.ts).
 */
import type { Lang } from '../../i18n'
import { daysBetween } from '../../lib/time'
import { cityByCode, localName } from '../places/places'
import { worldCityByCode } from '../places/world-cities'
import { at } from './texts'

/** A product's policy violation as kept: its kind (the product's own), message and parameters. */
export interface StoredViolation {
  Kind: string
  Message: string
  Params?: Record<string, string | number>
}

export interface SubjectSummaryDoc {
  /** City codes in travel order, e.g. ['BJS', 'SHA', 'BJS']. */
  route: string[]
  /** 'CA1501 · 2026-11-25 08:00' per segment of an order; none for applications, which show their dates. */
  flights: string[]
  startDate: string
  endDate: string
  travellers: string[]
  /** Fen. */
  amount: number
  inPolicy: boolean
  /** As the booker read them (documents of before violationItems). */
  violations: string[]
  /** The violations themselves, rendered in each reader's language. */
  violationItems?: StoredViolation[]
  reasons: string[]
  purpose: string
}

/** A city's name in `lang`, mainland or abroad (a stay in Tokyo is about TYO). */
export const cityName = (code: string, lang: Lang): string => {
  const c = cityByCode(code) ?? worldCityByCode(code)
  return c ? localName(c.names, lang) : code
}

/** '北京 - 上海 - 北京' from the legs' city codes; consecutive repeats collapse. */
export function routeTitle(codes: readonly string[], lang: Lang): string {
  const out: string[] = []
  for (const c of codes) if (out[out.length - 1] !== c) out.push(c)
  return out.map((c) => cityName(c, lang)).join(' - ')
}

/** Legs [from, to] in order → the city sequence. */
export function routeOfLegs(legs: readonly { from: string; to: string }[]): string[] {
  const out: string[] = []
  for (const l of legs) {
    if (out[out.length - 1] !== l.from) out.push(l.from)
    out.push(l.to)
  }
  return out
}

export const tripDays = (start: string, end: string): number => daysBetween(start, end) + 1

export function parseSummary(json: string): SubjectSummaryDoc {
  return JSON.parse(json) as SubjectSummaryDoc
}

/** System reasons are stored as '@key' and rendered in the reader's language; people's reasons as typed. */
export function reasonText(reason: string, lang: Lang): string {
  if (!reason.startsWith('@')) return reason
  const key = reason.slice(1)
  return REASON_KEYS.includes(key as (typeof REASON_KEYS)[number]) ? at(lang, key as (typeof REASON_KEYS)[number]) : reason
}
export const REASON_KEYS = ['reasonExpired', 'reasonNoApprover', 'reasonWhitelisted', 'reasonSubjectCancelled'] as const
export type SystemReason = `@${(typeof REASON_KEYS)[number]}`

/**
 * Display words of trains in the four languages ([zh-CN, zh-TW, en, ja]): seat classes, train
 * types, passenger checks, grab states, ticket states, violations and the standard's sentences.
 */
import type { GrabState, PassengerCheck, SeatClass, TrainTicketState, TrainType, TrainViolation, TrainViolationKind } from '../../../../types/api/train'
import type { Lang } from '../../i18n'
import { fill, pickRow, type Row, rows } from '../../lib/texts'
import { registerTimelineParam } from '../../kernel/orders/texts'
import type { StoredViolation } from '../../services/approvals/summary'
import type { Station } from './stations'
import J from './labels.json'

const SEAT: Record<SeatClass, Row> = rows(J.SEAT)
export const seatClassName = (c: SeatClass, lang: Lang): string => pickRow(SEAT[c], lang)

const TYPE: Record<TrainType, Row> = rows(J.TYPE)
export const trainTypeName = (t: TrainType, lang: Lang): string => pickRow(TYPE[t], lang)

const CHECK: Record<PassengerCheck, Row> = rows(J.CHECK)
export const checkName = (c: PassengerCheck, lang: Lang): string => pickRow(CHECK[c], lang)

const GRAB: Record<GrabState, Row> = rows(J.GRAB)
export const grabStateName = (s: GrabState, lang: Lang): string => pickRow(GRAB[s], lang)

const TICKET: Record<TrainTicketState, Row> = rows(J.TICKET)
export const ticketStateName = (s: TrainTicketState, lang: Lang): string => pickRow(TICKET[s], lang)

const VIOLATION: Record<TrainViolationKind, Row> = rows(J.VIOLATION)

const SUMMARY = rows(J.SUMMARY)
export const summaryText = (key: keyof typeof SUMMARY, lang: Lang, params: Record<string, string> = {}): string => fill(pickRow(SUMMARY[key], lang), params)

export const classList = (classes: readonly SeatClass[], lang: Lang): string =>
  classes.length ? classes.map((c) => seatClassName(c, lang)).join(summaryText('sep', lang)) : summaryText('any', lang)

/** A violation with its params in the language asked (params keep the codes, for re-rendering). */
export function violation(kind: TrainViolationKind, lang: Lang, cls: SeatClass, type: TrainType, allowed: readonly SeatClass[]): TrainViolation {
  const params = { cls, type, allowed: allowed.join(',') }
  return { Kind: kind, Message: violationMessage({ Kind: kind, Params: params }, lang), Params: params }
}

export function violationMessage(v: Pick<StoredViolation, 'Kind' | 'Params'>, lang: Lang): string {
  const p = (v.Params ?? {}) as Record<string, string>
  const row = VIOLATION[v.Kind as TrainViolationKind]
  if (!row) return String(v.Kind)
  const allowed = String(p.allowed ?? '')
    .split(',')
    .filter(Boolean) as SeatClass[]
  return fill(pickRow(row, lang), {
    cls: SEAT[p.cls as SeatClass] ? seatClassName(p.cls as SeatClass, lang) : String(p.cls),
    type: TYPE[p.type as TrainType] ? trainTypeName(p.type as TrainType, lang) : String(p.type),
    allowed: classList(allowed, lang),
  })
}

export const stationName = (s: Station, lang: Lang): string => (lang === 'en' ? s.en : s.cn)
export const cityName = (s: Station, lang: Lang): string => (lang === 'en' ? s.cityEn : s.cityCn)

const BERTH: Record<string, Row> = rows(J.BERTH)
const isBerthClass = (cls: SeatClass): boolean => cls === 'SoftSleeper' || cls === 'HardSleeper'

/** A ticket's place in words: 'Coach 4, seat 01F', '4车01F号', a berth, or the class when standing. */
export function seatText(cls: SeatClass, coach: number, seat: string, lang: Lang): string {
  if (!coach) return SEAT[cls] ? seatClassName(cls, lang) : String(cls)
  const berth = isBerthClass(cls) ? (BERTH[seat.slice(-1)] ?? null) : null
  const num = berth ? seat.slice(0, -1) : seat
  if (lang === 'en') return `Coach ${coach}, ${berth ? `berth ${num} ${pickRow(berth, lang)}` : `seat ${seat}`}`
  if (lang === 'ja') return `${coach}号車 ${berth ? `${num}番 ${pickRow(berth, lang)}` : `${seat}席`}`
  return `${coach}${lang === 'zh-TW' ? '車' : '车'}${berth ? `${num}号${pickRow(berth, lang)}` : `${seat}号`}`
}

/** Tickets kept in a timeline entry as data (train, class, coach, seat, traveller), not as a sentence. */
export interface TicketRef {
  n: string
  k: SeatClass
  c: number
  s: string
  p: string
}
/** Alternatives of a grab kept in a timeline entry as data. */
export interface OptionRef {
  n: string
  d: string
  k: SeatClass
}

export const ticketsParam = (tickets: TicketRef[]): string => JSON.stringify({ trainTickets: tickets })
export const optionsParam = (options: OptionRef[]): string => JSON.stringify({ trainOptions: options })

const LIST_SEP: Row = ['、', '、', ', ', '、']

/** A timeline parameter kept by ticketsParam / optionsParam, in the reader's language (null: not one of them). */
export function trainTimelineParam(value: string, lang: Lang): string | null {
  if (!value.startsWith('{"train')) return null
  try {
    const v = JSON.parse(value) as { trainTickets?: TicketRef[]; trainOptions?: OptionRef[] }
    if (v.trainTickets) return v.trainTickets.map((t) => `${t.n} ${seatText(t.k, t.c, t.s, lang)} ${t.p}`).join(pickRow(LIST_SEP, lang))
    if (v.trainOptions) return v.trainOptions.map((o) => `${o.n} ${o.d} ${SEAT[o.k] ? seatClassName(o.k, lang) : o.k}`).join(' / ')
  } catch {
    return null
  }
  return null
}
registerTimelineParam(trainTimelineParam)

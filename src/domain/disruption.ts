/**
 * Pure rules of the disruption assistant (docs/disruptions.md): how an alternative's price difference and arrival day read, the alternatives in their groups,
 * and the administrator's test event — which kinds a product's services can have, the checks of
 * the console's form and the request it sends. No Taro, no React: tested as tables in
 * tests/unit/domain/disruption.test.ts.
 */
import type { AddOpsEventReq, Alternative, AlternativeGroup, Disruption, OpsEventKind } from '@api/disruption'
import type { Tone } from './status-tone'

export { bannerItems } from './disruption-banner'

/** An alternative's price against the disrupted ticket: nothing to pay, more, or less (fen, positive). */
export type PriceDifference = { sign: 'free' } | { sign: 'more' | 'less'; fen: number }

export function priceDifference(a: Pick<Alternative, 'Free' | 'PriceDifference'>): PriceDifference {
  if (a.Free || a.PriceDifference === 0) return { sign: 'free' }
  return a.PriceDifference > 0 ? { sign: 'more', fen: a.PriceDifference } : { sign: 'less', fen: -a.PriceDifference }
}

/** '+¥120' or '−¥80' (a minus sign, not a hyphen) from the money already formatted; '' when free. */
export function signedMoney(d: PriceDifference, money: (fen: number) => string): string {
  if (d.sign === 'free') return ''
  return `${d.sign === 'more' ? '+' : '\u2212'}${money(d.fen)}`
}

/** The mark after an arrival time on a later day: '+1', '+2'; '' the same day. */
export function dayMark(offset: number): string {
  return offset > 0 ? `+${offset}` : ''
}

/** The alternatives in their groups, in the order the server sent them (same carrier, other carriers, trains, keep). */
export function groupAlternatives(alts: readonly Alternative[]): { group: AlternativeGroup; items: Alternative[] }[] {
  const out: { group: AlternativeGroup; items: Alternative[] }[] = []
  for (const a of alts) {
    const g = out.find((x) => x.group === a.Group)
    if (g) g.items.push(a)
    else out.push({ group: a.Group, items: [a] })
  }
  return out
}

/** A disruption's state in the kit's colours: waiting for a choice orange, rebooked green, kept blue, only informed grey. */
export function disruptionTone(state: string): Tone {
  if (state === 'Open') return 'wait'
  if (state === 'Rebooked') return 'pass'
  if (state === 'Kept') return 'info'
  return 'off'
}

/** The groups a traveller by train reads otherwise: the railway's other trains, and flights. */
const RAIL_NAMED: readonly AlternativeGroup[] = ['SameCarrier', 'OtherCarrier']

/** The text key of a group's heading (in the assistant's namespace), for a disrupted train when `rail`. */
export const groupKey = (group: AlternativeGroup, rail: boolean): string => (rail && RAIL_NAMED.includes(group) ? `groupRail.${group}` : `group.${group}`)

/** Whether the disruption still waits for the traveller's choice (an open one with something to choose). */
export const choosing = (d: Pick<Disruption, 'State'>, alts: readonly Alternative[]): boolean => d.State === 'Open' && alts.length > 0

// ---- the administrator's test event ----

export type TimetableMode = 'air' | 'rail'

/** The one detail each kind asks for, and the services that can have it. */
export const EVENT_KINDS: readonly { kind: OpsEventKind; modes: readonly TimetableMode[]; field: EventField | null }[] = [
  { kind: 'Delay', modes: ['air', 'rail'], field: 'minutes' },
  { kind: 'Cancellation', modes: ['air', 'rail'], field: null },
  { kind: 'GateChange', modes: ['air'], field: 'gate' },
  { kind: 'TerminalChange', modes: ['air'], field: 'terminal' },
  { kind: 'Diversion', modes: ['air'], field: 'airport' },
  { kind: 'Suspension', modes: ['rail'], field: null },
]

export type EventField = 'minutes' | 'gate' | 'terminal' | 'airport'

/** The kinds a product's services can have, in the console's order. */
export const kindsFor = (mode: TimetableMode): OpsEventKind[] => EVENT_KINDS.filter((k) => k.modes.includes(mode)).map((k) => k.kind)

/** The detail a kind asks for, or null. */
export const fieldOf = (kind: OpsEventKind | ''): EventField | null => EVENT_KINDS.find((k) => k.kind === kind)?.field ?? null

export interface EventDraft {
  /** The order kind of the product whose timetable it is. */
  product: string
  mode: TimetableMode | ''
  serviceNo: string
  date: string
  kind: OpsEventKind | ''
  minutes: string
  gate: string
  terminal: string
  airport: string
}

export type EventDraftField = 'product' | 'serviceNo' | 'date' | 'kind' | EventField

/** A problem of the form: the field it is under and the text key (in the product's namespace: `console.problem.<key>`). */
export type EventProblem = { field: EventDraftField; key: string; params?: Record<string, number> }

const ALNUM = /^[A-Za-z0-9]+$/
export const DELAY_MAX = 1440

/** Every problem of the draft, in the form's order; none when it may be sent. */
export function checkEvent(d: EventDraft): EventProblem[] {
  const out: EventProblem[] = []
  const no = d.serviceNo.trim()
  if (!d.product || !d.mode) out.push({ field: 'product', key: 'productRequired' })
  if (!no) out.push({ field: 'serviceNo', key: 'serviceNoRequired' })
  else if (!ALNUM.test(no) || no.length < 2 || no.length > 8) out.push({ field: 'serviceNo', key: 'serviceNoFormat' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) out.push({ field: 'date', key: 'dateRequired' })
  if (!d.kind) out.push({ field: 'kind', key: 'kindRequired' })
  else if (d.mode && !kindsFor(d.mode).includes(d.kind)) out.push({ field: 'kind', key: d.mode === 'rail' ? 'kindNotRail' : 'kindNotAir' })
  const field = fieldOf(d.kind)
  if (field === 'minutes') {
    const m = d.minutes.trim()
    if (!/^\d+$/.test(m) || Number(m) < 1 || Number(m) > DELAY_MAX) out.push({ field, key: 'minutesRange', params: { max: DELAY_MAX } })
  }
  if (field === 'gate' && !detailOk(d.gate, 6)) out.push({ field, key: 'gateFormat', params: { max: 6 } })
  if (field === 'terminal' && !detailOk(d.terminal, 4)) out.push({ field, key: 'terminalFormat', params: { max: 4 } })
  if (field === 'airport' && !/^[A-Za-z]{3}$/.test(d.airport.trim())) out.push({ field, key: 'airportFormat' })
  return out
}

const detailOk = (v: string, max: number) => ALNUM.test(v.trim()) && v.trim().length <= max

/** The request of a checked draft: the number and codes in capitals, only the detail its kind asks for. */
export function eventRequest(d: EventDraft): AddOpsEventReq {
  const req: AddOpsEventReq = {
    Product: d.product as AddOpsEventReq['Product'],
    ServiceNo: d.serviceNo.trim().toUpperCase(),
    DepartDate: d.date,
    Kind: d.kind as OpsEventKind,
  }
  const field = fieldOf(d.kind)
  if (field === 'minutes') req.DelayMinutes = Number(d.minutes.trim())
  if (field === 'gate') req.Gate = d.gate.trim().toUpperCase()
  if (field === 'terminal') req.Terminal = d.terminal.trim().toUpperCase()
  if (field === 'airport') req.DivertedTo = d.airport.trim().toUpperCase()
  return req
}

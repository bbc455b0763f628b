/**
 * A disruption in words (docs/disruptions.md#what-the-traveller-reads): what changed in a line and
 * what the traveller can do, in the reader's language, from the event and the service as its
 * product's timetable tells it. The message centre, the banner, the managers' list and the WeChat
 * subscribe message all read these.
 */
import type { OpsEventKind } from '../../../../types/api/disruption'
import type { Lang } from '../../i18n'
import { chinaDateTime } from '../../lib/time'
import { airportByCode, localName } from '../../services/places/places'
import { timetableOps, type ServiceFacts } from './registry'
import { dt, type DisruptionTextKey } from './texts'

export interface DisruptionFacts {
  product: string
  service_no: string
  dep_date: string
  kind: string
  delay_minutes: number
  involuntary: number
  gate?: string
  terminal?: string
  diverted_to?: string
}

export const kindName = (kind: string, lang: Lang): string => dt(lang, `dsKind${kind}` as DisruptionTextKey)
export const stateName = (state: string, lang: Lang): string => dt(lang, `dsState${state}` as DisruptionTextKey)

export const serviceOf = (d: Pick<DisruptionFacts, 'product' | 'service_no' | 'dep_date'>, lang: Lang): ServiceFacts | null =>
  timetableOps(d.product)?.service(d.service_no, d.dep_date, lang) ?? null

export const placeName = (code: string, lang: Lang): string => {
  const a = airportByCode(code)
  return a ? localName(a.names, lang) : code
}

export function titleOf(d: DisruptionFacts, lang: Lang): string {
  const s = serviceOf(d, lang)
  const kind = d.kind as OpsEventKind
  const params = {
    no: d.service_no,
    from: s?.fromName ?? '',
    to: s?.toName ?? '',
    minutes: d.delay_minutes,
    gate: d.gate ?? '',
    terminal: d.terminal ?? '',
    place: placeName(d.diverted_to ?? '', lang),
  }
  return dt(lang, `dsTitle${kind}` as DisruptionTextKey, params)
}

export function adviceOf(d: DisruptionFacts, lang: Lang): string {
  if (d.involuntary) return timetableOps(d.product)?.advice?.(lang) ?? dt(lang, 'dsAdviceInvoluntary')
  if (d.kind === 'GateChange') return dt(lang, 'dsAdviceGate')
  if (d.kind === 'TerminalChange') return dt(lang, 'dsAdviceTerminal')
  return dt(lang, 'dsAdviceShortDelay')
}

/** Scheduled and expected departure as the traveller reads them ('' expected when it does not go). */
export function departuresOf(d: DisruptionFacts, lang: Lang): { scheduled: string; expected: string } {
  const s = serviceOf(d, lang)
  if (!s) return { scheduled: d.dep_date, expected: '' }
  const scheduled = chinaDateTime(s.departure)
  if (d.kind === 'Cancellation' || d.kind === 'Suspension') return { scheduled, expected: '' }
  return { scheduled, expected: chinaDateTime(new Date(s.departure.getTime() + d.delay_minutes * 60_000)) }
}

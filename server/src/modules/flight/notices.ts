/**
 * Flight notices of the message centre, the flight module's notice source: one per flight I hold
 * an issued ticket on, from 48 hours before its departure until 6 hours after arrival, derived
 * when I read the message centre (like order notices) and shown only with
 * MessagePermission.FlightDynamics. The status is computed when read (flight-status.ts).
 */
import type { Kysely } from 'kysely'
import type { FlightNoticeInfo, MessageLink } from '../../../../types/api/message'
import type { Database } from '../../db/schema'
import type { Lang } from '../../i18n'
import { addDays, chinaDay, chinaInstant, hhmm } from '../../lib/time'
import { operationsOf, type ServiceOperations } from '../../kernel/disruptions/events'
import { addMessages, type NewMessage } from '../../services/message-store'
import type { NoticeSource } from '../../services/messages/sources'
import { localName } from '../../services/places/places'
import { estTime, flightStatus } from './flight-status'
import { inventory } from './inventory'
import { flightNoticeStatusName } from './labels'
import { ft } from './texts'

const NOTICE_BEFORE_MS = 48 * 3600_000
const NOTICE_AFTER_MS = 6 * 3600_000

/**
 * The operations recorded for the flights of the notices read last on this instance (the read
 * derives them just before it renders them), so a notice shows a console's or the feed's
 * cancellation or delay rather than the deterministic status.
 */
const recorded = new Map<string, ServiceOperations>()

/** The flight order-details page. */
export const orderLink = (orderNo: string): MessageLink => ({ Path: '/planeTicket/orderDetails', Params: { OrderNo: orderNo } })

async function syncFlightNotices(db: Kysely<Database>, companyId: number, personId: number, now: Date): Promise<void> {
  const today = chinaDay(now)
  const from = addDays(today, -2)
  const to = addDays(today, 3)
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.flight_no', 't.route_key', 't.dep_date', 't.updated_at', 'o.order_no'])
    .where('t.company_id', '=', companyId)
    .where('p.person_id', '=', personId)
    .where('t.status', 'in', ['Issued', 'Changed'])
    .where('t.dep_date', '>=', from)
    .where('t.dep_date', '<=', to)
    .orderBy('t.dep_date')
    .orderBy('t.id')
    .execute()
  for (const [key, o] of await operationsOf(
    db,
    'Flight',
    tickets.map((t) => ({ no: t.flight_no, date: t.dep_date })),
  ))
    recorded.set(key, o)
  const messages: NewMessage[] = []
  for (const t of tickets) {
    const f = inventory().flight(t.flight_no, t.route_key)
    if (!f) continue
    const dep = chinaInstant(t.dep_date, f.depMin).getTime()
    const arr = chinaInstant(t.dep_date, f.arrMin).getTime()
    if (now.getTime() < dep - NOTICE_BEFORE_MS || now.getTime() > arr + NOTICE_AFTER_MS) continue
    const at = new Date(Math.max(dep - NOTICE_BEFORE_MS, new Date(t.updated_at).getTime())).toISOString()
    messages.push({
      companyId,
      personId,
      category: 'Flight',
      kind: 'FlightNotice',
      textKey: 'flightNotice',
      params: { flightNo: t.flight_no, route: t.route_key, date: t.dep_date },
      subjectNo: t.order_no,
      link: orderLink(t.order_no),
      dedupeKey: `flt:${t.flight_no}:${t.dep_date}`,
      at,
    })
  }
  await addMessages(db, messages)
}

/** A flight notice as the flight stands at `now`. */
function renderFlightNotice(p: Record<string, string | number>, lang: Lang, now: Date): { title: string; content: string; flight: FlightNoticeInfo | null } {
  const f = inventory().flight(String(p.flightNo), String(p.route))
  if (!f) return { title: String(p.flightNo), content: String(p.date), flight: null }
  const date = String(p.date)
  const s = flightStatus(f, date, now, recorded.get(`${f.flightNo}|${date}`))
  const statusName = flightNoticeStatusName(s.status, lang)
  const info: FlightNoticeInfo = {
    FlightNo: f.flightNo,
    DepartDate: date,
    DepartCityName: localName(f.depCity.names, lang),
    ArriveCityName: localName(f.arrCity.names, lang),
    DepartAirportName: localName(f.depAirport.names, lang),
    DepartTerminal: f.depTerminal,
    ArriveAirportName: localName(f.arrAirport.names, lang),
    ArriveTerminal: f.arrTerminal,
    DepartTime: hhmm(f.depMin),
    ArriveTime: hhmm(f.arrMin + s.delayMinutes),
    EstimatedDepartTime: estTime(s),
    Status: s.status,
    StatusName: statusName,
    DelayMinutes: s.delayMinutes,
    Gate: s.gate,
  }
  const route = `${info.DepartCityName}-${info.ArriveCityName}`
  const content =
    ft(lang, 'flightNoticeBody', {
      date,
      dep: info.DepartCityName,
      depAirport: info.DepartAirportName,
      depTerminal: info.DepartTerminal,
      depTime: info.DepartTime,
      estTime: info.EstimatedDepartTime,
      arrAirport: info.ArriveAirportName,
      arrTerminal: info.ArriveTerminal,
      arrTime: info.ArriveTime,
    }) +
    (s.delayMinutes > 0 ? ft(lang, 'flightNoticeDelay', { minutes: s.delayMinutes }) : '') +
    (s.gate ? ft(lang, 'flightNoticeGate', { gate: s.gate }) : '')
  return { title: ft(lang, 'flightNoticeTitle', { flight: f.flightNo, route, status: statusName }), content, flight: info }
}

export const FLIGHT_NOTICES: NoticeSource = {
  category: 'Flight',
  kind: 'FlightNotice',
  power: 'MessagePermission.FlightDynamics',
  sync: syncFlightNotices,
  render: renderFlightNotice,
}

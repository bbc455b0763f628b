/**
 * A stored message (text key and parameters) rendered in the reader's language. Flight notices
 * get their status here, at reading time, so an old notice shows the flight as it is now.
 */
import type { FlightNoticeInfo, MessageCategory, MessageItem, MessageKind, MessageLink } from '../../../../types/api/message'
import type { OrderStatus } from '../../../../types/api/order'
import type { Lang } from '../../i18n'
import { chinaDateTime, hhmm } from '../../lib/time'
import { inventory } from '../flight/inventory'
import { orderStatusName } from '../flight/labels'
import { localName } from '../flight/places'
import { timelineText } from '../orders/detail'
import { reasonText, routeTitle } from '../approvals/summary'
import { subjectKindName, vettingStatusName } from '../approvals/texts'
import { at } from '../approvals/texts'
import { estTime, flightStatus } from './flight-status'
import { flightNoticeStatusName, mt } from './texts'

export interface MessageRow {
  id: number
  category: string
  kind: string
  text_key: string
  params_json: string
  subject_no: string
  link_json: string | null
  created_at: string
  read_at: string | null
}

type Params = Record<string, string | number>

function approvalTexts(key: string, p: Params, lang: Lang): { title: string; content: string } {
  const kind = subjectKindName(String(p.kind), lang)
  const start = String(p.start)
  const end = String(p.end)
  const dates = start === end ? start : `${start} ~ ${end}`
  const route = routeTitle(String(p.route).split(',').filter(Boolean), lang)
  if (key === 'msgApprovalResult') {
    const status = vettingStatusName(String(p.status), lang)
    const reason = p.reason ? reasonText(String(p.reason), lang) : ''
    return {
      title: mt(lang, 'approvalResultTitle', { kind, status }),
      content: mt(lang, 'approvalResultBody', { kind, no: String(p.no), route, dates, status }) + (reason ? mt(lang, 'reasonSuffix', { reason }) : ''),
    }
  }
  return {
    title: mt(lang, key === 'msgApprovalReminder' ? 'approvalReminderTitle' : 'approvalRequestTitle', { kind }),
    content: mt(lang, 'approvalRequestBody', { requester: String(p.requester), kind, no: String(p.no), route, dates, deadline: chinaDateTime(String(p.deadline)) }),
  }
}

function orderTexts(p: Params, lang: Lang): { title: string; content: string } {
  const status = orderStatusName(String(p.status) as OrderStatus, lang)
  let content: string
  try {
    content = timelineText(lang, String(p.key), String(p.params))
  } catch {
    // A timeline key this version does not know: the status still says what happened.
    content = status
  }
  return { title: mt(lang, 'orderNoticeTitle', { no: String(p.no), status }), content }
}

function flightTexts(p: Params, lang: Lang, now: Date): { title: string; content: string; flight: FlightNoticeInfo | null } {
  const f = inventory().flight(String(p.flightNo), String(p.route))
  if (!f) return { title: String(p.flightNo), content: String(p.date), flight: null }
  const date = String(p.date)
  const s = flightStatus(f, date, now)
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
    mt(lang, 'flightNoticeBody', { date, dep: info.DepartCityName, depAirport: info.DepartAirportName, depTerminal: info.DepartTerminal, depTime: info.DepartTime, estTime: info.EstimatedDepartTime, arrAirport: info.ArriveAirportName, arrTerminal: info.ArriveTerminal, arrTime: info.ArriveTime }) +
    (s.delayMinutes > 0 ? mt(lang, 'flightNoticeDelay', { minutes: s.delayMinutes }) : '') +
    (s.gate ? mt(lang, 'flightNoticeGate', { gate: s.gate }) : '')
  return { title: mt(lang, 'flightNoticeTitle', { flight: f.flightNo, route, status: statusName }), content, flight: info }
}

export function renderMessage(row: MessageRow, lang: Lang, now: Date): MessageItem {
  const p = JSON.parse(row.params_json) as Params
  let title = ''
  let content = ''
  let flight: FlightNoticeInfo | null = null
  if (row.kind === 'ApprovalRequest' || row.kind === 'ApprovalResult') ({ title, content } = approvalTexts(row.text_key, p, lang))
  else if (row.kind === 'OrderNotice') ({ title, content } = orderTexts(p, lang))
  else if (row.kind === 'FlightNotice') ({ title, content, flight } = flightTexts(p, lang, now))
  else title = at(lang, 'subjectFlightOrder')
  return {
    Id: row.id,
    Category: row.category as MessageCategory,
    Kind: row.kind as MessageKind,
    Title: title,
    Content: content,
    CreatedAt: chinaDateTime(row.created_at),
    IsRead: row.read_at !== null,
    SubjectNo: row.subject_no,
    Link: row.link_json ? (JSON.parse(row.link_json) as MessageLink) : null,
    Flight: flight,
  }
}

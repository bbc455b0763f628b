/** Texts of the message centre in the four languages ([zh-CN, zh-TW, en, ja]). */
import type { FlightNoticeStatus } from '../../../../types/api/message'
import type { Lang } from '../../i18n'
import { defineTexts, pickRow, type Row } from '../approvals/texts'

const ROWS = {
  approvalRequestTitle: ['{kind}待您审批', '{kind}待您審批', 'Approval needed: {kind}', '承認依頼：{kind}'],
  approvalReminderTitle: ['【催办】{kind}待您审批', '【催辦】{kind}待您審批', 'Reminder: {kind} awaits your approval', '【催促】{kind}の承認をお願いします'],
  approvalRequestBody: ['{requester}提交的{kind} {no}：{route}，{dates}。请于{deadline}前处理。', '{requester}提交的{kind} {no}：{route}，{dates}。請於{deadline}前處理。', '{requester} submitted {kind} {no}: {route}, {dates}. Please decide by {deadline}.', '{requester} さんの{kind} {no}：{route}、{dates}。{deadline}までに対応してください。'],
  approvalResultTitle: ['您的{kind}{status}', '您的{kind}{status}', 'Your {kind}: {status}', '{kind}：{status}'],
  approvalResultBody: ['{kind} {no}：{route}，{dates}。审批结果：{status}', '{kind} {no}：{route}，{dates}。審批結果：{status}', '{kind} {no}: {route}, {dates}. Result: {status}', '{kind} {no}：{route}、{dates}。結果：{status}'],
  reasonSuffix: ['，原因：{reason}', '，原因：{reason}', '. Reason: {reason}', '。理由：{reason}'],
  orderNoticeTitle: ['订单 {no}：{status}', '訂單 {no}：{status}', 'Order {no}: {status}', '予約 {no}：{status}'],
  flightNoticeTitle: ['{flight} {route} {status}', '{flight} {route} {status}', '{flight} {route}: {status}', '{flight} {route}：{status}'],
  flightNoticeBody: ['{date} {dep} {depAirport}{depTerminal} 计划起飞 {depTime}，预计 {estTime}，到达 {arrAirport}{arrTerminal} {arrTime}', '{date} {dep} {depAirport}{depTerminal} 計劃起飛 {depTime}，預計 {estTime}，到達 {arrAirport}{arrTerminal} {arrTime}', '{date} from {depAirport} {depTerminal}, scheduled {depTime}, expected {estTime}; arrives {arrAirport} {arrTerminal} {arrTime}', '{date} {depAirport}{depTerminal} 出発予定 {depTime}（見込み {estTime}）、{arrAirport}{arrTerminal} 到着 {arrTime}'],
  flightNoticeGate: ['，登机口 {gate}', '，登機口 {gate}', ', gate {gate}', '、搭乗口 {gate}'],
  flightNoticeDelay: ['（延误{minutes}分钟）', '（延誤{minutes}分鐘）', ' (delayed {minutes} min)', '（{minutes}分遅延）'],
} satisfies Record<string, Row>

export const messageTexts = defineTexts(ROWS)
export const mt = messageTexts.text

const FLIGHT_STATUS: Record<FlightNoticeStatus, Row> = {
  Scheduled: ['计划', '計劃', 'Scheduled', '予定'],
  OnTime: ['正常', '正常', 'On time', '定刻'],
  Delayed: ['延误', '延誤', 'Delayed', '遅延'],
  Boarding: ['登机中', '登機中', 'Boarding', '搭乗中'],
  Departed: ['已起飞', '已起飛', 'Departed', '出発済み'],
  Arrived: ['已到达', '已到達', 'Arrived', '到着済み'],
}
export const flightNoticeStatusName = (s: FlightNoticeStatus, lang: Lang): string => pickRow(FLIGHT_STATUS[s], lang)

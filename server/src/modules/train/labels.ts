/**
 * Display words of trains in the four languages ([zh-CN, zh-TW, en, ja]): seat classes, train
 * types, passenger checks, grab states, ticket states, violations and the standard's sentences.
 */
import type { GrabState, PassengerCheck, SeatClass, TrainTicketState, TrainType, TrainViolation, TrainViolationKind } from '../../../../types/api/train'
import type { Lang } from '../../i18n'
import { fill, pickRow, type Row } from '../../lib/texts'
import { registerTimelineParam } from '../../kernel/orders/texts'
import type { StoredViolation } from '../../services/approvals/summary'
import type { Station } from './stations'

const SEAT: Record<SeatClass, Row> = {
  Business: ['商务座', '商務座', 'Business', 'ビジネス席'],
  PremiumFirst: ['优选一等座', '優選一等座', 'Premium First', 'プレミアム一等席'],
  First: ['一等座', '一等座', 'First Class', '一等席'],
  Second: ['二等座', '二等座', 'Second Class', '二等席'],
  SoftSleeper: ['软卧', '軟臥', 'Soft Sleeper', '一等寝台'],
  HardSleeper: ['硬卧', '硬臥', 'Hard Sleeper', '二等寝台'],
  HardSeat: ['硬座', '硬座', 'Hard Seat', '普通座席'],
  Standing: ['无座', '無座', 'Standing', '立席'],
}
export const seatClassName = (c: SeatClass, lang: Lang): string => pickRow(SEAT[c], lang)

const TYPE: Record<TrainType, Row> = {
  G: ['高铁', '高鐵', 'High-speed', '高速鉄道'],
  D: ['动车', '動車', 'EMU', '動車'],
  C: ['城际', '城際', 'Intercity', '都市間'],
  Z: ['直达', '直達', 'Direct Express', '直通特急'],
  T: ['特快', '特快', 'Express', '特急'],
  K: ['快速', '快速', 'Fast', '快速'],
}
export const trainTypeName = (t: TrainType, lang: Lang): string => pickRow(TYPE[t], lang)

const CHECK: Record<PassengerCheck, Row> = {
  Verified: ['已通过', '已通過', 'Verified', '確認済み'],
  Pending: ['待核验', '待核驗', 'Pending', '確認待ち'],
  Failed: ['未通过', '未通過', 'Failed', '不承認'],
  ProvisionallyPassed: ['预通过', '預通過', 'Provisionally passed', '仮承認'],
  VerifyInPerson: ['请到车站窗口核验', '請到車站窗口核驗', 'Verify in person', '窓口で確認が必要'],
}
export const checkName = (c: PassengerCheck, lang: Lang): string => pickRow(CHECK[c], lang)

const GRAB: Record<GrabState, Row> = {
  Waiting: ['待支付', '待支付', 'Waiting', '支払い待ち'],
  Grabbing: ['抢票中', '搶票中', 'Grabbing', '確保中'],
  Succeeded: ['抢票成功', '搶票成功', 'Succeeded', '確保成功'],
  Expired: ['抢票失败', '搶票失敗', 'Expired', '期限切れ'],
  Cancelled: ['已取消', '已取消', 'Cancelled', 'キャンセル済み'],
}
export const grabStateName = (s: GrabState, lang: Lang): string => pickRow(GRAB[s], lang)

const TICKET: Record<TrainTicketState, Row> = {
  Booked: ['待出票', '待出票', 'Booked', '発券待ち'],
  Issued: ['已出票', '已出票', 'Issued', '発券済み'],
  Refunded: ['已退票', '已退票', 'Refunded', '払い戻し済み'],
  Changed: ['已改签', '已改簽', 'Changed', '変更済み'],
  Void: ['已作废', '已作廢', 'Void', '無効'],
}
export const ticketStateName = (s: TrainTicketState, lang: Lang): string => pickRow(TICKET[s], lang)

const VIOLATION: Record<TrainViolationKind, Row> = {
  SeatClass: [
    '{cls}超出标准（{type}可乘：{allowed}）',
    '{cls}超出標準（{type}可乘：{allowed}）',
    '{cls} is out of policy ({type}: {allowed})',
    '{cls}は規程外です（{type}：{allowed}）',
  ],
  NightSeatClass: [
    '夜间车次{cls}超出标准（可乘：{allowed}）',
    '夜間車次{cls}超出標準（可乘：{allowed}）',
    '{cls} is out of policy at night (allowed: {allowed})',
    '夜行列車の{cls}は規程外です（可：{allowed}）',
  ],
}

const SUMMARY = {
  highSpeed: ['高铁/动车/城际：{classes}', '高鐵/動車/城際：{classes}', 'High-speed trains: {classes}', '高速・動車・都市間：{classes}'],
  conventional: ['普速列车（日间）：{classes}', '普速列車（日間）：{classes}', 'Other trains by day: {classes}', '在来線（昼間）：{classes}'],
  night: ['夜间列车：{classes}', '夜間列車：{classes}', 'Overnight trains: {classes}', '夜行列車：{classes}'],
  any: ['不限', '不限', 'any class', '制限なし'],
  none: ['不限席别', '不限席別', 'No limit on seat classes', '席種の制限なし'],
  or: ['或', '或', ' or ', 'または'],
  sep: ['、', '、', ', ', '、'],
} satisfies Record<string, Row>
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

const BERTH: Record<string, Row> = { L: ['下铺', '下鋪', 'lower', '下段'], M: ['中铺', '中鋪', 'middle', '中段'], U: ['上铺', '上鋪', 'upper', '上段'] }
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

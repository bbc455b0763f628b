/**
 * Display labels of the flight module in the four languages ([zh-CN, zh-TW, en, ja]): ticket
 * statuses, cabin classes, fee windows, policy sentences, price lines, flight notice statuses.
 * Words follow shared/docs/glossary.md.
 */
import type { FlightNoticeStatus } from '../../../../types/api/message'
import type { TicketStatus } from '../../../../types/api/order'
import { CABIN_CLASSES, type CabinClass, type PolicyVerdict, type Violation, type ViolationKind } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { fill, pickRow, type Row } from '../../lib/texts'

const TICKET_STATUS: Record<TicketStatus, Row> = {
  Booked: ['已预订', '已預訂', 'Booked', '予約済み'],
  Issued: ['已出票', '已出票', 'Ticketed', '発券済み'],
  Refunding: ['退票中', '退票中', 'Refunding', '払い戻し中'],
  Refunded: ['已退票', '已退票', 'Refunded', '払い戻し済み'],
  Changing: ['改签中', '改簽中', 'Changing', '変更中'],
  Changed: ['已改签', '已改簽', 'Changed', '変更済み'],
  Void: ['已作废', '已作廢', 'Void', '無効'],
}
export const ticketStatusName = (s: TicketStatus, lang: Lang): string => pickRow(TICKET_STATUS[s], lang)

const CABIN: Record<CabinClass | 'All', Row> = {
  All: ['不限舱等', '不限艙等', 'Any Class', 'すべてのクラス'],
  Economy: ['经济舱', '經濟艙', 'Economy', 'エコノミー'],
  Premium: ['超级经济舱', '超級經濟艙', 'Premium Economy', 'プレミアムエコノミー'],
  Business: ['公务舱', '公務艙', 'Business', 'ビジネス'],
  First: ['头等舱', '頭等艙', 'First', 'ファースト'],
}
export const cabinClassName = (c: CabinClass | 'All', lang: Lang): string => pickRow(CABIN[c], lang)

const WINDOWS: Row[] = [
  ['起飞前7天（含）以上', '起飛前7天（含）以上', '7 days or more before departure', '出発7日前以前'],
  ['起飞前48小时（含）至7天', '起飛前48小時（含）至7天', '48 hours to 7 days before departure', '出発7日前〜48時間前'],
  ['起飞前4小时（含）至48小时', '起飛前4小時（含）至48小時', '4 to 48 hours before departure', '出発48時間前〜4時間前'],
  ['起飞前4小时内', '起飛前4小時內', 'Less than 4 hours before departure', '出発4時間前以降'],
  ['起飞后', '起飛後', 'After departure', '出発後'],
]
export const feeWindowLabel = (i: number, lang: Lang): string => pickRow(WINDOWS[i], lang)

const VIOLATION: Record<ViolationKind, Row> = {
  LowestPrice: [
    '未选择前后{hours}小时内最低价（{flight} {time} ¥{price}）',
    '未選擇前後{hours}小時內最低價（{flight} {time} ¥{price}）',
    'Not the lowest fare within ±{hours} h ({flight} {time} ¥{price})',
    '前後{hours}時間以内の最安値ではありません（{flight} {time} ¥{price}）',
  ],
  CabinClass: [
    '超出舱等标准（最高{cabin}）',
    '超出艙等標準（最高{cabin}）',
    'Above the allowed cabin class (up to {cabin})',
    '規程の座席クラスを超えています（{cabin}まで）',
  ],
  Discount: [
    '超出折扣标准（最高{discount}折）',
    '超出折扣標準（最高{discount}折）',
    'Above the allowed fare level (up to {percent}% of full fare)',
    '規程の割引率を超えています（正規運賃の{percent}%まで）',
  ],
  AdvanceDays: ['须提前{days}天预订', '須提前{days}天預訂', 'Must be booked {days} days in advance', '{days}日前までに予約する必要があります'],
}
const CABIN_CODES: ReadonlySet<string> = new Set(CABIN_CLASSES)

/** The message of a violation in `lang`; a `cabin` parameter is a class code, named in that language. */
export function violationText(kind: ViolationKind, lang: Lang, params: Record<string, string | number>): string {
  const named =
    typeof params.cabin === 'string' && CABIN_CODES.has(params.cabin) ? { ...params, cabin: cabinClassName(params.cabin as CabinClass, lang) } : params
  return fill(pickRow(VIOLATION[kind], lang), named)
}

export function violation(kind: ViolationKind, lang: Lang, params: Record<string, string | number>): Violation {
  return { Kind: kind, Message: violationText(kind, lang, params), Params: params }
}

/** A stored violation's message in the reader's language (those stored without Params keep their text). */
export const violationMessage = (v: Violation, lang: Lang): string => (v.Params ? violationText(v.Kind, lang, v.Params) : v.Message)

/** A verdict stored with an order, in the reader's language. */
export function localizeVerdict(v: PolicyVerdict, lang: Lang): PolicyVerdict {
  return { ...v, Violations: v.Violations.map((x) => ({ ...x, Message: violationMessage(x, lang) })) }
}

const SUMMARY = {
  lowest: [
    '须预订起飞前后{hours}小时内的最低价航班',
    '須預訂起飛前後{hours}小時內的最低價航班',
    'Book the lowest fare within ±{hours} h of departure',
    '出発前後{hours}時間以内の最安値便を予約',
  ],
  lowestTolerance: ['（允许高出 ¥{price}）', '（允許高出 ¥{price}）', ' (¥{price} tolerance)', '（¥{price}まで許容）'],
  cabin: ['可乘坐{cabin}及以下舱等', '可乘坐{cabin}及以下艙等', 'Cabin class up to {cabin}', '{cabin}以下の座席クラス'],
  discount: [
    '经济舱折扣不超过{discount}折',
    '經濟艙折扣不超過{discount}折',
    'Economy fares up to {percent}% of the full fare',
    'エコノミーは正規運賃の{percent}%まで',
  ],
  advance: ['须提前{days}天预订', '須提前{days}天預訂', 'Book at least {days} days ahead', '{days}日前までに予約'],
  none: ['不限', '不限', 'No restrictions', '制限なし'],
} satisfies Record<string, Row>
export const summaryText = (key: keyof typeof SUMMARY, lang: Lang, params: Record<string, string | number> = {}): string =>
  fill(pickRow(SUMMARY[key], lang), params)

const LINES = {
  Fare: ['机票价格', '機票價格', 'Fare', '航空運賃'],
  AirportTax: ['机场建设费', '機場建設費', 'Airport Tax', '空港施設使用料'],
  FuelSurcharge: ['燃油附加费', '燃油附加費', 'Fuel Surcharge', '燃油サーチャージ'],
  ServiceFee: ['服务费', '服務費', 'Service Fee', 'サービス料'],
  Insurance: ['航空意外险', '航空意外險', 'Accident Insurance', '航空傷害保険'],
  ChangeFee: ['改签费', '改簽費', 'Change Fee', '変更手数料'],
  PriceDifference: ['升舱差价', '升艙差價', 'Fare Difference', '差額運賃'],
  RefundFee: ['退票费', '退票費', 'Refund Fee', '払い戻し手数料'],
} satisfies Record<string, Row>
export const priceLineLabel = (k: keyof typeof LINES, lang: Lang): string => pickRow(LINES[k], lang)

const PAX = {
  Adult: ['成人', '成人', 'Adult', '大人'],
  Child: ['儿童', '兒童', 'Child', '子供'],
  Infant: ['婴儿', '嬰兒', 'Infant', '幼児'],
} satisfies Record<string, Row>
export const paxTypeName = (k: keyof typeof PAX, lang: Lang): string => pickRow(PAX[k], lang)

const MEAL: Row = ['餐食', '餐食', 'Meal', '機内食']
export const mealText = (lang: Lang): string => pickRow(MEAL, lang)

/** Cabin baggage, e.g. '1件 5kg'. */
export function cabinBaggageText(pieces: number, lang: Lang): string {
  return lang === 'en' ? `${pieces} × 5 kg` : lang === 'ja' ? `${pieces}個 5kg` : `${pieces}件 5kg`
}

const FLIGHT_STATUS: Record<FlightNoticeStatus, Row> = {
  Scheduled: ['计划', '計劃', 'Scheduled', '予定'],
  OnTime: ['正常', '正常', 'On time', '定刻'],
  Delayed: ['延误', '延誤', 'Delayed', '遅延'],
  Boarding: ['登机中', '登機中', 'Boarding', '搭乗中'],
  Departed: ['已起飞', '已起飛', 'Departed', '出発済み'],
  Arrived: ['已到达', '已到達', 'Arrived', '到着済み'],
}
export const flightNoticeStatusName = (s: FlightNoticeStatus, lang: Lang): string => pickRow(FLIGHT_STATUS[s], lang)

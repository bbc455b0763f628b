/**
 * Display labels of the flight and order domain in the four languages ([zh-CN, zh-TW, en, ja]):
 * order and ticket statuses, cabin classes, fee windows, policy sentences, price lines.
 * Words follow shared/GLOSSARY.md.
 */
import type { OrderStatus, TicketStatus } from '../../../../types/api/order'
import { CABIN_CLASSES, type CabinClass, type PolicyVerdict, type Violation, type ViolationKind } from '../../../../types/api/flight'
import { LANGS, type Lang } from '../../i18n'

type Row = readonly [string, string, string, string]
const pickRow = (row: Row, lang: Lang): string => row[LANGS.indexOf(lang)]
const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (w, n: string) => (n in params ? String(params[n]) : w))

const ORDER_STATUS: Record<OrderStatus, Row> = {
  PendingApproval: ['待审批', '待審批', 'Pending Approval', '承認待ち'],
  Placed: ['待支付', '待支付', 'Awaiting Payment', '支払い待ち'],
  Paid: ['已支付', '已支付', 'Paid', '支払い済み'],
  PaymentFailed: ['支付失败', '支付失敗', 'Payment Failed', '支払い失敗'],
  Confirming: ['确认中', '確認中', 'Confirming', '確認中'],
  Confirmed: ['已确认', '已確認', 'Confirmed', '確定済み'],
  Processing: ['处理中', '處理中', 'Processing', '処理中'],
  Ticketing: ['出票中', '出票中', 'Ticketing', '発券中'],
  TicketingSucceeded: ['出票成功', '出票成功', 'Ticketing Succeeded', '発券成功'],
  TicketIssued: ['已出票', '已出票', 'Ticketed', '発券済み'],
  Completed: ['已完成', '已完成', 'Completed', '完了'],
  Cancelled: ['已取消', '已取消', 'Cancelled', 'キャンセル済み'],
  Refunding: ['退票中', '退票中', 'Refunding', '払い戻し中'],
  RefundSucceeded: ['已退票', '已退票', 'Refunded', '払い戻し済み'],
  RefundFailed: ['退票失败', '退票失敗', 'Refund Failed', '払い戻し失敗'],
  Changing: ['改签中', '改簽中', 'Changing', '変更中'],
  ChangeSucceeded: ['已改签', '已改簽', 'Changed', '変更済み'],
  ChangeFailed: ['改签失败', '改簽失敗', 'Change Failed', '変更失敗'],
  Rescheduling: ['改期中', '改期中', 'Rescheduling', '日程変更中'],
  Rescheduled: ['已改期', '已改期', 'Rescheduled', '日程変更済み'],
  Voided: ['已作废', '已作廢', 'Voided', '無効'],
}
export const orderStatusName = (s: OrderStatus, lang: Lang): string => pickRow(ORDER_STATUS[s], lang)

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
  CabinClass: ['超出舱等标准（最高{cabin}）', '超出艙等標準（最高{cabin}）', 'Above the allowed cabin class (up to {cabin})', '規程の座席クラスを超えています（{cabin}まで）'],
  Discount: ['超出折扣标准（最高{discount}折）', '超出折扣標準（最高{discount}折）', 'Above the allowed fare level (up to {percent}% of full fare)', '規程の割引率を超えています（正規運賃の{percent}%まで）'],
  AdvanceDays: ['须提前{days}天预订', '須提前{days}天預訂', 'Must be booked {days} days in advance', '{days}日前までに予約する必要があります'],
}
const CABIN_CODES: ReadonlySet<string> = new Set(CABIN_CLASSES)

/** The message of a violation in `lang`; a `cabin` parameter is a class code, named in that language. */
export function violationText(kind: ViolationKind, lang: Lang, params: Record<string, string | number>): string {
  const named = typeof params.cabin === 'string' && CABIN_CODES.has(params.cabin) ? { ...params, cabin: cabinClassName(params.cabin as CabinClass, lang) } : params
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
  lowest: ['须预订起飞前后{hours}小时内的最低价航班', '須預訂起飛前後{hours}小時內的最低價航班', 'Book the lowest fare within ±{hours} h of departure', '出発前後{hours}時間以内の最安値便を予約'],
  lowestTolerance: ['（允许高出 ¥{price}）', '（允許高出 ¥{price}）', ' (¥{price} tolerance)', '（¥{price}まで許容）'],
  cabin: ['可乘坐{cabin}及以下舱等', '可乘坐{cabin}及以下艙等', 'Cabin class up to {cabin}', '{cabin}以下の座席クラス'],
  discount: ['经济舱折扣不超过{discount}折', '經濟艙折扣不超過{discount}折', 'Economy fares up to {percent}% of the full fare', 'エコノミーは正規運賃の{percent}%まで'],
  advance: ['须提前{days}天预订', '須提前{days}天預訂', 'Book at least {days} days ahead', '{days}日前までに予約'],
  none: ['不限', '不限', 'No restrictions', '制限なし'],
} satisfies Record<string, Row>
export const summaryText = (key: keyof typeof SUMMARY, lang: Lang, params: Record<string, string | number> = {}): string => fill(pickRow(SUMMARY[key], lang), params)

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

const PAYMENT = {
  Company: ['公司支付', '公司支付', 'Company Pay', '会社払い'],
  Personal: ['个人支付', '個人支付', 'Personal Pay', '個人払い'],
  Mixed: ['混合支付', '混合支付', 'Split Payment', '混合支払い'],
} satisfies Record<string, Row>
export const paymentTypeName = (k: keyof typeof PAYMENT, lang: Lang): string => pickRow(PAYMENT[k], lang)

const FIELDS = {
  CostCenter: ['成本中心', '成本中心', 'Cost Centre', 'コストセンター'],
  Department: ['部门', '部門', 'Department', '部署'],
  BusinessUnit: ['业务单元', '業務單元', 'Business Unit', '事業部'],
  CustomItem: ['自定义项', '自訂項目', 'Custom Item', 'カスタム項目'],
  Purpose: ['出行目的', '出行目的', 'Trip Purpose', '出張目的'],
  AuthorizationCode: ['授权码', '授權碼', 'Authorization Code', '承認コード'],
  Attachment: ['附件', '附件', 'Attachments', '添付ファイル'],
  Insurance: ['航空意外险', '航空意外險', 'Accident Insurance', '航空傷害保険'],
  Contact: ['联系人', '聯絡人', 'Contact', '連絡先'],
} satisfies Record<string, Row>
export type FieldLabel = keyof typeof FIELDS
export const fieldLabel = (k: FieldLabel, lang: Lang): string => pickRow(FIELDS[k], lang)

const MEAL: Row = ['餐食', '餐食', 'Meal', '機内食']
export const mealText = (lang: Lang): string => pickRow(MEAL, lang)

/** Cabin baggage, e.g. '1件 5kg'. */
export function cabinBaggageText(pieces: number, lang: Lang): string {
  return lang === 'en' ? `${pieces} × 5 kg` : lang === 'ja' ? `${pieces}個 5kg` : `${pieces}件 5kg`
}

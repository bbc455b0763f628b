/** Texts of trip applications in the four languages ([zh-CN, zh-TW, en, ja]; docs/glossary.md: 出差申请). */
import type { BudgetBusiness, ReviewType, TripApplicationStatus, TripBookingStatus } from '../../../../types/api/trip-form'
import type { Lang } from '../../i18n'
import { defineTexts, pickRow, type Row } from '../../lib/texts'

const ROWS = {
  tripLegSameCity: [
    '第{n}程的出发城市和到达城市不能相同',
    '第{n}程的出發城市和到達城市不能相同',
    'Leg {n}: the departure and arrival cities must differ.',
    '第{n}区間：出発地と到着地は別の都市にしてください',
  ],
  tripLegDateOrder: [
    '第{n}程的日期不能早于上一程',
    '第{n}程的日期不能早於上一程',
    'Leg {n} cannot be earlier than the leg before it.',
    '第{n}区間の日付は前の区間より前にできません',
  ],
  tripDatePast: ['出行日期不能早于今天', '出行日期不能早於今天', 'Travel dates cannot be in the past.', '出張日は今日以降にしてください'],
  tripDateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  tripDateTooFar: [
    '出行日期不能晚于今天起{days}天',
    '出行日期不能晚於今天起{days}天',
    'Travel dates must be within {days} days from today.',
    '出張日は本日から{days}日以内にしてください',
  ],
  tripEndBeforeLeg: [
    '结束日期不能早于最后一程的日期',
    '結束日期不能早於最後一程的日期',
    'The end date cannot be before the last leg.',
    '終了日は最後の区間の日付以降にしてください',
  ],
  tripCityUnknown: ['未找到城市 {code}', '未找到城市 {code}', 'Unknown city {code}.', '都市 {code} が見つかりません'],
  tripBudgetRequired: ['请填写{field}', '請填寫{field}', 'Please fill in {field}.', '{field}を入力してください'],
  tripBudgetOverTotal: [
    '分项预算合计（¥{sum}）不能超过总预算（¥{total}）',
    '分項預算合計（¥{sum}）不能超過總預算（¥{total}）',
    'The business budgets (¥{sum}) exceed the total budget (¥{total}).',
    '項目別予算の合計（¥{sum}）が総予算（¥{total}）を超えています',
  ],
  tripBudgetDuplicate: ['{business}预算重复', '{business}預算重複', 'The {business} budget appears twice.', '{business}の予算が重複しています'],
  tripTravellerUnknown: [
    '出行人不存在或已离职',
    '出行人不存在或已離職',
    'A traveller does not exist or has left the company.',
    '出張者が存在しないか退職済みです',
  ],
  tripTravellerScope: ['您无权为{name}申请出差', '您無權為{name}申請出差', 'You may not apply for {name}.', '{name} さんの出張申請をする権限がありません'],
  tripTravellerDuplicate: ['出行人不能重复', '出行人不能重複', 'A traveller is listed twice.', '出張者が重複しています'],
  tripNotDraft: [
    '该申请已提交，请刷新后查看',
    '該申請已提交，請重新整理後查看',
    'The application was already submitted. Please refresh.',
    'この申請は送信済みです。更新してください',
  ],
  tripCannotCancel: [
    '当前状态的申请不能取消',
    '目前狀態的申請不能取消',
    'The application cannot be cancelled in its current state.',
    '現在の状態の申請は取り消せません',
  ],
  tripOnlyApplicant: ['只有申请人可以操作', '只有申請人可以操作', 'Only the applicant may do this.', '申請者のみ操作できます'],
  budgetTotal: ['总预算', '總預算', 'total budget', '総予算'],
  budgetBusiness: ['分项预算', '分項預算', 'business budgets', '項目別予算'],
  // Authorization code checks (resolveAuthorizationCode)
  codeName: ['授权码', '授權碼', 'Authorization code', '承認コード'],
  codeUnknown: ['{name} {code} 不存在', '{name} {code} 不存在', '{name} {code} does not exist.', '{name} {code} が存在しません'],
  codeNotUsable: [
    '{name} {code} 对应的出差申请{status}，不能用于预订',
    '{name} {code} 對應的出差申請{status}，不能用於預訂',
    'The trip application of {name} {code} is {status} and cannot be used for bookings.',
    '{name} {code} の出張申請は{status}のため予約に使えません',
  ],
  codeTraveller: [
    '{traveller}不在出差申请 {no} 的出行人中',
    '{traveller}不在出差申請 {no} 的出行人中',
    '{traveller} is not a traveller of trip application {no}.',
    '{traveller} さんは出張申請 {no} の出張者ではありません',
  ],
  codeRoute: [
    '{route} 不在出差申请 {no} 的行程中',
    '{route} 不在出差申請 {no} 的行程中',
    '{route} is not part of trip application {no}.',
    '{route} は出張申請 {no} の行程に含まれていません',
  ],
  codeDate: [
    '出行日期 {date} 不在出差申请 {no} 的日期（{start} 至 {end}）内',
    '出行日期 {date} 不在出差申請 {no} 的日期（{start} 至 {end}）內',
    'The date {date} is outside trip application {no} ({start} to {end}).',
    '出発日 {date} は出張申請 {no} の期間（{start}〜{end}）外です',
  ],
  subjectTripApplication: ['出差申请', '出差申請', 'Trip application', '出張申請'],
  codeBudget: [
    '超出出差申请 {no} 的机票预算（剩余 ¥{left}）',
    '超出出差申請 {no} 的機票預算（剩餘 ¥{left}）',
    'Exceeds the flight budget of trip application {no} (¥{left} left).',
    '出張申請 {no} の航空券予算を超えています（残り ¥{left}）',
  ],
} satisfies Record<string, Row>

export const tripTexts = defineTexts(ROWS)
export type TripTextKey = keyof typeof ROWS
export const tt = tripTexts.text
export const tripError = tripTexts.error

const STATUS: Record<TripApplicationStatus, Row> = {
  Unsubmitted: ['未提交', '未提交', 'Unsubmitted', '未申請'],
  Submitted: ['已提交', '已提交', 'Submitted', '申請済み'],
  Approved: ['已通过', '已通過', 'Approved', '承認済み'],
  Rejected: ['已驳回', '已駁回', 'Rejected', '却下'],
  Expired: ['已过期', '已逾期', 'Expired', '期限切れ'],
  Cancelled: ['已取消', '已取消', 'Cancelled', '取消済み'],
}
const BOOKING: Record<TripBookingStatus, Row> = {
  NotInitiated: ['未发起预订', '未發起預訂', 'Not booked yet', '未予約'],
  Initiated: ['已发起预订', '已發起預訂', 'Booked', '予約済み'],
}
const REVIEW: Record<ReviewType, Row> = {
  0: ['无需审批', '無需審批', 'No approval', '承認不要'],
  1: ['先审批后预订', '先審批後預訂', 'Approval before booking', '承認後に予約'],
  2: ['先预订后审批', '先預訂後審批', 'Booking before approval', '予約後に承認'],
}
const BUSINESS: Record<BudgetBusiness, Row> = {
  Flight: ['机票', '機票', 'Flights', '航空券'],
  Hotel: ['酒店', '飯店', 'Hotels', 'ホテル'],
  Train: ['火车票', '火車票', 'Train tickets', '鉄道'],
  Car: ['用车', '用車', 'Car rides', '配車'],
  Other: ['其他', '其他', 'Other', 'その他'],
}

export const applicationStatusName = (s: TripApplicationStatus, lang: Lang): string => pickRow(STATUS[s] ?? STATUS.Submitted, lang)
export const bookingStatusName = (s: TripBookingStatus, lang: Lang): string => pickRow(BOOKING[s], lang)
export const reviewTypeName = (r: number, lang: Lang): string => pickRow(REVIEW[r as ReviewType] ?? REVIEW[1], lang)
export const businessName = (b: BudgetBusiness, lang: Lang): string => pickRow(BUSINESS[b], lang)

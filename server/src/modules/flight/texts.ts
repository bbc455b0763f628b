/**
 * Texts of the flight module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * search, booking, passengers, refunds and changes, the timeline steps only flights take
 * (ticketing, refunds and changes of tickets) and the flight notices of the message centre,
 * merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  // Search and booking
  routeSameCity: [
    '出发城市和到达城市不能相同',
    '出發城市和到達城市不能相同',
    'The departure and arrival cities must differ.',
    '出発地と到着地は別の都市にしてください',
  ],
  cityUnknown: ['未找到城市或机场 {code}', '未找到城市或機場 {code}', 'Unknown city or airport {code}.', '都市または空港 {code} が見つかりません'],
  dateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  dateOutOfRange: [
    '只能预订今天起{days}天内的航班',
    '只能預訂今天起{days}天內的航班',
    'Flights can be booked from today up to {days} days ahead.',
    '本日から{days}日先までの便のみ予約できます',
  ],
  rangeTooLong: [
    '查询日期范围不能超过{days}天',
    '查詢日期範圍不能超過{days}天',
    'The date range cannot exceed {days} days.',
    '日付の範囲は{days}日以内にしてください',
  ],
  legDateOrder: [
    '返程日期不能早于去程日期',
    '返程日期不能早於去程日期',
    'The return date cannot be earlier than the departure date.',
    '復路の日付は往路より前にできません',
  ],
  roundTripRoute: [
    '返程须从去程到达城市返回出发城市',
    '返程須從去程到達城市返回出發城市',
    'The return flight must fly back from the arrival city to the departure city.',
    '復路は往路の到着地から出発地へ戻る便を選んでください',
  ],
  tripTypeSegments: [
    '单程须选择1个航段，往返须选择2个航段',
    '單程須選擇1個航段，往返須選擇2個航段',
    'A one-way trip has one flight, a round trip two.',
    '片道は1区間、往復は2区間を選んでください',
  ],
  flightChanged: [
    '航班信息可能已变更，请重新查询',
    '航班資訊可能已變更，請重新查詢',
    'The flight information may have changed. Please search again.',
    'フライト情報が変更された可能性があります。再検索してください',
  ],
  seatsShort: [
    '余票不足，请选择其他舱位或航班',
    '餘票不足，請選擇其他艙位或航班',
    'Not enough seats left. Please choose another cabin or flight.',
    '残席が不足しています。別の座席クラスまたは便を選んでください',
  ],
  priceChanged: [
    '价格已变动，请确认新价格后重新提交',
    '價格已變動，請確認新價格後重新提交',
    'The price has changed. Please confirm the new price and submit again.',
    '料金が変更されました。新しい料金を確認して再度送信してください',
  ],
  departedOrClosing: [
    '航班即将起飞，已停止售票',
    '航班即將起飛，已停止售票',
    'This flight is about to depart and no longer on sale.',
    'この便はまもなく出発するため販売を終了しました',
  ],
  personNotFound: ['乘机人 {field} 不存在', '乘機人 {field} 不存在', 'Passenger {field} does not exist.', '搭乗者 {field} が存在しません'],
  reasonRequired: [
    '{flight} 超出差旅标准或未选择最低价，请选择或填写原因',
    '{flight} 超出差旅標準或未選擇最低價，請選擇或填寫原因',
    '{flight} is out of policy or not the lowest fare: choose or enter a reason.',
    '{flight} は規程外または最安値ではありません。理由を選択または入力してください',
  ],
  reasonRequiredPolicy: [
    '{flight} 超出差旅标准，请选择或填写超标原因',
    '{flight} 超出差旅標準，請選擇或填寫超標原因',
    '{flight} is out of policy: choose or enter the reason for that too.',
    '{flight} は規程外です。規程外の理由も選択または入力してください',
  ],
  reasonRequiredLowest: [
    '{flight} 未选择最低价，请选择或填写未选最低价原因',
    '{flight} 未選擇最低價，請選擇或填寫未選最低價原因',
    '{flight} is not the lowest fare: choose or enter the reason for that too.',
    '{flight} は最安値ではありません。最安値を選ばなかった理由も選択または入力してください',
  ],
  // Passengers (docs/validation.md)
  paxNameRequired: ['请填写第{n}位乘机人的姓名', '請填寫第{n}位乘機人的姓名', 'Enter the name of passenger {n}.', '{n}人目の搭乗者の氏名を入力してください'],
  paxChineseName: [
    '第{n}位乘机人的中文姓名只能包含汉字（少数民族姓名可含·）',
    '第{n}位乘機人的中文姓名只能包含漢字（少數民族姓名可含·）',
    'The Chinese name of passenger {n} may contain only Chinese characters (and · ).',
    '{n}人目の搭乗者の中国語氏名は漢字（と・）のみ使用できます',
  ],
  paxEnglishName: [
    '第{n}位乘机人的英文姓和名只能包含字母',
    '第{n}位乘機人的英文姓和名只能包含字母',
    'The surname and given names of passenger {n} may contain only letters.',
    '{n}人目の搭乗者の英字の姓名はアルファベットのみ使用できます',
  ],
  idRequired: ['请输入证件号码', '請輸入證件號碼', 'Please enter the document number.', '身分証明書番号を入力してください'],
  idCardLength: ['身份证号码长度不正确', '身分證號碼長度不正確', 'The ID card number has the wrong length.', '身分証番号の桁数が正しくありません'],
  idCardRegion: ['身份证号码地区码无效', '身分證號碼地區碼無效', 'The ID card number has an invalid region code.', '身分証番号の地域コードが無効です'],
  idCardFormat: ['身份证号码格式不正确', '身分證號碼格式不正確', 'The ID card number has an invalid format.', '身分証番号の形式が正しくありません'],
  idCardMismatch: [
    '{name}的出生日期或性别与身份证不一致',
    '{name}的出生日期或性別與身分證不一致',
    'The date of birth or gender of {name} does not match the ID card.',
    '{name} さんの生年月日または性別が身分証と一致しません',
  ],
  passportFormat: [
    '{name}的证件号码格式不正确',
    '{name}的證件號碼格式不正確',
    'The document number of {name} has a wrong format.',
    '{name} さんの証明書番号の形式が正しくありません',
  ],
  docExpiryRequired: [
    '请填写{name}的证件有效期',
    '請填寫{name}的證件有效期',
    'Enter the document expiry date of {name}.',
    '{name} さんの証明書の有効期限を入力してください',
  ],
  docExpired: [
    '{name}的证件在出行时已过期，无法预订',
    '{name}的證件在出行時已過期，無法預訂',
    'The document of {name} is expired on the travel date; booking is not possible.',
    '{name} さんの証明書は搭乗日に期限切れのため予約できません',
  ],
  docExpiringSoon: [
    '{name}的证件有效期不足6个月，请注意',
    '{name}的證件有效期不足6個月，請注意',
    'The document of {name} is valid for less than 6 months after departure.',
    '{name} さんの証明書の残存期間が6か月未満です',
  ],
  babyTooYoung: [
    '出生未满14天的婴儿不能预订',
    '出生未滿14天的嬰兒不能預訂',
    'Infants younger than 14 days cannot be booked.',
    '生後14日未満の幼児は予約できません',
  ],
  needsAdult: [
    '儿童和婴儿须由成人陪同乘机',
    '兒童和嬰兒須由成人陪同乘機',
    'Children and infants must travel with an adult.',
    '子供と幼児は大人の同伴が必要です',
  ],
  tooManyInfants: ['每位成人最多携带1名婴儿', '每位成人最多攜帶1名嬰兒', 'Each adult may travel with at most one infant.', '大人1名につき幼児は1名までです'],
  duplicateId: ['乘机人证件号码不能重复', '乘機人證件號碼不能重複', 'Passenger document numbers must not repeat.', '搭乗者の証明書番号が重複しています'],
  // Refunds and changes
  refundNothing: ['没有可退的机票', '沒有可退的機票', 'There is no ticket to refund.', '払い戻しできる航空券がありません'],
  changeNothing: ['没有可改签的机票', '沒有可改簽的機票', 'There is no ticket to change.', '変更できる航空券がありません'],
  refundReasonRequired: ['请选择退票原因', '請選擇退票原因', 'Please choose a refund reason.', '払い戻し理由を選んでください'],
  changeReasonRequired: ['请选择改签原因', '請選擇改簽原因', 'Please choose a change reason.', '変更理由を選んでください'],
  changeSameFlight: [
    '请选择与原航班不同的航班或日期',
    '請選擇與原航班不同的航班或日期',
    'Choose a flight or date different from the current one.',
    '現在と異なる便または日付を選んでください',
  ],
  changeCabinLower: ['改签不能降低舱等', '改簽不能降低艙等', 'A change cannot move to a lower cabin class.', '変更で座席クラスを下げることはできません'],
  changeLowestReason: [
    '前后{hours}小时内有更低价航班（{flight} ¥{price}），请选择或填写原因',
    '前後{hours}小時內有更低價航班（{flight} ¥{price}），請選擇或填寫原因',
    'A cheaper flight exists within ±{hours} h ({flight} ¥{price}): choose or enter a reason.',
    '前後{hours}時間以内により安い便（{flight} ¥{price}）があります。理由を選択または入力してください',
  ],
  // Timeline steps of flight orders
  evTicketing: ['出票中', '出票中', 'Ticketing', '発券中'],
  evIssued: ['已出票，票号 {tickets}', '已出票，票號 {tickets}', 'Ticketed: {tickets}', '発券済み：{tickets}'],
  // A refund or change the approver turned down (after-sale approvals, AfterSaleApproval.notApproved)
  evRefundNotApproved: [
    '退票未获审批，机票保持不变：{reason}',
    '退票未獲審批，機票保持不變：{reason}',
    'Refund not approved; the tickets stay as they were: {reason}',
    '払い戻しは承認されず、航空券はそのままです：{reason}',
  ],
  evChangeNotApproved: [
    '改签未获审批，机票保持不变：{reason}',
    '改簽未獲審批，機票保持不變：{reason}',
    'Change not approved; the tickets stay as they were: {reason}',
    '変更は承認されず、航空券はそのままです：{reason}',
  ],
  evRefundApplied: ['申请退票：{names}', '申請退票：{names}', 'Refund requested: {names}', '払い戻しを申請：{names}'],
  evRefunded: [
    '退票成功，退款 ¥{amount}（公司 ¥{company}，个人 ¥{personal}），退票费 ¥{fee}',
    '退票成功，退款 ¥{amount}（公司 ¥{company}，個人 ¥{personal}），退票費 ¥{fee}',
    'Refunded ¥{amount} (company ¥{company}, personal ¥{personal}); fee ¥{fee}',
    '払い戻し完了 ¥{amount}（会社 ¥{company}、個人 ¥{personal}）、手数料 ¥{fee}',
  ],
  evChangeApplied: ['申请改签至 {flight} {date}', '申請改簽至 {flight} {date}', 'Change requested to {flight} on {date}', '{date} の {flight} への変更を申請'],
  evChangeAwaitPayment: ['改签待支付 ¥{amount}', '改簽待支付 ¥{amount}', 'Change awaiting payment of ¥{amount}', '変更の支払い待ち ¥{amount}'],
  evChanged: ['改签成功：{flight} {date}', '改簽成功：{flight} {date}', 'Changed to {flight} on {date}', '{date} の {flight} に変更しました'],
  // Approvals and the message centre
  subjectFlightOrder: ['国内机票订单', '國內機票訂單', 'Domestic flight order', '国内線航空券の予約'],
  subjectFlightRefund: ['国内机票退票', '國內機票退票', 'Domestic flight refund', '国内線航空券の払い戻し'],
  subjectFlightChange: ['国内机票改签', '國內機票改簽', 'Domestic flight change', '国内線航空券の変更'],
  flightNoticeTitle: ['{flight} {route} {status}', '{flight} {route} {status}', '{flight} {route}: {status}', '{flight} {route}：{status}'],
  flightNoticeBody: [
    '{date} {dep} {depAirport}{depTerminal} 计划起飞 {depTime}，预计 {estTime}，到达 {arrAirport}{arrTerminal} {arrTime}',
    '{date} {dep} {depAirport}{depTerminal} 計劃起飛 {depTime}，預計 {estTime}，到達 {arrAirport}{arrTerminal} {arrTime}',
    '{date} from {depAirport} {depTerminal}, scheduled {depTime}, expected {estTime}; arrives {arrAirport} {arrTerminal} {arrTime}',
    '{date} {depAirport}{depTerminal} 出発予定 {depTime}（見込み {estTime}）、{arrAirport}{arrTerminal} 到着 {arrTime}',
  ],
  flightNoticeGate: ['，登机口 {gate}', '，登機口 {gate}', ', gate {gate}', '、搭乗口 {gate}'],
  flightNoticeDelay: ['（延误{minutes}分钟）', '（延誤{minutes}分鐘）', ' (delayed {minutes} min)', '（{minutes}分遅延）'],
} satisfies Record<string, Row>

export type FlightTextKey = keyof typeof ROWS

export const { text: ft, error: flightError, invalid } = defineTexts(ROWS)
export const offerExpired = (key: 'flightChanged' | 'seatsShort' | 'departedOrClosing' = 'flightChanged') => flightError(ErrorCode.FlightOfferExpired, key)

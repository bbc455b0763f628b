/**
 * Texts of the bus module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors, the
 * timeline steps of bus orders, the names of classes and ticket states, the rules in words and
 * the approval subject, merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  busStationUnknown: [
    '未找到汽车站或城市 {code}',
    '未找到汽車站或城市 {code}',
    'Unknown coach station or city {code}.',
    'バスターミナルまたは都市 {code} が見つかりません',
  ],
  busSamePlace: ['出发地和目的地不能相同', '出發地和目的地不能相同', 'Departure and arrival must differ.', '出発地と到着地は別にしてください'],
  busDateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  busDateOutOfWindow: [
    '只能预订今天起{days}天内的汽车票',
    '只能預訂今天起{days}天內的汽車票',
    'Coach tickets are sold from today up to {days} days ahead.',
    'バス乗車券は本日から{days}日先まで販売されます',
  ],
  busScheduleUnknown: ['班次 {no} 不存在', '班次 {no} 不存在', 'There is no departure {no}.', '便 {no} はありません'],
  busDeparted: ['该班次已发车', '該班次已發車', 'This coach has left.', 'このバスは発車しました'],
  busSoldOut: [
    '余票不足，请选择其他班次',
    '餘票不足，請選擇其他班次',
    'Not enough seats left: choose another departure.',
    '残席が足りません。別の便を選んでください',
  ],
  busPriceChanged: [
    '票价已变动，请确认后重新提交',
    '票價已變動，請確認後重新提交',
    'The fare has changed. Please confirm and submit again.',
    '運賃が変更されました。確認して再度送信してください',
  ],
  busPassengerTwice: ['乘车人不能重复', '乘車人不能重複', 'A passenger is listed twice.', '同じ乗客が重複しています'],
  busPassengerNoId: [
    '汽车票实名制购票：乘车人{name}缺少证件号码',
    '汽車票實名制購票：乘車人{name}缺少證件號碼',
    'Coach tickets are sold by name: {name} has no identity document number.',
    'バス乗車券は記名式です：{name} さんの身分証番号がありません',
  ],
  busReasonRequired: ['请选择超标原因', '請選擇超標原因', 'Choose why the ticket is outside the standard.', '規程外の理由を選んでください'],
  busTicketUnknown: ['车票不存在或不可操作', '車票不存在或不可操作', 'These tickets cannot be changed now.', 'この乗車券は操作できません'],
  busRefundTooLate: [
    '班次已发车，不能在线退票或改签',
    '班次已發車，不能線上退票或改簽',
    'The coach has left: no refund or change online.',
    '発車後はオンラインで払い戻し・変更できません',
  ],
  busRefundReasonRequired: ['请填写退票原因', '請填寫退票原因', 'Give a reason for the refund.', '払い戻しの理由を入力してください'],
  busChangeReasonRequired: ['请填写改签原因', '請填寫改簽原因', 'Give a reason for the change.', '変更の理由を入力してください'],
  busChangeOnce: ['车票只能改签一次', '車票只能改簽一次', 'A ticket can be changed once.', '乗車券の変更は1回までです'],
  busChangeClosed: [
    '发车前{minutes}分钟内不能改签',
    '發車前{minutes}分鐘內不能改簽',
    'No change in the last {minutes} minutes before departure.',
    '発車{minutes}分前以降は変更できません',
  ],
  busChangeRoute: [
    '只能改签同一线路、同一座席的其他班次',
    '只能改簽同一線路、同一座席的其他班次',
    'Change to another departure of the same route and class.',
    '同じ路線・同じ座席の別の便にのみ変更できます',
  ],
  busChangeSame: ['请选择其他班次', '請選擇其他班次', 'Choose another departure.', '別の便を選んでください'],
  busNotCancellable: ['订单当前状态不能取消', '訂單當前狀態不能取消', 'This order cannot be cancelled now.', 'この予約は現在キャンセルできません'],
  // Classes and ticket states
  busClsSeat: ['座位', '座位', 'Seat', '座席'],
  busClsSleeper: ['卧铺', '臥鋪', 'Sleeper', '寝台'],
  busClsBusiness: ['商务座', '商務座', 'Business seat', 'ビジネス席'],
  busTicketBooked: ['待出票', '待出票', 'Booked', '発券待ち'],
  busTicketIssued: ['已出票', '已出票', 'Issued', '発券済み'],
  busTicketRefunding: ['退票审批中', '退票審批中', 'Refund awaiting approval', '払い戻し承認待ち'],
  busTicketChanging: ['改签审批中', '改簽審批中', 'Change awaiting approval', '変更承認待ち'],
  busTicketRefunded: ['已退票', '已退票', 'Refunded', '払い戻し済み'],
  busTicketChanged: ['已改签', '已改簽', 'Changed', '変更済み'],
  busTicketVoid: ['已取消', '已取消', 'Cancelled', 'キャンセル'],
  busIdIDCard: ['身份证', '身分證', 'ID card', '身分証'],
  busIdPassport: ['护照', '護照', 'Passport', 'パスポート'],
  busIdHKMacaoPass: ['港澳通行证', '港澳通行證', 'HK/Macau permit', '港澳通行証'],
  busIdTaiwanPass: ['台湾通行证', '台灣通行證', 'Taiwan permit', '台湾通行証'],
  // Policy
  busViolationClass: [
    '{cls}超出差旅标准（可订：{allowed}）',
    '{cls}超出差旅標準（可訂：{allowed}）',
    '{cls} is outside the standard (allowed: {allowed})',
    '{cls}は規程外です（可：{allowed}）',
  ],
  busViolationCap: [
    '票价 ¥{price} 超出标准 ¥{cap}',
    '票價 ¥{price} 超出標準 ¥{cap}',
    'Fare ¥{price} is over the cap of ¥{cap}',
    '運賃 ¥{price} が上限 ¥{cap} を超えています',
  ],
  busStandardNone: ['不限', '不限', 'Any', '制限なし'],
  busStandardLine: ['票价上限 {cap}；座席 {classes}', '票價上限 {cap}；座席 {classes}', 'Fare up to {cap}; {classes}', '運賃上限 {cap}；{classes}'],
  // Rules in words
  busRuleFree: ['发车前2小时（含）以上退票免手续费', '發車前2小時（含）以上退票免手續費', 'Free from 2 hours before departure', '発車2時間前までは手数料無料'],
  busRuleRate: [
    '发车前{hours}内退票，收取票价{rate}%的手续费',
    '發車前{hours}內退票，收取票價{rate}%的手續費',
    'Within {hours} of departure: a fee of {rate}% of the fare',
    '発車{hours}前以降：運賃の{rate}%の手数料',
  ],
  busRuleHours: ['{n}小时', '{n}小時', '{n} h', '{n}時間'],
  busRuleMinutes: ['{n}分钟', '{n}分鐘', '{n} min', '{n}分'],
  busChangeRule: [
    '可免费改签一次至同一线路、同一座席的其他班次，发车前{minutes}分钟停止改签',
    '可免費改簽一次至同一線路、同一座席的其他班次，發車前{minutes}分鐘停止改簽',
    'One free change to another departure of the same route and class, until {minutes} minutes before departure',
    '同じ路線・座席の別の便へ1回無料で変更可（発車{minutes}分前まで）',
  ],
  // Timeline
  evBusIssued: [
    '出票成功：{tickets}，取票码 {codes}',
    '出票成功：{tickets}，取票碼 {codes}',
    'Tickets issued: {tickets}; pick-up codes {codes}',
    '発券しました：{tickets}、受取番号 {codes}',
  ],
  evBusRefunded: [
    '退票成功：{tickets}，手续费 ¥{fee}，退款 ¥{amount}',
    '退票成功：{tickets}，手續費 ¥{fee}，退款 ¥{amount}',
    'Refunded {tickets}: fee ¥{fee}, ¥{amount} back',
    '払い戻し完了：{tickets}、手数料 ¥{fee}、返金 ¥{amount}',
  ],
  evBusChanged: ['改签成功：{from} → {to}', '改簽成功：{from} → {to}', 'Changed: {from} → {to}', '変更しました：{from} → {to}'],
  evBusRefundApplied: ['申请退票：{tickets}', '申請退票：{tickets}', 'Refund requested: {tickets}', '払い戻しを申請：{tickets}'],
  evBusChangeApplied: ['申请改签：{from} → {to}', '申請改簽：{from} → {to}', 'Change requested: {from} → {to}', '変更を申請：{from} → {to}'],
  // A refund or change the approver turned down (the kernel's AfterSaleApproval.notApproved)
  evBusRefundNotApproved: [
    '退票未获审批，车票保持不变：{reason}',
    '退票未獲審批，車票保持不變：{reason}',
    'Refund not approved; the tickets stay as they were: {reason}',
    '払い戻しは承認されず、乗車券はそのままです：{reason}',
  ],
  evBusChangeNotApproved: [
    '改签未获审批，车票保持不变，新班次座位已释放：{reason}',
    '改簽未獲審批，車票保持不變，新班次座位已釋放：{reason}',
    'Change not approved; the tickets stay as they were and the new seats are released: {reason}',
    '変更は承認されず、乗車券はそのままで、新しい便の座席は解放されました：{reason}',
  ],
  subjectBusRefund: ['汽车票退票', '汽車票退票', 'Bus ticket refund', 'バス乗車券の払い戻し'],
  subjectBusChange: ['汽车票改签', '汽車票改簽', 'Bus ticket change', 'バス乗車券の変更'],
  subjectBusOrder: ['汽车票订单', '汽車票訂單', 'Bus ticket order', 'バス乗車券の予約'],
} satisfies Record<string, Row>

export type BusTextKey = keyof typeof ROWS

export const { text: bt, error: busError, invalid } = defineTexts(ROWS)
/** The departure is gone or its fare moved: 1004, passed back to the screen. */
export const offerExpired = (key: BusTextKey = 'busSoldOut', resultData: unknown = null) => busError(ErrorCode.TrainOfferExpired, key, undefined, resultData)

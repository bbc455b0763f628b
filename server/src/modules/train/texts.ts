/**
 * Texts of the train module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * search, the 12306 account, booking, grabbing, refund and change, the timeline steps of train
 * orders and the approval subject, merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  // Search
  trainStationUnknown: ['未找到车站或城市 {code}', '未找到車站或城市 {code}', 'Unknown station or city {code}.', '駅または都市 {code} が見つかりません'],
  trainSameStation: ['出发地和目的地不能相同', '出發地和目的地不能相同', 'Departure and arrival must differ.', '出発地と到着地は別にしてください'],
  trainDateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  trainDateOutOfWindow: [
    '只能预订今天起{days}天内的车票',
    '只能預訂今天起{days}天內的車票',
    'Tickets are sold from today up to {days} days ahead.',
    '乗車券は本日から{days}日先まで販売されます',
  ],
  trainNotFound: ['车次 {no} 不存在', '車次 {no} 不存在', 'There is no train {no}.', '列車 {no} はありません'],
  trainNotRunning: [
    '车次 {no} 当日不经过所选车站或不运行',
    '車次 {no} 當日不經過所選車站或不運行',
    'Train {no} does not run between these stations that day.',
    '列車 {no} はその日、この区間を運行しません',
  ],
  trainDeparted: ['该车次已发车', '該車次已發車', 'This train has left.', 'この列車は発車しました'],
  trainNoSuchClass: ['该车次没有{cls}', '該車次沒有{cls}', 'This train has no {cls}.', 'この列車に{cls}はありません'],
  // Offers
  trainSoldOut: [
    '余票不足，请选择其他席别或车次，或预约抢票',
    '餘票不足，請選擇其他席別或車次，或預約搶票',
    'Not enough tickets left: choose another class or train, or grab tickets.',
    '残席が足りません。別の席種・列車を選ぶか、チケット確保を予約してください',
  ],
  trainPriceChanged: [
    '票价已变动，请确认后重新提交',
    '票價已變動，請確認後重新提交',
    'The fare has changed. Please confirm and submit again.',
    '運賃が変更されました。確認して再度送信してください',
  ],
  // Passengers and the account
  trainPassengerTwice: ['乘车人不能重复', '乘車人不能重複', 'A passenger is listed twice.', '同じ乗客が重複しています'],
  trainPassengerUnverified: [
    '乘车人{name}的身份核验状态为“{status}”，暂不能在线购票',
    '乘車人{name}的身份核驗狀態為「{status}」，暫不能線上購票',
    'Passenger {name} is "{status}" with the railway and cannot buy online yet.',
    '乗客 {name} さんの本人確認は「{status}」のため、オンラインで購入できません',
  ],
  trainPassengerNoId: [
    '乘车人{name}缺少证件号码',
    '乘車人{name}缺少證件號碼',
    'Passenger {name} has no identity document number.',
    '乗客 {name} さんの身分証番号がありません',
  ],
  trainAccountRequired: [
    '请先绑定并核验12306账号',
    '請先綁定並核驗12306帳號',
    'Bind and verify a 12306 account first.',
    '先に12306アカウントを連携・認証してください',
  ],
  trainAccountExists: [
    '已绑定12306账号，请先解绑',
    '已綁定12306帳號，請先解綁',
    'A 12306 account is already bound: unbind it first.',
    '12306アカウントは連携済みです。先に解除してください',
  ],
  trainAccountNone: ['尚未绑定12306账号', '尚未綁定12306帳號', 'No 12306 account is bound.', '12306アカウントが連携されていません'],
  trainAccountVerified: ['12306账号已核验', '12306帳號已核驗', 'The 12306 account is already verified.', '12306アカウントは認証済みです'],
  trainAccountNoPhone: [
    '请先在个人资料中填写手机号',
    '請先在個人資料中填寫手機號碼',
    'Add a mobile number to your profile first.',
    '先にプロフィールに携帯電話番号を登録してください',
  ],
  trainCodeLimit: [
    '12306核验短信每天最多{limit}次',
    '12306核驗簡訊每天最多{limit}次',
    'The railway sends at most {limit} verification codes a day.',
    '12306の認証コードは1日{limit}回までです',
  ],
  trainCodeFirst: ['请先获取验证码', '請先取得驗證碼', 'Get a code first.', '先に認証コードを取得してください'],
  trainCodeWrong: ['验证码错误或已过期', '驗證碼錯誤或已過期', 'The code is wrong or has expired.', '認証コードが正しくないか期限切れです'],
  // Seats and the order
  trainSeatTaken: [
    '座位 {coach}车{seat} 已售出，请重新选座',
    '座位 {coach}車{seat} 已售出，請重新選座',
    'Seat {seat} in coach {coach} is taken: choose again.',
    '{coach}号車 {seat} は売り切れです。選び直してください',
  ],
  trainSeatUnknown: [
    '座位 {coach}车{seat} 不属于所选席别',
    '座位 {coach}車{seat} 不屬於所選席別',
    'Seat {seat} in coach {coach} is not of the chosen class.',
    '{coach}号車 {seat} は選んだ席種ではありません',
  ],
  trainSeatCount: ['选座数量须与乘车人数一致', '選座數量須與乘車人數一致', 'Choose one seat per passenger.', '乗客ごとに1席選んでください'],
  trainReasonRequired: [
    '所选席别超出差旅标准，请选择或填写原因',
    '所選席別超出差旅標準，請選擇或填寫原因',
    'The class is out of policy: choose or enter a reason.',
    'この席種は規程外です。理由を選択または入力してください',
  ],
  trainGrabDeadline: [
    '抢票截止时间须不早于现在且不晚于最早发车前{hours}小时',
    '搶票截止時間須不早於現在且不晚於最早發車前{hours}小時',
    'The deadline must be after now and at least {hours} hours before the earliest departure.',
    '締め切りは現在より後、最も早い発車の{hours}時間前までにしてください',
  ],
  trainGrabNothing: [
    '所选备选车次在这些日期都不经过所选车站',
    '所選備選車次在這些日期都不經過所選車站',
    'None of the trains runs between these stations on these dates.',
    '選んだ列車はいずれもその日程でこの区間を運行しません',
  ],
  trainNotGrab: ['该订单不是抢票订单', '該訂單不是搶票訂單', 'This order is not a grab order.', 'この予約はチケット確保の予約ではありません'],
  trainTicketUnknown: ['车票不存在或不可操作', '車票不存在或不可操作', 'A ticket does not exist or cannot be handled.', '乗車券が存在しないか操作できません'],
  trainRefundTooLate: [
    '列车已发车，不能在线退票',
    '列車已發車，不能線上退票',
    'The train has left: tickets cannot be refunded online.',
    '列車が発車したため、オンラインで払い戻しできません',
  ],
  trainRefundReasonRequired: ['请填写退票原因', '請填寫退票原因', 'Please give a reason for the refund.', '払い戻しの理由を入力してください'],
  trainChangeOnce: ['车票只能改签一次', '車票只能改簽一次', 'A ticket can be changed once.', '乗車券の変更は1回までです'],
  trainChangeRoute: [
    '改签须为相同出发站和到达站',
    '改簽須為相同出發站和到達站',
    'A change keeps the departure and arrival stations.',
    '変更は同じ出発駅・到着駅の列車に限ります',
  ],
  trainChange48h: [
    '距开车不足48小时，只能改签到票面日期当日或之前的车次',
    '距開車不足48小時，只能改簽到票面日期當日或之前的車次',
    'Within 48 hours of departure a ticket changes only to a train on the same day or earlier.',
    '発車48時間以内は、同日またはそれ以前の列車にのみ変更できます',
  ],
  trainChangeSame: ['新车次与原车次相同', '新車次與原車次相同', 'The new train is the one on the ticket.', '変更先が元の列車と同じです'],
  trainChangeQuote: [
    '改签差价已变动，请确认后重新提交',
    '改簽差價已變動，請確認後重新提交',
    'The price difference has changed. Please confirm and submit again.',
    '差額が変更されました。確認して再度送信してください',
  ],
  trainNotCancellable: ['订单当前不能取消', '訂單目前不能取消', 'The order cannot be cancelled now.', 'この予約は現在キャンセルできません'],
  // Timeline steps
  evTrainTicketing: ['正在向铁路出票', '正在向鐵路出票', 'Ticketing with the railway', '鉄道で発券中'],
  evTrainIssued: ['出票成功：{tickets}', '出票成功：{tickets}', 'Tickets issued: {tickets}', '発券しました：{tickets}'],
  evTrainGrabStarted: [
    '抢票开始：{options}，截止 {deadline}',
    '搶票開始：{options}，截止 {deadline}',
    'Ticket grabbing started: {options}; deadline {deadline}',
    'チケット確保を開始：{options}、締め切り {deadline}',
  ],
  evTrainGrabSucceeded: [
    '抢票成功：{tickets}，退还差价 ¥{refund}',
    '搶票成功：{tickets}，退還差價 ¥{refund}',
    'Tickets grabbed: {tickets}; ¥{refund} difference refunded',
    'チケットを確保しました：{tickets}、差額 ¥{refund} を返金',
  ],
  evTrainGrabExpired: [
    '抢票截止仍未成功，已退款 ¥{amount}',
    '搶票截止仍未成功，已退款 ¥{amount}',
    'No tickets by the deadline; ¥{amount} refunded',
    '締め切りまでに確保できず、¥{amount} を返金しました',
  ],
  evTrainGrabCancelled: [
    '抢票已取消，已退款 ¥{amount}',
    '搶票已取消，已退款 ¥{amount}',
    'Ticket grabbing cancelled; ¥{amount} refunded',
    'チケット確保をキャンセルし、¥{amount} を返金しました',
  ],
  evTrainRefunded: [
    '退票成功：{tickets}，手续费 ¥{fee}，退款 ¥{amount}',
    '退票成功：{tickets}，手續費 ¥{fee}，退款 ¥{amount}',
    'Refunded {tickets}: fee ¥{fee}, ¥{amount} back',
    '払い戻し完了：{tickets}、手数料 ¥{fee}、返金 ¥{amount}',
  ],
  evTrainChanged: ['改签成功：{from} → {to}', '改簽成功：{from} → {to}', 'Changed: {from} → {to}', '変更しました：{from} → {to}'],
  evTrainChangeAwaitPay: [
    '改签待支付差价 ¥{amount}：{to}',
    '改簽待支付差價 ¥{amount}：{to}',
    'Change awaiting the difference of ¥{amount}: {to}',
    '変更の差額 ¥{amount} の支払い待ち：{to}',
  ],
  evTrainChangeRefund: [
    '改签退还差价 ¥{amount}（手续费 ¥{fee}）',
    '改簽退還差價 ¥{amount}（手續費 ¥{fee}）',
    'Difference of ¥{amount} refunded for the change (fee ¥{fee})',
    '変更の差額 ¥{amount} を返金（手数料 ¥{fee}）',
  ],
  // Approvals
  subjectTrainOrder: ['火车票订单', '火車票訂單', 'Train ticket order', '鉄道の予約'],
} satisfies Record<string, Row>

export type TrainTextKey = keyof typeof ROWS

export const { text: tt, error: trainError, invalid } = defineTexts(ROWS)
/** The offer is gone: 1004, passed back to the screen (docs/error-codes.md). */
export const offerExpired = (key: TrainTextKey = 'trainSoldOut', resultData: unknown = null) =>
  trainError(ErrorCode.TrainOfferExpired, key, undefined, resultData)

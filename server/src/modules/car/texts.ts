/**
 * Texts of the car module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors, the
 * names of services, classes, places and states, the standard's violations, the fare lines and
 * the timeline of car orders (the rider's message-centre notices), merged into the app's messages.
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  // Errors
  carPlaceUnknown: ['未找到地点 {id}', '未找到地點 {id}', 'Unknown place {id}.', '場所 {id} が見つかりません'],
  carSamePlace: ['上车点和目的地不能相同', '上車點和目的地不能相同', 'Pick-up and destination must differ.', '乗車地と目的地は別にしてください'],
  carTooFar: [
    '上车点和目的地须在同一城市',
    '上車點和目的地須在同一城市',
    'Pick-up and destination must be in one city.',
    '乗車地と目的地は同じ都市にしてください',
  ],
  carReserveTime: [
    '预约用车须至少提前{min}分钟，且在7天内',
    '預約用車須至少提前{min}分鐘，且在7天內',
    'A reserved ride starts at least {min} minutes ahead and within 7 days.',
    '予約は{min}分以上先、7日以内にしてください',
  ],
  carNeedFlight: ['请输入航班号和日期', '請輸入航班號和日期', 'Enter the flight number and date.', '便名と日付を入力してください'],
  carNeedTrain: ['请输入车次和日期', '請輸入車次和日期', 'Enter the train number and date.', '列車番号と日付を入力してください'],
  carNoArrival: [
    '{no} 当日没有到达{place}的班次',
    '{no} 當日沒有到達{place}的班次',
    '{no} does not arrive at {place} that day.',
    '{no} はその日{place}に到着しません',
  ],
  carArrivalPast: [
    '{no} 已到达超过1小时，请直接叫车',
    '{no} 已到達超過1小時，請直接叫車',
    '{no} arrived over an hour ago: call a ride instead.',
    '{no} は1時間以上前に到着しました。すぐ呼ぶを使ってください',
  ],
  carQuoteExpired: [
    '报价已失效，已为您重新报价',
    '報價已失效，已為您重新報價',
    'The quote expired: here is a new one.',
    '見積もりの期限が切れました。新しい見積もりです',
  ],
  carClassUnavailable: ['该车型不可用', '該車型不可用', 'This car class is not available.', 'この車種は利用できません'],
  carForbidden: [
    '该用车超出差标，公司不允许预订',
    '該用車超出差標，公司不允許預訂',
    'This ride is outside your standard and your company does not allow it.',
    'この配車は規程外で、会社が許可していません',
  ],
  carReasonRequired: ['请选择超标原因', '請選擇超標原因', 'Choose the reason for booking outside your standard.', '規程外の理由を選んでください'],
  carCancelFeeChanged: [
    '取消费用已变化，请确认后重试',
    '取消費用已變化，請確認後重試',
    'The cancellation fee changed. Please confirm again.',
    'キャンセル料が変わりました。もう一度確認してください',
  ],
  carNotCancellable: [
    '行程已开始，无法取消',
    '行程已開始，無法取消',
    'The ride has started and can no longer be cancelled.',
    '乗車が始まったためキャンセルできません',
  ],
  carNotRatable: ['行程结束后才能评价', '行程結束後才能評價', 'Rate the driver once the ride is over.', '乗車後に評価してください'],
  carNotComplainable: ['行程结束后才能投诉', '行程結束後才能投訴', 'You can complain once the ride is over.', '乗車後に苦情を送れます'],
  carComplained: ['该行程已投诉过', '該行程已投訴過', 'This ride already has a complaint.', 'この乗車には苦情を送信済みです'],
  carComplaintText: ['请写下投诉内容', '請寫下投訴內容', 'Please say what went wrong.', '苦情の内容を書いてください'],
  carCpDriverAttitude: ['司机态度', '司機態度', 'Driver attitude', '運転手の態度'],
  carCpRouteDetour: ['绕路', '繞路', 'Route detour', '遠回り'],
  carCpFareWrong: ['费用有误', '費用有誤', 'Fare wrong', '料金の誤り'],
  carCpCarCondition: ['车况问题', '車況問題', 'Car condition', '車両の状態'],
  carCpOther: ['其他', '其他', 'Other', 'その他'],
  // Names
  carSvcRide: ['立即用车', '立即用車', 'Ride now', '今すぐ乗る'],
  carSvcReserved: ['预约用车', '預約用車', 'Reserved ride', '予約配車'],
  carSvcAirportPickUp: ['接机', '接機', 'Airport pick-up', '空港送迎'],
  carSvcTrainPickUp: ['接站', '接站', 'Station pick-up', '駅送迎'],
  carSvcTaxi: ['出租车', '計程車', 'Taxi', 'タクシー'],
  carClsEconomy: ['经济型', '經濟型', 'Economy', 'エコノミー'],
  carClsComfort: ['舒适型', '舒適型', 'Comfort', 'コンフォート'],
  carClsBusiness: ['商务型', '商務型', 'Business', 'ビジネス'],
  carClsSixSeat: ['六座商务', '六座商務', '6-seat', '6人乗り'],
  carClsTaxi: ['出租车（打表）', '計程車（跳表）', 'Taxi (metered)', 'タクシー（メーター）'],
  carKindOffice: ['办公地点', '辦公地點', 'office', 'オフィス'],
  carKindHotel: ['酒店', '酒店', 'hotel', 'ホテル'],
  carKindAirport: ['机场', '機場', 'airport', '空港'],
  carKindStation: ['火车站', '火車站', 'station', '駅'],
  carKindPopular: ['热门地点', '熱門地點', 'popular place', '人気スポット'],
  carStWaiting: ['待出发', '待出發', 'Booked', '予約済み'],
  carStCalling: ['呼叫中', '呼叫中', 'Calling a car', '配車中'],
  carStDriverComing: ['司机正在赶来', '司機正在趕來', 'Driver coming', 'ドライバー向かっています'],
  carStDriverArrived: ['司机已到达', '司機已到達', 'Driver arrived', 'ドライバー到着'],
  carStInTravel: ['行程中', '行程中', 'In travel', '乗車中'],
  carStCompleted: ['已完成', '已完成', 'Completed', '完了'],
  carStCancelled: ['已取消', '已取消', 'Cancelled', 'キャンセル済み'],
  // Violations and the standard
  carVioClass: [
    '{cls}不在差标内（可用：{allowed}）',
    '{cls}不在差標內（可用：{allowed}）',
    '{cls} is outside your standard (allowed: {allowed}).',
    '{cls}は規程外です（可：{allowed}）',
  ],
  carVioTime: ['用车时间不在{windows}内', '用車時間不在{windows}內', 'The ride is outside {windows}.', '乗車時間が{windows}の範囲外です'],
  carVioCity: ['{city}不在可用车城市内', '{city}不在可用車城市內', '{city} is not one of your ride cities.', '{city}は利用可能な都市ではありません'],
  carVioCap: [
    '预估 ¥{fare} 超过单程上限 ¥{cap}',
    '預估 ¥{fare} 超過單程上限 ¥{cap}',
    'The estimate ¥{fare} is over the cap of ¥{cap} a ride.',
    '見積もり ¥{fare} が1回の上限 ¥{cap} を超えています',
  ],
  carVioAddress: [
    '上车点或目的地须为{kinds}',
    '上車點或目的地須為{kinds}',
    'The pick-up or destination must be a {kinds}.',
    '乗車地か目的地は{kinds}にしてください',
  ],
  carStdClasses: ['车型：{v}', '車型：{v}', 'Classes: {v}', '車種：{v}'],
  carStdWindows: ['时段：{v}', '時段：{v}', 'Hours: {v}', '時間帯：{v}'],
  carStdCities: ['城市：{v}', '城市：{v}', 'Cities: {v}', '都市：{v}'],
  carStdCap: ['单程上限 ¥{v}', '單程上限 ¥{v}', 'Cap ¥{v} a ride', '1回上限 ¥{v}'],
  carStdAddresses: ['地址：{v}', '地址：{v}', 'Addresses: {v}', '場所：{v}'],
  carStdNone: ['不限', '不限', 'No limits', '制限なし'],
  // Fare lines
  carLnBase: ['起步价', '起步價', 'Base fare', '初乗り'],
  carLnDistance: ['里程费（{km}公里）', '里程費（{km}公里）', 'Distance ({km} km)', '距離（{km} km）'],
  carLnTime: ['时长费（{min}分钟）', '時長費（{min}分鐘）', 'Time ({min} min)', '時間（{min}分）'],
  carLnNight: ['夜间服务费', '夜間服務費', 'Night surcharge', '深夜料金'],
  carLnTolls: ['高速费', '高速費', 'Tolls', '高速料金'],
  carLnWaiting: ['等候费（{min}分钟）', '等候費（{min}分鐘）', 'Waiting ({min} min)', '待機料金（{min}分）'],
  carLnCancelFee: ['取消费', '取消費', 'Cancellation fee', 'キャンセル料'],
  carLnFare: ['{svc} · {cls}', '{svc} · {cls}', '{svc} · {cls}', '{svc} · {cls}'],
  carCancelFree: [
    '司机接单前及接单后2分钟内免费取消',
    '司機接單前及接單後2分鐘內免費取消',
    'Free before a driver takes the ride and for 2 minutes after.',
    'ドライバーの受注前と受注後2分以内は無料です',
  ],
  carCancelFee: [
    '司机接单已超过2分钟，取消需支付 ¥{fee}',
    '司機接單已超過2分鐘，取消需支付 ¥{fee}',
    'The driver took the ride over 2 minutes ago: cancelling costs ¥{fee}.',
    'ドライバーの受注から2分を過ぎたため、キャンセル料 ¥{fee} がかかります',
  ],
  carCancelWaiting: [
    '司机已到达并等候{min}分钟，取消需支付 ¥{fee}（含等候费）',
    '司機已到達並等候{min}分鐘，取消需支付 ¥{fee}（含等候費）',
    'The driver is there and waited {min} min: cancelling costs ¥{fee} with the waiting fee.',
    'ドライバーが到着し{min}分待機しています。キャンセル料は待機料込みで ¥{fee} です',
  ],
  // Timeline
  evCarCalling: ['正在为您呼叫{cls}', '正在為您呼叫{cls}', 'Calling a {cls} car', '{cls}を配車中'],
  evCarAssigned: ['司机已接单：{car} {plate}', '司機已接單：{car} {plate}', 'A driver took the ride: {car} {plate}', 'ドライバーが受注しました：{car} {plate}'],
  carDrvName: ['{name}师傅', '{name}師傅', 'Driver {name}', '{name}さん'],
  carColWhite: ['白色', '白色', 'white', '白'],
  carColBlack: ['黑色', '黑色', 'black', '黒'],
  carColSilver: ['银色', '銀色', 'silver', 'シルバー'],
  carColBlue: ['蓝色', '藍色', 'blue', '青'],
  evCarArrived: ['司机已到达上车点', '司機已到達上車點', 'The driver is at the pick-up point', 'ドライバーが乗車地に到着しました'],
  evCarStarted: ['行程开始', '行程開始', 'The ride started', '乗車開始'],
  evCarCompleted: ['行程结束，实际费用 ¥{fare}', '行程結束，實際費用 ¥{fare}', 'Ride over: fare ¥{fare}', '乗車終了：料金 ¥{fare}'],
  evCarSettledRefund: [
    '按实际费用结算，退回 ¥{amount}',
    '按實際費用結算，退回 ¥{amount}',
    'Settled at the fare: ¥{amount} back',
    '実費で精算し ¥{amount} を返金',
  ],
  evCarSettledExtra: [
    '按实际费用结算，公司账户补付 ¥{amount}',
    '按實際費用結算，公司帳戶補付 ¥{amount}',
    'Settled at the fare: ¥{amount} more on the company account',
    '実費で精算し、会社口座で ¥{amount} を追加精算',
  ],
  evCarPickUpMoved: [
    '{no} 预计 {arrival} 到达，上车时间改为 {at}',
    '{no} 預計 {arrival} 到達，上車時間改為 {at}',
    '{no} now expected at {arrival}: pick-up moved to {at}',
    '{no} の到着予定 {arrival}、迎車を {at} に変更',
  ],
  evCarCancelled: [
    '已取消用车，取消费 ¥{fee}，退款 ¥{amount}',
    '已取消用車，取消費 ¥{fee}，退款 ¥{amount}',
    'Ride cancelled: fee ¥{fee}, ¥{amount} back',
    '配車をキャンセル：キャンセル料 ¥{fee}、返金 ¥{amount}',
  ],
  evCarComplained: ['已投诉：{complaint}', '已投訴：{complaint}', 'Complaint made: {complaint}', '苦情を送信：{complaint}'],
  evCarRated: ['已评价司机 {stars} 星', '已評價司機 {stars} 星', 'Driver rated {stars} stars', 'ドライバーを星{stars}で評価'],
  // Approvals
  subjectCarOrder: ['用车订单', '用車訂單', 'Car order', '配車の予約'],
} satisfies Record<string, Row>

export type CarTextKey = keyof typeof ROWS

export const { text: ct, error: carError, invalid } = defineTexts(ROWS)
/** The quote expired or moved: 9995 with the new quote, passed back to the screen (docs/error-codes.md). */
export const quoteExpired = (resultData: unknown) => carError(ErrorCode.CarOfferExpired, 'carQuoteExpired', undefined, resultData)

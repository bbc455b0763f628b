/**
 * Texts of the hotel module in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * search, booking and cancellation, the timeline steps only hotel orders take and the approval
 * subjects, merged into the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  // Search and dates
  hotelCityUnknown: ['未找到城市 {code}', '未找到城市 {code}', 'Unknown city {code}.', '都市 {code} が見つかりません'],
  hotelNotFound: ['酒店不存在', '飯店不存在', 'This hotel does not exist.', 'このホテルは存在しません'],
  hotelDateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  hotelCheckOutOrder: [
    '离店日期须晚于入住日期',
    '退房日期須晚於入住日期',
    'The check-out date must be after the check-in date.',
    'チェックアウト日はチェックイン日より後にしてください',
  ],
  hotelNightsTooMany: ['最多可连续入住{max}晚', '最多可連續入住{max}晚', 'A stay can be at most {max} nights.', '連泊は最大{max}泊です'],
  hotelCheckInPast: ['入住日期不能早于今天', '入住日期不能早於今天', 'The check-in date cannot be before today.', 'チェックイン日は今日以降にしてください'],
  hotelEarlyMorningOnly: [
    '仅在凌晨0点至6点之间可预订昨晚入住（凌晨入住）',
    '僅在凌晨0點至6點之間可預訂昨晚入住（凌晨入住）',
    'Checking in on yesterday’s date is possible only between 00:00 and 06:00 (early-morning stay).',
    '前日の日付でのチェックインは0時〜6時の間のみ予約できます（深夜チェックイン）',
  ],
  hotelBookTooFar: [
    '只能预订今天起{days}天内入住的酒店',
    '只能預訂今天起{days}天內入住的飯店',
    'Hotels can be booked for check-in from today up to {days} days ahead.',
    '本日から{days}日先までのチェックインのみ予約できます',
  ],
  // Offers
  hotelOfferGone: [
    '该房型或价格计划已不可预订，请重新选择',
    '該房型或價格方案已不可預訂，請重新選擇',
    'This room or rate is no longer available. Please choose again.',
    'この客室または料金プランは予約できなくなりました。もう一度選んでください',
  ],
  hotelSoldOut: [
    '所选房型已满房，请选择其他房型或日期',
    '所選房型已客滿，請選擇其他房型或日期',
    'The room is sold out. Please choose another room or other dates.',
    'この客室は満室です。別の客室または日程を選んでください',
  ],
  hotelPriceChanged: [
    '房价已变动，请确认新价格后重新提交',
    '房價已變動，請確認新價格後重新提交',
    'The room rate has changed. Please confirm the new price and submit again.',
    '料金が変更されました。新しい料金を確認して再度送信してください',
  ],
  // Guests, cards, payment
  hotelRoomCount: [
    '请为{count}间房分别填写入住人',
    '請為{count}間房分別填寫入住人',
    'Enter the guests of each of the {count} rooms.',
    '{count}室それぞれの宿泊者を入力してください',
  ],
  hotelRoomTooFull: [
    '第{room}间房最多入住{max}人（含儿童）',
    '第{room}間房最多入住{max}人（含兒童）',
    'Room {room} takes at most {max} people, children included.',
    '{room}室目の定員は子供を含め{max}名です',
  ],
  hotelGuestName: [
    '请填写第{room}间房入住人的姓名',
    '請填寫第{room}間房入住人的姓名',
    'Enter the name of each guest of room {room}.',
    '{room}室目の宿泊者の氏名を入力してください',
  ],
  hotelGuestChineseName: [
    '第{room}间房入住人的中文姓名只能包含汉字（少数民族姓名可含·）',
    '第{room}間房入住人的中文姓名只能包含漢字（少數民族姓名可含·）',
    'Chinese names of the guests of room {room} may contain only Chinese characters (and ·).',
    '{room}室目の宿泊者の中国語氏名は漢字（と・）のみ使用できます',
  ],
  hotelGuestLatinName: [
    '境外酒店须填写第{room}间房每位入住人的英文姓和名（仅限字母）',
    '境外飯店須填寫第{room}間房每位入住人的英文姓和名（僅限字母）',
    'Hotels abroad need the surname and given names of every guest of room {room} in Latin letters.',
    '海外ホテルでは{room}室目の宿泊者全員の姓名をローマ字で入力してください',
  ],
  hotelGuestTwice: [
    '{name}不能同时入住多间房',
    '{name}不能同時入住多間房',
    '{name} cannot be a guest of two rooms.',
    '{name} さんを複数の客室に登録することはできません',
  ],
  hotelGuestMobileMasked: [
    '请填写第{room}间房入住人的完整手机号（不能是隐藏了部分数字的号码）',
    '請填寫第{room}間房入住人的完整手機號碼（不能是隱藏了部分數字的號碼）',
    'Enter the full phone number of the guests of room {room}, not a partly hidden one.',
    '{room}室目の宿泊者の電話番号を、一部を伏せた形ではなく全桁で入力してください',
  ],
  hotelFrequentUnknown: ['常旅客不存在', '常旅客不存在', 'This frequent traveller does not exist.', 'よく使う搭乗者が見つかりません'],
  hotelArrivalEarlyMorning: [
    '凌晨入住的最晚到店时间不能晚于06:00',
    '凌晨入住的最晚到店時間不能晚於06:00',
    'An early-morning stay must arrive by 06:00.',
    '深夜チェックインの到着は6:00までです',
  ],
  hotelMemberCardGroup: [
    '会员卡须为{group}的会员卡',
    '會員卡須為{group}的會員卡',
    'The membership card must be one of {group}.',
    '会員カードは{group}のものにしてください',
  ],
  hotelGuaranteeRequired: [
    '该价格计划需信用卡担保，请填写担保信用卡',
    '該價格方案需信用卡擔保，請填寫擔保信用卡',
    'This rate needs a credit card guarantee: enter a card.',
    'この料金プランはクレジットカードの保証が必要です。カードを入力してください',
  ],
  hotelGuaranteeNumber: ['担保信用卡卡号无效', '擔保信用卡卡號無效', 'The guarantee card number is not valid.', '保証用カードの番号が正しくありません'],
  hotelGuaranteeExpired: [
    '担保信用卡在入住月份前已过期',
    '擔保信用卡在入住月份前已過期',
    'The guarantee card expires before the check-in month.',
    '保証用カードはチェックイン月より前に有効期限が切れます',
  ],
  hotelGuaranteeHolder: [
    '请填写担保信用卡持卡人姓名',
    '請填寫擔保信用卡持卡人姓名',
    'Enter the card holder of the guarantee card.',
    '保証用カードの名義人を入力してください',
  ],
  hotelPayAtHotelPersonal: [
    '到店付的价格计划须选择个人支付：房费入住时在酒店支付',
    '到店付的價格方案須選擇個人支付：房費入住時在飯店支付',
    'Pay-at-hotel rates are paid personally at the hotel: choose personal payment.',
    '現地払いの料金プランは個人払いを選んでください（ホテルで支払います）',
  ],
  hotelMonthlyCompany: [
    '公司月结的价格计划须选择公司支付',
    '公司月結的價格方案須選擇公司支付',
    'Monthly-billing rates are paid by the company: choose company payment.',
    '月締め請求の料金プランは会社払いを選んでください',
  ],
  hotelReasonRequired: [
    '所选房型超出差旅标准，请选择或填写原因',
    '所選房型超出差旅標準，請選擇或填寫原因',
    'The room is out of policy: choose or enter a reason.',
    'この客室は規程外です。理由を選択または入力してください',
  ],
  hotelCancelReasonRequired: ['请填写取消原因', '請填寫取消原因', 'Please give a reason for cancelling.', 'キャンセル理由を入力してください'],
  // Timeline steps of hotel orders
  evHotelConfirming: ['已提交酒店确认', '已提交飯店確認', 'Sent to the hotel for confirmation', 'ホテルに確認を依頼しました'],
  evHotelConfirmed: ['酒店已确认，确认号 {no}', '飯店已確認，確認號 {no}', 'Confirmed by the hotel: {no}', 'ホテルが確定しました：確認番号 {no}'],
  evHotelPayAtHotel: [
    '到店付款：入住时在酒店支付 {amount}',
    '到店付款：入住時在飯店支付 {amount}',
    'Pay at the hotel: {amount} on arrival',
    '現地払い：チェックイン時に{amount}をお支払いください',
  ],
  evHotelCancelled: [
    '订单已取消，违约金 ¥{penalty}',
    '訂單已取消，違約金 ¥{penalty}',
    'Cancelled; penalty ¥{penalty}',
    'キャンセルしました。キャンセル料 ¥{penalty}',
  ],
  evHotelCancelledGuarantee: [
    '订单已取消，违约金 ¥{penalty} 将从担保信用卡扣除',
    '訂單已取消，違約金 ¥{penalty} 將從擔保信用卡扣除',
    'Cancelled; the penalty of ¥{penalty} is charged to the guarantee card',
    'キャンセルしました。キャンセル料 ¥{penalty} は保証用カードに請求されます',
  ],
  evHotelRefunded: [
    '订单已取消，违约金 ¥{penalty}，退款 ¥{amount}（公司 ¥{company}，个人 ¥{personal}）',
    '訂單已取消，違約金 ¥{penalty}，退款 ¥{amount}（公司 ¥{company}，個人 ¥{personal}）',
    'Cancelled; penalty ¥{penalty}, refunded ¥{amount} (company ¥{company}, personal ¥{personal})',
    'キャンセルしました。キャンセル料 ¥{penalty}、返金 ¥{amount}（会社 ¥{company}、個人 ¥{personal}）',
  ],
  // Approvals
  subjectHotelOrder: ['国内酒店订单', '國內飯店訂單', 'Domestic hotel order', '国内ホテルの予約'],
  subjectIntlHotelOrder: ['国际酒店订单', '國際飯店訂單', 'International hotel order', '海外ホテルの予約'],
} satisfies Record<string, Row>

export type HotelTextKey = keyof typeof ROWS

export const { text: ht, error: hotelError, invalid } = defineTexts(ROWS)
/** The offer is gone or sold out: 503, passed back to the screen (docs/error-codes.md). */
export const offerExpired = (key: 'hotelOfferGone' | 'hotelSoldOut' = 'hotelOfferGone') => hotelError(ErrorCode.HotelOfferExpired, key)

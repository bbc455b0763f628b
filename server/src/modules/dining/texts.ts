/**
 * Texts of the dining module in the four interface languages ([zh-CN, zh-TW, en, ja]): why a
 * charge is refused, the errors of its calls, the timeline of dining orders and the approval
 * subject, merged into the app's messages (lib/texts.ts).
 */
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  refusalOutsideWindow: [
    '不在用餐时段内，公司不支付',
    '不在用餐時段內，公司不支付',
    'Outside the meal times: the company does not pay.',
    '食事の時間帯外のため、会社は支払いません',
  ],
  refusalNotTripDay: [
    '今天在该城市没有出差行程，公司不支付',
    '今天在該城市沒有出差行程，公司不支付',
    'No business trip in this city today: the company does not pay.',
    '本日この都市への出張がないため、会社は支払いません',
  ],
  refusalNotWorkingDay: [
    '今天不是工作日，公司不支付',
    '今天不是工作日，公司不支付',
    'Not a working day: the company does not pay.',
    '本日は勤務日ではないため、会社は支払いません',
  ],
  refusalNoGuests: ['您的职级不可宴请客人', '您的職級不可宴請客人', 'Your rank may not invite guests.', 'あなたの職位等級ではゲストを招待できません'],
  refusalOverStandard: [
    '金额超出用餐标准，公司规定不可超标',
    '金額超出用餐標準，公司規定不可超標',
    'The bill is over the meal standard, which the company does not allow.',
    '食事規程を超えています。会社は超過を認めていません',
  ],
  refusalNoStandard: ['您的职级没有用餐标准', '您的職級沒有用餐標準', 'Your rank has no meal standard.', 'あなたの職位等級には食事規程がありません'],
  refusalWrongRestaurant: ['付款码不属于本餐厅', '付款碼不屬於本餐廳', 'This payment code is for another restaurant.', 'この支払いコードは別の店舗のものです'],
  diningNoRestaurant: ['餐厅不存在', '餐廳不存在', 'There is no such restaurant.', 'その店舗はありません'],
  diningCodeUnknown: ['付款码无效', '付款碼無效', 'Unknown payment code.', '無効な支払いコードです'],
  diningCodeUsed: ['付款码已使用或已过期', '付款碼已使用或已過期', 'The payment code was used or has expired.', '支払いコードは使用済みか期限切れです'],
  diningSignature: ['终端签名无效', '終端簽名無效', 'The terminal signature is not valid.', '端末の署名が無効です'],
  diningNoReason: ['请先填写超标原因', '請先填寫超標原因', 'Give the reason for going over the standard first.', '先に規程超過の理由を入力してください'],
  diningPastDate: ['预订时间已过', '預訂時間已過', 'That time has passed.', 'その時刻は過ぎています'],
  evDiningPaid: ['用餐完成：{restaurant}', '用餐完成：{restaurant}', 'Meal at {restaurant}', '食事完了：{restaurant}'],
  evDiningReason: ['超标原因：{reason}', '超標原因：{reason}', 'Over the standard because: {reason}', '規程超過の理由：{reason}'],
  subjectDiningOrder: ['用餐订单', '用餐訂單', 'Dining order', '食事の注文'],
  mealBreakfast: ['早餐', '早餐', 'Breakfast', '朝食'],
  mealLunch: ['午餐', '午餐', 'Lunch', '昼食'],
  mealDinner: ['晚餐', '晚餐', 'Dinner', '夕食'],
} satisfies Record<string, Row>

export type DiningTextKey = keyof typeof ROWS

const t = defineTexts(ROWS)
export const diningError = t.error
/** A text by key; keys built at run time ('refusal' + a refusal) fall back to the key itself. */
export const dt = (lang: Parameters<typeof t.text>[0], key: string, params?: Record<string, string | number>): string =>
  key in ROWS ? t.text(lang, key as DiningTextKey, params) : key

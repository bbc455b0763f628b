/**
 * Display labels of the hotel module in the four languages ([zh-CN, zh-TW, en, ja]): names of
 * facilities, rooms, beds and rate plans, breakfast, cancellation rules, policy violations and
 * the travel standard, the hotel's policies, price lines. Words follow docs/glossary.md.
 */
import type { NameVariants } from '../../../../types/api/flight'
import type { CancelKind, HotelViolation, HotelViolationKind, PayKind } from '../../../../types/api/hotel'
import type { Lang } from '../../i18n'
import { fill, pickRow, type Row } from '../../lib/texts'
import { localName } from '../../services/places/places'
import { BEDS, FACILITIES, type BedKind } from './data/rooms'

export const nameIn = (n: NameVariants, lang: Lang): string => localName(n, lang)

const FACILITY_NAMES = new Map(FACILITIES.map(([code, cn, en, jp]) => [code, { CN: cn, EN: en, JP: jp }]))
export const facilityName = (code: string, lang: Lang): string => {
  const n = FACILITY_NAMES.get(code)
  return n ? localName(n, lang) : code
}
export const FACILITY_CODES: readonly string[] = FACILITIES.map((f) => f[0])

const BED_NAMES = new Map(BEDS.map(([kind, cn, en, jp]) => [kind, { CN: cn, EN: en, JP: jp }]))
export const bedName = (kind: BedKind, lang: Lang): string => localName(BED_NAMES.get(kind)!, lang)

const L = {
  breakfast0: ['不含早', '不含早', 'No breakfast', '朝食なし'],
  breakfast1: ['含单早', '含單早', 'Breakfast for 1', '朝食1名分'],
  breakfast2: ['含双早', '含雙早', 'Breakfast for 2', '朝食2名分'],
  plan0: ['无早', '無早', 'Room only', '素泊まり'],
  plan1: ['单早', '單早', 'With breakfast for 1', '朝食1名付き'],
  plan2: ['双早', '雙早', 'With breakfast for 2', '朝食2名付き'],
  planFree: [' · 免费取消', ' · 免費取消', ' · free cancellation', '・無料キャンセル'],
  planNonRefundable: [' · 不可取消', ' · 不可取消', ' · non-refundable', '・返金不可'],
  planPayAtHotel: [' · 到店付', ' · 到店付', ' · pay at hotel', '・現地払い'],
  planMonthly: [' · 公司月结', ' · 公司月結', ' · monthly company billing', '・会社月締め'],
  cancelFree: [
    '{until}{local}前可免费取消，之后取消收取首晚房费 ¥{penalty}/间',
    '{until}{local}前可免費取消，之後取消收取首晚房費 ¥{penalty}/間',
    'Free cancellation until {until}{local}; later the first night is charged (¥{penalty} per room).',
    '{until}{local}まで無料でキャンセルできます。以降は1泊目の料金（1室 ¥{penalty}）がかかります',
  ],
  cancelFreeExpired: [
    '免费取消已于{until}{local}截止，预订后取消收取首晚房费 ¥{penalty}/间',
    '免費取消已於{until}{local}截止，預訂後取消收取首晚房費 ¥{penalty}/間',
    'Free cancellation expired at {until}{local}: cancelling after booking costs the first night (¥{penalty} per room).',
    '無料キャンセルは{until}{local}で終了しました。予約後のキャンセルには1泊目の料金（1室 ¥{penalty}）がかかります',
  ],
  cancelPenalty: [
    '预订后取消收取首晚房费 ¥{penalty}/间',
    '預訂後取消收取首晚房費 ¥{penalty}/間',
    'Cancelling after booking costs the first night (¥{penalty} per room).',
    '予約後のキャンセルには1泊目の料金（1室 ¥{penalty}）がかかります',
  ],
  cancelNonRefundable: [
    '预订后不可取消，取消将收取全部房费 ¥{penalty}/间',
    '預訂後不可取消，取消將收取全部房費 ¥{penalty}/間',
    'Non-refundable: cancelling costs the whole stay (¥{penalty} per room).',
    '返金不可：キャンセルすると全額（1室 ¥{penalty}）がかかります',
  ],
  localTime: ['（当地时间）', '（當地時間）', ' (local time)', '（現地時間）'],
  noteUnpaid: ['订单尚未支付，可免费取消', '訂單尚未支付，可免費取消', 'Nothing is paid yet: cancelling is free.', '未払いのため無料でキャンセルできます'],
  noteFree: ['当前可免费取消', '目前可免費取消', 'Cancelling is free now.', '現在は無料でキャンセルできます'],
  noteDeadlinePassed: [
    '已过免费取消时间，取消将收取首晚房费',
    '已過免費取消時間，取消將收取首晚房費',
    'The free-cancellation deadline has passed: the first night is charged.',
    '無料キャンセル期限を過ぎたため、1泊目の料金がかかります',
  ],
  notePenalty: ['取消将收取首晚房费', '取消將收取首晚房費', 'Cancelling costs the first night.', 'キャンセルには1泊目の料金がかかります'],
  noteNonRefundable: [
    '该价格计划不可取消，取消将收取全部房费',
    '該價格方案不可取消，取消將收取全部房費',
    'This rate is non-refundable: cancelling costs the whole stay.',
    'この料金プランは返金不可です。キャンセルすると全額がかかります',
  ],
  noteNotCancellable: ['订单当前不可取消', '訂單目前不可取消', 'The order cannot be cancelled now.', 'この予約は現在キャンセルできません'],
  notePayAtHotel: [
    '违约金将从担保信用卡扣除',
    '違約金將從擔保信用卡扣除',
    'The penalty is charged to the guarantee card.',
    'キャンセル料は保証用カードに請求されます',
  ],
  nights: ['{n}晚', '{n}晚', '{n} {nightsWord}', '{n}泊'],
  floors: ['{from}-{to}层', '{from}-{to}層', 'Floors {from}–{to}', '{from}〜{to}階'],
  lineDetail: ['{date} · {n}间', '{date} · {n}間', '{date} · {n} {roomsWord}', '{date} · {n}室'],
  hotelsCount: ['{n}家酒店', '{n}家飯店', '{n} {hotelsWord}', '{n}軒'],
  policyTimes: [
    '入住时间14:00以后，退房时间12:00以前',
    '入住時間14:00以後，退房時間12:00以前',
    'Check-in from 14:00, check-out by 12:00.',
    'チェックイン14:00から、チェックアウト12:00まで',
  ],
  policyHold: [
    '入住当天房间整晚保留；14:00前到店可能需要等待房间',
    '入住當天房間整晚保留；14:00前到店可能需要等待房間',
    'Rooms are held all night on the arrival day; arriving before 14:00 you may wait for the room.',
    '到着日の客室は終夜確保されます。14:00前に到着した場合はお部屋の準備をお待ちいただくことがあります',
  ],
  policyEarly: [
    '凌晨0:00至6:00入住请预订前一晚（凌晨入住），06:00前到店',
    '凌晨0:00至6:00入住請預訂前一晚（凌晨入住），06:00前到店',
    'Arriving between 00:00 and 06:00? Book the night before (early-morning stay) and arrive by 06:00.',
    '0:00〜6:00に到着する場合は前日の夜から予約してください（深夜チェックイン）。6:00までに到着してください',
  ],
  policyChildren: [
    '欢迎携带儿童入住；6岁以下儿童使用现有床铺免费',
    '歡迎攜帶兒童入住；6歲以下兒童使用現有床鋪免費',
    'Children are welcome; under 6 they stay free using existing beds.',
    'お子様連れ歓迎。6歳未満は既存のベッドを利用する場合無料です',
  ],
  policyPetsYes: [
    '可携带宠物（需提前联系酒店）',
    '可攜帶寵物（需提前聯絡飯店）',
    'Pets are allowed (tell the hotel in advance).',
    'ペット可（事前にホテルへご連絡ください）',
  ],
  policyPetsNo: ['不可携带宠物', '不可攜帶寵物', 'Pets are not allowed.', 'ペット不可'],
  policyBreakfast: ['早餐时间 {from}-10:00', '早餐時間 {from}-10:00', 'Breakfast {from}–10:00', '朝食 {from}〜10:00'],
  description: [
    '{name}位于{city}{area}，{year}年开业，是一家{star}星级酒店，距市中心约{km}公里。',
    '{name}位於{city}{area}，{year}年開業，是一家{star}星級飯店，距市中心約{km}公里。',
    '{name} is a {star}-star hotel in {area}, {city}, opened in {year}, about {km} km from the city centre.',
    '{name}は{city}{area}にある{star}つ星ホテルで、{year}年開業、市中心部から約{km}kmです。',
  ],
} satisfies Record<string, Row>
export type LabelKey = keyof typeof L
/** English counts: '1 night', '2 nights' (the other languages have no plural forms). */
const countWords = (n: unknown) => {
  const one = n === 1
  return { nightsWord: one ? 'night' : 'nights', roomsWord: one ? 'room' : 'rooms', hotelsWord: one ? 'hotel' : 'hotels' }
}
export const label = (key: LabelKey, lang: Lang, params: Record<string, string | number> = {}): string =>
  fill(pickRow(L[key], lang), { ...countWords(params.n), ...params })

export const breakfastText = (n: number, lang: Lang): string => label(n === 2 ? 'breakfast2' : n === 1 ? 'breakfast1' : 'breakfast0', lang)

export function planName(p: { breakfast: number; cancel: CancelKind; payKind: PayKind }, lang: Lang): string {
  const base = label(p.breakfast === 2 ? 'plan2' : p.breakfast === 1 ? 'plan1' : 'plan0', lang)
  const cancel = p.cancel === 'Free' ? label('planFree', lang) : p.cancel === 'NonRefundable' ? label('planNonRefundable', lang) : ''
  const pay = p.payKind === 'PayAtHotel' ? label('planPayAtHotel', lang) : p.payKind === 'Monthly' ? label('planMonthly', lang) : ''
  return base + cancel + pay
}

const VIOLATION: Record<HotelViolationKind, Row> = {
  PriceCap: [
    '超出住宿标准（每间夜 ¥{cap}，所选 ¥{price}）',
    '超出住宿標準（每間夜 ¥{cap}，所選 ¥{price}）',
    'Above the nightly cap (¥{cap} per room, chosen ¥{price})',
    '宿泊上限を超えています（1室1泊 ¥{cap}、選択 ¥{price}）',
  ],
  Star: [
    '超出酒店星级标准（最高{star}星）',
    '超出飯店星級標準（最高{star}星）',
    'Above the allowed star level (up to {star} stars)',
    '規程のホテルランクを超えています（{star}つ星まで）',
  ],
}
export const violationText = (kind: HotelViolationKind, lang: Lang, params: Record<string, string | number>): string =>
  fill(pickRow(VIOLATION[kind], lang), params)
export const violation = (kind: HotelViolationKind, lang: Lang, params: Record<string, string | number>): HotelViolation => ({
  Kind: kind,
  Message: violationText(kind, lang, params),
  Params: params,
})
/** A stored violation in the reader's language. */
export const violationMessage = (v: { Kind: string; Message: string; Params?: Record<string, string | number> }, lang: Lang): string =>
  v.Params && (v.Kind === 'PriceCap' || v.Kind === 'Star') ? violationText(v.Kind, lang, v.Params) : v.Message

const TIERS: Row[] = [
  ['一线城市', '一線城市', 'Tier-1 cities', '1級都市'],
  ['二线城市', '二線城市', 'Tier-2 cities', '2級都市'],
  ['三线城市', '三線城市', 'Tier-3 cities', '3級都市'],
  ['四线及其他城市', '四線及其他城市', 'Tier-4 and other cities', '4級その他の都市'],
]
const SUMMARY = {
  cap: ['{place}：每间夜不超过 ¥{cap}', '{place}：每間夜不超過 ¥{cap}', '{place}: up to ¥{cap} per room and night', '{place}：1室1泊 ¥{cap}まで'],
  noCap: ['{place}：不限', '{place}：不限', '{place}: no cap', '{place}：上限なし'],
  abroad: ['境外酒店', '境外飯店', 'Hotels abroad', '海外ホテル'],
  star: ['酒店星级不超过{star}星', '飯店星級不超過{star}星', 'Hotels up to {star} stars', '{star}つ星までのホテル'],
  starAbroad: ['境外酒店星级不超过{star}星', '境外飯店星級不超過{star}星', 'Hotels abroad up to {star} stars', '海外は{star}つ星までのホテル'],
  none: ['不限', '不限', 'No restrictions', '制限なし'],
} satisfies Record<string, Row>
export const tierName = (tier: number, lang: Lang): string => pickRow(TIERS[tier - 1], lang)
export const summaryText = (key: keyof typeof SUMMARY, lang: Lang, params: Record<string, string | number> = {}): string =>
  fill(pickRow(SUMMARY[key], lang), params)

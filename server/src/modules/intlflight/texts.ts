/**
 * Texts of the international flight module in the four interface languages ([zh-CN, zh-TW, en,
 * ja]): errors of search, documents, booking, refund and the inquiry sheet, fare family words,
 * visa reminders, the standard's violations, timeline steps and approval subject; merged into
 * the app's messages (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import type { MessageParams } from '../../i18n'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  // Search
  ifPlaceUnknown: ['未找到机场或城市 {code}', '未找到機場或城市 {code}', 'Unknown airport or city {code}.', '空港または都市 {code} が見つかりません'],
  ifSamePlace: ['出发地和目的地不能相同', '出發地和目的地不能相同', 'Departure and arrival must differ.', '出発地と到着地は別にしてください'],
  ifDomestic: [
    '两地同在{country}，请预订国内机票',
    '兩地同在{country}，請預訂國內機票',
    'Both places are in {country}: book a domestic flight.',
    '両地とも{country}国内です。国内線を予約してください',
  ],
  ifCanSearch: ['可以查询', '可以查詢', 'Searchable.', '検索できます'],
  ifDateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  ifDateWindow: [
    '只能预订今天起{days}天内的航班',
    '只能預訂今天起{days}天內的航班',
    'Flights are sold from today up to {days} days ahead.',
    '本日から{days}日先までの便を予約できます',
  ],
  ifLegOrder: [
    '第{n}程的日期不能早于上一程',
    '第{n}程的日期不能早於上一程',
    'Leg {n} cannot be earlier than the leg before it.',
    '第{n}区間の日付は前の区間より前にできません',
  ],
  ifLegCount: [
    '单程须为1程，往返须为2程且返回出发地，多程为2至4程',
    '單程須為1程，往返須為2程且返回出發地，多程為2至4程',
    'One-way has 1 leg, a round trip 2 back to the origin, multi-city 2 to 4.',
    '片道は1区間、往復は出発地に戻る2区間、周遊は2〜4区間です',
  ],
  ifItineraryUnknown: [
    '航班组合已变化，请重新查询',
    '航班組合已變化，請重新查詢',
    'The flights have changed: search again.',
    '便の組み合わせが変わりました。再検索してください',
  ],
  ifDeparted: [
    '航班已起飞或即将起飞，请重新查询',
    '航班已起飛或即將起飛，請重新查詢',
    'A flight has left or is about to: search again.',
    '出発済みまたは出発直前の便があります。再検索してください',
  ],
  ifSoldOut: [
    '余座不足，请选择其他航班或舱位',
    '餘座不足，請選擇其他航班或艙位',
    'Not enough seats left: choose another flight or cabin.',
    '残席が足りません。別の便や座席クラスを選んでください',
  ],
  ifPriceChanged: [
    '价格已变动，请确认后重新提交',
    '價格已變動，請確認後重新提交',
    'The price has changed. Please confirm and submit again.',
    '運賃が変更されました。確認して再度送信してください',
  ],
  // Travellers and documents
  ifPassengerTwice: ['乘机人不能重复', '乘機人不能重複', 'A passenger is listed twice.', '同じ搭乗者が重複しています'],
  ifNameEnglish: [
    '乘机人{name}的英文姓名须为字母和空格（姓、名各不超过30个字符）',
    '乘機人{name}的英文姓名須為字母和空格（姓、名各不超過30個字元）',
    "Passenger {name}'s English surname and given names must be letters and spaces (30 at most each).",
    '搭乗者 {name} さんの英字氏名は英字とスペースで入力してください（姓・名各30文字以内）',
  ],
  ifNationUnknown: ['国家或地区代码 {code} 无效', '國家或地區代碼 {code} 無效', 'Unknown country or region code {code}.', '国・地域コード {code} は無効です'],
  ifDocumentExpired: [
    '乘机人{name}的证件已于{expiry}过期，不能预订',
    '乘機人{name}的證件已於{expiry}過期，不能預訂',
    "Passenger {name}'s travel document expired on {expiry}: it cannot be booked.",
    '搭乗者 {name} さんの旅券は{expiry}に期限切れのため予約できません',
  ],
  ifDocumentEndsBeforeTrip: [
    '乘机人{name}的证件有效期至{expiry}，早于行程结束日{end}，不能预订',
    '乘機人{name}的證件有效期至{expiry}，早於行程結束日{end}，不能預訂',
    "Passenger {name}'s travel document is valid until {expiry}, before the trip ends on {end}: it cannot be booked.",
    '搭乗者 {name} さんの旅券の有効期限 {expiry} が旅程終了日 {end} より前のため予約できません',
  ],
  ifDocumentExpiresSoon: [
    '乘机人{name}的证件有效期至{expiry}，行程结束时不足{months}个月，部分国家可能拒绝入境',
    '乘機人{name}的證件有效期至{expiry}，行程結束時不足{months}個月，部分國家可能拒絕入境',
    "Passenger {name}'s document is valid until {expiry}, less than {months} months after the trip: some countries may refuse entry.",
    '搭乗者 {name} さんの旅券の有効期限は{expiry}で、旅程終了時に残り{months}か月未満です。入国を拒否される国があります',
  ],
  ifPassengerNoDocument: [
    '乘机人{name}缺少证件信息',
    '乘機人{name}缺少證件資訊',
    'Passenger {name} has no travel document.',
    '搭乗者 {name} さんの旅券情報がありません',
  ],
  ifReasonRequired: [
    '所选舱位超出差旅标准，请选择或填写原因',
    '所選艙位超出差旅標準，請選擇或填寫原因',
    'The fare is over the travel standard: choose or enter a reason.',
    '規程外の運賃です。理由を選択または入力してください',
  ],
  // Orders and refunds
  ifTicketUnknown: ['机票不存在或不可操作', '機票不存在或不可操作', 'A ticket does not exist or cannot be handled.', '航空券が存在しないか操作できません'],
  ifRefundTooLate: [
    '航班已起飞，不能在线退票',
    '航班已起飛，不能線上退票',
    'The first flight has left: tickets cannot be refunded online.',
    '最初の便が出発したため、オンラインで払い戻しできません',
  ],
  ifNotCancellable: ['订单当前不能取消', '訂單目前不能取消', 'The order cannot be cancelled now.', 'この予約は現在キャンセルできません'],
  // Inquiry sheets
  ifSheetUnknown: ['询价单不存在', '詢價單不存在', 'There is no such inquiry sheet.', '見積依頼はありません'],
  ifSheetState: [
    '询价单当前为“{state}”，不能进行此操作',
    '詢價單目前為「{state}」，不能進行此操作',
    'The inquiry sheet is "{state}": this cannot be done now.',
    '見積依頼は「{state}」のため、この操作はできません',
  ],
  ifNotConsultant: [
    '只有差旅顾问可以处理询价单',
    '只有差旅顧問可以處理詢價單',
    'Only a travel consultant handles inquiry sheets.',
    '見積依頼は出張コンサルタントのみ対応できます',
  ],
  ifDeadlineInvalid: [
    '报价截止时间须晚于现在且早于首段航班起飞',
    '報價截止時間須晚於現在且早於首段航班起飛',
    'The deadline must be after now and before the first flight leaves.',
    '期限は現在より後、最初の便の出発より前にしてください',
  ],
  ifOptionUnknown: ['报价方案 {n} 不存在', '報價方案 {n} 不存在', 'There is no option {n}.', '見積案 {n} はありません'],
  ifOptionExpired: [
    '报价方案已过截止时间，请重新询价',
    '報價方案已過截止時間，請重新詢價',
    'The option is past its deadline: ask again.',
    '見積案の期限が過ぎました。再度依頼してください',
  ],
  ifOptionRoute: [
    '报价方案第{n}程与询价的行程不符',
    '報價方案第{n}程與詢價的行程不符',
    'Leg {n} of the option is not the route asked for.',
    '見積案の第{n}区間が依頼の旅程と一致しません',
  ],
  ifTravellerCount: [
    '乘机人数须与询价单一致（{count}人）',
    '乘機人數須與詢價單一致（{count}人）',
    'The passengers must be the {count} of the inquiry sheet.',
    '搭乗者数は見積依頼と同じ{count}名にしてください',
  ],
  stAsked: ['待报价', '待報價', 'Awaiting quote', '見積待ち'],
  stAnswered: ['已报价', '已報價', 'Quoted', '見積済み'],
  stOrdered: ['已下单', '已下單', 'Ordered', '予約済み'],
  stExpired: ['已过期', '已過期', 'Expired', '期限切れ'],
  stCancelled: ['已取消', '已取消', 'Cancelled', 'キャンセル済み'],
  // Cabins and fare families
  cabEconomy: ['经济舱', '經濟艙', 'Economy', 'エコノミークラス'],
  cabBusiness: ['公务舱', '公務艙', 'Business', 'ビジネスクラス'],
  famEconomyLight: ['经济舱轻享', '經濟艙輕享', 'Economy Light', 'エコノミー ライト'],
  famEconomyStandard: ['经济舱标准', '經濟艙標準', 'Economy Standard', 'エコノミー スタンダード'],
  famEconomyFlex: ['经济舱灵活', '經濟艙靈活', 'Economy Flex', 'エコノミー フレックス'],
  famBusiness: ['公务舱', '公務艙', 'Business', 'ビジネス'],
  famBusinessFlex: ['公务舱灵活', '公務艙靈活', 'Business Flex', 'ビジネス フレックス'],
  ruleBags: ['托运行李{n}件，每件{kg}公斤', '託運行李{n}件，每件{kg}公斤', '{n} checked bag(s) of {kg} kg', '受託手荷物{n}個（各{kg}kg）'],
  ruleNoBags: ['不含托运行李', '不含託運行李', 'No checked bag', '受託手荷物なし'],
  ruleCabinBag: ['手提行李{kg}公斤', '手提行李{kg}公斤', 'Cabin bag {kg} kg', '機内持ち込み{kg}kg'],
  ruleSeatPaid: ['选座需付费', '選座需付費', 'Seat choice at a charge', '座席指定は有料'],
  ruleSeatStandard: ['免费选择普通座位', '免費選擇普通座位', 'Standard seats free to choose', '一般座席の指定無料'],
  ruleSeatAny: ['免费选择任意座位', '免費選擇任意座位', 'Any seat free to choose', 'すべての座席の指定無料'],
  ruleNoChange: ['不可改期', '不可改期', 'No changes', '変更不可'],
  ruleChangeFee: ['改期费 ¥{fee}', '改期費 ¥{fee}', 'Change fee ¥{fee}', '変更手数料 ¥{fee}'],
  ruleChangeFree: ['免费改期', '免費改期', 'Free changes', '変更無料'],
  ruleNoRefund: ['不可退票（仅退税费）', '不可退票（僅退稅費）', 'Non-refundable (taxes refunded)', '払い戻し不可（税金のみ返金）'],
  ruleRefundFee: ['退票费 ¥{fee}', '退票費 ¥{fee}', 'Refund fee ¥{fee}', '払い戻し手数料 ¥{fee}'],
  ruleRefundFree: ['免费退票', '免費退票', 'Free refund', '払い戻し無料'],
  lnTaxes: ['税费', '稅費', 'Taxes and charges', '税金・諸費用'],
  // Regions
  regAsia: ['亚洲', '亞洲', 'Asia', 'アジア'],
  regMiddleEast: ['中东', '中東', 'Middle East', '中東'],
  regEurope: ['欧洲', '歐洲', 'Europe', 'ヨーロッパ'],
  regAmerica: ['美洲', '美洲', 'Americas', 'アメリカ大陸'],
  regOceania: ['大洋洲', '大洋洲', 'Oceania', 'オセアニア'],
  regAfrica: ['非洲', '非洲', 'Africa', 'アフリカ'],
  // Visa reminders (for Chinese mainland passports; other nationalities check with the embassy)
  visaHome: [
    '{country}：持中国护照无需签证。',
    '{country}：持中國護照無需簽證。',
    '{country}: no visa for Chinese passports.',
    '{country}：中国旅券はビザ不要です。',
  ],
  visaPass: [
    '{country}：中国内地居民需持有效往来通行证及签注。',
    '{country}：中國內地居民需持有效往來通行證及簽注。',
    '{country}: mainland residents need a valid travel permit with an endorsement.',
    '{country}：中国本土居住者は有効な通行証と査証が必要です。',
  ],
  visaVisaFree: [
    '{country}：持中国护照短期商务或旅游通常免签，请确认停留天数上限。',
    '{country}：持中國護照短期商務或旅遊通常免簽，請確認停留天數上限。',
    '{country}: Chinese passports usually need no visa for short business or tourist stays; check the longest stay allowed.',
    '{country}：中国旅券は短期の商用・観光で通常ビザ不要です。滞在可能日数を確認してください。',
  ],
  visaEta: [
    '{country}：需在出发前在线申请电子签证或入境许可。',
    '{country}：需在出發前線上申請電子簽證或入境許可。',
    '{country}: apply online for an e-visa or travel authorisation before leaving.',
    '{country}：出発前に電子ビザまたは渡航認証をオンラインで申請してください。',
  ],
  visaOnArrival: [
    '{country}：可办理落地签，请备好回程机票、酒店预订和现金。',
    '{country}：可辦理落地簽，請備好回程機票、飯店預訂和現金。',
    '{country}: visa on arrival; carry the return ticket, hotel booking and cash.',
    '{country}：到着ビザを取得できます。帰りの航空券、ホテル予約、現金を用意してください。',
  ],
  visaSchengen: [
    '{country}：需申根签证，建议出发前至少3周向领事馆递交申请。',
    '{country}：需申根簽證，建議出發前至少3週向領事館遞交申請。',
    '{country}: a Schengen visa is needed; apply at the consulate at least 3 weeks before leaving.',
    '{country}：シェンゲンビザが必要です。出発の3週間以上前に領事館へ申請してください。',
  ],
  visaVisa: [
    '{country}：需提前办理签证，请预留足够的办理时间。',
    '{country}：需提前辦理簽證，請預留足夠的辦理時間。',
    '{country}: a visa is needed in advance; allow time for it.',
    '{country}：事前にビザが必要です。手続きの時間に余裕を持ってください。',
  ],
  visaTransit: [
    '经停{country}：如需出机场或更换航站楼，可能需要过境签证。',
    '經停{country}：如需出機場或更換航站樓，可能需要過境簽證。',
    'Connecting in {country}: leaving the airport may need a transit visa.',
    '{country}乗り継ぎ：空港外に出る場合、トランジットビザが必要な場合があります。',
  ],
  // The standard
  polCabin: [
    '第{leg}程飞行{hours}小时，差旅标准{rank}仅可乘坐经济舱',
    '第{leg}程飛行{hours}小時，差旅標準{rank}僅可乘坐經濟艙',
    'Leg {leg} flies {hours} h: the {rank} standard allows economy only',
    '第{leg}区間の飛行時間{hours}時間：{rank}の規程ではエコノミーのみ',
  ],
  polCabinHours: [
    '第{leg}程飞行{hours}小时，差旅标准{rank}须满{min}小时方可乘坐公务舱',
    '第{leg}程飛行{hours}小時，差旅標準{rank}須滿{min}小時方可乘坐公務艙',
    'Leg {leg} flies {hours} h: the {rank} standard allows business from {min} h',
    '第{leg}区間の飛行時間{hours}時間：{rank}の規程でビジネスは{min}時間以上',
  ],
  polLowest: [
    '第{leg}程未选择当日最低价（最低 ¥{lowest}，差旅标准{rank}可高出{pct}%）',
    '第{leg}程未選擇當日最低價（最低 ¥{lowest}，差旅標準{rank}可高出{pct}%）',
    "Leg {leg} is not the day's lowest fare (¥{lowest}; the {rank} standard allows {pct}% more)",
    '第{leg}区間は当日の最安運賃ではありません（最安 ¥{lowest}、{rank}の規程では{pct}%まで）',
  ],
  sumLowest: ['须选择当日最低价（可高出{pct}%）', '須選擇當日最低價（可高出{pct}%）', "Within {pct}% of the day's lowest fare", '当日の最安運賃の{pct}%以内'],
  polAdvance: [
    '须提前{days}天预订（距起飞{left}天）',
    '須提前{days}天預訂（距起飛{left}天）',
    'Book {days} days ahead ({left} days left)',
    '{days}日前までに予約（出発まで{left}日）',
  ],
  sumEconomyOnly: ['仅限经济舱', '僅限經濟艙', 'Economy only', 'エコノミーのみ'],
  sumBusinessAny: ['可乘坐公务舱', '可乘坐公務艙', 'Business allowed', 'ビジネス可'],
  sumBusinessHours: [
    '飞行{min}小时及以上可乘坐公务舱',
    '飛行{min}小時及以上可乘坐公務艙',
    'Business on legs flying {min} h or more',
    '飛行{min}時間以上の区間はビジネス可',
  ],
  sumAdvance: ['须提前{days}天预订', '須提前{days}天預訂', 'Book {days} days ahead', '{days}日前までに予約'],
  // Timeline and approvals
  evIntlTicketing: ['正在向航空公司出票', '正在向航空公司出票', 'Ticketing with the airline', '航空会社で発券中'],
  evIntlIssued: ['出票成功：{tickets}', '出票成功：{tickets}', 'Tickets issued: {tickets}', '発券しました：{tickets}'],
  evIntlRefunded: [
    '退票成功：{tickets}，手续费 ¥{fee}，退款 ¥{amount}',
    '退票成功：{tickets}，手續費 ¥{fee}，退款 ¥{amount}',
    'Refunded {tickets}: fee ¥{fee}, ¥{amount} back',
    '払い戻し完了：{tickets}、手数料 ¥{fee}、返金 ¥{amount}',
  ],
  evIntlFromSheet: ['由询价单 {sheet} 下单', '由詢價單 {sheet} 下單', 'Ordered from inquiry sheet {sheet}', '見積依頼 {sheet} から予約'],
  subjectIntlFlightOrder: ['国际机票订单', '國際機票訂單', 'International flight order', '国際線航空券の予約'],
} satisfies Record<string, Row>

export type IntlTextKey = keyof typeof ROWS

export const { text: it, error: intlError, invalid } = defineTexts(ROWS)
/** The offer is gone: 1110, passed back to the screen (docs/error-codes.md). */
export const offerExpired = (key: IntlTextKey = 'ifSoldOut', resultData: unknown = null, params?: MessageParams) =>
  intlError(ErrorCode.IntlFlightOfferExpired, key, params, resultData)
/** A travel document refused for the trip (1120). */
export const documentRefused = (key: IntlTextKey, params: MessageParams) => intlError(ErrorCode.TravelDocumentRefused, key, params)

/** Demo notices and ads, in the four interface languages. Dates are fixed: the seed is deterministic. */
import type { Texts } from '../../i18n'

export interface NoticeSeed {
  key: string
  /** Company code, or null for a platform notice. */
  company: string | null
  publishAt: string
  isTop: boolean
  title: Texts
  content: Texts
}

export interface AdSeed {
  key: string
  company: string
  image: string
  link: string
  sort: number
  title: Texts
}

export const NOTICES: readonly NoticeSeed[] = [
  {
    key: 'hy-notice-spring-festival',
    company: 'HENGYUAN',
    publishAt: '2026-01-20T02:00:00.000Z',
    isTop: true,
    title: {
      'zh-CN': '2026年春节假期差旅安排',
      'zh-TW': '2026年春節假期差旅安排',
      en: 'Business travel over the 2026 Spring Festival',
      ja: '2026年春節休暇中の出張手配について',
    },
    content: {
      'zh-CN':
        '春节期间（2月15日至2月23日）机票与火车票价格波动较大，请有出差计划的同事提前10天提交出差申请并完成预订。\n\n假期期间差旅顾问值班时间为每日9:00-18:00，紧急情况请拨打客服电话。',
      'zh-TW':
        '春節期間（2月15日至2月23日）機票與火車票價格波動較大，請有出差計畫的同事提前10天提交出差申請並完成預訂。\n\n假期期間差旅顧問值班時間為每日9:00-18:00，緊急情況請撥打客服電話。',
      en: 'Air and rail fares fluctuate strongly over the Spring Festival (15 to 23 February). If you plan to travel, please submit your trip application and book at least 10 days ahead.\n\nDuring the holiday our travel consultants are on duty daily from 9:00 to 18:00; for emergencies please call customer service.',
      ja: '春節期間（2月15日～2月23日）は航空券・鉄道チケットの価格変動が大きくなります。出張予定のある方は10日前までに出張申請と予約を済ませてください。\n\n休暇中の出張コンサルタント対応時間は毎日9:00～18:00です。緊急の場合はカスタマーサービスにお電話ください。',
    },
  },
  {
    key: 'hy-notice-policy-2026',
    company: 'HENGYUAN',
    publishAt: '2026-03-01T01:30:00.000Z',
    isTop: false,
    title: {
      'zh-CN': '关于调整2026年度差旅标准的通知',
      'zh-TW': '關於調整2026年度差旅標準的通知',
      en: 'Travel policy changes for 2026',
      ja: '2026年度出張規程の改定について',
    },
    content: {
      'zh-CN': '自3月15日起，经理及以上职级国内航班可预订经济舱全价票，一线城市住宿标准上调至每晚650元。\n\n超出差旅标准的预订需填写超标原因并经直属上级审批。',
      'zh-TW': '自3月15日起，經理及以上職級國內航班可預訂經濟艙全價票，一線城市住宿標準上調至每晚650元。\n\n超出差旅標準的預訂需填寫超標原因並經直屬上級審批。',
      en: 'From 15 March, managers and above may book full-fare economy on domestic flights, and the hotel limit in tier-one cities rises to CNY 650 per night.\n\nBookings outside the policy need a reason code and the approval of your direct superior.',
      ja: '3月15日より、マネージャー以上の職位は国内線でエコノミークラス正規運賃を予約できます。一級都市の宿泊上限は1泊650元に引き上げられます。\n\n規程外の予約には理由の入力と直属上長の承認が必要です。',
    },
  },
  {
    key: 'hy-notice-intl-flights',
    company: 'HENGYUAN',
    publishAt: '2026-04-10T03:00:00.000Z',
    isTop: false,
    title: {
      'zh-CN': '国际机票询价单流程优化',
      'zh-TW': '國際機票詢價單流程優化',
      en: 'Simpler inquiry sheets for international flights',
      ja: '国際線航空券の見積依頼手続きを改善しました',
    },
    content: {
      'zh-CN': '国际机票询价单现支持一次提交多个航段，差旅顾问将在2小时内回复报价。\n\n请在询价单中注明出行人护照有效期，有效期不足6个月将无法出票。',
      'zh-TW': '國際機票詢價單現支援一次提交多個航段，差旅顧問將在2小時內回覆報價。\n\n請在詢價單中註明出行人護照有效期，有效期不足6個月將無法出票。',
      en: 'Inquiry sheets for international flights now take several legs at once; a travel consultant replies with a quote within 2 hours.\n\nPlease state the passport expiry date of every traveller: tickets cannot be issued for passports valid for less than 6 months.',
      ja: '国際線の見積依頼で複数区間をまとめて送信できるようになりました。出張コンサルタントが2時間以内に見積りを回答します。\n\n搭乗者のパスポート有効期限を記入してください。残存期間が6か月未満の場合は発券できません。',
    },
  },
  {
    key: 'hy-notice-hotel-rates',
    company: 'HENGYUAN',
    publishAt: '2026-05-15T02:00:00.000Z',
    isTop: false,
    title: {
      'zh-CN': '协议酒店价格更新',
      'zh-TW': '協議飯店價格更新',
      en: 'Updated corporate hotel rates',
      ja: '法人契約ホテルの料金を更新しました',
    },
    content: {
      'zh-CN': '公司已与上海、北京、深圳、杭州共42家酒店续签协议价，预订时带有“协议”标签的房型即为公司协议价。\n\n协议价含双早，可免费取消至入住当日18:00。',
      'zh-TW': '公司已與上海、北京、深圳、杭州共42家飯店續簽協議價，預訂時帶有「協議」標籤的房型即為公司協議價。\n\n協議價含雙早，可免費取消至入住當日18:00。',
      en: 'We renewed corporate rates with 42 hotels in Shanghai, Beijing, Shenzhen and Hangzhou. Room types tagged "Corporate" carry our negotiated rate.\n\nCorporate rates include breakfast for two and can be cancelled free of charge until 18:00 on the day of arrival.',
      ja: '上海・北京・深セン・杭州の計42ホテルと法人契約料金を更新しました。「法人」タグの付いた客室が契約料金です。\n\n契約料金は朝食2名分込みで、チェックイン当日18:00まで無料でキャンセルできます。',
    },
  },
  {
    key: 'hy-notice-approval-time',
    company: 'HENGYUAN',
    publishAt: '2026-06-02T01:00:00.000Z',
    isTop: false,
    title: {
      'zh-CN': '出差申请审批时效说明',
      'zh-TW': '出差申請審批時效說明',
      en: 'How long trip application approvals take',
      ja: '出張申請の承認期限について',
    },
    content: {
      'zh-CN': '出差申请提交后，审批人需在24小时内处理；超时未处理的申请将自动提醒审批人及其上级。\n\n紧急出行可联系差旅顾问加急处理。',
      'zh-TW': '出差申請提交後，審批人需在24小時內處理；逾時未處理的申請將自動提醒審批人及其上級。\n\n緊急出行可聯絡差旅顧問加急處理。',
      en: 'Approvers handle trip applications within 24 hours; when one waits longer, the approver and their superior are reminded automatically.\n\nFor urgent trips, ask a travel consultant to expedite.',
      ja: '出張申請は提出から24時間以内に承認者が処理します。期限を過ぎると承認者とその上長に自動で通知されます。\n\n急ぎの出張は出張コンサルタントにご相談ください。',
    },
  },
  {
    key: 'platform-notice-maintenance',
    company: null,
    publishAt: '2026-02-10T08:00:00.000Z',
    isTop: false,
    title: {
      'zh-CN': '系统升级维护公告',
      'zh-TW': '系統升級維護公告',
      en: 'Scheduled system maintenance',
      ja: 'システムメンテナンスのお知らせ',
    },
    content: {
      'zh-CN': '为提升服务质量，平台将于2月14日凌晨1:00至3:00进行系统升级，期间预订与支付功能暂停使用，给您带来的不便敬请谅解。',
      'zh-TW': '為提升服務品質，平台將於2月14日凌晨1:00至3:00進行系統升級，期間預訂與支付功能暫停使用，造成不便敬請見諒。',
      en: 'To improve our service, the platform will be upgraded on 14 February from 1:00 to 3:00. Booking and payment are unavailable during that time. We apologise for the inconvenience.',
      ja: 'サービス向上のため、2月14日1:00～3:00にシステムを更新します。この間は予約と支払いをご利用いただけません。ご不便をおかけしますがご了承ください。',
    },
  },
  {
    key: 'lh-notice-policy',
    company: 'LANHAI',
    publishAt: '2026-02-20T02:00:00.000Z',
    isTop: true,
    title: {
      'zh-CN': '蓝海物流差旅制度正式上线',
      'zh-TW': '藍海物流差旅制度正式上線',
      en: 'Lanhai Logistics travel policy is live',
      ja: '藍海物流の出張規程を開始しました',
    },
    content: {
      'zh-CN': '即日起所有出差均通过本平台预订，费用由公司统一结算，无需个人垫付。',
      'zh-TW': '即日起所有出差均透過本平台預訂，費用由公司統一結算，無需個人墊付。',
      en: 'From today all business trips are booked on this platform and settled by the company; nobody needs to pay in advance.',
      ja: '本日よりすべての出張は本プラットフォームで予約し、費用は会社が一括精算します。個人での立替は不要です。',
    },
  },
  {
    key: 'lh-notice-conference',
    company: 'LANHAI',
    publishAt: '2026-05-08T02:00:00.000Z',
    isTop: false,
    title: {
      'zh-CN': '年度供应商大会出行安排',
      'zh-TW': '年度供應商大會出行安排',
      en: 'Travel to the annual supplier conference',
      ja: '年次サプライヤー会議への移動手配',
    },
    content: {
      'zh-CN': '年度供应商大会将于6月在青岛举行，参会同事请于5月31日前完成机票及酒店预订。',
      'zh-TW': '年度供應商大會將於6月在青島舉行，參會同事請於5月31日前完成機票及飯店預訂。',
      en: 'The annual supplier conference takes place in Qingdao in June. Attendees, please book flights and hotels by 31 May.',
      ja: '年次サプライヤー会議は6月に青島で開催されます。参加者は5月31日までに航空券とホテルを予約してください。',
    },
  },
]

export const ADS: readonly AdSeed[] = [
  {
    key: 'hy-ad-flights',
    company: 'HENGYUAN',
    image: '/media/ads/corporate-fares.svg',
    link: '',
    sort: 1,
    title: { 'zh-CN': '国内机票协议价 直降15%', 'zh-TW': '國內機票協議價 直降15%', en: 'Corporate domestic fares: 15% off', ja: '国内線法人運賃 15%オフ' },
  },
  {
    key: 'hy-ad-travel-apply',
    company: 'HENGYUAN',
    image: '/media/ads/trip-application.svg',
    link: '/travelApply/bookDetails',
    sort: 2,
    title: { 'zh-CN': '出差申请 一键提交', 'zh-TW': '出差申請 一鍵提交', en: 'Trip applications in one tap', ja: '出張申請をワンタップで' },
  },
  {
    key: 'hy-ad-hotels',
    company: 'HENGYUAN',
    image: '/media/ads/hotel-rates.svg',
    link: '/announcement/list',
    sort: 3,
    title: { 'zh-CN': '协议酒店 全新上线', 'zh-TW': '協議飯店 全新上線', en: 'New corporate hotel rates', ja: '法人契約ホテル 新登場' },
  },
  {
    key: 'lh-ad-welcome',
    company: 'LANHAI',
    image: '/media/ads/lanhai-welcome.svg',
    link: '',
    sort: 1,
    title: { 'zh-CN': '蓝海差旅 便捷出行', 'zh-TW': '藍海差旅 便捷出行', en: 'Lanhai Travel: easy trips', ja: '藍海出張 かんたん手配' },
  },
]

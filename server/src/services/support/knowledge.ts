/**
 * The knowledge base of the help centre and the service robot: categories and questions with
 * their answers in the four interface languages ([zh-CN, zh-TW, en, ja]), plus extra search
 * words. Reference content of the product, the same for every company.
 */
import type { QaCategory } from '../../../../types/api/support'
import type { Row } from '../../lib/texts'
import J from './knowledge.json'
import { rows } from '../../lib/texts'

export interface KnowledgeEntry {
  id: string
  category: QaCategory
  q: Row
  a: Row
  /** More words a person may use for it, per language. */
  k?: Row
}

/** The customer-service hotline (shown masked, dialled in full). */
export const HOTLINE = '4008206688'

export const CATEGORY_NAMES: Record<QaCategory, Row> = rows(J.CATEGORY_NAMES)

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  {
    id: 'flight-change',
    category: 'Flight',
    q: ['机票如何改签？', '機票如何改簽？', 'How do I change my flight?', 'フライトを変更するにはどうすればいいですか？'],
    a: [
      '在“我的订单”中打开机票订单，点击“改签”，选择新的日期和航班后提交。改签费和差价以航空公司规定为准，超出差旅标准时需要填写原因。',
      '在「我的訂單」中打開機票訂單，點選「改簽」，選擇新的日期和航班後提交。改簽費和差價以航空公司規定為準，超出差旅標準時需要填寫原因。',
      'Open the flight order in My orders, tap Change, choose the new date and flight and submit. Change fees and fare differences follow the airline’s rules; outside your travel standard you give a reason.',
      '「予約一覧」で航空券の予約を開き、「変更」をタップして新しい日付と便を選び送信します。変更手数料と差額は航空会社の規定に従い、出張規程を超える場合は理由を入力します。',
    ],
    k: ['改期 换航班 变更', '改期 換航班 變更', 'reschedule rebook date', '予約変更 日程 便変更 航空券'],
  },
  {
    id: 'flight-refund',
    category: 'Flight',
    q: ['机票如何退票？', '機票如何退票？', 'How do I refund a flight ticket?', '航空券を払い戻すには？'],
    a: [
      '在机票订单详情中点击“退票”，选择乘机人和退票原因后提交。自愿退票按航空公司规则收取手续费；航班延误超过30分钟可申请非自愿退票。',
      '在機票訂單詳情中點選「退票」，選擇乘機人和退票原因後提交。自願退票按航空公司規則收取手續費；航班延誤超過30分鐘可申請非自願退票。',
      'In the flight order details tap Refund, choose the passengers and the reason and submit. A voluntary refund pays the airline’s fee; a delay over 30 minutes allows an involuntary refund.',
      '航空券の予約詳細で「払い戻し」をタップし、搭乗者と理由を選んで送信します。自己都合の払い戻しは航空会社の手数料がかかり、30分を超える遅延は非自発的払い戻しになります。',
    ],
    k: ['取消 退款 退钱', '取消 退款 退錢', 'cancel cancellation money back', 'キャンセル 返金 取消'],
  },
  {
    id: 'flight-baggage',
    category: 'Flight',
    q: ['行李额度是多少？', '行李額度是多少？', 'How much baggage can I take?', '手荷物の許容量はどれくらいですか？'],
    a: [
      '免费行李额度以客票所示舱位规定为准，可在舱位详情的“退改签及行李”中查看。',
      '免費行李額度以客票所示艙位規定為準，可在艙位詳情的「退改簽及行李」中查看。',
      'The free baggage allowance follows the fare’s rules; see “Rules and baggage” in the cabin details.',
      '無料手荷物許容量は運賃規定に従います。座席クラス詳細の「規定と手荷物」でご確認ください。',
    ],
    k: ['托运 行李', '託運 行李', 'luggage suitcase allowance', '荷物 預け 受託'],
  },
  {
    id: 'hotel-cancel',
    category: 'Hotel',
    q: ['酒店订单可以取消吗？', '飯店訂單可以取消嗎？', 'Can I cancel a hotel booking?', 'ホテルの予約はキャンセルできますか？'],
    a: [
      '可免费取消的房型在最晚取消时间前可在订单详情中取消；不可取消的房型请联系差旅顾问协助。',
      '可免費取消的房型在最晚取消時間前可在訂單詳情中取消；不可取消的房型請聯絡差旅顧問協助。',
      'Rooms with free cancellation can be cancelled in the order details before the deadline; for non-refundable rooms ask a travel consultant.',
      '無料キャンセル可能な客室は期限までに予約詳細からキャンセルできます。キャンセル不可の客室は出張コンサルタントにご相談ください。',
    ],
    k: ['退房 退订 取消', '退房 退訂 取消', 'cancellation refund room', '取消 返金 部屋'],
  },
  {
    id: 'hotel-early',
    category: 'Hotel',
    q: ['凌晨入住需要注意什么？', '凌晨入住需要注意什麼？', 'What if I arrive at the hotel after midnight?', '深夜にホテルに到着する場合は？'],
    a: [
      '06:00 前入住请选择“凌晨入住”，酒店会保留前一晚的房间；14:00 前到店可能需要等待房间。',
      '06:00 前入住請選擇「凌晨入住」，飯店會保留前一晚的房間；14:00 前到店可能需要等候房間。',
      'For a stay starting before 06:00 choose the early-morning option so the room is held from the night before; arriving before 14:00 you may wait for the room.',
      '06:00 前にチェックインする場合は「早朝チェックイン」を選ぶと前夜から部屋が確保されます。14:00 前の到着は部屋の準備を待つ場合があります。',
    ],
    k: ['入住 早到 深夜', '入住 早到 深夜', 'check-in checkin early late night', 'チェックイン 早朝 到着'],
  },
  {
    id: 'train-account',
    category: 'Train',
    q: ['为什么要绑定12306账号？', '為什麼要綁定12306帳號？', 'Why link my 12306 account for trains?', 'なぜ12306アカウントの連携が必要ですか？'],
    a: [
      '火车票由12306出票，绑定并核验12306账号后才能为乘车人购票。核验短信每人每天最多3次，请在30分钟内完成。',
      '火車票由12306出票，綁定並核驗12306帳號後才能為乘車人購票。核驗簡訊每人每天最多3次，請在30分鐘內完成。',
      'Train tickets are issued by 12306: link and verify your 12306 account before booking. Verification texts are limited to 3 a day; finish within 30 minutes.',
      '列車の切符は12306が発券します。予約の前に12306アカウントを連携・認証してください。認証SMSは1日3回まで、30分以内に完了してください。',
    ],
    k: ['火车 铁路 核验 绑定', '火車 鐵路 核驗 綁定', 'railway rail train ticket verify', '鉄道 切符 認証 連携'],
  },
  {
    id: 'train-change',
    category: 'Train',
    q: ['火车票如何改签或退票？', '火車票如何改簽或退票？', 'How do I change or refund a train ticket?', '鉄道チケットを変更・払い戻しするには？'],
    a: [
      '在火车票订单详情中选择要改签或退票的车票并提交；开车前按12306规定收取手续费。',
      '在火車票訂單詳情中選擇要改簽或退票的車票並提交；開車前按12306規定收取手續費。',
      'In the train order details choose the tickets to change or refund and submit; 12306’s fees apply before departure.',
      '鉄道チケットの予約詳細で変更または払い戻しするチケットを選んで送信します。発車前は12306の手数料がかかります。',
    ],
    k: ['火车 改期 退款', '火車 改期 退款', 'railway rail reschedule cancel', '鉄道 変更 キャンセル'],
  },
  {
    id: 'car-pickup',
    category: 'Car',
    q: ['如何预约接机？', '如何預約接機？', 'How do I book an airport pick-up car?', '空港送迎の車を予約するには？'],
    a: [
      '在用车中选择“接机”，填写航班号，可选落地后10至60分钟用车，司机会按航班实际到达时间接您。',
      '在用車中選擇「接機」，填寫航班號，可選落地後10至60分鐘用車，司機會按航班實際到達時間接您。',
      'In Cars choose Airport pick-up, enter the flight number and pick 10 to 60 minutes after landing; the driver follows the actual arrival.',
      '配車で「空港送迎」を選び便名を入力し、着陸後10〜60分を選びます。ドライバーは実際の到着時刻に合わせます。',
    ],
    k: ['接机 用车 出租车 司机', '接機 用車 計程車 司機', 'taxi driver airport pickup transfer', 'タクシー ドライバー 送迎'],
  },
  {
    id: 'traveller-passport',
    category: 'FrequentTraveller',
    q: ['护照快过期了还能订票吗？', '護照快過期了還能訂票嗎？', 'Can I book with a passport that expires soon?', '有効期限が近いパスポートで予約できますか？'],
    a: [
      '证件有效期不足6个月时会提醒您，部分国家可能拒绝入境；已过期的证件无法用于预订，请先更新常旅客证件。',
      '證件有效期不足6個月時會提醒您，部分國家可能拒絕入境；已過期的證件無法用於預訂，請先更新常旅客證件。',
      'With less than 6 months left you are warned, and some countries may refuse entry; an expired document cannot be booked — update the traveller’s document first.',
      '残存期間が6か月未満の場合は警告が表示され、入国できない国もあります。期限切れの証明書では予約できないため、先に搭乗者の証明書を更新してください。',
    ],
    k: ['证件 有效期 过期', '證件 有效期 過期', 'document expiry expired validity', '証明書 期限 失効'],
  },
  {
    id: 'traveller-add',
    category: 'FrequentTraveller',
    q: ['如何添加常旅客？', '如何新增常旅客？', 'How do I add a frequent traveller?', 'よく使う搭乗者を追加するには？'],
    a: [
      '在“我的 - 常旅客”中点击添加，填写姓名、证件和手机号码。保存后在各产品的乘客选择中都能直接选用。',
      '在「我的 - 常旅客」中點選新增，填寫姓名、證件和手機號碼。儲存後在各產品的乘客選擇中都能直接選用。',
      'In Me › Frequent travellers tap Add and enter the name, documents and phone. Saved travellers appear in every product’s traveller picker.',
      '「マイページ › よく使う搭乗者」で追加をタップし、氏名・証明書・電話番号を入力します。保存すると各商品の搭乗者選択に表示されます。',
    ],
    k: ['乘客 旅客 同事', '乘客 旅客 同事', 'passenger traveler colleague', '乗客 同行者'],
  },
  {
    id: 'approval-how',
    category: 'Approval',
    q: ['出差申请多久能审批？', '出差申請多久能審批？', 'How long does a trip approval take?', '出張申請の承認にはどれくらいかかりますか？'],
    a: [
      '审批人通常在24小时内处理；超时会自动提醒审批人及其上级。紧急出行可联系差旅顾问加急。',
      '審批人通常在24小時內處理；逾時會自動提醒審批人及其上級。緊急出行可聯絡差旅顧問加急。',
      'Approvers usually decide within 24 hours; longer waits remind the approver and their superior automatically. For urgent trips ask a travel consultant.',
      '承認者は通常24時間以内に対応します。超過すると承認者とその上司に自動で通知されます。急ぎの出張は出張コンサルタントにご相談ください。',
    ],
    k: ['审批 申请 批准 加急', '審批 申請 批准 加急', 'approve approver application urgent', '承認 申請 急ぎ'],
  },
  {
    id: 'approval-policy',
    category: 'Approval',
    q: ['超出差旅标准怎么办？', '超出差旅標準怎麼辦？', 'What happens if I book outside my travel policy?', '出張規程を超えて予約するとどうなりますか？'],
    a: [
      '超标预订需选择或填写超标原因（最多50字），订单会按公司设置送审；混合支付时公司支付标准内部分，超出部分由个人支付。',
      '超標預訂需選擇或填寫超標原因（最多50字），訂單會按公司設定送審；混合支付時公司支付標準內部分，超出部分由個人支付。',
      'Booking outside policy needs a reason (up to 50 characters) and goes to approval as your company sets; with mixed payment the company pays the in-policy part and you pay the rest.',
      '規程外の予約には理由（50文字以内）が必要で、会社の設定に従い承認に回ります。混合支払いでは規程内を会社が、超過分を個人が支払います。',
    ],
    k: ['超标 标准 原因 政策', '超標 標準 原因 政策', 'policy standard reason exceed out of policy', '規程 規定 超過 理由'],
  },
  {
    id: 'other-invoice',
    category: 'Other',
    q: ['如何开发票？', '如何開發票？', 'How do I get an invoice?', '領収書はどう発行しますか？'],
    a: [
      '公司支付的订单由公司统一开票；个人支付部分可在“我的 - 发票”中选择订单和抬头申请开票。',
      '公司支付的訂單由公司統一開票；個人支付部分可在「我的 - 發票」中選擇訂單和抬頭申請開票。',
      'Orders the company pays are invoiced to the company; for what you paid, request an invoice in Me › Invoices with the order and the invoice title.',
      '会社払いの予約は会社にまとめて発行されます。個人払い分は「マイページ › 領収書」で予約と宛名を選んで申請します。',
    ],
    k: ['发票 报销 抬头', '發票 報銷 抬頭', 'receipt invoice reimbursement', '領収書 請求書 精算'],
  },
  {
    id: 'other-password',
    category: 'Other',
    q: ['忘记密码怎么办？', '忘記密碼怎麼辦？', 'I forgot my password. What can I do?', 'パスワードを忘れた場合は？'],
    a: [
      '在登录页点击“忘记密码”，通过手机验证码或邮箱重置。新密码为8-20位字母和数字的组合。',
      '在登入頁點選「忘記密碼」，透過手機驗證碼或電子郵件重設。新密碼為8-20位字母和數字的組合。',
      'On the sign-in page tap Forgot password and reset it with a text code or by e-mail. A password has 8-20 letters and digits.',
      'ログイン画面で「パスワードを忘れた」をタップし、SMSコードまたはメールで再設定します。パスワードは8〜20文字の英数字です。',
    ],
    k: ['密码 登录 重置', '密碼 登入 重設', 'password login sign in reset', 'パスワード ログイン 再設定'],
  },
]

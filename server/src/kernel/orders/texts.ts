/**
 * Texts of the order kernel in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of
 * company fields, contacts, reasons, attachments and the cashier, and the timeline entries every
 * product writes (stored as keys, rendered in the reader's language). A product's own texts
 * (its checks, its timeline steps) live in its module; all share one key namespace (lib/texts.ts).
 */
import { ErrorCode } from '../../../../types/api'
import { MESSAGES, type Lang, type MessageKey, type MessageParams } from '../../i18n'
import { defineTexts, fill, type Row } from '../../lib/texts'

const ROWS = {
  // Contacts and reasons
  reasonTooLong: ['原因不能超过50个字', '原因不能超過50個字', 'The reason cannot exceed 50 characters.', '理由は50文字以内で入力してください'],
  reasonUnknown: ['原因代码不存在', '原因代碼不存在', 'Unknown reason code.', '理由コードが存在しません'],
  duplicatePhone: ['联系人手机号不能重复', '聯絡人手機號碼不能重複', 'Contact phone numbers must not repeat.', '連絡先の電話番号が重複しています'],
  notInScope: ['您无权为{name}预订', '您無權為{name}預訂', 'You may not book for {name}.', '{name} さんの予約権限がありません'],
  emailRequired: [
    '已开启邮件通知，请填写邮箱',
    '已開啟郵件通知，請填寫電子郵件',
    'E-mail notification is on: please enter an e-mail address.',
    'メール通知が有効です。メールアドレスを入力してください',
  ],
  // Orders and the cashier
  orderStatusChanged: [
    '订单状态已变更，请重新操作',
    '訂單狀態已變更，請重新操作',
    'The order status has changed. Please try again.',
    '予約のステータスが変更されました。もう一度操作してください',
  ],
  orderAwaitingApproval: [
    '订单待审批，审批通过后才能支付',
    '訂單待審批，審批通過後才能支付',
    'The order is awaiting approval; it can be paid once approved.',
    '予約は承認待ちです。承認後に支払えます',
  ],
  payChannelInvalid: ['请选择个人支付方式', '請選擇個人支付方式', 'Choose a personal payment method.', '個人の支払い方法を選んでください'],
  policyForbidden: [
    '所选超出差旅标准，公司不允许预订，请重新选择',
    '所選超出差旅標準，公司不允許預訂，請重新選擇',
    'This choice is outside the travel standard and your company does not allow booking it. Please choose another.',
    '出張規程外のため、会社の規程により予約できません。別の選択をしてください',
  ],
  vettingRuleUnknown: ['该产品没有这种审批规则', '該產品沒有這種審批規則', 'This product has no such approval rule.', 'この商品にはその承認ルールがありません'],
  // Attachments
  uploadNone: ['请选择要上传的文件', '請選擇要上傳的檔案', 'Choose a file to upload.', 'アップロードするファイルを選んでください'],
  uploadTooMany: ['最多上传{limit}个文件', '最多上傳{limit}個檔案', 'At most {limit} files can be uploaded.', 'アップロードできるファイルは最大{limit}個です'],
  uploadTooLarge: ['{name} 超过8MB', '{name} 超過8MB', '{name} is larger than 8 MB.', '{name} は8MBを超えています'],
  uploadEmpty: ['{name} 是空文件', '{name} 是空檔案', '{name} is empty.', '{name} は空のファイルです'],
  uploadType: [
    '{name} 的文件类型不支持',
    '{name} 的檔案類型不支援',
    'The file type of {name} is not supported.',
    '{name} のファイル形式はサポートされていません',
  ],
  uploadForm: [
    '上传须为 multipart/form-data',
    '上傳須為 multipart/form-data',
    'Uploads must be multipart/form-data.',
    'アップロードは multipart/form-data で送信してください',
  ],
  // Timeline entries every product writes
  evSubmitted: ['订单已提交', '訂單已提交', 'Order submitted', '予約を送信しました'],
  evAwaitApproval: [
    '订单需要审批，等待审批人处理',
    '訂單需要審批，等待審批人處理',
    'Approval required; waiting for the approver',
    '承認が必要です。承認者の対応待ち',
  ],
  evApproved: ['审批通过', '審批通過', 'Approved', '承認されました'],
  evRejected: ['审批驳回，订单已取消', '審批駁回，訂單已取消', 'Rejected; the order is cancelled', '却下され、予約はキャンセルされました'],
  evApprovalRejected: [
    '审批驳回，订单已取消：{reason}',
    '審批駁回，訂單已取消：{reason}',
    'Rejected; the order is cancelled: {reason}',
    '却下され、予約はキャンセルされました：{reason}',
  ],
  evApprovalExpired: [
    '审批超时，订单已取消：{reason}',
    '審批逾時，訂單已取消：{reason}',
    'Approval expired; the order is cancelled: {reason}',
    '承認期限切れのため、予約はキャンセルされました：{reason}',
  ],
  evApprovalFailed: [
    '无法发起审批，订单已取消：{reason}',
    '無法發起審批，訂單已取消：{reason}',
    'Approval could not start; the order is cancelled: {reason}',
    '承認を開始できず、予約はキャンセルされました：{reason}',
  ],
  evRefundAwaitApproval: [
    '退票需要审批，等待审批人处理',
    '退票需要審批，等待審批人處理',
    'The refund needs approval; waiting for the approver',
    '払い戻しには承認が必要です。承認者の対応待ち',
  ],
  evRefundApproved: ['退票审批通过', '退票審批通過', 'Refund approved', '払い戻しが承認されました'],
  evChangeAwaitApproval: [
    '改签需要审批，等待审批人处理',
    '改簽需要審批，等待審批人處理',
    'The change needs approval; waiting for the approver',
    '変更には承認が必要です。承認者の対応待ち',
  ],
  evChangeApproved: ['改签审批通过', '改簽審批通過', 'Change approved', '変更が承認されました'],
  evAwaitPayment: ['等待支付', '等待支付', 'Waiting for payment', '支払い待ち'],
  evPaid: [
    '支付成功：公司支付 ¥{company}，个人支付 ¥{personal}',
    '支付成功：公司支付 ¥{company}，個人支付 ¥{personal}',
    'Paid: company ¥{company}, personal ¥{personal}',
    '支払い完了：会社払い ¥{company}、個人払い ¥{personal}',
  ],
  evNothingToPay: ['已确认，无需在线支付', '已確認，無需線上支付', 'Confirmed; nothing to pay online', '確定しました。オンラインでの支払いはありません'],
  evCancelled: ['订单已取消', '訂單已取消', 'Order cancelled', '予約をキャンセルしました'],
  evPayPending: [
    '等待支付渠道确认 ¥{amount}（{channel}）',
    '等待支付渠道確認 ¥{amount}（{channel}）',
    'Waiting for {channel} to confirm ¥{amount}',
    '{channel} の確認待ち ¥{amount}',
  ],
  evPayFailed: [
    '支付未成功（{status}），抵扣已退回',
    '支付未成功（{status}），折抵已退回',
    'The payment did not go through ({status}); wallet, beans and voucher were given back',
    '支払いは完了しませんでした（{status}）。充当分は戻されました',
  ],
  evPayDeadline: [
    '超过{minutes}分钟未支付，订单已取消',
    '超過{minutes}分鐘未支付，訂單已取消',
    'Not paid within {minutes} minutes; the order is cancelled',
    '{minutes}分以内に支払われなかったため、予約はキャンセルされました',
  ],
  evPayTimedOut: [
    '支付超时，订单已取消',
    '支付逾時，訂單已取消',
    'Payment timed out; the order is cancelled',
    '支払いの期限が切れ、予約はキャンセルされました',
  ],
  // Codes a timeline entry keeps as a parameter, named in the reader's language when shown
  payChannelWeChatPay: ['微信支付', '微信支付', 'WeChat Pay', 'WeChat Pay'],
  payChannelAlipay: ['支付宝', '支付寶', 'Alipay', 'Alipay'],
  payChannelUnionPay: ['银联', '銀聯', 'UnionPay', '銀聯（UnionPay）'],
  payOutcomeFailed: ['支付失败', '支付失敗', 'failed', '失敗'],
  payOutcomeCancelled: ['已取消支付', '已取消支付', 'cancelled', 'キャンセル'],
  payOutcomeTimedOut: ['支付超时', '支付逾時', 'timed out', '期限切れ'],
} satisfies Record<string, Row>

/** Timeline parameters stored as codes, and the prefix of their names in the table above. */
const CODED_PARAMS: Record<string, string> = { channel: 'payChannel', status: 'payOutcome' }
/** A product's timeline parameter kept as a code and named by its texts `<prefix><code>` (a car's class: cls → clsEconomy). */
export function registerCodedParam(param: string, prefix: string): void {
  if (CODED_PARAMS[param] && CODED_PARAMS[param] !== prefix) throw new Error(`timeline parameter ${param} is coded twice`)
  CODED_PARAMS[param] = prefix
}

export type OrderTextKey = keyof typeof ROWS

const texts = defineTexts(ROWS)
export const ot = texts.text
export const orderError = texts.error
export const invalid = (key: OrderTextKey, params?: MessageParams) => orderError(ErrorCode.ValidationFailed, key, params)
export const statusChanged = () => orderError(ErrorCode.OrderStatusChanged, 'orderStatusChanged')

/**
 * A timeline entry's text: its key belongs to the kernel's table or to the product's (all are
 * merged into the app's messages). A key this version does not know throws. A payment channel or
 * outcome kept as its code is named in the reader's language ("微信支付", not "WeChatPay").
 */
export function timelineText(lang: Lang, key: string, paramsJson: string): string {
  const texts = MESSAGES[key as MessageKey]
  if (!texts) throw new Error(`unknown timeline text ${key}`)
  const params = JSON.parse(paramsJson) as MessageParams
  for (const [param, prefix] of Object.entries(CODED_PARAMS)) {
    const named = MESSAGES[`${prefix}${String(params[param])}` as MessageKey]
    if (params[param] !== undefined && named) params[param] = named[lang]
  }
  for (const [param, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue
    for (const render of PARAM_RENDERERS) {
      const text = render(value, lang)
      if (text !== null) {
        params[param] = text
        break
      }
    }
  }
  return fill(texts[lang], params)
}

/** Reads a parameter a product kept as structured data; null when the value is not its kind. */
export type TimelineParamRenderer = (value: string, lang: Lang) => string | null
const PARAM_RENDERERS: TimelineParamRenderer[] = []
/**
 * A product's structured timeline parameters (a train order's tickets: train, class, coach, seat,
 * traveller), composed in the reader's language when shown. Plain texts of older entries pass
 * through unchanged.
 */
export function registerTimelineParam(render: TimelineParamRenderer): void {
  if (!PARAM_RENDERERS.includes(render)) PARAM_RENDERERS.push(render)
}

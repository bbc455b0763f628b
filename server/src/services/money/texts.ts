/**
 * Texts of money in the four interface languages ([zh-CN, zh-TW, en, ja]): errors of the
 * ledgers, the cashier, the simulator, rates and vouchers, and the names of record kinds.
 */
import { ErrorCode } from '../../../../types/api'
import type { Lang, MessageParams } from '../../i18n'
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  moneyWalletShort: ['钱包余额不足', '錢包餘額不足', 'The wallet balance is not enough.', 'ウォレットの残高が足りません'],
  moneyBeansShort: ['旅行豆不足', '旅行豆不足', 'Not enough travel beans.', 'トラベルビーンズが足りません'],
  moneyPrepaymentShort: [
    '企业预存款余额不足，请联系管理员充值',
    '企業預存款餘額不足，請聯絡管理員儲值',
    "The company's prepayment balance is not enough: ask an administrator to top it up.",
    '会社の前払い残高が足りません。管理者にチャージを依頼してください',
  ],
  moneyPointsShort: ['积分不足', '積分不足', 'Not enough points.', 'ポイントが足りません'],
  moneyStockShort: ['库存不足', '庫存不足', 'Out of stock.', '在庫がありません'],
  moneySourceNotAllowed: [
    '企业未开通{source}支付',
    '企業未開通{source}支付',
    'Your company does not allow paying with {source}.',
    '会社は{source}での支払いを許可していません',
  ],
  moneySourcesTooMuch: [
    '抵扣金额超过应付金额',
    '折抵金額超過應付金額',
    'The wallet, beans and voucher come to more than is due.',
    '充当額が支払額を超えています',
  ],
  moneyChannelNeeded: [
    '剩余金额请选择微信支付或支付宝',
    '剩餘金額請選擇微信支付或支付寶',
    'Choose WeChat Pay or Alipay for the rest.',
    '残りはWeChat PayまたはAlipayを選んでください',
  ],
  moneyChannelUnavailable: [
    '此处暂不支持该支付方式，请选择其他方式',
    '此處暫不支援該支付方式，請選擇其他方式',
    'This payment method is not available here: choose another.',
    'この支払い方法はここでは使えません。別の方法を選んでください',
  ],
  moneyLoginCodeMissing: [
    '无法确认微信身份，请重新打开小程序后支付',
    '無法確認微信身分，請重新開啟小程式後支付',
    'Your WeChat identity could not be confirmed: open the mini-program again and pay.',
    'WeChatの本人確認ができません。ミニプログラムを開き直してお支払いください',
  ],
  moneyChannelDown: [
    '支付渠道暂时无响应，未扣款，请稍后重试或换一种方式',
    '支付管道暫時無回應，未扣款，請稍後重試或換一種方式',
    'The payment channel did not answer and nothing was charged: try again later or choose another method.',
    '決済チャネルが応答しません（請求はありません）。後でやり直すか、別の方法を選んでください',
  ],
  moneyVoucherUnusable: ['优惠券不可用：{why}', '優惠券不可用：{why}', 'The voucher cannot be used: {why}.', 'クーポンは使えません：{why}'],
  moneyVoucherUsed: ['已使用', '已使用', 'it has been used', '使用済みです'],
  moneyVoucherExpired: ['已过期', '已過期', 'it has expired', '期限切れです'],
  moneyVoucherNotYet: ['尚未生效', '尚未生效', 'it is not valid yet', 'まだ有効ではありません'],
  moneyVoucherProduct: ['不适用于该产品', '不適用於該產品', 'it is for another product', 'この商品には使えません'],
  moneyVoucherMinimum: ['未满最低消费{min}', '未滿最低消費{min}', 'the order is under its minimum of {min}', '最低利用額{min}に達していません'],
  moneyPaymentPending: [
    '该订单有一笔支付正在进行中',
    '該訂單有一筆支付正在進行中',
    'A payment of this order is already under way.',
    'この予約の支払いが進行中です',
  ],
  moneyRateInvalid: [
    '汇率须为正数，最多6位小数',
    '匯率須為正數，最多6位小數',
    'A rate is a positive number with at most 6 decimals.',
    'レートは小数6桁までの正の数です',
  ],
  moneyRateTooLarge: [
    '汇率不能超过 {max}（每 1 单位外币折合人民币）',
    '匯率不能超過 {max}（每 1 單位外幣折合人民幣）',
    'A rate can be at most {max} (CNY per unit of the currency).',
    'レートは {max} 以下にしてください（外貨 1 単位あたりの人民元）',
  ],
  moneyCurrencyInvalid: ['不支持的币种 {code}', '不支援的幣種 {code}', 'Unknown currency {code}.', '対応していない通貨 {code}'],
  moneyDateInvalid: ['{field} 不是有效日期', '{field} 不是有效日期', '{field} is not a valid date.', '{field} は有効な日付ではありません'],
  moneyMonthInvalid: ['月份格式应为 yyyy-MM', '月份格式應為 yyyy-MM', 'A month is written yyyy-MM.', '月は yyyy-MM で指定してください'],
  invoiceFieldRequired: ['请填写{field}', '請填寫{field}', 'Please fill in {field}.', '{field}を入力してください'],
  invoiceTaxIdInvalid: [
    '纳税人识别号须为18位统一社会信用代码，校验未通过（{field}）',
    '納稅人識別號須為18位統一社會信用代碼，校驗未通過（{field}）',
    'The tax ID must be an 18-character unified social credit code; it fails the check ({field}).',
    '納税者番号は18桁の統一社会信用コードでなければなりません。検査に通りません（{field}）',
  ],
  invoicePersonalTaxId: [
    '个人抬头不填写纳税人识别号（{field}）',
    '個人抬頭不填寫納稅人識別號（{field}）',
    'A personal header has no tax ID ({field}).',
    '個人の宛名には納税者番号を入力しません（{field}）',
  ],
  invoicePostcodeInvalid: [
    '邮政编码须为6位数字（{field}）',
    '郵遞區號須為6位數字（{field}）',
    'A postcode is 6 digits ({field}).',
    '郵便番号は6桁の数字です（{field}）',
  ],
  invoicePhoneInvalid: [
    '注册电话只能包含数字、空格、连字符、括号和开头的 +，共 {min} 至 {max} 位数字（{field}）',
    '註冊電話只能包含數字、空格、連字號、括號和開頭的 +，共 {min} 至 {max} 位數字（{field}）',
    'The registered phone has {min} to {max} digits, with only spaces, hyphens, brackets and a leading + besides ({field}).',
    '登記電話番号は{min}～{max}桁の数字で、ほかにはスペース・ハイフン・括弧と先頭の + のみ使えます（{field}）',
  ],
  invoiceBankAccountInvalid: [
    '银行账号须为 {min} 至 {max} 位数字，可含空格（{field}）',
    '銀行帳號須為 {min} 至 {max} 位數字，可含空格（{field}）',
    'The account number has {min} to {max} digits, spaces allowed ({field}).',
    '口座番号は{min}～{max}桁の数字です（スペース可）（{field}）',
  ],
  invoiceNothing: [
    '该订单没有可开票的个人支付金额',
    '該訂單沒有可開票的個人支付金額',
    'This order has no personal payment to invoice.',
    'この予約には領収書を発行できる個人支払いがありません',
  ],
  invoiceExists: ['该订单已申请发票', '該訂單已申請發票', 'An invoice has already been requested for this order.', 'この予約の領収書はすでに申請されています'],
  invoiceNeedsAddress: [
    '纸质发票请选择邮寄地址',
    '紙本發票請選擇郵寄地址',
    'Choose a shipping address for a paper invoice.',
    '紙の領収書には送付先を選んでください',
  ],
  invoiceNeedsEmail: [
    '电子发票请填写接收邮箱',
    '電子發票請填寫接收信箱',
    'Enter an e-mail address for an electronic invoice.',
    '電子領収書の受信メールアドレスを入力してください',
  ],
  invoiceNoPdf: [
    '发票尚未开具或不是电子发票',
    '發票尚未開立或不是電子發票',
    'The invoice is not issued yet or is not electronic.',
    '領収書は未発行か、電子領収書ではありません',
  ],
  invoiceNotIssued: ['未开票', '未開票', 'Not issued', '未発行'],
  invoiceInvoicing: ['开票中', '開票中', 'Invoicing', '発行中'],
  invoiceIssued: ['已开票', '已開票', 'Issued', '発行済み'],
  invoiceTitlePdf: ['电子发票（普通发票）', '電子發票（普通發票）', 'Electronic invoice (ordinary VAT invoice)', '電子領収書（普通発票）'],
  moneyAmountInvalid: [
    '金额须在 {min} 至 {max} 元之间',
    '金額須在 {min} 至 {max} 元之間',
    'The amount must be between {min} and {max} yuan.',
    '金額は{min}〜{max}元にしてください',
  ],
} satisfies Record<string, Row>

/** Ledger and source names, for texts. */
const NAMES = {
  moneyWallet: ['钱包', '錢包', 'wallet', 'ウォレット'],
  moneyBeans: ['旅行豆', '旅行豆', 'travel beans', 'トラベルビーンズ'],
  moneyVoucher: ['优惠券', '優惠券', 'vouchers', 'クーポン'],
  moneyPrepayment: ['预存款', '預存款', 'prepayment', '前払い'],
  moneyPoints: ['积分', '積分', 'points', 'ポイント'],
  moneyCompany: ['企业支付', '企業支付', 'company account', '会社払い'],
  moneyChannel: ['在线支付', '線上支付', 'online payment', 'オンライン決済'],
  // Record kinds
  moneyRecharge: ['充值', '儲值', 'Recharge', 'チャージ'],
  moneyPayment: ['支付', '支付', 'Payment', '支払い'],
  moneyRefund: ['退款', '退款', 'Refund', '返金'],
  moneyEarn: ['获得', '獲得', 'Earned', '獲得'],
  moneyTopUp: ['预存', '預存', 'Top-up', '入金'],
  moneyDeduct: ['扣款', '扣款', 'Deduction', '引き落とし'],
  moneyRedeem: ['兑换', '兌換', 'Redeemed', '交換'],
  moneyGrant: ['发放', '發放', 'Granted', '付与'],
  moneyReturn: ['退回', '退回', 'Returned', '返還'],
} satisfies Record<string, Row>

const t = defineTexts({ ...ROWS, ...NAMES })
export const moneyText = t.text
/** Ledger, source and record-kind names ('Wallet', 'Recharge' …) in a language. */
export type MoneyName = keyof typeof NAMES extends `money${infer N}` ? N : never
export const moneyName = (lang: Lang, name: MoneyName): string => t.text(lang, `money${name}` as keyof typeof NAMES)
export const moneyError = (code: number, key: keyof typeof ROWS, params?: MessageParams) => t.error(code as never, key, params)
export const moneyInvalid = (key: keyof typeof ROWS, params?: MessageParams) => t.error(ErrorCode.ValidationFailed, key, params)
export const moneyShort = (key: 'moneyWalletShort' | 'moneyBeansShort' | 'moneyPrepaymentShort' | 'moneyPointsShort' | 'moneyStockShort') =>
  t.error(ErrorCode.InsufficientFunds, key)

/**
 * Server messages in the four interface languages (docs/product.md). The LanguageType header picks one;
 * `MESSAGES` is typed so that a key cannot exist without all four texts.
 */
import { LANGUAGE_CODES, LANGUAGE_CODE_HK_RESERVED } from '../../types/api'
import { SIGN_IN_MESSAGES } from './i18n-sign-in'
import type { Lang, Texts } from './i18n-langs'
import { VALIDATION_MESSAGES } from './i18n-validation'

export { LANGS, type Lang, type Texts } from './i18n-langs'

/** LanguageType header -> language. Unknown or missing values fall back to Simplified Chinese. */
export function langFromHeader(value: string | string[] | undefined): Lang {
  const n = Number(Array.isArray(value) ? value[0] : value)
  switch (n) {
    case LANGUAGE_CODES.EN:
      return 'en'
    case LANGUAGE_CODES.TC:
    case LANGUAGE_CODE_HK_RESERVED:
      return 'zh-TW'
    case LANGUAGE_CODES.JAP:
      return 'ja'
    default:
      return 'zh-CN'
  }
}

export const MESSAGES = {
  reportRange: {
    'zh-CN': '报表只能查询近一年内、最长12个月',
    'zh-TW': '報表只能查詢近一年內、最長12個月',
    en: 'Reports cover at most 12 months within the last year.',
    ja: 'レポートは過去1年以内、最長12か月まで照会できます',
  },
  wrongCredentials: {
    'zh-CN': '用户名或密码错误',
    'zh-TW': '用戶名或密碼錯誤',
    en: 'Incorrect user name or password.',
    ja: 'ユーザー名またはパスワードが正しくありません',
  },
  accountNotFound: {
    'zh-CN': '账号不存在',
    'zh-TW': '帳號不存在',
    en: 'This account does not exist.',
    ja: 'アカウントが存在しません',
  },
  accountDisabled: {
    'zh-CN': '账号已停用，请联系企业管理员',
    'zh-TW': '帳號已停用，請聯絡企業管理員',
    en: 'This account is disabled. Please contact your company administrator.',
    ja: 'このアカウントは停止されています。企業管理者にお問い合わせください',
  },
  verifyCodeRequired: {
    'zh-CN': '密码错误次数过多，请输入图形验证码',
    'zh-TW': '密碼錯誤次數過多，請輸入圖形驗證碼',
    en: 'Too many wrong passwords. Please enter the image verification code.',
    ja: 'パスワードの誤りが多すぎます。画像認証コードを入力してください',
  },
  captchaInvalid: {
    'zh-CN': '图形验证码错误或已过期，请重新获取',
    'zh-TW': '圖形驗證碼錯誤或已過期，請重新取得',
    en: 'The image verification code is incorrect or has expired. Please get a new one.',
    ja: '画像認証コードが正しくないか期限切れです。再取得してください',
  },
  codeInvalid: {
    'zh-CN': '验证码错误',
    'zh-TW': '驗證碼錯誤',
    en: 'The verification code is incorrect.',
    ja: '認証コードが正しくありません',
  },
  codeExpired: {
    'zh-CN': '验证码已失效，请重新获取',
    'zh-TW': '驗證碼已失效，請重新取得',
    en: 'The verification code has expired. Please request a new one.',
    ja: '認証コードの有効期限が切れました。再取得してください',
  },
  tooManyCodes: {
    'zh-CN': '今日验证码发送次数已达上限（{limit}次），请明天再试',
    'zh-TW': '今日驗證碼發送次數已達上限（{limit}次），請明天再試',
    en: "You have reached today's limit of {limit} verification codes. Please try again tomorrow.",
    ja: '本日の認証コード送信回数の上限（{limit}回）に達しました。明日もう一度お試しください',
  },
  tooManyRequests: {
    'zh-CN': '操作过于频繁，请{seconds}秒后再试',
    'zh-TW': '操作過於頻繁，請{seconds}秒後再試',
    en: 'Too many attempts from this device. Please try again in {seconds} seconds.',
    ja: '操作が多すぎます。{seconds}秒後にもう一度お試しください',
  },
  databaseUnavailable: {
    'zh-CN': '服务暂时不可用，请稍后重试',
    'zh-TW': '服務暫時無法使用，請稍後重試',
    en: 'The service is briefly unavailable. Please try again in a moment.',
    ja: 'サービスが一時的に利用できません。しばらくしてからもう一度お試しください',
  },
  resetTicketInvalid: {
    'zh-CN': '验证已失效，请重新验证手机号',
    'zh-TW': '驗證已失效，請重新驗證手機號碼',
    en: 'Your verification has expired. Please verify your phone number again.',
    ja: '認証の有効期限が切れました。もう一度電話番号を認証してください',
  },
  notLoggedIn: {
    'zh-CN': '您尚未登录，请先登录',
    'zh-TW': '您尚未登入，請先登入',
    en: 'You are not logged in. Please log in.',
    ja: 'ログインしていません。ログインしてください',
  },
  tokenExpired: {
    'zh-CN': '登录已失效，请重新登录',
    'zh-TW': '登入已失效，請重新登入',
    en: 'Your login has expired. Please log in again.',
    ja: 'ログインの有効期限が切れました。もう一度ログインしてください',
  },
  versionOutdated: {
    'zh-CN': '新版本已上线，请更新到最新版本',
    'zh-TW': '新版本已上線，請更新到最新版本',
    en: 'The new version is online, please update to the latest version.',
    ja: '新しいバージョンが公開されました。最新バージョンに更新してください',
  },
  noPermission: {
    'zh-CN': '您没有此操作的权限',
    'zh-TW': '您沒有此操作的權限',
    en: 'You do not have permission to do this.',
    ja: 'この操作を行う権限がありません',
  },
  noPersonalAccount: {
    'zh-CN': '该账号未开通个人账户',
    'zh-TW': '該帳號未開通個人帳戶',
    en: 'This account has no personal account.',
    ja: 'このアカウントには個人アカウントがありません',
  },
  pinyinNameInvalid: {
    'zh-CN': '请输入两个或以上汉字的中文姓名',
    'zh-TW': '請輸入兩個或以上漢字的中文姓名',
    en: 'Enter a Chinese name of two or more Chinese characters.',
    ja: '2文字以上の漢字で中国語氏名を入力してください',
  },
  cacheFull: {
    'zh-CN': '每个账号最多保存 {max} 项',
    'zh-TW': '每個帳號最多保存 {max} 項',
    en: 'An account keeps at most {max} values.',
    ja: '1つのアカウントに保存できるのは {max} 件までです',
  },
  notFound: {
    'zh-CN': '数据不存在或已删除',
    'zh-TW': '資料不存在或已刪除',
    en: 'The record does not exist or has been deleted.',
    ja: 'データが存在しないか、削除されています',
  },
  unknownCall: {
    'zh-CN': '接口 {path} 不存在',
    'zh-TW': '介面 {path} 不存在',
    en: 'There is no call {path}.',
    ja: 'API {path} は存在しません',
  },
  userNameTaken: {
    'zh-CN': '用户名已被使用',
    'zh-TW': '用戶名已被使用',
    en: 'This user name is already taken.',
    ja: 'このユーザー名は既に使用されています',
  },
  companyNameTaken: {
    'zh-CN': '该企业名称已注册',
    'zh-TW': '該企業名稱已註冊',
    en: 'A company with this name is already registered.',
    ja: 'この企業名は既に登録されています',
  },
  mobileTaken: {
    'zh-CN': '该手机号已绑定其他账号',
    'zh-TW': '該手機號碼已綁定其他帳號',
    en: 'This phone number is already linked to another account.',
    ja: 'この電話番号は既に別のアカウントに紐付けられています',
  },
  emailTaken: {
    'zh-CN': '该邮箱已绑定其他账号',
    'zh-TW': '該郵箱已綁定其他帳號',
    en: 'This e-mail address is already linked to another account.',
    ja: 'このメールアドレスは既に別のアカウントに紐付けられています',
  },
  passwordPolicy: {
    'zh-CN': '密码须为8-20位字母和数字组合，且至少包含一个字母和一个数字',
    'zh-TW': '密碼須為8-20位字母和數字組合，且至少包含一個字母和一個數字',
    en: 'The password must be 8-20 letters and digits, with at least one letter and one digit.',
    ja: 'パスワードは英字と数字の8～20文字で、英字と数字をそれぞれ1文字以上含めてください',
  },
  passwordSameAsOld: {
    'zh-CN': '新密码不能与原密码相同',
    'zh-TW': '新密碼不能與原密碼相同',
    en: 'The new password must differ from the old one.',
    ja: '新しいパスワードは現在のパスワードと異なるものにしてください',
  },
  oldPasswordWrong: {
    'zh-CN': '原密码错误',
    'zh-TW': '原密碼錯誤',
    en: 'The current password is incorrect.',
    ja: '現在のパスワードが正しくありません',
  },
  mobileFormat: {
    'zh-CN': '手机号格式不正确',
    'zh-TW': '手機號碼格式不正確',
    en: 'The phone number format is incorrect.',
    ja: '電話番号の形式が正しくありません',
  },
  emailFormat: {
    'zh-CN': '邮箱格式不正确',
    'zh-TW': '電子郵件格式不正確',
    en: 'The e-mail address format is incorrect.',
    ja: 'メールアドレスの形式が正しくありません',
  },
  userNameFormat: {
    'zh-CN': '用户名须为4-32位字母、数字或 . _ - @',
    'zh-TW': '用戶名須為4-32位字母、數字或 . _ - @',
    en: 'The user name must be 4-32 letters, digits or . _ - @.',
    ja: 'ユーザー名は英字・数字・. _ - @ の4～32文字にしてください',
  },
  mobileOrEmailRequired: {
    'zh-CN': '请填写手机号或邮箱（二选一）',
    'zh-TW': '請填寫手機號碼或電子郵件（二選一）',
    en: 'Enter either a phone number or an e-mail address.',
    ja: '電話番号またはメールアドレスのどちらか一方を入力してください',
  },
  currencyInvalid: {
    'zh-CN': '所选币种有误',
    'zh-TW': '所選幣種有誤',
    en: 'The selected currency is incorrect.',
    ja: '選択された通貨が正しくありません',
  },
  requestIdReused: {
    'zh-CN': '该预订已按不同的内容提交过，本次未处理。请先查看订单，再重新提交',
    'zh-TW': '該預訂已按不同的內容提交過，本次未處理。請先查看訂單，再重新提交',
    en: 'This booking was already submitted with different details, so nothing was done. Check your orders, then submit again.',
    ja: 'この予約は別の内容で送信済みのため、処理されませんでした。予約一覧を確認してから、もう一度送信してください',
  },
  systemBusy: {
    'zh-CN': '系统繁忙，请稍后再试',
    'zh-TW': '系統繁忙，請稍後再試',
    en: 'The system is busy, please try again later.',
    ja: 'システムが混み合っています。しばらくしてから再度お試しください',
  },
  ...VALIDATION_MESSAGES,
  // The personal centre (docs/personal.md).
  mobileUnchanged: {
    'zh-CN': '新手机号与当前绑定的手机号相同',
    'zh-TW': '新手機號碼與目前綁定的手機號碼相同',
    en: 'The new phone number is the one already bound.',
    ja: '新しい電話番号は現在の番号と同じです',
  },
  emailNeededForNotice: {
    'zh-CN': '开启邮件通知前请先填写邮箱',
    'zh-TW': '開啟郵件通知前請先填寫電子郵件',
    en: 'Add an e-mail address to your profile before turning on e-mail notifications.',
    ja: 'メール通知をオンにする前にメールアドレスを登録してください',
  },
  revealNotOwner: {
    'zh-CN': '只能查看本人的完整信息',
    'zh-TW': '只能查看本人的完整資訊',
    en: 'Only the owner can see the full number.',
    ja: '完全な番号を表示できるのは本人のみです',
  },
  bindingState: {
    'zh-CN': '当前绑定状态不允许此操作，请刷新后重试',
    'zh-TW': '目前綁定狀態不允許此操作，請重新整理後再試',
    en: 'This binding cannot do that in its current state. Refresh and try again.',
    ja: '現在の連携状態ではこの操作はできません。更新してもう一度お試しください',
  },
  bindingTaken: {
    'zh-CN': '该第三方账号已绑定其他用户',
    'zh-TW': '該第三方帳號已綁定其他使用者',
    en: 'This third-party account is already bound to another user.',
    ja: 'この外部アカウントは既に別のユーザーに連携されています',
  },
  bindingLinkInvalid: {
    'zh-CN': '绑定链接无效或已过期',
    'zh-TW': '綁定連結無效或已過期',
    en: 'The binding link is invalid or has expired.',
    ja: '連携リンクが無効か期限切れです',
  },
  emergencyContactMissing: {
    'zh-CN': '请先设置紧急联系人',
    'zh-TW': '請先設定緊急聯絡人',
    en: 'Set an emergency contact first.',
    ja: '先に緊急連絡先を設定してください',
  },
  tripNotActive: {
    'zh-CN': '该订单不是即将出行或进行中的行程',
    'zh-TW': '該訂單不是即將出行或進行中的行程',
    en: 'This order is not an upcoming or ongoing trip.',
    ja: 'この予約は今後または進行中の旅程ではありません',
  },
  shareExpired: {
    'zh-CN': '行程已结束，分享链接已失效',
    'zh-TW': '行程已結束，分享連結已失效',
    en: 'The trip has ended; this shared link no longer works.',
    ja: '旅程が終了したため、この共有リンクは無効です',
  },
  ...SIGN_IN_MESSAGES,
} satisfies Record<string, Texts>

export type MessageKey = keyof typeof MESSAGES
export type MessageParams = Record<string, string | number>

export function t(lang: Lang, key: MessageKey, params?: MessageParams): string {
  const text: string = MESSAGES[key][lang]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Picks the text of a stored multilingual JSON value ({ "zh-CN": ..., "en": ... }), falling back to zh-CN. */
export function pick(texts: Partial<Texts>, lang: Lang): string {
  return texts[lang] ?? texts['zh-CN'] ?? texts.en ?? ''
}

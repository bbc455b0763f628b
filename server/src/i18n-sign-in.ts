/** Server messages of single sign-on and the office-automation and WeChat sign-ins (docs/sign-in.md), joined into MESSAGES (i18n.ts). */
import type { Texts } from './i18n-langs'

export const SIGN_IN_MESSAGES = {
  ssoNoDomain: {
    'zh-CN': '该邮箱域名未开通企业单点登录',
    'zh-TW': '該電子郵件網域未開通企業單一登入',
    en: 'Company single sign-on is not set up for this e-mail domain.',
    ja: 'このメールドメインでは企業シングルサインオンが設定されていません',
  },
  ssoStateInvalid: {
    'zh-CN': '登录链接无效或已过期，请重新登录',
    'zh-TW': '登入連結無效或已過期，請重新登入',
    en: 'This sign-in link is invalid or has expired. Please sign in again.',
    ja: 'このサインインリンクは無効か期限切れです。もう一度サインインしてください',
  },
  ssoProviderUnreachable: {
    'zh-CN': '暂时无法连接企业身份提供方，请稍后再试',
    'zh-TW': '暫時無法連線企業身分提供者，請稍後再試',
    en: "Your company's identity provider cannot be reached. Please try again later.",
    ja: '企業の認証プロバイダーに接続できません。しばらくしてからお試しください',
  },
  ssoTokenRefused: {
    'zh-CN': '企业身份提供方的登录结果未通过校验，请重新登录或联系企业管理员',
    'zh-TW': '企業身分提供者的登入結果未通過驗證，請重新登入或聯絡企業管理員',
    en: "Your company's identity provider answered with a sign-in that could not be verified. Sign in again or contact your company administrator.",
    ja: '企業の認証プロバイダーからのサインイン結果を検証できませんでした。もう一度サインインするか、企業管理者にお問い合わせください',
  },
  ssoUnknownUser: {
    'zh-CN': '{company} 没有邮箱为 {email} 的员工，请联系企业管理员添加',
    'zh-TW': '{company} 沒有電子郵件為 {email} 的員工，請聯絡企業管理員新增',
    en: 'Nobody with the e-mail {email} works at {company}; ask your company administrator to add you.',
    ja: '{company} にメールアドレス {email} の社員はいません。企業管理者に追加を依頼してください',
  },
  ssoIssuerInvalid: {
    'zh-CN': '签发方地址须为 https 地址（仅本机可用 http）',
    'zh-TW': '簽發方位址須為 https 位址（僅本機可用 http）',
    en: 'The issuer must be an https address (http only for localhost).',
    ja: '発行者は https のアドレスにしてください（http は localhost のみ）',
  },
  ssoDomainInvalid: {
    'zh-CN': '邮箱域名格式不正确：{domain}',
    'zh-TW': '電子郵件網域格式不正確：{domain}',
    en: 'Not an e-mail domain: {domain}',
    ja: 'メールドメインの形式が正しくありません：{domain}',
  },
  ssoDomainTaken: {
    'zh-CN': '域名 {domain} 已由其他企业用于单点登录',
    'zh-TW': '網域 {domain} 已由其他企業用於單一登入',
    en: 'The domain {domain} already signs in through another company.',
    ja: 'ドメイン {domain} は既に別の企業のシングルサインオンで使われています',
  },
  ssoIncomplete: {
    'zh-CN': '开启单点登录需填写签发方、客户端 ID、客户端密钥和至少一个邮箱域名',
    'zh-TW': '開啟單一登入需填寫簽發方、用戶端 ID、用戶端密鑰和至少一個電子郵件網域',
    en: 'To turn single sign-on on, enter the issuer, the client ID, the client secret and at least one e-mail domain.',
    ja: 'シングルサインオンを有効にするには、発行者、クライアント ID、クライアントシークレット、メールドメインを1つ以上入力してください',
  },
  oaUnknownCompany: {
    'zh-CN': '该办公系统登录链接中的企业不存在',
    'zh-TW': '該辦公系統登入連結中的企業不存在',
    en: 'The sign-in link from your office system names no company known here.',
    ja: 'オフィスシステムからのサインインリンクの企業が見つかりません',
  },
  oaOff: {
    'zh-CN': '{company} 未开启办公系统登录，请联系企业管理员',
    'zh-TW': '{company} 未開啟辦公系統登入，請聯絡企業管理員',
    en: '{company} has not turned on sign-in from its office system; contact your company administrator.',
    ja: '{company} ではオフィスシステムからのサインインが有効になっていません。企業管理者にお問い合わせください',
  },
  oaBadSignature: {
    'zh-CN': '登录链接的签名无效，请从办公系统重新进入',
    'zh-TW': '登入連結的簽章無效，請從辦公系統重新進入',
    en: 'The sign-in link is not correctly signed. Open it again from your office system.',
    ja: 'サインインリンクの署名が正しくありません。オフィスシステムからもう一度開いてください',
  },
  oaExpired: {
    'zh-CN': '登录链接已过期，请从办公系统重新进入',
    'zh-TW': '登入連結已過期，請從辦公系統重新進入',
    en: 'The sign-in link has expired. Open it again from your office system.',
    ja: 'サインインリンクの有効期限が切れています。オフィスシステムからもう一度開いてください',
  },
  oaReused: {
    'zh-CN': '该登录链接已使用过，请从办公系统重新进入',
    'zh-TW': '該登入連結已使用過，請從辦公系統重新進入',
    en: 'The sign-in link has already been used. Open it again from your office system.',
    ja: 'このサインインリンクは使用済みです。オフィスシステムからもう一度開いてください',
  },
  oaUnknownEmployee: {
    'zh-CN': '{company} 没有工号或邮箱为 {employee} 的员工，请联系企业管理员添加',
    'zh-TW': '{company} 沒有工號或電子郵件為 {employee} 的員工，請聯絡企業管理員新增',
    en: 'Nobody with the employee number or e-mail {employee} works at {company}; ask your company administrator to add you.',
    ja: '{company} に社員番号またはメールアドレス {employee} の社員はいません。企業管理者に追加を依頼してください',
  },
  oaNoSecret: {
    'zh-CN': '请先生成签名密钥并开启办公系统登录',
    'zh-TW': '請先產生簽章金鑰並開啟辦公系統登入',
    en: 'Make a signing secret and turn office-system sign-in on first.',
    ja: '先に署名シークレットを作成し、オフィスシステムからのサインインを有効にしてください',
  },
  oaNoIdentity: {
    'zh-CN': '您的员工资料没有工号或邮箱，无法生成登录链接',
    'zh-TW': '您的員工資料沒有工號或電子郵件，無法產生登入連結',
    en: 'Your employee record has neither an employee number nor an e-mail, so no link can name you.',
    ja: 'あなたの社員情報に社員番号もメールアドレスもないため、リンクを作成できません',
  },
  wxCodeMissing: {
    'zh-CN': '缺少微信授权码',
    'zh-TW': '缺少微信授權碼',
    en: "WeChat's authorization code is missing.",
    ja: 'WeChat の認可コードがありません',
  },
  wxCodeRefused: {
    'zh-CN': '微信授权已失效，请重新进入',
    'zh-TW': '微信授權已失效，請重新進入',
    en: 'The WeChat authorization is no longer valid. Please open the page again.',
    ja: 'WeChat の認可が無効になりました。もう一度開いてください',
  },
  wxBindTicketInvalid: {
    'zh-CN': '微信绑定已过期，请在微信中重新打开',
    'zh-TW': '微信綁定已過期，請在微信中重新開啟',
    en: 'The WeChat binding has expired. Open the page in WeChat again.',
    ja: 'WeChat の連携の有効期限が切れました。WeChat でもう一度開いてください',
  },
  wxForeignOrigin: {
    'zh-CN': '该页面地址不属于本站，无法签名',
    'zh-TW': '該頁面位址不屬於本站，無法簽章',
    en: 'That page is not on this site; it cannot be signed.',
    ja: 'このページは本サイトのものではないため、署名できません',
  },
  wxUnavailable: {
    'zh-CN': '暂时无法连接微信，请稍后再试',
    'zh-TW': '暫時無法連線微信，請稍後再試',
    en: 'WeChat cannot be reached. Please try again later.',
    ja: 'WeChat に接続できません。しばらくしてからお試しください',
  },
} satisfies Record<string, Texts>

/** Server messages of single sign-on and the office-automation and WeChat sign-ins (docs/sign-in.md), joined into MESSAGES (i18n.ts). */

/** Each text in the four languages (i18n.ts checks the keys are all there). */
type Texts = Record<'zh-CN' | 'zh-TW' | 'en' | 'ja', string>

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
} satisfies Record<string, Texts>

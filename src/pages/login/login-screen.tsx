import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { Tabs } from '@/components/ui/tabs'
import { ErrorCode } from '../../../types/api/errors'
import { isApiError } from '../../core/errors'
import { go } from '../../core/navigate'
import { checkAgreement } from '../../domain/text'
import { useStores } from '../../stores'
import { checkUserName, completeSignIn, getPhoneVerifyCode, getVerifyCode, signInWithPhoneVerifyCode, userLogin } from '../../features/auth/api'
import Agreement from '../../features/auth/components/agreement'
import { AuthLink } from '../../features/auth/components/auth-card'
import InputField from '../../features/auth/components/input-field'
import LanguageChip from '../../features/auth/components/language-chip'
import SubmitButton from '../../features/auth/components/submit-button'
import PasswordField from '../../features/auth/components/password-field'
import SsoEntry from '../../features/auth/components/sso-entry'
import WechatEntry from '../../features/auth/components/wechat-entry'
import PasskeySignIn from '../../features/auth/components/passkey-sign-in'
import { useAuthForm, usePhoneField } from '../../features/auth/form'
import { useCodeSender, useMessage } from '../../features/auth/hooks'
import {
  CAPTCHA_LENGTH,
  checkAccount,
  checkCaptcha,
  checkLoginPassword,
  hasErrors,
  messageOf,
  validatePasswordLogin,
  validateSmsLogin,
  type Message,
  type PasswordLoginField,
  type SmsLoginField,
} from '../../features/auth/rules'
import './index.scss'
import CodeField from '../../features/auth/components/code-field'
import PhoneField from '../../features/auth/components/phone-field'
import { useEmailCodeMode } from '../../features/auth/email-code'
import ScanSignInPanel from '../../features/auth/scan-panel'

type Mode = 'password' | 'sms' | 'email'

interface Captcha {
  id: string
  image: string
}

function needsCaptcha(e: unknown): boolean {
  if (!isApiError(e) || e.kind !== 'server') return false
  if (e.code === ErrorCode.VerifyCodeRequired) return true
  const data = e.envelope?.ResultData as { NeedVerifyCode?: unknown } | null | undefined
  return data?.NeedVerifyCode === true
}

/**
 * The sign-in screen below the Page frame: brand header with the language chip, account +
 * password or SMS code, the agreement, and links to recovery and company registration.
 */
function LoginScreen({ initialUserName = '' }: { initialUserName?: string }) {
  const { t } = useTranslation()
  const msg = useMessage()
  const { ui } = useStores()

  const [mode, setMode] = useState<Mode>('password')
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState<Message | undefined>()

  // Account and password.
  const pw = useAuthForm<PasswordLoginField>()
  const [userName, setUserName] = useState(initialUserName)
  const [password, setPassword] = useState('')
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [captchaCode, setCaptchaCode] = useState('')

  // SMS code.
  const sms = useAuthForm<SmsLoginField>()
  const phone = usePhoneField(sms, 'phone')
  const [code, setCode] = useState('')
  const sender = useCodeSender(
    sms.sendTo('phone', 'code', phone.error, () => getPhoneVerifyCode({ Mobile: phone.number, MobileCountryCode: phone.countryCode })),
  )

  async function loadCaptcha(name: string): Promise<void> {
    setCaptchaCode('')
    try {
      const c = await getVerifyCode(name)
      setCaptcha({ id: c.VerifyCodeId, image: c.VerifyCodeImage })
    } catch {
      // Toasted by the http client; the old image (if any) stays and a tap retries.
    }
  }

  /** On leaving the user name: does its next sign-in need the image code? */
  async function onUserNameBlur(): Promise<void> {
    const e = checkAccount(userName)
    pw.set('userName', e)
    if (e) return
    const res = await checkUserName(userName.trim()).catch(() => null)
    if (!res) return
    if (res.NeedVerifyCode) await loadCaptcha(userName.trim())
    else setCaptcha(null)
  }

  /** The agreement is both modes' one: refused with the fields' messages, or alone with a toast. */
  function agreementRefuses(found: { agreement?: Message }, fieldsWrong: boolean): boolean {
    if (fieldsWrong) {
      if (found.agreement) setAgreeError(found.agreement)
      return false
    }
    if (agreed) return false
    setAgreeError(messageOf(checkAgreement(false)))
    ui.toast(t('auth:login.agreementRequired'))
    return true
  }

  async function submitPassword(): Promise<void> {
    const { agreement, ...found } = validatePasswordLogin({ userName, password, captchaShown: captcha !== null, captcha: captchaCode, agreed })
    if (agreementRefuses({ agreement }, hasErrors(found))) return pw.setErrors(found)
    const login = () =>
      userLogin({ UserName: userName.trim(), Password: password, ...(captcha ? { VerifyCodeId: captcha.id, VerifyCode: captchaCode.trim() } : {}) })
    await pw.submit(found, async () => completeSignIn(await login()), {
      // Each image is good for one attempt: a failed attempt with one needs a fresh one.
      failed: (e) => (needsCaptcha(e) || captcha) && loadCaptcha(userName.trim()),
    })
  }

  async function submitSms(): Promise<void> {
    const { agreement, ...found } = validateSmsLogin({ countryCode: phone.countryCode, phone: phone.value, code, fetched: sender.fetched, agreed })
    if (agreementRefuses({ agreement }, hasErrors(found))) return sms.setErrors(found)
    const signIn = () => signInWithPhoneVerifyCode({ Mobile: phone.number, MobileCountryCode: phone.countryCode, VerifyCode: code.trim() })
    await sms.submit(found, async () => completeSignIn(await signIn()))
  }

  const email = useEmailCodeMode(() => submit())
  const submit = () => void (mode === 'password' ? submitPassword() : mode === 'sms' ? submitSms() : email.submit(agreed, agreementRefuses))

  return (
    <View className="login">
      <View className="login__hero">
        <View className="login__hero-top">
          <LanguageChip testId="login-language" light />
        </View>
        <View className="login__brand">
          <View className="login__logo" aria-hidden="true">
            <View className="login__logo-case" />
          </View>
          <Text className="login__title">{t('common:appTitle')}</Text>
          <Text className="login__subtitle">{t('auth:brand.subtitle')}</Text>
        </View>
      </View>

      <View className="login__card">
        <Tabs
          list="auth-tabs"
          tab="auth-tabs__tab"
          on="active"
          options={(['password', 'sms', 'email'] as const).map((m) => ({
            value: m,
            label: t({ password: 'auth:login.modePassword', sms: 'auth:login.modeSms', email: 'auth:emailCode.mode' }[m]),
            testId: `login-mode-${m}`,
          }))}
          value={mode}
          onChange={setMode}
        />

        {mode === 'password' ? (
          <View className="login__form" role="tabpanel">
            <InputField
              testId="login-username"
              placeholder={t('auth:login.userNamePlaceholder')}
              maxlength={64}
              name={t('auth:login.userName')}
              {...pw.bind('userName', userName, setUserName, checkAccount)}
              onBlur={() => void onUserNameBlur()}
            />
            <PasswordField
              testId="login-password"
              placeholder={t('auth:login.passwordPlaceholder')}
              name={t('auth:login.password')}
              {...pw.bind('password', password, setPassword, checkLoginPassword)}
              onConfirm={submit}
            />
            {captcha && (
              <InputField
                testId="login-captcha"
                hint={t('auth:login.captchaHint')}
                placeholder={t('auth:login.captchaPlaceholder')}
                maxlength={CAPTCHA_LENGTH}
                name={t('auth:login.captcha')}
                {...pw.bind('captcha', captchaCode, setCaptchaCode, checkCaptcha)}
                onConfirm={submit}
                suffix={
                  <View
                    className="login__captcha"
                    role="button"
                    aria-label={t('auth:login.captchaRefresh')}
                    data-testid="login-captcha-image"
                    onClick={() => void loadCaptcha(userName.trim())}
                  >
                    <Image className="login__captcha-image" src={captcha.image} mode="aspectFit" aria-hidden="true" />
                  </View>
                }
              />
            )}
          </View>
        ) : mode === 'sms' ? (
          <View className="login__form" role="tabpanel">
            <PhoneField testId="login-phone" countryTestId="login-country" {...phone.props} />
            <CodeField testId="login-code" buttonTestId="login-get-code" sender={sender} {...sms.bindCode('code', code, setCode, sender)} onConfirm={submit} />
          </View>
        ) : (
          <View className="login__form" role="tabpanel">
            {email.fields}
          </View>
        )}

        <Agreement
          checked={agreed}
          onChange={(v) => {
            setAgreed(v)
            if (v) setAgreeError(undefined)
          }}
          error={msg(agreeError)}
          testId="login-agree"
        />

        <SubmitButton
          text={t('auth:login.submit')}
          busyText={t('auth:login.submitting')}
          busy={pw.busy || sms.busy || email.busy}
          onPress={submit}
          testId="login-submit"
        />
        <PasskeySignIn />

        <View className="auth-links">
          <AuthLink text={t('auth:login.forgot')} onClick={() => void go('loginWayOfRecovery')} testId="login-forgot" />
          <AuthLink text={t('auth:login.register')} onClick={() => void go('register')} testId="login-register" />
        </View>
        <SsoEntry agreed={agreed} />
        <WechatEntry agreed={agreed} />
      </View>
      <ScanSignInPanel />
    </View>
  )
}

export default observer(LoginScreen)

import { useState } from 'react'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '../../../types/api/errors'
import { isApiError } from '../../core/errors'
import { go } from '../../core/navigate'
import { checkSmsCode } from '../../domain/password'
import { checkPhone } from '../../domain/phone'
import { checkAgreement } from '../../domain/text'
import { useStores } from '../../stores'
import { checkUserName, completeSignIn, getPhoneVerifyCode, getVerifyCode, signInWithPhoneVerifyCode, userLogin } from '../../features/auth/api'
import Agreement from '../../features/auth/components/agreement'
import { DEFAULT_COUNTRY_CODE } from '../../features/auth/components/country-code'
import EyeToggle from '../../features/auth/components/eye-toggle'
import Field from '../../features/auth/components/field'
import LanguageChip from '../../features/auth/components/language-chip'
import SubmitButton from '../../features/auth/components/submit-button'
import { useCodeSender, useMessage } from '../../features/auth/hooks'
import {
  acceptCodeInput,
  CAPTCHA_LENGTH,
  checkAccount,
  checkCaptcha,
  checkLoginPassword,
  hasErrors,
  messageOf,
  validatePasswordLogin,
  validateSmsLogin,
  type Errors,
  type Message,
  type PasswordLoginField,
  type SmsLoginField,
} from '../../features/auth/rules'
import './index.scss'
import '@/i18n/ns/auth'
import CodeField from '../../features/auth/components/code-field'
import PhoneField from '../../features/auth/components/phone-field'

type Mode = 'password' | 'sms'

interface Captcha {
  id: string
  image: string
}

/** Sets or clears one field's message, keeping `Errors` free of undefined entries. */
function withField<F extends string>(errors: Errors<F>, field: F, m: Message | undefined): Errors<F> {
  const next = { ...errors }
  if (m) next[field] = m
  else delete next[field]
  return next
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
  const [busy, setBusy] = useState(false)

  // Account and password.
  const [userName, setUserName] = useState(initialUserName)
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [captchaCode, setCaptchaCode] = useState('')
  const [pwErrors, setPwErrors] = useState<Errors<PasswordLoginField>>({})

  // SMS code.
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  // Bumped to re-create the code input when typed text is refused, so it shows what we hold.
  const [codeInputKey, setCodeInputKey] = useState(0)
  const [smsErrors, setSmsErrors] = useState<Errors<SmsLoginField>>({})

  const sender = useCodeSender(async () => {
    const phoneError = messageOf(checkPhone(phone, countryCode))
    setSmsErrors((e) => withField(e, 'phone', phoneError))
    if (phoneError) return null
    const res = await getPhoneVerifyCode({ Mobile: phone.trim(), MobileCountryCode: countryCode })
    setSmsErrors((e) => withField(e, 'code', undefined))
    ui.toast(t('auth:code.sentTo', { target: res.MaskedTarget }))
    return res
  })

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
    setPwErrors((x) => withField(x, 'userName', e))
    if (e) return
    const res = await checkUserName(userName.trim()).catch(() => null)
    if (!res) return
    if (res.NeedVerifyCode) await loadCaptcha(userName.trim())
    else setCaptcha(null)
  }

  function requireAgreement(): boolean {
    if (agreed) return true
    setAgreeError(messageOf(checkAgreement(false)))
    ui.toast(t('auth:login.agreementRequired'))
    return false
  }

  async function submitPassword(): Promise<void> {
    const errors = validatePasswordLogin({ userName, password, captchaShown: captcha !== null, captcha: captchaCode, agreed })
    const { agreement, ...fieldErrors } = errors
    setPwErrors(fieldErrors)
    if (hasErrors(fieldErrors)) {
      if (agreement) setAgreeError(agreement)
      return
    }
    if (!requireAgreement()) return
    setBusy(true)
    try {
      const res = await userLogin({
        UserName: userName.trim(),
        Password: password,
        ...(captcha ? { VerifyCodeId: captcha.id, VerifyCode: captchaCode.trim() } : {}),
      })
      await completeSignIn(res)
    } catch (e) {
      setBusy(false)
      // Each image is good for one attempt: a failed attempt with one needs a fresh one.
      if (needsCaptcha(e) || captcha) await loadCaptcha(userName.trim())
    }
  }

  async function submitSms(): Promise<void> {
    const errors = validateSmsLogin({ countryCode, phone, code, fetched: sender.fetched, agreed })
    const { agreement, ...fieldErrors } = errors
    setSmsErrors(fieldErrors)
    if (hasErrors(fieldErrors)) {
      if (agreement) setAgreeError(agreement)
      return
    }
    if (!requireAgreement()) return
    setBusy(true)
    try {
      const res = await signInWithPhoneVerifyCode({ Mobile: phone.trim(), MobileCountryCode: countryCode, VerifyCode: code.trim() })
      await completeSignIn(res)
    } catch {
      setBusy(false)
    }
  }

  function onCodeInput(typed: string): void {
    const r = acceptCodeInput(typed, sender.fetched)
    setCode(r.value)
    if (r.value !== typed) setCodeInputKey((k) => k + 1)
    if (r.error) setSmsErrors((e) => withField(e, 'code', r.error))
    else if (smsErrors.code) setSmsErrors((e) => withField(e, 'code', messageOf(checkSmsCode(r.value, { fetched: true }))))
  }

  const submit = () => void (mode === 'password' ? submitPassword() : submitSms())

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
        <View className="auth-tabs" role="tablist">
          {(['password', 'sms'] as const).map((m) => (
            <View
              key={m}
              className={`auth-tabs__tab ${mode === m ? 'auth-tabs__tab--active' : ''}`}
              role="tab"
              aria-selected={mode === m ? 'true' : 'false'}
              data-testid={`login-mode-${m}`}
              onClick={() => setMode(m)}
            >
              <Text>{t(m === 'password' ? 'auth:login.modePassword' : 'auth:login.modeSms')}</Text>
            </View>
          ))}
        </View>

        {mode === 'password' ? (
          <View className="login__form" role="tabpanel">
            <Field testId="login-username" error={msg(pwErrors.userName)}>
              <Input
                value={userName}
                placeholder={t('auth:login.userNamePlaceholder')}
                placeholderClass="auth-input-placeholder"
                maxlength={64}
                onInput={(e) => {
                  const v = e.detail.value
                  setUserName(v)
                  if (pwErrors.userName) setPwErrors((x) => withField(x, 'userName', checkAccount(v)))
                }}
                onBlur={() => void onUserNameBlur()}
                aria-label={t('auth:login.userName')}
              />
            </Field>
            <Field
              testId="login-password"
              error={msg(pwErrors.password)}
              suffix={<EyeToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} testId="login-password-toggle" />}
            >
              <Input
                value={password}
                password={!showPassword}
                placeholder={t('auth:login.passwordPlaceholder')}
                placeholderClass="auth-input-placeholder"
                maxlength={64}
                onInput={(e) => {
                  const v = e.detail.value
                  setPassword(v)
                  if (pwErrors.password) setPwErrors((x) => withField(x, 'password', checkLoginPassword(v)))
                }}
                onBlur={() => setPwErrors((x) => withField(x, 'password', checkLoginPassword(password)))}
                onConfirm={submit}
                aria-label={t('auth:login.password')}
              />
            </Field>
            {captcha && (
              <Field
                testId="login-captcha"
                error={msg(pwErrors.captcha)}
                hint={t('auth:login.captchaHint')}
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
              >
                <Input
                  value={captchaCode}
                  placeholder={t('auth:login.captchaPlaceholder')}
                  placeholderClass="auth-input-placeholder"
                  maxlength={CAPTCHA_LENGTH}
                  onInput={(e) => {
                    const v = e.detail.value
                    setCaptchaCode(v)
                    if (pwErrors.captcha) setPwErrors((x) => withField(x, 'captcha', checkCaptcha(v)))
                  }}
                  onBlur={() => setPwErrors((x) => withField(x, 'captcha', checkCaptcha(captchaCode)))}
                  onConfirm={submit}
                  aria-label={t('auth:login.captcha')}
                />
              </Field>
            )}
          </View>
        ) : (
          <View className="login__form" role="tabpanel">
            <PhoneField
              testId="login-phone"
              countryTestId="login-country"
              error={msg(smsErrors.phone)}
              countryCode={countryCode}
              onCountryCode={setCountryCode}
              value={phone}
              onInput={(v) => {
                setPhone(v)
                if (smsErrors.phone) setSmsErrors((x) => withField(x, 'phone', messageOf(checkPhone(v, countryCode))))
              }}
              onBlur={() => setSmsErrors((x) => withField(x, 'phone', messageOf(checkPhone(phone, countryCode))))}
            />
            <CodeField
              testId="login-code"
              buttonTestId="login-get-code"
              error={msg(smsErrors.code)}
              sender={sender}
              value={code}
              inputKey={codeInputKey}
              onInput={onCodeInput}
              onBlur={() => sender.fetched && setSmsErrors((x) => withField(x, 'code', messageOf(checkSmsCode(code, { fetched: true }))))}
              onConfirm={submit}
            />
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

        <SubmitButton text={t('auth:login.submit')} busyText={t('auth:login.submitting')} busy={busy} onPress={submit} testId="login-submit" />

        <View className="auth-links">
          <View className="auth-links__link" role="link" data-testid="login-forgot" onClick={() => void go('loginWayOfRecovery')}>
            <Text>{t('auth:login.forgot')}</Text>
          </View>
          <View className="auth-links__link" role="link" data-testid="login-register" onClick={() => void go('register')}>
            <Text>{t('auth:login.register')}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}

export default observer(LoginScreen)

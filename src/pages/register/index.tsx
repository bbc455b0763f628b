import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import { relaunch, replace } from '../../core/navigate'
import { checkPassword, checkSmsCode } from '../../domain/password'
import { checkPhone } from '../../domain/phone'
import { useStores } from '../../stores'
import { addRegisterCompany, completeSignIn, sendMobileVerificationCode } from '../../features/auth/api'
import Agreement from '../../features/auth/components/agreement'
import { DEFAULT_COUNTRY_CODE } from '../../features/auth/components/country-code'
import Field from '../../features/auth/components/field'
import PasswordField from '../../features/auth/components/password-field'
import SubmitButton from '../../features/auth/components/submit-button'
import { scrollToField, useCodeSender, useMessage } from '../../features/auth/hooks'
import {
  acceptCodeInput,
  checkCompanyName,
  checkContactName,
  checkNewUserName,
  checkRequiredEmail,
  firstErrorField,
  messageOf,
  REGISTER_FIELDS,
  validateRegister,
  type Errors,
  type Message,
  type RegisterField,
} from '../../features/auth/rules'
import './index.scss'
import '@/i18n/ns/auth'
import CodeField from '../../features/auth/components/code-field'
import PhoneField from '../../features/auth/components/phone-field'
import ConfirmPasswordField from '../../features/auth/components/confirm-password-field'

const fieldId = (f: RegisterField) => `register-${f}`

/**
 * /register: a company signs up with its first administrator. The administrator's phone is
 * proven by an SMS code ('get code' with the 60 s wait, as in the SMS sign-in; a code typed before
 * one was asked for is refused). The server signs the new administrator in at once; should it
 * answer without a token, the login page opens with the new account name filled in.
 */
export default function RegisterPage() {
  const { t } = useTranslation()
  const msg = useMessage()
  const { ui } = useStores()
  const [companyName, setCompanyName] = useState('')
  const [contactName, setContactName] = useState('')
  const [userName, setUserName] = useState('')
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  // Bumped to re-create the code input when typed text is refused, so it shows what we hold.
  const [codeInputKey, setCodeInputKey] = useState(0)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Errors<RegisterField>>({})
  const [busy, setBusy] = useState(false)
  const set = (field: RegisterField, m: Message | undefined) => setErrors((x) => ({ ...x, [field]: m }))
  /** Re-checks a field while its error shows, so the message goes away as soon as it is right. */
  const recheck = (field: RegisterField, m: Message | undefined) => errors[field] && set(field, m)

  const sender = useCodeSender(async () => {
    const phoneError = messageOf(checkPhone(phone, countryCode))
    set('phone', phoneError)
    if (phoneError) {
      scrollToField(fieldId('phone'))
      return null
    }
    const res = await sendMobileVerificationCode({ Purpose: 'Register', Mobile: phone.trim(), MobileCountryCode: countryCode })
    set('code', undefined)
    ui.toast(t('auth:code.sentTo', { target: res.MaskedTarget }))
    return res
  })

  function onCodeInput(typed: string): void {
    const r = acceptCodeInput(typed, sender.fetched)
    setCode(r.value)
    if (r.value !== typed) setCodeInputKey((k) => k + 1)
    if (r.error) set('code', r.error)
    else recheck('code', messageOf(checkSmsCode(r.value, { fetched: true })))
  }

  async function submit(): Promise<void> {
    const e = validateRegister({
      companyName,
      contactName,
      userName,
      countryCode,
      phone,
      code,
      fetched: sender.fetched,
      email,
      password,
      confirmation,
      agreed,
    })
    setErrors(e)
    const first = firstErrorField(REGISTER_FIELDS, e)
    if (first) {
      if (first === 'agreement') ui.toast(t('auth:login.agreementRequired'))
      scrollToField(fieldId(first))
      return
    }
    setBusy(true)
    try {
      const res = await addRegisterCompany({
        CompanyName: companyName.trim(),
        ContactName: contactName.trim(),
        UserName: userName.trim(),
        Mobile: phone.trim(),
        MobileCountryCode: countryCode,
        Email: email.trim(),
        Password: password,
        VerifyCode: code.trim(),
      })
      if (res.Token) {
        ui.toast(t('auth:register.done', { company: res.CompanyName, code: res.CompanyCode }))
        await completeSignIn(res, { to: 'home' })
      } else {
        ui.toast(t('auth:register.doneSignIn', { company: res.CompanyName }))
        await relaunch('login', { userName: userName.trim() })
      }
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page title="auth:register.title">
      <View className="register">
        <View className="register__intro">
          <Text className="register__heading">{t('auth:register.heading')}</Text>
          <Text className="register__desc">{t('auth:register.desc')}</Text>
        </View>

        <View className="auth-card">
          <Text className="auth-section-title">{t('auth:register.sectionCompany')}</Text>
          <Field label={t('auth:register.companyName')} id={fieldId('companyName')} testId="register-company" error={msg(errors.companyName)}>
            <Input
              value={companyName}
              placeholder={t('auth:register.companyNamePlaceholder')}
              placeholderClass="auth-input-placeholder"
              maxlength={100}
              onInput={(e) => {
                setCompanyName(e.detail.value)
                recheck('companyName', checkCompanyName(e.detail.value))
              }}
              onBlur={() => set('companyName', checkCompanyName(companyName))}
              aria-label={t('auth:register.companyName')}
            />
          </Field>
          <Field label={t('auth:register.contactName')} id={fieldId('contactName')} testId="register-contact" error={msg(errors.contactName)}>
            <Input
              value={contactName}
              placeholder={t('auth:register.contactNamePlaceholder')}
              placeholderClass="auth-input-placeholder"
              maxlength={40}
              onInput={(e) => {
                setContactName(e.detail.value)
                recheck('contactName', checkContactName(e.detail.value))
              }}
              onBlur={() => set('contactName', checkContactName(contactName))}
              aria-label={t('auth:register.contactName')}
            />
          </Field>
          <PhoneField
            label={t('auth:common.phone')}
            id={fieldId('phone')}
            testId="register-phone"
            countryTestId="register-country"
            error={msg(errors.phone)}
            hint={t('auth:register.phoneHint')}
            countryCode={countryCode}
            onCountryCode={setCountryCode}
            value={phone}
            onInput={(v) => {
              setPhone(v)
              recheck('phone', messageOf(checkPhone(v, countryCode)))
            }}
            onBlur={() => set('phone', messageOf(checkPhone(phone, countryCode)))}
          />
          <CodeField
            label={t('auth:common.code')}
            id={fieldId('code')}
            testId="register-code"
            buttonTestId="register-get-code"
            error={msg(errors.code)}
            sender={sender}
            value={code}
            inputKey={codeInputKey}
            onInput={onCodeInput}
            onBlur={() => sender.fetched && set('code', messageOf(checkSmsCode(code, { fetched: true })))}
          />
          <Field label={t('auth:common.email')} id={fieldId('email')} testId="register-email" error={msg(errors.email)}>
            <Input
              value={email}
              placeholder={t('auth:common.emailPlaceholder')}
              placeholderClass="auth-input-placeholder"
              maxlength={100}
              onInput={(e) => {
                setEmail(e.detail.value)
                recheck('email', checkRequiredEmail(e.detail.value))
              }}
              onBlur={() => set('email', checkRequiredEmail(email))}
              aria-label={t('auth:common.email')}
            />
          </Field>
        </View>

        <View className="auth-card">
          <Text className="auth-section-title">{t('auth:register.sectionAccount')}</Text>
          <Text className="auth-section-desc">{t('auth:register.accountDesc')}</Text>
          <Field
            label={t('auth:register.userName')}
            id={fieldId('userName')}
            testId="register-username"
            error={msg(errors.userName)}
            hint={t('auth:register.userNameHint')}
          >
            <Input
              value={userName}
              placeholder={t('auth:register.userNamePlaceholder')}
              placeholderClass="auth-input-placeholder"
              maxlength={32}
              onInput={(e) => {
                setUserName(e.detail.value)
                recheck('userName', checkNewUserName(e.detail.value))
              }}
              onBlur={() => set('userName', checkNewUserName(userName))}
              aria-label={t('auth:register.userName')}
            />
          </Field>
          <View id={fieldId('password')}>
            <PasswordField
              label={t('auth:common.password')}
              placeholder={t('auth:common.newPasswordPlaceholder')}
              hint={t('auth:common.passwordRule')}
              value={password}
              error={msg(errors.password)}
              testId="register-password"
              onInput={(v) => {
                setPassword(v)
                recheck('password', messageOf(checkPassword(v)))
              }}
              onBlur={() => password && set('password', messageOf(checkPassword(password)))}
            />
          </View>
          <View id={fieldId('confirmation')}>
            <ConfirmPasswordField
              password={password}
              value={confirmation}
              error={errors.confirmation}
              testId="register-confirm"
              onInput={setConfirmation}
              onError={(m) => set('confirmation', m)}
            />
          </View>
          <View id={fieldId('agreement')}>
            <Agreement
              checked={agreed}
              onChange={(v) => {
                setAgreed(v)
                if (v) set('agreement', undefined)
              }}
              error={msg(errors.agreement)}
              testId="register-agree"
            />
          </View>
          <SubmitButton
            text={t('auth:register.submit')}
            busyText={t('auth:register.submitting')}
            busy={busy}
            onPress={() => void submit()}
            testId="register-submit"
          />
          <View className="auth-links auth-links--center">
            <Text className="register__have">{t('auth:register.haveAccount')}</Text>
            <View className="auth-links__link" role="link" onClick={() => void replace('login')}>
              <Text>{t('auth:register.signIn')}</Text>
            </View>
          </View>
        </View>
      </View>
    </Page>
  )
}

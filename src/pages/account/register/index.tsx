import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../../components/page'
import { relaunch, replace } from '../../../core/navigate'
import { useStores } from '../../../stores'
import { addRegisterCompany, completeSignIn, sendMobileVerificationCode } from '../../../features/auth/api'
import Agreement from '../../../features/auth/components/agreement'
import AuthCard, { AuthLink } from '../../../features/auth/components/auth-card'
import InputField from '../../../features/auth/components/input-field'
import NewPasswordFields, { useNewPassword } from '../../../features/auth/components/new-password-fields'
import SubmitButton from '../../../features/auth/components/submit-button'
import { useAuthForm, usePhoneField } from '../../../features/auth/form'
import { scrollToField, useCodeSender } from '../../../features/auth/hooks'
import {
  checkCompanyName,
  checkContactName,
  checkNewUserName,
  checkRequiredEmail,
  firstErrorField,
  REGISTER_FIELDS,
  validateRegister,
  type Message,
  type RegisterField,
} from '../../../features/auth/rules'
import './index.scss'
import CodeField from '../../../features/auth/components/code-field'
import PhoneField from '../../../features/auth/components/phone-field'

const fieldId = (f: RegisterField) => `register-${f}`

type TextField = 'companyName' | 'contactName' | 'email' | 'userName'

/** The plain text lines: their test id, texts, length and rule. */
const TEXT_FIELDS: Record<TextField, { testId: string; label: string; placeholder: string; max: number; check: (v: string) => Message | undefined }> = {
  companyName: {
    testId: 'register-company',
    label: 'auth:register.companyName',
    placeholder: 'auth:register.companyNamePlaceholder',
    max: 100,
    check: checkCompanyName,
  },
  contactName: {
    testId: 'register-contact',
    label: 'auth:register.contactName',
    placeholder: 'auth:register.contactNamePlaceholder',
    max: 40,
    check: checkContactName,
  },
  email: { testId: 'register-email', label: 'auth:common.email', placeholder: 'auth:common.emailPlaceholder', max: 100, check: checkRequiredEmail },
  userName: {
    testId: 'register-username',
    label: 'auth:register.userName',
    placeholder: 'auth:register.userNamePlaceholder',
    max: 32,
    check: checkNewUserName,
  },
}

/**
 * /register: a company signs up with its first administrator. The administrator's phone is
 * proven by an SMS code ('get code' with the 60 s wait, as in the SMS sign-in; a code typed before
 * one was asked for is refused). The server signs the new administrator in at once; should it
 * answer without a token, the login page opens with the new account name filled in.
 */
export default function RegisterPage() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const form = useAuthForm<RegisterField>()
  const [texts, setTexts] = useState<Record<TextField, string>>({ companyName: '', contactName: '', email: '', userName: '' })
  const { companyName, contactName, email, userName } = texts
  const phone = usePhoneField(form, 'phone')
  const [code, setCode] = useState('')
  const { password, confirmation, fields } = useNewPassword(form)
  const [agreed, setAgreed] = useState(false)

  const textField = (f: TextField, hint?: string) => {
    const d = TEXT_FIELDS[f]
    const bound = form.bind(f, texts[f], (v) => setTexts((x) => ({ ...x, [f]: v })), d.check)
    return <InputField label={t(d.label)} id={fieldId(f)} testId={d.testId} hint={hint} placeholder={t(d.placeholder)} maxlength={d.max} {...bound} />
  }

  const sender = useCodeSender(
    form.sendTo(
      'phone',
      'code',
      phone.error,
      () => sendMobileVerificationCode({ Purpose: 'Register', Mobile: phone.number, MobileCountryCode: phone.countryCode }),
      () => scrollToField(fieldId('phone')),
    ),
  )

  const submit = () => {
    const e = validateRegister({
      companyName,
      contactName,
      userName,
      countryCode: phone.countryCode,
      phone: phone.value,
      code,
      fetched: sender.fetched,
      email,
      password,
      confirmation,
      agreed,
    })
    // Refused: the first wrong field comes into view (the agreement says so in a toast too).
    const refused = () => {
      const first = firstErrorField(REGISTER_FIELDS, e)
      if (first === 'agreement') ui.toast(t('auth:login.agreementRequired'))
      if (first) scrollToField(fieldId(first))
    }
    return form.submit(
      e,
      async () => {
        const res = await addRegisterCompany({
          CompanyName: companyName.trim(),
          ContactName: contactName.trim(),
          UserName: userName.trim(),
          Mobile: phone.number,
          MobileCountryCode: phone.countryCode,
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
      },
      { refused },
    )
  }

  return (
    <Page title="auth:register.title">
      <View className="register">
        <View className="register__intro">
          <Text className="register__heading">{t('auth:register.heading')}</Text>
          <Text className="register__desc">{t('auth:register.desc')}</Text>
        </View>

        <AuthCard title={t('auth:register.sectionCompany')}>
          {textField('companyName')}
          {textField('contactName')}
          <PhoneField
            label={t('auth:common.phone')}
            id={fieldId('phone')}
            testId="register-phone"
            countryTestId="register-country"
            hint={t('auth:register.phoneHint')}
            {...phone.props}
          />
          <CodeField
            label={t('auth:common.code')}
            id={fieldId('code')}
            testId="register-code"
            buttonTestId="register-get-code"
            sender={sender}
            {...form.bindCode('code', code, setCode, sender)}
          />
          {textField('email')}
        </AuthCard>

        <AuthCard title={t('auth:register.sectionAccount')} desc={t('auth:register.accountDesc')}>
          {textField('userName', t('auth:register.userNameHint'))}
          <NewPasswordFields
            fields={fields}
            label={t('auth:common.password')}
            testIds={['register-password', 'register-confirm']}
            ids={{ password: fieldId('password'), confirmation: fieldId('confirmation') }}
          />
          <View id={fieldId('agreement')}>
            <Agreement
              checked={agreed}
              onChange={(v) => {
                setAgreed(v)
                if (v) form.set('agreement', undefined)
              }}
              error={form.msg(form.errors.agreement)}
              testId="register-agree"
            />
          </View>
          <SubmitButton
            text={t('auth:register.submit')}
            busyText={t('auth:register.submitting')}
            busy={form.busy}
            onPress={() => void submit()}
            testId="register-submit"
          />
          <View className="auth-links auth-links--center">
            <Text className="register__have">{t('auth:register.haveAccount')}</Text>
            <AuthLink text={t('auth:register.signIn')} onClick={() => void replace('login')} />
          </View>
        </AuthCard>
      </View>
    </Page>
  )
}

import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import { relaunch } from '../../core/navigate'
import { checkPassword, checkSmsCode } from '../../domain/password'
import { useStores } from '../../stores'
import { getForgotPasswordCode, modifyPasswordByEmail } from '../../features/auth/api'
import Field from '../../features/auth/components/field'
import PasswordField from '../../features/auth/components/password-field'
import SubmitButton from '../../features/auth/components/submit-button'
import { useCodeSender, useMessage } from '../../features/auth/hooks'
import {
  acceptCodeInput,
  checkRequiredEmail,
  hasErrors,
  messageOf,
  validateEmailReset,
  type EmailResetField,
  type Errors,
  type Message,
} from '../../features/auth/rules'
import './index.scss'
import '@/i18n/ns/auth'
import CodeField from '../../features/auth/components/code-field'
import ConfirmPasswordField from '../../features/auth/components/confirm-password-field'

/** Recovery by e-mail: code to the account's e-mail, then the code and a new password. */
export default function ForgetPasswordEmail() {
  const { t } = useTranslation()
  const msg = useMessage()
  const { ui } = useStores()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [codeKey, setCodeKey] = useState(0)
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Errors<EmailResetField>>({})
  const [busy, setBusy] = useState(false)
  const set = (field: EmailResetField, m: Message | undefined) => setErrors((x) => ({ ...x, [field]: m }))

  const sender = useCodeSender(async () => {
    const e = checkRequiredEmail(email)
    set('email', e)
    if (e) return null
    const res = await getForgotPasswordCode(email.trim())
    set('code', undefined)
    ui.toast(t('auth:code.sentTo', { target: res.MaskedTarget }))
    return res
  })

  async function submit(): Promise<void> {
    const e = validateEmailReset({ email, code, fetched: sender.fetched, password, confirmation })
    setErrors(e)
    if (hasErrors(e)) return
    setBusy(true)
    try {
      await modifyPasswordByEmail({ Email: email.trim(), VerifyCode: code.trim(), NewPassword: password })
      ui.toast(t('auth:forgot.done'))
      await relaunch('login')
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page title="auth:email.title">
      <View className="forgot">
        <View className="auth-card forgot__card--first">
          <Text className="auth-section-title">{t('auth:email.heading')}</Text>
          <Text className="auth-section-desc">{t('auth:email.desc')}</Text>
          <Field label={t('auth:common.email')} testId="email-email" error={msg(errors.email)}>
            <Input
              type="text"
              value={email}
              placeholder={t('auth:common.emailPlaceholder')}
              placeholderClass="auth-input-placeholder"
              maxlength={100}
              onInput={(e) => {
                const v = e.detail.value
                setEmail(v)
                if (errors.email) set('email', checkRequiredEmail(v))
              }}
              onBlur={() => set('email', checkRequiredEmail(email))}
              aria-label={t('auth:common.email')}
            />
          </Field>
          <CodeField
            label={t('auth:common.code')}
            testId="email-code"
            buttonTestId="email-get-code"
            error={msg(errors.code)}
            sender={sender}
            value={code}
            inputKey={codeKey}
            onInput={(typed) => {
              const r = acceptCodeInput(typed, sender.fetched)
              setCode(r.value)
              if (r.value !== typed) setCodeKey((k) => k + 1)
              if (r.error) set('code', r.error)
              else if (errors.code) set('code', messageOf(checkSmsCode(r.value, { fetched: true })))
            }}
          />
          <PasswordField
            label={t('auth:common.newPassword')}
            placeholder={t('auth:common.newPasswordPlaceholder')}
            hint={t('auth:common.passwordRule')}
            value={password}
            error={msg(errors.password)}
            testId="email-password"
            onInput={(v) => {
              setPassword(v)
              if (errors.password) set('password', messageOf(checkPassword(v)))
            }}
            onBlur={() => password && set('password', messageOf(checkPassword(password)))}
          />
          <ConfirmPasswordField
            password={password}
            value={confirmation}
            error={errors.confirmation}
            testId="email-confirm"
            onInput={setConfirmation}
            onError={(m) => set('confirmation', m)}
            onConfirm={() => void submit()}
          />
          <SubmitButton text={t('auth:forgot.submit')} busy={busy} onPress={() => void submit()} testId="email-submit" />
        </View>
      </View>
    </Page>
  )
}

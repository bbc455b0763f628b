import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../../components/page'
import { relaunch } from '../../../core/navigate'
import { useStores } from '../../../stores'
import { getForgotPasswordCode, modifyPasswordByEmail } from '../../../features/auth/api'
import AuthCard from '../../../features/auth/components/auth-card'
import CodeField from '../../../features/auth/components/code-field'
import InputField from '../../../features/auth/components/input-field'
import NewPasswordFields, { useNewPassword } from '../../../features/auth/components/new-password-fields'
import SubmitButton from '../../../features/auth/components/submit-button'
import { useAuthForm } from '../../../features/auth/form'
import { useCodeSender } from '../../../features/auth/hooks'
import { checkRequiredEmail, validateEmailReset, type EmailResetField } from '../../../features/auth/rules'
import './index.scss'

/** Recovery by e-mail: code to the account's e-mail, then the code and a new password. */
export default function ForgetPasswordEmail() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const form = useAuthForm<EmailResetField>()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const { password, confirmation, fields } = useNewPassword(form)

  const sender = useCodeSender(
    form.sendTo(
      'email',
      'code',
      () => checkRequiredEmail(email),
      () => getForgotPasswordCode(email.trim()),
    ),
  )

  const submit = () =>
    form.submit(validateEmailReset({ email, code, fetched: sender.fetched, password, confirmation }), async () => {
      await modifyPasswordByEmail({ Email: email.trim(), VerifyCode: code.trim(), NewPassword: password })
      ui.toast(t('auth:forgot.done'))
      await relaunch('login')
    })

  return (
    <Page title="auth:email.title">
      <View className="forgot">
        <AuthCard title={t('auth:email.heading')} desc={t('auth:email.desc')} className="forgot__card--first">
          <InputField
            label={t('auth:common.email')}
            testId="email-email"
            type="text"
            placeholder={t('auth:common.emailPlaceholder')}
            maxlength={100}
            {...form.bind('email', email, setEmail, checkRequiredEmail)}
          />
          <CodeField
            label={t('auth:common.code')}
            testId="email-code"
            buttonTestId="email-get-code"
            sender={sender}
            {...form.bindCode('code', code, setCode, sender)}
          />
          <NewPasswordFields fields={fields} testIds={['email-password', 'email-confirm']} onConfirm={() => void submit()} />
          <SubmitButton text={t('auth:forgot.submit')} busy={form.busy} onPress={() => void submit()} testId="email-submit" />
        </AuthCard>
      </View>
    </Page>
  )
}

import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import { relaunch, replace } from '../../core/navigate'
import { checkPassword } from '../../domain/password'
import { useStores } from '../../stores'
import { resetPassword } from '../../features/auth/api'
import PasswordField from '../../features/auth/components/password-field'
import Steps from '../../features/auth/components/steps'
import SubmitButton from '../../features/auth/components/submit-button'
import { useMessage } from '../../features/auth/hooks'
import { parseResetStepParams, type RawParams } from '../../features/auth/params'
import { hasErrors, messageOf, validateNewPassword, type Errors, type NewPasswordField } from '../../features/auth/rules'
import { restartRecovery } from './restart'
import './index.scss'
import '@/i18n/ns/auth'
import ConfirmPasswordField from '../../features/auth/components/confirm-password-field'

function PasswordStep({ ticket }: { ticket: string }) {
  const { t } = useTranslation()
  const msg = useMessage()
  const { ui } = useStores()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Errors<NewPasswordField>>({})
  const [busy, setBusy] = useState(false)

  async function submit(): Promise<void> {
    const e = validateNewPassword({ password, confirmation })
    setErrors(e)
    if (hasErrors(e)) return
    setBusy(true)
    try {
      await resetPassword({ ResetTicket: ticket, NewPassword: password })
      ui.toast(t('auth:forgot.done'))
      await relaunch('login')
    } catch {
      setBusy(false)
    }
  }

  return (
    <View className="auth-card">
      <Text className="auth-section-title">{t('auth:forgot.passwordHeading')}</Text>
      <Text className="auth-section-desc">{t('auth:common.passwordRule')}</Text>
      <PasswordField
        label={t('auth:common.newPassword')}
        placeholder={t('auth:common.newPasswordPlaceholder')}
        value={password}
        error={msg(errors.password)}
        testId="fp-password"
        onInput={(v) => {
          setPassword(v)
          if (errors.password) setErrors((x) => ({ ...x, password: messageOf(checkPassword(v)) }))
        }}
        onBlur={() => setErrors((x) => ({ ...x, password: messageOf(checkPassword(password)) }))}
      />
      <ConfirmPasswordField
        password={password}
        value={confirmation}
        error={errors.confirmation}
        testId="fp-confirm"
        onInput={setConfirmation}
        onError={(m) => setErrors((x) => ({ ...x, confirmation: m }))}
        onConfirm={() => void submit()}
      />
      <SubmitButton text={t('auth:forgot.submit')} busy={busy} onPress={() => void submit()} testId="fp-submit" />
      <View className="auth-links auth-links--center">
        <View className="auth-links__link" role="link" onClick={() => void replace('forgetPasswordStep1')}>
          <Text>{t('auth:forgot.startOver')}</Text>
        </View>
      </View>
    </View>
  )
}

/** Phone recovery, step 3: the new password, with the ticket from step 2. */
export default function ForgetPasswordStep3() {
  const { params } = useRouter()
  const step = parseResetStepParams(params as RawParams)
  useEffect(() => {
    if (!step) void restartRecovery()
  }, [step === null])
  return (
    <Page title="auth:forgot.title">
      <View className="forgot">
        <Steps current={3} />
        {step && <PasswordStep ticket={step.ticket} />}
      </View>
    </Page>
  )
}

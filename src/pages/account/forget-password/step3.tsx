import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { relaunch, replace } from '../../../core/navigate'
import { useStores } from '../../../stores'
import { resetPassword } from '../../../features/auth/api'
import AuthCard, { AuthLink } from '../../../features/auth/components/auth-card'
import NewPasswordFields, { useNewPassword } from '../../../features/auth/components/new-password-fields'
import SubmitButton from '../../../features/auth/components/submit-button'
import { useAuthForm } from '../../../features/auth/form'
import { parseResetStepParams } from '../../../features/auth/params'
import { validateNewPassword, type NewPasswordField } from '../../../features/auth/rules'
import { StepPage, useStepParams } from './step-page'

function PasswordStep({ ticket }: { ticket: string }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const form = useAuthForm<NewPasswordField>()
  const { password, confirmation, fields } = useNewPassword(form)

  const submit = () =>
    form.submit(validateNewPassword({ password, confirmation }), async () => {
      await resetPassword({ ResetTicket: ticket, NewPassword: password })
      ui.toast(t('auth:forgot.done'))
      await relaunch('login')
    })

  return (
    <AuthCard title={t('auth:forgot.passwordHeading')} desc={t('auth:common.passwordRule')}>
      <NewPasswordFields fields={fields} showRule={false} testIds={['fp-password', 'fp-confirm']} onConfirm={() => void submit()} />
      <SubmitButton text={t('auth:forgot.submit')} busy={form.busy} onPress={() => void submit()} testId="fp-submit" />
      <View className="auth-links auth-links--center">
        <AuthLink text={t('auth:forgot.startOver')} onClick={() => void replace('forgetPasswordStep1')} />
      </View>
    </AuthCard>
  )
}

/** Phone recovery, step 3: the new password, with the ticket from step 2. */
export default function ForgetPasswordStep3() {
  const step = useStepParams(parseResetStepParams)
  return <StepPage current={3}>{step && <PasswordStep ticket={step.ticket} />}</StepPage>
}

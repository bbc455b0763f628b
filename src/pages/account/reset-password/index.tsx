import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../../components/page'
import { relaunch } from '../../../core/navigate'
import { useStores } from '../../../stores'
import { logout, modifyPassword } from '../../../features/auth/api'
import AuthCard from '../../../features/auth/components/auth-card'
import NewPasswordFields, { useNewPassword } from '../../../features/auth/components/new-password-fields'
import PasswordField from '../../../features/auth/components/password-field'
import SubmitButton from '../../../features/auth/components/submit-button'
import { useAuthForm } from '../../../features/auth/form'
import { validateChangePassword, type ChangePasswordField } from '../../../features/auth/rules'
import './index.scss'

/** /personal/resetPassword (signed in): change the own password, then sign in again with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const form = useAuthForm<ChangePasswordField>()
  const [old, setOld] = useState('')
  // The new password must differ from the old one; an empty old one is its own field's fault.
  const { password, confirmation, fields } = useNewPassword(form, (v) => check({ password: v }).password)
  const check = (f: Partial<{ old: string; password: string }>) => validateChangePassword({ old, password, confirmation, ...f })

  // A wrong current password and the like: the http client shows the server's message.
  const submit = () =>
    form.submit(check({}), async () => {
      await modifyPassword({ OldPassword: old, NewPassword: password })
      await logout()
      ui.toast(t('auth:reset.done'))
      await relaunch('login')
    })

  return (
    <Page title="auth:reset.title">
      <View className="reset">
        <AuthCard title={t('auth:reset.heading')} desc={t('auth:reset.desc')}>
          <PasswordField
            label={t('auth:reset.old')}
            placeholder={t('auth:reset.oldPlaceholder')}
            testId="reset-old"
            {...form.bind('old', old, setOld, (v) => check({ old: v }).old, 'filled')}
          />
          <NewPasswordFields fields={fields} testIds={['reset-new', 'reset-confirm']} onConfirm={() => void submit()} />
          <SubmitButton text={t('auth:reset.submit')} busy={form.busy} onPress={() => void submit()} testId="reset-submit" />
        </AuthCard>
      </View>
    </Page>
  )
}

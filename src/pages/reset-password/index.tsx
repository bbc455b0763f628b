import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import { relaunch } from '../../core/navigate'
import { useStores } from '../../stores'
import { logout, modifyPassword } from '../../features/auth/api'
import PasswordField from '../../features/auth/components/password-field'
import SubmitButton from '../../features/auth/components/submit-button'
import { useMessage } from '../../features/auth/hooks'
import { hasErrors, validateChangePassword, type ChangePasswordField, type Errors, type Message } from '../../features/auth/rules'
import './index.scss'
import '@/i18n/ns/auth'
import ConfirmPasswordField from '../../features/auth/components/confirm-password-field'

/** /personal/resetPassword (signed in): change the own password, then sign in again with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const msg = useMessage()
  const { ui } = useStores()
  const [old, setOld] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<Errors<ChangePasswordField>>({})
  const [busy, setBusy] = useState(false)
  const set = (field: ChangePasswordField, m: Message | undefined) => setErrors((x) => ({ ...x, [field]: m }))
  const check = (f: { old: string; password: string; confirmation: string }) => validateChangePassword(f)

  async function submit(): Promise<void> {
    const e = check({ old, password, confirmation })
    setErrors(e)
    if (hasErrors(e)) return
    setBusy(true)
    try {
      await modifyPassword({ OldPassword: old, NewPassword: password })
    } catch {
      // Wrong current password and the like: the http client showed the server's message.
      setBusy(false)
      return
    }
    await logout()
    ui.toast(t('auth:reset.done'))
    await relaunch('login')
  }

  return (
    <Page title="auth:reset.title">
      <View className="reset">
        <View className="auth-card">
          <Text className="auth-section-title">{t('auth:reset.heading')}</Text>
          <Text className="auth-section-desc">{t('auth:reset.desc')}</Text>
          <PasswordField
            label={t('auth:reset.old')}
            placeholder={t('auth:reset.oldPlaceholder')}
            value={old}
            error={msg(errors.old)}
            testId="reset-old"
            onInput={(v) => {
              setOld(v)
              if (errors.old) set('old', check({ old: v, password, confirmation }).old)
            }}
            onBlur={() => old === '' || set('old', undefined)}
          />
          <PasswordField
            label={t('auth:common.newPassword')}
            placeholder={t('auth:common.newPasswordPlaceholder')}
            hint={t('auth:common.passwordRule')}
            value={password}
            error={msg(errors.password)}
            testId="reset-new"
            onInput={(v) => {
              setPassword(v)
              if (errors.password) set('password', check({ old, password: v, confirmation }).password)
            }}
            onBlur={() => password && set('password', check({ old, password, confirmation }).password)}
          />
          <ConfirmPasswordField
            password={password}
            value={confirmation}
            error={errors.confirmation}
            testId="reset-confirm"
            onInput={setConfirmation}
            onError={(m) => set('confirmation', m)}
            onConfirm={() => void submit()}
          />
          <SubmitButton text={t('auth:reset.submit')} busy={busy} onPress={() => void submit()} testId="reset-submit" />
        </View>
      </View>
    </Page>
  )
}

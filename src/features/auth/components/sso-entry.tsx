/**
 * The login screen's company single sign-on (docs/sign-in.md#single-sign-on), H5 only: a link
 * that opens a work e-mail line; its domain's company sends the browser to its identity provider.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { checkEmail } from '../../../domain/email'
import { SSO_AVAILABLE } from '../../../platform/sso'
import { useStores } from '../../../stores'
import { startSso } from '../sso'
import { AuthLink } from './auth-card'
import InputField from './input-field'
import SubmitButton from './submit-button'

/** `agreed`: the login screen's agreement, which every way of signing in needs. */
export default function SsoEntry({ agreed }: { agreed: boolean }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  if (!SSO_AVAILABLE) return null

  async function go(): Promise<void> {
    const value = email.trim()
    if (!value || !checkEmail(value).ok) return setError(t('sso:emailInvalid'))
    if (!agreed) return void ui.toast(t('auth:login.agreementRequired'))
    setBusy(true)
    try {
      await startSso(value)
    } catch {
      // The server's message was toasted (no company signs in this domain); the e-mail stays.
      setBusy(false)
    }
  }

  if (!open) {
    return (
      <View className="auth-links">
        <AuthLink text={t('sso:entry')} onClick={() => setOpen(true)} testId="login-sso" />
      </View>
    )
  }
  return (
    <View className="login__form" data-testid="login-sso-form">
      <InputField
        testId="login-sso-email"
        label={t('sso:email')}
        placeholder={t('sso:emailPlaceholder')}
        maxlength={100}
        value={email}
        error={error}
        onInput={(v) => {
          setEmail(v)
          setError(undefined)
        }}
        onConfirm={() => void go()}
      />
      <SubmitButton text={t('sso:continue')} busy={busy} onPress={() => void go()} testId="login-sso-continue" />
    </View>
  )
}

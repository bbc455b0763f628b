/**
 * "Sign in with a passkey" under the login form (H5; docs/passkeys.md): no user name, the browser
 * offers the passkeys this device holds for the site. Without WebAuthn, or when the person cancels,
 * a toast says so and the other ways in stay.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { target } from '@/platform/env'
import { passkeyFailureText, passkeysSupported, signInWithPasskey } from '@/shared/passkeys'
import { useStores } from '@/stores'
import { completeSignIn } from '../api'
import './passkey-sign-in.scss'

export default function PasskeySignIn() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [busy, setBusy] = useState(false)
  if (target !== 'h5') return null

  const press = async () => {
    if (busy) return
    if (!passkeysSupported()) return ui.toast(t('passkey:failure.unsupported'))
    setBusy(true)
    try {
      await completeSignIn(await signInWithPasskey())
    } catch (e) {
      // A server refusal was toasted by the http client; the device side's failure is said here.
      const text = passkeyFailureText(e, 'signIn')
      if (text) ui.toast(text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="passkey-sign-in" role="button" aria-busy={busy ? 'true' : 'false'} data-testid="login-passkey" onClick={() => void press()}>
      <Text className="passkey-sign-in__icon" aria-hidden="true">
        ◉
      </Text>
      <Text>{t('passkey:signIn')}</Text>
    </View>
  )
}

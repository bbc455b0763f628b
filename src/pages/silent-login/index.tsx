import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import Status from '../../features/auth/components/status'
import { useTokenSignIn } from '../../features/auth/token-sign-in'
import './index.scss'
import '@/i18n/ns/auth'

/** /silentLogin?token=…: an embedding app hands over its user's token; we land on home. */
export default function SilentLoginPage() {
  const { t } = useTranslation()
  useTokenSignIn('home')
  return (
    <Page title="auth:silent.title">
      <Status title={t('auth:callback.signingIn')} testId="silent-login-status" />
    </Page>
  )
}

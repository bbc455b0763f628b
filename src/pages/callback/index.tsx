import { useTranslation } from 'react-i18next'
import Page from '../../components/page'
import Status from '../../features/auth/components/status'
import { useTokenSignIn } from '../../features/auth/token-sign-in'
import './index.scss'
import '@/i18n/ns/auth'

/**
 * /callback?token=…&loginType=…&redirect=… (H5): the end of a sign-in elsewhere. Signs in,
 * loads init and returns to ?redirect= or the remembered route; a bad link goes to login.
 */
export default function CallbackPage() {
  const { t } = useTranslation()
  useTokenSignIn('redirect')
  return (
    <Page title="auth:callback.title">
      <Status title={t('auth:callback.signingIn')} testId="callback-status" />
    </Page>
  )
}

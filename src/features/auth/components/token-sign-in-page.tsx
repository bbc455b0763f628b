import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { useTokenSignIn } from '../token-sign-in'
import Status from './status'

/** A token page (/callback, /silentLogin): titled `title`, it says it is signing in while `useTokenSignIn(land)` does. */
export default function TokenSignInPage({ land, title, testId }: { land: 'redirect' | 'home'; title: string; testId: string }) {
  const { t } = useTranslation()
  useTokenSignIn(land)
  return (
    <Page title={title}>
      <Status title={t('auth:callback.signingIn')} testId={testId} />
    </Page>
  )
}

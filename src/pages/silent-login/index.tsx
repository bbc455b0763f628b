import TokenSignInPage from '../../features/auth/components/token-sign-in-page'
import './index.scss'

/** /silentLogin?token=…: an embedding app hands over its user's token; we land on home. */
export default function SilentLoginPage() {
  return <TokenSignInPage land="home" title="auth:silent.title" testId="silent-login-status" />
}

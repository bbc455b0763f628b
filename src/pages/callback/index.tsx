import TokenSignInPage from '../../features/auth/components/token-sign-in-page'
import './index.scss'

/**
 * /callback?token=…&loginType=…&redirect=… (H5): the end of a sign-in elsewhere. Signs in,
 * loads init and returns to ?redirect= or the remembered route; a bad link goes to login.
 */
export default function CallbackPage() {
  return <TokenSignInPage land="redirect" title="auth:callback.title" testId="callback-status" />
}

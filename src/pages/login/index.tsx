import { useRouter } from '@tarojs/taro'
import Page from '../../components/page'
import { decodeParam } from '../../features/auth/params'
import LoginScreen from './login-screen'

/** /login (?userName= prefills the account, e.g. after registration). */
export default function LoginPage() {
  const { params } = useRouter()
  const userName = decodeParam(params.userName).trim()
  return (
    <Page title="auth:login.title" className="login-page">
      <LoginScreen initialUserName={userName} />
    </Page>
  )
}

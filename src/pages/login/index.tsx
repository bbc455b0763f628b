import { useRouter } from '@tarojs/taro'
import Page from '../../components/page'
import LoginScreen from './login-screen'

/** /login (?userName= prefills the account, e.g. after registration). */
export default function LoginPage() {
  const { params } = useRouter()
  const userName = typeof params.userName === 'string' ? params.userName : ''
  return (
    <Page title='auth:login.title' className='login-page'>
      <LoginScreen initialUserName={userName} />
    </Page>
  )
}

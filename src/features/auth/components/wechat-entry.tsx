/**
 * The login screen's "Sign in with WeChat", shown only inside WeChat's browser
 * (docs/sign-in.md#wechat-in-its-browser): the browser goes to WeChat's authorization and back.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { wechatSignInAvailable } from '../../../platform/sso'
import { useStores } from '../../../stores'
import { startWechatSignIn } from '../wechat'
import { AuthLink } from './auth-card'

/** `agreed`: the login screen's agreement, which every way of signing in needs. */
export default function WechatEntry({ agreed }: { agreed: boolean }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  if (!wechatSignInAvailable()) return null
  return (
    <View className="auth-links">
      <AuthLink
        text={t('auth:wechat.signIn')}
        onClick={() => (agreed ? startWechatSignIn() : ui.toast(t('auth:login.agreementRequired')))}
        testId="login-wechat"
      />
    </View>
  )
}

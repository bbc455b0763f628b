import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import Page from '../../../components/page'
import { go, replace } from '../../../core/navigate'
import './index.scss'

const WAYS = [
  { key: 'phone', route: 'forgetPasswordStep1', title: 'auth:recovery.byPhone', desc: 'auth:recovery.byPhoneDesc' },
  { key: 'email', route: 'forgetPasswordEmail', title: 'auth:recovery.byEmail', desc: 'auth:recovery.byEmailDesc' },
] as const

/** /loginWayOfRecovery: reset the password by SMS code or by e-mail code. */
export default function RecoveryPage() {
  const { t } = useTranslation()
  return (
    <Page title="auth:recovery.title">
      <View className="recovery">
        <Text className="recovery__heading">{t('auth:recovery.heading')}</Text>
        <Text className="recovery__desc">{t('auth:recovery.desc')}</Text>
        {WAYS.map((w) => (
          <View key={w.key} className="recovery__card" role="button" data-testid={`recovery-${w.key}`} onClick={() => void go(w.route)}>
            <View className={`recovery__icon recovery__icon--${w.key}`} aria-hidden="true" />
            <View className="recovery__body">
              <Text className="recovery__title">{t(w.title)}</Text>
              <Text className="recovery__text">{t(w.desc)}</Text>
            </View>
            <View className="recovery__chevron" aria-hidden="true" />
          </View>
        ))}
        <Text className="recovery__help">{t('auth:recovery.help')}</Text>
        <View className="recovery__back" role="link" onClick={() => void replace('login')}>
          <Text>{t('auth:common.backToLogin')}</Text>
        </View>
      </View>
    </Page>
  )
}

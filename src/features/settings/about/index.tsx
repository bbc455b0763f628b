/** /personal/aboutUs — the app's name and version, and the open-source libraries it ships with their licences. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { CLIENT_VERSION } from '@api/envelope'
import Page from '@/components/page'
import { Section } from '@/components/ui/list'
import { LIBRARIES } from '../licences'
import './index.scss'
import '@/i18n/ns/account'

function AboutUs() {
  const { t } = useTranslation()
  return (
    <Page title="account:about.title" className="about" testId="about-page">
      <View className="about__head">
        <Text className="about__name">{t('common:appTitle')}</Text>
        <Text className="about__version" data-testid="about-version">
          {t('account:about.version', { version: CLIENT_VERSION })}
        </Text>
        <Text className="about__line">{t('account:about.what')}</Text>
      </View>
      <Section title={t('account:about.licences')} testId="about-licences">
        {LIBRARIES.map((l) => (
          <View key={l.name} className="about__lib">
            <Text className="about__lib-name">{l.name}</Text>
            <Text className="about__lib-licence">{t('account:about.licence', { licence: l.licence })}</Text>
            <Text className="about__lib-url">{l.url}</Text>
          </View>
        ))}
      </Section>
    </Page>
  )
}

export default observer(AboutUs)

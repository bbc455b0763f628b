/**
 * /personal/linkCellPhone — change the bound phone: the new number with its country code, a code
 * sent to it, and confirm. Refusals are said on the form (CodeForm); on success the profile is
 * loaded again, so the settings show the new phone, and the page goes back.
 */
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { Text, View } from '@tarojs/components'
import Page from '@/components/page'
import { back } from '@/core/navigate'
import { http, useStores } from '@/stores'
import { bindMobile, sendBindMobileCode } from '../api'
import CodeForm from '../components/code-form'
import '../components/index.scss'
import '@/i18n/ns/personal'

function LinkCellPhone() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const p = session.personalInfor
  const current = p?.Mobile ? `+${p.MobileCountryCode || '86'} ${p.Mobile}` : ''
  return (
    <Page title="personal:phone.title" testId="phone-page">
      {current && (
        <View className="pc-note" data-testid="phone-current">
          <Text>{t('personal:phone.current', { phone: current })}</Text>
        </View>
      )}
      <CodeForm
        testPrefix="phone"
        phoneLabel={t('personal:phone.newPhone')}
        submitText={t('personal:phone.confirm')}
        send={(cc, phone) => sendBindMobileCode(cc, phone)}
        submit={async (cc, phone, code) => {
          const r = await bindMobile(cc, phone, code)
          await session.loadInit(http).catch(() => undefined)
          ui.toast(t('personal:phone.changed', { phone: r.MaskedMobile }))
          void back()
        }}
      />
    </Page>
  )
}

export default observer(LinkCellPhone)

/**
 * /personal/jointBinding — my third-party accounts: Ctrip, Huazhu and Meituan with their state
 * (unbound, being verified, bound), each opening its page; the 12306 rail account; and the list
 * of accounts associated with me.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { ThirdPartyListRes } from '@api/personal'
import type { BindProvider } from '@api/personal-values'
import Page from '@/components/page'
import { ListRow, Section } from '@/components/ui/list'
import { LoadStates } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { go } from '@/core/navigate'
import type { RouteName } from '@/routes'
import { useStores } from '@/stores'
import { DECLARED } from '@/products'
import { bindings } from '../api'
import BindingState from '../components/binding-state'
import '../components/index.scss'
import '@/i18n/ns/personal'

export const PROVIDER_ROUTES: Record<BindProvider, RouteName> = { Ctrip: 'cTripBind', Huazhu: 'huaZhuBind', Meituan: 'meituanBind' }

/** Accounts held with a product's supplier, as each product declares them (src/products.ts). */
const BINDINGS = DECLARED.flatMap((p) => p.bindings ?? [])

function JointBinding() {
  const { t } = useTranslation()
  const { power } = useStores()
  const list = useLoadOnShow<ThirdPartyListRes>(bindings)
  return (
    <Page title="personal:bindings.title" testId="bindings-page">
      <LoadStates load={list} data={list.data} staleError />
      {list.data && (
        <View className="pc-card" data-testid="bindings-list">
          {list.data.Bindings.map((b) => (
            <View key={b.Provider} className="pc-row" role="link" data-testid={`binding-${b.Provider}`} onClick={() => void go(PROVIDER_ROUTES[b.Provider])}>
              <View className="pc-row__text">
                <Text className="pc-row__label">{t(`personal:providers.${b.Provider}`)}</Text>
                {b.Account && <Text className="pc-row__hint">{b.Account}</Text>}
              </View>
              <BindingState state={b.State} testId={`binding-${b.Provider}-state`} />
              <Text className="pc-row__arrow" aria-hidden>
                ›
              </Text>
            </View>
          ))}
        </View>
      )}
      <Section>
        {BINDINGS.filter((b) => !b.power || power.can(b.power)).map((b) => (
          <ListRow key={b.testId} link label={t(b.label)} testId={b.testId} onClick={() => void go(b.route as RouteName)} />
        ))}
        <ListRow link label={t('personal:associated.title')} testId="binding-associated" onClick={() => void go('accountAssociated')} />
      </Section>
    </Page>
  )
}

export default observer(JointBinding)

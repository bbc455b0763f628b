/**
 * /personal/accountAssociated — the third-party accounts associated with me now (bound or being
 * verified), with the account and since when, each with unbind (asked first).
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { ThirdPartyListRes } from '@api/personal'
import Page from '@/components/page'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { bindings } from '../api'
import BindingState from '../components/binding-state'
import { confirmUnbind } from '../components/unbind'
import '../components/index.scss'
import '@/i18n/ns/personal'

function AccountAssociated() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const list = useLoadOnShow<ThirdPartyListRes>(bindings)
  const linked = (list.data?.Bindings ?? []).filter((b) => b.State !== 'Unbound')
  return (
    <Page title="personal:associated.title" testId="associated-page">
      <LoadStates
        load={list}
        data={list.data && linked}
        staleError
        empty={
          <StateBlock
            text={t('personal:associated.empty')}
            actions={[{ text: t('personal:bindings.title'), onPress: () => void go('jointBinding') }]}
            testId="associated-empty"
          />
        }
      />
      {linked.map((b) => (
        <View key={b.Provider} className="pc-card" data-testid={`associated-${b.Provider}`}>
          <View className="pc-card__head">
            <Text className="pc-card__title">{t(`personal:providers.${b.Provider}`)}</Text>
            <BindingState state={b.State} />
          </View>
          {b.Account && <Text className="pc-line">{t('personal:bind.account', { account: b.Account })}</Text>}
          <Text className="pc-line">
            {b.State === 'Bound' ? t('personal:bind.since', { time: b.BoundAt }) : t('personal:bind.linkUntil', { time: b.LinkExpiresAt })}
          </Text>
          <View
            className="pc-text-button pc-text-button--danger"
            role="button"
            data-testid={`associated-${b.Provider}-unbind`}
            onClick={() =>
              void confirmUnbind(b.Provider, t, ui).then(
                (next) => next && list.set((prev) => ({ Bindings: (prev?.Bindings ?? []).map((x) => (x.Provider === next.Provider ? next : x)) })),
                () => undefined,
              )
            }
          >
            <Text>{t('personal:unbind.action')}</Text>
          </View>
        </View>
      ))}
    </Page>
  )
}

export default observer(AccountAssociated)

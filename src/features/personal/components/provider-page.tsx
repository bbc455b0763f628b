/**
 * One third-party provider's page (/personal/cTripBind, huaZhuBind, meituanBind): bound — the
 * account, since when, and unbind (asked first); unbound — Ctrip and Huazhu bind with the phone
 * registered there and a code, Meituan opens its confirmation link and stays "being verified"
 * until the provider confirms (or the link runs out); a verification under way can be cancelled.
 */
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThirdPartyBinding, ThirdPartyListRes } from '@api/personal'
import type { BindProvider } from '@api/personal-values'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { LoadStates } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { useStores } from '@/stores'
import { bindWithCode, bindings, sendBindCode, startLink } from '../api'
import BindingState from './binding-state'
import CodeForm from './code-form'
import { confirmUnbind } from './unbind'
import './index.scss'
import '@/i18n/ns/personal'

function ProviderPage({ provider }: { provider: BindProvider }) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const list = useLoadOnShow<ThirdPartyListRes>(bindings)
  const [linkUrl, setLinkUrl] = useState('')
  const b = list.data?.Bindings.find((x) => x.Provider === provider) ?? null
  const put = (next: ThirdPartyBinding) => list.set((prev) => ({ Bindings: (prev?.Bindings ?? []).map((x) => (x.Provider === next.Provider ? next : x)) }))
  const name = t(`personal:providers.${provider}`)

  const doUnbind = async () => {
    try {
      const next = await confirmUnbind(provider, t, ui)
      if (next) {
        put(next)
        setLinkUrl('')
      }
    } catch {
      // Said by the http client.
    }
  }
  const link = async () => {
    try {
      const r = await startLink(provider)
      put(r.Binding)
      setLinkUrl(r.LinkUrl)
    } catch {
      // Said by the http client.
    }
  }

  return (
    <Page title={`personal:providers.${provider}`} testId="provider-page">
      <LoadStates load={list} data={b} staleError />
      {b && (
        <View className="pc-card" data-testid="provider-card">
          <View className="pc-card__head">
            <Text className="pc-card__title">{name}</Text>
            <BindingState state={b.State} testId="provider-state" />
          </View>
          {b.State === 'Bound' && (
            <>
              <Text className="pc-line" data-testid="provider-account">
                {t('personal:bind.account', { account: b.Account })}
              </Text>
              <Text className="pc-line">{t('personal:bind.since', { time: b.BoundAt })}</Text>
            </>
          )}
          {b.State === 'Unbound' && (
            <Text className="pc-line">{t(b.Method === 'Code' ? 'personal:bind.codeIntro' : 'personal:bind.linkIntro', { provider: name })}</Text>
          )}
          {b.State === 'Verifying' && (
            <>
              <Text className="pc-line">{t('personal:bind.verifying', { provider: name, time: b.LinkExpiresAt })}</Text>
              {linkUrl !== '' && (
                <View
                  className="pc-link"
                  role="button"
                  data-testid="provider-link"
                  onClick={() =>
                    void Taro.setClipboardData({ data: linkUrl }).then(
                      () => ui.toast(t('personal:copied')),
                      () => undefined,
                    )
                  }
                >
                  <Text className="pc-link__url">{linkUrl}</Text>
                  <Text className="pc-link__copy">{t('personal:copy')}</Text>
                </View>
              )}
            </>
          )}
        </View>
      )}
      {b?.State === 'Unbound' && b.Method === 'Code' && (
        <CodeForm
          testPrefix="bind"
          phoneLabel={t('personal:bind.phone', { provider: name })}
          submitText={t('personal:bind.submit')}
          send={(cc, phone) => sendBindCode(provider, cc, phone)}
          submit={async (cc, phone, code) => {
            put(await bindWithCode(provider, cc, phone, code))
            ui.toast(t('personal:bind.bound', { provider: name }))
          }}
        />
      )}
      {b?.State === 'Unbound' && b.Method === 'Link' && (
        <View className="pc-actions">
          <MainButton text={t('personal:bind.startLink', { provider: name })} onClick={() => void link()} testId="provider-start-link" />
        </View>
      )}
      {b && b.State !== 'Unbound' && (
        <View className="pc-actions">
          <MainButton
            kind="danger"
            text={t(b.State === 'Bound' ? 'personal:unbind.action' : 'personal:bind.cancelLink')}
            onClick={() => void doUnbind()}
            testId="provider-unbind"
          />
        </View>
      )}
    </Page>
  )
}

export default observer(ProviderPage)

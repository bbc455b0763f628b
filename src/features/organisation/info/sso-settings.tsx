/**
 * /business/info's single sign-on (docs/sign-in.md#single-sign-on): the company's OpenID provider
 * — issuer, client id, client secret (sent, never shown: the server keeps it) and the e-mail
 * domains it signs in — and the redirect URI to register there. The server checks what is saved.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { SsoSettings, SsoSettingsSaveReq } from '@api/sso'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { useBusy } from '@/components/use-busy'
import { http, useStores } from '@/stores'

const ssoSettings = (): Promise<SsoSettings> => http.call('sso/getSettings', {})
const saveSsoSettings = (body: SsoSettingsSaveReq): Promise<SsoSettings> => http.call('sso/saveSettings', body, { loading: true })

export default function SsoSettingsSection() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [s, setS] = useState<SsoSettings | null>(null)
  const [secret, setSecret] = useState('')
  const [domains, setDomains] = useState('')
  const [busy, run] = useBusy()
  const load = (v: SsoSettings) => {
    setS(v)
    setSecret('')
    setDomains(v.Domains.join(', '))
  }
  useEffect(() => {
    ssoSettings().then(load, () => undefined)
  }, [])
  if (!s) return null

  // The server's refusal was shown; the form keeps what was typed.
  const save = () =>
    run(async () => {
      const list = domains.split(/[,，\s]+/).filter(Boolean)
      load(await saveSsoSettings({ Enabled: s.Enabled, Issuer: s.Issuer, ClientId: s.ClientId, Domains: list, ...(secret ? { ClientSecret: secret } : {}) }))
      ui.toast(t('sso:settings.saved'))
    })
  return (
    <View className="org-form org-list" data-testid="sso-settings">
      <Text className="org-card__meta">{t('sso:settings.title')}</Text>
      <FormRow label={t('sso:settings.enabled')}>
        <Toggle checked={s.Enabled} onChange={(v) => setS({ ...s, Enabled: v })} label={t('sso:settings.enabled')} testId="sso-enabled" />
      </FormRow>
      <FormRow label={t('sso:settings.issuer')} testId="sso-issuer">
        <TextField value={s.Issuer} onChange={(v) => setS({ ...s, Issuer: v })} placeholder="https://" maxlength={300} />
      </FormRow>
      <FormRow label={t('sso:settings.clientId')} testId="sso-client-id">
        <TextField value={s.ClientId} onChange={(v) => setS({ ...s, ClientId: v })} placeholder={t('sso:settings.clientId')} maxlength={200} />
      </FormRow>
      <FormRow label={t('sso:settings.clientSecret')} testId="sso-client-secret">
        <TextField
          value={secret}
          onChange={setSecret}
          password
          placeholder={s.HasClientSecret ? t('sso:settings.secretKept') : t('sso:settings.clientSecret')}
          maxlength={500}
        />
      </FormRow>
      <FormRow label={t('sso:settings.domains')} hint={t('sso:settings.domainsHint')} testId="sso-domains">
        <TextField value={domains} onChange={setDomains} placeholder="example.com" maxlength={500} inputMode="email" />
      </FormRow>
      <FormRow label={t('sso:settings.redirectUri')} block>
        <Text selectable data-testid="sso-redirect-uri">
          {s.RedirectUri}
        </Text>
      </FormRow>
      <View className="org-section-action">
        <MainButton text={t('sso:settings.save')} onClick={() => void save()} busy={busy} testId="sso-save" />
      </View>
    </View>
  )
}

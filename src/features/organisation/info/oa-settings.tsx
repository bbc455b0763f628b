/**
 * /business/info's office-automation sign-in (docs/sign-in.md#office-automation-sign-in), beside
 * single sign-on: on or off, the office system's name, the allowed clock skew; the signing
 * secret, shown only when made (a new one replaces the old at once, after a question); the company
 * code and the address the office system opens, with how it signs; and "Try it", the sandbox
 * party's signed link for the administrator themself.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { OaSecretRes, OaSettings, OaSettingsSaveReq, OaTryLinkRes } from '@api/oa'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { useConfirm } from '@/components/use-confirm'
import { useBusy } from '@/components/use-busy'
import { clockSkewOf } from '@/domain/oa-sign-in'
import { leaveForProvider } from '@/platform/sso'
import { http, useStores } from '@/stores'
import '@/i18n/ns/oa'

const oaSettings = (): Promise<OaSettings> => http.call('oa/getSettings', {})
const saveOaSettings = (body: OaSettingsSaveReq): Promise<OaSettings> => http.call('oa/saveSettings', body, { loading: true })
const rotateOaSecret = (): Promise<OaSecretRes> => http.call('oa/rotateSecret', {}, { loading: true })
const oaTryLink = (): Promise<OaTryLinkRes> => http.call('oa/tryLink', {}, { loading: true })

export default function OaSettingsSection() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const confirm = useConfirm()
  const [s, setS] = useState<OaSettings | null>(null)
  const [skew, setSkew] = useState('')
  const [secret, setSecret] = useState('')
  const [link, setLink] = useState('')
  /** Runs an action with the form held; the server's refusal was shown. */
  const [busy, act] = useBusy()
  const load = (v: OaSettings) => {
    setS(v)
    setSkew(String(v.ClockSkewSeconds))
  }
  useEffect(() => {
    oaSettings().then(load, () => undefined)
  }, [])
  if (!s) return null
  const skewValue = clockSkewOf(skew)

  const save = () =>
    act(async () => {
      if (skewValue === null) return
      load(await saveOaSettings({ Enabled: s.Enabled, OaName: s.OaName, ClockSkewSeconds: skewValue }))
      ui.toast(t('oa:settings.saved'))
    })
  const rotate = () =>
    act(async () => {
      if (s.HasSecret && !(await confirm({ content: t('oa:settings.rotateConfirm'), yes: t('oa:settings.rotate') }))) return
      const res = await rotateOaSecret()
      setSecret(res.Secret)
      setLink('')
      load({ ...res.Settings, Enabled: s.Enabled, OaName: s.OaName })
    })
  const tryIt = () => act(async () => setLink((await oaTryLink()).Url))

  return (
    <View className="org-form org-list" data-testid="oa-settings">
      <Text className="org-card__meta">{t('oa:settings.title')}</Text>
      <FormRow label={t('oa:settings.enabled')}>
        <Toggle checked={s.Enabled} onChange={(v) => setS({ ...s, Enabled: v })} label={t('oa:settings.enabled')} testId="oa-enabled" />
      </FormRow>
      <FormRow label={t('oa:settings.name')} testId="oa-name">
        <TextField value={s.OaName} onChange={(v) => setS({ ...s, OaName: v })} placeholder={t('oa:settings.namePlaceholder')} maxlength={50} />
      </FormRow>
      <FormRow
        label={t('oa:settings.skew')}
        hint={t('oa:settings.skewHint')}
        error={skewValue === null ? t('oa:settings.skewHint') : undefined}
        testId="oa-skew"
      >
        <TextField value={skew} onChange={setSkew} type="number" maxlength={3} />
      </FormRow>
      <FormRow label={t('oa:settings.secret')} block testId="oa-secret">
        {secret ? (
          <View className="org-list">
            <Text selectable data-testid="oa-secret-value">
              {secret}
            </Text>
            <Text className="org-card__meta">{t('oa:settings.secretOnce')}</Text>
          </View>
        ) : (
          <Text data-testid="oa-secret-state">{s.HasSecret ? t('oa:settings.secretKept') : t('oa:settings.secretNone')}</Text>
        )}
      </FormRow>
      <View className="org-section-action">
        <MainButton text={t('oa:settings.rotate')} kind="ghost" onClick={() => void rotate()} busy={busy} testId="oa-rotate" />
      </View>
      <FormRow label={t('oa:settings.companyCode')} block>
        <Text selectable data-testid="oa-company-code">
          {s.CompanyCode}
        </Text>
      </FormRow>
      <FormRow label={t('oa:settings.callbackUrl')} block>
        <Text selectable data-testid="oa-callback-url">
          {s.CallbackUrl}
        </Text>
        <Text className="org-card__meta">{t('oa:settings.howTo')}</Text>
      </FormRow>
      <View className="org-section-action">
        <MainButton text={t('oa:settings.save')} onClick={() => void save()} busy={busy} disabled={skewValue === null} testId="oa-save" />
      </View>
      {s.Enabled && s.HasSecret && (
        <View className="org-list" data-testid="oa-try">
          <MainButton text={t('oa:settings.try')} kind="ghost" onClick={() => void tryIt()} busy={busy} testId="oa-try-make" />
          {link && (
            <>
              <Text className="org-card__meta">{t('oa:settings.tryHint')}</Text>
              <Text selectable data-testid="oa-try-link">
                {link}
              </Text>
              <MainButton text={t('oa:settings.tryOpen')} onClick={() => leaveForProvider(link)} testId="oa-try-open" />
            </>
          )}
        </View>
      )}
    </View>
  )
}

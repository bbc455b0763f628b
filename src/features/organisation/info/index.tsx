/**
 * /business/info — the company's information: its name (Chinese and English), address and
 * contact (name, phone checked by its country code, e-mail), and its logo, uploaded through the
 * server's upload call and shown here. A refusal keeps what was typed. Below: single sign-on, the
 * office system's sign-in and the links opened in the app.
 */
import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { CompanyInfo } from '@api/admin'
import Page from '@/components/page'
import { pickFiles } from '@/components/company-fields/pick-files'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { LoadStates } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { checkEmail } from '@/domain/email'
import { checkCompanyName, checkContactPhone } from '@/domain/organisation'
import { useStores } from '@/stores'
import { companyInfo, saveCompanyInfo, uploadLogo } from '../api'
import OaSettingsSection from './oa-settings'
import SsoSettingsSection from './sso-settings'
import WebViewHostsSection from './web-view-hosts'
import '../components/index.scss'
import '@/i18n/ns/organisation'

type Draft = Pick<CompanyInfo, 'Name' | 'NameEn' | 'Address' | 'ContactName' | 'ContactPhone' | 'ContactEmail'>
const FIELDS: (keyof Draft)[] = ['Name', 'NameEn', 'Address', 'ContactName', 'ContactPhone', 'ContactEmail']
const MAX: Record<keyof Draft, number> = { Name: 80, NameEn: 120, Address: 200, ContactName: 40, ContactPhone: 20, ContactEmail: 100 }
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'bmp']

function CompanyInfoPage() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [d, setD] = useState<Draft | null>(null)
  const info = useLoadOnShow(companyInfo, () => !d)
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (info.data && !d) setD(Object.fromEntries(FIELDS.map((k) => [k, info.data![k] ?? ''])) as Draft)
  }, [info.data])

  const issues = d
    ? {
        Name: checkCompanyName(d.Name),
        ContactPhone: checkContactPhone(d.ContactPhone),
        ContactEmail: checkEmail(d.ContactEmail),
      }
    : null
  const error = (k: 'Name' | 'ContactPhone' | 'ContactEmail') => {
    const c = issues?.[k]
    return shown && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const save = async () => {
    if (!d || !issues) return
    setShown(true)
    if (Object.values(issues).some((c) => !c.ok)) return
    setBusy(true)
    try {
      const saved = await saveCompanyInfo(Object.fromEntries(FIELDS.map((k) => [k, d[k].trim()])) as Draft)
      info.set(saved)
      ui.toast(t('organisation:saved'))
    } catch {
      // The server's message was shown; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }
  const logo = async () => {
    const [file] = await pickFiles(1, IMAGE_TYPES)
    if (!file) return
    try {
      info.set(await uploadLogo(file))
      ui.toast(t('organisation:info.logoSaved'))
    } catch {
      // The server's message was shown.
    }
  }

  const data = info.data
  return (
    <Page title="organisation:info.title" testId="company-info-page">
      <LoadStates load={info} data={data} />
      {data && d && (
        <>
          <View className="org-card">
            <Text className="org-card__meta">{t('organisation:info.code', { code: data.CompanyCode })}</Text>
            <View className="org-logo">
              {data.LogoUrl ? (
                <Image
                  className="org-logo__image"
                  src={data.LogoUrl}
                  mode="aspectFit"
                  nativeProps={{ alt: t('organisation:info.logo') }}
                  data-testid="company-logo"
                />
              ) : (
                <View className="org-logo__empty">
                  <Text>{t('organisation:info.noLogo')}</Text>
                </View>
              )}
              <TextAction
                block="org-action"
                label={t(data.LogoUrl ? 'organisation:info.logoChange' : 'organisation:info.logoUpload')}
                testId="company-logo-upload"
                onClick={() => void logo()}
              />
            </View>
          </View>
          <View className="org-form org-list">
            {FIELDS.map((k) => (
              <FormRow
                key={k}
                label={t(`organisation:info.${k}`)}
                required={k === 'Name'}
                error={k === 'Name' || k === 'ContactPhone' || k === 'ContactEmail' ? error(k) : undefined}
                testId={`cf-${k}`}
              >
                <TextField
                  value={d[k]}
                  onChange={(v) => setD({ ...d, [k]: v })}
                  onBlur={() => k !== 'NameEn' && k !== 'Address' && setShown(true)}
                  placeholder={t(`organisation:info.${k}`)}
                  maxlength={MAX[k]}
                />
              </FormRow>
            ))}
          </View>
          <View className="org-bar">
            <MainButton text={t('organisation:save')} onClick={() => void save()} busy={busy} testId="company-save" />
          </View>
          <SsoSettingsSection />
          <OaSettingsSection />
          <WebViewHostsSection />
        </>
      )}
    </Page>
  )
}

export default observer(CompanyInfoPage)

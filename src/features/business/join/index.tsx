/**
 * /joinCompany?token= — the page an invited person opens, signed out: which company (and
 * department) invites them, until when; their name (Chinese, or English as SURNAME/GIVEN NAMES),
 * mobile with its country code, e-mail and employee number; sent as a joining request that the
 * company's administrator approves. An expired or used link says so.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { InviteInfo } from '@api/admin'
import Page from '@/components/page'
import { PhoneField } from '@/components/passenger-form/phone-field'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useBusy } from '@/components/use-busy'
import { useFormDraft } from '@/components/use-form-draft'
import { decodeParam } from '@/core/route-params'
import { chinaDateTime } from '@/domain/china-time'
import { checkJoinDraft, joinNames, type JoinDraft } from '@/domain/join'
import { inviteInfo, join } from '../api'
import '../components/index.scss'
import '@/i18n/ns/business'

function JoinCompany() {
  const { t, i18n } = useTranslation()
  const fmt = useFormat()
  const token = decodeParam(useRouter().params.token)
  const [info, setInfo] = useState<InviteInfo | null>(null)
  const [invalid, setInvalid] = useState(false)
  const f = useFormDraft<JoinDraft, string>({ Name: '', MobileCountryCode: '86', Mobile: '', Email: '', EmployeeNo: '' }, checkJoinDraft)
  const d = f.d
  const [busy, run] = useBusy()
  const [sent, setSent] = useState(false)
  useEffect(() => {
    if (!token) return setInvalid(true)
    inviteInfo(token).then(setInfo, () => setInvalid(true))
  }, [token])

  const submit = () =>
    f.ready() &&
    run(async () => {
      await join({
        Token: token,
        ...joinNames(d.Name),
        MobileCountryCode: d.MobileCountryCode,
        Mobile: d.Mobile.trim(),
        Email: d.Email.trim() || undefined,
        EmployeeNo: d.EmployeeNo.trim() || undefined,
      })
      setSent(true)
    })

  const company = info ? (i18n.language.startsWith('zh') ? info.CompanyName : info.CompanyNameEn || info.CompanyName) : ''
  return (
    <Page title="business:join.title" testId="join-page">
      {invalid && <StateBlock text={t('business:join.invalid')} hint={t('business:join.invalidHint')} testId="join-invalid" />}
      {!invalid && !info && <Skeletons count={2} />}
      {info && sent && <StateBlock text={t('business:join.sent', { company })} hint={t('business:join.sentHint')} testId="join-sent" />}
      {info && !sent && (
        <>
          <View className="biz-card" data-testid="join-company">
            <Text className="biz-card__title">{t('business:join.invites', { company })}</Text>
            {info.DepartmentName && <Text className="biz-card__note">{t('business:join.department', { name: info.DepartmentName })}</Text>}
            <Text className="biz-card__note">{t('business:invite.validUntil', { at: fmt.stamp(chinaDateTime(Date.parse(info.ExpiresAt))) })}</Text>
          </View>
          <View className="biz-form">
            <FormRow label={t('business:join.name')} required error={f.error('Name')} hint={t('business:join.nameHint')} testId="jf-Name">
              <TextField {...f.bind('Name')} placeholder={t('business:join.namePlaceholder')} maxlength={40} />
            </FormRow>
            <FormRow label={t('business:join.mobile')} required error={f.error('Mobile')} testId="jf-Mobile">
              <PhoneField code={f.bind('MobileCountryCode')} mobile={f.bind('Mobile')} placeholder={t('business:join.mobile')} testId="jf-cc" />
            </FormRow>
            <FormRow label={t('business:join.email')} error={f.error('Email')} testId="jf-Email">
              <TextField {...f.bind('Email')} placeholder="name@example.com" maxlength={100} />
            </FormRow>
            <FormRow label={t('business:join.employeeNo')} testId="jf-EmployeeNo">
              <TextField {...f.bind('EmployeeNo')} placeholder={t('business:join.optional')} maxlength={30} />
            </FormRow>
          </View>
          <View className="biz-submit">
            <MainButton text={t('business:join.submit')} onClick={() => void submit()} busy={busy} testId="join-submit" />
          </View>
        </>
      )}
    </Page>
  )
}

export default observer(JoinCompany)

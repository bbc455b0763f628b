/**
 * /personal/emergencyContact — the one person an emergency alarm goes to: name and phone (with
 * its country code, picked like every other phone's, '+86 ▾'); not the traveller's own bound
 * phone, which the form says under the phone (and the server refuses, said there too). Under
 * privacy protection the stored phone arrives masked; sending it back unchanged keeps it. Links to
 * the past alarms.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { EMERGENCY_NAME_MAX } from '@api/personal-values'
import Page from '@/components/page'
import MaskedText from '@/components/masked-text'
import CountryPicker from '@/components/passenger-form/country-picker'
import { countryCodes } from '@/components/passenger-form/country-codes'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { ListRow, Section } from '@/components/ui/list'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { checkEmergencyName, checkEmergencyPhone, isMasked } from '@/domain/emergency'
import { normalizeCountryCode } from '@/domain/phone'
import { useStores } from '@/stores'
import { emergencyContact, saveEmergencyContact } from '../api'
import '@/components/passenger-form/index.scss'
import '../components/index.scss'
import '@/i18n/ns/personal'

function EmergencyContactPage() {
  const { t } = useTranslation()
  const { session, ui } = useStores()
  const [name, setName] = useState('')
  const [cc, setCc] = useState('86')
  const [phone, setPhone] = useState('')
  const [stored, setStored] = useState('')
  const [shown, setShown] = useState(false)
  /** The server's refusal of the phone, said under it until the phone or its code changes. */
  const [refused, setRefused] = useState('')
  useEffect(() => {
    if (!session.signedIn) return
    emergencyContact().then(
      (r) => {
        if (!r.Contact) return
        setName(r.Contact.Name)
        setCc(r.Contact.MobileCountryCode || '86')
        setPhone(r.Contact.Mobile)
        setStored(r.Contact.Mobile)
      },
      () => undefined,
    )
  }, [session.signedIn])

  const keepsStored = stored !== '' && phone === stored
  const me = session.personalInfor
  const nameCheck = checkEmergencyName(name)
  // A masked stored phone sent back unchanged keeps it: nothing here to check it against.
  const phoneCheck =
    keepsStored && isMasked(stored)
      ? { ok: true as const }
      : checkEmergencyPhone(phone, cc, me ? { mobile: me.Mobile, countryCode: me.MobileCountryCode } : null)
  const msg = (c: typeof nameCheck) => (c.ok || !shown ? undefined : t(c.key, c.params as Record<string, unknown> | undefined))
  const phoneError = msg(phoneCheck) ?? (refused || undefined)
  const changePhone = (set: (v: string) => void) => (v: string) => {
    set(v)
    setRefused('')
  }

  const save = async () => {
    setShown(true)
    setRefused('')
    if (!nameCheck.ok || !phoneCheck.ok) return
    try {
      const r = await saveEmergencyContact({ Name: name.trim(), MobileCountryCode: normalizeCountryCode(cc), Mobile: phone.trim() })
      if (r.Contact) {
        setPhone(r.Contact.Mobile)
        setStored(r.Contact.Mobile)
      }
      setShown(false)
      ui.toast(t('personal:contact.saved'))
    } catch (e) {
      // Said by the http client; what was typed stays, and a refusal of the phone is said under it.
      const data = isApiError(e) && e.kind === 'server' ? (e.envelope?.ResultData as { Field?: unknown } | null | undefined) : null
      if (isApiError(e) && data?.Field === 'Mobile') setRefused(e.message)
    }
  }

  return (
    <Page title="personal:contact.title" testId="contact-page">
      <View className="pc-note">
        <Text>{t('personal:contact.intro')}</Text>
      </View>
      <View className="pc-card">
        <FormRow label={t('personal:contact.name')} required error={msg(nameCheck)} testId="contact-name-row">
          <TextField value={name} onChange={setName} maxlength={EMERGENCY_NAME_MAX} placeholder={t('personal:contact.namePlaceholder')} testId="contact-name" />
        </FormRow>
        <FormRow label={t('personal:contact.phone')} required error={phoneError} testId="contact-phone-row">
          <View className="pf__phone">
            <CountryPicker
              mode="dial"
              value={cc}
              onChange={changePhone(setCc)}
              load={countryCodes}
              title={t('personal:code.countryCode')}
              testId="contact-cc"
            />
            <TextField
              value={phone}
              onChange={changePhone(setPhone)}
              type={keepsStored ? 'text' : 'number'}
              maxlength={20}
              placeholder={t('personal:code.phonePlaceholder')}
              testId="contact-phone"
            />
          </View>
        </FormRow>
        {keepsStored && stored.includes('*') && (
          <View className="pc-reveal">
            <MasKedHint />
            <MaskedText
              value={stored}
              reveal={{ Source: 'EmergencyContact', Field: 'Mobile' }}
              onRevealed={(v) => {
                setPhone(v)
                setStored(v)
              }}
              testId="contact-phone-masked"
            />
          </View>
        )}
      </View>
      <View className="pc-actions">
        <MainButton text={t('common:save')} onClick={() => void save()} testId="contact-save" />
      </View>
      <Section>
        <ListRow link label={t('personal:alarms.title')} testId="contact-alarms" onClick={() => void go('emergencyAlarms')} />
      </Section>
    </Page>
  )
}

function MasKedHint() {
  const { t } = useTranslation()
  return <Text className="pc-reveal__hint">{t('personal:contact.maskedHint')}</Text>
}

export default observer(EmergencyContactPage)

/**
 * /personal/emergencyContact — the one person an emergency alarm goes to: name and phone (with
 * its country code). Under privacy protection the stored phone arrives masked; sending it back
 * unchanged keeps it. Links to the past alarms.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { EMERGENCY_NAME_MAX } from '@api/personal-values'
import Page from '@/components/page'
import MaskedText from '@/components/masked-text'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { ListRow, Section } from '@/components/ui/list'
import { go } from '@/core/navigate'
import { checkEmergencyName } from '@/domain/emergency'
import { checkPhone, normalizeCountryCode } from '@/domain/phone'
import { useStores } from '@/stores'
import { emergencyContact, saveEmergencyContact } from '../api'
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
  useEffect(() => {
    if (!session.signedIn) return
    emergencyContact().then((r) => {
      if (!r.Contact) return
      setName(r.Contact.Name)
      setCc(r.Contact.MobileCountryCode || '86')
      setPhone(r.Contact.Mobile)
      setStored(r.Contact.Mobile)
    }, () => undefined)
  }, [session.signedIn])

  const keepsStored = stored !== '' && phone === stored
  const nameCheck = checkEmergencyName(name)
  const phoneCheck = keepsStored ? { ok: true as const } : checkPhone(phone, cc)
  const msg = (c: typeof nameCheck) => (c.ok || !shown ? undefined : t(c.key, c.params as Record<string, unknown> | undefined))

  const save = async () => {
    setShown(true)
    if (!nameCheck.ok || !phoneCheck.ok) return
    try {
      const r = await saveEmergencyContact({ Name: name.trim(), MobileCountryCode: normalizeCountryCode(cc), Mobile: phone.trim() })
      if (r.Contact) {
        setPhone(r.Contact.Mobile)
        setStored(r.Contact.Mobile)
      }
      setShown(false)
      ui.toast(t('personal:contact.saved'))
    } catch {
      // Said by the http client; what was typed stays.
    }
  }

  return (
    <Page title='personal:contact.title' testId='contact-page'>
      <View className='pc-note'>
        <Text>{t('personal:contact.intro')}</Text>
      </View>
      <View className='pc-card'>
        <FormRow label={t('personal:contact.name')} required error={msg(nameCheck)} testId='contact-name-row'>
          <TextField value={name} onChange={setName} maxlength={EMERGENCY_NAME_MAX} placeholder={t('personal:contact.namePlaceholder')} testId='contact-name' />
        </FormRow>
        <FormRow label={t('personal:code.countryCode')}>
          <TextField value={cc} onChange={(v) => setCc(v.replace(/[^\d]/g, ''))} type='number' maxlength={4} testId='contact-cc' />
        </FormRow>
        <FormRow label={t('personal:contact.phone')} required error={msg(phoneCheck)} testId='contact-phone-row'>
          <TextField value={phone} onChange={setPhone} type={keepsStored ? 'text' : 'number'} maxlength={20} placeholder={t('personal:code.phonePlaceholder')} testId='contact-phone' />
        </FormRow>
        {keepsStored && stored.includes('*') && (
          <View className='pc-reveal'>
            <MasKedHint />
            <MaskedText value={stored} reveal={{ Source: 'EmergencyContact', Field: 'Mobile' }} onRevealed={(v) => { setPhone(v); setStored(v) }} testId='contact-phone-masked' />
          </View>
        )}
      </View>
      <View className='pc-actions'>
        <MainButton text={t('common:save')} onClick={() => void save()} testId='contact-save' />
      </View>
      <Section>
        <ListRow link label={t('personal:alarms.title')} testId='contact-alarms' onClick={() => void go('emergencyAlarms')} />
      </Section>
    </Page>
  )
}

function MasKedHint() {
  const { t } = useTranslation()
  return <Text className='pc-reveal__hint'>{t('personal:contact.maskedHint')}</Text>
}

export default observer(EmergencyContactPage)

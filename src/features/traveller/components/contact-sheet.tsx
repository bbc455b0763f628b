/**
 * Adds or edits a contact: name, phone with its country code, e-mail, and whether it is the
 * default. The phone and e-mail follow the traveller rules; the server's refusal of a phone that
 * is already a contact (1008) shows on the phone row. What was typed stays on any failure.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { FrequentContact, FrequentContactSaveReq } from '@api/traveller'
import type { MobileCountryCode } from '@api/system'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import CountryPicker from '@/components/passenger-form/country-picker'
import { checkContactDraft, serverFieldError, type ContactDraft } from '../rules'
import '@/components/passenger-form/index.scss'
import './index.scss'
import '@/i18n/ns/traveller'

export interface ContactSheetProps {
  /** null: a new contact. */
  contact: FrequentContact | null
  countryCodes: () => Promise<MobileCountryCode[]>
  onSave: (req: FrequentContactSaveReq) => Promise<unknown>
  onClose: () => void
}

export default function ContactSheet({ contact, countryCodes, onSave, onClose }: ContactSheetProps) {
  const { t } = useTranslation()
  const [d, setD] = useState<ContactDraft>(() => ({
    Name: contact?.Name ?? '',
    MobileCountryCode: contact?.MobileCountryCode || '86',
    Mobile: contact?.Mobile ?? '',
    Email: contact?.Email ?? '',
    IsDefault: contact?.IsDefault ?? false,
  }))
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [server, setServer] = useState<{ field: string; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const issues = checkContactDraft(d)
  const set = <K extends keyof ContactDraft>(k: K, v: ContactDraft[K]) => {
    setD((p) => ({ ...p, [k]: v }))
    if (server && (server.field === k || (k === 'MobileCountryCode' && server.field === 'Mobile'))) setServer(null)
  }
  const touch = (f: string) => setTouched((s) => new Set([...s, f]))
  const row = (f: string) => {
    const i = issues.find((x) => x.field === f)
    return { testId: `cf-${f}`, error: server?.field === f ? server.text : i && touched.has(f) ? t(`traveller:${i.key}`) : undefined }
  }
  const save = async () => {
    if (issues.length > 0) {
      setTouched(new Set(['Name', 'Mobile', 'Email']))
      return
    }
    setBusy(true)
    try {
      await onSave({
        ContactId: contact?.ContactId ?? null,
        Name: d.Name.trim(),
        MobileCountryCode: d.MobileCountryCode,
        Mobile: d.Mobile.trim(),
        Email: d.Email.trim(),
        IsDefault: d.IsDefault,
      })
    } catch (e) {
      const found = e instanceof Error ? serverFieldError(e.message) : null
      if (found) setServer(found)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Sheet
      open
      full
      title={t(contact ? 'traveller:contacts.edit' : 'traveller:contacts.add')}
      onClose={onClose}
      testId="contact-sheet"
      footer={<MainButton text={t('traveller:contacts.save')} onClick={() => void save()} busy={busy} testId="contact-save" />}
    >
      <View className="tf">
        <View className="tf__group tf__group--first">
          <FormRow label={t('traveller:contacts.name')} required {...row('Name')}>
            <TextField
              value={d.Name}
              onChange={(v) => set('Name', v)}
              onBlur={() => touch('Name')}
              placeholder={t('traveller:contacts.namePlaceholder')}
              maxlength={40}
            />
          </FormRow>
          <FormRow label={t('traveller:edit.mobile')} required {...row('Mobile')}>
            <View className="pf__phone">
              <CountryPicker
                mode="dial"
                value={d.MobileCountryCode}
                onChange={(v) => set('MobileCountryCode', v)}
                load={countryCodes}
                title={t('traveller:edit.countryCode')}
                testId="cf-cc"
              />
              <TextField
                value={d.Mobile}
                onChange={(v) => set('Mobile', v)}
                onBlur={() => touch('Mobile')}
                type="number"
                placeholder={t('traveller:edit.mobilePlaceholder')}
                maxlength={15}
              />
            </View>
          </FormRow>
          <FormRow label={t('traveller:edit.email')} {...row('Email')}>
            <TextField
              value={d.Email}
              onChange={(v) => set('Email', v)}
              onBlur={() => touch('Email')}
              placeholder={t('traveller:edit.emailPlaceholder')}
              maxlength={100}
            />
          </FormRow>
          {!contact?.IsDefault && (
            <FormRow label={t('traveller:contacts.makeDefault')}>
              <Toggle checked={d.IsDefault} onChange={(v) => set('IsDefault', v)} label={t('traveller:contacts.makeDefault')} testId="cf-default" />
            </FormRow>
          )}
        </View>
      </View>
    </Sheet>
  )
}

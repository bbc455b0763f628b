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
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { PhoneField } from '@/components/passenger-form/phone-field'
import { checkContactDraft, serverFieldError, type ContactDraft } from '../rules'
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
  const bind = (k: 'Name' | 'MobileCountryCode' | 'Mobile' | 'Email') => ({ value: d[k], onChange: (v: string) => set(k, v), onBlur: () => touch(k) })
  const save = () => {
    if (issues.length > 0) return setTouched(new Set(['Name', 'Mobile', 'Email']))
    return onSave({
      ContactId: contact?.ContactId ?? null,
      Name: d.Name.trim(),
      MobileCountryCode: d.MobileCountryCode,
      Mobile: d.Mobile.trim(),
      Email: d.Email.trim(),
      IsDefault: d.IsDefault,
    })
  }
  const refused = (e: unknown) => {
    const found = e instanceof Error ? serverFieldError(e.message) : null
    if (found) setServer(found)
  }
  return (
    <FormSheet
      title={t(contact ? 'traveller:contacts.edit' : 'traveller:contacts.add')}
      onClose={onClose}
      name="contact"
      save={t('traveller:contacts.save')}
      onSave={save}
      onRefused={refused}
    >
      <View className="tf">
        <View className="tf__group tf__group--first">
          <FormRow label={t('traveller:contacts.name')} required {...row('Name')}>
            <TextField {...bind('Name')} placeholder={t('traveller:contacts.namePlaceholder')} maxlength={40} />
          </FormRow>
          <FormRow label={t('traveller:edit.mobile')} required {...row('Mobile')}>
            <PhoneField
              code={bind('MobileCountryCode')}
              mobile={bind('Mobile')}
              placeholder={t('traveller:edit.mobilePlaceholder')}
              load={countryCodes}
              testId="cf-cc"
            />
          </FormRow>
          <FormRow label={t('traveller:edit.email')} {...row('Email')}>
            <TextField {...bind('Email')} placeholder={t('traveller:edit.emailPlaceholder')} maxlength={100} />
          </FormRow>
          {!contact?.IsDefault && (
            <FormRow label={t('traveller:contacts.makeDefault')}>
              <Toggle checked={d.IsDefault} onChange={(v) => set('IsDefault', v)} label={t('traveller:contacts.makeDefault')} testId="cf-default" />
            </FormRow>
          )}
        </View>
      </View>
    </FormSheet>
  )
}

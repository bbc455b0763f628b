/** Who the airline and the agency call: a name and phone, e-mail when mails go out; up to three. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { MobileCountryCode } from '@api/system'
import type { ContactDraft, Issue } from '@/domain/booking'
import { FormRow, TextField } from '@/components/ui/form'
import CountryPicker from '@/components/passenger-form/country-picker'
import type { BookingDraft } from '../booking-store'
import '@/i18n/ns/booking'
import '@/features/flight/texts'

export const MAX_CONTACTS = 3
export const contactAnchor = (i: number, f: string) => `bk-contact-${i}-${f}`

export interface ContactCardProps {
  draft: BookingDraft
  issues: Issue[]
  emailRequired: boolean
  countryCodes: () => Promise<MobileCountryCode[]>
  touched: Set<string>
  onTouch: (field: string) => void
}

function ContactCard({ draft, issues, emailRequired, countryCodes, touched, onTouch }: ContactCardProps) {
  const { t } = useTranslation()
  const list = draft.contacts
  const set = (i: number, patch: Partial<ContactDraft>) => draft.setContacts(list.map((c, j) => (j === i ? { ...c, ...patch } : c)))
  const msg = (field: string) => {
    const x = issues.find((i) => i.field === field)
    return x && (draft.showAll || touched.has(field)) ? t(x.key, x.params) : undefined
  }
  return (
    <View className="bk-card" data-testid="bk-contacts">
      <View className="bk-card__head">
        <Text className="bk-card__title">{t('booking:contact.title')}</Text>
      </View>
      {list.map((c, i) => (
        <View key={i} className="bk-contact">
          {list.length > 1 && (
            <View className="bk-contact__head">
              <Text>{t('booking:contact.nth', { n: i + 1 })}</Text>
              <View className="bk-link" role="button" onClick={() => draft.setContacts(list.filter((_, j) => j !== i))}>
                <Text>{t('common:delete')}</Text>
              </View>
            </View>
          )}
          <FormRow id={contactAnchor(i, 'name')} testId={`bk-contact-${i}-name`} label={t('booking:contact.name')} required error={msg(`contact.${i}.name`)}>
            <TextField
              value={c.name}
              onChange={(v) => set(i, { name: v })}
              onBlur={() => onTouch(`contact.${i}.name`)}
              placeholder={t('booking:contact.namePlaceholder')}
              maxlength={40}
            />
          </FormRow>
          <FormRow
            id={contactAnchor(i, 'mobile')}
            testId={`bk-contact-${i}-mobile`}
            label={t('booking:contact.mobile')}
            required
            error={msg(`contact.${i}.mobile`)}
          >
            <View className="pf__phone">
              <CountryPicker
                mode="dial"
                value={c.mobileCountryCode}
                onChange={(v) => set(i, { mobileCountryCode: v })}
                load={countryCodes}
                title={t('booking:passengerForm.countryCode')}
              />
              <TextField
                value={c.mobile}
                type="number"
                onChange={(v) => set(i, { mobile: v })}
                onBlur={() => onTouch(`contact.${i}.mobile`)}
                placeholder={t('booking:passengerForm.mobilePlaceholder')}
                maxlength={15}
              />
            </View>
          </FormRow>
          <FormRow
            id={contactAnchor(i, 'email')}
            testId={`bk-contact-${i}-email`}
            label={t('booking:contact.email')}
            required={emailRequired}
            error={msg(`contact.${i}.email`)}
            hint={emailRequired ? t('booking:contact.emailHint') : undefined}
          >
            <TextField
              value={c.email}
              onChange={(v) => set(i, { email: v })}
              onBlur={() => onTouch(`contact.${i}.email`)}
              placeholder={t(emailRequired ? 'booking:contact.emailPlaceholder' : 'booking:passengerForm.emailPlaceholder')}
              maxlength={100}
            />
          </FormRow>
        </View>
      ))}
      {list.length < MAX_CONTACTS && (
        <View
          className="bk-add-row"
          role="button"
          data-testid="bk-add-contact"
          onClick={() => draft.setContacts([...list, { name: '', mobileCountryCode: '86', mobile: '', email: '' }])}
        >
          <Text>{t('booking:contact.add')}</Text>
        </View>
      )}
    </View>
  )
}

export default observer(ContactCard)

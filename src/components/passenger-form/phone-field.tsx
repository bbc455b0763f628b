import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { MobileCountryCode } from '@api/system'
import { TextField } from '@/components/ui/form'
import CountryPicker from './country-picker'
import { countryCodes } from './country-codes'
import './index.scss'
import '@/i18n/ns/booking'

/** A field's value and what changes it (`useFormDraft`'s `bind`). */
export interface Bound {
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
}

/**
 * A phone with its country code ('+86 ▾' then the number), for every form with a phone: inside the
 * form's `FormRow`, which names it and shows its message.
 */
export function PhoneField(p: {
  code: Bound
  mobile: Bound
  placeholder: string
  /** The country code picker's test id. */
  testId?: string
  inputTestId?: string
  /** The country codes; the app's list by default. */
  load?: () => Promise<MobileCountryCode[]>
  /** 'text' while the number shows masked. */
  type?: 'number' | 'text'
  max?: number
}) {
  const { t } = useTranslation()
  return (
    <View className="pf__phone">
      <CountryPicker
        mode="dial"
        value={p.code.value}
        onChange={p.code.onChange}
        load={p.load ?? countryCodes}
        title={t('booking:passengerForm.countryCode')}
        testId={p.testId}
      />
      <TextField {...p.mobile} type={p.type ?? 'number'} placeholder={p.placeholder} maxlength={p.max ?? 15} testId={p.inputTestId} />
    </View>
  )
}

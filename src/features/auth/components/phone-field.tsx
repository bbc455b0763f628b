import { Input } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import CountryCode from './country-code'
import Field from './field'
import '@/i18n/ns/auth'

export interface PhoneFieldProps {
  label?: string
  id?: string
  hint?: string
  testId: string
  countryTestId: string
  error?: string
  countryCode: string
  onCountryCode: (code: string) => void
  value: string
  onInput: (value: string) => void
  onBlur?: () => void
  onConfirm?: () => void
}

/** A mobile number with its country code in front (sign-in, registration, password recovery). */
export default function PhoneField(p: PhoneFieldProps) {
  const { t } = useTranslation()
  return (
    <Field
      label={p.label}
      id={p.id}
      testId={p.testId}
      error={p.error}
      hint={p.hint}
      prefix={<CountryCode value={p.countryCode} onChange={p.onCountryCode} testId={p.countryTestId} />}
    >
      <Input
        type="number"
        value={p.value}
        placeholder={t('auth:common.phonePlaceholder')}
        placeholderClass="auth-input-placeholder"
        maxlength={15}
        onInput={(e) => p.onInput(e.detail.value)}
        onBlur={p.onBlur}
        onConfirm={p.onConfirm}
        aria-label={t('auth:common.phone')}
      />
    </Field>
  )
}

import { useTranslation } from 'react-i18next'
import CountryCode from './country-code'
import InputField, { digitsInput, type InputFieldProps } from './input-field'

export interface PhoneFieldProps extends Omit<InputFieldProps, 'placeholder' | 'maxlength' | 'type' | 'prefix' | 'testId'> {
  testId: string
  countryTestId: string
  countryCode: string
  onCountryCode: (code: string) => void
}

/** A mobile number with its country code in front (sign-in, registration, password recovery). */
export default function PhoneField({ countryTestId, countryCode, onCountryCode, ...p }: PhoneFieldProps) {
  const { t } = useTranslation()
  return <InputField {...p} {...digitsInput(t, 'phone', 15)} prefix={<CountryCode value={countryCode} onChange={onCountryCode} testId={countryTestId} />} />
}

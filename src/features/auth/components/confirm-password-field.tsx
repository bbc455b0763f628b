import { useTranslation } from 'react-i18next'
import { checkPasswordConfirmation } from '@/domain/password'
import { useMessage } from '../hooks'
import { messageOf, type Message } from '../rules'
import PasswordField from './password-field'
import '@/i18n/ns/auth'

export interface ConfirmPasswordFieldProps {
  /** The new password it must repeat. */
  password: string
  value: string
  error: Message | undefined
  testId: string
  onInput: (value: string) => void
  /** The check's verdict: when leaving a filled line, and while typing once an error shows. */
  onError: (message: Message | undefined) => void
  onConfirm?: () => void
}

/** The second password line of every new-password form (registration, recovery, reset). */
export default function ConfirmPasswordField(p: ConfirmPasswordFieldProps) {
  const { t } = useTranslation()
  const msg = useMessage()
  const check = (v: string) => messageOf(checkPasswordConfirmation(p.password, v))
  return (
    <PasswordField
      label={t('auth:common.confirmPassword')}
      placeholder={t('auth:common.confirmPasswordPlaceholder')}
      value={p.value}
      error={msg(p.error)}
      testId={p.testId}
      onInput={(v) => {
        p.onInput(v)
        if (p.error) p.onError(check(v))
      }}
      onBlur={() => p.value && p.onError(check(p.value))}
      onConfirm={p.onConfirm}
    />
  )
}

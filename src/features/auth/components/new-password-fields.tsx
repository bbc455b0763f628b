import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkPassword, checkPasswordConfirmation } from '@/domain/password'
import type { Bound } from '../form'
import { messageOf, type Message, type NewPasswordField } from '../rules'
import PasswordField from './password-field'

type Bind = (
  field: NewPasswordField,
  value: string,
  setValue: (v: string) => void,
  check: (v: string) => Message | undefined,
  blur?: 'always' | 'filled',
) => Bound

/**
 * A new password and its repetition in the page's form (`useAuthForm`): both checked once left
 * filled, and again while typing once a message shows. `check` is the new password's own rule.
 */
export function useNewPassword(form: { bind: Bind }, check: (v: string) => Message | undefined = (v) => messageOf(checkPassword(v))) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const again = (v: string) => messageOf(checkPasswordConfirmation(password, v))
  const fields = {
    password: form.bind('password', password, setPassword, check, 'filled'),
    confirmation: form.bind('confirmation', confirmation, setConfirmation, again, 'filled'),
  }
  return { password, confirmation, fields }
}

export interface NewPasswordFieldsProps {
  fields: ReturnType<typeof useNewPassword>['fields']
  /** The new password's label; 'new password' by default. */
  label?: string
  /** Under the new password, the rule (off where the card says it). */
  showRule?: boolean
  /** The new password's and its repetition's. */
  testIds: readonly [string, string]
  /** Anchors for scrolling to the first error (registration). */
  ids?: { password: string; confirmation: string }
  onConfirm?: () => void
}

/** The new password and its repetition: registration, recovery by phone or e-mail, password change. */
export default function NewPasswordFields({ fields, label, showRule, testIds, ids, onConfirm }: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  const rule = showRule === false ? undefined : t('auth:common.passwordRule')
  return (
    <>
      <PasswordField
        id={ids?.password}
        label={label ?? t('auth:common.newPassword')}
        placeholder={t('auth:common.newPasswordPlaceholder')}
        hint={rule}
        testId={testIds[0]}
        {...fields.password}
      />
      <PasswordField
        id={ids?.confirmation}
        label={t('auth:common.confirmPassword')}
        placeholder={t('auth:common.confirmPasswordPlaceholder')}
        testId={testIds[1]}
        onConfirm={onConfirm}
        {...fields.confirmation}
      />
    </>
  )
}

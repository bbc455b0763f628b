import { Input } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CodeSender } from '../hooks'
import CodeButton from './code-button'
import Field from './field'
import '@/i18n/ns/auth'

export interface CodeFieldProps {
  label?: string
  id?: string
  testId: string
  buttonTestId: string
  error?: string
  sender: CodeSender
  /** Says where the code went under the field (off where the page says it above). */
  showTarget?: boolean
  value: string
  /** Changing it re-mounts the input, so a refused keystroke does not stay on screen. */
  inputKey?: number
  onInput: (value: string) => void
  onBlur?: () => void
  onConfirm?: () => void
}

/** A six-digit verification code with its send / resend button and countdown. */
export default function CodeField(p: CodeFieldProps) {
  const { t } = useTranslation()
  const { sender } = p
  return (
    <Field
      label={p.label}
      id={p.id}
      testId={p.testId}
      error={p.error}
      hint={p.showTarget !== false && sender.target ? t('auth:code.sentTo', { target: sender.target }) : undefined}
      suffix={<CodeButton state={sender.state} onPress={() => void sender.press()} testId={p.buttonTestId} />}
    >
      <Input
        key={p.inputKey}
        type="number"
        value={p.value}
        placeholder={t('auth:common.codePlaceholder')}
        placeholderClass="auth-input-placeholder"
        maxlength={6}
        onInput={(e) => p.onInput(e.detail.value)}
        onBlur={p.onBlur}
        onConfirm={p.onConfirm}
        aria-label={t('auth:common.code')}
      />
    </Field>
  )
}

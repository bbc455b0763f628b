import { useState } from 'react'
import { Input } from '@tarojs/components'
import EyeToggle from './eye-toggle'
import Field from './field'

export interface PasswordFieldProps {
  label?: string
  placeholder: string
  value: string
  error?: string
  hint?: string
  testId?: string
  id?: string
  onInput: (value: string) => void
  onBlur?: () => void
  onConfirm?: () => void
}

/** A password line with its own show/hide eye. */
export default function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={props.hint}
      testId={props.testId}
      id={props.id}
      suffix={<EyeToggle shown={shown} onToggle={() => setShown((s) => !s)} testId={props.testId ? `${props.testId}-toggle` : undefined} />}
    >
      <Input
        value={props.value}
        password={!shown}
        placeholder={props.placeholder}
        placeholderClass="auth-input-placeholder"
        maxlength={64}
        onInput={(e) => props.onInput(e.detail.value)}
        onBlur={props.onBlur}
        onConfirm={props.onConfirm}
        aria-label={props.label ?? props.placeholder}
      />
    </Field>
  )
}

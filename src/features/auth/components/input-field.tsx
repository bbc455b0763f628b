import { Input } from '@tarojs/components'
import type { TFunction } from 'i18next'
import Field, { type FieldProps } from './field'

export interface InputFieldProps extends Omit<FieldProps, 'children'> {
  value: string
  placeholder: string
  maxlength: number
  type?: 'text' | 'number'
  /** Hides the text (a password line). */
  password?: boolean
  /** Changing it re-mounts the input, so a refused keystroke does not stay on screen. */
  inputKey?: number
  /** The input's name for assistive technology; the label (else the placeholder) by default. */
  name?: string
  onInput: (value: string) => void
  onBlur?: () => void
  onConfirm?: () => void
}

/** A `Field` holding one text input: every line of the sign-in, registration and recovery forms. */
export default function InputField({ label, id, testId, hint, error, prefix, suffix, inputKey, name, onInput, ...input }: InputFieldProps) {
  const field = { label, id, testId, hint, error, prefix, suffix }
  return (
    <Field {...field}>
      <Input
        key={inputKey}
        {...input}
        placeholderClass="auth-input-placeholder"
        onInput={(e) => onInput(e.detail.value)}
        aria-label={name ?? label ?? input.placeholder}
      />
    </Field>
  )
}

/** A digits-only line named by `auth:common.<key>` with its placeholder `<key>Placeholder` (the phone, the code). */
export const digitsInput = (t: TFunction, key: 'phone' | 'code', maxlength: number) =>
  ({ type: 'number', placeholder: t(`auth:common.${key}Placeholder`), maxlength, name: t(`auth:common.${key}`) }) as const

import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { FieldError } from '@/components/ui/form'
import './index.scss'

export interface FieldProps {
  /** Visible label above the control; login fields go without (the placeholder says it). */
  label?: string
  /** Translated error under the field. */
  error?: string
  testId?: string
  /** Anchor for scrolling to the first error. */
  id?: string
  /** Before the control on the same line, e.g. the country code chip. */
  prefix?: ReactNode
  /** After the control, e.g. the show/hide eye or the 'get code' button. */
  suffix?: ReactNode
  /** Below the control, above the error, e.g. the captcha image hint. */
  hint?: string
  children: ReactNode
}

/** One form row: label, control line, and the inline error the user sees on blur or submit. */
export default function Field({ label, error, testId, id, prefix, suffix, hint, children }: FieldProps) {
  return (
    <View className={`auth-field ${error ? 'auth-field--error' : ''}`} data-testid={testId} id={id}>
      {label && <Text className="auth-field__label">{label}</Text>}
      <View className="auth-field__line">
        {prefix}
        <View className="auth-field__control">{children}</View>
        {suffix}
      </View>
      {hint && !error && <Text className="auth-field__hint">{hint}</Text>}
      <FieldError className="auth-field__error" text={error} />
    </View>
  )
}

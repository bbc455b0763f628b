import { useTranslation } from 'react-i18next'
import type { CodeSender } from '../hooks'
import CodeButton from './code-button'
import InputField, { digitsInput, type InputFieldProps } from './input-field'

export interface CodeFieldProps extends Omit<InputFieldProps, 'placeholder' | 'maxlength' | 'type' | 'suffix' | 'hint' | 'testId'> {
  testId: string
  buttonTestId: string
  sender: CodeSender
  /** Says where the code went under the field (off where the page says it above). */
  showTarget?: boolean
}

/** A six-digit verification code with its send / resend button and countdown. */
export default function CodeField({ sender, buttonTestId, showTarget, ...p }: CodeFieldProps) {
  const { t } = useTranslation()
  return (
    <InputField
      {...p}
      {...digitsInput(t, 'code', 6)}
      hint={showTarget !== false && sender.target ? t('auth:code.sentTo', { target: sender.target }) : undefined}
      suffix={<CodeButton state={sender.state} onPress={() => void sender.press()} testId={buttonTestId} />}
    />
  )
}

import { useState } from 'react'
import EyeToggle from './eye-toggle'
import InputField, { type InputFieldProps } from './input-field'

export type PasswordFieldProps = Omit<InputFieldProps, 'maxlength' | 'password' | 'suffix'>

/** A password line with its own show/hide eye. */
export default function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <InputField
      {...props}
      maxlength={64}
      password={!shown}
      suffix={<EyeToggle shown={shown} onToggle={() => setShown((s) => !s)} testId={props.testId ? `${props.testId}-toggle` : undefined} />}
    />
  )
}

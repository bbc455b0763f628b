/** What a product's standard form is made of: its props, a group of rows and a number row with its unit and message. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { FormRow, TextField } from '@/components/ui/form'

export type ErrorOf = (key: string) => string | undefined

export interface FormProps<D> {
  d: D
  set: (f: (d: D) => D) => void
  errorOf: ErrorOf
  touch: (key: string) => () => void
}

/** A number or amount row: the input, its unit, the message under it. */
export function NumberRow(p: {
  label: string
  value: string
  onChange: (v: string) => void
  onBlur: () => void
  unit: string
  error?: string
  hint?: string
  testId: string
  placeholder?: string
}) {
  return (
    <FormRow label={p.label} error={p.error} hint={p.hint} testId={p.testId}>
      <View className="tp-input">
        <View className="tp-input__box">
          <TextField value={p.value} onChange={p.onChange} onBlur={p.onBlur} type="digit" maxlength={9} placeholder={p.placeholder} />
        </View>
        <Text className="tp-input__unit">{p.unit}</Text>
      </View>
    </FormRow>
  )
}

export function Group(p: { title: string; hint?: string; children?: ReactNode; testId?: string }) {
  return (
    <View className="tp-group" data-testid={p.testId}>
      <Text className="tp-group__title">{p.title}</Text>
      {p.hint && <Text className="tp-group__hint">{p.hint}</Text>}
      {p.children}
    </View>
  )
}

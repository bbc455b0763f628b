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

/**
 * A number row of the draft: `field`'s text (or `value` / `onChange` where the draft holds it
 * otherwise), checked on leaving, anchored as `tp-f-<key>` for the first-error scroll.
 */
export function DraftNumber<D>(p: {
  form: FormProps<D>
  field: string
  label: string
  unit: string
  hint?: string
  placeholder?: string
  value?: string
  onChange?: (v: string) => void
}) {
  const { d, set, errorOf, touch } = p.form
  const value = p.value ?? String((d as Record<string, unknown>)[p.field] ?? '')
  const onChange = p.onChange ?? ((v: string) => set((x) => ({ ...x, [p.field]: v })))
  const row = { label: p.label, unit: p.unit, hint: p.hint, placeholder: p.placeholder, error: errorOf(p.field), testId: `pf-${p.field}` }
  return (
    <View id={`tp-f-${p.field.replace(/[^A-Za-z0-9]/g, '-')}`}>
      <NumberRow {...row} value={value} onChange={onChange} onBlur={touch(p.field)} />
    </View>
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

/**
 * Form primitives of the kit (docs/kit.md): a labelled row with its inline message, text and
 * date inputs, a segmented choice and a switch. Every form of every product uses them; the rows
 * carry ids so a failed submit can scroll to the first error.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { Input, Picker, Text, View } from '@tarojs/components'
import './ui.scss'

export interface FormRowProps {
  id?: string
  label: string
  required?: boolean
  /** Translated error under the field (red). */
  error?: string
  /** Translated warning under the field (orange); hidden while there is an error. */
  warning?: string
  hint?: string
  /** Makes the whole row a button (choices open a sheet). */
  onClick?: () => void
  arrow?: boolean
  testId?: string
  children?: ReactNode
  /** Stack the control under the label (long texts, uploads). */
  block?: boolean
}

/** A field's message read out as it shows (role alert), in the form's own class; nothing without one. */
export function FieldError(p: { className: string; text?: ReactNode }) {
  if (!p.text) return null
  return (
    <View className={p.className} role="alert">
      <Text>{p.text}</Text>
    </View>
  )
}

/** The label of the row a field sits in: the field's accessible name. */
const RowLabel = createContext('')

export function FormRow(p: FormRowProps) {
  const cls = `form-row ${p.error ? 'form-row--error' : ''} ${p.block ? 'form-row--block' : ''}`
  return (
    <View className={cls} id={p.id} data-testid={p.testId} onClick={p.onClick} role={p.onClick ? 'button' : undefined}>
      <View className="form-row__line">
        <View className="form-row__label">
          <Text>{p.label}</Text>
          {/* A word joiner (U+2060) before the star: a label that wraps takes the star with its last word, never leaves it alone on a line. */}
          {p.required && <Text className="form-row__star">{'\u2060*'}</Text>}
        </View>
        <View className="form-row__control">
          <RowLabel.Provider value={p.label}>{p.children}</RowLabel.Provider>
        </View>
        {p.arrow && <View className="form-row__arrow" aria-hidden />}
      </View>
      {p.hint && !p.error && !p.warning && <Text className="form-row__hint">{p.hint}</Text>}
      <FieldError className="form-row__error" text={p.error} />
      {!p.error && p.warning && <Text className="form-row__warning">{p.warning}</Text>}
    </View>
  )
}

export interface TextFieldProps {
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
  placeholder?: string
  maxlength?: number
  type?: 'text' | 'number' | 'idcard' | 'digit'
  /** H5: the keyboard a text field asks for ('numeric' for card numbers typed with spaces). */
  inputMode?: 'numeric' | 'tel' | 'email'
  /** Hides what is typed (passwords). */
  password?: boolean
  disabled?: boolean
  testId?: string
}

export function TextField(p: TextFieldProps) {
  const label = useContext(RowLabel)
  return (
    <View className="text-field" data-testid={p.testId}>
      <Input
        className="text-field__input"
        value={p.value}
        type={p.type ?? 'text'}
        password={p.password}
        placeholder={p.placeholder}
        placeholderClass="text-field__placeholder"
        maxlength={p.maxlength ?? 140}
        disabled={p.disabled}
        onInput={(e) => p.onChange(e.detail.value)}
        onBlur={() => p.onBlur?.()}
        // The row's label names the input for screen readers (H5; the mini-program reads the row).
        nativeProps={label || p.inputMode ? { ...(label ? { 'aria-label': label } : {}), ...(p.inputMode ? { inputmode: p.inputMode } : {}) } : undefined}
      />
    </View>
  )
}

export interface SegmentedProps<T extends string> {
  options: { value: T; label: string; testId?: string }[]
  value: T | ''
  onChange: (v: T) => void
  testId?: string
}

export function Segmented<T extends string>(p: SegmentedProps<T>) {
  return (
    <View className="segmented" role="radiogroup" data-testid={p.testId}>
      {p.options.map((o) => (
        <View
          key={o.value}
          className={`segmented__item ${o.value === p.value ? 'segmented__item--on' : ''}`}
          role="radio"
          aria-checked={o.value === p.value}
          data-value={o.value}
          data-testid={o.testId}
          onClick={(e) => {
            e.stopPropagation()
            p.onChange(o.value)
          }}
        >
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}

export interface DateFieldProps {
  value: string
  onChange: (v: string) => void
  start?: string
  end?: string
  placeholder: string
  testId?: string
}

/** The native date wheel on both targets; shows the placeholder until a date is chosen. */
export function DateField(p: DateFieldProps) {
  return (
    <Picker mode="date" value={p.value || p.end || '1990-01-01'} start={p.start} end={p.end} onChange={(e) => p.onChange(String(e.detail.value))}>
      <View className={`date-field ${p.value ? '' : 'date-field--empty'}`} data-testid={p.testId} role="button">
        <Text>{p.value || p.placeholder}</Text>
      </View>
    </Picker>
  )
}

/** The native time wheel on both targets ('HH:mm'); the look of a DateField. */
export function TimeField(p: { value: string; onChange: (v: string) => void; testId?: string; label: string }) {
  return (
    <Picker mode="time" value={p.value} onChange={(e) => p.onChange(String(e.detail.value))}>
      <View className="date-field" data-testid={p.testId} role="button" aria-label={p.label}>
        <Text>{p.value}</Text>
      </View>
    </Picker>
  )
}

export function Toggle(p: { checked: boolean; onChange?: (v: boolean) => void; disabled?: boolean; label: string; testId?: string }) {
  return (
    <View
      className={`toggle ${p.checked ? 'toggle--on' : ''} ${p.disabled ? 'toggle--disabled' : ''}`}
      role="switch"
      aria-checked={p.checked}
      aria-disabled={p.disabled}
      aria-label={p.label}
      data-testid={p.testId}
      onClick={(e) => {
        e.stopPropagation()
        if (!p.disabled) p.onChange?.(!p.checked)
      }}
    >
      <View className="toggle__track">
        <View className="toggle__knob" />
      </View>
    </View>
  )
}

/**
 * Input and Textarea for the H5 build, without Taro's web components: the same host element
 * (taro-input-core, taro-textarea-core) holding the same native field (.weui-input,
 * .taro-textarea), the same events with the same details, and Taro's rules for them:
 * - `onInput` hears `{ value, cursor }` once per change, and once when an IME composition ends
 *   (not for every keystroke of a composition); `onConfirm` hears Enter; focus, blur, change,
 *   paste and keydown are the host's events too, the field's own stopping at the host.
 * - A field given `value` is controlled: once its input handlers have run, it shows their
 *   `value` (a handler that refuses a character keeps it out); a new `value` replaces what is shown.
 * - `maxlength` is 140 unless given; a number Input takes digits only (a digit Input one point too).
 */
import { createElement, forwardRef, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react'
import { flushSync } from 'react-dom'
import { emit, hostProps, useHostHandlers, type Props } from './host.h5'

type Field = HTMLInputElement | HTMLTextAreaElement

/** Taro's own props of both fields: not attributes of the host. */
const FIELD_OWN = ['value', 'placeholder', 'placeholderClass', 'placeholderStyle', 'disabled', 'maxlength', 'focus', 'autoFocus', 'name', 'nativeProps']
const INPUT_OWN = [
  ...FIELD_OWN,
  'type',
  'password',
  'confirmType',
  'readonly',
  'cursorSpacing',
  'adjustPosition',
  'holdKeyboard',
  'confirmHold',
  'cursor',
  'selectionStart',
  'selectionEnd',
  'alwaysEmbed',
]
const TEXTAREA_OWN = [
  ...FIELD_OWN,
  'autoHeight',
  'fixed',
  'cursorSpacing',
  'showConfirmBar',
  'adjustPosition',
  'holdKeyboard',
  'disableDefaultPadding',
  'cursor',
  'selectionStart',
  'selectionEnd',
]

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The native type of Taro's Input: a search key makes a search field, a password a password one, digit a number one. */
export function inputType(type: unknown, confirmType: unknown, password: unknown): string {
  if (confirmType === 'search') return 'search'
  if (password) return 'password'
  if (type === undefined || type === null || type === '') return 'text'
  return type === 'digit' ? 'number' : String(type)
}

/**
 * The field's events and its controlled value. `known` is the value the field last reported or was
 * given: a new `value` prop is shown only when it differs from that, so a render while an IME
 * composes does not throw the composition away.
 */
function useField(props: Props, host: { current: HTMLElement | null }, field: { current: Field | null }, onBefore?: (e: Event) => void): void {
  const latest = useRef(props)
  latest.current = props
  const known = useRef<string | undefined>(undefined)
  const composing = useRef(false)

  useLayoutEffect(() => {
    const el = field.current
    if (!el || !('value' in props) || composing.current) return
    const want = shown(props.value)
    if (want === known.current) return
    known.current = want
    if (el.value !== want) el.value = want
  })

  const autoFocus = Boolean(props.focus ?? props.autoFocus)
  useLayoutEffect(() => {
    if (autoFocus) field.current?.focus()
  }, [autoFocus, field])

  useLayoutEffect(() => {
    const el = field.current
    if (!el) return
    const cursorOf = (value: string) => (typeof el.selectionEnd === 'number' ? el.selectionEnd : value.length)
    const changed = (value: string) => {
      known.current = value
      emit(host.current, 'input', { value, cursor: cursorOf(value) })
      // As Taro's wrapper: the handlers' updates are rendered now, and a controlled field shows their value.
      flushSync(() => undefined)
      const p = latest.current
      if ('value' in p && shown(p.value) !== el.value) {
        el.value = shown(p.value)
        known.current = el.value
      }
    }
    const listeners: Record<string, (e: Event) => void> = {
      input: (e) => {
        e.stopPropagation()
        if (composing.current) return
        let value = el.value
        const max = Number(latest.current.maxlength ?? 140)
        if (el.type === 'number' && value && max > -1 && value.length >= max) {
          value = value.slice(0, max)
          el.value = value
        }
        changed(value)
      },
      compositionstart: (e) => {
        e.stopPropagation()
        composing.current = true
      },
      compositionend: (e) => {
        e.stopPropagation()
        composing.current = false
        changed(el.value)
      },
      focus: (e) => {
        e.stopPropagation()
        emit(host.current, 'focus', { value: el.value })
      },
      blur: (e) => {
        e.stopPropagation()
        emit(host.current, 'blur', { value: el.value })
      },
      change: (e) => {
        e.stopPropagation()
        emit(host.current, 'change', { value: el.value })
      },
      paste: (e) => {
        e.stopPropagation()
        emit(host.current, 'paste', { value: el.value })
      },
      keydown: (e) => {
        e.stopPropagation()
        const k = e as KeyboardEvent
        const keyCode = k.keyCode || k.code
        emit(host.current, 'keydown', { value: el.value, cursor: cursorOf(el.value), keyCode })
        if (keyCode === 13) emit(host.current, 'confirm', { value: el.value })
      },
    }
    if (onBefore) listeners.beforeinput = onBefore
    for (const [type, fn] of Object.entries(listeners)) el.addEventListener(type, fn)
    return () => {
      for (const [type, fn] of Object.entries(listeners)) el.removeEventListener(type, fn)
    }
  }, [field, host, onBefore])
}

/** Keeps what is not a digit (or, for a digit Input, a second point) out of a number Input. */
function digitsOnly(type: unknown) {
  return (e: Event) => {
    const data = (e as InputEvent).data
    if (!data) return
    const digit = /[0-9]/.test(data)
    if (type === 'number' && !digit) e.preventDefault()
    if (type === 'digit' && !digit && (data !== '.' || (e.target as HTMLInputElement).value.includes('.'))) e.preventDefault()
  }
}

export const Input = forwardRef(function Input(props: Props, ref: Ref<HTMLElement | null>) {
  const host = useRef<HTMLElement>(null)
  const field = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => host.current, [])
  const { attrs, handlers } = hostProps(props, INPUT_OWN, '')
  useHostHandlers(host, handlers)
  const numeric = props.type === 'number' || props.type === 'digit'
  const before = useRef(digitsOnly(props.type))
  useField(props, host, field, numeric ? before.current : undefined)
  const input = createElement('input', {
    ref: field,
    className: 'weui-input',
    type: inputType(props.type, props.confirmType, props.password),
    placeholder: props.placeholder as string | undefined,
    disabled: Boolean(props.disabled),
    maxLength: Number(props.maxlength ?? 140),
    name: props.name as string | undefined,
    readOnly: props.readonly ? true : undefined,
    ...(props.nativeProps as Props | undefined),
  })
  return createElement('taro-input-core', { ...attrs, ref: host }, input)
})

export const Textarea = forwardRef(function Textarea(props: Props, ref: Ref<HTMLElement | null>) {
  const host = useRef<HTMLElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  useImperativeHandle(ref, () => host.current, [])
  const { attrs, handlers } = hostProps(props, TEXTAREA_OWN, '')
  useHostHandlers(host, handlers)
  useField(props, host, field)
  const area = createElement('textarea', {
    ref: field,
    className: `taro-textarea ${props.autoHeight ? 'auto-height' : ''}`,
    placeholder: props.placeholder as string | undefined,
    disabled: Boolean(props.disabled),
    maxLength: Number(props.maxlength ?? 140),
    name: props.name as string | undefined,
    ...(props.nativeProps as Props | undefined),
  })
  return createElement('taro-textarea-core', { ...attrs, ref: host }, area)
})

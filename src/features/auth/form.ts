/**
 * One sign-in form's state (sign-in, registration, recovery, password change): the fields' messages,
 * the submit's busy flag, and the handlers that check a field as the user types and leaves it.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStores } from '@/stores'
import { checkSmsCode } from '@/domain/password'
import { checkPhone } from '@/domain/phone'
import { DEFAULT_COUNTRY_CODE } from './components/country-code'
import type { SentCodeRes } from '../../../types/api/auth'
import type { CodeSender } from './hooks'
import { useMessage } from './hooks'
import { acceptCodeInput, hasErrors, messageOf, type Errors, type Message } from './rules'

/** What a field component takes from its form: the text, the shown message, and its handlers. */
export interface Bound {
  value: string
  error: string | undefined
  onInput: (value: string) => void
  onBlur: () => void
}

export function useAuthForm<F extends string>() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const msg = useMessage()
  const [errors, setErrors] = useState<Errors<F>>({})
  const [busy, setBusy] = useState(false)
  // Bumped to re-create the code input when typed text is refused, so it shows what we hold.
  const [codeKey, setCodeKey] = useState(0)
  const set = (field: F, m: Message | undefined) => setErrors((x) => ({ ...x, [field]: m }))

  /**
   * A field checked by `check`: again on each keystroke while its message shows (so it goes as
   * soon as the text is right), and on leaving it (`blur: 'filled'` only when something is typed).
   */
  const bind = (
    field: F,
    value: string,
    setValue: (v: string) => void,
    check: (v: string) => Message | undefined,
    blur: 'always' | 'filled' = 'always',
  ): Bound => ({
    value,
    error: msg(errors[field]),
    onInput: (v) => {
      setValue(v)
      if (errors[field]) set(field, check(v))
    },
    onBlur: () => {
      if (blur === 'always' || value) set(field, check(value))
    },
  })

  /** The SMS code: refused before a code was asked for, digits only after; checked on leaving once asked. */
  const bindCode = (field: F, value: string, setValue: (v: string) => void, sender: CodeSender): Bound & { inputKey: number } => {
    const check = (v: string) => messageOf(checkSmsCode(v, { fetched: true }))
    return {
      value,
      inputKey: codeKey,
      error: msg(errors[field]),
      onInput: (typed) => {
        const r = acceptCodeInput(typed, sender.fetched)
        setValue(r.value)
        if (r.value !== typed) setCodeKey((k) => k + 1)
        if (r.error) set(field, r.error)
        else if (errors[field]) set(field, check(r.value))
      },
      onBlur: () => {
        if (sender.fetched) set(field, check(value))
      },
    }
  }

  /**
   * The 'get code' press of `useCodeSender`: sends only when `field` (the phone, the e-mail) passes
   * its check (else its message, then `refused`); once sent, the code field's old message goes and a
   * toast says where the code went.
   */
  const sendTo =
    (field: F, codeField: F, error: () => Message | undefined, send: () => Promise<SentCodeRes>, refused?: () => void) =>
    async (): Promise<SentCodeRes | null> => {
      const e = error()
      set(field, e)
      if (e) {
        refused?.()
        return null
      }
      const res = await send()
      set(codeField, undefined)
      ui.toast(t('auth:code.sentTo', { target: res.MaskedTarget }))
      return res
    }

  /**
   * Shows what the form's check found (then `refused`); with nothing found runs `work` as busy. A
   * failure was shown by the http client, so the form is just usable again (and `failed` hears of
   * it); on success the page moves on and busy stays.
   */
  const submit = async (found: Errors<F>, work: () => Promise<unknown>, on: { refused?: () => void; failed?: (e: unknown) => unknown } = {}): Promise<void> => {
    setErrors(found)
    if (hasErrors(found)) return on.refused?.()
    setBusy(true)
    try {
      await work()
    } catch (e) {
      setBusy(false)
      await on.failed?.(e)
    }
  }

  return { errors, setErrors, set, msg, bind, bindCode, sendTo, busy, submit }
}

export type AuthForm<F extends string> = ReturnType<typeof useAuthForm<F>>

/** A mobile number with its country code (`PhoneField`), checked by the phone rule of that code. */
export function usePhoneField<F extends string>(form: AuthForm<F>, field: F) {
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const [value, setValue] = useState('')
  const check = (v: string) => messageOf(checkPhone(v, countryCode))
  return {
    /** What was typed, and the number as sent. */
    value,
    number: value.trim(),
    countryCode,
    error: () => check(value),
    props: { countryCode, onCountryCode: setCountryCode, ...form.bind(field, value, setValue, check) },
  }
}

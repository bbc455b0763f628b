/**
 * A phone with its country code, a code sent to that phone (with the resend countdown) and the
 * confirm button: changing the bound phone and binding a Ctrip or Huazhu account. The number and
 * the code are checked by the domain rules before any call; the server's refusals that belong to
 * a field (1008 phone used by another account, 1007 wrong code, 1006 / 1012 limits) are said under
 * that field, and what was typed stays.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '@api/errors'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { ApiError } from '@/core/errors'
import { codeButtonText, useCountdown } from '@/components/use-countdown'
import { canSend, codeButtonState } from '@/domain/countdown'
import { checkSmsCode } from '@/domain/password'
import { checkPhone, normalizeCountryCode } from '@/domain/phone'
import '@/i18n/ns/personal'
import './index.scss'

export interface CodeFormProps {
  /** data-testid prefix: `${p}-cc`, `${p}-phone`, `${p}-send`, `${p}-code`, `${p}-submit`. */
  testPrefix: string
  phoneLabel: string
  submitText: string
  initialCountryCode?: string
  send: (countryCode: string, phone: string) => Promise<unknown>
  submit: (countryCode: string, phone: string, code: string) => Promise<unknown>
}

type Field = 'phone' | 'code'

/** Where a server refusal is said, and with which text key; null: the toast was enough. */
export function fieldOfError(code: number): { field: Field; key: string } | null {
  if (code === ErrorCode.AlreadyExists) return { field: 'phone', key: 'personal:code.usedByAnother' }
  if (code === ErrorCode.CodeInvalid) return { field: 'code', key: 'personal:code.wrong' }
  if (code === ErrorCode.TooManyCodes || code === ErrorCode.TooManyRequests) return { field: 'code', key: 'personal:code.limit' }
  return null
}

export default function CodeForm(p: CodeFormProps) {
  const { t } = useTranslation()
  const [cc, setCc] = useState(p.initialCountryCode || '86')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [sending, setSending] = useState(false)
  const { endsAt, now, start } = useCountdown()
  const [shown, setShown] = useState<{ phone: boolean; code: boolean }>({ phone: false, code: false })
  const [server, setServer] = useState<{ field: Field; text: string } | null>(null)

  const state = codeButtonState({ sending, endsAt, now })
  const phoneCheck = checkPhone(phone, cc)
  const codeCheck = checkSmsCode(code, { fetched: sentTo !== '' })
  const msg = (c: typeof phoneCheck) => (c.ok ? undefined : t(c.key, c.params as Record<string, unknown> | undefined))
  const phoneError = (server?.field === 'phone' ? server.text : undefined) ?? (shown.phone ? msg(phoneCheck) : undefined)
  const codeError = (server?.field === 'code' ? server.text : undefined) ?? (shown.code ? msg(codeCheck) : undefined)

  /** A typed change: the server's word on that field goes with it. */
  const typed = (field: Field, set: (v: string) => void) => (v: string) => {
    set(v)
    if (server?.field === field) setServer(null)
  }

  const refused = (e: unknown) => {
    if (!(e instanceof ApiError) || e.kind !== 'server') return
    const where = fieldOfError(e.code)
    if (where) setServer({ field: where.field, text: t(where.key) })
  }

  const send = async () => {
    setShown((s) => ({ ...s, phone: true }))
    setServer(null)
    if (!phoneCheck.ok || !canSend(state)) return
    setSending(true)
    try {
      await p.send(normalizeCountryCode(cc), phone.trim())
      start(Date.now())
      setSentTo(`+${normalizeCountryCode(cc)} ${phone.trim()}`)
    } catch (e) {
      refused(e)
    } finally {
      setSending(false)
    }
  }

  const submit = async () => {
    setShown({ phone: true, code: true })
    setServer(null)
    if (!phoneCheck.ok || !codeCheck.ok) return
    try {
      await p.submit(normalizeCountryCode(cc), phone.trim(), code.trim())
    } catch (e) {
      refused(e)
    }
  }

  const buttonText = codeButtonText(state, t, 'personal')

  return (
    <View className="pc-form">
      <View className="pc-card">
        <FormRow label={t('personal:code.countryCode')} testId={`${p.testPrefix}-cc-row`}>
          <TextField value={cc} onChange={(v) => setCc(v.replace(/[^\d+]/g, ''))} type="number" maxlength={5} testId={`${p.testPrefix}-cc`} />
        </FormRow>
        <FormRow label={p.phoneLabel} error={phoneError} testId={`${p.testPrefix}-phone-row`}>
          <TextField
            value={phone}
            onChange={typed('phone', setPhone)}
            type="number"
            maxlength={15}
            placeholder={t('personal:code.phonePlaceholder')}
            testId={`${p.testPrefix}-phone`}
          />
        </FormRow>
        <FormRow
          label={t('personal:code.code')}
          error={codeError}
          hint={sentTo ? t('personal:code.sentTo', { target: sentTo }) : undefined}
          testId={`${p.testPrefix}-code-row`}
        >
          <View className="pc-code">
            <TextField
              value={code}
              onChange={typed('code', setCode)}
              type="number"
              maxlength={6}
              placeholder={t('personal:code.codePlaceholder')}
              testId={`${p.testPrefix}-code`}
            />
            <View
              className={`pc-code__button ${canSend(state) ? '' : 'pc-code__button--off'}`}
              role="button"
              aria-disabled={canSend(state) ? 'false' : 'true'}
              data-testid={`${p.testPrefix}-send`}
              onClick={() => void send()}
            >
              <Text>{buttonText}</Text>
            </View>
          </View>
        </FormRow>
      </View>
      <View className="pc-actions">
        <MainButton text={p.submitText} onClick={() => void submit()} testId={`${p.testPrefix}-submit`} />
      </View>
    </View>
  )
}

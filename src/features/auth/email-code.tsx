/**
 * The login screen's e-mail code mode: the account's e-mail, a code sent there
 * (Login/GetPhoneVerifyCode with Email), and the sign-in with it (Login/SignInWithVerifyCode). An
 * unknown e-mail shows under the e-mail, a wrong or expired code under the code.
 */
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '../../../types/api/errors'
import { isApiError } from '../../core/errors'
import { checkSmsCode } from '../../domain/password'
import { checkAgreement } from '../../domain/text'
import { completeSignIn, getPhoneVerifyCode, signInWithVerifyCode } from './api'
import CodeField from './components/code-field'
import InputField from './components/input-field'
import { useAuthForm } from './form'
import { useCodeSender } from './hooks'
import { checkRequiredEmail, compact, hasErrors, messageOf, type Errors, type Message } from './rules'

export type EmailLoginField = 'email' | 'code' | 'agreement'

export function validateEmailLogin(f: { email: string; code: string; fetched: boolean; agreed: boolean }): Errors<EmailLoginField> {
  return compact<EmailLoginField>({
    email: checkRequiredEmail(f.email),
    code: messageOf(checkSmsCode(f.code, { fetched: f.fetched })),
    agreement: messageOf(checkAgreement(f.agreed)),
  })
}

/** What a refused call says about the form: the field at fault and its message, or null. */
export function emailLoginRefusal(e: unknown): { field: 'email' | 'code'; message: Message } | null {
  if (!isApiError(e) || e.kind !== 'server') return null
  if (e.code === ErrorCode.NotFound) return { field: 'email', message: { key: 'auth:emailCode.unknownEmail' } }
  if (e.code !== ErrorCode.CodeInvalid) return null
  const reason = (e.envelope?.ResultData as { Reason?: unknown } | null | undefined)?.Reason
  return { field: 'code', message: { key: reason === 'Wrong' ? 'auth:emailCode.codeWrong' : 'auth:emailCode.codeExpired' } }
}

/** The screen's agreement check, shared by its modes: true when it stopped the submit. */
export type AgreementCheck = (found: { agreement?: Message }, fieldsWrong: boolean) => boolean

export interface EmailCodeMode {
  fields: ReactNode
  busy: boolean
  submit(agreed: boolean, refused: AgreementCheck): Promise<void>
}

export function useEmailCodeMode(onConfirm: () => void): EmailCodeMode {
  const { t } = useTranslation()
  const form = useAuthForm<EmailLoginField>()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const showRefusal = (e: unknown) => {
    const r = emailLoginRefusal(e)
    if (r) form.set(r.field, r.message)
  }
  const sender = useCodeSender(
    form.sendTo(
      'email',
      'code',
      () => checkRequiredEmail(email),
      () =>
        getPhoneVerifyCode({ Email: email.trim() }).catch((e: unknown) => {
          showRefusal(e)
          throw e
        }),
    ),
  )

  async function submit(agreed: boolean, refused: AgreementCheck): Promise<void> {
    const { agreement, ...found } = validateEmailLogin({ email, code, fetched: sender.fetched, agreed })
    if (refused({ agreement }, hasErrors(found))) return form.setErrors(found)
    await form.submit(found, async () => completeSignIn(await signInWithVerifyCode({ Email: email.trim(), VerifyCode: code.trim() })), { failed: showRefusal })
  }

  const fields = (
    <>
      <InputField
        testId="login-email"
        placeholder={t('auth:emailCode.emailPlaceholder')}
        maxlength={100}
        name={t('auth:emailCode.email')}
        {...form.bind('email', email, setEmail, checkRequiredEmail)}
      />
      <CodeField
        testId="login-email-code"
        buttonTestId="login-email-get-code"
        sender={sender}
        {...form.bindCode('code', code, setCode, sender)}
        onConfirm={onConfirm}
      />
    </>
  )
  return { fields, busy: form.busy, submit }
}

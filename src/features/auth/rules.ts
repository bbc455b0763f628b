/**
 * Form rules of the sign-in pages, pure. Each form check returns the errors per field as
 * message keys ('validation:...' from domain/, 'auth:...' for the fields only these pages have),
 * so the page shows them under the fields and tests read them without i18next.
 */
// Each rule from its own module: the '../../domain' index would bring every rule module (travel
// policy, organisation, rooms...) into the sign-in pages' code.
import type { Check, MessageParams } from '../../domain/check'
import { checkEmail } from '../../domain/email'
import { checkNewPassword, checkPassword, checkPasswordConfirmation, checkSmsCode } from '../../domain/password'
import { checkPhone } from '../../domain/phone'
import { checkAgreement } from '../../domain/text'

export interface Message {
  key: string
  params?: MessageParams
}

export type Errors<F extends string> = Partial<Record<F, Message>>

export function messageOf(check: Check): Message | undefined {
  if (check.ok) return undefined
  return check.params ? { key: check.key, params: check.params } : { key: check.key }
}

const msg = (key: string, params?: MessageParams): Message => (params ? { key, params } : { key })

/** Drops the fields that passed, so `Object.keys(errors).length === 0` means the form is good. */
export function compact<F extends string>(errors: Record<F, Message | undefined>): Errors<F> {
  const out: Errors<F> = {}
  for (const k of Object.keys(errors) as F[]) if (errors[k]) out[k] = errors[k]
  return out
}

export function hasErrors(errors: Errors<string>): boolean {
  return Object.values(errors).some((m) => m !== undefined)
}

/** The first failing field in the form's reading order, to scroll to. */
export function firstErrorField<F extends string>(order: readonly F[], errors: Errors<F>): F | null {
  return order.find((f) => errors[f] !== undefined) ?? null
}

// Field rules that only the sign-in pages have.

export const CAPTCHA_LENGTH = 4
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]{4,32}$/
export const COMPANY_NAME_MIN = 2
export const COMPANY_NAME_MAX = 100
export const CONTACT_NAME_MAX = 40

/** Sign-in name: anything the user calls their account (user name, phone, e-mail). */
export function checkAccount(v: string): Message | undefined {
  return v.trim() === '' ? msg('auth:login.userNameRequired') : undefined
}

/** Sign-in password: only required; its policy is the server's business (old accounts may predate it). */
export function checkLoginPassword(v: string): Message | undefined {
  return v === '' ? msg('validation:password.required') : undefined
}

export function checkCaptcha(v: string): Message | undefined {
  const t = v.trim()
  if (t === '') return msg('auth:login.captchaRequired')
  return t.length === CAPTCHA_LENGTH ? undefined : msg('auth:login.captchaFormat', { length: CAPTCHA_LENGTH })
}

export function checkNewUserName(v: string): Message | undefined {
  const t = v.trim()
  if (t === '') return msg('auth:register.userNameRequired')
  return USER_NAME_PATTERN.test(t) ? undefined : msg('auth:register.userNameFormat')
}

export function checkCompanyName(v: string): Message | undefined {
  const n = Array.from(v.trim()).length
  if (n === 0) return msg('auth:register.companyNameRequired')
  return n < COMPANY_NAME_MIN || n > COMPANY_NAME_MAX ? msg('auth:register.companyNameLength', { min: COMPANY_NAME_MIN, max: COMPANY_NAME_MAX }) : undefined
}

export function checkContactName(v: string): Message | undefined {
  const n = Array.from(v.trim()).length
  if (n === 0) return msg('auth:register.contactNameRequired')
  return n > CONTACT_NAME_MAX ? msg('auth:register.contactNameLength', { max: CONTACT_NAME_MAX }) : undefined
}

export function checkRequiredEmail(v: string): Message | undefined {
  return messageOf(checkEmail(v, { required: true }))
}

// Whole forms.

export interface PasswordLoginForm {
  userName: string
  password: string
  /** Shown only after repeated wrong passwords; then required. */
  captchaShown: boolean
  captcha: string
  agreed: boolean
}
export type PasswordLoginField = 'userName' | 'password' | 'captcha' | 'agreement'

export function validatePasswordLogin(f: PasswordLoginForm): Errors<PasswordLoginField> {
  return compact<PasswordLoginField>({
    userName: checkAccount(f.userName),
    password: checkLoginPassword(f.password),
    captcha: f.captchaShown ? checkCaptcha(f.captcha) : undefined,
    agreement: messageOf(checkAgreement(f.agreed)),
  })
}

export interface SmsLoginForm {
  countryCode: string
  phone: string
  code: string
  /** A code was asked for on this screen. */
  fetched: boolean
  agreed: boolean
}
export type SmsLoginField = 'phone' | 'code' | 'agreement'

export function validateSmsLogin(f: SmsLoginForm): Errors<SmsLoginField> {
  return compact<SmsLoginField>({
    phone: messageOf(checkPhone(f.phone, f.countryCode)),
    code: messageOf(checkSmsCode(f.code, { fetched: f.fetched })),
    agreement: messageOf(checkAgreement(f.agreed)),
  })
}

/**
 * What typing into a code field does before any code was asked for: the input is refused
 * (the field stays empty) with 'get a code first'. Once a code was asked for, input is kept,
 * digits only, at most 6.
 */
export function acceptCodeInput(typed: string, fetched: boolean): { value: string; error?: Message } {
  if (!fetched) return typed === '' ? { value: '' } : { value: '', error: messageOf(checkSmsCode(typed, { fetched: false })) }
  return { value: typed.replace(/\D/g, '').slice(0, 6) }
}

export interface NewPasswordForm {
  password: string
  confirmation: string
}
export type NewPasswordField = 'password' | 'confirmation'

export function validateNewPassword(f: NewPasswordForm): Errors<NewPasswordField> {
  return compact<NewPasswordField>({
    password: messageOf(checkPassword(f.password)),
    confirmation: messageOf(checkPasswordConfirmation(f.password, f.confirmation)),
  })
}

export interface ChangePasswordForm extends NewPasswordForm {
  old: string
}
export type ChangePasswordField = 'old' | NewPasswordField

export function validateChangePassword(f: ChangePasswordForm): Errors<ChangePasswordField> {
  const next = checkNewPassword(f.old, f.password)
  // An empty old password is the old field's fault, not the new one's.
  const oldMissing = f.old === ''
  return compact<ChangePasswordField>({
    old: oldMissing ? msg('validation:password.oldRequired') : undefined,
    password: oldMissing ? messageOf(checkPassword(f.password)) : messageOf(next),
    confirmation: messageOf(checkPasswordConfirmation(f.password, f.confirmation)),
  })
}

export interface EmailResetForm extends NewPasswordForm {
  email: string
  code: string
  fetched: boolean
}
export type EmailResetField = 'email' | 'code' | NewPasswordField

export function validateEmailReset(f: EmailResetForm): Errors<EmailResetField> {
  return compact<EmailResetField>({
    email: checkRequiredEmail(f.email),
    code: messageOf(checkSmsCode(f.code, { fetched: f.fetched })),
    ...validateNewPassword(f),
  } as Record<EmailResetField, Message | undefined>)
}

export interface RegisterForm extends NewPasswordForm {
  companyName: string
  contactName: string
  userName: string
  countryCode: string
  phone: string
  /** The SMS code that proves the administrator's phone. */
  code: string
  /** A code was asked for on this screen. */
  fetched: boolean
  email: string
  agreed: boolean
}
export type RegisterField = 'companyName' | 'contactName' | 'userName' | 'phone' | 'code' | 'email' | NewPasswordField | 'agreement'
/** The page's reading order: company card (name, contact, phone, code, e-mail), then the account card. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'companyName',
  'contactName',
  'phone',
  'code',
  'email',
  'userName',
  'password',
  'confirmation',
  'agreement',
]

export function validateRegister(f: RegisterForm): Errors<RegisterField> {
  return compact<RegisterField>({
    companyName: checkCompanyName(f.companyName),
    contactName: checkContactName(f.contactName),
    userName: checkNewUserName(f.userName),
    phone: messageOf(checkPhone(f.phone, f.countryCode)),
    code: messageOf(checkSmsCode(f.code, { fetched: f.fetched })),
    email: checkRequiredEmail(f.email),
    ...validateNewPassword(f),
    agreement: messageOf(checkAgreement(f.agreed)),
  } as Record<RegisterField, Message | undefined>)
}

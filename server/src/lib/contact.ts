/**
 * Phone, e-mail, user-name and password rules (docs/validation.md), shared by every call that takes them.
 * They throw ValidationFailed with a message in the caller's language.
 */
import { fail } from '../errors'

/** Country code without '+' and leading zeros; '' means +86 (docs/validation.md). */
export function normalizeCountryCode(code: string | undefined): string {
  const c = (code ?? '').trim().replace(/^\+/, '').replace(/^0+/, '')
  return c === '' ? '86' : c
}

/** Throws unless `mobile` fits its country code: 11 digits starting with 1 for +86, digits otherwise. */
export function checkMobile(mobile: string, countryCode: string): void {
  const ok = countryCode === '86' ? /^1\d{10}$/.test(mobile) : /^\d{4,15}$/.test(mobile)
  if (!/^\d{1,4}$/.test(countryCode) || !ok) throw fail.validation('mobileFormat')
}

/** Key under which codes for a phone are counted and checked, e.g. '86 13800000001'. */
export const phoneTarget = (countryCode: string, mobile: string): string => `${countryCode} ${mobile}`

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkEmail(email: string): void {
  if (!EMAIL.test(email)) throw fail.validation('emailFormat')
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** 8-20 letters and digits with at least one of each (docs/validation.md). */
export function checkPasswordPolicy(password: string): void {
  if (!/^[A-Za-z0-9]{8,20}$/.test(password) || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw fail.validation('passwordPolicy')
  }
}

export function checkUserName(name: string): void {
  if (!/^[A-Za-z0-9._@-]{4,32}$/.test(name)) throw fail.validation('userNameFormat')
}

export const userNameKey = (name: string): string => name.trim().toLowerCase()

/** '+86 138****0001' for logs and answers: enough to recognise, not enough to harvest. */
export function maskPhone(countryCode: string, mobile: string): string {
  const masked = mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile.replace(/\d(?=\d{2})/g, '*')
  return `+${countryCode} ${masked}`
}

/** 'zh***@hengyuan.example' */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@')
  return `${local.slice(0, 2)}***@${domain}`
}

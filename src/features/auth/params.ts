/**
 * Route parameters of the sign-in pages, parsed and checked. State between the steps of the
 * phone recovery travels in the route (a reload or a shared link keeps working, no globals);
 * a page that lacks what it needs gets null and sends the user back to the start.
 */
import { LOGIN_TYPES, type LoginType } from '../../../types/api/session'
import { checkPhone, normalizeCountryCode } from '../../domain/phone'
import { decodeParam } from '../../core/route-params'

export type RawParams = Record<string, string | undefined>

export { decodeParam }

function str(v: string | undefined): string {
  return decodeParam(v).trim()
}

export function parseLoginType(v: string | undefined): LoginType | null {
  const n = Number(str(v))
  return n === LOGIN_TYPES.Unit || n === LOGIN_TYPES.Personal ? n : null
}

/** /loginSwitch?loginType=1|2&tmsp=... */
export interface LoginSwitchParams {
  loginType: LoginType
  /** When the switch was asked for; the page runs once per value. */
  tmsp: string
}

export function parseLoginSwitchParams(p: RawParams): LoginSwitchParams | null {
  const loginType = parseLoginType(p.loginType)
  if (loginType === null) return null
  return { loginType, tmsp: str(p.tmsp) }
}

/** /callback?token=...&loginType=...&redirect=... and /silentLogin?token=... */
export interface TokenParams {
  token: string
  loginType: LoginType | null
  /** Route URL to land on after sign-in ('' = the remembered route). */
  redirect: string
}

/** Tokens are opaque but printable; anything with spaces or control characters is a broken link. */
const TOKEN = /^[\x21-\x7e]{8,512}$/

export function parseTokenParams(p: RawParams): TokenParams | null {
  const token = str(p.token ?? p.Token)
  if (!TOKEN.test(token)) return null
  return { token, loginType: parseLoginType(p.loginType ?? p.LoginType), redirect: str(p.redirect) }
}

/** What step 1 hands to step 2. */
export interface PhoneStepParams {
  mobile: string
  countryCode: string
  /** Masked target the server reported, e.g. '+86 138****0001' ('' when unknown). */
  target: string
  /** When the code was sent (ms), for the resend countdown; 0 when unknown. */
  sentAt: number
}

export function toPhoneStepQuery(p: PhoneStepParams): Record<string, string> {
  return { mobile: p.mobile, cc: p.countryCode, target: p.target, sentAt: String(p.sentAt) }
}

export function parsePhoneStepParams(p: RawParams): PhoneStepParams | null {
  const mobile = str(p.mobile)
  const countryCode = normalizeCountryCode(str(p.cc))
  if (!/^\d{1,4}$/.test(countryCode)) return null
  if (!checkPhone(mobile, countryCode).ok) return null
  const sentAt = Number(str(p.sentAt))
  return { mobile, countryCode, target: str(p.target), sentAt: Number.isFinite(sentAt) && sentAt > 0 ? sentAt : 0 }
}

/** What step 2 hands to step 3. */
export interface ResetStepParams {
  ticket: string
}

export function parseResetStepParams(p: RawParams): ResetStepParams | null {
  const ticket = str(p.ticket)
  return ticket.length >= 8 && ticket.length <= 128 && /^[\x21-\x7e]+$/.test(ticket) ? { ticket } : null
}

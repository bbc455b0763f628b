/**
 * Every sign-in, registration, code and password call (docs/server-calls.md "Login and session" and the
 * user/ password calls), one typed function each, plus `completeSignIn`, the one way a screen
 * turns a fresh token into a signed-in session. The http client has already applied the docs/error-codes.md
 * table when a promise rejects (toast with the server's ErrMsg, login redirect, ...).
 */
import type { CheckUserNameRes, GetVerifyCodeRes, LoginRes, SentCodeRes } from '../../../types/api/auth'
import type { LoginType } from '../../../types/api/session'
import type { MobileCountryCode } from '../../../types/api/system'
import { relaunch } from '../../core/navigate'
import { takeRememberedRoute } from '../../platform/login'
import { caller, http, rootStore } from '../../stores'
import { HOME_LANDING, landingOf, type Landing } from './landing'
import { bindKeptWechat } from './wechat-bind'

// Login/...

/** Password sign-in. Rejects with code 1009 (image code needed) or 1002 (wrong credentials; ResultData.NeedVerifyCode). */
export const userLogin = caller('Login/UserLogin/v2', { loading: true })

/** Quiet: whether the user name exists and whether its next sign-in needs the image code. */
export function checkUserName(userName: string): Promise<CheckUserNameRes | null> {
  return http.call('Login/CheckUserName', { UserName: userName }, { silent: true })
}

/** Image code (SVG data URL) for the user name; each image is good for one attempt. */
export function getVerifyCode(userName: string): Promise<GetVerifyCodeRes> {
  return http.call('Login/GetVerifyCodeV2', { UserName: userName })
}

/** Sign-in code by SMS (Mobile) or e-mail (Email). */
export const getPhoneVerifyCode = caller('Login/GetPhoneVerifyCode', { loading: true })

export const signInWithPhoneVerifyCode = caller('Login/SignInWithPhoneVerifyCode', { loading: true })

export const signInWithVerifyCode = caller('Login/SignInWithVerifyCode', { loading: true })

/**
 * Switches the signed-in person between unit (1) and personal (2) account; absent = the other
 * one. The old token stops working: pass the answer to `completeSignIn` at once.
 */
/** Never cancelled by a later call: the server swaps the session at once, and only this answer carries the new token. */
export function toggleApp(loginType?: LoginType): Promise<LoginRes> {
  return http.call('Login/ToggleApp', loginType === undefined ? {} : { LoginType: loginType }, { loading: true, parallel: true })
}

// Registration

export const addRegisterCompany = caller('personalapi/systeminfo/addRegisterCompany', { loading: true })

/**
 * A phone check code by SMS. `Purpose` 'MobileCheck' (default, signed in only): to the own phone
 * (or `Mobile`). 'Register' (no sign-in needed): to `Mobile`, the registering administrator's
 * phone, which no account may use yet (1008); addRegisterCompany takes it as `VerifyCode`.
 */
export const sendMobileVerificationCode = caller('mobileverification/sendMobileVerificationCode', { loading: true })

// Session end

export { logout } from '@/shared/sign-out'

// Passwords

/** Forgotten password by e-mail: code to the account's e-mail. */
export function getForgotPasswordCode(email: string): Promise<SentCodeRes> {
  return http.call('user/getForgotPasswordCode/v2', { Email: email }, { loading: true })
}

/** Forgotten password by phone, step 1: code by SMS. */
export function getForgotPasswordVerificationCode(mobile: string, mobileCountryCode: string): Promise<SentCodeRes> {
  return http.call('user/getForgotPasswordVerificationCode', { Mobile: mobile, MobileCountryCode: mobileCountryCode }, { loading: true })
}

/** Forgotten password by phone, step 2: the code buys a ResetTicket for step 3. */
export const checkVerificationCode = caller('user/checkVerificationCode', { loading: true })

export const modifyPasswordByEmail = caller('user/modifyPasswordByEmail/v2', { loading: true })

/** Forgotten password by phone, step 3. */
export const resetPassword = caller('user/resetPassword/v2', { loading: true })

/** Signed in: change the own password. */
export const modifyPassword = caller('user/modifyPassword', { loading: true })

// Reference data

/**
 * Quiet: country calling codes are a convenience (the field defaults to +86), so a failure
 * answers [] instead of a toast on a page the user has not touched yet.
 */
export async function getMobileCountryCodes(): Promise<MobileCountryCode[]> {
  try {
    return (await http.call('systemInfo/getMobileCountryCodes', {}, { silent: true, parallel: true })) ?? []
  } catch {
    return []
  }
}

/** Digits match the calling code's start, text a name in any language; quiet like the list. */
export async function getMobileCountryCodesByKeyword(keyword: string): Promise<MobileCountryCode[]> {
  try {
    return (await http.call('systemInfo/getMobileCountryCodesByKeyword', { Keyword: keyword }, { silent: true })) ?? []
  } catch {
    return []
  }
}

// Finishing a sign-in

export interface CompleteSignInOptions {
  /**
   * Where to land: 'remembered' (default) takes the route a sign-in interrupted, else home;
   * 'home' always lands on home (account switch, embedded-app sign-in). A string is an explicit
   * route URL (the ?redirect= of /callback); it wins over the remembered one when it is valid.
   */
  to?: 'remembered' | 'home' | string
}

/**
 * Stores the token and account type, loads init info (settings, power, theme, currency) and
 * relaunches into the landing page. When init fails the session is dropped again, so nobody
 * is left half signed in; the rejection (already toasted by the http client) goes to the caller.
 */
export async function completeSignIn(res: Pick<LoginRes, 'Token' | 'LoginType'>, options: CompleteSignInOptions = {}): Promise<Landing> {
  const { session } = rootStore
  session.signIn(res.Token, res.LoginType)
  try {
    // Shared with the Page frame's load for the same token (the root store runs one call).
    await rootStore.loadInit()
  } catch (e) {
    session.signOut()
    throw e
  }
  // A WeChat nobody had bound, met before this sign-in, is now this person's.
  void bindKeptWechat()
  // Taken in every case, so a stale remembered route cannot surprise a later sign-in.
  const remembered = takeRememberedRoute()
  const to = options.to ?? 'remembered'
  let landing: Landing
  if (to === 'home') landing = HOME_LANDING
  else if (to === 'remembered') landing = landingOf(remembered)
  else {
    landing = landingOf(to)
    if (landing === HOME_LANDING) landing = landingOf(remembered)
  }
  await relaunch(landing.name, landing.params)
  return landing
}

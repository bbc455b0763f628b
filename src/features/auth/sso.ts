/**
 * Company single sign-on (docs/sign-in.md#single-sign-on): the login screen's e-mail goes to
 * sso/start, the browser to the company's identity provider; the provider comes back through
 * /sso/callback to /callback?ssoCode=…&ssoState=…, where `finishSsoReturn` checks the state is
 * the one this browser started (a return from somebody else's round trip is refused) and signs in.
 */
import type { SsoFinishRes, SsoStartRes } from '../../../types/api/sso'
import { KEYS } from '../../core/storage-keys'
import { relaunch } from '../../core/navigate'
import { t } from '../../i18n'
import { leaveForProvider } from '../../platform/sso'
import { storage } from '../../platform/storage'
import { http, rootStore } from '../../stores'
import { completeSignIn } from './api'
import { decodeParam, type RawParams } from './params'

function ssoStart(email: string): Promise<SsoStartRes> {
  return http.call('sso/start', { Email: email }, { loading: true })
}

function ssoFinish(code: string, state: string): Promise<SsoFinishRes> {
  return http.call('sso/finish', { Code: code, State: state }, { loading: true })
}

/** Sends the browser to the provider of the e-mail's company (rejects, toasted, when none signs in its domain). */
export async function startSso(email: string): Promise<void> {
  const res = await ssoStart(email)
  storage.set(KEYS.ssoState, res.State)
  leaveForProvider(res.AuthorizeUrl)
}

/** Whether /callback's parameters are a return from the provider. */
export const isSsoReturn = (p: RawParams): boolean => Boolean(p.ssoState || p.ssoError || p.ssoCode)

export async function finishSsoReturn(p: RawParams): Promise<void> {
  const { ui } = rootStore
  const mine = storage.get(KEYS.ssoState)
  storage.remove(KEYS.ssoState)
  const state = decodeParam(p.ssoState)
  const code = decodeParam(p.ssoCode)
  if (p.ssoError || !code || !state || state !== mine) {
    ui.toast(t(p.ssoError ? 'sso:cancelled' : 'auth:callback.invalidLink'))
    await relaunch('login')
    return
  }
  try {
    const res = await ssoFinish(code, state)
    await completeSignIn(res, { to: res.Redirect || 'remembered' })
  } catch {
    // The server's message was toasted (an unknown person, an answer not believed, an old link).
    await relaunch('login')
  }
}

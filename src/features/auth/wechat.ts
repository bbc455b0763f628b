/**
 * WeChat's web authorization inside WeChat's browser (docs/sign-in.md#wechat-in-its-browser): the
 * login screen sends the browser through /wechat/oauth/start to WeChat (or the sandbox's page),
 * which returns through /wechat/oauth/callback to /callback?wxCode=…&wxState=…; a return whose
 * state is this browser's is redeemed by WeChatOAuth/CallBack: signed in, bound, or kept for the
 * password sign-in to bind.
 */
import type { WeChatOAuthCallBackRes } from '../../../types/api/wechat-oauth'
import { KEYS } from '../../core/storage-keys'
import { relaunch } from '../../core/navigate'
import { t } from '../../i18n'
import { leaveForProvider, randomState } from '../../platform/sso'
import { storage } from '../../platform/storage'
import { http, rootStore } from '../../stores'
import { completeSignIn } from './api'
import { decodeParam, type RawParams } from './params'
import { keepWechatForBinding } from './wechat-bind'

/** Sends the browser to WeChat's authorization (snsapi_base: the openid only, no consent page). */
export function startWechatSignIn(): void {
  const state = randomState()
  storage.set(KEYS.wxState, state)
  leaveForProvider(`/wechat/oauth/start?state=${state}`)
}

/** Whether /callback's parameters are a return from WeChat. */
export const isWechatReturn = (p: RawParams): boolean => Boolean(p.wxCode || p.wxState)

function redeem(code: string): Promise<WeChatOAuthCallBackRes> {
  return http.call('WeChatOAuth/CallBack', { Code: code }, { loading: true })
}

export async function finishWechatReturn(p: RawParams): Promise<void> {
  const { ui } = rootStore
  const mine = storage.get(KEYS.wxState)
  storage.remove(KEYS.wxState)
  const code = decodeParam(p.wxCode)
  if (!code || !mine || decodeParam(p.wxState) !== mine) {
    ui.toast(t('auth:wechat.invalidLink'))
    await relaunch('login')
    return
  }
  try {
    const res = await redeem(code)
    if (res.Outcome === 'SignedIn' && res.Session) {
      await completeSignIn(res.Session)
      return
    }
    if (res.Outcome === 'Bound') {
      ui.toast(t('auth:wechat.bound'))
      await relaunch('home')
      return
    }
    if (res.BindTicket) keepWechatForBinding(res.BindTicket)
    ui.toast(t('auth:wechat.needSignIn'))
    await relaunch('login')
  } catch {
    // The server's message was toasted (a code WeChat refused).
    await relaunch('login')
  }
}

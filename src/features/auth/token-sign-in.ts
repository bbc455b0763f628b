/**
 * The token pages (/callback, /silentLogin): a token arrives in the URL from an OAuth round trip
 * or an embedding app; sign in with it and move on, or go to login saying the link is no good.
 * /callback also takes a company identity provider's return (sso.ts) and WeChat's (wechat.ts).
 */
import { useEffect, useRef } from 'react'
import { useRouter } from '@tarojs/taro'
import { LOGIN_TYPES } from '../../../types/api/session'
import { ErrorCode } from '../../../types/api/errors'
import { isApiError, isCancelled } from '../../core/errors'
import { relaunch } from '../../core/navigate'
import { t } from '../../i18n'
import { rootStore } from '../../stores'
import { completeSignIn } from './api'
import { parseTokenParams, type RawParams } from './params'
import { finishSsoReturn, isSsoReturn } from './sso'
import { finishWechatReturn, isWechatReturn } from './wechat'

/** Runs once per mounted page. `land`: where to go; 'redirect' honours ?redirect= then the remembered route. */
export function useTokenSignIn(land: 'redirect' | 'home'): void {
  const { params } = useRouter()
  const ran = useRef(false)
  useEffect(() => {
    if (ran.current) return
    ran.current = true
    void signInWithToken(params as RawParams, land)
  }, [params, land])
}

export async function signInWithToken(params: RawParams, land: 'redirect' | 'home'): Promise<void> {
  if (isSsoReturn(params)) return finishSsoReturn(params)
  if (isWechatReturn(params)) return finishWechatReturn(params)
  const { session, ui } = rootStore
  const parsed = parseTokenParams(params)
  if (!parsed) {
    ui.toast(t('auth:callback.invalidLink'))
    await relaunch('login')
    return
  }
  try {
    const loginType = parsed.loginType ?? session.loginType ?? LOGIN_TYPES.Unit
    await completeSignIn({ Token: parsed.token, LoginType: loginType }, { to: land === 'home' ? 'home' : parsed.redirect || 'remembered' })
  } catch (e) {
    if (isCancelled(e)) return
    // A dead token answers 101/102: the http client has already gone to login; say why.
    if (isApiError(e) && (e.code === ErrorCode.NotLoggedIn || e.code === ErrorCode.TokenExpired)) {
      ui.toast(t('auth:callback.invalidLink'))
      return
    }
    // Anything else was toasted by the http client.
    await relaunch('login')
  }
}

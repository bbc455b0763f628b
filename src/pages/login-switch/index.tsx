import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { LOGIN_TYPES } from '../../../types/api/session'
import { ErrorCode } from '../../../types/api/errors'
import Page from '../../components/page'
import { isApiError, isCancelled } from '../../core/errors'
import { back, relaunch } from '../../core/navigate'
import { t as translate } from '../../i18n'
import { rootStore } from '../../stores'
import { completeSignIn, logout, toggleApp } from '../../features/auth/api'
import Status from '../../features/auth/components/status'
import { parseLoginSwitchParams, type LoginSwitchParams, type RawParams } from '../../features/auth/params'
import './index.scss'

/** Asks the server to switch account type; lands on home with the new session, or on login. */
async function runSwitch(parsed: LoginSwitchParams | null): Promise<void> {
  const { session, ui } = rootStore
  const fail = async () => {
    await logout()
    ui.toast(translate('auth:switch.failed'))
    await relaunch('login')
  }
  if (!parsed || !session.signedIn) return fail()
  try {
    const res = await toggleApp(parsed.loginType)
    await completeSignIn(res, { to: 'home' })
  } catch (e) {
    if (isCancelled(e)) return
    // A dead session: the http client has already taken the user to login.
    if (isApiError(e) && (e.code === ErrorCode.NotLoggedIn || e.code === ErrorCode.TokenExpired)) return
    // The server refused the switch (no personal account) and has said why (the http client's
    // toast): the session it refused is still good, so the user goes back where they asked.
    if (isApiError(e) && e.kind === 'server' && e.code !== 0) return back()
    await fail()
  }
}

/**
 * Requests already run, for the whole app rather than one page instance: a second instance of
 * this page for the same request (H5 may mount it again) must not switch again with the session
 * the first switch has just ended.
 */
const switched = new Set<string>()

/** /loginSwitch?loginType=1|2&tmsp=… — sent here by the http client on 2500/2501. */
export default function LoginSwitchPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  const parsed = parseLoginSwitchParams(params as RawParams)

  useEffect(() => {
    // Once per request: tmsp makes a repeated switch a new request.
    const key = `${params.loginType ?? ''}|${params.tmsp ?? ''}`
    if (switched.has(key)) return
    switched.add(key)
    void runSwitch(parseLoginSwitchParams(params as RawParams))
  }, [params])

  const title =
    parsed?.loginType === LOGIN_TYPES.Personal
      ? t('auth:switch.toPersonal')
      : parsed?.loginType === LOGIN_TYPES.Unit
        ? t('auth:switch.toUnit')
        : t('auth:switch.switching')
  return (
    <Page title="auth:switch.title">
      <Status title={title} desc={t('auth:switch.hint')} testId="login-switch-status" />
    </Page>
  )
}

import { createHttp, type AlertOptions, type CallOptions, type Http, type HttpDeps } from '../../../src/core/http'
import { memoryKV, withJSON } from '../../../src/platform/kv'
import { TransportError, type SendHandle, type SendRequest, type SendResult } from '../../../src/platform/request-types'
import type { CallPath } from '../../../types/api'
import type { LoginType } from '../../../types/api/session'

export interface Pending {
  req: SendRequest
  aborted: boolean
  resolve(r: SendResult): void
  reject(e: unknown): void
}

export function envelope(over: Partial<{ IsSuccess: boolean; ErrorCode: number; ErrMsg: string; ResultData: unknown }> = {}) {
  return { IsSuccess: true, ErrorCode: 0, ErrMsg: '', RedirectUrl: '', CurrencyInfo: null, ResultData: null, ...over }
}

/** A fake host: every request waits until the test answers it. */
export function harness(over: { loginType?: LoginType | null; route?: string; eMobile?: boolean } = {}) {
  const pending: Pending[] = []
  const toasts: string[] = []
  const navLog: unknown[][] = []
  const alerts: { options: AlertOptions; press(value: string): void }[] = []
  let busy = ''
  let loading = 0
  const state = { route: over.route ?? '/trip', loginType: over.loginType ?? (1 as LoginType | null), signedOut: 0, token: 'tok-1' }
  const storage = withJSON(memoryKV())

  const send = (req: SendRequest): SendHandle => {
    let resolve!: (r: SendResult) => void
    let reject!: (e: unknown) => void
    const promise = new Promise<SendResult>((res, rej) => {
      resolve = res
      reject = rej
    })
    const p: Pending = { req, aborted: false, resolve, reject }
    pending.push(p)
    return {
      promise,
      abort() {
        p.aborted = true
        reject(new TransportError('aborted'))
      },
    }
  }

  const deps: HttpDeps = {
    send,
    storage,
    ui: {
      raiseLoading: () => void loading++,
      lowerLoading: () => void (loading = Math.max(0, loading - 1)),
      toast: (text) => void toasts.push(text),
      alert: (options) => new Promise<string>((resolve) => alerts.push({ options, press: resolve })),
      setAlertBusy: (text) => void (busy = text),
    },
    nav: {
      currentRoute: () => state.route,
      replace: (...a) => void navLog.push(['replace', ...a]),
      relaunch: (...a) => void navLog.push(['relaunch', ...a]),
      reload: () => void navLog.push(['reload']),
      closeEmbeddedPage: () => void navLog.push(['closeEmbeddedPage']),
      rememberRoute: (url) => void navLog.push(['rememberRoute', url]),
    },
    env: {
      apiBase: 'https://api.test',
      requestSource: () => 'Web',
      deviceInfo: () => 'TestUA/1.0',
      currentPageUrl: () => 'https://app.test/#' + state.route,
      isEMobile7Browser: () => over.eMobile ?? false,
    },
    session: {
      token: () => state.token,
      loginType: () => state.loginType,
      languageCode: () => 2,
      currencyType: () => 0,
      signOut: () => void state.signedOut++,
    },
    t: (key) => `t(${key})`,
    now: () => 1700000000000,
  }
  const http = createHttp(deps)

  /** Calls any path: the tests exercise paths other developers add to the contract later. */
  function call(path: string, body: unknown = {}, opts?: CallOptions): Promise<unknown> {
    return (http as Http).call(path as CallPath, body as never, opts)
  }

  /** Settles a promise into a plain record so a test can assert on it either way. */
  async function outcome(p: Promise<unknown>): Promise<{ ok: boolean; value: unknown }> {
    try {
      return { ok: true, value: await p }
    } catch (e) {
      return { ok: false, value: e }
    }
  }

  return {
    http,
    deps,
    call,
    outcome,
    pending,
    toasts,
    navLog,
    alerts,
    storage,
    state,
    get busy() {
      return busy
    },
    get loading() {
      return loading
    },
    answer(i: number, data: unknown, status = 200) {
      pending[i].resolve({ status, data })
    },
    last(): Pending {
      return pending[pending.length - 1]
    },
  }
}

/** Lets queued promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/**
 * The http client of docs/server-calls.md and the error table of docs/error-codes.md. Everything it touches outside
 * itself comes in through `deps`, so tests drive it without a network, stores or a host.
 */
import type { CallPath, Req, Res } from '../../types/api'
import { API_PREFIX, CLIENT_VERSION, HEADERS, isRootPath, type Envelope, type RequestSource } from '../../types/api/envelope'
import { ErrorCode, OFFER_EXPIRED_CODES, PASS_BACK_ONLY_FOR } from '../../types/api/errors'
import { LOGIN_TYPES, type LoginType } from '../../types/api/session'
import type { KVStore } from '../platform/kv'
import type { SendHandle, SendRequest } from '../platform/request-types'
import { resolveUrl, type RouteName, type RouteParams } from '../routes'
import { ApiError } from './errors'
import { KEEP_ON_VERSION_UPDATE } from './storage-keys'

export const TIMEOUT_MS = 60_000
export const UPLOAD_TIMEOUT_MS = 120_000
/** Paths never cancelled by a newer call: usage events are independent batches (docs/order-states.md). */
export const NEVER_CANCELLED: readonly string[] = ['collect']

export interface AlertButton {
  text: string
  /** Resolved by `alert` when pressed. */
  value: string
  /** Leave the dialog open after the press (the caller shows progress and closes it). */
  keepOpen?: boolean
}

export interface AlertOptions {
  title?: string
  content: string
  buttons: AlertButton[]
}

export interface HttpUi {
  raiseLoading(): void
  lowerLoading(): void
  /** `error`: a refusal or failure, shown even over a notice. */
  toast(text: string, opts?: { error?: boolean }): void
  /** Resolves with the value of the pressed button. */
  alert(options: AlertOptions): Promise<string>
  /** Shows progress text on the open dialog's buttons (docs/error-codes.md: 'Upgrading'). */
  setAlertBusy(text: string): void
  /** True while the device has no network: a failed call then says so rather than "busy". */
  readonly offline?: boolean
}

export interface HttpNav {
  /** Current route as an H5 URL or page path with query (anything resolveUrl understands). */
  currentRoute(): string
  replace(name: RouteName, params?: RouteParams): void
  relaunch(name: RouteName, params?: RouteParams): void
  reload(): void
  closeEmbeddedPage(): void
  rememberRoute(url: string): void
}

export interface HttpEnv {
  apiBase: string
  requestSource(): RequestSource
  deviceInfo(): string
  currentPageUrl(): string
  isEMobile7Browser(): boolean
}

export interface HttpSession {
  token(): string
  loginType(): LoginType | null
  languageCode(): number
  currencyType(): number
  /** An answer told the currency of its amounts with today's rate (docs/money.md). */
  currencySeen?(info: NonNullable<Envelope<unknown>['CurrencyInfo']>): void
  /** The token is dead (101/102): forget it. */
  signOut(): void
}

export interface HttpDeps {
  send(req: SendRequest): SendHandle
  /** Persistent storage, cleared (but for the keep-list) on 107. */
  storage: KVStore
  ui: HttpUi
  nav: HttpNav
  env: HttpEnv
  session: HttpSession
  /** Translation, e.g. t('errors:systemBusy'). */
  t(key: string): string
  now?: () => number
}

export interface CallOptions {
  /** No toast, dialog or redirect; an answer counts as success (ResultData, or null when IsSuccess is false). */
  silent?: boolean
  /** Count this call in the loading indicator. */
  loading?: boolean
  /** Do not cancel an unfinished earlier call to the same path (independent lists on one screen). */
  parallel?: boolean
}

/** Mini-program: a temp file path; H5: a File or Blob. `name` is the form field (default 'file'). */
export type UploadFile = ({ filePath: string } | { file: Blob; fileName?: string }) & { name?: string }

export interface Http {
  call<P extends CallPath>(path: P, body: Req<P>, opts: CallOptions & { silent: true }): Promise<Res<P> | null>
  call<P extends CallPath>(path: P, body: Req<P>, opts?: CallOptions): Promise<Res<P>>
  /** Form post of one file; uploads run side by side and never cancel each other. */
  upload<P extends CallPath>(path: P, file: UploadFile, fields?: Record<string, string>, opts?: CallOptions): Promise<Res<P>>
  /** Lets the next 101 redirect again; called on every route change. */
  resetGuards(): void
  /**
   * Runs `load`; the calls it makes before its first await neither cancel an unfinished call to
   * the same path nor can be cancelled by a later one. For loads that drop stale answers
   * themselves (paged lists): two screens' lists share a path (`order/getOrderList` of the trips
   * tab and of a product's orders), and one must not cancel the other's only load.
   */
  independently<T>(load: () => Promise<T>): Promise<T>
}

/** Header values must be ISO-8859-1 for fetch; page URLs may carry Chinese text in the query. */
export function headerSafe(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value
  try {
    return encodeURI(value)
  } catch {
    return value.replace(/[^\x20-\x7e]/g, '')
  }
}

export function urlFor(apiBase: string, path: string): string {
  return apiBase + (isRootPath(path) ? '/' : API_PREFIX + '/') + path
}

function asEnvelope(data: unknown): Envelope<unknown> | null {
  if (typeof data !== 'object' || data === null) return null
  const d = data as Partial<Envelope<unknown>>
  if (typeof d.IsSuccess !== 'boolean') return null
  return {
    IsSuccess: d.IsSuccess,
    ErrorCode: typeof d.ErrorCode === 'number' ? d.ErrorCode : 0,
    ErrMsg: typeof d.ErrMsg === 'string' ? d.ErrMsg : '',
    RedirectUrl: typeof d.RedirectUrl === 'string' ? d.RedirectUrl : '',
    CurrencyInfo: d.CurrencyInfo ?? null,
    ResultData: d.ResultData,
  }
}

export function createHttp(deps: HttpDeps): Http {
  const { ui, nav, env, session, t } = deps
  const now = deps.now ?? Date.now
  const inFlight = new Map<string, { cancel(): void }>()
  /** Depth of `independently` scopes running now (synchronously). */
  let independent = 0
  let loginRedirected = false
  let updatePrompted = false

  function currentRouteName(): RouteName | null {
    const r = resolveUrl(nav.currentRoute())
    return r.kind === 'unknown' ? null : r.name
  }

  function headers(): Record<string, string> {
    return {
      [HEADERS.source]: env.requestSource(),
      [HEADERS.version]: CLIENT_VERSION,
      [HEADERS.device]: headerSafe(env.deviceInfo()),
      [HEADERS.pageUrl]: headerSafe(env.currentPageUrl()),
      [HEADERS.language]: String(session.languageCode()),
      [HEADERS.currency]: String(session.currencyType()),
      [HEADERS.token]: headerSafe(session.token()),
    }
  }

  function notLoggedIn(): void {
    const loginType = session.loginType()
    // The session is dead: it ends here even when no redirect follows (on the sign-in page, or
    // the redirect already made), so nothing kept for it outlives it.
    const redirect = !loginRedirected && currentRouteName() !== 'login'
    if (redirect) nav.rememberRoute(nav.currentRoute())
    session.signOut()
    if (!redirect) return
    loginRedirected = true
    if (env.isEMobile7Browser()) nav.closeEmbeddedPage()
    else if (loginType === LOGIN_TYPES.Personal) nav.replace('home')
    else nav.relaunch('login')
  }

  async function promptUpdate(): Promise<void> {
    if (updatePrompted) return
    updatePrompted = true
    await ui.alert({
      title: t('errors:newVersionTitle'),
      content: t('errors:newVersionOnline'),
      buttons: [{ text: t('errors:confirmUpdate'), value: 'update', keepOpen: true }],
    })
    ui.setAlertBusy(t('errors:upgrading'))
    for (const key of deps.storage.keys()) {
      if (!(KEEP_ON_VERSION_UPDATE as readonly string[]).includes(key)) deps.storage.remove(key)
    }
    nav.reload()
  }

  function loginSwitch(code: number): void {
    if (currentRouteName() === 'home') return
    const loginType = code === ErrorCode.LoginSwitchPersonal ? LOGIN_TYPES.Personal : LOGIN_TYPES.Unit
    nav.replace('loginSwitch', { loginType, tmsp: now() })
  }

  /** docs/error-codes.md, one branch per row. Returns the rejection for the caller. `sentToken`: the session the call was made in. */
  function failure(path: string, e: Envelope<unknown>, sentToken: string): ApiError {
    const code = e.ErrorCode
    const err = (handled: boolean, kind: 'server' | 'silent' = 'server'): ApiError => new ApiError(kind, path, code, e.ErrMsg, handled, e)
    const toast = (): ApiError => {
      ui.toast(e.ErrMsg || t('errors:systemBusy'), { error: true })
      return err(true)
    }
    switch (code) {
      case ErrorCode.NotLoggedIn:
      case ErrorCode.TokenExpired:
        // A late answer about a session already replaced (an account switch, a new sign-in) must
        // not end the new one.
        if (sentToken !== headerSafe(session.token())) return err(true)
        notLoggedIn()
        return err(true)
      case ErrorCode.VersionOutdated:
        void promptUpdate()
        return err(true)
      case ErrorCode.OrderStatusChanged:
        return err(false)
      case ErrorCode.Silent:
        return err(true, 'silent')
      case ErrorCode.Fatal:
        nav.replace('error', { tips: e.ErrMsg })
        return err(true)
      case ErrorCode.LoginSwitchPersonal:
      case ErrorCode.LoginSwitchUnit:
        loginSwitch(code)
        return err(true)
    }
    if (OFFER_EXPIRED_CODES.includes(code)) return err(false)
    const onlyFor = PASS_BACK_ONLY_FOR[code]
    if (onlyFor !== undefined && onlyFor === path) return err(false)
    return toast()
  }

  async function run(path: string, req: SendRequest, opts: CallOptions, cancellable: boolean): Promise<unknown> {
    if (cancellable) inFlight.get(path)?.cancel()
    let cancelled = false
    const handle = deps.send(req)
    const entry = {
      cancel() {
        cancelled = true
        handle.abort()
      },
    }
    if (cancellable) inFlight.set(path, entry)
    if (opts.loading) ui.raiseLoading()
    const cancelledError = (): ApiError => new ApiError('cancelled', path, 0, 'cancelled', true)
    const transportError = (detail: string, status = 0): ApiError => {
      if (!opts.silent) ui.toast(t(ui.offline ? 'errors:offline' : 'errors:systemBusy'), { error: true })
      return new ApiError('transport', path, 0, detail, true, undefined, status)
    }
    try {
      let data: unknown
      try {
        data = (await handle.promise).data
      } catch (e) {
        if (cancelled) throw cancelledError()
        const status = typeof e === 'object' && e !== null && 'status' in e ? Number((e as { status: unknown }).status) : 0
        throw transportError(e instanceof Error ? e.message : String(e), status)
      }
      // An answer can arrive in the same tick as the abort.
      if (cancelled) throw cancelledError()
      const envelope = asEnvelope(data)
      if (!envelope) throw transportError('answer is not an envelope')
      if (envelope.CurrencyInfo) deps.session.currencySeen?.(envelope.CurrencyInfo)
      if (envelope.IsSuccess) return envelope.ResultData
      if (opts.silent) return null
      throw failure(path, envelope, req.headers[HEADERS.token] ?? '')
    } finally {
      if (inFlight.get(path) === entry) inFlight.delete(path)
      if (opts.loading) ui.lowerLoading()
    }
  }

  function call<P extends CallPath>(path: P, body: Req<P>, opts: CallOptions = {}): Promise<Res<P>> {
    const req: SendRequest = { url: urlFor(env.apiBase, path), data: body, headers: headers(), timeout: TIMEOUT_MS }
    const cancellable = !opts.parallel && independent === 0 && !NEVER_CANCELLED.includes(path)
    return run(path, req, opts, cancellable) as Promise<Res<P>>
  }

  function upload<P extends CallPath>(path: P, file: UploadFile, fields: Record<string, string> = {}, opts: CallOptions = {}): Promise<Res<P>> {
    const name = file.name ?? 'file'
    const spec = 'filePath' in file ? { filePath: file.filePath, name, formData: fields } : { file: file.file, fileName: file.fileName, name, formData: fields }
    const req: SendRequest = { url: urlFor(env.apiBase, path), headers: headers(), timeout: UPLOAD_TIMEOUT_MS, upload: spec }
    // Attachments (up to 10) upload side by side to one path; cancelling would drop all but the last.
    return run(path, req, opts, false) as Promise<Res<P>>
  }

  return {
    call: call as Http['call'],
    upload,
    resetGuards() {
      loginRedirected = false
    },
    independently<T>(load: () => Promise<T>): Promise<T> {
      independent++
      try {
        return load()
      } finally {
        independent--
      }
    },
  }
}

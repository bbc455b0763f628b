/**
 * Error log (POST log/error) and usage events (POST collect), docs/data.md, docs/server-calls.md, docs/constants.md.
 * Both are best-effort: sent silently, never retried, never allowed to raise an error of
 * their own (a failing error report must not report itself).
 */
import dayjs from 'dayjs'
import { CLIENT_VERSION } from '../../types/api/envelope'
import { USAGE_EVENT_TYPES, type ErrorLogReq, type UsageEvent, type UsageEventType } from '../../types/api'
import type { GlobalError, TouchInfo, Unsubscribe } from '../platform/navigation-types'
import { isApiError } from './errors'
import type { Timers } from './timers'

export const ERROR_LEVEL = 3
/** docs/constants.md: at most one touch event per 500 ms. */
export const TOUCH_SAMPLE_MS = 500
/** docs/constants.md: element text is kept only up to 200 characters. */
export const MAX_ELEMENT_TEXT = 200
/** Usage events go out in batches: when this many are queued ... */
export const BATCH_SIZE = 10
/** ... or this long after the first one was queued. */
export const BATCH_DELAY_MS = 5000
/** The same error is reported at most once in this window (a failing render can repeat it per frame). */
export const ERROR_REPEAT_MS = 60_000

export type ReportableError = GlobalError | { kind: 'framework'; message: string; stack?: string; componentStack?: string }

export interface TelemetryDeps {
  /** Silent, fire-and-forget posts. */
  postError(body: ErrorLogReq): Promise<unknown>
  postEvents(body: UsageEvent[]): Promise<unknown>
  /** User id and company code of the signed-in person ('' when signed out). */
  user(): { U: string; C: string }
  currentPath(): string
  /** 'h5' or 'weapp'. */
  target: string
  timers: Timers
}

export interface Telemetry {
  reportError(e: ReportableError): boolean
  touch(t: TouchInfo): boolean
  pageChange(from: string, to: string): void
  flush(): void
  install(host: { onGlobalError(cb: (e: GlobalError) => void): Unsubscribe; onTouch(cb: (t: TouchInfo) => void): Unsubscribe }): Unsubscribe
}

const SCRIPT_ERROR = /^script error\.?$/i
/** Names of native bridges injected by WeChat, Alipay, DingTalk and app web-views. */
const BRIDGE_NAME = /\b\w*JSBridge\b|\bWebViewJavascriptBridge\b|\bbridge\b/i
/** ... and the ways engines say a global is missing or not ready. */
const MISSING = /is not defined|can't find variable|is undefined|is null|is not a function|of undefined|of null/i

/**
 * docs/server-calls.md: no report for image resource errors (a failed image shows the error image, nothing
 * broke), 'Script error' (a cross-origin script hid its message; nothing to act on) and a
 * missing native bridge (the page was opened outside the host app that injects it).
 * A bridge error is one whose message names a bridge and says it is missing, e.g.
 * 'WeixinJSBridge is not defined' or "Can't find variable: bridge".
 * Rejections carrying an ApiError are skipped too: the http client already told the user.
 */
export function shouldReport(e: ReportableError): boolean {
  if (e.kind === 'resource') return e.tagName !== 'IMG' && e.tagName !== 'IMAGE'
  const message = e.message.trim()
  if (SCRIPT_ERROR.test(message)) return false
  if (BRIDGE_NAME.test(message) && MISSING.test(message)) return false
  if (e.kind === 'promise' && isApiError(e.reason)) return false
  return true
}

const TITLES: Record<ReportableError['kind'], string> = {
  script: 'ScriptError',
  resource: 'ResourceError',
  promise: 'UnhandledRejection',
  framework: 'FrameworkError',
}

export function formatTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm:ss')
}

export function elementText(text: string): string {
  return text.length <= MAX_ELEMENT_TEXT ? text : ''
}

export function createTelemetry(deps: TelemetryDeps): Telemetry {
  const { timers } = deps
  const recent = new Map<string, number>()
  let queue: UsageEvent[] = []
  let batchTimer: ReturnType<Timers['setTimeout']> | null = null
  let lastTouch = -Infinity

  const quietly = (p: Promise<unknown>): void => void p.catch(() => undefined)

  function reportError(e: ReportableError): boolean {
    if (!shouldReport(e)) return false
    const now = timers.now()
    const signature = `${e.kind}|${e.message}`
    const seen = recent.get(signature)
    if (seen !== undefined && now - seen < ERROR_REPEAT_MS) return false
    recent.set(signature, now)
    quietly(
      deps.postError({
        Appid: `${deps.target}-${CLIENT_VERSION}`,
        Level: ERROR_LEVEL,
        Title: TITLES[e.kind],
        // The raw rejection reason may not serialise (cycles); message and stack carry it.
        Message: JSON.stringify({ ...e, reason: undefined, page: deps.currentPath() }),
        Time: formatTime(now),
      }),
    )
    return true
  }

  function flush(): void {
    if (batchTimer !== null) timers.clearTimeout(batchTimer)
    batchTimer = null
    if (!queue.length) return
    const batch = queue
    queue = []
    quietly(deps.postEvents(batch))
  }

  function enqueue(ET: UsageEventType, ED: string, FP: string, TP: string): void {
    const { U, C } = deps.user()
    queue.push({ U, C, DT: formatTime(timers.now()), ED, ET, FP, TP })
    if (queue.length >= BATCH_SIZE) flush()
    else if (batchTimer === null) batchTimer = timers.setTimeout(flush, BATCH_DELAY_MS)
  }

  function touch(t: TouchInfo): boolean {
    const now = timers.now()
    if (now - lastTouch < TOUCH_SAMPLE_MS) return false
    lastTouch = now
    const path = deps.currentPath()
    enqueue(t.kind === 'touch' ? USAGE_EVENT_TYPES.Touch : USAGE_EVENT_TYPES.SwipeEnd, elementText(t.text), path, path)
    return true
  }

  function pageChange(from: string, to: string): void {
    enqueue(USAGE_EVENT_TYPES.PageChange, '', from, to)
  }

  function install(host: Parameters<Telemetry['install']>[0]): Unsubscribe {
    const offError = host.onGlobalError((e) => void reportError(e))
    const offTouch = host.onTouch((t) => void touch(t))
    return () => {
      offError()
      offTouch()
      flush()
    }
  }

  return { reportError, touch, pageChange, flush, install }
}

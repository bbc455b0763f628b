import { ApiError } from '../../../src/core/errors'
import {
  createTelemetry,
  shouldReport,
  elementText,
  formatTime,
  BATCH_DELAY_MS,
  BATCH_SIZE,
  ERROR_REPEAT_MS,
  type ReportableError,
} from '../../../src/core/telemetry'
import type { Timers } from '../../../src/core/timers'
import type { GlobalError, TouchInfo } from '../../../src/platform/navigation-types'
import type { ErrorLogReq, UsageEvent } from '../../../types/api'

function setup() {
  jest.useFakeTimers({ now: new Date(2026, 0, 2, 3, 4, 5) })
  const errors: ErrorLogReq[] = []
  const batches: UsageEvent[][] = []
  const state = { path: '/home', user: { U: '7', C: 'ACME' } }
  const timers: Timers = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    now: () => Date.now(),
  }
  const tel = createTelemetry({
    postError: async (b) => void errors.push(b),
    postEvents: async (b) => void batches.push(b),
    user: () => state.user,
    currentPath: () => state.path,
    target: 'h5',
    timers,
  })
  return { tel, errors, batches, state }
}

describe('telemetry: which errors are reported', () => {
  const rows: [string, ReportableError, boolean][] = [
    ['a script error', { kind: 'script', message: 'TypeError: x is undefined' }, true],
    ['Script error', { kind: 'script', message: 'Script error' }, false],
    ['Script error.', { kind: 'script', message: 'Script error.' }, false],
    ['script error. in other case', { kind: 'script', message: ' script error. ' }, false],
    ['a message merely starting with Script error', { kind: 'script', message: 'Script error in module x' }, true],
    ['missing WeixinJSBridge', { kind: 'script', message: 'ReferenceError: WeixinJSBridge is not defined' }, false],
    ['missing bridge (Safari)', { kind: 'script', message: "ReferenceError: Can't find variable: bridge" }, false],
    ['AlipayJSBridge call on undefined', { kind: 'script', message: 'TypeError: AlipayJSBridge is undefined' }, false],
    ['a bridge that threw a real error', { kind: 'script', message: 'WeixinJSBridge invoke failed: permission' }, true],
    ['a variable named bridgeX missing', { kind: 'script', message: 'ReferenceError: bridgeX is not defined' }, true],
    ['an image failed', { kind: 'resource', message: 'failed to load IMG', tagName: 'IMG' }, false],
    ['an svg image failed', { kind: 'resource', message: 'failed to load image', tagName: 'IMAGE' }, false],
    ['a script chunk failed', { kind: 'resource', message: 'failed to load SCRIPT', tagName: 'SCRIPT' }, true],
    ['a stylesheet failed', { kind: 'resource', message: 'failed to load LINK', tagName: 'LINK' }, true],
    ['an unhandled plain rejection', { kind: 'promise', message: 'boom', reason: new Error('boom') }, true],
    ['an unhandled ApiError', { kind: 'promise', message: 'x', reason: new ApiError('server', 'p', 1002, 'x', true) }, false],
    ['a framework error', { kind: 'framework', message: 'Render failed', componentStack: 'at Page' }, true],
  ]
  it.each(rows)('%s → %s', (_n, e, report) => {
    expect(shouldReport(e)).toBe(report)
  })
})

describe('telemetry: error log', () => {
  afterEach(() => jest.useRealTimers())

  it('posts Appid, Level 3, Title, JSON Message and local Time', () => {
    const { tel, errors } = setup()
    const e: GlobalError = { kind: 'script', message: 'boom', source: 'app.js', line: 1, column: 2 }
    expect(tel.reportError(e)).toBe(true)
    expect(errors).toEqual([
      {
        Appid: 'h5-8.10.1',
        Level: 3,
        Title: 'ScriptError',
        Message: JSON.stringify({ kind: 'script', message: 'boom', source: 'app.js', line: 1, column: 2, page: '/home' }),
        Time: '2026-01-02 03:04:05',
      },
    ])
  })

  it.each([
    ['resource', { kind: 'resource', message: 'm', tagName: 'SCRIPT' }, 'ResourceError'],
    ['promise', { kind: 'promise', message: 'm', reason: { a: 1 } }, 'UnhandledRejection'],
    ['framework', { kind: 'framework', message: 'm' }, 'FrameworkError'],
  ] as [string, ReportableError, string][])('titles %s errors %s and leaves the raw reason out', (_n, e, title) => {
    const { tel, errors } = setup()
    tel.reportError(e)
    expect(errors[0].Title).toBe(title)
    expect(JSON.parse(errors[0].Message)).not.toHaveProperty('reason')
  })

  it('does not post filtered errors', () => {
    const { tel, errors } = setup()
    expect(tel.reportError({ kind: 'script', message: 'Script error.' })).toBe(false)
    expect(errors).toEqual([])
  })

  it('reports a repeated error once per minute', () => {
    const { tel, errors } = setup()
    const e: GlobalError = { kind: 'script', message: 'loop' }
    expect(tel.reportError(e)).toBe(true)
    expect(tel.reportError(e)).toBe(false)
    expect(tel.reportError({ kind: 'script', message: 'other' })).toBe(true)
    jest.advanceTimersByTime(ERROR_REPEAT_MS)
    expect(tel.reportError(e)).toBe(true)
    expect(errors.map((x) => JSON.parse(x.Message).message)).toEqual(['loop', 'other', 'loop'])
  })

  it('swallows a failing post', async () => {
    const tel = createTelemetry({
      postError: () => Promise.reject(new Error('offline')),
      postEvents: () => Promise.reject(new Error('offline')),
      user: () => ({ U: '', C: '' }),
      currentPath: () => '/',
      target: 'h5',
      timers: { setTimeout, clearTimeout, now: Date.now },
    })
    expect(tel.reportError({ kind: 'script', message: 'x' })).toBe(true)
    tel.pageChange('/a', '/b')
    tel.flush()
    await Promise.resolve()
  })
})

describe('telemetry: usage events', () => {
  afterEach(() => jest.useRealTimers())

  it.each([
    ['short text', 'Search', 'Search'],
    ['exactly 200', 'x'.repeat(200), 'x'.repeat(200)],
    ['201 characters', 'x'.repeat(201), ''],
  ])('ED for %s', (_n, text, ed) => {
    expect(elementText(text)).toBe(ed)
    const { tel, batches } = setup()
    tel.touch({ kind: 'touch', text })
    tel.flush()
    expect(batches[0][0].ED).toBe(ed)
  })

  it('builds U, C, DT, ET, FP, TP per event type', () => {
    const { tel, batches, state } = setup()
    state.path = '/trip'
    tel.touch({ kind: 'touch', text: 'A' })
    jest.advanceTimersByTime(500)
    tel.touch({ kind: 'swipeEnd', text: 'B' })
    tel.pageChange('/trip', '/home')
    tel.flush()
    expect(batches).toEqual([
      [
        { U: '7', C: 'ACME', DT: '2026-01-02 03:04:05', ED: 'A', ET: 1, FP: '/trip', TP: '/trip' },
        { U: '7', C: 'ACME', DT: '2026-01-02 03:04:05', ED: 'B', ET: 2, FP: '/trip', TP: '/trip' },
        { U: '7', C: 'ACME', DT: '2026-01-02 03:04:05', ED: '', ET: 3, FP: '/trip', TP: '/home' },
      ],
    ])
  })

  it.each([
    [
      [0, 100, 499],
      [true, false, false],
    ],
    [
      [0, 500, 999, 1000],
      [true, true, false, true],
    ],
  ])('samples touches at most once per 500 ms: at %j', (at, accepted) => {
    const { tel } = setup()
    let t = 0
    const got = at.map((ms) => {
      jest.advanceTimersByTime(ms - t)
      t = ms
      return tel.touch({ kind: 'touch', text: '' })
    })
    expect(got).toEqual(accepted)
  })

  it('does not sample page changes', () => {
    const { tel, batches } = setup()
    tel.pageChange('/a', '/b')
    tel.pageChange('/b', '/c')
    tel.flush()
    expect(batches[0]).toHaveLength(2)
  })

  it(`sends a batch when ${BATCH_SIZE} events are queued`, () => {
    const { tel, batches } = setup()
    for (let i = 0; i < BATCH_SIZE - 1; i++) tel.pageChange('/a', `/p${i}`)
    expect(batches).toHaveLength(0)
    tel.pageChange('/a', '/last')
    expect(batches.map((b) => b.length)).toEqual([BATCH_SIZE])
  })

  it(`sends what is queued ${BATCH_DELAY_MS} ms after the first event`, () => {
    const { tel, batches } = setup()
    tel.pageChange('/a', '/b')
    jest.advanceTimersByTime(BATCH_DELAY_MS - 1)
    tel.pageChange('/b', '/c')
    expect(batches).toHaveLength(0)
    jest.advanceTimersByTime(1)
    expect(batches.map((b) => b.length)).toEqual([2])
    jest.advanceTimersByTime(BATCH_DELAY_MS * 2)
    expect(batches).toHaveLength(1)
  })

  it('install wires host errors and touches, and flushes on uninstall', () => {
    const { tel, errors, batches } = setup()
    let onError: (e: GlobalError) => void = () => undefined
    let onTouch: (t: TouchInfo) => void = () => undefined
    const off = tel.install({
      onGlobalError: (cb) => ((onError = cb), () => (onError = () => undefined)),
      onTouch: (cb) => ((onTouch = cb), () => (onTouch = () => undefined)),
    })
    onError({ kind: 'script', message: 'x' })
    onTouch({ kind: 'touch', text: 'Go' })
    off()
    onError({ kind: 'script', message: 'y' })
    expect(errors).toHaveLength(1)
    expect(batches).toEqual([[expect.objectContaining({ ED: 'Go', ET: 1 })]])
  })

  it('formats local time', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 8, 7).getTime())).toBe('2026-11-22 09:08:07')
  })
})

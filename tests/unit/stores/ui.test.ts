import { UiStore, toastDuration } from '../../../src/stores/ui'
import type { Timers } from '../../../src/core/timers'

const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id), now: () => Date.now() }
const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve()
}

describe('ui store: loading', () => {
  it('counts up and down, never below 0, and resets', () => {
    const ui = new UiStore(timers)
    expect(ui.loading).toBe(false)
    ui.raiseLoading()
    ui.raiseLoading()
    expect([ui.loadingCount, ui.loading]).toEqual([2, true])
    ui.resetLoading()
    ui.lowerLoading()
    expect(ui.loadingCount).toBe(0)
    ui.raiseLoading()
    ui.lowerLoading()
    ui.lowerLoading()
    expect(ui.loadingCount).toBe(0)
  })
})

describe('ui store: toast', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it.each([
    ['', 2000],
    ['x'.repeat(13), 2000],
    ['x'.repeat(14), 4000],
    ['系统繁忙，请稍后再试', 2000],
    ['The system is busy, please try again later.', 4000],
  ])('duration of %j is %i ms', (text, ms) => {
    expect(toastDuration(text)).toBe(ms)
  })

  it('shows one toast at a time and ignores others while shown', () => {
    const ui = new UiStore(timers)
    expect(ui.toast('first')).toBe(true)
    expect(ui.toast('second')).toBe(false)
    expect(ui.toastState).toEqual({ text: 'first', duration: 2000 })
    jest.advanceTimersByTime(1999)
    expect(ui.toastState?.text).toBe('first')
    jest.advanceTimersByTime(1)
    expect(ui.toastState).toBeNull()
    expect(ui.toast('third')).toBe(true)
  })

  it('lets an error replace a notice, with its own full duration, but never another error', () => {
    const ui = new UiStore(timers)
    ui.toast('code sent')
    jest.advanceTimersByTime(1500)
    expect(ui.toast('wrong code', { error: true })).toBe(true)
    expect(ui.toastState).toEqual({ text: 'wrong code', duration: 2000, error: true })
    // The notice's timer is gone: the error stays its own 2000 ms.
    jest.advanceTimersByTime(1999)
    expect(ui.toastState?.text).toBe('wrong code')
    expect(ui.toast('another notice')).toBe(false)
    expect(ui.toast('second error', { error: true })).toBe(false)
    expect(ui.toastState?.text).toBe('wrong code')
    jest.advanceTimersByTime(1)
    expect(ui.toastState).toBeNull()
  })

  it('keeps a long toast for 4000 ms', () => {
    const ui = new UiStore(timers)
    ui.toast('x'.repeat(20))
    jest.advanceTimersByTime(3999)
    expect(ui.toastState).not.toBeNull()
    jest.advanceTimersByTime(1)
    expect(ui.toastState).toBeNull()
  })

  it('ignores an empty toast', () => {
    const ui = new UiStore(timers)
    expect(ui.toast('')).toBe(false)
    expect(ui.toastState).toBeNull()
  })
})

describe('ui store: alert', () => {
  it('opens, resolves with the pressed value and closes', async () => {
    const ui = new UiStore(timers)
    const p = ui.alert({
      title: 'T',
      content: 'C',
      buttons: [
        { text: 'No', value: 'no' },
        { text: 'Yes', value: 'yes' },
      ],
    })
    expect(ui.alertOpen).toBe(true)
    expect(ui.alertState).toEqual({
      title: 'T',
      content: 'C',
      buttons: [
        { text: 'No', value: 'no' },
        { text: 'Yes', value: 'yes' },
      ],
      busyText: '',
    })
    ui.pressAlert(1)
    await expect(p).resolves.toBe('yes')
    expect(ui.alertOpen).toBe(false)
  })

  it('shows one dialog at a time; the next waits its turn', async () => {
    const ui = new UiStore(timers)
    const a = ui.alert({ content: 'A', buttons: [{ text: 'ok', value: 'a' }] })
    const b = ui.alert({ content: 'B', buttons: [{ text: 'ok', value: 'b' }] })
    expect(ui.alertState?.content).toBe('A')
    ui.pressAlert(0)
    await expect(a).resolves.toBe('a')
    expect(ui.alertState?.content).toBe('B')
    ui.pressAlert(0)
    await expect(b).resolves.toBe('b')
  })

  it('keepOpen leaves the dialog up; busy text blocks further presses until closed', async () => {
    const ui = new UiStore(timers)
    const seen: string[] = []
    void ui.alert({ content: 'update', buttons: [{ text: 'Confirm Update', value: 'update', keepOpen: true }] }).then((v) => seen.push(v))
    ui.pressAlert(0)
    await flush()
    expect(seen).toEqual(['update'])
    expect(ui.alertOpen).toBe(true)
    ui.setAlertBusy('Upgrading')
    expect(ui.alertState?.busyText).toBe('Upgrading')
    ui.pressAlert(0)
    await flush()
    expect(seen).toEqual(['update'])
    ui.closeAlert()
    expect(ui.alertOpen).toBe(false)
  })

  it('ignores presses on a missing button or with no dialog', () => {
    const ui = new UiStore(timers)
    expect(() => ui.pressAlert(0)).not.toThrow()
    void ui.alert({ content: 'x', buttons: [{ text: 'ok', value: 'ok' }] })
    ui.pressAlert(3)
    expect(ui.alertOpen).toBe(true)
  })

  it('reset empties loading, toast and dialogs; waiting dialogs resolve as dismissed', async () => {
    jest.useFakeTimers()
    const ui = new UiStore(timers)
    ui.raiseLoading()
    ui.toast('t')
    const a = ui.alert({ content: 'a', buttons: [] })
    const b = ui.alert({ content: 'b', buttons: [] })
    ui.reset()
    expect([ui.loadingCount, ui.toastState, ui.alertState]).toEqual([0, null, null])
    await expect(Promise.all([a, b])).resolves.toEqual(['', ''])
    jest.useRealTimers()
  })
})

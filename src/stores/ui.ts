/**
 * Loading counter, toast and alert dialog (docs/order-states.md, docs/constants.md). The lead's components render
 * these states; core/http drives them through the HttpUi interface.
 */
import { makeAutoObservable } from 'mobx'
import type { AlertButton, AlertOptions, HttpUi } from '../core/http'
import type { TimerId, Timers } from '../core/timers'

export const TOAST_MS = 2000
export const LONG_TOAST_MS = 4000
/** Reading time per character (docs/constants.md). */
export const TOAST_MS_PER_CHAR = 150

/** docs/constants.md: 2000 ms, or 4000 ms when text length × 150 ms reaches 2000. */
export function toastDuration(text: string): number {
  return text.length * TOAST_MS_PER_CHAR >= TOAST_MS ? LONG_TOAST_MS : TOAST_MS
}

export interface ToastState {
  text: string
  duration: number
  /** A refusal or failure, which a later notice does not replace. */
  error?: boolean
}

export interface AlertState {
  title: string
  content: string
  buttons: AlertButton[]
  /** Progress text shown instead of the buttons' texts while the caller works. */
  busyText: string
}

interface QueuedAlert {
  options: AlertOptions
  resolve(value: string): void
}

export class UiStore implements HttpUi {
  loadingCount = 0
  /** False while the device has no network (src/platform/network): the frame says so, loads retry when it returns. */
  online = true
  private onlineAgain = new Set<() => void>()
  toastState: ToastState | null = null
  alertState: AlertState | null = null
  private queue: QueuedAlert[] = []
  private current: QueuedAlert | null = null
  private toastTimer: TimerId | null = null

  constructor(private readonly timers: Timers) {
    makeAutoObservable<UiStore, 'timers' | 'queue' | 'current' | 'toastTimer' | 'onlineAgain'>(this, {
      timers: false,
      queue: false,
      current: false,
      toastTimer: false,
      onlineAgain: false,
    })
  }

  get offline(): boolean {
    return !this.online
  }

  /** The network came or went; coming back, every failed load that asked is retried. */
  setOnline(online: boolean): void {
    const back = online && !this.online
    this.online = online
    if (back) for (const retry of [...this.onlineAgain]) retry()
  }

  /** Calls `retry` each time the network returns; returns the unsubscribe. */
  whenOnlineAgain(retry: () => void): () => void {
    this.onlineAgain.add(retry)
    return () => this.onlineAgain.delete(retry)
  }

  get loading(): boolean {
    return this.loadingCount > 0
  }

  raiseLoading(): void {
    this.loadingCount++
  }

  /** Never below 0: a call started before a route change settles after the reset. */
  lowerLoading(): void {
    this.loadingCount = Math.max(0, this.loadingCount - 1)
  }

  resetLoading(): void {
    this.loadingCount = 0
  }

  /**
   * Shows a toast (docs/order-states.md: one at a time). While one shows, another is ignored,
   * except an error (`{ error: true }`: the server refused, the network failed): it takes the
   * place of a notice, so "code sent" can never hide "wrong code". An error showing is kept.
   */
  toast(text: string, opts: { error?: boolean } = {}): boolean {
    if (!text) return false
    if (this.toastState && (!opts.error || this.toastState.error)) return false
    if (this.toastTimer !== null) this.timers.clearTimeout(this.toastTimer)
    const duration = toastDuration(text)
    this.toastState = opts.error ? { text, duration, error: true } : { text, duration }
    this.toastTimer = this.timers.setTimeout(() => this.hideToast(), duration)
    return true
  }

  hideToast(): void {
    if (this.toastTimer !== null) this.timers.clearTimeout(this.toastTimer)
    this.toastTimer = null
    this.toastState = null
  }

  /** Opens a dialog; one shows at a time, later ones wait their turn. Resolves with the pressed button's value. */
  alert(options: AlertOptions): Promise<string> {
    return new Promise<string>((resolve) => {
      this.queue.push({ options, resolve })
      if (!this.current) this.showNext()
    })
  }

  get alertOpen(): boolean {
    return this.alertState !== null
  }

  pressAlert(index: number): void {
    const cur = this.current
    const button = this.alertState?.buttons[index]
    if (!cur || !button || this.alertState?.busyText) return
    if (!button.keepOpen) this.closeAlert()
    cur.resolve(button.value)
  }

  setAlertBusy(text: string): void {
    if (this.alertState) this.alertState.busyText = text
  }

  closeAlert(): void {
    this.current = null
    this.alertState = null
    this.showNext()
  }

  private showNext(): void {
    const next = this.queue.shift()
    if (!next) return
    this.current = next
    const { title = '', content, buttons } = next.options
    this.alertState = { title, content, buttons, busyText: '' }
  }

  /** Session state starts empty on every launch; waiting dialogs resolve as dismissed (''). */
  reset(): void {
    this.resetLoading()
    this.hideToast()
    const waiting = [this.current, ...this.queue]
    this.queue = []
    this.current = null
    this.alertState = null
    for (const a of waiting) a?.resolve('')
  }
}

/**
 * Posting a notification to the merchant the way a channel does: at once, then again after each
 * of the retry delays until the merchant answers the way the protocol calls "received".
 */

export interface Delivery {
  url: string
  /** Built anew for every attempt (fresh timestamps and signatures). */
  build(): { headers: Record<string, string>; body: string }
  /** Whether the merchant's answer means "received, do not send again". */
  accepted(status: number, body: string): boolean
  /** Called after every attempt with the answer's status (0: no answer). */
  onAttempt?(status: number): void
}

/** Real channels retry over hours (WeChat: 15 s, 15 s, 30 s, 3 min, ...); the sandbox compresses that. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000, 10_000, 30_000]

export class Deliveries {
  private readonly timers = new Set<NodeJS.Timeout>()
  private closed = false

  constructor(private readonly delaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS) {}

  /** Resolves after the first attempt (true when accepted); later attempts run in the background. */
  async send(d: Delivery): Promise<boolean> {
    return this.attempt(d, 0)
  }

  private async attempt(d: Delivery, n: number): Promise<boolean> {
    if (this.closed) return false
    let status = 0
    let ok = false
    try {
      const { headers, body } = d.build()
      const res = await fetch(d.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
      status = res.status
      ok = d.accepted(status, await res.text())
    } catch {
      status = 0
    }
    d.onAttempt?.(status)
    if (!ok && n < this.delaysMs.length && !this.closed) {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        void this.attempt(d, n + 1)
      }, this.delaysMs[n])
      timer.unref()
      this.timers.add(timer)
    }
    return ok
  }

  /** Runs `fn` after `ms` unless the channel shuts down first (a refund reaching the payer). */
  later(fn: () => void | Promise<void>, ms: number): void {
    if (this.closed) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void fn()
    }, ms)
    timer.unref()
    this.timers.add(timer)
  }

  /** No more attempts (the channel shuts down). */
  close(): void {
    this.closed = true
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}

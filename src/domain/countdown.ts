/**
 * The 'get code' button's resend countdown, as pure time arithmetic: the end time is fixed when
 * a code is sent, and the seconds left are derived from the clock. A countdown computed this way
 * survives throttled timers (background tabs, the mini-program behind another page) and can be
 * handed to the next page as a timestamp.
 */

/** A new code may be asked for 60 s after the last one (docs/constants.md). */
export const RESEND_SECONDS = 60

/** Whole seconds left until `endsAt` (ms), rounded up so '1 s' shows until the very end. */
export function secondsLeft(endsAt: number, now: number): number {
  if (!Number.isFinite(endsAt) || endsAt <= now) return 0
  return Math.ceil((endsAt - now) / 1000)
}

/** End time of a countdown started at `sentAt` (ms). */
export function countdownEnd(sentAt: number, seconds = RESEND_SECONDS): number {
  return sentAt + seconds * 1000
}

export type CodeButtonState =
  /** Nothing sent yet: 'Get code'. */
  | { kind: 'idle' }
  /** The request is on its way. */
  | { kind: 'sending' }
  /** Wait: '{{seconds}} s'. */
  | { kind: 'waiting'; seconds: number }
  /** Sent before and the wait is over: 'Resend'. */
  | { kind: 'resend' }

export function codeButtonState(opts: { sending: boolean; endsAt: number | null; now: number }): CodeButtonState {
  if (opts.sending) return { kind: 'sending' }
  if (opts.endsAt === null) return { kind: 'idle' }
  const seconds = secondsLeft(opts.endsAt, opts.now)
  return seconds > 0 ? { kind: 'waiting', seconds } : { kind: 'resend' }
}

/** Only 'idle' and 'resend' accept a tap. */
export function canSend(state: CodeButtonState): boolean {
  return state.kind === 'idle' || state.kind === 'resend'
}

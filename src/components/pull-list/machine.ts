/**
 * Pull-to-refresh and load-more state (docs/order-states.md): pull-down idle → pulling → refreshing →
 * rebound → idle; pull-up idle → loading → more | finished. Pure, so every transition is
 * table-tested; the component feeds it touch and scroll events and runs its timers.
 */
export type PullDown = 'idle' | 'pulling' | 'refreshing' | 'rebound'
export type PullUp = 'idle' | 'loading' | 'more' | 'finished'

/** docs/constants.md: refresh settles after 300 ms, rebound takes 600 ms, a data change re-measures after 20 ms. */
export const TIMINGS = { settle: 300, rebound: 600, dataChange: 20 } as const
/** Distance (px) a pull must reach before release refreshes; further pulling is damped. */
export const PULL_THRESHOLD = 60
export const PULL_MAX = 100

export interface PullState {
  down: PullDown
  /** Current pull distance in px, damped. */
  distance: number
  /** 'refresh succeeded' is shown during the settle time after a refresh. */
  succeeded: boolean
  up: PullUp
}

export const initialPull: PullState = { down: 'idle', distance: 0, succeeded: false, up: 'idle' }

export type PullEvent =
  | { type: 'move'; dy: number; atTop: boolean }
  | { type: 'release' }
  | { type: 'refreshed' }
  | { type: 'settled' }
  | { type: 'rebounded' }
  | { type: 'reachBottom' }
  | { type: 'loaded'; hasMore: boolean }
  | { type: 'reset'; hasMore: boolean }

/** Half the finger travel counts beyond the threshold, like native pull-to-refresh. */
export function damp(dy: number): number {
  if (dy <= 0) return 0
  const d = dy <= PULL_THRESHOLD ? dy : PULL_THRESHOLD + (dy - PULL_THRESHOLD) / 2
  return Math.min(PULL_MAX, Math.round(d))
}

export function pullReducer(s: PullState, e: PullEvent): PullState {
  switch (e.type) {
    case 'move':
      if (s.down === 'refreshing' || s.down === 'rebound') return s
      if (!e.atTop || e.dy <= 0) return s.down === 'pulling' ? { ...s, down: 'idle', distance: 0 } : s
      return { ...s, down: 'pulling', distance: damp(e.dy), succeeded: false }
    case 'release':
      if (s.down !== 'pulling') return s
      return s.distance >= PULL_THRESHOLD ? { ...s, down: 'refreshing', distance: PULL_THRESHOLD } : { ...s, down: 'rebound', distance: 0 }
    case 'refreshed':
      return s.down === 'refreshing' ? { ...s, succeeded: true } : s
    case 'settled':
      return s.down === 'refreshing' ? { ...s, down: 'rebound', distance: 0 } : s
    case 'rebounded':
      return s.down === 'rebound' ? { ...s, down: 'idle', distance: 0, succeeded: false } : s
    case 'reachBottom':
      // One load at a time, none after the end, none while refreshing.
      if (s.up === 'loading' || s.up === 'finished' || s.down === 'refreshing') return s
      return { ...s, up: 'loading' }
    case 'loaded':
      return s.up === 'loading' ? { ...s, up: e.hasMore ? 'more' : 'finished' } : s
    case 'reset':
      return { ...s, up: e.hasMore ? 'more' : 'finished' }
  }
}

/** i18n key (namespace widgets) of the pull-down header text. */
export function downTextKey(s: PullState): string {
  if (s.succeeded) return 'widgets:pull.succeeded'
  if (s.down === 'refreshing') return 'widgets:pull.refreshing'
  if (s.down === 'pulling') return s.distance >= PULL_THRESHOLD ? 'widgets:pull.release' : 'widgets:pull.pull'
  return 'widgets:pull.pull'
}

/** i18n key of the footer text, or null when the footer shows nothing. */
export function upTextKey(s: PullState): string | null {
  if (s.up === 'loading') return 'widgets:pull.loading'
  if (s.up === 'finished') return 'widgets:pull.allLoaded'
  if (s.up === 'more') return 'widgets:pull.more'
  return null
}

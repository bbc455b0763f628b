/** Injectable timers, so lifecycle, telemetry and the ui store run under jest fake timers or a manual clock. */
export type TimerId = ReturnType<typeof setTimeout>

export interface Timers {
  setTimeout(fn: () => void, ms: number): TimerId
  clearTimeout(id: TimerId): void
  now(): number
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
  now: () => Date.now(),
}

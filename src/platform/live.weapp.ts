/** The mini-program has no server-sent events: callers keep asking again (polling). */
export interface StreamHandlers {
  onEvent(name: string, data: unknown): void
  onFail(): void
}

export const canStream: boolean = false

export function openStream(_path: string, _events: readonly string[], _h: StreamHandlers): (() => void) | null {
  return null
}

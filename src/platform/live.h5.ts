/**
 * Server-sent events on H5 (EventSource): `openStream` follows a stream of the server's (its URL
 * under this site, the ticket in it, since EventSource sends no headers) and hands each named
 * event's JSON on. Any error closes it and calls `onFail`, once: the caller falls back to asking
 * again. Null where the browser has no EventSource.
 */
import { apiBase } from './env'

export interface StreamHandlers {
  onEvent(name: string, data: unknown): void
  onFail(): void
}

/** Whether this platform can follow a stream at all. */
export const canStream: boolean = typeof EventSource !== 'undefined'

export function openStream(path: string, events: readonly string[], h: StreamHandlers): (() => void) | null {
  if (typeof EventSource === 'undefined') return null
  const es = new EventSource(apiBase + path)
  let open = true
  const close = () => {
    open = false
    es.close()
  }
  for (const name of events)
    es.addEventListener(name, (e) => {
      if (!open) return
      let data: unknown = null
      try {
        data = JSON.parse((e as MessageEvent<string>).data)
      } catch {
        data = null
      }
      h.onEvent(name, data)
    })
  es.onerror = () => {
    if (!open) return
    close()
    h.onFail()
  }
  return close
}

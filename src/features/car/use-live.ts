/**
 * Keeps a ride under way current without reloading the page: on H5 the server's event stream of
 * the order (car/liveTicket, then its URL: docs/car.md) asks for the order at each change; in the
 * mini-program — and on H5 when the stream cannot be opened or breaks — the order is asked again
 * every POLL_MS. Only while `on` (the ride is under way and the page shown).
 */
import { useEffect, useRef, useState } from 'react'
import { canStream, openStream } from '@/platform/live'
import { liveTicket } from './api'

/** How often a ride under way is asked again without a stream. */
export const POLL_MS = 3000

export type LiveMode = 'stream' | 'poll'

export function useLiveOrder(orderNo: string | undefined, on: boolean, reload: () => void): LiveMode | null {
  const [mode, setMode] = useState<LiveMode | null>(null)
  const again = useRef(reload)
  again.current = reload
  useEffect(() => {
    if (!on || !orderNo) return setMode(null)
    let gone = false
    let stop: (() => void) | null = null
    let timer: ReturnType<typeof setInterval> | null = null
    const poll = () => {
      if (gone || timer) return
      setMode('poll')
      timer = setInterval(() => again.current(), POLL_MS)
    }
    if (!canStream) {
      poll()
      return () => {
        gone = true
        if (timer) clearInterval(timer)
      }
    }
    void liveTicket(orderNo).then((t) => {
      if (gone) return
      stop = t
        ? openStream(t.Url, ['state', 'end'], {
            onEvent: (name) => {
              again.current()
              if (name === 'end') stop?.()
            },
            onFail: () => {
              again.current()
              poll()
            },
          })
        : null
      if (stop) setMode('stream')
      else poll()
    })
    return () => {
      gone = true
      stop?.()
      if (timer) clearInterval(timer)
    }
  }, [on, orderNo])
  return mode
}
